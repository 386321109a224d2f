"""Sentence panel (being written)."""
from __future__ import annotations

from PySide6 import QtWidgets


class SentencePanel(QtWidgets.QWidget):
    """Sentence."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("sentencePanel")
        self.setAccessibleName("Sentence")
        QtWidgets.QVBoxLayout(self).addWidget(QtWidgets.QLabel("Sentence"))
