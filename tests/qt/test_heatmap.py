"""The positional heatmap shows the model's table, its colours, its formulas, and costs a screenful."""
import math
import re
import tracemalloc

import numpy as np
import pytest
from PySide6 import QtCore, QtGui
from PySide6.QtTest import QTest

import pyqtgraph as pg

from posviz.model import Sinusoidal, viewport
from posviz.qt.widgets import colors
from posviz.qt.panels.heatmap import panel as heatmap_module
from posviz.qt.panels.heatmap.panel import HeatmapPanel
from posviz.qt.session import Session


@pytest.fixture
def make_panel(qtbot):
    def make(text="the dog bit the man", size=(700, 900)):
        session = Session(text)
        panel = HeatmapPanel(session)
        qtbot.addWidget(panel)
        panel.resize(*size)
        panel.show()
        qtbot.waitExposed(panel)
        panel.render_now()
        return session, panel
    return make


def model_table(session, rows):
    """The position table the model gives for positions 0..rows-1."""
    return session.layer.positions.encode(np.arange(rows), session.layer.d_model)


def cell_centre(panel, row, col) -> QtCore.QPoint:
    """Widget pixel (in panel.view's viewport) at the middle of table cell (row, col)."""
    scene = panel.plot.getViewBox().mapViewToScene(QtCore.QPointF(col + 0.5, row + 0.5))
    return panel.view.mapFromScene(scene)


# --- the image is the model's table ---------------------------------------------------------
def test_toy_image_is_the_models_table(make_panel):
    session, panel = make_panel()
    assert panel.objectName() == "positionHeatmap"
    assert isinstance(panel.image_item, pg.ImageItem) and panel.image_item.axisOrder == "row-major"
    image = panel.image_item.image
    assert image.shape == (64, 6) and image.dtype == np.float32 and image.flags.c_contiguous
    np.testing.assert_allclose(image, model_table(session, 64), atol=1e-6)
    np.testing.assert_allclose(image[1], [0.84, 0.54, 0.05, 1.0, 0.0, 1.0], atol=0.005)   # the lesson's pos 1
    assert panel.levels == (-1.0, 1.0) and panel.image_item.getLevels().tolist() == [-1.0, 1.0]
    assert "fixed at −1\u00a0…\u00a0+1" in panel.caption.text()


@pytest.mark.parametrize("changes", [dict(convention="split"), dict(convention="tensor2tensor"),
                                     dict(convention="fairseq"), dict(base=500.0), dict(d_model=16),
                                     dict(d_model=7, convention="split")])
def test_image_follows_the_settings(make_panel, changes):
    session, panel = make_panel()
    assert session.set_settings(**changes)
    panel.render_now()
    assert panel.image_item.image.shape == (64, session.layer.d_model)
    np.testing.assert_allclose(panel.image_item.image, model_table(session, 64), atol=1e-6)


def test_positions_toggle_empties_and_restores(make_panel):
    session, panel = make_panel()
    session.set_settings(positions_on=False)
    assert panel.stack.currentWidget() is panel.empty
    assert "nothing is added" in panel.empty.text()
    session.set_settings(positions_on=True, d_model=8)
    panel.render_now()
    assert panel.stack.currentWidget() is panel.view
    np.testing.assert_allclose(panel.image_item.image, model_table(session, 64), atol=1e-6)


def test_more_rows_than_the_sentence_show_slow_and_fast_waves(make_panel):
    session, panel = make_panel()
    session.set_heatmap_rows(128)
    panel.render_now()
    image = panel.image_item.image
    np.testing.assert_allclose(image, model_table(session, 128), atol=1e-6)
    assert np.sign(image[:, 0]).tolist().count(-1) > 40          # the fast wave turns ~20 times
    assert image[:, 5].min() > 0.96 and np.all(np.diff(image[:, 5]) < 0)   # the slowest barely moves


def test_learned_table_shows_only_its_rows_with_percentile_levels(make_panel, monkeypatch):
    session, panel = make_panel()
    asked = []
    real = viewport.render_tile
    monkeypatch.setattr(viewport, "render_tile", lambda s, d, r, c, *a: asked.append(r.stop) or real(s, d, r, c, *a))
    session.set_heatmap_rows(128)
    asked.clear()
    assert session.set_settings(scheme="learned")
    panel.render_now()
    table = session.layer.positions.table
    assert panel.rows_shown == 32 and max(asked) <= 32
    np.testing.assert_allclose(panel.image_item.image, table, atol=1e-6)
    assert panel.levels == colors.symmetric_levels(table, 99.5, floor=1e-6)
    assert 1.0 < panel.levels[1] < 2.0
    assert f"±{panel.levels[1]:.3g}" in panel.caption.text() and "illustrative" in panel.caption.text()


