"""Encoding off the GUI thread: the session's worker for changes too large to run between two frames.

A request is (text, settings, real model); the worker builds the layer when the settings changed
and encodes the text. One request runs at a time; while it runs, newer requests replace each other
(only the newest one waits), so a burst of keystrokes on a huge sentence costs at most two encodes.
Every result comes back to the GUI thread tagged with its request's generation; the session drops
results that a newer request has made stale. The worker never touches Qt objects or the session.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6 import QtCore

from posviz.model import InputLayer
from posviz.model.settings import LayerSettings, build_layer

ASYNC_VALUES = 1_000_000     # estimated numbers to compute (tokens x d, plus a learned table's) above
                             # which a change runs in the worker: ~40 ms of numpy on the reference machine
WARM_UP_DELAY_MS = 100       # after the window's first frame: warming up must not slow start-up down
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
    frame = layer.encode(request.text, max_values=request.max_values)
    _ = frame.row_peaks     # Z's colour scale reads it: scanning L x d values here spares the GUI thread
    return layer, frame


def warm_up() -> None:
    """Load what numpy loads on first use: ``numpy.random`` (illustrative tables, ~15 ms) and
    ``numpy.ma`` (``np.percentile``'s colour levels, ~25 ms). Run in the worker once the window is
    up, so that the first change of d_model does not pay for it on the GUI thread."""
    import numpy.random  # noqa: F401
    np.percentile(np.zeros(2), 50.0)


class _WarmUp(QtCore.QRunnable):
    def run(self) -> None:
        warm_up()


class WarmUpAfterFirstPaint(QtCore.QObject):
    """Calls ``warm()`` (e.g. ``Session.warm_up``) shortly after ``window`` first paints."""

    def __init__(self, window: QtCore.QObject, warm) -> None:
        super().__init__(window)
        self._window, self._warm = window, warm
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QtCore.QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            QtCore.QTimer.singleShot(WARM_UP_DELAY_MS, self, self._warm)
        return False


class _Signals(QtCore.QObject):
    done = QtCore.Signal(object, object)     # the request, (layer, frame) or the exception it raised


class _Job(QtCore.QRunnable):
    def __init__(self, request: Request, signals: _Signals, memo: dict) -> None:
        super().__init__()
        self.request, self.signals, self.memo = request, signals, memo

    def run(self) -> None:
        try:
            result = run_request(self.request, self.memo)
        except (ValueError, TypeError, MemoryError) as exc:   # the model's refusals: a message, not a crash
            result = exc
        self.signals.done.emit(self.request, result)


class BackgroundEncoder(QtCore.QObject):
    """Runs :class:`Request` s one at a time in a pool thread; only the newest queued one waits.

    Signals
    -------
    finished(Request, object)
        On the GUI thread: the request and its ``(layer, frame)``, or the ValueError/TypeError/
        MemoryError it raised.
    """

    finished = QtCore.Signal(object, object)

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QtCore.QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._pool.setExpiryTimeout(-1)       # keep the thread: starting one per request cost ~5 ms
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
            self._pool.start(_WarmUp())

    def drop_queued(self) -> None:
        """Forget the waiting request (a newer change was applied directly)."""
        self._queued = None

    def wait(self, msecs: int = 60_000) -> bool:
        """Block until the worker is idle and every result has been delivered (tests, export)."""
        deadline = QtCore.QDeadlineTimer(msecs)
        while self._running is not None:
            if not self._pool.waitForDone(max(0, deadline.remainingTime())):
                return False
            # The job emitted before it returned: deliver its queued result now.
            QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
        return True

    def _start(self, request: Request) -> None:
        self._running = request
        self._pool.start(_Job(request, self._signals, self._memo))

    def _on_done(self, request: Request, result) -> None:
        self._running = None
        queued, self._queued = self._queued, None
        if queued is not None:
            self._start(queued)
        self.finished.emit(request, result)
