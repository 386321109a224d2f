"""Check your understanding: multiple-choice questions, each answer explained, with a "show me".

The questions are data (:mod:`posviz.lecture.quiz`); the lesson's quiz ships in ``resources/quiz/`` and
File → Open quiz… loads a lecturer's own file (a malformed one gets a message naming the question
and field; the current quiz stays). The first answer to each question counts for the score; after
it, every other choice can be clicked to read why it is right or wrong. "Show me" sets up the main
window through the session (sentence, settings, focus) and brings the main tab to the front.
Digits 1–8 answer (arrow keys and Space belong to the presenter).
"""
from __future__ import annotations

import html
from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.assets import ResourceError
from posviz.i18n import Context, isolate, number
from posviz.lecture.quiz import Question, Quiz, QuizError, default_quiz, load_quiz, score
from posviz.lecture.quiz_marks import shown
from posviz.qt.widgets import spoken
from posviz.qt.widgets.lazy_tab import LazyTab
from posviz.qt.widgets.common import WrappedPage
from posviz.qt.widgets.safe_text import plain_label, plain_tooltip
from posviz.qt.widgets.text_style import bold_font, set_status_colour
from posviz.qt.widgets.wrapping_button import WrappingButton
from posviz.shorten import MAX_SHOWN, shorten

QuizTab = Context("QuizTab")
MAX_DOTS = 30           # questions shown as a row of numbered dots; a longer quiz gets a number box


def letters() -> str:
    """The eight choices' letters, in order, in the current language's alphabet (digits 1-8 answer)."""
    #: The letters of a multiple-choice question's answers, in order: exactly eight characters.
    said = QuizTab.tr("ABCDEFGH", "the letters of the eight choices")
    return said if len(said) == 8 else "ABCDEFGH"


