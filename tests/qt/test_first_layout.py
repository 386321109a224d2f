"""The main window is laid out once, at its own size, when it is first shown (issue 27's start-up).

QTabWidget places its pages only in its own show event, after they have been shown: without the
window's pre-layout the heatmap plot and E's and Z's tables were first laid out at a stale size
(233 x 157 and 248 x 127 pixels in a 1600 x 918 window), then again at their real one.
"""
from PySide6 import QtCore, QtWidgets

from posviz.qt import create_window


class Resizes(QtCore.QObject):
    """The sizes each watched widget is given, in order."""

    def __init__(self, widgets: dict) -> None:
        super().__init__()
        self.sizes = {name: [] for name in widgets}
        self._names = {widget: name for name, widget in widgets.items()}
        for widget in widgets.values():
            widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QtCore.QEvent.Type.Resize and obj in self._names:
            self.sizes[self._names[obj]].append(event.size().toTuple())
        return False


def test_panels_are_first_laid_out_at_their_final_width(qtbot):
    window = create_window("the dog bit the man")
    qtbot.addWidget(window)
    window.resize(1600, 918)
    widgets = {"heatmap": window.heatmap.findChild(QtWidgets.QGraphicsView), "E": window.table.view,
               "Z": window.matrix.view}
    watch = Resizes(widgets)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(3):
        QtWidgets.QApplication.processEvents()
    # every first size is already the final width (a readout fitted to it may still change a height)
    assert {name: sizes[0][0] for name, sizes in watch.sizes.items()} == {
        name: widget.width() for name, widget in widgets.items()}
    assert {name: sizes[0] for name, sizes in watch.sizes.items() if name != "heatmap"} == {
        name: widget.size().toTuple() for name, widget in widgets.items() if name != "heatmap"}
    assert window.heatmap.findChild(QtWidgets.QGraphicsView).width() > 600      # a real width, not a default
    # the columns share out the final viewport's width: none is scrolled away sideways
    for view in (window.table.view, window.matrix.view):
        assert view.horizontalScrollBar().maximum() == 0
        assert view.horizontalHeader().length() <= view.viewport().width()
