"""Input matrix Z panel (being written)."""
from __future__ import annotations

from PySide6 import QtWidgets


class InputMatrixPanel(QtWidgets.QWidget):
    """Input matrix Z."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("inputMatrixPanel")
        self.setAccessibleName("Input matrix Z")
        QtWidgets.QVBoxLayout(self).addWidget(QtWidgets.QLabel("Input matrix Z"))
