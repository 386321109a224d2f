"""The main window: it assembles panels, menus and actions, and computes nothing."""
from __future__ import annotations

import importlib

from PySide6 import QtCore, QtGui, QtWidgets

from .panels.controls import ControlsBar
from .panels.embedding_table import EmbeddingTablePanel
from .panels.heatmap import HeatmapPanel
from .panels.input_matrix import InputMatrixPanel
from .panels.sentence import SentencePanel
from .panels.vector_addition import VectorAdditionPanel
from .session import DEFAULT_SENTENCE, Session
from .tabs import EXTRA_TABS


def _titled(title: str, widget: QtWidgets.QWidget) -> QtWidgets.QGroupBox:
    box = QtWidgets.QGroupBox(title)
    QtWidgets.QVBoxLayout(box).addWidget(widget)
    box.layout().setContentsMargins(4, 4, 4, 4)
    return box


class LazyTab(QtWidgets.QWidget):
    """A tab whose view is imported and built the first time it is shown."""

    def __init__(self, target: str, session: Session, parent=None) -> None:
        super().__init__(parent)
        self._target, self._session, self.view = target, session, None
        QtWidgets.QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)

    def ensure_built(self) -> QtWidgets.QWidget:
        if self.view is None:
            module_name, class_name = self._target.split(":")
            cls = getattr(importlib.import_module(module_name), class_name)
            self.view = cls(self._session, self)
            self.layout().addWidget(self.view)
        return self.view


class MainWindow(QtWidgets.QMainWindow):
    """posviz's window: sentence and controls on top, the four linked panels, extra tabs."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.setWindowTitle("posviz: how a transformer's input layer is built")
        self.controls = ControlsBar(session, self)
        self.sentence = SentencePanel(session, self)
        self.table = EmbeddingTablePanel(session, self)
        self.addition = VectorAdditionPanel(session, self)
        self.heatmap = HeatmapPanel(session, self)
        self.matrix = InputMatrixPanel(session, self)
        self.tabs = QtWidgets.QTabWidget(objectName="mainTabs")
        self.tabs.addTab(self._input_layer_page(), "Input layer")
        for title, target in EXTRA_TABS:
            self.tabs.addTab(LazyTab(target, session), title)
        self.tabs.currentChanged.connect(self._on_tab_changed)
        central = QtWidgets.QWidget()
        layout = QtWidgets.QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.sentence)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.addToolBar(QtCore.Qt.ToolBarArea.TopToolBarArea, self.controls)
        self._build_menus()
        self.statusBar().setObjectName("statusBar")
        session.messageChanged.connect(self._on_message_changed)
        self._fit_to_screen()

    def _input_layer_page(self) -> QtWidgets.QWidget:
        left = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        left.addWidget(_titled("Embedding table E (one row per word)", self.table))
        left.addWidget(_titled("Z: input to layer 1 (position · token)", self.matrix))
        left.setSizes([340, 220])
        right = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        right.addWidget(_titled("Token row + position row = row of Z", self.addition))
        right.addWidget(_titled("Position vectors, as a heatmap", self.heatmap))
        page = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal)
        page.addWidget(left)
        page.addWidget(right)
        page.setStretchFactor(0, 11)
        page.setStretchFactor(1, 9)
        page.setSizes([550, 450])
        for splitter in (left, right, page):
            splitter.setChildrenCollapsible(False)
        return page

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        quit_action = file_menu.addAction("&Quit", self.close)
        quit_action.setShortcut(QtGui.QKeySequence.StandardKey.Quit)
        view_menu = self.menuBar().addMenu("&View")
        reduce = view_menu.addAction("Reduce motion")
        reduce.setCheckable(True)
        reduce.setChecked(self.session.reduce_motion)
        reduce.toggled.connect(self.session.set_reduce_motion)
        self.reduce_motion_action = reduce

    def _fit_to_screen(self) -> None:
        """1280 x 800 where it fits; on a small screen (a 1024 x 768 projector) nearly all of it."""
        screen = QtGui.QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen else QtCore.QRect(0, 0, 1280, 800)
        self.resize(min(1280, area.width()), min(800, area.height()))

    def _on_tab_changed(self, index: int) -> None:
        page = self.tabs.widget(index)
        if isinstance(page, LazyTab):
            page.ensure_built()

    def _on_message_changed(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message)
        else:
            self.statusBar().clearMessage()


def create_window(sentence: str | None = None) -> MainWindow:
    """Build the main window (not shown) on the lesson's toy model."""
    from .app import application
    application()
    session = Session(sentence if sentence is not None else DEFAULT_SENTENCE)
    window = MainWindow(session)
    session.setParent(window)
    return window
