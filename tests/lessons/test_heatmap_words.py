"""The heatmap's words, Qt-free: every sentence checked whole against the numbers it describes.

The expected numbers are worked out here (closed forms of the sin/cos table, the lesson's toy
sentence), never read back from the code under test.
"""
import math

import numpy as np
import pytest

from posviz.lessons.captions import heatmap as words
from posviz.model import Learned, NoPositions, Rope, RopeScaling, Sinusoidal, toy_model
from posviz.model.viewport import Bins, Tile

FRAME = toy_model().encode("the dog bit the man")      # 5 tokens, d = 6
FIXED = "colour scale fixed at −1\u00a0…\u00a0+1"


def test_sin_cos_caption_names_the_convention_base_and_fixed_scale():
    assert words.caption(Sinusoidal(), 32, (-1.0, 1.0), 5) == f"sin/cos (paper), base 10000 · {FIXED}."
    t2t = Sinusoidal(base=500.0, layout="split", exponent="tensor2tensor", offset=2)
    assert words.caption(t2t, 32, (-1.0, 1.0), 5) == f"sin/cos (tensor2tensor, offset 2), base 500 · {FIXED}."


def test_a_sentence_longer_than_the_rows_says_which_rows_are_shown_and_only_then():
    long = words.caption(Sinusoidal(layout="split"), 32, (-1.0, 1.0), 1033)
    assert long == f"sin/cos (split halves), base 10000 · {FIXED}. The sentence has 1,033 tokens: rows 0–31 are shown."
    assert words.caption(Sinusoidal(), 32, (-1.0, 1.0), 32) == f"sin/cos (paper), base 10000 · {FIXED}."   # all shown


def test_learned_caption_counts_rows_and_quotes_the_percentile_scale():
    table = np.zeros((1000, 4))
    assert words.caption(Learned(table), 32, (-0.25, 0.25), 5) == \
        "learned table, 1,000 rows · colour scale ±0.25 (99.5th percentile of |values|)."
    assert words.caption(Learned(table, illustrative=True), 32, (-0.0371, 0.0371), 5) == \
        "learned table, 1,000 rows (illustrative random values) · colour scale ±0.0371 (99.5th percentile of |values|)."


def test_no_caption_where_no_table_is_drawn():
    assert words.caption(Rope(), 32, (-1.0, 1.0), 5) == ""
    assert words.caption(NoPositions(), 32, (-1.0, 1.0), 5) == ""


@pytest.mark.parametrize("scheme, name", [
    (Sinusoidal(), "paper"), (Sinusoidal(offset=1), "paper, offset 1"), (Sinusoidal(layout="split"), "split halves"),
    (Sinusoidal(layout="split", exponent="tensor2tensor"), "tensor2tensor"),
    (Sinusoidal(layout="split", exponent="tensor2tensor", offset=2), "tensor2tensor, offset 2"),
])
def test_convention_names(scheme, name):
    assert words.convention_name(scheme) == name


def test_legend_outlines_the_focused_token_or_says_it_is_past_the_rows():
    assert words.legend(FRAME, 1, 32) == f"Grey bar: the sentence, positions 0–4. Outlined: “dog”, position 1. {words.how_to()}"
    assert words.legend(FRAME, -1, 32) == f"Grey bar: the sentence, positions 0–4. {words.how_to()}"
    assert words.legend(FRAME, 3, 3) == \
        f"Grey bar: the sentence, positions 0–2. The focused token, at position 3, is past the rows shown. {words.how_to()}"
    assert words.legend(FRAME, 2, 3).startswith("Grey bar: the sentence, positions 0–2. Outlined: “bit”, position 2.")
    # a slide's legend (issue 23: built so, not stripped afterwards) says nothing of the pointer
    assert words.legend(FRAME, 1, 32, live=False) == "Grey bar: the sentence, positions 0–4. Outlined: “dog”, position 1."
    assert words.legend(FRAME, 3, 3, live=False) == \
        "Grey bar: the sentence, positions 0–2. The focused token, at position 3, is past the rows shown."


def test_short_cuts_long_text_with_an_ellipsis_and_shows_control_characters():
    assert words.short("x" * 16) == "x" * 16
    assert words.short("x" * 17) == "x" * 15 + "…"
    assert words.short("a\tb", 8) == "a\N{REPLACEMENT CHARACTER}b"


