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

from PySide6 import QtCore

CHECK_MS = 250          # how often the counts are compared with the thresholds (a few microseconds each)
OBJECT_NAME = "posvizGuiCollector"


def oldest_size() -> int:
    """Objects in the oldest generation (a list of them is made: ~1 ms per 50,000)."""
    return len(gc.get_objects(generation=2))


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
        # What the oldest generation holds, measured at the first check: at install, before the
        # window is built, listing its objects cost 1.7 ms of start-up, and the app's first frame
        # then freezes them out of it (posviz.qt.collector).
        self._long_lived: int | None = None
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
        if self._long_lived is None:
            self._long_lived = oldest_size()
        generation = due_generation(gc.get_count(), self.thresholds)
        if generation == 2 and not self._full_due():
            generation = 1
        if generation is None:
            return 0
        found = gc.collect(generation)
        if generation == 2:
            self._long_lived = oldest_size()
        return found

    def _full_due(self) -> bool:
        """Python's own rule for a full collection: the oldest generation grew by over a quarter of
        what the last full one kept (a full pass over a window's heap costs 0.2-0.3 s here)."""
        return oldest_size() - self._long_lived > self._long_lived / 4

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
    if gc.isenabled() or not collector.timer.isActive():
        collector.start()               # after a quit, or code that turned automatic collection back on
    return collector
