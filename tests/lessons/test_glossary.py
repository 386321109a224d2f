"""The glossary (issue 25): every term a caption shows without explaining it has an entry, found in
the caption that the app really produces, and every entry is written in whole sentences."""
import re

import numpy as np
import pytest

from posviz.lessons import glossary
from posviz.lessons.captions.deeper import sci
from posviz.lessons.captions.heatmap import caption as heatmap_caption, rope_rotation
from posviz.lessons.lengths import rope_title
from posviz.lessons.rope_heads import head_rope
from posviz.model import Learned
from posviz.model.checkpoint.placement import rope_text
from posviz.model.rope_config import rope_from_config

YARN = {"model_type": "llama", "hidden_size": 64, "num_attention_heads": 4, "max_position_embeddings": 16384,
        "rope_scaling": {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 4096}}


def terms(caption: str) -> list[str]:
    return [entry.term.split(" (")[0] for entry in glossary.entries_in(caption)]


def test_a_tiny_residual_is_explained_where_it_is_written():
    shown = sci(5.551115123125783e-17)
    assert shown == "5.6e-17" and terms(f"largest difference {shown}") == ["5.6e-17"]
    assert terms("largest difference 0") == [] and terms("base 10000, d = 64") == []


def test_the_colour_scale_of_a_real_table_names_its_percentile():
    table = Learned(np.linspace(-2.0, 2.0, 40).reshape(8, 5))
    text = heatmap_caption(table, 8, (-1.9, 1.9), 5)
    assert "99.5th percentile" in text and terms(text) == ["99.5th percentile"]


def test_a_yarn_model_s_captions_explain_scaling_pairing_and_attention_factor():
    rope = rope_from_config(YARN)
    assert rope.attention_factor == pytest.approx(0.1 * np.log(4.0) + 1.0, rel=1e-12)   # YaRN's mscale
    placed = rope_text(rope, 4)
    assert "attention factor 1.13863" in placed and "rotate_half" in placed
    assert terms(placed) == ["attention factor 1.13863", "rotate_half", "yarn-scaled"]     # "yarn scaling (…)"
    assert "yarn-scaled" in rope_rotation(rope) and terms(rope_rotation(rope)) == ["yarn-scaled"]
    title = rope_title(head_rope(rope, 64, 8192))
    assert terms(title) == ["rotate_half", "yarn-scaled"]


def test_rich_text_is_read_as_shown():
    shown = "<b>No positions</b>: softmax(X X<sup>T</sup>/\u221ad), perm&nbsp;=&nbsp;[0, 4, 2, 3, 1]"
    assert glossary.plain_text(shown) == "No positions: softmax(X XT/\u221ad), perm = [0, 4, 2, 3, 1]"
    assert terms(shown) == ["perm = [0, 4, 2, 3, 1]", "softmax(X Xᵀ/√d)"]
    assert terms("permutation-invariant; a soft max") == []      # whole words only


BETWEEN_SENTENCES = re.compile(r"(?<=[.!?])\s+")          # "5.6 times", "99.5 %": no space, no break


@pytest.mark.parametrize("entry", glossary.GLOSSARY, ids=lambda e: e.term.split(" (")[0])
def test_each_entry_is_whole_sentences_that_use_its_example(entry):
    text = entry.text
    sentences = BETWEEN_SENTENCES.split(text)
    assert len(sentences) >= 2 and all(s[-1] in ".!?" and len(s.split()) >= 5 for s in sentences), sentences
    example = entry.term.split(" (")[0]
    assert entry.pattern.search(example), "the heading's example is found by the entry's own pattern"
    assert "{" not in text and "}" not in text          # a finished text, not a template
