"""Opening models for comparison off the GUI thread, never touching the session's own model.

One daemon thread per folder (as the main model loader does), so several models load side by
side and closing never waits. The layer that comes back keeps its token table on disk (memory-
mapped by the loader): comparing four 128,000-row models costs their small tensors, not their tables.
"""
from __future__ import annotations

import threading

from PySide6 import QtCore

from posviz.qt.threads import describe_failure, track

PROGRESS_STEPS = 1000


class _Signals(QtCore.QObject):
    progress = QtCore.Signal(str, int, str)       # spec, 0..PROGRESS_STEPS, what
    finished = QtCore.Signal(str, object)         # spec, InputLayer
    failed = QtCore.Signal(str, str)              # spec, why


def _load(spec: str, signals: _Signals, stop: threading.Event) -> None:
    from posviz.lessons.compare import open_layer
    from posviz.model.checkpoint.loader import Cancelled, CheckpointError, load_checkpoint
    from posviz.model.checkpoint.tokenizer import require_tokenizers
    try:
        if spec == "toy":
            layer = open_layer(spec)
        else:
            require_tokenizers()
            layer = load_checkpoint(spec, cancelled=stop.is_set, progress=lambda fraction, what: signals.progress.emit(
                spec, int(fraction * PROGRESS_STEPS), what))
    except Cancelled:
        return
    except CheckpointError as exc:
        signals.failed.emit(spec, str(exc))
    except BaseException as exc:  # noqa: BLE001 - a tokenizer's Rust panic is a BaseException: still a sentence
        signals.failed.emit(spec, describe_failure(exc, "reading the folder"))
    else:
        signals.finished.emit(spec, layer)


class CompareLoader(QtCore.QObject):
    """Loads model folders (or ``"toy"``) for the compare view, each in a thread of its own.

    Signals
    -------
    progressed(str, int, str)
        A folder's progress (0..PROGRESS_STEPS) and what is being read.
    loaded(str, InputLayer)
    failed(str, str)
        The folder and why it cannot be compared.
    """

    progressed = QtCore.Signal(str, int, str)
    loaded = QtCore.Signal(str, object)
    failed = QtCore.Signal(str, str)

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._threads: dict[str, tuple[threading.Thread, threading.Event]] = {}

    @property
    def loading(self) -> tuple[str, ...]:
        """The folders still being read."""
        return tuple(spec for spec, (thread, _) in self._threads.items() if thread.is_alive())

    def load(self, spec: str) -> None:
        """Start reading ``spec`` (a folder, or "toy"); a load of the same folder already running goes on."""
        if spec in self.loading:
            return
        stop, signals = threading.Event(), _Signals()
        signals.progress.connect(self.progressed)
        signals.finished.connect(self._on_finished)
        signals.failed.connect(self._on_failed)
        thread = threading.Thread(target=_load, args=(spec, signals, stop), name="posviz compare loader", daemon=True)
        self._threads[spec] = (thread, stop)
        thread.start()
        track(thread, stop)

    def cancel(self, spec: str) -> None:
        """Stop reading ``spec``; its result, if it still arrives, is dropped."""
        entry = self._threads.pop(spec, None)
        if entry is not None:
            entry[1].set()

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until every load is done (tests, benchmarks); True when none runs."""
        for thread, _ in list(self._threads.values()):
            thread.join(max(0, msecs) / 1000)
        return not self.loading

    def _on_finished(self, spec: str, layer) -> None:
        entry = self._threads.pop(spec, None)
        if entry is not None and not entry[1].is_set():
            self.loaded.emit(spec, layer)

    def _on_failed(self, spec: str, message: str) -> None:
        if self._threads.pop(spec, None) is not None:
            self.failed.emit(spec, message)