class QuizPanel(QtWidgets.QWidget):
    """One question at a time, its choices, the explanation, the score and navigation."""

    uses_sentence = False       # presentation mode hides the sentence's line on this tab

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("quizPanel")
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.session = session
        self.quiz: Quiz | None = None
        self.answers: dict[int, int] = {}     # question index -> first choice (what is scored)
        self.viewing: dict[int, int] = {}     # question index -> choice whose explanation is shown
        self.current = 0
        self._message_maker = None            # makes the message again in a new language
        self._build()
        self.retranslate()
        try:
            self.set_quiz(default_quiz())
        except (QuizError, ResourceError) as exc:
            said = str(exc)
            self.set_message(lambda: said)

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """Name every control again and redraw the question in the current language."""
        self.setAccessibleName(QuizTab.tr("Quiz: press 1 to 8 to answer"))
        self.open_button.setText(QuizTab.tr("Open quiz file…"))
        self.area.setAccessibleName(QuizTab.tr("The question, its choices and the explanation"))
        self.previous_button.setText(QuizTab.tr("◀ Previous"))
        self.next_button.setText(QuizTab.tr("Next ▶"))
        self.restart_button.setText(QuizTab.tr("Start over"))
        self.set_message(self._message_maker)
        if self.quiz is not None:
            self._name_quiz()
            self._refresh()

    # --- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.title = plain_label(QtWidgets.QLabel(objectName="quizTitle", wordWrap=True))
        self.title.setFont(bold_font())
        self.open_button = open_button = QtWidgets.QPushButton(objectName="openQuizButton")
        open_button.clicked.connect(self.open_dialog)
        # Plain text: a refused file's message quotes its question, which may look like HTML.
        self.message = plain_label(QtWidgets.QLabel(objectName="quizMessage", wordWrap=True, visible=False))
        self.message.setFont(bold_font())
        set_status_colour(self.message, "error")
        self.message.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        header = QtWidgets.QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(open_button)
        self.dots = QtWidgets.QHBoxLayout()
        self.dot_buttons: list[QtWidgets.QToolButton] = []
        # A long quiz gets a number box, not a dot per question: only the shown question is built.
        self.jump = QtWidgets.QSpinBox(objectName="questionJump", visible=False)
        self.jump.setFocusPolicy(QtCore.Qt.FocusPolicy.ClickFocus)
        self.jump.valueChanged.connect(lambda value: self.go_to(value - 1))
        self.score_label = QtWidgets.QLabel(objectName="quizScore", wordWrap=True)
        self.score_label.setFont(bold_font())
        strip = QtWidgets.QHBoxLayout()
        strip.addLayout(self.dots)
        strip.addWidget(self.jump)
        strip.addStretch(1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.message)
        layout.addLayout(strip)
        layout.addWidget(self._question_area(), 1)
        layout.addLayout(self._navigation())

    def _question_area(self) -> QtWidgets.QScrollArea:
        self.prompt = QtWidgets.QLabel(objectName="quizQuestion", wordWrap=True)
        self.prompt.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.choices_box = QtWidgets.QVBoxLayout()
        self.feedback = QtWidgets.QLabel(objectName="quizFeedback", wordWrap=True)
        self.feedback.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.show_me_button = WrappingButton(objectName="showMeButton")
        self.show_me_button.clicked.connect(self.show_me)
        page = WrappedPage()       # as tall as the question needs at its width
        column = QtWidgets.QVBoxLayout(page)
        column.addWidget(self.prompt)
        column.addLayout(self.choices_box)
        column.addWidget(self.feedback)
        column.addWidget(self.show_me_button)
        column.addStretch(1)
        self.area = QtWidgets.QScrollArea(widgetResizable=True, frameShape=QtWidgets.QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setWidget(page)
        return self.area

    def _navigation(self) -> QtWidgets.QHBoxLayout:
        self.previous_button = QtWidgets.QPushButton(objectName="previousQuestion")
        self.next_button = QtWidgets.QPushButton(objectName="nextQuestion")
        self.restart_button = restart = QtWidgets.QPushButton(objectName="restartQuiz")
        self.previous_button.clicked.connect(lambda: self.go_to(self.current - 1))
        self.next_button.clicked.connect(lambda: self.go_to(self.current + 1))
        restart.clicked.connect(self.restart)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.previous_button)
        # The score takes the room between the buttons (centred) and wraps only when it must.
        self.score_label.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.score_label, 1)
        row.addWidget(restart)
        row.addWidget(self.next_button)
        return row

    # --- quiz-level actions -------------------------------------------------------------------
    def set_quiz(self, quiz: Quiz) -> None:
        """Show ``quiz`` from its first question, with a fresh score."""
        self.quiz = quiz
        self._name_quiz()
        while self.dots.count():
            self.dots.takeAt(0).widget().deleteLater()
        self.dot_buttons = []
        many = len(quiz) > MAX_DOTS
        self.jump.setVisible(many)
        self.jump.blockSignals(True)
        self.jump.setRange(1, len(quiz))
        self.jump.blockSignals(False)
        for i in range(0 if many else len(quiz)):
            dot = QtWidgets.QToolButton(text=number(i + 1), objectName=f"questionDot{i + 1}")
            dot.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
            dot.clicked.connect(lambda _=False, i=i: self.go_to(i))
            self.dots.addWidget(dot)
            self.dot_buttons.append(dot)
        self.restart()

    def _name_quiz(self) -> None:
        """The quiz's title, its file and the number box's words, in the current language."""
        quiz = self.quiz
        self.title.setText(shown(quiz.title))
        source = QuizTab.tr("From {file}").format(file=isolate(quiz.source)) if quiz.source else ""
        self.title.setToolTip(plain_tooltip(source))
        # "Question 3 of 40": the box shows its number between a translated prefix and suffix.
        prefix, _, suffix = QuizTab.tr("Question {number} of %Ln", None, len(quiz)).partition("{number}")
        self.jump.setPrefix(prefix)
        self.jump.setSuffix(suffix)

    def restart(self) -> None:
        """Forget every answer and go back to question 1."""
        self.answers.clear()
        self.viewing.clear()
        self.current = -1
        self.go_to(0)

    def load_file(self, path: str | Path) -> bool:
        """Load a quiz file; on failure keep the current quiz and say what is wrong."""
        try:
            quiz = load_quiz(path)
        except QuizError as exc:
            reason = isolate(str(exc))
            self.set_message(lambda: QuizTab.tr("This quiz file cannot be used: {reason}").format(reason=reason))
            return False
        self.set_message(None)
        self.set_quiz(quiz)
        return True

    def open_dialog(self) -> None:
        """Ask for a quiz file and load it."""
        path, _ = QtWidgets.QFileDialog.getOpenFileName(self, *_dialog_words())
        if path:
            self.load_file(path)

    def set_message(self, maker) -> None:
        """Show ``maker``: a sentence, or a function that makes it (kept, to make it again in a new
        language); None or "" hides the message."""
        self._message_maker = maker
        text = maker() if callable(maker) else (maker or "")
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # --- question-level actions ---------------------------------------------------------------
    @property
    def question(self) -> Question:
        return self.quiz.questions[self.current]

    def go_to(self, index: int) -> None:
        """Show question ``index`` (clamped to the quiz)."""
        if self.quiz is None:
            return
        index = max(0, min(index, len(self.quiz) - 1))
        if index != self.current:
            self.current = index
            self._build_choices()
        self._refresh()

    def answer(self, choice: int) -> None:
        """Pick ``choice`` for the current question; the first pick is the one scored."""
        if self.quiz is None or not 0 <= choice < len(self.question.choices):
            return
        self.answers.setdefault(self.current, choice)
        self.viewing[self.current] = choice
        self._refresh()
        # Bring the explanation into view once the layout has taken the new text in.
        QtCore.QTimer.singleShot(0, lambda: self.area.ensureWidgetVisible(self.feedback))

    def show_me(self) -> None:
        """Set the window up as the question's show-me says, then bring the main tab forward."""
        show = self.question.show_me
        if show is None:
            return
        if show.sentence is not None:
            self.session.set_text(show.sentence)
        if show.settings:
            self.session.set_settings(**show.settings)
        if show.focus is not None:
            self.session.set_focus(show.focus)
        tabs = self.window().findChild(QtWidgets.QTabWidget, "mainTabs")
        if tabs is not None:
            tabs.setCurrentIndex(0)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802
        text = event.text()
        if text.isdigit() and int(text) >= 1 and self.quiz is not None:
            self.answer(int(text) - 1)
        else:
            super().keyPressEvent(event)

    # --- rendering ----------------------------------------------------------------------------
    def _build_choices(self) -> None:
        """One button per choice of the current question. Buttons are made once and reused (shown or
        hidden): made and deleted on every question, each left ~1.7 kB behind in PySide, ~18 MB per
        thousand questions turned in the long fuzz run."""
        count = len(self.question.choices)
        while self.choices_box.count() < count:
            button = WrappingButton(objectName="choice")
            # Tab reaches each choice and Space picks it (outside the walkthrough; digits work anywhere).
            button.setFocusPolicy(QtCore.Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, i=self.choices_box.count(): self.answer(i))
            self.choices_box.addWidget(button)
        buttons = [self.choices_box.itemAt(i).widget() for i in range(self.choices_box.count())]
        for i, button in enumerate(buttons):
            button.setVisible(i < count)
        self.choice_buttons = buttons[:count]

    def _refresh(self) -> None:
        question, answered = self.question, self.current in self.answers
        self.prompt.setText(QuizTab.tr("<big><b>{number} / {count}. {question}</b></big>").format(
            number=number(self.current + 1), count=number(len(self.quiz)), question=html.escape(shown(question.question))))
        self._render_choices()
        if answered:
            self.feedback.setText(feedback_html(question, self.answers[self.current], self.viewing[self.current]))
        else:
            self.feedback.setText(QuizTab.tr("Pick an answer (click it, or press its number)."))
        show = question.show_me
        self.show_me_button.setVisible(answered and show is not None)
        if show is not None:
            self.show_me_button.set_text(QuizTab.tr("<b>Show me ▶</b>&nbsp; {what}").format(
                what=html.escape(shown(show.label))))
        self.previous_button.setEnabled(self.current > 0)
        self.next_button.setEnabled(self.current < len(self.quiz) - 1)
        self._refresh_score()
        self.setAccessibleDescription(f"{spoken.plain(self.prompt.text())} {spoken.plain(self.feedback.text())}")

    def _render_choices(self) -> None:
        """Letters, ✓/✗ marks and outlines: the right answer and a wrong first pick once answered."""
        first, viewed = self.answers.get(self.current), self.viewing.get(self.current)
        abc = letters()
        for i, (button, choice) in enumerate(zip(self.choice_buttons, self.question.choices)):
            state = ""
            if first is not None:
                state = "right" if choice.correct else ("wrong" if i == first else "")
                state = "viewing" if i == viewed and not state else state
            mark = {"right": "✓ ", "wrong": "✗ "}.get(state, "")
            text = shown(choice.text)
            short = text if len(text) <= MAX_SHOWN else shorten(text, MAX_SHOWN)
            button.set_text(QuizTab.tr("<b>{mark}{letter}.</b>&nbsp; {choice}").format(   # laid out: cut
                mark=mark, letter=abc[i], choice=html.escape(short)))
            button.set_state(state)
            button.setAccessibleName(_spoken_choice(abc[i], text, state))

    def _refresh_score(self) -> None:
        right, answered = score(self.quiz, self.answers)
        total = len(self.quiz)
        if answered == total:
            self.score_label.setText(QuizTab.tr("Finished: {right} of %Ln right", None, total).format(right=number(right)))
        else:
            self.score_label.setText(QuizTab.tr("Score: {right} of {answered} answered right (%Ln questions)", None, total)
                                     .format(right=number(right), answered=number(answered)))
        self.jump.blockSignals(True)
        self.jump.setValue(self.current + 1)
        self.jump.blockSignals(False)
        for i, dot in enumerate(self.dot_buttons):
            mark = "" if i not in self.answers else (" ✓" if self.answers[i] == self.quiz.questions[i].answer else " ✗")
            dot.setText(f"{number(i + 1)}{mark}")
            dot.setFont(bold_font() if i == self.current else QtGui.QFont())


