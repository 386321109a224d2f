"""The window's tabs: the main "Input layer" page's boxes, and the extra tabs built when first shown.

Each entry of EXTRA_TABS is (title, "module:Class"); the class is imported and built the first time
its tab is shown, so start-up pays only for the main tab. A class takes ``(session, parent=None)``.
Add a line here to add a view; MainWindow needs no change.
"""
from __future__ import annotations

import importlib

from PySide6 import QtCore, QtWidgets

from posviz.qt.widgets.common import FlatLayout

EXTRA_TABS: list[tuple[str, str]] = [
    ("Word order", "posviz.qt.panels.shuffle:ShufflePanel"),
    ("Deeper ideas", "posviz.qt.panels.deeper.views:DeeperViews"),   # seven views in sub-tabs
    ("Quiz", "posviz.qt.panels.quiz:QuizPanel"),
    ("Practice", "posviz.qt.panels.practice:PracticePanel"),
    ("Real model", "posviz.qt.panels.real_model:RealModelView"),
    ("Compare", "posviz.qt.panels.compare.panel:ComparePanel"),       # two to four models side by side
]


class LazyTab(QtWidgets.QWidget):
    """A tab whose view is imported and built the first time it is shown.

    Attributes
    ----------
    view : QWidget or None
        The view, once built.
    """

    def __init__(self, target: str, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._target, self._session = target, session
        self.view: QtWidgets.QWidget | None = None
        QtWidgets.QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)

    def ensure_built(self) -> QtWidgets.QWidget:
        if self.view is None:
            module_name, class_name = self._target.split(":")
            cls = getattr(importlib.import_module(module_name), class_name)
            self.view = cls(self._session, self)
            # In a scroll area: a view wider than a zoomed projector scrolls instead of pushing the
            # window past the screen (a tab's least size was the whole window's).
            area = QtWidgets.QScrollArea(objectName="tabScroll")
            holder = QtWidgets.QWidget()         # sized by the view's least height, not its preferred one
            FlatLayout(holder).setContentsMargins(0, 0, 0, 0)
            holder.layout().addWidget(self.view)
            area.setWidget(holder)
            area.setWidgetResizable(True)
            area.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
            area.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)     # the clicker's arrows are not scrolling
            self.layout().addWidget(area)
        return self.view


class PanelBox(QtWidgets.QGroupBox):
    """A titled panel whose smallest height is a number of text lines, so it grows with the zoom."""

    def __init__(self, title: str, lines: int) -> None:
        super().__init__(title)
        self.lines = lines

    def set_lines(self, lines: int) -> None:
        """Its least height, in lines of text (a panel shown alone needs fewer)."""
        if lines != self.lines:
            self.lines = lines
            self.updateGeometry()

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QtCore.QSize(hint.width(), max(hint.height(), self.lines * self.fontMetrics().lineSpacing()))


def titled(title: str, widget: QtWidgets.QWidget, lines: int = 10) -> PanelBox:
    """``widget`` in a :class:`PanelBox` at least ``lines`` text lines high."""
    box = PanelBox(title, lines)
    QtWidgets.QVBoxLayout(box).addWidget(widget)
    box.layout().setContentsMargins(4, 4, 4, 4)
    return box


def split(orientation: QtCore.Qt.Orientation, widgets: list, sizes: list[int] | None = None) -> QtWidgets.QSplitter:
    """A splitter over ``widgets`` (starting at ``sizes``) that never collapses one of them."""
    splitter = QtWidgets.QSplitter(orientation)
    for widget in widgets:
        splitter.addWidget(widget)
    if sizes is not None:
        splitter.setSizes(sizes)
    splitter.setChildrenCollapsible(False)
    return splitter


def scrolling(page: QtWidgets.QWidget) -> QtWidgets.QScrollArea:
    """``page`` fills the tab, and scrolls instead of being cut off when zoomed past the screen."""
    area = QtWidgets.QScrollArea(objectName="inputLayerScroll")
    area.setAccessibleName("Input layer: E, Z, the addition and the position heatmap")
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
    return area
