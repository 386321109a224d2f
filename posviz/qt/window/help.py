"""The Help menu and the first-start welcome: the keys, what the lessons cover, where files are kept,
About (version and the licences of the parts posviz ships with).

The welcome is a banner at the top of the window, not a dialog: it never takes the clicker's keys
or holds up a lecturer's start, steps aside in the walkthrough and in presentation mode, and is
closed with one button. The app (``posviz`` started from the command line or a launcher) shows it
once, at the first start; a window made by a script, a test or an export never shows it unless
asked (Help → Welcome). Whether it was shown is kept in QSettings.
"""
from __future__ import annotations

import html

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt.lecture.persistence import autosave_path, data_dir
from posviz.qt.lecture.preferences import open_settings, settings_path
from posviz.qt.widgets.glossary_tips import glossary_html
from posviz.qt.window.dialog_fit import RichTextLabel, fit_dialog, text_height
from posviz.qt.widgets.text_style import bold_font
from posviz.qt.widgets.wrapping_button import WrappingButton

WELCOME_KEY = "welcome/shown"

# What the five steps and the other tabs teach, in one line each (from the lessons).
LESSONS = (
    ("Text becomes token ids", "the tokenizer cuts the sentence into tokens and gives each an id; an id is "
                               "only a row number of the table E, not a quantity."),
    ("An id picks a row of E", "E has one learned row per token of the vocabulary (|V| × d_model). A sentence "
                               "of L tokens reads L rows: L × d_model, however large the vocabulary."),
    ("Order is invisible without positions", "attention looks at all tokens at once; without position vectors "
                                             "'the dog bit the man' and 'the man bit the dog' give the same rows, "
                                             "only reordered (the Word order tab)."),
    ("A vector for each position", "the paper's sinusoids (sin and cos at frequencies base^(-2k/d)), a learned "
                                   "table (GPT-2, BERT), or no vector at all: RoPE rotates queries and keys, "
                                   "ALiBi biases attention scores (Deeper ideas)."),
    ("Add them: Z", "each token's row plus its position's vector, number by number, is one row of Z "
                    "(L × d_model), the matrix the first transformer block reads."),
    ("Check yourself", "the Quiz explains every answer; Practice has you write the table and Z in numpy, "
                       "checked against hidden cases."),
)

def files_text() -> list[tuple[str, str]]:
    """Where posviz keeps its files on this machine: (what, where)."""
    from posviz.qt.panels.practice import drafts_folder   # here: the practice tab's imports cost ~0.1 s at start
    settings = settings_path() or "the system's settings store (registry on Windows, defaults on macOS)"
    documents = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
    return [("Settings (theme, zoom, colour map, last sentence, window)", settings),
            ("Autosave of the lecture state (restored at start)", str(autosave_path())),
            ("Practice drafts and progress", str(drafts_folder())),
            ("Other data (set-aside damaged files, recent models)", str(data_dir())),
            ("Lecture files (.posviz) and exports", f"where you choose; the first dialog opens in {documents}")]


def text_dialog(parent, title: str, body: str, name: str) -> QtWidgets.QDialog:
    """A closable dialog showing ``body`` (rich text written here, never from a file)."""
    dialog = QtWidgets.QDialog(parent, objectName=name)
    dialog.setWindowTitle(title)
    label = RichTextLabel(body, wordWrap=True, textFormat=QtCore.Qt.TextFormat.RichText)
    label.setOpenExternalLinks(True)
    label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextBrowserInteraction)
    label.setAccessibleName(title)
    label.setAccessibleDescription(_plain(body))
    area = QtWidgets.QScrollArea(widgetResizable=True, frameShape=QtWidgets.QFrame.Shape.NoFrame)
    area.setWidget(label)
    close = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
    close.rejected.connect(dialog.reject)
    layout = QtWidgets.QVBoxLayout(dialog)
    layout.addWidget(area, 1)
    layout.addWidget(close)
    close.button(QtWidgets.QDialogButtonBox.StandardButton.Close).setFocus()
    # As wide as ~70 characters a line (at most the screen), as tall as the wrapped text.
    fit_dialog(dialog, lambda: 72 * dialog.fontMetrics().averageCharWidth(),
               lambda width: text_height(label, dialog, width))
    return dialog


def _plain(rich: str) -> str:
    """``rich`` as a screen reader should read it: the words, without markup."""
    document = QtGui.QTextDocument()
    document.setHtml(rich)
    return " ".join(document.toPlainText().split())


def lessons_html() -> str:
    items = "".join(f"<li><b>{html.escape(title)}</b>: {html.escape(text)}</li>" for title, text in LESSONS)
    return f"<h3>What posviz teaches</h3><ol>{items}</ol>"


def files_html() -> str:
    rows = "".join(f"<tr><td valign='top'><b>{html.escape(what)}</b>&nbsp;&nbsp;</td>"
                   f"<td>{html.escape(where)}</td></tr>" for what, where in files_text())
    return f"<h3>Where posviz keeps its files</h3><table cellspacing='6'>{rows}</table>"