def test_rope_says_nothing_is_added(make_panel):
    session, panel = make_panel()
    assert session.set_settings(scheme="rope")
    assert panel.stack.currentWidget() is panel.empty
    assert "RoPE adds nothing to Z" in panel.empty.text() and "attention" in panel.empty.text()


def test_empty_sentence_is_an_empty_state(make_panel):
    session, panel = make_panel()
    session.set_text("")
    assert panel.stack.currentWidget() is panel.empty and "type a sentence" in panel.empty.text()
    session.set_text("the man bit the dog")
    panel.render_now()
    assert panel.stack.currentWidget() is panel.view


def test_a_long_sentence_shows_the_first_rows_and_says_how_many(make_panel):
    session, panel = make_panel()
    session.set_text(" ".join(["dog"] * 10_000))
    panel.render_now()
    assert panel.image_item.image.shape == (64, 6)
    assert "10,000 tokens" in panel.caption.text()
    session.set_focus(5000)
    assert "The focused token, at position 5,000, is past the rows shown." in panel.readout.text()
    assert not panel.outline[0].isVisible()


# --- colours -------------------------------------------------------------------------------
@pytest.mark.parametrize("name", colors.COLORMAPS)
def test_pixel_colour_is_the_colour_map_at_the_models_value(make_panel, name):
    session, panel = make_panel()
    panel.set_colormap(name)
    table, lut = model_table(session, 64), colors.lookup_table(name)
    grabbed = panel.view.grab().toImage()
    for row, col in [(10, 0), (20, 1), (40, 2), (33, 3), (63, 5)]:
        expected = colors.lut_indices(table[row, col], panel.levels)
        point = cell_centre(panel, row, col)
        pixel = QtGui.QColor(grabbed.pixel(point))
        got = np.array([pixel.red(), pixel.green(), pixel.blue()])
        distances = np.abs(lut[:, :3].astype(int) - got).sum(axis=1)
        assert distances.min() <= 3, f"{got} is not a colour of {name}"
        assert abs(int(distances.argmin()) - int(expected)) <= 1, (row, col)


def test_unknown_colour_map_is_refused(make_panel):
    _, panel = make_panel()
    with pytest.raises(ValueError, match="CET-CBD1"):
        panel.set_colormap("jet")


# --- hover and click -----------------------------------------------------------------------
def test_hover_readout_is_the_models_formula(make_panel):
    session, panel = make_panel()
    QTest.mouseMove(panel.view.viewport(), cell_centre(panel, 3, 4))
    value = math.sin(3 / 10000 ** (4 / 6))
    expected = f"position 3 (“the”) · dimension 4 (pair 2 · sin): sin(3 / 10000^(4/6)) = {value:.4f}"
    assert panel.readout.text().splitlines()[0] == expected
    assert Sinusoidal().describe(3, 4, 6) in expected


def test_hover_readout_of_a_learned_cell(make_panel):
    session, panel = make_panel()
    session.set_settings(scheme="learned")
    panel.render_now()
    assert panel.readout_text(7, 2).endswith(f": {session.layer.positions.table[7, 2]:.4f} "
                                             "(illustrative random row 7)")


def test_clicking_a_sentence_row_focuses_its_token(make_panel):
    session, panel = make_panel()
    QTest.mouseClick(panel.view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=cell_centre(panel, 3, 2))
    assert session.focus == 3
    assert panel.outline[0].rect().top() == 3
    QTest.mouseClick(panel.view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=cell_centre(panel, 40, 2))
    assert session.focus == 3                                   # row 40 holds no token


def test_the_strip_marks_the_sentence_and_points_at_the_focus(make_panel):
    from posviz.qt.panels.heatmap.axes import SENTENCE_COLOR
    session, panel = make_panel()
    session.set_focus(3)
    panel.plot.getViewBox().setRange(yRange=(0, 10), padding=0)
    panel.render_now()
    grabbed = panel.view.grab().toImage()

    def strip_colour(row, x):
        y = panel.strip.mapFromScene(panel.plot.getViewBox().mapViewToScene(QtCore.QPointF(0, row + 0.5))).y()
        return QtGui.QColor(grabbed.pixel(panel.view.mapFromScene(panel.strip.mapToScene(QtCore.QPointF(x, y)))))
    assert strip_colour(0, 5) == SENTENCE_COLOR and strip_colour(4, 5) == SENTENCE_COLOR
    assert strip_colour(6, 5) != SENTENCE_COLOR                       # position 6 holds no token
    text = panel.palette().color(QtGui.QPalette.ColorRole.WindowText)
    assert strip_colour(3, 18).rgb() == text.rgb()                   # the arrow, in the text colour
    assert strip_colour(1, 18).rgb() != text.rgb()


