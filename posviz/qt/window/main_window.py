"""The main window: it assembles panels, menus and actions, and computes nothing."""
from __future__ import annotations

import importlib

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt.window.actions import build_menus, key_help_dialog
from posviz.qt.widgets.busy_indicator import BusyIndicator
from posviz.qt.window.model_loader import add_model_actions
from posviz.qt.window.appearance import Appearance
from posviz.qt.panels.controls import ControlsBar
from posviz.qt.panels.embedding_table import EmbeddingTablePanel
from posviz.qt.panels.heatmap.panel import HeatmapPanel
from posviz.qt.panels.input_matrix import InputMatrixPanel
from posviz.qt.panels.quiz import add_open_quiz_action
from posviz.qt.panels.sentence import SentencePanel
from posviz.qt.panels.addition.panel import VectorAdditionPanel
from posviz.qt.lecture.persistence import Persistence
from posviz.qt.window.file_actions import add_lecture_menu
from posviz.qt.session import DEFAULT_SENTENCE, Session
from posviz.qt.encoder import WarmUpAfterFirstPaint
from posviz.qt.window.presenter import PresenterKeys
from posviz.qt.window.tabs import EXTRA_TABS
from posviz.qt.window.walkthrough import Emphasis, WalkthroughBar


class PanelBox(QtWidgets.QGroupBox):
    """A titled panel whose smallest height is a number of text lines, so it grows with the zoom."""

    def __init__(self, title: str, lines: int) -> None:
        super().__init__(title)
        self._lines = lines

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QtCore.QSize(hint.width(), max(hint.height(), self._lines * self.fontMetrics().lineSpacing()))


def _titled(title: str, widget: QtWidgets.QWidget, lines: int = 10) -> QtWidgets.QGroupBox:
    box = PanelBox(title, lines)
    QtWidgets.QVBoxLayout(box).addWidget(widget)
    box.layout().setContentsMargins(4, 4, 4, 4)
    return box


def _scrolling(page: QtWidgets.QWidget) -> QtWidgets.QScrollArea:
    """``page`` fills the tab, and scrolls instead of being cut off when zoomed past the screen."""
    area = QtWidgets.QScrollArea(objectName="inputLayerScroll")
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
    return area


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
        self.tabs.addTab(_scrolling(self._input_layer_page()), "Input layer")
        for title, target in EXTRA_TABS:
            self.tabs.addTab(LazyTab(target, session), title)
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self.walkthrough = WalkthroughBar(session)
        central = QtWidgets.QWidget()
        layout = QtWidgets.QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.walkthrough)
        layout.addWidget(self.sentence)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.addToolBar(QtCore.Qt.ToolBarArea.TopToolBarArea, self.controls)
        self.blank = QtWidgets.QWidget(self, objectName="blankScreen")
        self.blank.setStyleSheet("background: black;")
        self.blank.hide()
        self.presenting = False
        build_menus(self)
        add_open_quiz_action(self)
        add_model_actions(self)          # File → Open model folder…, the "Real model" tab
        self.statusBar().setObjectName("statusBar")
        self.busy = BusyIndicator(session, self)
        self.statusBar().addPermanentWidget(self.busy)
        self.emphasis = Emphasis(session, self.boxes, self.addition, self)
        self.presenter = PresenterKeys(self)
        self.appearance = Appearance(session, self)
        self.appearance.apply_all()
        session.messageChanged.connect(self._on_message_changed)
        session.stepChanged.connect(self._on_step_changed)
        self._fit_to_screen()
        self.persistence = Persistence(self)   # autosave and lecture files
        add_lecture_menu(self, self.persistence)   # prepared sentences, File → Export
        from posviz.qt.testhook import install_test_hook
        install_test_hook(self)

    def _input_layer_page(self) -> QtWidgets.QWidget:
        self.boxes = {"sentence": self.sentence,
                      "table": _titled("Embedding table E (one row per word)", self.table, 22),
                      "matrix": _titled("Z: input to layer 1 (position · token)", self.matrix, 10),
                      "addition": _titled("Token row + position row = row of Z", self.addition, 12),
                      "heatmap": _titled("Position vectors, as a heatmap", self.heatmap, 18)}
        left = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        left.addWidget(self.boxes["table"])
        left.addWidget(self.boxes["matrix"])
        left.setSizes([340, 220])
        right = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        right.addWidget(self.boxes["addition"])
        right.addWidget(self.boxes["heatmap"])
        page = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal)
        page.addWidget(left)
        page.addWidget(right)
        page.setStretchFactor(0, 11)
        page.setStretchFactor(1, 9)
        page.setSizes([550, 450])
        for splitter in (left, right, page):
            splitter.setChildrenCollapsible(False)
        return page

    # --- modes (called by actions and presenter keys) ---------------------------------------
    @property
    def blanked(self) -> bool:
        return self.blank.isVisible()

    def toggle_blank(self) -> None:
        """Black out the whole window (a presenter's B key), or bring it back."""
        if self.blanked:
            self.blank.hide()
        else:
            self.blank.setGeometry(self.rect())
            self.blank.raise_()
            self.blank.show()

    def set_presenting(self, on: bool) -> None:
        """Presentation mode: full screen, no menus or tool bars; panels a step skips step aside."""
        self.presenting = bool(on)
        for bar in (self.menuBar(), self.controls, self.statusBar()):
            bar.setVisible(not self.presenting)
        self.emphasis.set_collapse(self.presenting)
        if self.presenting:
            self.showFullScreen()
            screen = self.screen()
            if screen is not None:   # without a window manager full screen does not resize by itself
                self.setGeometry(screen.geometry())
        else:
            self.showNormal()
        with QtCore.QSignalBlocker(self.present_action):
            self.present_action.setChecked(self.presenting)

    def leave_mode(self) -> None:
        """Esc: leave the innermost mode (blank screen, presentation, walkthrough)."""
        if self.blanked:
            self.toggle_blank()
        elif self.presenting:
            self.set_presenting(False)
        elif self.session.step >= 0:
            self.session.set_step(-1)

    def show_key_help(self) -> None:
        key_help_dialog(self).exec()

    def show_tab(self, title: str) -> None:
        """Bring the tab called ``title`` to the front."""
        for i in range(self.tabs.count()):
            if self.tabs.tabText(i) == title:
                self.tabs.setCurrentIndex(i)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.blank.setGeometry(self.rect())

    def _on_step_changed(self, step: int) -> None:
        if step >= 0:
            self.tabs.setCurrentIndex(0)

    def _fit_to_screen(self) -> None:
        """Most of a large screen (up to 1600 x 1000); all of a small one (a 1024 x 768 projector)."""
        screen = QtGui.QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen else QtCore.QRect(0, 0, 1280, 800)
        self.resize(min(1600, max(1024, int(area.width() * 0.85)), area.width()),
                    min(1000, max(700, int(area.height() * 0.85)), area.height()))

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
    from posviz.qt.window.app import application
    application()
    session = Session(sentence if sentence is not None else DEFAULT_SENTENCE)
    window = MainWindow(session)
    session.setParent(window)
    WarmUpAfterFirstPaint(window, session.warm_up)    # numpy's lazy imports in the worker, not on a first change
    return window
