"""Relative positions and a sinusoid's words, worked out by hand from the definitions (T5's buckets:
half per side, exact below a quarter, logarithmic to the maximum; DeBERTa's log buckets past ±mid)."""
from __future__ import annotations

import math

import numpy as np

from posviz.model.positions import Sinusoidal
from posviz.model.relative_positions import RelativePositions


def test_t5s_table_by_hand():
    # 8 buckets: 4 a side, offsets below 2 exact; key after the query adds 4;
    # distance 2 or 3: 2 + int(log(n / 2) / log(20 / 2) * 2) = 2
    np.testing.assert_array_equal(RelativePositions("t5", 8, 20).table(4),
                                  [[0, 5, 6, 6], [1, 0, 5, 6], [2, 1, 0, 5], [2, 2, 1, 0]])


def test_debertas_table_by_hand():
    # 4 buckets over 8 positions: |i - j| <= 2 exact; 3, 4, 5: ceil(log(n / 2) / log(7 / 2)) + 2 = 3
    table = RelativePositions("deberta", 4, 8).table(6)
    expected = np.clip(np.subtract.outer(np.arange(6), np.arange(6)), -3, 3)
    np.testing.assert_array_equal(table, expected)


def test_t5s_description_with_its_numbers():
    text = RelativePositions("t5", 32, 128).describe()
    assert text.startswith(
        "T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a query "
        "falls in one of 32 buckets (16 for keys before or at the query, 16 after it in the encoder): offsets below 8 "
        "get a bucket each, larger ones share logarithmic buckets up to 128, and every bucket adds a learned bias per "
        "head to the attention scores (layer 1's biases are shared by every layer). For example, offset −128 → "
        "bucket 15, ")
    assert RelativePositions("t5", 8, 20).describe().count("offsets below 2 get a bucket each") == 1


def test_a_shifted_sinusoids_cell_shows_its_offset():
    scheme = Sinusoidal(10000.0, "split", "tensor2tensor", 2)
    assert scheme.describe(3, 0, 4) == f"sin((3 + 2) / 10000^(0/1)) = {math.sin(5):.4f}"
    assert scheme.describe(3, 3, 4) == f"cos((3 + 2) / 10000^(1/1)) = {math.cos(5 / 10000):.4f}"
    assert scheme.convention == "tensor2tensor / fairseq (offset 2)"
    assert Sinusoidal(10000.0, "split", "tensor2tensor").convention == "tensor2tensor / fairseq"


def test_debertas_buckets_over_a_single_position_stop_at_mid():
    from posviz.model.relative_positions import deberta_relative_positions
    # max_position 1: log((1 - 1) / mid) is -inf, so every log bucket is mid itself: i - j clipped at ±2
    with np.errstate(divide="ignore", invalid="ignore"):
        table = deberta_relative_positions(5, 4, 1)
    np.testing.assert_array_equal(table, np.clip(np.subtract.outer(np.arange(5), np.arange(5)), -2, 2))
