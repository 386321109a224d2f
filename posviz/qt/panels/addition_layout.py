"""Small painting helpers of the vector-addition canvas: its pixel layout and a painter guard."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6 import QtGui


class Painting:
    """``with Painting(pixmap) as painter:`` paints and always ends the painter."""

    def __init__(self, device: QtGui.QPaintDevice) -> None:
        self._painter = QtGui.QPainter(device)
        self._painter.setRenderHint(QtGui.QPainter.RenderHint.TextAntialiasing, True)

    def __enter__(self) -> QtGui.QPainter:
        return self._painter

    def __exit__(self, *exc) -> None:
        self._painter.end()


@dataclass(frozen=True)
class Layout:
    """Pixel positions of one paint (all derived from the font and the widget size)."""

    left: float          # x where the dimension names start
    name_w: float
    lane_x0: float       # x of lane 0's bar area; lane l starts at lane_x0 + l * pitch
    pitch: float
    bar_w: float
    num_w: float
    sign_w: float
    top: float           # y of the first data row
    row_h: float

    def lane_x(self, lane: float) -> float:
        return self.lane_x0 + lane * self.pitch