def _tile(row_block, col_block, method="mean", rows=95, cols=8):
    r, c = Bins(0, rows, row_block), Bins(0, cols, col_block)
    values = np.arange(r.count * c.count, dtype=np.float64).reshape(r.count, c.count) / 8
    return Tile(values, r, c, method)


def test_pixel_notes_say_what_one_pixel_stands_for():
    exact = "Each cell = one position, one dimension (exact values)."
    assert words.pixel_note(None) == exact and words.pixel_note(_tile(1, 1)) == exact
    assert words.pixel_note(_tile(10, 1)) == "Each pixel row = mean of 10 positions."
    assert words.pixel_note(_tile(1, 4)) == "Each pixel column = mean of 4 dimensions."
    assert words.pixel_note(_tile(10, 4)) == "Each pixel = mean of 10 positions × 4 dimensions."
    assert words.pixel_note(_tile(1_000, 1, "sampled", rows=5_000)) == \
        "Sampled: each pixel row shows 1 of 1,000 positions (no mean)."
    assert words.pixel_note(_tile(1, 4, "sampled")) == "Each pixel column = mean of 4 dimensions."


def test_hovered_pixel_names_the_block_under_the_pointer_and_its_value():
    tile = _tile(10, 4)                      # rows 0-9, ..., 90-94 (the last block is cut at 95)
    # position 93 is in row block 9 (90-94), column 6 in column block 1 (4-7): value (9 * 2 + 1) / 8
    assert words.hovered_pixel(tile, 93, 6) == "This pixel = mean of positions 90–94, dimensions 4–7: 2.3750."
    assert words.hovered_pixel(_tile(10, 1), 10, 0) == "This pixel = mean of positions 10–19: 1.0000."
    sampled = _tile(10, 1, "sampled")
    # a sampled block of 5 shows its middle position, 90 + (5 - 1) // 2; value (9 * 8 + 0) / 8
    assert words.hovered_pixel(sampled, 93, 0) == "This pixel = sample of position 92 only: 9.0000."
    # a full block 10-19 shows position 10 + (10 - 1) // 2 = 14 (the lower middle), value 8 / 8
    assert words.hovered_pixel(sampled, 15, 0) == "This pixel = sample of position 14 only: 1.0000."
    assert words.hovered_pixel(_tile(1, 1), 3, 3) == "Each cell = one position, one dimension (exact values)."


def test_column_names_follow_the_layout():
    assert words.column_name(Sinusoidal(), 8, 5) == "pair 2 · cos"
    assert words.column_name(Sinusoidal(), 8, 0) == "pair 0 · sin"
    assert words.column_name(Sinusoidal(layout="split"), 8, 5) == "pair 1 · cos"
    assert words.column_name(Sinusoidal(layout="split"), 8, 3) == "pair 3 · sin"
    assert words.column_name(Sinusoidal(), 8, 8) == "" and words.column_name(Sinusoidal(), 8, -1) == ""
    assert words.column_name(Learned(np.zeros((4, 8))), 8, 5) == ""


@pytest.mark.parametrize("scheme, d, order", [
    (Sinusoidal(), 8, "fast-left"), (Sinusoidal(layout="split"), 8, "halves"), (Sinusoidal(base=1.0), 8, "same"),
    (Sinusoidal(base=0.5), 8, "slow-left"), (Sinusoidal(layout="split", exponent="tensor2tensor"), 7, "halves"),
    (Sinusoidal(), 1, ""), (Sinusoidal(), 2, ""), (Learned(np.zeros((4, 8))), 8, ""), (Rope(), 8, ""),
])
def test_wave_order_read_from_the_frequencies(scheme, d, order):
    # base 10000, d = 8: pair k turns at 10000^(-k/4) = 1, 0.1, 0.01, 0.001 rad per position (falls);
    # base 0.5: 0.5^(-k/4) rises; d = 2 has one pair only, so there is no order to speak of (its two
    # columns turn at one speed, but not because the base is 1, as the "same" sentence would say).
    assert words.wave_order(scheme, d) == order


