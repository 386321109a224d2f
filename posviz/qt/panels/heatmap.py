"""Positional heatmap (placeholder until the heatmap panel lands)."""
from __future__ import annotations

from PySide6 import QtWidgets


class HeatmapPanel(QtWidgets.QWidget):
    """Positions down, dimensions across, coloured by value."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("positionHeatmap")
        self.setAccessibleName("Positional heatmap")
        QtWidgets.QVBoxLayout(self).addWidget(QtWidgets.QLabel("heatmap"))
