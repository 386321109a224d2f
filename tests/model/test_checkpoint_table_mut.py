"""A real token table on disk: its blocks, measured rows, nearest rows without a direction, cosines
and the cache of recent queries, on tables whose every cosine is worked out here (issue 23's mutants)."""
from __future__ import annotations

import numpy as np
import pytest

from posviz.model.checkpoint.safetensors_io import Bf16Matrix
from posviz.model.checkpoint.table import RealEmbeddingTable, widen_into

ROWS = np.array([[3.0, 4.0], [0.0, 2.0], [np.nan, 1.0], [-3.0, -4.0], [4.0, 3.0], [0.0, 0.0]], dtype=np.float32)


def _bits(values) -> np.ndarray:
    return (np.ascontiguousarray(values, dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)


@pytest.fixture
def table():
    return RealEmbeddingTable(ROWS.copy())


def test_blocks_cover_the_table_in_order(table):
    assert [(start, len(block)) for start, block in table.blocks(4)] == [(0, 4), (4, 2)]
    assert [(start, len(block)) for start, block in table.blocks()] == [(0, 6)]       # float32: one product
    half = RealEmbeddingTable(np.zeros((130, 2 ** 15), dtype=np.float16))
    assert [(start, len(block), block.dtype) for start, block in half.blocks()] == [
        (0, 128, np.float32), (128, 2, np.float32)]                                    # 16 MiB of float32 a block
    bf16 = RealEmbeddingTable(Bf16Matrix(_bits(ROWS)), dtype_name="BF16")
    blocks = [(start, block.copy()) for start, block in bf16.blocks(4)]
    assert [start for start, _ in blocks] == [0, 4]
    np.testing.assert_array_equal(np.vstack([b for _, b in blocks]), ROWS)


def test_widening_writes_the_bits_into_the_high_halves():
    scratch = np.zeros((3, 4), dtype=np.uint16)
    widened = widen_into(np.array([[0x3F80, 0xC000], [0x4040, 0x0000]], dtype=np.uint16), scratch)
    assert widened.tolist() == [[1.0, -2.0], [3.0, 0.0]] and widened.dtype == np.float32


def test_an_empty_bf16_table_is_refused():
    for shape in ((0, 4), (4, 0)):
        with pytest.raises(ValueError) as caught:
            RealEmbeddingTable(Bf16Matrix(np.zeros(shape, dtype=np.uint16)))
        assert str(caught.value) == f"an embedding table must be non-empty, got shape {shape}"


def test_measured_rows_give_inverse_lengths_and_the_rows_without_a_direction(table):
    assert not table.measured
    inverse = table.measure_rows()
    assert table.measured and inverse.dtype == np.float32 and not inverse.flags.writeable
    assert inverse.tolist() == [np.float32(0.2), 0.5, 0.0, np.float32(0.2), np.float32(0.2), 0.0]
    assert table.nonfinite_rows.tolist() == [2] and table.inverse_norms is inverse


def test_cosines_of_two_rows_and_of_one_row_with_all(table):
    assert table.cosine(0, 4) == pytest.approx(24 / 25, abs=1e-7)
    assert table.cosine(0, 3) == pytest.approx(-1.0, abs=1e-7) and table.cosine(0, 5) == 0.0
    assert table.cosine(1, 0) == pytest.approx(0.8, abs=1e-7)
    all_of_0 = table.cosine_all(0)
    np.testing.assert_allclose(np.delete(all_of_0, 2), [1.0, 0.8, -1.0, 0.96, 0.0], atol=1e-6)


def test_recent_cosine_rows_are_kept_sixteen_at_a_time_and_handed_out_as_copies():
    table = RealEmbeddingTable(np.random.default_rng(0).standard_normal((20, 3)).astype(np.float32))
    first = table.cosine_all(0)
    first[:] = 7.0
    assert table.cosine_all(0)[0] == pytest.approx(1.0, abs=1e-6)             # the kept row is untouched
    for token in range(1, 16):
        table.cosine_all(token)
    assert list(table.__dict__["_recent"]) == list(range(16))
    table.cosine_all(16)
    assert list(table.__dict__["_recent"]) == list(range(1, 17))               # the oldest went first


def test_nearest_rows_by_cosine_ties_to_the_lower_id(table):
    assert table.nearest(0, k=3) == [(4, pytest.approx(0.96)), (1, pytest.approx(0.8)), (5, 0.0)]
    assert [i for i, _ in table.nearest(0, k=99)] == [4, 1, 5, 3]               # k is at most the other rows
    assert table.nearest(0, k=0) == [] and table.nearest(0, k=-2) == []
    with pytest.raises(ValueError) as caught:
        table.nearest(2)
    assert str(caught.value) == "row 2 holds NaN or infinity: it has no direction, so no row is nearest to it"


def test_a_row_without_a_direction_is_near_the_lowest_ids_with_cosine_zero(table):
    assert table.nearest(5, k=3) == [(0, 0.0), (1, 0.0), (3, 0.0)]             # NaN row 2 left out
    assert table.nearest(5, k=1) == [(0, 0.0)]
    padded = RealEmbeddingTable(ROWS.copy(), token_rows=2)
    assert padded.nearest(5, k=3) == [(0, 0.0), (1, 0.0)]                     # rows from 2 on are padding
    assert [i for i, _ in padded.nearest(0, k=3)] == [1]
