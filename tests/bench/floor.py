"""The start-up floor: import PySide6, numpy and pyqtgraph, show one PlotWidget with an ImageItem.

Started by ``run.py`` beside ``python -m posviz``; prints the same JSON line as posviz's
``POSVIZ_BENCH_FIRST_PAINT`` hook (posviz/qt/first_paint.py), without importing posviz.
"""
import json
import time

from PySide6 import QtCore, QtWidgets  # before pyqtgraph, as posviz does

import numpy as np
import pyqtgraph as pg

IDLE_MS = 1000   # as posviz/qt/first_paint.py


def memory_mb() -> dict:
    found = {}
    with open("/proc/self/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                found[key] = int(value.split()[0]) / 1024
    return {"rss_mb": found["VmRSS"], "hwm_mb": found["VmHWM"]}


class Reporter(QtCore.QObject):
    def __init__(self, widget) -> None:
        super().__init__(widget)
        self.widget, self.report = widget.viewport(), {}   # a QGraphicsView paints in its viewport
        self.widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QtCore.QEvent.Type.Paint and not self.report:
            self.report = {"first_paint": time.monotonic()}
            self.widget.removeEventFilter(self)
            QtCore.QTimer.singleShot(0, self.painted)
        return False

    def painted(self) -> None:
        self.report["first_paint_done"] = time.monotonic()
        self.report["cpu_s"] = time.process_time()
        self.report.update(memory_mb())
        QtCore.QTimer.singleShot(IDLE_MS, self.idle)

    def idle(self) -> None:
        self.report["idle_rss_mb"] = memory_mb()["rss_mb"]
        print(json.dumps(self.report), flush=True)
        QtWidgets.QApplication.instance().quit()


def main() -> None:
    app = QtWidgets.QApplication([])
    plot = pg.PlotWidget()
    values = np.sin(np.outer(np.arange(64), np.linspace(0.0, 1.0, 6))).astype(np.float32)
    plot.addItem(pg.ImageItem(values, axisOrder="row-major", levels=(-1, 1)))
    plot.resize(1280, 800)
    reporter = Reporter(plot)
    plot.show()
    app.exec()
    del reporter


if __name__ == "__main__":
    main()
