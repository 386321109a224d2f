"""Small rasters in exported SVG are rectangles, one colour per cell (issue 25: the heatmap's 6 × 64
picture was smoothed into a blur by renderers that ignore image-rendering)."""
import base64
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from PySide6 import QtCore, QtGui

from posviz.qt import create_window
from posviz.qt.export import export, svg_cells

SVG = "{http://www.w3.org/2000/svg}"
RED, BLUE, GREEN = 0xFFFF0000, 0xFF0000FF, 0x8000FF00


def embedded(colours: list[list[int]], x=10, y=20, w=30, h=40) -> str:
    """An <image> as Qt's SVG generator writes it, of the given ARGB rows."""
    image = QtGui.QImage(len(colours[0]), len(colours), QtGui.QImage.Format.Format_ARGB32)
    for r, row in enumerate(colours):
        for c, argb in enumerate(row):
            image.setPixel(c, r, argb)
    data = QtCore.QByteArray()
    buffer = QtCore.QBuffer(data)
    buffer.open(QtCore.QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return (f'<image x="{x}" y="{y}" width="{w}" height="{h}" preserveAspectRatio="none" '
            f'image-rendering="optimizeSpeed" xlink:href="data:image/png;base64,'
            f'{base64.b64encode(bytes(data)).decode()}" />')


def rects(svg: str) -> list[tuple[float, float, float, float, str, str | None]]:
    root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">{svg}</svg>')
    return [(float(r.get("x")), float(r.get("y")), float(r.get("width")), float(r.get("height")), r.get("fill"),
             r.get("fill-opacity")) for r in root.iter(f"{SVG}rect")]


def test_each_cell_becomes_a_rectangle_in_the_image_s_place():
    out = svg_cells.vector_cells(embedded([[RED, BLUE, RED], [GREEN, GREEN, RED]]))
    assert "<image" not in out and 'stroke="none"' in out
    assert sorted(rects(out)) == sorted([
        (10, 20, 10, 20, "#ff0000", None), (20, 20, 10, 20, "#0000ff", None),
        (30, 20, 10, 40, "#ff0000", None),                        # the last column: one run, two rows
        (10, 40, 20, 20, "#00ff00", "0.502")])                    # half-transparent, two columns


def test_a_plain_picture_is_one_rectangle_and_a_busy_one_stays_a_picture(monkeypatch):
    assert rects(svg_cells.vector_cells(embedded([[BLUE] * 8] * 8))) == [(10, 20, 30, 40, "#0000ff", None)]
    monkeypatch.setattr(svg_cells, "MAX_RECTS", 3)
    out = svg_cells.vector_cells(embedded([[RED, BLUE], [BLUE, RED]]))
    assert rects(out) == [] and 'style="image-rendering:pixelated' in out


@pytest.fixture
def window(qtbot):
    window = create_window("the dog bit the man")
    window.persistence.disable()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_heatmap_svg_draws_every_cell_as_a_rectangle(window, tmp_path):
    export.export(window, "heatmap", tmp_path / "h.svg")
    text = (tmp_path / "h.svg").read_text(encoding="utf-8")
    assert "<image" not in text
    root = ET.fromstring(text)
    groups = [g for g in root.iter(f"{SVG}g") if g.get("shape-rendering") == "crispEdges"]
    cells = next(g for g in groups if sum(float(r.get("width")) * float(r.get("height"))
                                          for r in g.iter(f"{SVG}rect")) == 6 * 64)      # 6 dims x 64 rows

    def fill(row: int, dim: int) -> str:
        inside = [r.get("fill") for r in cells.iter(f"{SVG}rect")
                  if float(r.get("x")) <= dim + 0.5 < float(r.get("x")) + float(r.get("width"))
                  and float(r.get("y")) <= row + 0.5 < float(r.get("y")) + float(r.get("height"))]
        assert len(inside) == 1
        return inside[0]
    # Position 0: sin 0 = 0 in the even dimensions, cos 0 = 1 in the odd ones.
    assert fill(0, 0) == fill(0, 2) == fill(0, 4) != fill(0, 1) == fill(0, 3) == fill(0, 5)
    # sin(p) for p = 11 and 55: -1.00 and -1.00 to two decimals (the colour map has 256 steps).
    assert abs(np.sin(11) - np.sin(55)) < 0.01 and fill(11, 0) == fill(55, 0) != fill(0, 0)
