"""A real model's rows measured in the background once its first frame is on screen.

Opening a model does not wait for the pass over its token table (lengths, rows holding NaN or
±inf, the nearest-row search's int8 copy: seconds for 128k x 4k). A view that shows what the pass
finds asks :class:`RowMeasure`; the answer comes back through ``measured`` in the GUI thread.
"""
from __future__ import annotations

from PySide6 import QtCore

from posviz.qt.threads import DaemonWorker, describe_failure


class _Signals(QtCore.QObject):
    done = QtCore.Signal(object, object)      # table, None or the exception the pass ended with


class RowMeasure(QtCore.QObject):
    """Measures one table's rows at a time, off the GUI thread; asking about another stops the last.

    Signals
    -------
    measured(table)
        ``table.measure_rows()`` has finished: its results can be read without waiting.
    failed(table, str)
        The pass ended with an error (a file that changed on disk, memory), worded for the screen.
    """

    measured = QtCore.Signal(object)
    failed = QtCore.Signal(object, str)

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = DaemonWorker("posviz row measure")     # closing the window never waits for it
        self._signals = _Signals()                            # no parent: a running pass keeps it alive
        self._signals.done.connect(self._on_done)
        self._table = None

    def request(self, table) -> bool:
        """True when ``table``'s rows are measured already (or it has none to measure); else start the
        pass in the background and answer later through ``measured``. ``None`` just stops a pass."""
        self._table = table
        if table is None or getattr(table, "measured", True):
            return table is not None
        self._worker.start(lambda: self._measure(table))
        return False

    def wait(self, msecs: int = 60_000) -> bool:
        """Block until the pass is done and its answer delivered (tests)."""
        done = self._worker.wait(msecs)
        QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
        return done

    def _measure(self, table) -> None:
        if self._table is not table:
            return                                            # asked about another table meanwhile
        try:
            table.measure_rows(cancelled=lambda: self._table is not table)
            self._signals.done.emit(table, None)
        except Exception as exc:  # noqa: BLE001 - cancelled, or a failure shown as a sentence, never raised
            self._signals.done.emit(table, exc)
        except BaseException as exc:  # noqa: BLE001 - a library's panic: reported like any failure
            self._signals.done.emit(table, RuntimeError(describe_failure(exc, "measuring the rows")))

    def _on_done(self, table, error) -> None:
        if table is not self._table:
            return
        if error is None:
            self.measured.emit(table)
        else:
            self.failed.emit(table, describe_failure(error, "measuring the rows"))