class WelcomeBanner(QtWidgets.QFrame):
    """The first-start welcome: the three ways in and the keys that matter, closed with one button.

    One row in the status bar, which is there anyway (issue 25: as a three-line banner above the
    sentence it took 110 px at 1024 × 768 and Z showed 3 of its 5 rows).
    """

    def __init__(self, window) -> None:
        super().__init__(objectName="welcomeBanner")
        self.window_ = window
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setAccessibleName("Welcome to posviz")
        whole = "Welcome to posviz: see how a transformer turns text into the matrix Z its first block reads."
        self.title = title = QtWidgets.QLabel("Welcome to posviz. Three ways in:")
        title.setFont(bold_font())
        title.setToolTip(whole)
        self.setAccessibleDescription(whole)
        # Buttons whose text wraps: at 200 % on a 1,024 px projector three one-line buttons were
        # 1,194 px wide and would have widened the window past the screen.
        # Short, to stay one line each at 200 % on a 1,024 px projector.
        self.walkthrough = WrappingButton("▶ The walkthrough (F6)", objectName="welcomeWalkthrough")
        self.sentence = WrappingButton("✎ Type a sentence", objectName="welcomeSentence")
        self.model = WrappingButton("Open a real model (Ctrl+O)", objectName="welcomeModel")
        for button in (self.walkthrough, self.sentence, self.model):
            button.setAccessibleName(button.text())
            button.layout().setContentsMargins(6, 1, 6, 1)        # as tall as the status bar's text
        self.close_button = QtWidgets.QPushButton("Close", objectName="welcomeClose")
        hints = {self.walkthrough: "Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.",
                 self.sentence: "Puts the cursor in the sentence box: every panel follows what you type.",
                 self.model: "GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache "
                             "(offline; needs pip install 'posviz[real]').",
                 self.close_button: "Closes this welcome. Help → Welcome brings it back."}
        for button, hint in hints.items():
            button.setToolTip(hint)
            button.setAccessibleDescription(hint)
        self.walkthrough.clicked.connect(lambda: self._go(window.session.start_walkthrough))
        self.sentence.clicked.connect(lambda: self._go(lambda: window.presenter.set_editing(True)))
        self.model.clicked.connect(lambda: self._go(window.models.model_action.trigger))
        self.close_button.clicked.connect(self.hide)
        keys = ("Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / Ctrl+- "
                "zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.")
        self.keys = QtWidgets.QLabel("F1 lists every key.", objectName="welcomeKeys")
        self.keys.setToolTip(keys)
        self.keys.setAccessibleDescription(keys)
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(title, 2)
        for button in (self.walkthrough, self.sentence, self.model):
            row.addWidget(button, 3)
        row.addWidget(self.keys, 2)
        row.addWidget(self.close_button, 0)
        self.hide()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The title and the key hint only when the row has room for them on one line (zoomed on a
        1,024 px projector it has not: the buttons are the welcome, their tool tips say the rest)."""
        super().resizeEvent(event)
        buttons = sum(b.fontMetrics().horizontalAdvance(b.text()) + 24
                      for b in (self.walkthrough, self.sentence, self.model, self.close_button))
        for label in (self.title, self.keys):
            label.setVisible(buttons + label.sizeHint().width() + 12 <= self.width())
            buttons += label.sizeHint().width() + 12 if label.isVisible() else 0

    def _go(self, action) -> None:
        self.hide()
        action()


class HelpMenu(QtCore.QObject):
    """Help → Welcome, What the lessons cover, Where files are kept, About; and the welcome banner.

    Attributes
    ----------
    banner : WelcomeBanner
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.banner = WelcomeBanner(window)
        window.statusBar().addPermanentWidget(self.banner, 1)     # a row the window has anyway
        window.session.stepChanged.connect(lambda step: self.banner.hide() if step >= 0 else None)
        window.menus.present.toggled.connect(lambda on: self.banner.hide() if on else None)
        menu = window.menus.help
        menu.addSeparator()
        for text, slot in (("&Welcome and the three ways in", self.show_welcome),
                           ("What the &lessons cover", self.show_lessons),
                           ("Words on the &screen", self.show_glossary),
                           ("Where &files are kept", self.show_files),
                           ("&About posviz", self.show_about)):
            menu.addAction(text, slot)

    def show_welcome(self) -> None:
        """Show the welcome banner (Help → Welcome); not in presentation mode, where it would cover the slide."""
        if not self.window.presenting:
            self.banner.show()
            self.banner.walkthrough.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def welcome_if_first_start(self) -> bool:
        """Show the welcome when this user has never seen it, and remember that it was shown."""
        if self.window.presenting or self.window.session.step >= 0:
            return False       # a lecture restored mid-walkthrough: not now, and not marked as seen
        store = open_settings()
        if str(store.value(WELCOME_KEY, "")).lower() in ("true", "1"):
            return False
        store.setValue(WELCOME_KEY, True)
        store.sync()
        self.show_welcome()
        return True

    def show_lessons(self) -> QtWidgets.QDialog:
        return self._show(text_dialog(self.window, "What the lessons cover", lessons_html(), "lessonsDialog"))

    def show_glossary(self) -> QtWidgets.QDialog:
        return self._show(text_dialog(self.window, "Words on the screen", glossary_html(), "glossaryDialog"))

    def show_files(self) -> QtWidgets.QDialog:
        return self._show(text_dialog(self.window, "Where posviz keeps its files", files_html(), "filesDialog"))

    def show_about(self) -> QtWidgets.QDialog:
        from posviz.qt.window.about import about_html    # package metadata: read when asked, not at start
        return self._show(text_dialog(self.window, "About posviz", about_html(), "aboutDialog"))

    def _show(self, dialog: QtWidgets.QDialog) -> QtWidgets.QDialog:
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()            # not exec(): the event loop (and a test) keeps running
        return dialog
