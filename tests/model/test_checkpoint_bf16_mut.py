"""The bf16 word estimate: its blocks, threads, weights and measured rows (issue 23's mutants).

Every estimate is checked against the float64 cosine within the module's own bound, and the block
sizes against the documented 2^18 bf16 values per block (the block and its shifted copy stay in L2).
"""
from __future__ import annotations

import math

import numpy as np
import pytest

from posviz.model.checkpoint import bf16_words
from posviz.model.checkpoint.nearest_index import FLOAT64_SLACK, SAFE_RANGE, rounding_bound


def _bits(values) -> np.ndarray:
    return (np.ascontiguousarray(values, dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)


def _widened(bits) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


class Recorder:
    def __init__(self):
        self.rows = []

    def __getattr__(self, name):
        return getattr(np, name)

    def matmul(self, block, vector, out):
        self.rows.append(len(block))
        return np.matmul(block, vector, out=out)


def test_the_estimate_is_within_its_bound_of_every_cosine():
    rng = np.random.default_rng(11)
    bits = _bits(rng.standard_normal((300, 8)) * rng.uniform(0.01, 100, (300, 1)))
    rows = _widened(bits)
    norms = np.linalg.norm(rows, axis=1)
    largest = np.abs(rows).max(axis=1)
    query = rng.standard_normal(8)
    query /= np.linalg.norm(query)
    estimate = bf16_words.estimate(bits, 1.0 / norms, query)
    bound = bf16_words.word_errors(norms, largest, 8, rounding_bound(8), FLOAT64_SLACK, SAFE_RANGE)
    cosines = rows @ query / norms
    assert np.all(np.abs(estimate - cosines) <= bound)
    assert np.abs(estimate - cosines).max() > 1e-6            # the low halves do change it: not the exact product
    assert estimate.dtype == np.float64


def test_a_row_without_weight_is_estimated_zero_even_when_its_product_overflows():
    bits = _bits([[3e38, 3e38, 3e38, 3e38], [1.0, 0.0, 0.0, 0.0]])
    estimate = bf16_words.estimate(bits, np.array([0.0, 1.0]), np.full(4, 0.5))
    # row 1's first word has row 0's last bf16 below it: within 2^-7 of the product 0.5
    assert estimate[0] == 0.0 and abs(estimate[1] - 0.5) <= 2.0 ** -7 * 0.5


@pytest.mark.parametrize("cores, blocks", [(8, [4096, 904, 4096, 904]), (None, [4096, 4096, 1808]),
                                           (1, [4096, 4096, 1808])])
def test_each_block_holds_two_to_the_18_values_and_two_threads_share_the_rows(monkeypatch, cores, blocks):
    bits = _bits(np.random.default_rng(12).standard_normal((10_000, 64)))
    recorder = Recorder()
    monkeypatch.setattr(bf16_words, "np", recorder)
    monkeypatch.setattr(bf16_words.os, "cpu_count", lambda: cores)
    query = np.ones(64) / 8.0
    got = bf16_words.estimate(bits, np.ones(10_000), query)
    assert sorted(recorder.rows) == sorted(blocks * 2)         # odd and even columns: two products a block
    monkeypatch.undo()
    np.testing.assert_allclose(got, _widened(bits) @ query, rtol=0.02, atol=0.02)


def test_a_small_table_is_one_block_in_one_thread(monkeypatch):
    bits = _bits(np.ones((10, 4)))
    recorder = Recorder()
    monkeypatch.setattr(bf16_words, "np", recorder)
    monkeypatch.setattr(bf16_words.os, "cpu_count", lambda: 8)
    got = bf16_words.estimate(bits, np.full(10, 0.5), np.full(4, 0.5))
    np.testing.assert_allclose(got, 1.0, atol=2.0 ** -7)
    assert recorder.rows == [10, 10]


def test_rows_are_measured_in_float64_when_float32_cannot_hold_their_squares():
    block = np.array([[3.0, 4.0], [1e20, 0.0], [-7.0, 1.0], [0.0, 1e-20], [0.0, 0.0], [1.0, 1e-4]], dtype=np.float32)
    norms, largest = np.empty(6), np.empty(6)
    bf16_words.measure(block, norms, largest, SAFE_RANGE)
    assert largest.tolist() == [4.0, float(np.float32(1e20)), 7.0, float(np.float32(1e-20)), 0.0, 1.0]
    # float32 sums for rows in range: 1 + 1e-8 is 1 in float32 (a float64 sum would give 1.000000005)
    assert norms.tolist() == [5.0, float(np.float32(1e20)), math.sqrt(50.0),
                              float(np.float32(1e-20)), 0.0, 1.0]


def test_the_words_must_be_whole_little_endian_words_with_rows_on_word_boundaries(monkeypatch):
    assert not bf16_words.usable(np.zeros((4, 5), dtype=np.uint16)[:, :4])      # rows 10 bytes apart
    assert bf16_words.usable(np.zeros((4, 6), dtype=np.uint16)[:, :4])          # 12 bytes apart
    monkeypatch.setattr(bf16_words.sys, "byteorder", "big")
    assert not bf16_words.usable(np.zeros((4, 4), dtype=np.uint16))


def test_the_word_bound_constants_are_the_documented_ones():
    assert bf16_words.WORD_ROUNDING == 2.0 ** -7 and bf16_words.UNKNOWN == 2.0
