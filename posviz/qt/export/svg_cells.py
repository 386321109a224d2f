"""Small rasters in an SVG become rectangles (issue 25).

Qt's SVG generator embeds every image as a PNG stretched over its place: the heatmap's 6 × 64
cells became a 6 × 64 picture that some renderers smooth into a blur. A raster with few cells is
rewritten as one filled rectangle per run of equal colour (runs of equal rows merged), so each
cell stays a sharp square at any zoom; a large one stays a picture, marked to be drawn pixelated.
"""
from __future__ import annotations

import base64
import re

import numpy as np
from PySide6 import QtGui

MAX_RECTS = 20_000            # more rectangles than this: keep the picture (a file of ~1 MB of rects)
MAX_PIXELS = 1_000_000        # a raster larger than this is not even looked at (the time of an export)
_IMAGE = re.compile(r'<image x="(?P<x>[-\d.e]+)" y="(?P<y>[-\d.e]+)" width="(?P<w>[-\d.e]+)" '
                    r'height="(?P<h>[-\d.e]+)"(?P<rest>[^>]*?)xlink:href="data:image/png;base64,'
                    r'(?P<data>[A-Za-z0-9+/=]+)"\s*/>')
PIXELATED = ' style="image-rendering:pixelated;image-rendering:optimizeSpeed"'


def pixels(image: QtGui.QImage) -> np.ndarray:
    """``image``'s ARGB values, shape (height, width), uint32."""
    image = image.convertToFormat(QtGui.QImage.Format.Format_ARGB32)
    rows = np.frombuffer(image.constBits(), np.uint32, image.height() * image.bytesPerLine() // 4)
    return rows.reshape(image.height(), -1)[:, :image.width()].copy()


def runs(argb: np.ndarray) -> list[tuple[int, int, int, int, int]]:
    """Rectangles of equal colour covering ``argb`` (shape (rows, columns)): (column, row, columns,
    rows, ARGB).

    Each row is cut into runs of equal colour; a run equal to one in the row above (same columns,
    same colour) extends it downwards.
    """
    done, open_runs = [], {}
    for row, values in enumerate(argb):
        starts = np.concatenate(([0], np.flatnonzero(np.diff(values)) + 1))
        ends = np.append(starts[1:], len(values))
        found = {}
        for start, end in zip(starts.tolist(), ends.tolist()):
            key = (start, end - start, int(values[start]))
            above = open_runs.pop(key, None)
            found[key] = (above[0], above[1] + 1) if above else (row, 1)
        done += [(c, top, n, height, colour) for (c, n, colour), (top, height) in open_runs.items()]
        open_runs = found
    done += [(c, top, n, height, colour) for (c, n, colour), (top, height) in open_runs.items()]
    return done


def _rects(match: re.Match, cells: list, shape: tuple[int, int]) -> str:
    x, y, w, h = (float(match[k]) for k in ("x", "y", "w", "h"))
    sx, sy = w / shape[1], h / shape[0]
    out = ['<g stroke="none" shape-rendering="crispEdges">']
    for col, row, cols, rows, argb in cells:
        colour = QtGui.QColor.fromRgba(argb)
        alpha = "" if colour.alpha() == 255 else f' fill-opacity="{colour.alphaF():.4g}"'
        out.append(f'<rect x="{x + col * sx:.6g}" y="{y + row * sy:.6g}" width="{cols * sx:.6g}" '
                   f'height="{rows * sy:.6g}" fill="{colour.name()}"{alpha}/>')
    out.append("</g>")
    return "\n".join(out)


def _rewrite(match: re.Match) -> str:
    image = QtGui.QImage.fromData(base64.b64decode(match["data"]), "PNG")
    if image.isNull():
        return match[0]
    argb = pixels(image)
    if (argb == argb.flat[0]).all():            # a plain background (a plot's, 1844 x 823 on a slide)
        cells = [(0, 0, argb.shape[1], argb.shape[0], int(argb.flat[0]))]
    else:
        cells = runs(argb) if argb.size <= MAX_PIXELS else None
    if cells is None or len(cells) > MAX_RECTS:
        return match[0].replace("<image ", "<image" + PIXELATED + " ", 1)
    return _rects(match, cells, argb.shape)


def vector_cells(svg: str) -> str:
    """``svg`` (as Qt's generator writes it) with each small embedded raster drawn as rectangles."""
    return _IMAGE.sub(_rewrite, svg)
