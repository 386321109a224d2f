"""Python's cyclic garbage collector, paused while the window starts (issue 27).

Start-up creates a few hundred thousand objects that live as long as the app (modules, classes,
Qt wrappers, numpy's tables) and almost no garbage (some 600 objects in cycles). The collector
does not know that: while PySide6, pyqtgraph and posviz are imported and the window is built it
ran about 135 times and walked them all again and again, some 60 ms of CPU on the 2-core
reference machine before the first frame (measured with ``gc.callbacks``) out of ~0.7 s.

The ``posviz`` command pauses it before importing the window (:func:`pause`); once the window
has painted its first frame, :func:`resume` freezes what start-up built (``gc.freeze``: a
permanent generation later collections skip, so a full collection while typing is cheaper, too)
and hands collection on: to the GUI thread's timer (:mod:`posviz.qt.gui_collector`, ``automatic``
False), or back to Python (after a subcommand, or a window that never painted). The few start-up
cycles are frozen with the rest, never freed.
Nothing here imports Qt: the command line calls :func:`pause` before Qt is loaded.
"""
from __future__ import annotations

import gc

_paused = [False]


def pause() -> None:
    """Stop automatic collections until :func:`resume` (nothing happens if they are already off)."""
    if gc.isenabled():
        gc.disable()
        _paused[0] = True


def paused() -> bool:
    """Whether :func:`pause` stopped the collector and it was not resumed yet."""
    return _paused[0]


def resume(automatic: bool = True) -> None:
    """Freeze what exists now, if :func:`pause` stopped the collector; then let Python collect
    automatically again (``automatic``), or leave that off for a collector of the caller's."""
    if _paused[0]:
        _paused[0] = False
        gc.freeze()
        if automatic:
            gc.enable()
