"""A log on a full disk is dropped quietly; an embedded window has posviz's icon; the tabs have a name (issue 26)."""
from __future__ import annotations

import contextlib

import pytest
from PySide6 import QtCore

from posviz.qt import create_window
from posviz.qt.window.errors import QuietFileHandler, log, log_notice, setup_logging
from posviz.qt.window.identity import app_icon


@pytest.fixture
def window(qtbot):
    made = create_window("the dog")
    yield made
    made.close()
    made.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)


def test_a_log_that_cannot_be_written_is_dropped_once_and_quietly(tmp_path, capfd):
    path = setup_logging(tmp_path)
    handler = next(h for h in log.handlers if isinstance(h, QuietFileHandler))
    notices = []
    log_notice.dropped.connect(notices.append)
    try:
        handler.stream = open("/dev/full", "w", encoding="utf-8")     # every write: ENOSPC
        log.info("first")
        log.warning("second")
        assert notices == [f"The log file {path} cannot be written (No space left on device); posviz goes on "
                           "without a log."]
        assert "Logging error" not in capfd.readouterr().err
    finally:
        log_notice.dropped.disconnect(notices.append)
        log.removeHandler(handler)
        stream, handler.stream = handler.stream, None
        with contextlib.suppress(OSError):           # /dev/full fails its last flush too
            stream.close()
        handler.close()


def test_a_window_under_an_embedders_application_has_the_icon(qtbot):
    from PySide6 import QtGui
    # An embedder's QApplication has no icon of posviz's (an earlier test in this process may have run
    # posviz's own application(), which sets one): clear it, then make the window.
    old = QtGui.QGuiApplication.windowIcon()
    QtGui.QGuiApplication.setWindowIcon(QtGui.QIcon())
    try:
        window = create_window()
        qtbot.addWidget(window)
        assert window.windowIcon().availableSizes() == app_icon().availableSizes() != []
    finally:
        QtGui.QGuiApplication.setWindowIcon(old)


def test_the_main_tabs_have_an_accessible_name(window):
    assert window.tabs.accessibleName() == "Views"
