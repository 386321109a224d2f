"""The Real model tab with real models open (a learned-positions GPT-2, a RoPE Llama) in the stand-in
locale and in Arabic on a 1024 × 768 projector at 100 % and 200 %: every sentence of the tab is
bracketed (the recipe's notes and positions, the facts' names, the headings: no English left),
nothing is cut off or past the screen, Arabic has Arabic letters in every sentence, mirrors the tab
and keeps the table of numbers left to right.

Each run is its own process (the screen is fixed when Qt starts); language_walk_real.py walks.
"""
from pathlib import Path

import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")

from test_language_walk import walk  # noqa: E402

WALK = Path(__file__).with_name("language_walk_real.py")


def test_the_real_model_tab_reads_whole_in_every_direction():
    assert walk("en_XA,ar", "1.0", "2.0", script=WALK) == []
