"""Encoding off the GUI thread: the session's worker for changes too large to run between two frames.

A request is (text, settings, real model); the worker builds the layer when the settings changed
and encodes the text. One request runs at a time; while it runs, newer requests replace each other
(only the newest one waits), so a burst of keystrokes on a huge sentence costs at most two encodes.
Every result comes back to the GUI thread tagged with its request's generation; the session drops
results that a newer request has made stale. The worker never touches Qt objects or the session.
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass

import numpy as np
from PySide6 import QtCore

from posviz.model import InputLayer
from posviz.model.budget import BUDGET_S, time_budget
from posviz.model.row_buffers import RowBuffers
from posviz.model.settings import LayerSettings, build_layer
from posviz.qt.threads import DaemonWorker, describe_failure

ASYNC_VALUES = 1_000_000     # estimated numbers to compute (tokens x d, plus a learned table's) above
                             # which a change runs in the worker: ~40 ms of numpy on the reference machine
WARM_UP_DELAY_MS = 100       # after the window's first frame: warming up must not slow start-up down
WORKER_BUDGET_S = BUDGET_S   # longest a real tokenizer may take on one sentence in the worker
GUI_BUDGET_S = 0.1           # longest a real tokenizer may run on the GUI thread before the worker takes over
CHARS_PER_TOKEN = 4          # a generous guess (English averages ~5.5 with the space), so the
                             # estimate errs towards the worker


@dataclass(frozen=True)
class Request:
    """One change to encode. ``layer`` is the layer to reuse, or None to build it from ``settings``."""

    generation: int
    text: str
    settings: LayerSettings
    base_layer: InputLayer | None
    layer: InputLayer | None
    max_values: int
    restore_text: str | None = None     # a slide's request puts the old sentence back if refused


def estimated_values(text: str, settings: LayerSettings, base_layer: InputLayer | None, building: bool) -> int:
    """Roughly how many numbers a request computes: Z's three (L, d) arrays, plus a learned table's rows.

    Parameters
    ----------
    text : str
    settings : LayerSettings
    base_layer : InputLayer or None
        A real model fixes d_model; its tables already exist (nothing to build).
    building : bool
        Whether the layer is rebuilt (an illustrative learned table draws its random rows then).
    """
    d = base_layer.d_model if base_layer is not None else settings.d_model
    values = (len(text) // CHARS_PER_TOKEN + 1) * d
    if building and base_layer is None and settings.scheme == "learned":
        values += settings.learned_max_len * d
    return values


def run_request(request: Request, memo: dict | None = None):
    """``(layer, frame)`` for ``request``; raises ValueError when the model refuses it.

    ``memo`` (the worker's, touched only by its thread) keeps the last built layer, so keystrokes
    queued behind a settings change do not build the same layer again.
    """
    layer = request.layer
    if layer is None:
        key = (request.settings, id(request.base_layer))
        if memo is not None and memo.get("key") == key and memo.get("base") is request.base_layer:
            layer = memo["layer"]
        else:
            layer = build_layer(request.settings, request.base_layer)
            if memo is not None:
                memo.update(key=key, base=request.base_layer, layer=layer)
    rows = None
    if memo is not None:    # the next keystroke rewrites only its changed rows (buffers kept per layer)
        made_by, rows = memo.get("rows", (None, None))
        if made_by is None or made_by() is not layer:
            rows = RowBuffers()
            memo["rows"] = (weakref.ref(layer), rows)
    frame = layer.encode(request.text, max_values=request.max_values, rows=rows)
    _ = frame.row_peaks     # Z's colour scale reads it: scanning L x d values here spares the GUI thread
    return layer, frame


def warm_up() -> None:
    """Load what numpy loads on first use: ``numpy.random`` (illustrative tables, ~15 ms) and
    ``numpy.ma`` (``np.percentile``'s colour levels, ~25 ms). Run in the worker once the window is
    up, so that the first change of d_model does not pay for it on the GUI thread."""
    import numpy.random  # noqa: F401
    np.percentile(np.zeros(2), 50.0)


class _Signals(QtCore.QObject):
    done = QtCore.Signal(object, object)     # the request, (layer, frame) or the exception it raised


class EncodeFailed(RuntimeError):
    """The worker met something other than the model's refusals; the message says what."""


def run_guarded(request: Request, memo: dict | None = None, budget: float | None = None):
    """:func:`run_request`, with every failure returned as an exception whose message is for the screen.

    Any exception at all ends here, ``BaseException`` included (the tokenizers library's Rust panics
    are one): a job that raised out of here would never report, and the session would stay busy.
    ``budget``: the seconds a real model's tokenizer may take (:data:`GUI_BUDGET_S` on the GUI
    thread, where a slower one ends in ``TokenizerTimeout`` and is handed to the worker; None:
    :data:`WORKER_BUDGET_S`).
    """
    try:
        with time_budget(WORKER_BUDGET_S if budget is None else budget):
            return run_request(request, memo)
    except (ValueError, TypeError) as exc:     # the model's refusals (and a tokenizer's, naming its file)
        return exc
    except MemoryError:
        return MemoryError("there is not enough memory to encode this; the last good state is still shown")
    except BaseException as exc:  # noqa: BLE001 - a bug, a broken model or a panic must not leave the session busy
        return EncodeFailed(describe_failure(exc, "encoding") + "; the last good state is still shown")


class _Job:
    def __init__(self, request: Request, signals: _Signals, memo: dict) -> None:
        self.request, self.signals, self.memo = request, signals, memo

    def __call__(self) -> None:
        self.signals.done.emit(self.request, run_guarded(self.request, self.memo))


class BackgroundEncoder(QtCore.QObject):
    """Runs :class:`Request` s one at a time in a pool thread; only the newest queued one waits.

    Signals
    -------
    finished(Request, object)
        On the GUI thread: the request and its ``(layer, frame)``, or the exception it ended with
        (see :func:`run_guarded`): every request ends with exactly one ``finished``.

    The thread is a daemon (:class:`DaemonWorker`): closing the window never waits for an encode.
    """

    finished = QtCore.Signal(object, object)

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = DaemonWorker("posviz encoder")     # one kept thread: starting one per request cost ~5 ms
        self._signals = _Signals()            # no parent: a running job keeps it alive
        self._signals.done.connect(self._on_done)
        self._memo: dict = {}
        self._running: Request | None = None
        self._queued: Request | None = None
        self.warmed = False

    @property
    def busy(self) -> bool:
        return self._running is not None

    def submit(self, request: Request) -> None:
        """Run ``request`` now, or after the running one (replacing any request already waiting)."""
        if self._running is None:
            self._start(request)
        else:
            self._queued = request

    def warm_up(self) -> None:
        """Start the worker's thread and load numpy's lazily imported parts in it (see :func:`warm_up`)."""
        if not self.warmed:
            self.warmed = True
            self._worker.start(warm_up)

    def drop_queued(self) -> None:
        """Forget the waiting request (a newer change was applied directly)."""
        self._queued = None

    def wait(self, msecs: int = 60_000) -> bool:
        """Block until the worker is idle and every result has been delivered (tests, export)."""
        deadline = QtCore.QDeadlineTimer(msecs)
        while self._running is not None:
            if not self._worker.wait(deadline.remainingTime()):
                return False
            # The job emitted before it returned: deliver its queued result now.
            QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
            if self._running is not None and deadline.hasExpired():
                return False
        return True

    def _start(self, request: Request) -> None:
        self._running = request
        self._worker.start(_Job(request, self._signals, self._memo))

    def _on_done(self, request: Request, result) -> None:
        self._running = None
        queued, self._queued = self._queued, None
        if queued is not None:
            self._start(queued)
        self.finished.emit(request, result)
