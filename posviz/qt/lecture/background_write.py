"""The debounced autosave's file work, off the GUI thread.

Writing the autosave atomically (a temporary file, fsync, rename, fsync of the folder) and syncing
the preferences took 20-50 ms on the GUI thread half a second after each change (the limits bench:
the longest stretch of a pasted 10,000-token sentence). The state is read and encoded on the GUI
thread; only the bytes go to this worker, which writes them one job after another (in order, so an
older state never lands after a newer one) and reports back through ``written``.
"""
from __future__ import annotations

import logging
from pathlib import Path

from PySide6 import QtCore

from posviz.lecture.fileio import WriteError, atomic_write_bytes
from posviz.lecture.state import LectureStateError
from posviz.qt.lecture import preferences
from posviz.qt.threads import DaemonWorker

log = logging.getLogger("posviz.persistence")
WAIT_MS = 10_000        # how long a synchronous save waits for a write in flight


class _Signals(QtCore.QObject):
    done = QtCore.Signal(str, str)      # the state's JSON text, "" or why the write failed


class BackgroundWrite(QtCore.QObject):
    """Writes an autosave file and the preferences in a worker thread.

    ``written(text, error)`` arrives on the GUI thread: ``text`` is the state's JSON the file now
    holds (when ``error`` is "") or failed to hold.
    """

    written = QtCore.Signal(str, str)

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = DaemonWorker("posviz autosave")
        self._signals = _Signals()              # no parent: a running job keeps it alive
        self._signals.done.connect(self.written)
        self.in_flight = ""                     # the JSON text being written ("" when none)

    def write(self, path: Path, data: bytes, text: str, prefs: dict) -> None:
        """Write ``data`` to ``path`` atomically, then the preferences ``prefs``, after any write in flight."""
        self.in_flight = text
        signals = self._signals

        def job() -> None:
            try:
                atomic_write_bytes(path, data)
            except (OSError, WriteError) as exc:
                signals.done.emit(text, str(exc) or type(exc).__name__)
                return
            try:
                preferences.write_preferences(preferences.open_settings(), **prefs)
            except Exception as exc:   # preferences are a convenience: never fail a save
                log.warning("could not save preferences: %s", exc)
            signals.done.emit(text, "")
        self._worker.start(job)

    def settle(self) -> None:
        """Wait for the writes in flight and deliver their ``written`` now (a synchronous save follows)."""
        if self._worker.pending:
            self._worker.wait(WAIT_MS)
        QtCore.QCoreApplication.sendPostedEvents(self._signals, QtCore.QEvent.Type.MetaCall.value)


class AutosaveWrites:
    """:class:`~posviz.qt.lecture.persistence.Persistence`'s autosave writes: the debounced one in the
    background (``_writer``, a :class:`BackgroundWrite`), :meth:`autosave_now` at once.

    The persistence holds ``_writer``, ``_written`` (the JSON last written), ``autosave_file``,
    ``autosave_count``, ``enabled`` and the methods used here (``current_state``, ``_set_unsaved``,
    ``_move_aside_foreign``, ``_autosave_failed``, ``_save_preferences``, ``_preference_values``).
    """

    def autosave_now(self) -> bool:
        """Write the autosave file now if the state changed since the last write; True when written."""
        self.timer.stop()
        self._writer.settle()               # a background write in flight lands first, never after this one
        prepared = self._prepare_autosave()
        if prepared is None:
            return False
        try:
            atomic_write_bytes(self.autosave_file, prepared[1])
        except (OSError, WriteError) as exc:
            self._autosave_failed(str(exc))
            return False
        self._on_written(prepared[0], "")
        self._save_preferences()
        return True

    def _autosave_in_background(self) -> None:
        """The debounced autosave: the state is read here, the file and preferences written in a worker."""
        prepared = self._prepare_autosave()
        if prepared is not None and prepared[0] != self._writer.in_flight:
            self._writer.write(self.autosave_file, prepared[1], prepared[0], self._preference_values())

    def _prepare_autosave(self) -> tuple[str, bytes] | None:
        """The state's JSON and file bytes, None when unchanged since the last write (or disabled, or failed)."""
        lecture = self.current_state()
        text = lecture.to_json()
        if text == self._written or not self.enabled:
            return None
        try:
            data = lecture.to_bytes(text)       # what a start could not read again is not written
            self.autosave_file.parent.mkdir(parents=True, exist_ok=True)
            self._move_aside_foreign()
        except (OSError, WriteError, LectureStateError) as exc:
            self._autosave_failed(str(exc))
            return None
        return text, data

    def _on_written(self, text: str, error: str) -> None:
        if text == self._writer.in_flight:
            self._writer.in_flight = ""
        if error:
            self._autosave_failed(error)
            return
        self._written, self.autosave_count = text, self.autosave_count + 1
        self._set_unsaved("")