def test_wave_notes():
    assert words.wave_note(Sinusoidal(), 8) == "Pair 0 (left) turns fastest."
    assert words.wave_note(Sinusoidal(layout="split"), 8) == "Sines, then cosines: pair 0 of each half turns fastest."
    assert words.wave_note(Sinusoidal(base=1.0), 8) == "Base 1: every column turns at the same speed."
    assert words.wave_note(Sinusoidal(base=0.5), 8) == "Slow waves on the left, fast on the right."
    assert words.wave_note(Learned(np.zeros((4, 8))), 8) == ""


def test_readout_of_a_sin_cos_cell_is_its_formula_with_the_value():
    # column 5 of d = 8 (interleaved) is cos of pair 2: cos(3 / 10000^(4/8)) = cos(0.03)
    text = words.readout(Sinusoidal(), 8, None, FRAME, 2, 5)
    assert text == f"position 2 (“bit”) · dimension 5 (pair 2 · cos): cos(2 / 10000^(4/8)) = {math.cos(0.02):.4f}"
    past = words.readout(Sinusoidal(), 8, None, FRAME, 1200, 0)
    assert past == f"position 1,200 · dimension 0 (pair 0 · sin): sin(1200 / 10000^(0/8)) = {math.sin(1200):.4f}"


def test_readout_of_a_learned_cell_reads_the_row():
    table = np.arange(40, dtype=np.float64).reshape(10, 4) / 16
    assert words.readout(Learned(table), 4, None, FRAME, 7, 2) == "position 7 · dimension 2: 1.8750 (learned row 7)"
    assert words.readout(Learned(table, illustrative=True), 4, None, FRAME, 1, 3) == \
        "position 1 (“dog”) · dimension 3: 0.4375 (illustrative random row 1)"


def test_position_vectors_caption_is_true_of_the_table():
    assert words.position_vectors_caption(Sinusoidal(), 6) == (
        "Each position gets its own vector of the same width: the first pair of columns turns fastest (left), "
        "each later pair more slowly (right), like the hands of a clock.")
    odd = words.position_vectors_caption(Sinusoidal(layout="split", exponent="tensor2tensor"), 7)
    assert odd == ("Each position gets its own vector of the same width: the sines (left half) go from fast to "
                   "slow, then the cosines (right half) repeat the same frequencies. "
                   "Its last column is all zeros (odd width).")
    assert words.position_vectors_caption(Learned(np.zeros((4, 6))), 6) == \
        "Each position gets its own row of a learned table, of the same width."
    assert words.position_vectors_caption(Rope(), 6) == "RoPE adds no vector here: it rotates queries and keys inside attention."
    assert words.position_vectors_caption(NoPositions(), 6) == "Each position gets its own vector of the same width."


def test_rope_rotation_names_the_pairs_the_head_and_the_scaling():
    assert words.rope_rotation(Rope()) == \
        "each query and key has its dimension pairs (2k, 2k+1) rotated by position × base^(−2k/d)"
    assert words.rope_rotation(Rope(pairing="half")) == \
        "each query and key has its dimension pairs (k, k + d/2) rotated by position × base^(−2k/d)"
    assert words.rope_rotation(Rope(base=500000.0, pairing="half", head_dim=64)) == \
        "each 64-wide head of a query or key has its dimension pairs (k, k + 32) rotated by position × 500,000^(−2k/64)"
    partial = Rope(head_dim=64, rotary_dim=16, scaling_parameters=RopeScaling("linear", factor=2.0))
    assert words.rope_rotation(partial) == (
        "each 64-wide head of a query or key has its first 16 dimensions, in pairs (2k, 2k+1), rotated by "
        "position × 10,000^(−2k/16), then linear-scaled (the other 48 are not turned)")


def test_empty_messages_say_why_nothing_is_drawn():
    assert words.empty_message(NoPositions(), False, 5).startswith("Positions are off: nothing is added to the token rows")
    assert words.empty_message(NoPositions(), True, 5).startswith("No position scheme: nothing is added")
    assert words.empty_message(Rope(), True, 5) == (
        "RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. Position enters "
        f"inside attention instead: {words.rope_rotation(Rope())}, so their dot product depends on how far apart "
        "the two tokens are.")
    assert words.empty_message(Sinusoidal(), True, 0) == \
        "No tokens yet: type a sentence above to see the position vectors added to it."
    assert words.empty_message(Sinusoidal(), True, 1) == ""
