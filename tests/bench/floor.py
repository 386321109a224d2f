"""The start-up floor: import PySide6, numpy and pyqtgraph, show one PlotWidget with an ImageItem.

Started by ``run.py`` beside ``first_paint.py``; prints the same JSON line through the same
reporter, without importing posviz.
"""
from first_paint import FirstPaintReporter
from PySide6 import QtWidgets  # before pyqtgraph, as posviz does

import numpy as np
import pyqtgraph as pg


def main() -> None:
    app = QtWidgets.QApplication([])
    plot = pg.PlotWidget()
    values = np.sin(np.outer(np.arange(64), np.linspace(0.0, 1.0, 6))).astype(np.float32)
    plot.addItem(pg.ImageItem(values, axisOrder="row-major", levels=(-1, 1)))
    plot.resize(1280, 800)
    reporter = FirstPaintReporter(plot.viewport())   # a QGraphicsView paints in its viewport
    plot.show()
    app.exec()
    del reporter


if __name__ == "__main__":
    main()
