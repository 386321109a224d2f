"""Everything that imports PySide6 and pyqtgraph lives under this package."""
from __future__ import annotations


def create_window(sentence: str | None = None, restore: bool = False):
    """Build the main window (not shown); see :func:`posviz.qt.window.app.create_window`.

    Imported on call, so that ``import posviz.qt.session`` (and the like) does not build the window's modules.
    """
    from posviz.qt.window.app import create_window as create
    return create(sentence, restore=restore)
