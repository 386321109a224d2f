"""Issue 27's faster export: a slide figure's heatmap is drawn for the figure's own size before the
picture is taken, without waiting for its render timer (exports no longer sleep 3 x 60 ms for it),
and the PNG written without alpha at a faster zlib level still holds exactly the painted pixels."""
from __future__ import annotations

import pytest
from PySide6 import QtWidgets

from posviz.qt import create_window
from posviz.qt.export import export


@pytest.fixture
def window(qtbot):
    window = create_window("the dog bit the man")
    window.persistence.disable()
    window.resize(1280, 900)
    window.show()
    qtbot.waitExposed(window)
    window.session.set_heatmap_rows(100_000)      # one bin per pixel: the tile depends on the plot's size
    window.heatmap.render_now()
    yield window
    window.close()
    window.deleteLater()
    QtWidgets.QApplication.processEvents()


@pytest.mark.parametrize("suffix", ["png", "svg"])
def test_the_figure_heatmap_is_current_when_painted(window, suffix, tmp_path, monkeypatch):
    """The figure's heatmap (a slide copy, issue 23) is drawn for the figure's size before the picture."""
    from posviz.qt.panels.heatmap import panel as heatmap_panel
    monkeypatch.setattr(heatmap_panel, "RENDER_DELAY_MS", 60_000)     # only an explicit draw can bring it up to date
    on_screen = window.heatmap.tile.values.shape
    seen = []
    for name in ("render_image", "save_svg"):
        real = getattr(export, name)

        def painted(figure, *args, _real=real, **kwargs):
            heatmap = figure.content
            drawn, tile = heatmap.render_count, heatmap.tile
            heatmap.render_now()                  # a stale tile would be drawn again here
            seen.append((heatmap.render_count - drawn, heatmap.tile is tile, tile.values.shape))
            return _real(figure, *args, **kwargs)
        monkeypatch.setattr(export, name, painted)
    export.export(window, "heatmap", tmp_path / f"heatmap.{suffix}")
    assert [s[:2] for s in seen] == [(0, True)]
    assert seen[0][2] != on_screen                # the figure's plot has another size than the window's


def test_a_png_is_written_opaque_and_pixel_for_pixel(window, tmp_path):
    """The fast PNG (no alpha, zlib level 2) holds exactly the painted pixels."""
    from PySide6 import QtGui
    box = export.panel_widget(window, "table")
    export.save_png(box, tmp_path / "table.png")
    written = QtGui.QImage(str(tmp_path / "table.png"))
    painted = export.render_image(box).convertToFormat(QtGui.QImage.Format.Format_RGB32)
    assert not written.hasAlphaChannel()
    assert written.convertToFormat(QtGui.QImage.Format.Format_RGB32) == painted
