"""The word-order comparison, computed off the GUI thread when the sentence is large.

The session asks for the comparison of its current frame; above ``encoder.ASYNC_VALUES`` numbers
(L x d) it runs in one pool thread and comes back through ``finished``. The worker never touches
Qt objects or the session; the session drops an answer about a frame it no longer shows.
"""
from __future__ import annotations

from PySide6 import QtCore

from posviz.lessons import shuffle
from posviz.qt.threads import describe_failure


def compare(layer, frame, perm=None):
    """The :class:`~posviz.lessons.shuffle.OrderComparison` of ``frame`` in the order ``perm``
    (None: the lesson's default), or the ValueError, TypeError or MemoryError that refused it."""
    try:
        return shuffle.compare_orders(layer, frame, perm)
    except (ValueError, TypeError, MemoryError) as exc:
        return exc
    except BaseException as exc:  # noqa: BLE001 - a job that raised would never report (issue 26)
        return RuntimeError(describe_failure(exc, "comparing the word orders"))


class _Signals(QtCore.QObject):
    done = QtCore.Signal(object, object, object)     # the frame, the order asked, its comparison or the exception


class _Job(QtCore.QRunnable):
    def __init__(self, layer, frame, perm, signals: _Signals) -> None:
        super().__init__()
        self.layer, self.frame, self.perm, self.signals = layer, frame, perm, signals

    def run(self) -> None:
        self.signals.done.emit(self.frame, self.perm, compare(self.layer, self.frame, self.perm))


class BackgroundOrder(QtCore.QObject):
    """Runs :func:`compare` in a pool thread, one frame at a time; only the newest waiting frame waits.

    Signals
    -------
    finished(Frame, object, object)
        On the GUI thread: the frame, the order asked (None: the default) and the comparison, or
        the exception it raised.
    """

    finished = QtCore.Signal(object, object, object)

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QtCore.QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals()              # no parent: a running job keeps it alive
        self._signals.done.connect(self._on_done)
        self._running = False
        self._queued: tuple | None = None

    def submit(self, layer, frame, perm=None) -> None:
        """Compare ``frame`` (made by ``layer``) in the order ``perm`` now, or after the running job
        (replacing any waiting one)."""
        if self._running:
            self._queued = (layer, frame, perm)
        else:
            self._start(layer, frame, perm)

    def wait(self, msecs: int = 60_000) -> bool:
        """Block until the worker is idle and every result has been delivered (tests, export)."""
        deadline = QtCore.QDeadlineTimer(msecs)
        while self._running:
            if not self._pool.waitForDone(max(0, deadline.remainingTime())):
                return False
            QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
        return True

    def _start(self, layer, frame, perm) -> None:
        self._running = True
        self._pool.start(_Job(layer, frame, perm, self._signals))

    def _on_done(self, frame, perm, result) -> None:
        self._running = False
        queued, self._queued = self._queued, None
        if queued is not None:
            self._start(*queued)
        self.finished.emit(frame, perm, result)
