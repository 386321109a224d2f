"""Windows made by :func:`posviz.qt.create_window` are deleted while Qt still runs.

A window left to interpreter exit is destroyed during finalisation, when PySide frees wrappers in
no particular order and may delete pyqtgraph items after their scene (a segfault at exit in an
embedding script, seen in 4 to 7 of 10 runs). The app's own quit path deletes its window at once;
embedders (scripts, notebooks, tests) get the same from the library: each window made by
``create_window`` is deleted when the application is about to quit, or at interpreter exit
(``atexit`` runs before finalisation, and after PySide's own exit handler was registered, so first).
A window deleted that way must not be used again. Background jobs still in flight are then given a
moment to return (:func:`posviz.qt.threads.finish_jobs`): a daemon thread that the interpreter ends
inside a call into Qt aborts the process (3 of 100 exits did).
"""
from __future__ import annotations

import atexit
import weakref

import shiboken6
from PySide6 import QtCore

from posviz.qt.threads import finish_jobs

_windows: "weakref.WeakSet" = weakref.WeakSet()
_hooked: list = []          # the application whose aboutToQuit is connected (and atexit registered once)


def delete_at_exit(window: QtCore.QObject) -> None:
    """Delete ``window`` at application quit or interpreter exit, whichever comes first."""
    _windows.add(window)
    app = QtCore.QCoreApplication.instance()
    if not _hooked:
        atexit.register(delete_windows)
    if app is not None and not any(hooked is app for hooked in _hooked):
        _hooked.append(app)
        app.aboutToQuit.connect(delete_windows)


def delete_windows() -> int:
    """Delete every window still alive that :func:`delete_at_exit` was given, then let background
    jobs in flight return (:func:`posviz.qt.threads.finish_jobs`); how many windows were deleted."""
    windows = [window for window in list(_windows) if shiboken6.isValid(window)]
    _windows.clear()
    if not windows or QtCore.QCoreApplication.instance() is None:
        finish_jobs()
        return 0
    for window in windows:
        window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    for window in windows:
        if shiboken6.isValid(window):        # a deferred delete Qt would not run here
            shiboken6.delete(window)
    finish_jobs()
    return len(windows)
