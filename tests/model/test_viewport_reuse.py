"""When pan_tile may reuse the previous tile's blocks: only when the blocks are the same blocks.

A zoom changes the block size; reusing the old blocks then would draw means over the wrong
positions or dimensions. The expected values are block means of a sin/cos table written out here
with numpy (paper layout), not the viewport's closed form.
"""
import numpy as np
import pytest

from posviz.model import Learned, Sinusoidal
from posviz.model.viewport import Bins, pan_tile, pixel_bins, render_tile

D = 16


def paper_table(total: int, d: int = D, base: float = 10000.0) -> np.ndarray:
    """PE(p, 2i) = sin(p / base^(2i/d)), PE(p, 2i+1) = cos(...), shape (total, d)."""
    p = np.arange(total, dtype=np.float64)[:, None]
    angles = p / base ** (2 * np.arange(d // 2) / d)[None, :]
    table = np.empty((total, d))
    table[:, 0::2], table[:, 1::2] = np.sin(angles), np.cos(angles)
    return table


def block_means(table: np.ndarray, rows: Bins, cols: Bins) -> np.ndarray:
    out = np.empty((rows.count, cols.count))
    for i, (r, nr) in enumerate(zip(rows.starts, rows.sizes)):
        for j, (c, nc) in enumerate(zip(cols.starts, cols.sizes)):
            out[i, j] = table[r:r + nr, c:c + nc].mean()
    return out


@pytest.mark.parametrize("zoom", ["columns", "rows"])
def test_a_zoom_with_the_same_other_axis_is_drawn_afresh(zoom):
    total, table = 300, paper_table(300)
    rows, cols = pixel_bins(0, 300, total, 100), pixel_bins(0, D, D, 16)      # blocks of 3 rows, 1 column
    before = render_tile(Sinusoidal(), D, rows, cols, np.float64)
    if zoom == "columns":       # same rows, 4 columns per pixel now
        moved = rows, pixel_bins(0, D, D, 4)
    else:                       # same columns, 10 rows per pixel now
        moved = pixel_bins(0, 300, total, 30), cols
    assert (moved[1].block != cols.block) if zoom == "columns" else (moved[0].block != rows.block)
    panned = pan_tile(before, Sinusoidal(), D, *moved, dtype=np.float64)
    np.testing.assert_allclose(panned.values, block_means(table, *moved), atol=1e-12)


def test_a_pan_along_the_dimensions_reuses_blocks_and_keeps_the_values():
    total, table = 120, paper_table(120)
    rows = pixel_bins(0, 120, total, 40)
    before = render_tile(Sinusoidal(), D, rows, pixel_bins(0, 8, D, 4), np.float64)    # columns 0-7, pairs
    moved = rows, pixel_bins(4, 12, D, 4)                                               # columns 4-11
    panned = pan_tile(before, Sinusoidal(), D, *moved, dtype=np.float64)
    np.testing.assert_allclose(panned.values, block_means(table, *moved), atol=1e-12)


def test_a_learned_table_one_column_wide_is_drawn():
    # a width-1 table is a legal table (d_model = 1): its tile is the column itself, its means the
    # block means of that column
    column = np.arange(10, dtype=np.float64)[:, None] / 4            # shape (10, 1)
    scheme = Learned(column)
    assert scheme.max_len == 10
    np.testing.assert_array_equal(scheme.encode([0, 9], 1), [[0.0], [2.25]])
    tile = render_tile(scheme, 1, pixel_bins(0, 10, 10, 5), pixel_bins(0, 1, 1, 5), np.float64)
    np.testing.assert_allclose(tile.values[:, 0], [0.125, 0.625, 1.125, 1.625, 2.125])   # pairs (p, p+1)/4
    one_row = Learned(np.array([[0.5, -0.5]]))                                           # L_max = 1
    np.testing.assert_array_equal(one_row.encode([0], 2), [[0.5, -0.5]])
