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

from posviz.i18n import Context, isolate
from posviz.qt.lecture.persistence import autosave_path, data_dir
from posviz.qt.lecture.preferences import open_settings, settings_path
from posviz.qt.widgets.glossary_tips import glossary_html
from posviz.qt.window.dialog_fit import RichTextLabel, fit_dialog, text_height
from posviz.qt.widgets.text_style import bold_font
from posviz.qt.widgets.wrapping_button import WrappingButton

WELCOME_KEY = "welcome/shown"

HelpText = Context("HelpText")


def lessons() -> tuple[tuple[str, str], ...]:
    """What the five steps and the other tabs teach, in one line each (from the lessons)."""
    return (
        (HelpText.tr("Text becomes token ids"),
         HelpText.tr("the tokenizer cuts the sentence into tokens and gives each an id; an id is only a row number "
                     "of the table E, not a quantity.")),
        (HelpText.tr("An id picks a row of E"),
         HelpText.tr("E has one learned row per token of the vocabulary (|V| × d_model). A sentence of L tokens "
                     "reads L rows: L × d_model, however large the vocabulary.")),
        (HelpText.tr("Order is invisible without positions"),
         HelpText.tr("attention looks at all tokens at once; without position vectors 'the dog bit the man' and "
                     "'the man bit the dog' give the same rows, only reordered (the Word order tab).")),
        (HelpText.tr("A vector for each position"),
         HelpText.tr("the paper's sinusoids (sin and cos at frequencies base^(-2k/d)), a learned table (GPT-2, "
                     "BERT), or no vector at all: RoPE rotates queries and keys, ALiBi biases attention scores "
                     "(Deeper ideas).")),
        (HelpText.tr("Add them: Z"),
         HelpText.tr("each token's row plus its position's vector, number by number, is one row of Z "
                     "(L × d_model), the matrix the first transformer block reads.")),
        (HelpText.tr("Check yourself"),
         HelpText.tr("the Quiz explains every answer; Practice has you write the table and Z in numpy, checked "
                     "against hidden cases.")),
    )


def files_text() -> list[tuple[str, str]]:
    """Where posviz keeps its files on this machine: (what, where)."""
    from posviz.qt.panels.practice import drafts_folder   # here: the practice tab's imports cost ~0.1 s at start
    settings = settings_path()
    settings = isolate(settings) if settings else HelpText.tr(
        "the system's settings store (registry on Windows, defaults on macOS)")
    documents = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
    return [(HelpText.tr("Settings (theme, zoom, colour map, last sentence, window)"), settings),
            (HelpText.tr("Autosave of the lecture state (restored at start)"), isolate(str(autosave_path()))),
            (HelpText.tr("Practice drafts and progress"), isolate(str(drafts_folder()))),
            (HelpText.tr("Other data (set-aside damaged files, recent models)"), isolate(str(data_dir()))),
            (HelpText.tr("Lecture files (.posviz) and exports"),
             HelpText.tr("where you choose; the first dialog opens in {folder}").format(folder=isolate(documents)))]


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
    items = "".join("<li>{}</li>".format(HelpText.tr("<b>{title}</b>: {text}", "a lesson and what it teaches").format(
        title=html.escape(title), text=html.escape(text))) for title, text in lessons())
    return "<h3>{}</h3><ol>{}</ol>".format(html.escape(HelpText.tr("What posviz teaches")), items)


def files_html() -> str:
    rows = "".join(f"<tr><td valign='top'><b>{html.escape(what)}</b>&nbsp;&nbsp;</td>"
                   f"<td>{html.escape(where)}</td></tr>" for what, where in files_text())
    title = html.escape(HelpText.tr("Where posviz keeps its files"))
    return f"<h3>{title}</h3><table cellspacing='6'>{rows}</table>"


