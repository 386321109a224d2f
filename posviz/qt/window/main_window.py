"""The main window: it assembles panels, menus and actions, and computes nothing."""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context

from posviz.qt.encoder import WARM_UP_DELAY_MS
from posviz.qt.first_frame import AfterFirstPaint
from posviz.qt.lecture.persistence import Persistence
from posviz.qt.panels.addition.panel import VectorAdditionPanel
from posviz.qt.panels.controls import ControlsBar
from posviz.qt.panels.embedding_table import EmbeddingTablePanel
from posviz.qt.panels.heatmap.panel import HeatmapPanel
from posviz.qt.panels.input_matrix import InputMatrixPanel
from posviz.qt.panels.quiz_action import add_open_quiz_action
from posviz.qt.panels.sentence import SentencePanel
from posviz.qt.session import Session
from posviz.qt.widgets.busy_indicator import BusyIndicator
from posviz.qt.window.actions import Menus, key_help_dialog
from posviz.qt.window.appearance import Appearance
from posviz.qt.window import accessibility
from posviz.qt.window.tabs import (EXTRA_TABS, INPUT_LAYER, LazyTab, lay_out_hidden, name_tabs, panel_title, scrolling, split,
                                   tab_index, tab_title, titled)
from posviz.qt.window.layout import RoomLayout, RoomPanels
from posviz.qt.window.walkthrough import Emphasis, WalkthroughBar

Vertical, Horizontal = QtCore.Qt.Orientation.Vertical, QtCore.Qt.Orientation.Horizontal
MainWindowText = Context("MainWindowText")


