"""Everything that imports PySide6 and pyqtgraph lives under this package."""
from __future__ import annotations


def create_window(sentence: str | None = None):
    """Build the main window (not shown) on the lesson's toy model."""
    from .main_window import create_window as _create
    return _create(sentence)
