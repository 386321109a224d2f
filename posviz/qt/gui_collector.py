"""Python's cycle collector runs on the GUI thread only, from a timer.

Left automatic, the collector runs in whichever thread happens to allocate when a generation is
full: posviz's workers (the encoder, the word-order pool, the model loader) and any other Python
thread (pytest-xdist's channel). A collection frees every unreachable cycle at once, and a cycle
holding a Qt object (a parentless QObject or widget, a font, a pixmap) destroys it in that thread
while the GUI thread is using Qt: a native crash at some later, unrelated call (seen in CI inside
the word-order chips' ``QListWidget.clear()``, and once in the room slides). Automatic collection
is therefore switched off while posviz runs and this timer, on the GUI thread, collects each
generation when its count passes the threshold Python itself would have used. Reference counting
still frees everything that is not in a cycle at once, in any thread, as before.
"""
from __future__ import annotations

import gc
import time

from PySide6 import QtCore

CHECK_MS = 250          # how often the counts are compared with the thresholds (a few microseconds each)
FULL_GAP_S = 5.0        # a full collection at most this often (Python spaces them out by its own rule)
OBJECT_NAME = "posvizGuiCollector"


def due_generation(counts: tuple[int, int, int], thresholds: tuple[int, int, int]) -> int | None:
    """The generation automatic collection would collect at these counts: none until generation 0
    is over its threshold, then the oldest generation over its own (younger ones are included)."""
    if counts[0] <= thresholds[0]:
        return None
    return max(g for g in range(3) if counts[g] > thresholds[g])


class GuiCollector(QtCore.QObject):
    """Automatic collection off; a GUI-thread timer collects instead (see the module's notes).

    Attributes
    ----------
    thresholds : tuple of int
        Python's collection thresholds when this was installed: the counts that make a generation due.
    """

    def __init__(self, app: QtCore.QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName(OBJECT_NAME)
        self.thresholds = gc.get_threshold()
        self._last_full = time.monotonic()
        self.timer = QtCore.QTimer(self, interval=CHECK_MS)
        self.timer.timeout.connect(self.check)
        app.aboutToQuit.connect(self.stop)
        self.start()

    def start(self) -> None:
        """Automatic collection off, the timer's on (again after a quit, for an event loop run anew)."""
        gc.disable()
        self.timer.start()

    def check(self) -> int:
        """Collect now what is due (the timer's call); how many objects were found unreachable."""
        generation = due_generation(gc.get_count(), self.thresholds)
        if generation is None:
            return 0
        if generation == 2:
            if time.monotonic() - self._last_full < FULL_GAP_S:
                generation = 1          # a full pass over a large heap costs tens of ms: not at every due
            else:
                self._last_full = time.monotonic()
        return gc.collect(generation)

    def stop(self) -> None:
        """Back to automatic collection (at quit: the interpreter's own clean-up follows)."""
        self.timer.stop()
        gc.enable()


def installed() -> GuiCollector | None:
    """The application's collector if one was installed, else None (nothing is made)."""
    app = QtCore.QCoreApplication.instance()
    return app.findChild(GuiCollector, OBJECT_NAME) if app is not None else None


def install() -> GuiCollector | None:
    """The application's collector, made on the first call from the GUI thread (None without a
    QCoreApplication, or when called from another thread: nothing runs then to collect)."""
    app = QtCore.QCoreApplication.instance()
    if app is None or QtCore.QThread.currentThread() is not app.thread():
        return None
    collector = installed()
    if collector is None:
        return GuiCollector(app)
    if not collector.timer.isActive():
        collector.start()
    return collector
