"""Nearest rows of E by cosine, searched off the GUI thread when the table is large.

A real vocabulary's search reads the whole table (Llama 3: 525M numbers; ~0.1 s per query
once its rows are measured, seconds for the first, which measures them), so above
``ASYNC_NEAREST_VALUES`` it runs in a background thread and the answer comes back through
``found``; small tables answer at once. Measuring a table the view has left stops early.
Recent answers are remembered, so moving the focus back to a word, or a second view asking
about the same word, costs nothing.
"""
from __future__ import annotations

from collections import OrderedDict

from PySide6 import QtCore

from posviz.qt.threads import DaemonWorker, describe_failure

ASYNC_NEAREST_VALUES = 4_000_000   # above |V| x d this many, the cosine search leaves the GUI thread
REMEMBERED = 64                    # answers kept per search object


class _Signals(QtCore.QObject):
    done = QtCore.Signal(object, int, int, object)   # table, token id, k, list of (id, cosine) or exception


def _search(table, token_id: int, k: int, superseded=None):
    """``table.nearest(token_id, k)``, or the exception it raised (worded for the screen).

    A real table not yet measured is measured first (seconds for a large one), stopping early when
    ``superseded()`` says the view has moved on to another table.
    """
    try:
        if getattr(table, "measured", True) is False:
            table.measure_rows(cancelled=superseded)
        return table.nearest(token_id, k)
    except (ValueError, IndexError) as exc:
        return exc
    except BaseException as exc:  # noqa: BLE001 - reported on screen (panics too), never lost in a thread
        return RuntimeError(describe_failure(exc, "the search"))


class _Job:
    def __init__(self, table, token_id: int, k: int, signals: _Signals, current) -> None:
        self.table, self.token_id, self.k, self.signals, self.current = table, token_id, k, signals, current

    def __call__(self) -> None:
        result = _search(self.table, self.token_id, self.k, lambda: self.current() is not self.table)
        self.signals.done.emit(self.table, self.token_id, self.k, result)


class NearestSearch(QtCore.QObject):
    """Asks ``table.nearest(token_id, k)`` and answers through ``found(table, token_id, result)``.

    ``result`` is the list of ``(id, cosine)`` pairs, or the exception the search ended with (any
    failure, worded for the screen; nothing is raised into the caller). The caller checks that
    the answer still concerns what it shows (the focus may have moved on).
    """

    found = QtCore.Signal(object, int, object)

    def __init__(self, k: int, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.k = k
        self._worker = DaemonWorker("posviz nearest rows")     # closing the window never waits for a search
        self._signals = _Signals()             # no parent: a running job keeps it alive
        self._signals.done.connect(self._on_done)
        self._answers: OrderedDict = OrderedDict()
        self._table = None                     # answers belong to this table only

    def request(self, table, token_id: int) -> bool:
        """Search, or answer from memory; True when ``found`` has already been emitted."""
        if table is not self._table:
            self._table, self._answers = table, OrderedDict()
        if token_id in self._answers:
            self._answers.move_to_end(token_id)
            self.found.emit(table, token_id, self._answers[token_id])
            return True
        if table.vocab_size * table.d_model > ASYNC_NEAREST_VALUES:
            self._worker.start(_Job(table, token_id, self.k, self._signals, lambda: self._table))
            return False
        self._on_done(table, token_id, self.k, _search(table, token_id, self.k))
        return True

    def wait(self, msecs: int = 60_000) -> bool:
        """Block until a running search is done and its answer delivered (tests, shutdown)."""
        done = self._worker.wait(msecs)
        QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
        return done

    def _on_done(self, table, token_id: int, k: int, result) -> None:
        if table is self._table and not isinstance(result, Exception):
            self._answers[token_id] = result
            while len(self._answers) > REMEMBERED:
                self._answers.popitem(last=False)
        self.found.emit(table, token_id, result)
