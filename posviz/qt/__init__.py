"""Everything that imports PySide6 and pyqtgraph lives under this package."""
from __future__ import annotations


def create_window(sentence: str | None = None, **options):
    """Build the main window (not shown): :func:`posviz.qt.window.app.create_window`, imported on
    call so that ``import posviz.qt.session`` (and the like) does not load the window's modules.

    The window is deleted when the application quits or the interpreter exits, whichever is first
    (:mod:`posviz.qt.teardown`): left to Python's finalisation it could crash the process."""
    from posviz.qt.teardown import delete_at_exit
    from posviz.qt.window.app import create_window as create
    window = create(sentence, **options)
    delete_at_exit(window)
    return window
