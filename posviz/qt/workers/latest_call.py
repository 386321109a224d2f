"""A computation run off the GUI thread whose newest request is the only one that matters.

A view asks for a picture's numbers (e.g. the readings of a 1,024 x 768 position table, or a
search over bases) with a key saying what they are for; the call runs in a daemon thread and
comes back through ``done(key, result)``. Requests made while one runs replace each other, so a
user spinning a box starts at most one more computation; the view keeps its last picture until
the answer for what it now shows arrives.
"""
from __future__ import annotations

from typing import Callable

from PySide6 import QtCore

from posviz.qt.threads import DaemonWorker, describe_failure


class _Signals(QtCore.QObject):
    done = QtCore.Signal(object, object)     # key, result or exception


class LatestCall(QtCore.QObject):
    """Runs ``function()`` in a daemon thread, one at a time, newest request first.

    Signals
    -------
    done(object, object)
        On the GUI thread: the request's key and the function's result, or the ValueError,
        MemoryError or (worded) other exception it ended with. Only the newest key's answer is
        emitted; answers to replaced requests are dropped.
    """

    done = QtCore.Signal(object, object)

    def __init__(self, name: str, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = DaemonWorker(name)
        self._signals = _Signals()            # no parent: a running job keeps it alive
        self._signals.done.connect(self._on_done)
        self._running = False
        self._waiting: tuple | None = None
        self.key = None                       # the newest request's key

    @property
    def busy(self) -> bool:
        """Whether a computation is running or waiting."""
        return self._running

    def submit(self, key, function: Callable[[], object]) -> None:
        """Compute ``function()`` for ``key`` now, or after the running one (replacing any waiting one)."""
        self.key = key
        if self._running:
            self._waiting = (key, function)
        else:
            self._start(key, function)

    def wait(self, msecs: int = 60_000) -> bool:
        """Block until nothing runs or waits and the answers are delivered (tests, export)."""
        deadline = QtCore.QDeadlineTimer(msecs)
        while self._running:
            if not self._worker.wait(max(0, deadline.remainingTime())):
                return False
            QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
        return True

    def _start(self, key, function) -> None:
        self._running = True
        signals = self._signals

        def job() -> None:
            try:
                result = function()
            except (ValueError, MemoryError) as exc:
                result = exc
            except BaseException as exc:  # noqa: BLE001 - reported on screen (panics too), never lost in a thread
                result = RuntimeError(describe_failure(exc, "the computation"))
            signals.done.emit(key, result)

        self._worker.start(job)

    def _on_done(self, key, result) -> None:
        self._running = False
        waiting, self._waiting = self._waiting, None
        if waiting is not None:
            self._start(*waiting)
        if key == self.key:
            self.done.emit(key, result)