class WelcomeBanner(QtWidgets.QFrame):
    """The first-start welcome: the three ways in and the keys that matter, closed with one button.

    One row in the status bar, which is there anyway (issue 25: as a three-line banner above the
    sentence it took 110 px at 1024 × 768 and Z showed 3 of its 5 rows).
    """

    def __init__(self, window) -> None:
        super().__init__(objectName="welcomeBanner")
        self.window_ = window
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.title = title = QtWidgets.QLabel()
        title.setFont(bold_font())
        # Buttons whose text wraps: at 200 % on a 1,024 px projector three one-line buttons were
        # 1,194 px wide and would have widened the window past the screen.
        self.walkthrough = WrappingButton("", objectName="welcomeWalkthrough")
        self.sentence = WrappingButton("", objectName="welcomeSentence")
        self.model = WrappingButton("", objectName="welcomeModel")
        for button in (self.walkthrough, self.sentence, self.model):
            button.layout().setContentsMargins(6, 1, 6, 1)        # as tall as the status bar's text
        self.close_button = QtWidgets.QPushButton(objectName="welcomeClose")
        self.walkthrough.clicked.connect(lambda: self._go(window.session.start_walkthrough))
        self.sentence.clicked.connect(lambda: self._go(lambda: window.presenter.set_editing(True)))
        self.model.clicked.connect(lambda: self._go(window.models.model_action.trigger))
        self.close_button.clicked.connect(self.hide)
        self.keys = QtWidgets.QLabel(objectName="welcomeKeys")
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(title, 2)
        for button in (self.walkthrough, self.sentence, self.model):
            row.addWidget(button, 3)
        row.addWidget(self.keys, 2)
        row.addWidget(self.close_button, 0)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Its words in the current language (short, to stay one line each at 200 % on a 1,024 px projector)."""
        self.setAccessibleName(HelpText.tr("Welcome to posviz"))
        whole = HelpText.tr("Welcome to posviz: see how a transformer turns text into the matrix Z its first "
                            "block reads.")
        self.title.setText(HelpText.tr("Welcome to posviz. Three ways in:"))
        self.title.setToolTip(whole)
        self.setAccessibleDescription(whole)
        texts = {self.walkthrough: (HelpText.tr("▶ The walkthrough (F6)"), HelpText.tr(
                     "Five steps, from text to Z. Right, Space or Page Down moves on; Esc leaves.")),
                 self.sentence: (HelpText.tr("✎ Type a sentence"), HelpText.tr(
                     "Puts the cursor in the sentence box: every panel follows what you type.")),
                 self.model: (HelpText.tr("Open a real model (Ctrl+O)"), HelpText.tr(
                     "GPT-2, BERT, Llama and others from a folder or the local Hugging Face cache (offline; needs "
                     "pip install 'posviz[real]').")),
                 self.close_button: (HelpText.tr("Close"), HelpText.tr(
                     "Closes this welcome. Help → Welcome brings it back."))}
        for button, (text, hint) in texts.items():
            button.set_text(html.escape(text)) if isinstance(button, WrappingButton) else button.setText(text)
            button.setAccessibleName(text)
            button.setToolTip(hint)
            button.setAccessibleDescription(hint)
        keys = HelpText.tr("Keys: Tab moves between controls · F1 lists every key · F5 presentation mode · Ctrl+= / "
                           "Ctrl+- zoom · Esc leaves a mode. Shown once; Help → Welcome brings it back.")
        self.keys.setText(HelpText.tr("F1 lists every key."))
        self.keys.setToolTip(keys)
        self.keys.setAccessibleDescription(keys)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()

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
    """Help → Welcome, What the lessons cover, Where files are kept, About; and the welcome banner
    (the window places it in its status bar, a row it has anyway).

    Attributes
    ----------
    banner : WelcomeBanner
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.banner = WelcomeBanner(window)
        window.session.stepChanged.connect(lambda step: self.banner.hide() if step >= 0 else None)
        window.menus.present.toggled.connect(lambda on: self.banner.hide() if on else None)
        menu = window.menus.help
        menu.addSeparator()
        self.entries = [menu.addAction("", slot) for slot in (
            self.show_welcome, self.show_lessons, self.show_glossary, self.show_files, self.show_about)]
        self.retranslate()

    def retranslate(self) -> None:
        """Help's own entries in the current language (the banner follows LanguageChange itself)."""
        texts = (HelpText.tr("&Welcome and the three ways in"), HelpText.tr("What the &lessons cover"),
                 HelpText.tr("Words on the &screen"), HelpText.tr("Where &files are kept"),
                 HelpText.tr("&About posviz"))
        for action, text in zip(self.entries, texts):
            action.setText(text)

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
        return self._show(text_dialog(self.window, HelpText.tr("What the lessons cover"), lessons_html(), "lessonsDialog"))

    def show_glossary(self) -> QtWidgets.QDialog:
        return self._show(text_dialog(self.window, HelpText.tr("Words on the screen"), glossary_html(), "glossaryDialog"))

    def show_files(self) -> QtWidgets.QDialog:
        return self._show(text_dialog(self.window, HelpText.tr("Where posviz keeps its files"), files_html(), "filesDialog"))

    def show_about(self) -> QtWidgets.QDialog:
        from posviz.qt.window.about import about_html    # package metadata: read when asked, not at start
        return self._show(text_dialog(self.window, HelpText.tr("About posviz"), about_html(), "aboutDialog"))

    def _show(self, dialog: QtWidgets.QDialog) -> QtWidgets.QDialog:
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()            # not exec(): the event loop (and a test) keeps running
        return dialog