def feedback_html(question: Question, first: int, viewed: int) -> str:
    """What is said about choice ``viewed`` of ``question`` once ``first`` was the answer given: why
    it is right, or why it is not and which one is."""
    choice, answer = question.choices[viewed], question.answer
    why, abc = html.escape(shown(choice.explanation)), letters()
    if viewed != first:
        if choice.correct:
            return QuizTab.tr("<b>{letter} (the answer).</b> {why}").format(letter=abc[viewed], why=why)
        return QuizTab.tr("<b>{letter} (not the answer).</b> {why}").format(letter=abc[viewed], why=why)
    if choice.correct:
        return QuizTab.tr("<b>✓ Right.</b> {why}").format(why=why)
    right = html.escape(shown(question.choices[answer].explanation))
    # Two paragraphs, each its own sentence: why this one is not it, then which one is and why.
    wrong = QuizTab.tr("<b>✗ Not this one.</b> {why}").format(why=why)
    return wrong + "<br><br>" + QuizTab.tr("<b>The answer is {letter}.</b> {right}").format(
        letter=abc[answer], right=right)


def _spoken_choice(letter: str, text: str, state: str) -> str:
    """What a screen reader says for a choice button."""
    if state == "right":
        return QuizTab.tr("{letter}. {choice}, the answer").format(letter=letter, choice=text)
    if state == "wrong":
        return QuizTab.tr("{letter}. {choice}, your answer, not the right one").format(letter=letter, choice=text)
    return QuizTab.tr("{letter}. {choice}").format(letter=letter, choice=text)