# --- cost follows the change ---------------------------------------------------------------
def counting(monkeypatch, calls, owner, name):
    """Replace ``owner.name`` by a wrapper that counts its calls in ``calls[name]``."""
    real = getattr(owner, name)
    calls[name] = 0

    def wrapper(*args, **kwargs):
        calls[name] += 1
        return real(*args, **kwargs)
    monkeypatch.setattr(owner, name, wrapper)


def test_focus_change_does_not_rebuild_the_image(make_panel, monkeypatch, qtbot):
    session, panel = make_panel()
    calls = {}
    counting(monkeypatch, calls, panel.image_item, "setImage")
    counting(monkeypatch, calls, heatmap_module, "pan_tile")
    counting(monkeypatch, calls, viewport, "render_tile")
    counting(monkeypatch, calls, Sinusoidal, "encode")
    counting(monkeypatch, calls, Sinusoidal, "frequencies")
    for index in (0, 4, 2, 3):
        session.set_focus(index)
        qtbot.wait(30)
        assert panel.outline[0].rect().top() == index and panel.strip.focus == index
    assert set(calls.values()) == {0} and panel.render_count == 1
    session.set_heatmap_rows(100)
    panel.render_now()
    assert calls["setImage"] == calls["render_tile"] == 1 and panel.render_count == 2   # rows do rebuild
    session.set_text("the man bit the dog")
    qtbot.wait(30)
    assert calls["setImage"] == 1                               # the table does not depend on the words
    session.set_settings(base=100.0)
    panel.render_now()
    assert calls["setImage"] == 2


def test_panning_computes_only_the_rows_that_scroll_in(make_panel, monkeypatch):
    session, panel = make_panel()
    session.set_heatmap_rows(10_000)
    view_box = panel.plot.getViewBox()
    view_box.setRange(yRange=(1000, 1400), padding=0)
    panel.render_now()
    before = panel.tile
    computed = []
    real = viewport.render_tile
    monkeypatch.setattr(viewport, "render_tile", lambda s, d, r, c, *a: computed.append(r.count) or real(s, d, r, c, *a))
    view_box.setRange(yRange=(1040, 1440), padding=0)
    panel.render_now()
    tile = panel.tile
    assert tile.rows.block == before.rows.block and sum(computed) <= 40 / tile.rows.block + 2
    expected = Sinusoidal().encode(np.arange(tile.rows.start, tile.rows.stop), 6)
    np.testing.assert_allclose(panel.image_item.image, expected, atol=1e-6)


