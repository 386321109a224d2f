"""The nearest-row index's documented sizes and bounds, each observed (issue 23's mutants).

The module's comments promise: a sgemv widens at most 2^18 int8 values (1 MB of float32, in cache),
at most two threads read the codes, the exact re-rank widens 2^22 float64 numbers at a time (32 MB),
the threshold is the k-th best lower bound among 4 k estimates, and a bf16 table is read as words
only when its int8 copy would pass 1 GiB. Each is watched here through the calls it makes; the
error bound of a row without rounding is the closed form 4 (γ_d + 3u) + 10^-12 exactly.
"""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from posviz.model.checkpoint import nearest_index, nearest_query
from posviz.model.checkpoint.nearest_index import RowIndex, build_index, candidates, rounding_bound
from posviz.model.checkpoint.nearest_query import exact_cosines, rerank


def approximate_cosines(index: RowIndex, query: np.ndarray) -> np.ndarray:
    """The numpy route's estimates (SimSIMD's integer route has its own tests in test_nearest_query)."""
    return nearest_query.widened_products(index.codes, query) * index.scales

U = 2.0 ** -24


class Recorder:
    """Stands for numpy inside nearest_query: ``matmul`` notes each block's row count, the rest is numpy's."""

    def __init__(self):
        self.rows = []

    def __getattr__(self, name):
        return getattr(np, name)

    def matmul(self, block, vector, out):
        self.rows.append(len(block))
        return np.matmul(block, vector, out=out)


def _index(values: np.ndarray, block: int = 1000, **kwargs) -> RowIndex:
    values = np.ascontiguousarray(values, dtype=np.float32)
    return build_index(((s, values[s:s + block]) for s in range(0, len(values), block)), values.shape, **kwargs)


@pytest.mark.parametrize("cores, blocks", [(8, [4096, 904, 4096, 904]), (1, [4096, 4096, 1808])])
def test_each_sgemv_widens_two_to_the_18_codes_and_two_threads_share_the_rows(monkeypatch, cores, blocks):
    index = _index(np.random.default_rng(0).standard_normal((10_000, 64)))
    recorder = Recorder()
    monkeypatch.setattr(nearest_query, "np", recorder)
    monkeypatch.setattr(nearest_query.os, "cpu_count", lambda: cores)
    query = np.ones(64) / 8.0
    approx = approximate_cosines(index, query)
    assert sorted(recorder.rows) == sorted(blocks)           # 2^18 / 64 = 4,096 rows a block; 5,000 a thread
    monkeypatch.undo()
    exact = index.scales.astype(np.float64) * (index.codes.astype(np.float64) @ query)
    np.testing.assert_allclose(approx, exact, rtol=1e-5, atol=1e-6)


def test_a_table_smaller_than_one_block_is_read_by_one_thread_in_one_call(monkeypatch):
    index = _index(np.random.default_rng(1).standard_normal((100, 64)))
    recorder = Recorder()
    monkeypatch.setattr(nearest_query, "np", recorder)
    monkeypatch.setattr(nearest_query.os, "cpu_count", lambda: 8)
    approximate_cosines(index, np.ones(64) / 8.0)
    assert recorder.rows == [100]


class RowSource:
    """A table too wide to hold twice: rows made on demand (row i is ``base[i % 7]``), each read noted."""

    def __init__(self, d: int):
        self.base = np.random.default_rng(2).standard_normal((7, d))
        self.reads = []

    def __getitem__(self, ids):
        self.reads.append(len(ids))
        return self.base[np.asarray(ids) % 7]


def test_the_exact_rerank_reads_two_to_the_22_numbers_at_a_time():
    source = RowSource(65_536)                               # 2^22 / 2^16 = 64 rows a read
    query = source.base[3] + 0.01
    exact_cosines(source, np.arange(150), query)
    assert source.reads == [64, 64, 22]
    source.reads.clear()
    best = rerank(source, np.arange(150), np.full(150, 2.0), query, k=3)
    assert source.reads == [6, 64, 64, 16]          # 2 k first, then every other candidate that may win
    # rows 3, 10, 17, ... are base[3]: the same cosine, so the lowest ids win the tie
    assert [i for i, _ in best] == [3, 10, 17]
    cosine = source.base[3] @ query / np.linalg.norm(source.base[3]) / np.linalg.norm(query)
    assert [c for _, c in best] == pytest.approx([cosine] * 3, abs=1e-12)


def _handmade(approx, errors, token_row: int) -> RowIndex:
    """An index of one-column rows whose estimate for the query (1,) is ``approx`` (codes 100)."""
    size = len(approx)
    codes = np.full((size, 1), 100, dtype=np.int8)
    scales = (np.asarray(approx, dtype=np.float64) / 100).astype(np.float32)
    return RowIndex(np.ones(size), codes, scales, np.asarray(errors, dtype=np.float64), np.array([], dtype=np.intp))