def _dialog_words() -> tuple[str, str, str]:
    """The open dialog's caption, start folder and file filter, in the current language."""
    return (QuizTab.tr("Open a quiz"), "",
            QuizTab.tr("Quiz files (*.json);;All files (*)"))


def show_quiz_panel(window) -> QuizPanel | None:
    """Bring the window's quiz tab to the front (building it if needed) and return its panel.
    The tab is found by what it holds, not by its title (which is translated)."""
    tabs = window.findChild(QtWidgets.QTabWidget, "mainTabs")
    for i in range(tabs.count() if tabs is not None else 0):
        page = tabs.widget(i)
        if isinstance(page, QuizPanel) or isinstance(page, LazyTab) and page.target.endswith(":QuizPanel"):
            view = page.ensure_built() if isinstance(page, LazyTab) else page
            tabs.setCurrentIndex(i)
            return view if isinstance(view, QuizPanel) else None
    return None


def open_quiz_file(window, path: str | Path) -> bool:
    """Load the quiz at ``path`` into the window's quiz tab and show it; a failure is explained
    in the tab and in the status bar."""
    panel = show_quiz_panel(window)
    if panel is None:
        return False
    ok = panel.load_file(path)
    message = QuizTab.tr("Quiz loaded: {title}").format(title=shown(panel.quiz.title)) if ok else panel.message.text()
    window.statusBar().showMessage(message, 10_000)
    return ok
