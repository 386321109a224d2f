"""The GUI thread's largest stall over every window test (issue 26's whole-suite budget figure).

Off by default. On with ``POSVIZ_GUI_STALLS=1`` (tests/conftest.py registers :class:`StallWatch`)::

    POSVIZ_GUI_STALLS=1 python -m pytest -p no:xdist -p no:randomly tests/qt/test_window.py ...

How: during each test's call phase (set-up and tear-down, where windows are built and closed,
are left out) a 5 ms QTimer ticks on the GUI thread. A gap between two ticks is a stall. It is
"in the event loop" when both ticks ran under the same Python frame that entered the loop
(``qtbot.wait*``, ``processEvents``, ``exec``; read from the GUI thread's own stack at each
tick) and no loop was entered from Python between them (:class:`_Entries`): the loop never
returned to the test in between, so the gap is the app's own work, as a
user would meet it. Otherwise the test drove the app synchronously in the gap (a direct call
standing for a user's action, the test's own checks); that is reported apart. (Reading the GUI
thread's stack from another thread instead crashed Python 3.11.) The summary names the largest of each and
the ten slowest tests; ``POSVIZ_GUI_STALLS_FILE=path`` also writes them as JSON lines.
"""
from __future__ import annotations

import json
import linecache
import os
import sys
import threading
import time

import pytest

TICK_MS = 5
LOOP_LINES = ("processEvents(", ".exec(", "exec_(", ".wait(", "waitUntil(", "waitSignal(", "waitSignals(",
              "waitExposed(", "waitActive(", "waitCallback(", "qWait(")


def loop_frame(frame):
    """The innermost Python frame on the GUI thread's own stack (from ``frame`` out) that is running an
    event loop (a line calling ``processEvents``, ``exec``, ``qtbot.wait*``), or None."""
    while frame is not None:
        line = linecache.getline(frame.f_code.co_filename, frame.f_lineno)
        if any(mark in line for mark in LOOP_LINES):
            return frame
        frame = frame.f_back
    return None


class _Entries:
    """Counts entries into an event loop (``processEvents``, ``QEventLoop.exec``) made from Python: two
    ticks under the same frame are in the same loop run only if no entry came between them (a test
    calling ``processEvents()`` in a loop enters a new run from the same line each time)."""

    count = 0
    _installed = False

    @classmethod
    def install(cls) -> None:
        if cls._installed:
            return
        from PySide6 import QtCore
        cls._installed = True
        for owner, name, static in ((QtCore.QCoreApplication, "processEvents", True),
                                    (QtCore.QEventLoop, "exec", False), (QtCore.QEventLoop, "processEvents", False)):
            original = getattr(owner, name)

            def counted(*args, _original=original, **kwargs):
                cls.count += 1
                return _original(*args, **kwargs)
            setattr(owner, name, staticmethod(counted) if static else counted)


class _Beat:
    """A heartbeat on the GUI thread: the worst gap between ticks within one event-loop run, and anywhere."""

    def __init__(self) -> None:
        from PySide6 import QtCore
        _Entries.install()
        self.last = time.perf_counter()
        self.loop_frame = None              # the Python frame that entered the loop the last tick ran in
        self.entries = -1                   # loop entries counted at the last tick
        self.worst_loop = self.worst_any = 0.0
        self.timer = QtCore.QTimer(interval=TICK_MS, timerType=QtCore.Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        now = time.perf_counter()
        gap = now - self.last
        frame = loop_frame(sys._getframe(1))
        self.worst_any = max(self.worst_any, gap)
        if frame is not None and frame is self.loop_frame and _Entries.count == self.entries:
            self.worst_loop = max(self.worst_loop, gap)         # the same loop run: no test code ran in the gap
        self.last, self.loop_frame, self.entries = now, frame, _Entries.count

    def end(self) -> tuple[float, float]:
        self.worst_any = max(self.worst_any, time.perf_counter() - self.last)   # the test's own last stretch
        self.timer.stop()
        self.timer.timeout.disconnect(self.tick)
        self.timer = self.loop_frame = None     # owned by Python (no parent): never deleteLater (freed twice)
        return self.worst_loop, self.worst_any


class StallWatch:
    """The pytest plugin: one heartbeat per window test's call phase, a summary at the end."""

    def __init__(self) -> None:
        self.results: list[tuple[float, float, str]] = []

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_call(self, item):
        widgets = sys.modules.get("PySide6.QtWidgets")
        app = widgets.QApplication.instance() if widgets is not None else None
        if app is None or threading.current_thread() is not threading.main_thread():
            yield
            return
        beat = _Beat()
        try:
            yield
        finally:
            loop, anywhere = beat.end()
            self.results.append((loop, anywhere, item.nodeid))

    def pytest_terminal_summary(self, terminalreporter):
        if not self.results:
            return
        write = terminalreporter.write_line
        loop = max(self.results)
        anywhere = max(self.results, key=lambda r: r[1])
        write(f"GUI-thread stalls over {len(self.results)} window tests (5 ms heartbeat, call phase only):")
        write(f"  largest in the event loop: {loop[0] * 1000:.0f} ms in {loop[2]}")
        write(f"  largest with the test's own synchronous calls: {anywhere[1] * 1000:.0f} ms in {anywhere[2]}")
        for result in sorted(self.results, reverse=True)[:10]:
            write(f"  {result[0] * 1000:7.0f} ms loop {result[1] * 1000:7.0f} ms any  {result[2]}")
        path = os.environ.get("POSVIZ_GUI_STALLS_FILE")
        if path:
            with open(path, "a", encoding="utf-8") as out:
                for result in self.results:
                    out.write(json.dumps({"loop_ms": round(result[0] * 1000, 1),
                                          "any_ms": round(result[1] * 1000, 1), "test": result[2]}) + "\n")
