"""One error path: any exception in a slot or a worker is logged and shown as a short message.

The app keeps running with its last good state: a slot that raised simply did not finish, and
the session only ever holds states the model accepted. Nothing here shows a traceback dialog.
"""
from __future__ import annotations

import logging
import sys
import threading
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate
from posviz.shorten import plain_message

LOG_NAME = "posviz.log"
LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
log = logging.getLogger("posviz")
ErrorText = Context("ErrorText")


def data_dir() -> Path:
    """The user's data directory for posviz (created if needed)."""
    path = Path(QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


class _LogNotice(QtCore.QObject):
    """``dropped(message)``: the log file could not be written and is no longer tried (once; any thread)."""

    dropped = QtCore.Signal(str)


log_notice = _LogNotice()


class QuietFileHandler(RotatingFileHandler):
    """A log file that cannot be written (a full disk) is dropped quietly: no "Logging error"
    traceback on the terminal for every call, one ``log_notice.dropped`` for the status line."""

    dropped = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.dropped:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        if not self.dropped:
            self.dropped = True
            reason = sys.exc_info()[1]
            log_notice.dropped.emit(plain_message(ErrorText.tr(
                "The log file {path} cannot be written ({reason}); posviz goes on without a log.").format(
                path=isolate(self.baseFilename), reason=getattr(reason, 'strerror', None) or reason)))


def setup_logging(directory: Path | None = None) -> Path | None:
    """Log to ``posviz.log`` in the data directory, rotated at 1 MB (3 old files kept)."""
    try:
        path = (directory or data_dir()) / LOG_NAME
        handler = QuietFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError:
        return None   # an unwritable data directory must not stop the app
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    for old in [h for h in log.handlers if isinstance(h, RotatingFileHandler)]:
        log.removeHandler(old)
        old.close()
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return path


def short_message(exc: BaseException) -> str:
    """One line for the user: what went wrong, without a traceback."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return ErrorText.tr("Something went wrong and was not done: {reason}. posviz kept its last good state.").format(
        reason=text[:200])


class Toast(QtWidgets.QLabel):
    """A short non-modal message at the bottom of a window that fades out after a few seconds."""

    def __init__(self, parent: QtWidgets.QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("errorToast")
        self.setWordWrap(True)
        self.setStyleSheet("background: #8b1e1e; color: white; padding: 8px; border-radius: 6px;")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QtCore.QTimer(self, singleShot=True, interval=6000)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, text: str) -> None:
        parent = self.parentWidget()
        self.setText(text)
        width = min(parent.width() - 40, 900)
        self.setFixedWidth(max(width, 200))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, parent.height() - self.height() - 40)
        self.raise_()
        self.show()
        self._timer.start()


class ErrorHook(QtCore.QObject):
    """Installs itself as ``sys.excepthook`` and ``threading.excepthook``."""

    reported = QtCore.Signal(str)   # queued to the GUI thread, whatever thread raised

    def __init__(self, window: QtWidgets.QWidget) -> None:
        super().__init__(window)
        self.toast = Toast(window)
        self.reported.connect(self.toast.show_message, QtCore.Qt.ConnectionType.QueuedConnection)
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self._on_exception
        threading.excepthook = lambda args: self._on_exception(args.exc_type, args.exc_value, args.exc_traceback)
        window.destroyed.connect(self.uninstall)

    def uninstall(self) -> None:
        """Put the previous hooks back."""
        sys.excepthook, threading.excepthook = self._previous

    def _on_exception(self, exc_type, exc, tb) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            QtWidgets.QApplication.instance().quit()
            return
        log.error("uncaught %s", "".join(traceback.format_exception(exc_type, exc, tb)))
        self.reported.emit(short_message(exc))