# --- a million positions -------------------------------------------------------------------
def test_a_million_by_4096_table_costs_a_few_screenfuls(make_panel, monkeypatch):
    session, panel = make_panel(size=(1920, 1080))
    tiles = []
    real_tile = viewport.render_tile
    monkeypatch.setattr(viewport, "render_tile", lambda *a: tiles.append(real_tile(*a)) or tiles[-1])
    assert session.set_settings(d_model=4096)
    tracemalloc.start()
    session.set_heatmap_rows(1_000_000)
    panel.render_now()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    screen = 1920 * 1080
    assert tiles and all(t.values.size <= screen for t in tiles)
    assert peak < 4 * screen * 4, f"{peak / 1e6:.0f} MB"         # the table itself would be 16 GB
    tile = panel.tile
    assert tile.rows.block > 100
    assert (f"Each pixel = mean of {tile.rows.block:,} positions × {tile.cols.block} dimensions."
            in panel.readout.text())
    n, start = int(tile.rows.sizes[2]), int(tile.rows.starts[2])
    brute = Sinusoidal().encode(np.arange(start, start + n), 4096)
    cols = slice(tile.cols.starts[5], tile.cols.starts[5] + tile.cols.sizes[5])
    assert panel.image_item.image[2, 5] == pytest.approx(brute[:, cols].mean(), abs=1e-5)
    QTest.mouseMove(panel.view.viewport(), cell_centre(panel, start + n // 2, int(tile.cols.starts[5])))
    # the layout left pending resized the view inside the move, and the repaint drew its new tile (no
    # longer the old one stretched until a timer): the readout names a pixel of the tile now shown
    tile = panel.tile
    first, second = panel.readout.text().splitlines()
    # the cell under the pointer
    match = re.match(r"position ([\d,]+) · dimension ([\d,]+) \(pair [\d,]+ · (?:sin|cos)\): ", first)
    row, col = (int(g.replace(",", "")) for g in match.groups())
    assert first.endswith(Sinusoidal().describe(row, col, 4096))
    r, c = tile.rows.index_of(row), tile.cols.index_of(col)
    r0, c0 = int(tile.rows.starts[r]), int(tile.cols.starts[c])
    assert second == (f"This pixel = mean of positions {r0:,}–{r0 + tile.rows.block - 1:,}, "
                      f"dimensions {c0}–{c0 + tile.cols.block - 1}: {panel.image_item.image[r, c]:.4f}.")


def test_zooming_in_on_a_million_rows_gives_exact_cells(make_panel, qtbot):
    session, panel = make_panel()
    session.set_settings(d_model=512)
    session.set_heatmap_rows(1_000_000)
    panel.render_now()
    panel.plot.getViewBox().setRange(xRange=(100, 140), yRange=(500_000, 500_030), padding=0)
    qtbot.waitUntil(lambda: panel.tile.rows.block == 1 and panel.tile.rows.start >= 499_990)
    tile = panel.tile
    expected = Sinusoidal().encode(np.arange(tile.rows.start, tile.rows.stop), 512)
    np.testing.assert_allclose(panel.image_item.image, expected[:, tile.cols.start:tile.cols.stop], atol=1e-5)
    assert tile.method == "exact" and "one position, one dimension (exact values)" in panel.readout.text()


def test_zooming_draws_coarser_means_first_then_refines(make_panel, qtbot):
    session, panel = make_panel()
    session.set_heatmap_rows(1_000_000)
    panel.render_now()
    view_box, count = panel.plot.getViewBox(), panel.render_count
    view_box.setRange(yRange=(0, 400_000), padding=0)
    full_block = math.ceil(400_000 / int(view_box.height()))
    qtbot.waitUntil(lambda: panel.render_count == count + 1)
    coarse = panel.tile
    assert coarse.rows.block >= 2 * full_block - 1
    assert f"Each pixel row = mean of {coarse.rows.block:,} positions." in panel.readout.text()   # as drawn
    n = int(coarse.rows.sizes[7])
    first = int(coarse.rows.starts[7])
    brute = Sinusoidal().encode(np.arange(first, first + n), 6).mean(axis=0)
    np.testing.assert_allclose(panel.image_item.image[7], brute, atol=1e-5)
    qtbot.waitUntil(lambda: panel.render_count == count + 2)
    assert panel.tile.rows.block == full_block


def test_a_scheme_change_draws_the_image_once_at_the_views_size(make_panel, qtbot):
    """The dimension axis keeps its height under every scheme: when the sinusoid's two-line ticks
    made it taller, the plot shrank after the new image was drawn, and it was drawn twice more.
    (1,000 rows: as many as the learned table shows, so the row numbers keep their width too.)"""
    session, panel = make_panel()
    session.set_heatmap_rows(1_000)
    panel.render_now()
    assert session.set_settings(scheme="learned", learned_max_len=1024)
    qtbot.wait(200)
    panel.render_now()
    size, count = panel.view.pixels(), panel.render_count
    assert session.set_settings(scheme="sinusoidal")
    assert panel.render_count == count    # drawn at the next frame, not inside the session's change
    qtbot.wait(200)                       # the new layout and any render it scheduled
    panel.render_now()
    assert panel.view.pixels() == size and panel.render_count == count + 1
    tile = panel.tile
    rows = int(tile.rows.sizes[3])
    first = int(tile.rows.starts[3])
    np.testing.assert_allclose(panel.image_item.image[3],
                               Sinusoidal().encode(np.arange(first, first + rows), 6).mean(axis=0)[
                                   tile.cols.start:tile.cols.stop], atol=1e-5)


# --- axes ----------------------------------------------------------------------------------
def test_axis_labels_sit_in_the_middle_of_cells_and_name_tokens(make_panel):
    session, panel = make_panel()
    roomy = panel.rows_axis.tickValues(0, 6, 600)                 # 100 px a row: every row labelled
    assert roomy == [(1.0, [0.5, 1.5, 2.5, 3.5, 4.5, 5.5])]
    assert panel.rows_axis.tickStrings([1.5, 5.5], 1, 1) == ["1 · dog", "5"]
    tight = panel.rows_axis.tickValues(0, 64, 200)                # 3 px a row: a tick every few rows
    values = [v for _, level in tight for v in level]
    assert all(v % 1 == 0.5 for v in values) and tight[0][0] >= 10 and not panel.rows_axis.every_cell
    assert panel.rows_axis.tickStrings([10.5], 1, 10) == ["10"]
    panel.dims_axis.tickValues(0, 6, 3000)
    assert panel.dims_axis.tickStrings([4.5], 1, 1) == ["4\nsin 2"]              # the wave, not E's "small word"
    panel.dims_axis.tickValues(0, 6, 150)                         # 25 px a column: numbers only
    assert panel.dims_axis.tickStrings([4.5], 1, 1) == ["4"]


# --- words ---------------------------------------------------------------------------------
def test_pixel_words_say_what_a_pixel_stands_for():
    from posviz.model.viewport import pixel_bins, render_tile
    from posviz.qt.panels.heatmap import text as words

    class OnlyEncode:           # a scheme without a closed form: it can only be sampled
        def encode(self, positions, d_model, dtype=np.float64):
            return Sinusoidal().encode(positions, d_model, dtype)

    sampled = render_tile(OnlyEncode(), 8, pixel_bins(0, 1000, 1000, 10), pixel_bins(0, 8, 8, 8))
    assert words.pixel_note(sampled) == "Sampled: each pixel row shows 1 of 100 positions (no mean)."
    assert words.hovered_pixel(sampled, 250, 3) == f"This pixel = sample of position 249 only: {sampled.values[2, 3]:.4f}."
    columns = render_tile(Sinusoidal(), 64, pixel_bins(0, 10, 10, 100), pixel_bins(0, 64, 64, 16))
    assert words.pixel_note(columns) == "Each pixel column = mean of 4 dimensions."
    assert words.short("a\x07b" + "x" * 30, 8) == "a\N{REPLACEMENT CHARACTER}bxxxx…"


def test_a_pan_is_drawn_at_the_next_frame_and_a_table_resize_renders_once(make_panel, monkeypatch, qtbot):
    """A pan is drawn by the render timer (one render per frame at most), showing the new rows; a change
    of the table's size renders once."""
    session, panel = make_panel()
    session.set_heatmap_rows(100_000)
    panel.render_now()
    view_box = panel.plot.getViewBox()
    view_box.setYRange(1_000, 1_400, padding=0)
    panel.render_now()
    before = panel.render_count
    view_box.translateBy(y=200)                    # what a drag does
    qtbot.waitUntil(lambda: panel.render_count > before, timeout=5_000)
    top, bottom = panel.tile.rows.start, panel.tile.rows.stop
    assert top == pytest.approx(1_200, abs=2) and bottom == pytest.approx(1_600, abs=2)
    calls = {}
    counting(monkeypatch, calls, panel.image_item, "setImage")
    session.set_heatmap_rows(50_000)               # the range moves in steps: one image, at the next frame
    assert calls.get("setImage", 0) == 0           # (not inside the session's change: it held the GUI thread)
    qtbot.wait(300)                                # the layout the new row numbers cause, then the render
    assert calls["setImage"] == 1 and panel.tile.rows.stop == 50_000
    assert panel.tile.rows.block == math.ceil(50_000 / int(view_box.height()))    # drawn at its final size


def test_a_paint_before_the_render_timer_draws_the_new_range(make_panel):
    # A zoom step's repaint must show the new range's own means, not the old image stretched until a
    # timer draws it again (each step of a zoom or drag was painted twice).
    session, panel = make_panel(size=(900, 700))
    assert session.set_settings(d_model=256)
    session.set_heatmap_rows(100_000)
    panel.render_now()
    panel.view.view_box.setRange(yRange=(40_000, 40_500), padding=0)
    assert panel._timer.isActive()                  # not drawn inside pyqtgraph's range signal
    panel.view.grab()                               # a paint that comes before the timer
    assert not panel._timer.isActive()
    tile = panel.tile
    first, last = int(tile.rows.starts[0]), int(tile.rows.starts[-1] + tile.rows.sizes[-1])
    assert 40_000 - tile.rows.block <= first <= 40_000 and 40_500 <= last <= 40_500 + tile.rows.block
    brute = Sinusoidal().encode(np.arange(first, first + int(tile.rows.sizes[0])), 256)
    cols = slice(int(tile.cols.starts[3]), int(tile.cols.starts[3] + tile.cols.sizes[3]))
    assert panel.image_item.image[0, 3] == pytest.approx(brute[:, cols].mean(), abs=1e-6)   # float32 image
