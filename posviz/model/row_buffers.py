"""Buffers for X, z and z's row peaks that one layer's successive frames take over: a keystroke's frame
rewrites the rows whose token changed, not the whole (L, d) arrays."""
from __future__ import annotations

import sys
from typing import Callable

import numpy as np

ROW_STEP = 64                  # buffers hold a multiple of this many rows: a word more or less still fits
SPARE_BYTES = 64 * 2 ** 20     # a spare set (X and z) larger than this is let go, not kept for the next frame
CHUNK_VALUES = 2 ** 18         # rows are computed this many values at a time (2 MB temporaries)
COPY_SHARE = 0.5               # a new set copies the newest's rows when at least this share is unchanged


def row_peaks(z: np.ndarray) -> np.ndarray:
    """Largest |value| of each row of ``z`` (L, d), shape (L,); zeros when the rows are empty."""
    return np.maximum(z.max(axis=1), -z.min(axis=1)) if z.size else np.zeros(z.shape[0])


def _readonly_view(array: np.ndarray) -> np.ndarray:
    view = array.view()
    view.setflags(write=False)
    return view


class _Rows:
    """One frame's buffers: X (rows, d), z (rows, d) and z's row peaks (rows,), float64, and the token
    ids (L,) and known flags (L,) whose rows they hold."""

    __slots__ = ("x", "z", "peaks", "ids", "known")

    def __init__(self, rows: int, d: int) -> None:
        self.x, self.z, self.peaks = np.empty((rows, d)), np.empty((rows, d)), np.empty(rows)
        self.ids = self.known = np.zeros(0, dtype=np.int64)

    def free(self) -> bool:
        """Whether no frame holds these buffers any more. A frame's arrays are views, and every view
        holds its base: the only references left are this object's and ``getrefcount``'s argument."""
        return sys.getrefcount(self.x) == 2 and sys.getrefcount(self.z) == 2 and sys.getrefcount(self.peaks) == 2

    def fits(self, length: int) -> bool:
        """Whether ``length`` rows fit, without holding more than twice the rows needed."""
        return length <= self.peaks.shape[0] <= 2 * length + ROW_STEP

    def same(self, ids: np.ndarray, known: np.ndarray) -> np.ndarray:
        """Rows (bool, shape (L,)) whose token these buffers hold already, at the same position."""
        common = min(len(ids), len(self.ids))
        same = np.zeros(len(ids), dtype=bool)
        same[:common] = (ids[:common] == self.ids[:common]) & (known[:common] == self.known[:common])
        return same


class RowBuffers:
    """X, z and peak buffers of one layer's last frames, for the next frame to write into.

    Successive keystrokes change a token or two of a long sentence. A frame's arrays are read-only
    views of buffers kept here; once nothing holds a frame any more, the next one is written into its
    buffers, and only the rows whose token differs from the one they held are computed. When every
    kept set is still held (the window still shows that frame), a new set is made and the rows of
    unchanged tokens copied from the newest. Frames still held are never written to.

    Used by one thread at a time (the session's worker); frames may be read by any thread.
    """

    def __init__(self) -> None:
        self._source: tuple = ()
        self._sets: list[_Rows] = []       # newest last

    def rows(self, source: tuple, ids: np.ndarray, known: np.ndarray, position_vectors: np.ndarray,
             gather: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """X (L, d), z (L, d) and z's row peaks (L,) for the tokens ``ids`` and ``known`` (L,), read-only.

        Parameters
        ----------
        source : tuple
            What rows depend on besides the tokens (the layer's table and scheme): compared by identity;
            other objects than last time drop the kept buffers.
        ids, known : ndarray, shape (L,)
            The tokens (read-only: they are kept as they are, not copied).
        position_vectors : ndarray, shape (L, d)
        gather : callable
            ``gather(ids, known)`` -> the rows of E for those tokens, shape (k, d) (zeros for unknown ones).
        """
        if len(source) != len(self._source) or any(a is not b for a, b in zip(source, self._source)):
            self._source, self._sets = source, []      # so all sets kept have the table's width
        length, d = position_vectors.shape
        target = next((rows for rows in reversed(self._sets) if rows.fits(length) and rows.free()), None)
        if target is not None:
            self._sets.remove(target)
            same = target.same(ids, known)
        else:       # free sets of the wrong size go first: three (L, d) sets at once were 60 MB more at the limits
            self._sets = [rows for rows in self._sets[:-1] if not rows.free()] + self._sets[-1:]
            target, same = self._new_set(length, d, ids, known)
        redo = np.flatnonzero(~same)
        step = max(1, CHUNK_VALUES // max(d, 1))
        for start in range(0, len(redo), step):      # in chunks: no (L, d) temporaries (a paste redoes all rows)
            rows = redo[start:start + step]
            x = target.x[rows] = gather(ids[rows], known[rows])
            z = target.z[rows] = x + position_vectors[rows]
            target.peaks[rows] = row_peaks(z)
        target.ids, target.known = ids, known
        self._keep(target)
        return (_readonly_view(target.x[:length]), _readonly_view(target.z[:length]),
                _readonly_view(target.peaks[:length]))

    def _new_set(self, length: int, d: int, ids: np.ndarray, known: np.ndarray) -> tuple[_Rows, np.ndarray]:
        """A new set of buffers, with the newest set's rows copied when enough tokens are unchanged."""
        target = _Rows(-(-max(length, 1) // ROW_STEP) * ROW_STEP, d)
        newest = self._sets[-1] if self._sets else None
        same = newest.same(ids, known) if newest is not None else np.zeros(length, dtype=bool)
        if not same.any() or same.sum() < COPY_SHARE * length:
            return target, np.zeros(length, dtype=bool)
        common = min(length, len(newest.ids))        # one contiguous copy; changed rows are written after
        target.x[:common], target.z[:common], target.peaks[:common] = \
            newest.x[:common], newest.z[:common], newest.peaks[:common]
        return target, same

    def _keep(self, newest: _Rows) -> None:
        """Keep ``newest`` and one spare set (the last frame's, free once the window lets it go)."""
        spares = [rows for rows in self._sets[-1:] if 2 * rows.x.nbytes <= SPARE_BYTES]
        self._sets = spares + [newest]
