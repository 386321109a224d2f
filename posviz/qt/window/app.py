"""Create the QApplication, build the main window, and run it."""
from __future__ import annotations

import sys
from typing import Callable

from PySide6 import QtCore, QtWidgets  # before pyqtgraph, so it binds to PySide6

from posviz.memory import keep_large_blocks
from posviz.qt import collector
from posviz.qt.encoder import WARM_UP_DELAY_MS
from posviz.qt.first_frame import AfterFirstPaint
from posviz.qt.session import DEFAULT_SENTENCE, Session
from posviz.qt.widgets import number_locale
from posviz.qt import language as languages
from posviz.qt.window.identity import app_icon, apply_identity
from posviz.qt.window.main_window import MainWindow

APP_NAME = "posviz"
ORG_NAME = "posviz"
COMPLETE_ANYWAY_MS = 2000     # a window that is not painted (started minimised) is completed all the same


def _after_first_frame() -> None:
    """What start-up built is frozen; cycles stay with the GUI thread's timer, which the window's
    session installed (posviz.qt.gui_collector), never collected automatically in a worker thread."""
    collector.resume(automatic=False)


def application() -> QtWidgets.QApplication:
    """The process's QApplication, created once with posviz's names (used by QSettings)."""
    app = QtWidgets.QApplication.instance()
    if app is None:
        keep_large_blocks()           # each keystroke's new (L, d) arrays reuse the last one's pages
        app = QtWidgets.QApplication(sys.argv[:1])
        app.setApplicationName(APP_NAME)
        app.setOrganizationName(ORG_NAME)
        app.setApplicationDisplayName("posviz")
        apply_identity(app)
        languages.bind()              # marked sentences go through Qt's translators from now on
    return app


def create_window(sentence: str | None = None, restore: bool = False, complete: bool = True) -> MainWindow:
    """Build the main window (not shown) on the lesson's toy model.

    Parameters
    ----------
    sentence : str, optional
        The sentence to show (default: the lesson's); it wins over a restored one.
    restore : bool
        Bring back the saved preferences and the autosaved lecture state, as the app does on start.
        Off by default: a window built by a script or a test leaves the user's saved state alone.
    complete : bool
        Build every part now (the default); else only what the first frame draws, and the caller
        calls ``window.complete()`` (:func:`run` does, right after the first frame).
    """
    app = application()
    session = Session(sentence if sentence is not None else DEFAULT_SENTENCE)
    window = MainWindow(session, complete=complete)
    session.setParent(window)
    # Issue 26: an embedder's own QApplication has no posviz icon; numbers read in the user's locale.
    window.setWindowIcon(app_icon())
    number_locale.install(app, window, session.refuse)
    if restore:
        window.persistence.restore(sentence)
    return window


def run(sentence: str | None = None, model: str | None = None,
        on_window: Callable[[MainWindow], object] | None = None, welcome: bool = False,
        language: str | None = None) -> int:
    """Show the main window and run the event loop until it closes.

    Parameters
    ----------
    sentence : str, optional
    model : str, optional
        A model folder to open (in the background; the toy model shows until it is ready).
    on_window : callable, optional
        Called with the window after the parts of its first frame are built and before it is shown
        (tests and benchmarks drive or time the real app through it). The rest is built right after
        the first frame; ``window.completed`` says when.
    welcome : bool
        Show the welcome if this user never saw it (the ``posviz`` command does; scripts and tests
        do not unless they ask).
    language : str, optional
        A language code (``posviz --language de``); default: the one saved in View → Language, else
        the user's own.
    """
    app = application()
    languages.apply(language or languages.saved_or_default())
    from posviz.qt.window.errors import ErrorHook, log_notice, setup_logging
    setup_logging()
    window = create_window(sentence, restore=True, complete=False)   # what the first frame draws
    log_notice.dropped.connect(window.statusBar().showMessage)      # a full disk: said once (issue 26)
    ErrorHook(window)                 # a child of the window: removed with it
    AfterFirstPaint(window, lambda: _complete(window, model, welcome), fallback_ms=COMPLETE_ANYWAY_MS)
    if on_window is not None:
        on_window(window)
    if collector.paused():            # the command paused it while it imported and built the window
        AfterFirstPaint(window, _after_first_frame, WARM_UP_DELAY_MS)
    _show(app, window)
    code = app.exec()
    _delete_now(window)
    from posviz.qt.threads import finish_jobs
    finish_jobs()                   # a job still inside Qt when the interpreter ends it aborts the process
    return code


def _complete(window: MainWindow, model: str | None, welcome: bool) -> None:
    """The rest of the window, once its first frame is on the screen; then the model or the welcome."""
    window.complete()
    if model:
        window.models.open(model)
    elif welcome:                 # who opens a model knows the way in
        window.help.welcome_if_first_start()


def _show(app: QtWidgets.QApplication, window: QtWidgets.QWidget) -> None:
    """Show ``window``: maximised on a projector-sized screen, else at the size it chose."""
    screen = app.primaryScreen()
    if screen is not None and screen.availableGeometry().width() <= 1366:
        window.setGeometry(screen.availableGeometry())   # a projector: use all of it, with or
        window.showMaximized()                            # without a window manager to maximise
    else:
        window.show()


def _delete_now(window: QtWidgets.QWidget) -> None:
    """Delete the window while Qt still runs: left to interpreter exit, PySide deletes pyqtgraph items
    in an order that crashes (a segfault on quit after the zoom was changed)."""
    window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
