"""A benchmark hook: report when the main window first paints, then quit.

``tests/bench/run.py`` starts ``python -m posviz`` with ``POSVIZ_BENCH_FIRST_PAINT=1`` and reads
one JSON line from standard output::

    {"first_paint": <time.monotonic() when it starts>, "first_paint_done": <... when it is done>,
     "cpu_s": <CPU seconds used by then>, "rss_mb": ..., "hwm_mb": ..., "idle_rss_mb": ...}

``time.monotonic()`` is the same clock in every process on Linux, so the runner subtracts the
time it started the process. The app idles for ``IDLE_MS`` after the first frame before reading
its resident memory again, then quits. Nothing here runs unless the variable is set.
"""
from __future__ import annotations

import json
import sys
import time

from PySide6 import QtCore, QtWidgets

ENV_VAR = "POSVIZ_BENCH_FIRST_PAINT"
IDLE_MS = 1000


def memory_mb() -> dict:
    """This process's resident memory now (VmRSS) and at its peak (VmHWM), in MB (Linux)."""
    found = {}
    try:
        with open("/proc/self/status") as status:
            for line in status:
                key, _, value = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    found[key] = int(value.split()[0]) / 1024
    except OSError:
        pass
    return {"rss_mb": found.get("VmRSS", float("nan")), "hwm_mb": found.get("VmHWM", float("nan"))}


class FirstPaintReporter(QtCore.QObject):
    """Watches ``window`` for its first paint event; reports after that frame is flushed."""

    def __init__(self, window: QtWidgets.QWidget) -> None:
        super().__init__(window)
        self._window, self._report = window, {}
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QtCore.QEvent.Type.Paint and not self._report:
            self._report = {"first_paint": time.monotonic()}
            self._window.removeEventFilter(self)
            QtCore.QTimer.singleShot(0, self._painted)   # runs once the whole frame is painted
        return False

    def _painted(self) -> None:
        self._report["first_paint_done"] = time.monotonic()
        self._report["cpu_s"] = time.process_time()     # CPU time of the whole process so far
        self._report.update(memory_mb())
        QtCore.QTimer.singleShot(IDLE_MS, self._idle)

    def _idle(self) -> None:
        self._report["idle_rss_mb"] = memory_mb()["rss_mb"]
        print(json.dumps(self._report), flush=True)
        sys.stdout.flush()
        QtWidgets.QApplication.instance().quit()


def quit_after_first_paint(window: QtWidgets.QWidget) -> FirstPaintReporter:
    """Install the hook on ``window`` (call before showing it)."""
    return FirstPaintReporter(window)