class MainWindow(QtWidgets.QMainWindow):
    """posviz's window: sentence and controls on top, the four linked panels, extra tabs."""

    built = False           # True once every part exists (Qt sends LanguageChange while it is built)
    completed = QtCore.Signal()     # every part exists now (see complete())

    def __init__(self, session: Session, complete: bool = True) -> None:
        """Build the window; with ``complete=False`` only what its first frame draws (the app shows it
        and calls :meth:`complete` right after that frame, see :mod:`posviz.qt.window.app`)."""
        super().__init__()
        self.session = session
        # The theme's palette and the zoom's font before any panel exists: applied after, every
        # widget built so far heard of both again and restyled itself (some 3 ms of start-up).
        self.appearance = Appearance(session, self)
        self.appearance.apply_all()
        self.controls = ControlsBar(session, self)
        self.sentence = SentencePanel(session, self)
        self.table = EmbeddingTablePanel(session, self)
        self.addition = VectorAdditionPanel(session, self)
        self.heatmap = HeatmapPanel(session, self)
        self.matrix = InputMatrixPanel(session, self)
        self.boxes: dict[str, QtWidgets.QWidget] = {
            "sentence": self.sentence,
            "table": titled(lambda: panel_title("table"), self.table, 22),
            "matrix": titled(lambda: panel_title("matrix"), self.matrix, 10),
            "addition": titled(self.addition.box_title, self.addition, 12),
            "heatmap": titled(lambda: panel_title("heatmap"), self.heatmap, 18)}
        self._build_body()
        self.presenting = False
        self.menus = Menus(self, session)
        self.controls.addSeparator()
        self.controls.addAction(self.menus.present)
        add_open_quiz_action(self)
        self.busy = self._build_status_bar()
        self.emphasis = Emphasis(session, self.boxes, self.addition, self)
        self.room = RoomLayout(self, self._room_panels())   # fewer, larger panels when they cannot all be read
        self.focus_ring = accessibility.setup(self, self, self.blank)   # a frame around the focused control
        session.messageChanged.connect(self._on_message_changed)
        session.stepChanged.connect(self._on_step_changed)
        self._fit_to_screen()
        self.persistence = Persistence(session, self.statusBar(), self)    # autosave, lecture files
        self.retranslate()
        AfterFirstPaint(self, session.warm_up, WARM_UP_DELAY_MS)   # numpy's lazy imports in the worker, not on a first change
        if complete:
            self.complete()

    def complete(self) -> None:
        """Build the parts the first frame does not draw: the keys of a clicker, the second screen, the
        File menu's model, lecture and export entries, Help's entries and banner, the speaker notes,
        View → Language. Their modules are imported here too. Once only; the app calls it after its
        first frame, a script or a test through :func:`~posviz.qt.window.app.create_window`."""
        if self.built:
            return
        from posviz.qt.language import LanguageMenu
        from posviz.qt.lecture.notes import NotesDock
        from posviz.qt.window.file_actions import LectureMenu
        from posviz.qt.window.help import HelpMenu
        from posviz.qt.window.model_loader import ModelActions
        from posviz.qt.window.presenter import PresenterKeys
        from posviz.qt.window.presenting.chrome import PresentationChrome
        from posviz.qt.window.presenting.screens import Stage
        session = self.session
        self.models = ModelActions(self, session, self.menus.file)      # File → Open model folder…
        self.presenter = PresenterKeys(self)
        self.stage = Stage(self)           # two screens: this window for the room, a console for the lecturer
        self.chrome = PresentationChrome(self)     # presenting: bars the tab or step does not use step aside
        self.help = HelpMenu(self)         # Help → welcome, lessons, words, files, About; the welcome banner
        # The banner goes after the busy indicator and before the autosave's warning, as when all was built at once.
        self.statusBar().insertPermanentWidget(1, self.help.banner, 1)
        slides = (self.menus.actions["next_slide"], self.menus.actions["previous_slide"])
        self.lecture_menu = LectureMenu(self, self.persistence, self.menus.file, slides)   # prepared sentences, Export
        self.notes = NotesDock(self, self.persistence)          # speaker notes: hidden, never while presenting
        self.menus.view.addAction(self.notes.action)
        self.menus.view.addMenu(LanguageMenu(self))                       # View → Language (issue 32)
        self.built = True                  # from now on a LanguageChange names everything again
        self.completed.emit()              # each part named itself when made; the rest was named at first

    def _build_status_bar(self) -> BusyIndicator:
        """The status bar (named for style sheets and tests) with the busy indicator at its end."""
        self.statusBar().setObjectName("statusBar")
        busy = BusyIndicator(self.session, self)
        self.statusBar().addPermanentWidget(busy)
        return busy

    def _build_body(self) -> None:
        """The tabs (the input layer's page first), the walkthrough's bar, the sentence, the tool bar
        and the black cover of a blanked screen."""
        self.tabs = QtWidgets.QTabWidget(objectName="mainTabs")
        pages = [(INPUT_LAYER, scrolling(self._input_layer_page()))] + [
            (key, LazyTab(target, self.session)) for key, target in EXTRA_TABS]
        for key, page in pages:
            page.setProperty("tabKey", key)          # the English name stays the tab's id (show_tab)
            self.tabs.addTab(page, tab_title(key))
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self.walkthrough = WalkthroughBar(self.session)
        central = QtWidgets.QWidget()
        layout = QtWidgets.QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        for widget, stretch in ((self.walkthrough, 0), (self.sentence, 0), (self.tabs, 1)):
            layout.addWidget(widget, stretch)
        self.setCentralWidget(central)
        self.addToolBar(QtCore.Qt.ToolBarArea.TopToolBarArea, self.controls)
        # The keys start on ▶ Walkthrough, not on the first control of the chain (the scheme box,
        # where a clicker's Space and Enter once picked "None").
        self.controls.start_button.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
        self.blank = QtWidgets.QWidget(self, objectName="blankScreen")
        self.blank.setStyleSheet("background: black;")
        self.blank.hide()

    def _room_panels(self) -> RoomPanels:
        """What the room layout arranges: the four panels' boxes, E's and Z's tables, E's short form."""
        return RoomPanels({name: box for name, box in self.boxes.items() if name != "sentence"},
                          ((self.table.view, self.table.model), (self.matrix.view, self.matrix.model)),
                          (self.table.set_compact,))

    def _input_layer_page(self) -> QtWidgets.QWidget:
        left = split(Vertical, [self.boxes["table"], self.boxes["matrix"]], [340, 220])
        right = split(Vertical, [self.boxes["addition"], self.boxes["heatmap"]])
        page = split(Horizontal, [left, right], [550, 450])
        page.setStretchFactor(0, 11)
        page.setStretchFactor(1, 9)
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
        self.complete()                    # a key pressed before the first frame was drawn
        self.presenting = bool(on)
        bars = (self.menuBar(), self.controls, self.statusBar())
        held = self.focusWidget()
        if self.presenting and held is not None and any(bar.isAncestorOf(held) for bar in bars):
            # Hiding the bar that holds the keys moves them on as if by Tab, and a line edit reached
            # by Tab selects its whole text: the room saw the sentence highlighted (issue 25).
            self.sentence.editor.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
        for bar in bars:
            bar.setVisible(not self.presenting)
        self.emphasis.set_collapse(self.presenting)
        self.chrome.apply()
        self.notes.set_presenting(self.presenting)
        self.stage.show(self.presenting)   # full screen on the room's screen (+ the console), or normal
        with QtCore.QSignalBlocker(self.menus.present):
            self.menus.present.setChecked(self.presenting)

    def leave_mode(self) -> None:
        """Esc: leave the innermost mode (blank screen, presentation, walkthrough)."""
        if self.blanked:
            self.toggle_blank()
        elif self.presenting:
            self.set_presenting(False)
        elif self.session.step >= 0:
            self.session.leave_walkthrough()

    def step_slide(self, by: int) -> None:
        """Show the prepared sentence ``by`` places on (Ctrl+PgDown: 1, Ctrl+PgUp: -1)."""
        self.persistence.step(by)

    def show_key_help(self) -> None:
        key_help_dialog(self).exec()

    def show_tab(self, title: str) -> None:
        """Bring the tab called ``title`` in English (or as shown) to the front."""
        index = tab_index(self.tabs, title)
        if index >= 0:
            self.tabs.setCurrentIndex(index)

    def retranslate(self) -> None:
        """Name the window, its tabs, panels and menus again in the current language."""
        self.setWindowTitle(MainWindowText.tr("posviz: how a transformer's input layer is built"))
        self.tabs.setAccessibleName(MainWindowText.tr("Views"))   # issue 26: screen readers name the tab strip
        name_tabs(self.tabs)
        late = (self.help, self.models, self.lecture_menu, self.notes) if self.built else ()
        for part in (self.menus, self.focus_ring, *late):
            part.retranslate()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange and self.built:
            self.retranslate()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.blank.setGeometry(self.rect())

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt's name)
        if visible and not self.isVisible():     # laid out at its size first: the panels are laid out once
            self.ensurePolished()
            for layout in (self.layout(), self.centralWidget().layout()):
                layout.activate()
            lay_out_hidden(self.tabs)
        super().setVisible(visible)

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

