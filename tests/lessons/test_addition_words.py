"""The vector-addition panel's and the deeper views' small words, Qt-free: whole sentences compared."""
from types import SimpleNamespace

import numpy as np

from posviz.lessons.captions import addition, deeper
from posviz.model import Learned, NoPositions, Rope, Sinusoidal


def test_caption_is_the_sum_the_bars_show():
    assert addition.caption("dog", 1, rope=False, off=False) == \
        "“dog” at position 1: its row of E + the position-1 vector = row 1 of Z."
    assert addition.caption("dog", 1, rope=True, off=False) == \
        "“dog” at position 1: RoPE adds nothing here, so row 1 of Z = its row of E, unchanged."
    assert addition.caption("zebra", 4, rope=False, off=True, known=False) == \
        "“zebra” at position 4: no position vector is added, so row 4 of Z = zeros (E has no row for it), unchanged."
    assert addition.caption("zebra", 4, rope=False, off=False, known=False) == \
        "“zebra” at position 4: zeros (E has no row for it) + the position-4 vector = row 4 of Z."


def test_position_note_says_why_the_row_is_zero_and_only_then():
    on, off = SimpleNamespace(positions_on=True), SimpleNamespace(positions_on=False)
    assert addition.position_note(on, rope=False, off=False) == ""
    assert addition.position_note(on, rope=True, off=False).startswith("RoPE adds nothing to Z: the position comes in later")
    assert addition.position_note(off, rope=False, off=True) == (
        "Positions are switched off: the position row is all zeros. Swap two words and Z only swaps rows, "
        "so the model cannot tell the word order.")
    assert addition.position_note(on, rope=False, off=True).startswith("The position scheme is “none”: the position row")


def test_unknown_and_illustrative_notes():
    assert addition.unknown_note("zebra", "[UNK]", 0) == (
        "“zebra” is not in the vocabulary: it gets the id 0 ([UNK]), and the table has no row for it, "
        "so its token row is all zeros.")
    fake, real = SimpleNamespace(illustrative=True), SimpleNamespace(illustrative=False)
    assert addition.illustrative_note(real, Sinusoidal(), 6) == ""
    assert addition.illustrative_note(fake, Sinusoidal(), 64) == \
        "Illustrative numbers: the 64-wide token table holds seeded random values, not trained ones."
    assert addition.illustrative_note(real, Learned(np.zeros((4, 6)), illustrative=True), 6) == \
        "Illustrative numbers: the learned position table holds seeded random values, not trained ones."
    assert addition.illustrative_note(fake, Learned(np.zeros((4, 6)), illustrative=True), 6) == (
        "Illustrative numbers: the 6-wide token table and the learned position table hold seeded random values, "
        "not trained ones.")


def test_lane_titles_and_dimension_labels():
    assert addition.lane_titles("dog", 7, True, 1) == ("“dog” (id 7)", "position 1", "row 1 of Z")
    assert addition.lane_titles("zebra", 0, False, 4) == ("“zebra” (no row)", "position 4", "row 4 of Z")
    assert addition.dim_names(("animal", "size", "royal"), 1, 3) == ["size", "royal"]
    assert addition.dim_names((), 510, 512) == ["dim 510", "dim 511"]
    assert addition.dims_label(0, 14, 1024) == "dims 0–13 of 1,024"


def test_deeper_helpers():
    assert deeper.sci(0.0) == "0" and deeper.sci(2.220446049250313e-16) == "2.2e-16" and deeper.sci(-3e-9) == "-3.0e-09"
    assert deeper.subscript(-12) == "\u208b\u2081\u2082" and deeper.subscript(3) == "\u2083"
    layer = SimpleNamespace(recipe=SimpleNamespace(alibi_slopes=np.array([0.5, 0.25])), positions=NoPositions())
    assert deeper.scheme_label(layer) == "ALiBi"
    for positions, label in ((NoPositions(), "'none'"), (Rope(), "RoPE"), (Sinusoidal(), "Sinusoidal")):
        assert deeper.scheme_label(SimpleNamespace(recipe=None, positions=positions)) == label
    assert "illustrative" in deeper.learned_note(SimpleNamespace(illustrative=True))
    assert deeper.learned_note(SimpleNamespace(illustrative=False)) == (
        "The learned table was trained on positions 0 to L<sub>max</sub>\u22121 only, so past its end "
        "the model raises the error above.")
