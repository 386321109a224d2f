"""Start-up to the first frame: start posviz as its command does, report when its window first paints, quit.

    python tests/bench/first_paint.py [posviz options]

``run.py`` starts this script (and ``floor.py``, which uses the same reporter) and reads one JSON
line from standard output::

    {"first_paint": <time.monotonic() when it starts>, "first_paint_done": <... when it is done>,
     "cpu_s": <CPU seconds used by then>, "rss_mb": ..., "hwm_mb": ..., "idle_rss_mb": ...}

``time.monotonic()`` is the same clock in every process on Linux, so the runner subtracts the time
it started the process. The app idles for ``IDLE_MS`` after the first frame before reading its
resident memory again, then quits. The reporter is installed through the app's ``on_window`` seam,
before the window is shown. Only light modules are imported here: the floor pays for them too.
"""
from __future__ import annotations

import json
import sys
import time

from memory import memory_mb
from PySide6 import QtCore, QtWidgets  # before pyqtgraph, as posviz does

IDLE_MS = 1000


class FirstPaintReporter(QtCore.QObject):
    """Watches ``widget`` for its first paint event; reports after that frame is flushed, then quits."""

    def __init__(self, widget: QtWidgets.QWidget) -> None:
        super().__init__(widget)
        self._widget, self.report = widget, {}
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QtCore.QEvent.Type.Paint and not self.report:
            self.report = {"first_paint": time.monotonic()}
            self._widget.removeEventFilter(self)
            QtCore.QTimer.singleShot(0, self._painted)   # runs once the whole frame is painted
        return False

    def _painted(self) -> None:
        self.report["first_paint_done"] = time.monotonic()
        self.report["cpu_s"] = time.process_time()     # CPU time of the whole process so far
        self.report.update(memory_mb())
        QtCore.QTimer.singleShot(IDLE_MS, self._idle)

    def _idle(self) -> None:
        self.report["idle_rss_mb"] = memory_mb()["rss_mb"]
        print(json.dumps(self.report), flush=True)
        QtWidgets.QApplication.instance().quit()


def main(argv: list[str]) -> int:
    from posviz.qt import collector
    collector.pause()                                             # as posviz.cli.command.main does
    from posviz.cli.command import build_parser, start_window     # as the posviz command starts the window
    args = build_parser().parse_args(argv)
    return start_window(sentence=args.sentence, model=args.model, on_window=FirstPaintReporter)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
