"""Create the QApplication and run the main window."""
from __future__ import annotations

import os
import sys

from PySide6 import QtWidgets  # before pyqtgraph, so it binds to PySide6

APP_NAME = "posviz"
ORG_NAME = "posviz"


def application() -> QtWidgets.QApplication:
    """The process's QApplication, created once with posviz's names (used by QSettings)."""
    app = QtWidgets.QApplication.instance()
    if app is None:
        app = QtWidgets.QApplication(sys.argv[:1])
        app.setApplicationName(APP_NAME)
        app.setOrganizationName(ORG_NAME)
        app.setApplicationDisplayName("posviz")
    return app


def run(sentence: str | None = None, model: str | None = None) -> int:
    """Show the main window and run the event loop until it closes (``model``: a folder to open)."""
    app = application()
    from posviz.qt.window.errors import ErrorHook, setup_logging
    setup_logging()
    from posviz.qt import create_window
    window = create_window(sentence)
    window.error_hook = ErrorHook(window)
    if os.environ.get("POSVIZ_BENCH_FIRST_PAINT"):   # tests/bench/run.py times start-up to the first frame
        from posviz.qt.first_paint import quit_after_first_paint
        quit_after_first_paint(window)
    screen = app.primaryScreen()
    if screen is not None and screen.availableGeometry().width() <= 1366:
        window.setGeometry(screen.availableGeometry())   # a projector: use all of it, with or
        window.showMaximized()                            # without a window manager to maximise
    else:
        window.show()
    if model:
        from posviz.qt.window.model_loader import open_model
        open_model(window, model)   # loads in the background; the toy model shows until it is ready
    code = app.exec()
    _delete_now(window)
    return code


def _delete_now(window) -> None:
    """Delete the window while Qt still runs: left to interpreter exit, PySide deletes pyqtgraph items
    in an order that crashes (a segfault on quit after the zoom was changed)."""
    from PySide6 import QtCore
    window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
