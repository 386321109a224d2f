"""A real tokenizer's tokens are shown readably in the chips, Z's rows and the heatmap's labels: GPT-2's
space token is "␣" (not a blank chip), "Ġdog" is "␣dog", the bytes of "€" are named."""
import sys
from pathlib import Path

import pytest
from PySide6 import QtCore

from posviz.model.checkpoint import load_checkpoint
from posviz.model.settings import settings_for_model
from posviz.qt.panels.input_matrix import InputMatrixPanel
from posviz.qt.panels.sentence import SentencePanel
from posviz.qt.session import Session

pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tiny  # noqa: E402


def test_chips_and_z_rows_show_the_readable_pieces(qtbot, tmp_path):
    session = Session(text="the dog")
    session.background = False
    sentence, matrix = SentencePanel(session), InputMatrixPanel(session)
    qtbot.addWidget(sentence)
    qtbot.addWidget(matrix)
    layer = load_checkpoint(tiny.gpt2(tmp_path / "gpt2", positions=32)[0])
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    session.set_text("the  dog €")
    texts = [t.text for t in session.frame.tokens]
    assert texts == ["the", " ", " dog", " ", "€", "€", "€"]                 # slices of the sentence, unchanged
    chips = [chip.text().split("\n")[0] for chip in sentence.chips]
    assert chips == ["the", "␣", "␣dog", "␣", "€ <0xE2>", "<0x82>", "<0xAC>"]
    rows = [matrix.model.headerData(i, QtCore.Qt.Orientation.Vertical).removeprefix("▶ ") for i in range(3)]
    assert rows == ["0 · the", "1 · ␣", "2 · ␣dog"]
