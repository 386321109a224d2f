"""A large new tile computed in slices, the event loop running between them.

A new 8,192-wide table (a d_model or scheme change) needs sines or block sums for every column of
every pixel row: 40-80 ms in one piece held the GUI thread past a frame and a half (the limits
bench). :func:`posviz.model.viewport.tile_steps` yields after each chunk of columns; this job runs
chunks for at most ``SLICE_MS`` and then lets the loop paint and answer input before the next slice.
"""
from __future__ import annotations

import time

from PySide6 import QtCore

SLICE_MS = 6.0                # the GUI thread's longest stretch spent on one slice of a tile
LARGE_CELLS = 1 << 18         # table cells above which a new table's tile is drawn in slices (~3 ms)


class TileJob(QtCore.QObject):
    """One tile being computed, a slice per turn of the event loop.

    Parameters
    ----------
    done : callable (tile, key) -> None
        Called with the finished :class:`~posviz.model.viewport.Tile` and the key it was started with.
    """

    def __init__(self, done, parent=None) -> None:
        super().__init__(parent)
        self._done = done
        self._steps, self.key = None, None
        self._timer = QtCore.QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self._slice)

    @property
    def running(self) -> bool:
        """True while a tile is being computed."""
        return self._steps is not None

    def start(self, key, steps) -> None:
        """Compute the tile ``steps`` (a ``tile_steps`` generator) for ``key``, dropping any other."""
        self._steps, self.key = steps, key
        self._timer.start()

    def take(self, key, cells: int, steps) -> bool:
        """Compute ``steps()`` (a ``tile_steps`` generator) for ``key`` in slices when the tile has more
        than ``LARGE_CELLS`` table cells (True); else drop any job: the caller draws it at once (False)."""
        if cells <= LARGE_CELLS:
            self.cancel()
            return False
        self.start(key, steps())
        return True

    def cancel(self) -> None:
        """Drop the tile being computed (its table changed)."""
        self._timer.stop()
        self._steps, self.key = None, None

    def finish(self) -> None:
        """Compute what is left at once (a caller that needs the image now)."""
        if self._steps is not None:
            self._timer.stop()
            self._run(float("inf"))

    def _slice(self) -> None:
        if self._steps is not None and not self._run(SLICE_MS / 1e3):
            self._timer.start()

    def _run(self, seconds: float) -> bool:
        """Run steps for up to ``seconds`` (one at least); True when the tile was finished and handed over."""
        end = time.perf_counter() + seconds
        try:
            next(self._steps)
            while time.perf_counter() < end:
                next(self._steps)
        except StopIteration as finished:
            key = self.key
            self._steps, self.key = None, None
            self._done(finished.value, key)
            return True
        return False
