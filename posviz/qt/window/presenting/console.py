"""The presenter console: what the lecturer sees on the laptop while the room sees the main window.

It shows the current walkthrough step (or the main view) and what the next click brings, the
prepared sentence and the next one, the speaker notes, the time and a lecture timer, a live
picture of what the room sees, and the sentence editor and controls. It draws the main window's
session, the only writer: a sentence typed here is held until Enter, then the session has it and
the room's panels follow, so the room sees the result and not the typing. The clicker's keys work
here as in the main window (:class:`~posviz.qt.window.presenter.PresenterKeys`); blanking blanks
the room's window only.
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import isolate, number
from posviz.qt.panels.controls import ControlsBar
from posviz.qt.panels.sentence import SentencePanel
from posviz.qt.widgets.text_style import set_status_colour
from posviz.qt.window import accessibility
from posviz.qt.window.actions import bind_console, key_help_dialog
from posviz.qt.window.presenting.console_parts import ClockBar, Console, RoomView, console_notes, no_notes, now_and_next
from posviz.qt.window.presenter import PresenterKeys

Qt = QtCore.Qt


class ConsoleKeys(PresenterKeys):
    """The main window's key rules, and the console's sentence is held until Enter: Enter shows
    it to the room, Esc puts back the one the room sees (both also end the editing)."""

    def _key_while_editing(self, key) -> bool:
        if self.edited is self.editor and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.window.sentence.flush()
        elif self.edited is self.editor and key == Qt.Key.Key_Escape:
            self.editor.setText(self.window.session.text)
        return super()._key_while_editing(key)


def _button(slot, name: str = "") -> QtWidgets.QPushButton:
    """A button that leaves the keys with the presenter; its words are set by ``retranslate``."""
    button = QtWidgets.QPushButton(objectName=name)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)       # keys stay with the presenter
    button.clicked.connect(slot)
    return button


def _label(name: str, scale: float = 1.0, bold: bool = False, italic: bool = False) -> QtWidgets.QLabel:
    """A plain-text label whose font the console sets (``scale`` x its own size): a style sheet
    would keep the theme's colours of the moment it was set."""
    label = QtWidgets.QLabel(objectName=name, textFormat=Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setProperty("scale", (scale, bold, italic))
    return label


class PresenterConsole(QtWidgets.QMainWindow):
    """The lecturer's window beside the room's (a window of its own, owned by the main window).

    Parameters
    ----------
    audience : MainWindow
        The room's window; its session is the one drawn here.
    stage : Stage
        Swaps the screens.

    Attributes
    ----------
    presenting : bool
        Always True: here the clicker's keys are the lecturer's (PresenterKeys reads it).
    sentence : SentencePanel
    controls : ControlsBar
    room : RoomView
    timer : ClockBar
    presenter : PresenterKeys
    focus_ring : FocusRing
    """

    presenting = True
    built = False           # True once every part exists (Qt sends LanguageChange while it is built)

    def __init__(self, audience, stage) -> None:
        super().__init__(audience, Qt.WindowType.Window)
        self.audience, self.stage, self.session = audience, stage, audience.session
        self.setObjectName("presenterConsole")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # a click on nothing gives the keys back to the clicker
        # The room's zoom is for the room: the console keeps the platform's font size.
        self.setFont(QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.GeneralFont))
        self.where, self.title = _label("consoleWhere", 1.0, True), _label("consoleTitle", 1.6, True)
        self.caption, self.next = _label("consoleCaption", 1.15), _label("consoleNext", 1.1, True)
        self.next_caption = _label("consoleNextCaption", italic=True)     # what comes, not what is shown
        self.slides, self.notes = _label("consoleSlides"), _label("consoleNotes", 1.3)
        self.notes.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.timer = ClockBar(parent=self)
        self.room = RoomView(audience, self.session, self)
        self.blank_button = _button(self.toggle_blank, "blankRoom")
        self.sentence = SentencePanel(self.session, self)
        self.sentence.set_live(False)           # the room sees the sentence typed here once Enter is pressed
        self.held = _label("sentenceHeld", 1.0, True)
        set_status_colour(self.held, "warning")     # readable in every theme, recoloured with it
        self.held.hide()
        self.sentence.editor.textChanged.connect(self._on_typed)
        self.session.textChanged.connect(self._on_typed)
        self.session.frameChanged.connect(self._on_typed)     # a prepared sentence replaced the editor's text
        self.controls = ControlsBar(self.session, self)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.controls)
        self.setCentralWidget(self._body())
        self._set_fonts()
        self.statusBar().setObjectName("consoleStatus")
        self.presenter = ConsoleKeys(self)
        bind_console(self)       # the main window's F5, F6, Ctrl+PgDown / Ctrl+PgUp, from the command table
        # Qt's own unnamed buttons named; a focus ring (shown after Tab: the console is always presenting)
        self.focus_ring = accessibility.setup(self, self)     # the room's blank screen is not this window's
        audience.blank.installEventFilter(self)      # the room blanked from its own window, too
        # What the main window says (a prepared sentence that cannot be shown, a save) is said here:
        # its status bar is hidden while it presents.
        audience.statusBar().messageChanged.connect(self._on_room_message)
        for signal in (self.session.stepChanged, self.session.frameChanged, self.session.layerChanged,
                       audience.persistence.lectureChanged):       # notes edited, another sentence
            signal.connect(self.refresh)
        self.retranslate()
        self.built = True

    def retranslate(self) -> None:
        """The console's own words in the current language, then what it shows now."""
        self.setWindowTitle(Console.tr("posviz: presenter console"))
        self.held.setText(Console.tr("Typed here only: Enter shows it to the room, Esc puts back the room's sentence"))
        self.notes_box.setTitle(Console.tr("Speaker notes (only you see them)"))
        self.blank_button.setToolTip(Console.tr("Black out the room's screen; this console stays as it is"))
        self.room.setAccessibleName(Console.tr("What the room sees"))
        for button, text, tip in ((self.back_button, Console.tr("◀ Back"), ""),
                                  (self.next_button, Console.tr("Next ▶"), ""),
                                  (self.previous_slide, Console.tr("◀ Prepared sentence"), "Ctrl+PgUp"),
                                  (self.next_slide, Console.tr("Prepared sentence ▶"), "Ctrl+PgDown"),
                                  (self.swap_button, Console.tr("Swap screens"),
                                   Console.tr("Put the room's window on this screen and this console on the other")),
                                  (self.stop_button, Console.tr("Stop presenting (Esc)"), "")):
            button.setText(text)
            button.setToolTip(tip)
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange and self.built:
            self.retranslate()

    def _body(self) -> QtWidgets.QWidget:
        left = QtWidgets.QVBoxLayout()
        for widget in (self.where, self.title, self.caption, self.next, self.next_caption, self.slides):
            left.addWidget(widget)
        self.notes_box = notes = QtWidgets.QGroupBox()
        scroll = QtWidgets.QScrollArea(widgetResizable=True, frameShape=QtWidgets.QFrame.Shape.NoFrame)
        scroll.setWidget(self.notes)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        QtWidgets.QVBoxLayout(notes).addWidget(scroll)
        left.addWidget(notes, 1)
        session = self.session
        steps = QtWidgets.QHBoxLayout()
        self.back_button, self.next_button = _button(session.previous_step, "consoleBack"), _button(
            session.next_step, "consoleNextStep")
        steps.addWidget(self.back_button)
        steps.addWidget(self.next_button)
        self.prepared = QtWidgets.QWidget()          # shown when the lecture has several sentences
        row = QtWidgets.QHBoxLayout(self.prepared)
        row.setContentsMargins(0, 0, 0, 0)
        self.previous_slide, self.next_slide = _button(lambda: self.step_slide(-1)), _button(lambda: self.step_slide(1))
        row.addWidget(self.previous_slide)
        row.addWidget(self.next_slide)
        self.room_box = room = QtWidgets.QGroupBox()
        QtWidgets.QVBoxLayout(room).addWidget(self.room)
        right = QtWidgets.QVBoxLayout()
        right.addWidget(self.timer)
        right.addWidget(room, 1)
        right.addLayout(steps)
        right.addWidget(self.prepared)
        modes = QtWidgets.QHBoxLayout()
        modes.addWidget(self.blank_button)
        self.swap_button = _button(self.stage.swap, "swapScreens")
        self.stop_button = _button(lambda: self.audience.set_presenting(False), "stopPresenting")
        for button in (self.swap_button, self.stop_button):
            modes.addWidget(button)
        right.addLayout(modes)
        top = QtWidgets.QHBoxLayout()
        top.addLayout(left, 3)
        top.addLayout(right, 2)
        body = QtWidgets.QWidget()
        layout = QtWidgets.QVBoxLayout(body)
        layout.addLayout(top, 1)
        layout.addWidget(self.held)
        layout.addWidget(self.sentence)
        return body

    def _set_fonts(self) -> None:
        base = self.font()
        for label in self.findChildren(QtWidgets.QLabel):
            scale = label.property("scale")
            if scale:
                font = QtGui.QFont(base)
                font.setPointSizeF(base.pointSizeF() * scale[0])
                font.setBold(scale[1])
                font.setItalic(len(scale) > 2 and scale[2])
                label.setFont(font)

    # --- what PresenterKeys and the command table ask of a window (a Lectern) ---------------
    def set_presenting(self, on: bool) -> None:
        """The room's window presents or stops (F5 here stops: the console is always presenting)."""
        self.audience.set_presenting(on)

    def step_slide(self, by: int) -> None:
        """The room's prepared sentence ``by`` places on."""
        self.audience.persistence.step(by)

    @property
    def blanked(self) -> bool:
        """Whether the room's window is blanked (this console never is)."""
        return self.audience.blanked

    def toggle_blank(self) -> None:
        """Blank the room's window, or bring it back."""
        self.audience.toggle_blank()

    def leave_mode(self) -> None:
        """Esc: as in the room's window (the blank screen, then presentation mode, then the walkthrough)."""
        self.audience.leave_mode()

    def show_key_help(self) -> None:
        key_help_dialog(self).exec()

    # --- drawing --------------------------------------------------------------------------
    def refresh(self, *_args) -> None:
        """Write the step, the next one, the prepared sentences and the notes."""
        where, title, caption, after, later = now_and_next(self.session)
        self.where.setText(where)
        self.title.setText(title)
        self.caption.setText(caption)
        self.next.setText(after)
        self.next_caption.setText(later)
        self.next_caption.setVisible(bool(later))
        lecture = self.audience.persistence.lecture
        count, current = len(lecture.slides), lecture.current
        self.slides.setVisible(count > 1)
        self.prepared.setVisible(count > 1)
        if count > 1:
            self.slides.setText(Console.tr("Prepared sentence {number} of {count}; next: “{sentence}”").format(
                number=number(current + 1), count=number(count), sentence=isolate(_short(
                    lecture.slides[current + 1].text))) if current + 1 < count else Console.tr(
                "Prepared sentence {number} of {count}; it is the last one").format(
                number=number(current + 1), count=number(count)))
        notes = console_notes(self.session, lecture.slide)
        self.notes.setText(notes or no_notes())
        self._on_blank_changed()

    def _on_room_message(self, message: str) -> None:
        self.statusBar().showMessage(message) if message else self.statusBar().clearMessage()

    def _on_typed(self, *_args) -> None:
        self.held.setVisible(self.sentence.editor.text() != self.session.text)

    def _on_blank_changed(self) -> None:
        blanked = self.audience.blanked
        self.blank_button.setText(Console.tr("Show the room again (B)") if blanked else Console.tr("Blank the room (B)"))
        self.room_box.setTitle(Console.tr("The room sees a black screen (B or any key shows it again)") if blanked
                               else Console.tr("The room sees"))
        # A screen reader's words for the picture: what the room's window shows now.
        self.room.setAccessibleDescription(
            Console.tr("A black screen: the room's window is blanked (B or any key shows it again).") if blanked
            else Console.tr("The room's window, as its picture was last taken: {where}, {title}.").format(
                where=self.where.text(), title=self.title.text()))
        self.room.schedule()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.audience.blank and event.type() in (QtCore.QEvent.Type.Show, QtCore.QEvent.Type.Hide):
            self._on_blank_changed()
        return False

    def closeEvent(self, event) -> None:  # noqa: N802
        """Closing the console ends the presentation: the room's window comes back to the lecturer."""
        super().closeEvent(event)
        if self.audience.presenting:
            self.audience.set_presenting(False)


def _short(text: str, limit: int = 50) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
