"""Vector addition (placeholder until the animated panel lands)."""
from __future__ import annotations

from PySide6 import QtWidgets


class VectorAdditionPanel(QtWidgets.QWidget):
    """Token row + position row = row of Z, for the focused token."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("vectorAddition")
        self.setAccessibleName("Vector addition")
        QtWidgets.QVBoxLayout(self).addWidget(QtWidgets.QLabel("vector addition"))
