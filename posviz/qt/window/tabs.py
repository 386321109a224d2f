"""The window's tabs: the main "Input layer" page's boxes, and the extra tabs built when first shown.

Each entry of EXTRA_TABS is (key, "module:Class"); the key is the tab's English name, which stays
its id (``window.show_tab("Word order")``) while :func:`tab_title` names it in the current language;
the class is imported and built the first time its tab is shown, so start-up pays only for the
main tab. A class takes ``(session, parent=None)``.
Add a line here to add a view; MainWindow needs no change.
"""
from __future__ import annotations

from typing import Callable

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context

from posviz.qt.widgets.lazy_tab import LazyTab  # noqa: F401 (the window builds its extra tabs with it)

Tabs = Context("Tabs")
INPUT_LAYER = "Input layer"           # the main tab's key
EXTRA_TABS: list[tuple[str, str]] = [
    ("Word order", "posviz.qt.panels.shuffle:ShufflePanel"),
    ("Deeper ideas", "posviz.qt.panels.deeper.views:DeeperViews"),   # seven views in sub-tabs
    ("Quiz", "posviz.qt.panels.quiz:QuizPanel"),
    ("Practice", "posviz.qt.panels.practice:PracticePanel"),
    ("Real model", "posviz.qt.panels.real_model:RealModelView"),
    ("Compare", "posviz.qt.panels.compare.panel:ComparePanel"),       # two to four models side by side
]


def tab_title(key: str) -> str:
    """The tab called ``key`` in English, named in the current language."""
    titles = {"Input layer": Tabs.tr("Input layer"), "Word order": Tabs.tr("Word order"),
              "Deeper ideas": Tabs.tr("Deeper ideas"), "Quiz": Tabs.tr("Quiz"), "Practice": Tabs.tr("Practice"),
              "Real model": Tabs.tr("Real model"), "Compare": Tabs.tr("Compare")}
    return titles.get(key, key)


def tab_index(tabs: QtWidgets.QTabWidget, key: str) -> int:
    """The index of the tab whose English name is ``key`` (or whose shown name is), else -1."""
    for i in range(tabs.count()):
        if tabs.widget(i).property("tabKey") == key or tabs.tabText(i) == key:
            return i
    return -1


def name_tabs(tabs: QtWidgets.QTabWidget) -> None:
    """Name every tab in the current language (its English key is kept as the page's ``tabKey``)."""
    for i in range(tabs.count()):
        tabs.setTabText(i, tab_title(tabs.widget(i).property("tabKey") or tabs.tabText(i)))


PanelTitles = Context("PanelTitles")


def panel_title(name: str) -> str:
    """The title of a box of the main view ("table", "matrix", "heatmap", "addition": the lesson's sum)."""
    return {"table": PanelTitles.tr("Embedding table E (one row per word)"),
            "matrix": PanelTitles.tr("Z: input to layer 1 (position · token)"),
            "addition": PanelTitles.tr("Token row + position row = row of Z"),
            "heatmap": PanelTitles.tr("Position vectors, as a heatmap")}[name]


class PanelBox(QtWidgets.QGroupBox):
    """A titled panel whose smallest height is a number of text lines, so it grows with the zoom.

    ``title`` is a text, or a function that makes it: then it is made again in a new language."""

    def __init__(self, title: str | Callable[[], str], lines: int) -> None:
        super().__init__(title if isinstance(title, str) else title())
        self.make_title = None if isinstance(title, str) else title
        self.lines = lines

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange and self.make_title is not None:
            self.setTitle(self.make_title())

    def set_lines(self, lines: int) -> None:
        """Its least height, in lines of text (a panel shown alone needs fewer)."""
        if lines != self.lines:
            self.lines = lines
            self.updateGeometry()

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QtCore.QSize(hint.width(), max(hint.height(), self.lines * self.fontMetrics().lineSpacing()))


def titled(title: str | Callable[[], str], widget: QtWidgets.QWidget, lines: int = 10) -> PanelBox:
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


def lay_out_hidden(tabs: QtWidgets.QTabWidget) -> None:
    """Place a hidden tab widget's bar and pages at their final places, as it does itself when shown.

    QTabWidget lays out its pages only in its own show event, after they have been shown at the
    size they had before: the main view's page was laid out at 233 x 157 pixels, then again at its
    real size (each pyqtgraph plot and table laid out twice). Placed first, it is laid out once.
    """
    option = QtWidgets.QStyleOptionTabWidgetFrame()
    tabs.initStyleOption(option)
    style, stack = tabs.style(), tabs.findChild(QtWidgets.QStackedWidget)
    tabs.tabBar().setGeometry(style.subElementRect(QtWidgets.QStyle.SubElement.SE_TabWidgetTabBar, option, tabs))
    if stack is not None:
        stack.setGeometry(style.subElementRect(QtWidgets.QStyle.SubElement.SE_TabWidgetTabContents, option, tabs))


def scrolling(page: QtWidgets.QWidget) -> QtWidgets.QScrollArea:
    """``page`` fills the tab, and scrolls instead of being cut off when zoomed past the screen."""
    area = QtWidgets.QScrollArea(objectName="inputLayerScroll")
    area.setAccessibleName(PanelTitles.tr("Input layer: E, Z, the addition and the position heatmap"))
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
    return area