def test_the_threshold_is_the_best_lower_bound_among_four_k_estimates():
    # rows 0-4 by estimate; the best lower bound among the top 3 is 0.4, top 4: 0.55, top 5: 0.7
    approx = [0.9, 0.85, 0.8, 0.75, 0.7, 0.3, 0.5, 0.99]
    errors = [0.5, 0.5, 0.5, 0.2, 0.0, 0.2, 0.1, 0.0]
    index = _handmade(approx, errors, token_row=7)
    # k = 1, shortlist 4: threshold 0.55; row 5 reaches 0.5 (out), row 6 reaches 0.6 (in)
    assert candidates(index, np.array([1.0]), 7, 1)[0].tolist() == [0, 1, 2, 3, 4, 6]


def test_when_k_covers_every_eligible_row_all_of_them_are_candidates():
    index = _handmade([0.9, 0.1, -0.5, 0.3], [0.0] * 4, token_row=1)
    assert candidates(index, np.array([1.0]), 1, 3)[0].tolist() == [0, 2, 3]
    assert candidates(index, np.array([1.0]), 1, 2)[0].tolist() == [0, 3]      # rows 0 and 3 surely beat row 2
    assert candidates(index, np.array([1.0]), 1, 3, rows=3)[0].tolist() == [0, 2]   # row 3 is padding


def test_a_row_without_rounding_has_the_closed_form_bound():
    d = 4
    index = _index(np.array([[127.0, 0, 0, 0], [0, -2.0, 0, 0], [3.0, 4.0, 0, 0]]))
    gamma = d * U / (1 - d * U) + 3 * U
    assert index.errors[0] == index.errors[1] == 4.0 * gamma + 1e-12
    assert index.codes[0].tolist() == [127, 0, 0, 0] and index.codes[1].tolist() == [0, -127, 0, 0]
    # (0.6, 0.8) coded as (95, 127) steps of 0.8 / 127: the residual is 0.25 of a step, 0.25 * 0.8 / 127
    residual = 0.25 * 0.8 / 127
    assert index.errors[2] == pytest.approx(residual + 4.0 * gamma * (1 + residual) + 1e-12, rel=1e-6, abs=1e-14)


@pytest.mark.parametrize("d", [1, 64, 4096])
def test_rounding_bound_is_gamma_d_plus_three_units(d):
    assert rounding_bound(d) == d * U / (1.0 - d * U) + 3.0 * U


def test_progress_reports_the_fraction_of_rows_done_on_both_paths(monkeypatch):
    values = np.random.default_rng(5).standard_normal((10, 4))
    seen = []
    _index(values, block=4, progress=seen.append)
    assert seen == [0.4, 0.8, 1.0]
    bits = (values.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 0)
    seen.clear()
    wide = (bits.astype(np.uint32) << 16).view(np.float32)
    index = _index(wide, block=4, progress=seen.append, words=bits)
    assert seen == [0.4, 0.8, 1.0] and index.codes is None


def test_a_cancelled_pass_stops_on_both_paths(monkeypatch):
    values = np.ones((10, 4), dtype=np.float32)
    with pytest.raises(InterruptedError, match="^measuring the rows was cancelled$"):
        _index(values, block=4, cancelled=lambda: True)
    monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 0)
    bits = (values.view(np.uint32) >> 16).astype(np.uint16)
    with pytest.raises(InterruptedError, match="^measuring the rows was cancelled$"):
        _index(values, block=4, cancelled=lambda: True, words=bits)


def test_words_are_read_only_when_the_int8_copy_would_pass_the_limit(monkeypatch):
    values = np.random.default_rng(6).standard_normal((6, 4)).astype(np.float32)
    bits = (values.view(np.uint32) >> 16).astype(np.uint16)
    monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 24)              # exactly the table's size
    assert _index(values, words=bits).codes is not None
    monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 23)
    assert _index(values, words=bits).codes is None
    monkeypatch.undo()
    assert nearest_index.INT8_COPY_LIMIT == 2 ** 30                        # 1 GiB of int8, as documented


def test_an_index_is_frozen_and_compared_by_identity():
    index = _index(np.eye(3))
    with pytest.raises(dataclasses.FrozenInstanceError):
        index.words = None
    twin = RowIndex(index.norms, index.codes, index.scales, index.errors, index.nonfinite)
    assert (index == twin) is False and index == index and len({index, twin}) == 2
    assert index.extra_bytes == 3 * 8 + 9 + 3 * 4 + 3 * 8 + 0


