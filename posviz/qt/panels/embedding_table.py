"""Embedding table panel (being written)."""
from __future__ import annotations

from PySide6 import QtWidgets


class EmbeddingTablePanel(QtWidgets.QWidget):
    """Embedding table."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("embeddingTablePanel")
        self.setAccessibleName("Embedding table")
        QtWidgets.QVBoxLayout(self).addWidget(QtWidgets.QLabel("Embedding table"))
