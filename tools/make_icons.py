"""Draw posviz's icon from the numbers it teaches and write it as SVG and PNG sizes.

The icon is a small sinusoidal position table: 5 positions (rows) × 6 dimensions (columns) of
PE(pos, 2i) = sin(pos / 100^(2i/d)), PE(pos, 2i+1) = cos(...), with d = 6, base 100 (not 10,000, so
that all three pairs visibly turn) and positions 0, 2.5, ..., 10, coloured with the default
diverging map (pyqtgraph's CET-D1, -1 blue … +1 red). Nothing in it is decorative.

Run from the repository root (needs the app's own dependencies only)::

    QT_QPA_PLATFORM=offscreen python tools/make_icons.py

It rewrites resources/icons/posviz.svg and resources/icons/posviz-<N>.png.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parents[1] / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256)
ROWS, D, BASE = 5, 6, 100.0
POSITIONS = np.linspace(0.0, 10.0, ROWS)


def table() -> np.ndarray:
    """The icon's cells, shape (ROWS, D): the sinusoidal table at ``POSITIONS``."""
    pairs = np.arange(D // 2)
    angles = POSITIONS[:, None] / BASE ** (2 * pairs / D)[None, :]
    out = np.empty((ROWS, D))
    out[:, 0::2], out[:, 1::2] = np.sin(angles), np.cos(angles)
    return out


def colours(values: np.ndarray) -> list[list[str]]:
    """Hex colours of ``values`` (shape (ROWS, D)) on CET-D1 over -1 … +1."""
    import pyqtgraph as pg
    lut = pg.colormap.get("CET-D1").getLookupTable(0.0, 1.0, 256, alpha=False)
    index = np.clip(np.rint((values + 1.0) / 2.0 * 255), 0, 255).astype(int)
    return [[f"#{r:02x}{g:02x}{b:02x}" for r, g, b in lut[row]] for row in index]


def svg() -> str:
    """The icon as SVG text, on a 256 × 256 canvas."""
    margin, gap = 28, 6
    cell_w = (256 - 2 * margin - (D - 1) * gap) / D
    cell_h = (256 - 2 * margin - (ROWS - 1) * gap) / ROWS
    cells = []
    for r, row in enumerate(colours(table())):
        for c, fill in enumerate(row):
            x, y = margin + c * (cell_w + gap), margin + r * (cell_h + gap)
            cells.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{cell_w:.1f}" height="{cell_h:.1f}" '
                         f'rx="5" fill="{fill}"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">\n'
            '<title>posviz</title>\n'
            '<rect x="4" y="4" width="248" height="248" rx="40" fill="#1f2430"/>\n'
            + "\n".join(cells) + "\n</svg>\n")


def main() -> int:
    from PySide6 import QtCore, QtGui, QtSvg, QtWidgets  # noqa: F401 (QtGui needs an application)
    _app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    text = svg()
    (OUT / "posviz.svg").write_text(text, encoding="utf-8")
    renderer = QtSvg.QSvgRenderer(QtCore.QByteArray(text.encode()))
    for size in PNG_SIZES:
        image = QtGui.QImage(size, size, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QtGui.QPainter(image)
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(OUT / f"posviz-{size}.png"))
    print(f"wrote {OUT}/posviz.svg and {len(PNG_SIZES)} PNG sizes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