def test_a_word_index_weighs_only_rows_with_a_bounded_estimate(monkeypatch):
    monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 0)
    values = np.array([[3.0, 4.0, 0, 0], [0, 0, 0, 0], [np.nan, 1.0, 0, 0], [1e20, 0, 0, 0], [0, 1e-20, 0, 0],
                       [0, 0, 1e15, 0]], dtype=np.float32)
    bits = (values.view(np.uint32) >> 16).astype(np.uint16)
    stored = (bits.astype(np.uint32) << 16).view(np.float32)
    index = _index(stored, words=bits)
    largest = float(stored[5, 2])                           # 1e15 cut to bf16: below 1e15, so still in range
    assert largest < 1e15
    assert index.scales.tolist() == [1 / 5.0, 0.0, 0.0, 0.0, 0.0, 1 / largest]
    assert index.errors[[1, 2, 3, 4]].tolist() == [1e-12, 0.0, 2.0, 2.0]     # no direction, NaN, out of range
    assert index.nonfinite.tolist() == [2] and index.codes is None and index.words is bits
    assert not any(a.flags.writeable for a in (index.norms, index.scales, index.errors))


@pytest.mark.parametrize("cores, rows, split", [(8, 200, [100, 100]), (8, 127, [127]), (8, 128, [64, 64]),
                                                (8, 10, [10]), (None, 200, [200]), (1, 200, [200]), (8, 0, [0])])
def test_a_block_is_split_between_two_threads_only_when_each_gets_64_rows(monkeypatch, cores, rows, split):
    monkeypatch.setattr(nearest_index.os, "cpu_count", lambda: cores)
    jobs = []
    block = np.zeros((rows, 3), dtype=np.float32)
    out = np.zeros(rows + 5)
    nearest_index._in_parallel(block, 5, (out,), lambda part, where: jobs.append((len(part), len(where))))
    assert sorted(jobs) == sorted((n, n) for n in split)


def test_without_a_core_count_the_codes_are_read_by_one_thread(monkeypatch):
    index = _index(np.random.default_rng(0).standard_normal((10_000, 64)))
    recorder = Recorder()
    monkeypatch.setattr(nearest_query, "np", recorder)
    monkeypatch.setattr(nearest_query.os, "cpu_count", lambda: None)
    approximate_cosines(index, np.ones(64) / 8.0)
    assert sorted(recorder.rows) == [1808, 4096, 4096]


def test_helper_threads_are_daemons_so_a_pass_never_holds_up_quitting(monkeypatch):
    import threading
    made = []

    class Thread(threading.Thread):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            made.append(self.daemon)
    index = _index(np.random.default_rng(0).standard_normal((10_000, 64)))     # built before the spy
    monkeypatch.setattr(nearest_query.threading, "Thread", Thread)
    monkeypatch.setattr(nearest_query.os, "cpu_count", lambda: 8)
    approximate_cosines(index, np.ones(64) / 8.0)
    assert made == [True]               # one helper thread shares the pass (two threads in all)


def test_rows_go_to_float64_exactly_when_their_largest_value_leaves_the_safe_range(monkeypatch):
    # numpy compares a float32 row with the Python bounds in float32: 1e-15 and 1e15 as float32 are inside
    low, high = float(np.float32(1e-15)), float(np.float32(1e15))
    rows = np.zeros((7, 2), dtype=np.float32)
    rows[:, 0] = [1.0, low, high, np.nextafter(np.float32(low), np.float32(0)),
                  np.nextafter(np.float32(high), np.float32(np.inf)), 0.0, np.nan]
    taken = {}
    for name in ("_quantise_narrow", "_quantise_wide"):
        def spy(block, *rest, _name=name, _real=getattr(nearest_index, name)):
            taken[_name] = block[:, 0].tolist()
            return _real(block, *rest)
        monkeypatch.setattr(nearest_index, name, spy)
    index = _index(rows)
    assert taken["_quantise_narrow"] == [1.0, low, high]
    assert taken["_quantise_wide"][:3] == rows[3:6, 0].tolist() and np.isnan(taken["_quantise_wide"][3])
    assert index.codes[:5, 0].tolist() == [127] * 5
    np.testing.assert_allclose(index.norms[:3], [1.0, low, high], rtol=1e-6)


def test_rows_wider_than_a_block_are_read_one_at_a_time(monkeypatch):
    index = _index(np.random.default_rng(1).standard_normal((3, 2 ** 18 + 1)))
    recorder = Recorder()
    monkeypatch.setattr(nearest_query, "np", recorder)
    monkeypatch.setattr(nearest_query.os, "cpu_count", lambda: 1)
    approximate_cosines(index, np.full(2 ** 18 + 1, (2 ** 18 + 1) ** -0.5))
    assert recorder.rows == [1, 1, 1]
