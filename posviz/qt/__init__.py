"""Everything that imports PySide6 and pyqtgraph lives under this package."""
from __future__ import annotations


def create_window(sentence: str | None = None, **options):
    """Build the main window (not shown): :func:`posviz.qt.window.app.create_window`, imported on
    call so that ``import posviz.qt.session`` (and the like) does not load the window's modules."""
    from posviz.qt.window.app import create_window as create
    return create(sentence, **options)
