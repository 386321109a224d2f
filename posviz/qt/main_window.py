"""The main window: it assembles panels, menus and actions and computes nothing."""
from __future__ import annotations

from PySide6 import QtWidgets

from ..model import toy_model

DEFAULT_SENTENCE = "the dog bit the man"


class MainWindow(QtWidgets.QMainWindow):
    """posviz's window."""

    def __init__(self, sentence: str | None = None) -> None:
        super().__init__()
        self.setWindowTitle("posviz")
        frame = toy_model().encode(sentence if sentence is not None else DEFAULT_SENTENCE)
        label = QtWidgets.QLabel(" ".join(f"{t.text}={t.id}" for t in frame.tokens))
        self.setCentralWidget(label)
        self.resize(1024, 700)


def create_window(sentence: str | None = None) -> MainWindow:
    """Build the main window without showing it."""
    from .app import application
    application()
    return MainWindow(sentence)
