"""A new table's large tile is computed in slices between turns of the event loop, and is exact."""
import numpy as np
import pytest

from posviz.model import Sinusoidal
from posviz.model.viewport import CHUNK_CELLS, Bins, render_tile, tile_steps
from posviz.qt.panels.heatmap import progressive
from posviz.qt.panels.heatmap.panel import HeatmapPanel
from posviz.qt.session import Session

WIDE = 8192
ROWS = 500          # x 8,192 columns: 4 million cells, a tile drawn in slices


def block_means(session, tile) -> np.ndarray:
    """The model's own table over the tile's cells, averaged over the tile's blocks (float64)."""
    rows, cols = tile.rows, tile.cols
    table = session.layer.positions.encode(np.arange(rows.start, rows.stop), session.layer.d_model)
    table = np.asarray(table, dtype=np.float64)[:, cols.start:cols.stop]
    for axis, bins in ((0, rows), (1, cols)):
        sizes = bins.sizes if axis == 0 else bins.sizes[None, :]
        table = np.add.reduceat(table, bins.starts - bins.start, axis=axis) / (sizes[:, None] if axis == 0 else sizes)
    return table


def test_tile_steps_yield_per_chunk_and_give_the_models_block_means():
    rows, cols = Bins(0, 300, 1), Bins(0, 4096, 8)
    steps = tile_steps(Sinusoidal(), 4096, rows, cols, np.float64)
    yields = 0
    with pytest.raises(StopIteration) as done:
        while True:
            next(steps)
            yields += 1
    tile = done.value.value
    per_chunk = CHUNK_CELLS // rows.count // cols.block      # column blocks in one chunk
    assert yields == -(-cols.count // per_chunk)
    table = Sinusoidal().encode(np.arange(300), 4096)
    np.testing.assert_allclose(tile.values, table.reshape(300, 512, 8).mean(axis=2), atol=1e-12)
    np.testing.assert_array_equal(tile.values, render_tile(Sinusoidal(), 4096, rows, cols, np.float64).values)


@pytest.fixture
def wide_panel(qtbot, monkeypatch):
    """A shown panel over a 5-token sentence, and the tiles it pushes to its image from now on."""
    monkeypatch.setattr(progressive, "SLICE_MS", 0.0)      # one chunk per slice: counts are exact
    session = Session("the dog bit the man")
    panel = HeatmapPanel(session)
    qtbot.addWidget(panel)
    panel.resize(700, 900)
    panel.show()
    qtbot.waitExposed(panel)
    session.set_heatmap_rows(ROWS)
    panel.render_now()
    shown = []
    real = panel.view.show_tile
    monkeypatch.setattr(panel.view, "show_tile", lambda tile, levels: (shown.append(tile), real(tile, levels)))
    return session, panel, shown


def test_a_wide_table_is_drawn_in_slices_with_the_loop_running_between(wide_panel, qtbot, monkeypatch):
    session, panel, shown = wide_panel
    slices = []
    real_slice = progressive.TileJob._slice
    monkeypatch.setattr(progressive.TileJob, "_slice", lambda job: (slices.append(1), real_slice(job)))
    session.set_settings(d_model=WIDE)
    assert shown == [] and not panel.image_item.isVisible()     # no tile inside the change, no stale image
    qtbot.waitUntil(lambda: not panel.pending, timeout=10_000)
    assert len(shown) == 1 and panel.image_item.isVisible()
    tile = shown[0]
    assert tile is panel.tile and (tile.cols.start, tile.cols.stop) == (0, WIDE)
    per_chunk = max(CHUNK_CELLS // tile.rows.count // tile.cols.block, 1)
    assert len(slices) == -(-tile.cols.count // per_chunk) + 1    # a loop turn per chunk, one to hand over
    np.testing.assert_allclose(tile.values, block_means(session, tile), atol=2e-6)


def test_render_now_finishes_the_slices_at_once(wide_panel, qtbot):
    session, panel, shown = wide_panel
    session.set_settings(d_model=WIDE)
    qtbot.waitUntil(lambda: panel._job.running, timeout=5_000)      # slices under way
    panel.render_now()
    assert not panel.pending and len(shown) == 1 and panel.image_item.isVisible()
    np.testing.assert_allclose(panel.tile.values, block_means(session, panel.tile), atol=2e-6)


def test_a_table_change_drops_the_tile_being_computed(wide_panel, qtbot, monkeypatch):
    session, panel, shown = wide_panel
    session.set_settings(d_model=WIDE)
    qtbot.waitUntil(lambda: panel._job.running, timeout=5_000)     # a slice of the 8,192-wide tile is done
    session.set_settings(d_model=6)
    monkeypatch.setattr(progressive, "SLICE_MS", 1e9)   # were the old job still going, it would end at once
    panel._job._slice()                                 # its timer firing before any paint
    qtbot.waitUntil(lambda: not panel.pending, timeout=10_000)
    qtbot.wait(50)
    assert [t.cols.stop for t in shown] == [6]          # never the dropped table's image
    np.testing.assert_allclose(panel.tile.values, block_means(session, panel.tile), atol=2e-6)
