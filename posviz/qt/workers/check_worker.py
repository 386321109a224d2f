"""Run a practice check off the GUI thread.

:class:`CheckThread` calls :func:`posviz.practice.check` (which blocks while the student's code
runs in its own process) and reports back through queued signals. Threads are owned by this module,
not by a widget, so closing a panel mid-check never destroys a running QThread; :func:`stop_all`
cancels and waits for them when the application quits (and in tests).
"""
from __future__ import annotations

import threading
import time

from PySide6 import QtCore, QtWidgets

from posviz.practice import CheckReport, Limits, Task, check

_RUNNING: set["CheckThread"] = set()


class CheckThread(QtCore.QThread):
    """One check of ``source`` against ``task``'s hidden cases.

    Signals
    -------
    progressed(str)
        A short status text, e.g. "Running case 2 of 6".
    reported(CheckReport)
        The verdict, once the child process is gone.
    """

    progressed = QtCore.Signal(str)
    reported = QtCore.Signal(object)

    def __init__(self, task: Task, source: str, limits: Limits) -> None:
        super().__init__()
        self.task, self.source, self.limits = task, source, limits
        self.cancel = threading.Event()
        self.finished.connect(self._forget)

    def start(self) -> None:  # noqa: D102 - QThread.start, remembered so quitting can wait for it
        _RUNNING.add(self)
        _connect_quit()
        super().start()

    def stop(self) -> None:
        """Ask the check to end now (the child process is killed)."""
        self.cancel.set()

    def run(self) -> None:
        try:
            report = check(self.task, self.source, self.limits, self.cancel, self.progressed.emit)
        except BaseException as exc:  # noqa: BLE001 - a bug in the checker must not take the app down
            report = CheckReport(self.task.key, "error", f"The checker itself failed: {exc}", ())
        self.reported.emit(report)

    def _forget(self) -> None:
        _RUNNING.discard(self)


def stop_all(wait_ms: int = 10_000) -> None:
    """Cancel every running check and wait, ``wait_ms`` in all, for the threads to end.

    Every wait inside a check is bounded (the supervisor ends the tree in milliseconds, or is killed
    after 2 s), so a stopped check ends within a few seconds. A thread still running at the end
    stays referenced here: dropping it would destroy a running QThread, which aborts the process.
    """
    for thread in list(_RUNNING):
        thread.stop()
    deadline = time.monotonic() + wait_ms / 1000
    for thread in list(_RUNNING):
        if thread.wait(max(0, int((deadline - time.monotonic()) * 1000))):
            _RUNNING.discard(thread)


def running() -> int:
    """How many checks are running."""
    return sum(thread.isRunning() for thread in _RUNNING)


_quit_connected = False


def _connect_quit() -> None:
    global _quit_connected
    app = QtWidgets.QApplication.instance()
    if app is not None and not _quit_connected:
        app.aboutToQuit.connect(stop_all)
        _quit_connected = True
