"""The quiz tab: answers are scored and explained, "show me" sets up the window, lecturers' files
load (or are refused by name), and the text follows the zoom."""
import html
import json

import pytest
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest

from posviz.assets import resource_path
from posviz.qt import create_window
from posviz.qt.panels.quiz import QuizPanel, open_quiz_file, show_quiz_panel
from posviz.qt.session import Session
from posviz.lecture.quiz import DEFAULT_QUIZ, default_quiz


@pytest.fixture
def panel(qtbot):
    view = QuizPanel(Session())
    qtbot.addWidget(view)
    return view


@pytest.fixture
def window(qtbot):
    w = create_window()
    qtbot.addWidget(w)
    return w


def _index_of(quiz, qid):
    return next(i for i, q in enumerate(quiz.questions) if q.id == qid)


def test_opens_on_the_lessons_quiz(panel):
    lesson = default_quiz()
    assert panel.quiz.title == lesson.title and len(panel.quiz) == len(lesson) >= 7
    assert len(panel.choice_buttons) == len(lesson.questions[0].choices)
    assert lesson.questions[0].question in panel.prompt.text()
    assert panel.score_label.text() == f"Score: 0 of 0 answered right ({len(lesson)} questions)"
    assert panel.show_me_button.isHidden()


def test_a_right_answer_is_explained_and_scored(panel):
    question = panel.question
    panel.answer(question.answer)
    text = panel.feedback.text()
    assert text.startswith("<b>✓ Right.</b>")
    assert question.choices[question.answer].explanation.split('"')[0] in text
    assert panel.score_label.text().startswith("Score: 1 of 1 answered right")
    assert not panel.show_me_button.isHidden()
    assert panel.choice_buttons[question.answer].state == "right"


def test_a_wrong_answer_is_explained_with_the_right_one(panel):
    question = panel.question
    wrong = (question.answer + 1) % len(question.choices)
    panel.answer(wrong)
    text = panel.feedback.text()
    assert text.startswith("<b>✗ Not this one.</b>")
    assert f"The answer is {'ABCD'[question.answer]}." in text
    assert panel.choice_buttons[wrong].state == "wrong"
    assert panel.choice_buttons[question.answer].state == "right"
    assert panel.score_label.text().startswith("Score: 0 of 1 answered right")


def test_only_the_first_answer_counts_but_every_choice_can_be_read(panel):
    question = panel.question
    wrong = (question.answer + 1) % len(question.choices)
    panel.answer(wrong)
    panel.answer(question.answer)
    assert panel.score_label.text().startswith("Score: 0 of 1 answered right")
    assert "(the answer)" in panel.feedback.text()
    other = (question.answer + 2) % len(question.choices)
    panel.answer(other)
    assert "(not the answer)" in panel.feedback.text()
    assert panel.choice_buttons[other].state in ("viewing", "wrong")


def test_every_choice_of_every_question_shows_its_own_explanation(panel):
    for q, question in enumerate(panel.quiz.questions):
        panel.go_to(q)
        for c, choice in enumerate(question.choices):
            panel.answer(c)
            first_words = html.escape(choice.explanation)[:30]
            assert first_words in panel.feedback.text(), (question.id, c)


def test_digits_answer_and_finishing_shows_the_final_score(panel, qtbot):
    for q, question in enumerate(panel.quiz.questions):
        panel.go_to(q)
        QTest.keyClick(panel, QtCore.Qt.Key(QtCore.Qt.Key.Key_1 + question.answer))
    total = len(panel.quiz)
    assert panel.score_label.text() == f"Finished: {total} of {total} right"
    assert all(dot.text().endswith("✓") for dot in panel.dot_buttons)
    panel.restart()
    assert panel.current == 0 and panel.answers == {}


def test_navigation_is_clamped(panel):
    panel.go_to(-5)
    assert panel.current == 0 and not panel.previous_button.isEnabled()
    panel.go_to(99)
    assert panel.current == len(panel.quiz) - 1 and not panel.next_button.isEnabled()


def test_show_me_sets_up_the_window_and_shows_the_main_tab(window):
    """Every question's show-me, in turn, on one window (windows are slow to build)."""
    panel = show_quiz_panel(window)
    tabs = window.findChild(QtWidgets.QTabWidget, "mainTabs")
    session = window.session
    quiz_tab = next(i for i in range(tabs.count()) if tabs.widget(i).isAncestorOf(panel))   # in a scroll area
    for index, question in enumerate(panel.quiz.questions):
        tabs.setCurrentIndex(quiz_tab)
        assert tabs.currentIndex() != 0
        panel.go_to(index)
        panel.answer(0)
        panel.show_me_button.click()
        show = question.show_me
        assert tabs.currentIndex() == 0, question.id
        assert session.text == show.sentence and session.message == "", question.id
        for name, value in show.settings.items():
            assert getattr(session.settings, name) == value, (question.id, name)
        assert session.focus == show.focus, question.id
        if question.id == "what-rope-changes":
            frame = session.frame
            assert (frame.position_vectors == 0).all() and (frame.z == frame.token_vectors).all()


def test_file_menu_has_open_quiz_before_quit(window):
    file_menu = window.findChild(QtGui.QAction, "openQuizAction").associatedObjects()
    menu = next(m for m in file_menu if isinstance(m, QtWidgets.QMenu))
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert "Open &quiz…" in texts
    quit_index = next((i for i, t in enumerate(texts) if "Quit" in t), len(texts))
    assert texts.index("Open &quiz…") < quit_index


def _lecturer_file(tmp_path, change=None):
    data = json.loads(resource_path(DEFAULT_QUIZ).read_text(encoding="utf-8"))
    data["title"] = "Week 3 check"
    data["questions"] = data["questions"][:3]
    if change:
        change(data)
    path = tmp_path / "week3.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_open_quiz_loads_a_lecturers_file(window, tmp_path):
    assert open_quiz_file(window, _lecturer_file(tmp_path))
    panel = show_quiz_panel(window)
    assert panel.quiz.title == "Week 3 check" and len(panel.quiz) == 3 and len(panel.dot_buttons) == 3
    assert window.statusBar().currentMessage() == "Quiz loaded: Week 3 check"
    assert panel.message.isHidden()


def test_a_malformed_quiz_is_refused_with_its_problem_named(window, tmp_path):
    panel = show_quiz_panel(window)
    panel.answer(panel.question.answer)

    def drop_explanation(data):
        del data["questions"][1]["choices"][2]["explanation"]
    assert not open_quiz_file(window, _lecturer_file(tmp_path, drop_explanation))
    message = panel.message.text()
    assert not panel.message.isHidden()
    assert "week3.json" in message and "question 2" in message and "choice 3" in message
    assert '"explanation"' in message
    assert window.statusBar().currentMessage() == message
    assert panel.quiz.title == default_quiz().title and panel.answers   # the old quiz and score stay


def test_text_follows_the_zoom(panel):
    big = QtGui.QFont(panel.font())
    big.setPointSizeF(31.0)
    panel.setFont(big)
    for label in (panel.prompt, panel.feedback, panel.title, panel.message, panel.choice_buttons[0].label):
        assert label.font().pointSizeF() == 31.0, label.objectName()
    assert panel.title.font().bold()


def test_digit_keys_answer_in_the_window_without_moving_the_walkthrough(window):
    window.show()
    panel = show_quiz_panel(window)
    panel.setFocus()
    step = window.session.step
    QTest.keyClick(window.windowHandle(), QtCore.Qt.Key.Key_3)
    assert panel.answers == {0: 2} and window.session.step == step


def _long_quiz(path, count: int) -> None:
    question = {"question": "Which row?", "choices": [{"text": "A row", "correct": True, "explanation": "yes"},
                                                      {"text": "No row", "correct": False, "explanation": "no"}]}
    path.write_text(json.dumps({"format": "posviz-quiz", "version": 1, "title": "Long",
                                "questions": [{**question, "id": str(i)} for i in range(count)]}))


def _widgets(panel) -> int:
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    return len(panel.findChildren(QtWidgets.QWidget))


def test_a_long_quiz_builds_only_the_shown_question(panel, tmp_path):
    from posviz.model.limits import MAX_QUESTIONS
    from posviz.qt.panels.quiz import MAX_DOTS
    short, long = tmp_path / "short.json", tmp_path / "long.json"
    _long_quiz(short, MAX_DOTS + 1)
    _long_quiz(long, MAX_QUESTIONS)
    assert panel.load_file(short)
    built = _widgets(panel)
    assert panel.load_file(long) and len(panel.quiz) == MAX_QUESTIONS
    assert _widgets(panel) == built and panel.dot_buttons == []          # O(1) widgets, not O(questions)
    panel.jump.setValue(MAX_QUESTIONS)                                     # the number box moves
    assert panel.current == MAX_QUESTIONS - 1 and _widgets(panel) == built
    assert panel.jump.suffix() == f" of {MAX_QUESTIONS:,}" and panel.prompt.text().startswith(
        f"<big><b>{MAX_QUESTIONS} / {MAX_QUESTIONS}.")
    panel.answer(0)
    assert panel.score_label.text() == f"Score: 1 of 1 answered right ({MAX_QUESTIONS} questions)"


def test_a_10000_question_quiz_is_refused_by_name_and_builds_nothing(panel, tmp_path):
    from posviz.model.limits import MAX_QUESTIONS, MAX_QUIZ_BYTES
    huge = tmp_path / "huge.json"
    _long_quiz(huge, 10_000)
    built, before = _widgets(panel), panel.quiz
    assert not panel.load_file(huge) and panel.quiz is before and _widgets(panel) == built
    size = huge.stat().st_size
    expected = (f"a quiz is at most {MAX_QUIZ_BYTES / 1e6:,.1f} MB" if size > MAX_QUIZ_BYTES
                else f"it has 10,000 questions; a quiz has at most {MAX_QUESTIONS:,}")
    assert expected in panel.message.text()


def test_mutated_quiz_files_in_the_panel_are_refused_or_shown(qtbot, tmp_path):
    """Hypothesis, in the window: a mutated quiz either leaves the current quiz and says why, or
    is shown from its first question; each load stays within a memory budget, and a 20 ms timer
    keeps ticking throughout."""
    import sys
    import time
    import tracemalloc
    from pathlib import Path
    from hypothesis import HealthCheck, given, settings
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from test_file_mutations import VALID_QUIZ, mutated
    panel = QuizPanel(Session())
    qtbot.addWidget(panel)
    ticks = []
    timer = QtCore.QTimer(interval=20, timeout=lambda: ticks.append(time.perf_counter()))
    timer.start()
    peaks = []

    @settings(max_examples=15, suppress_health_check=list(HealthCheck))
    @given(content=mutated(VALID_QUIZ))
    def load(content):
        path = tmp_path / "mutated.json"
        path.write_bytes(content)
        before = panel.quiz
        tracemalloc.start()
        ok = panel.load_file(path)
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        if ok:
            question = panel.quiz.questions[0]
            assert panel.current == 0 and html.escape(question.question) in panel.prompt.text()
            assert len(panel.choice_buttons) == len(question.choices) and not panel.message.isVisible()
        else:
            assert panel.quiz is before and panel.message.text().startswith("This quiz file cannot be used: ")
        qtbot.wait(1)

    load()
    qtbot.wait(40)
    timer.stop()
    assert len(ticks) >= 2 and max(peaks) < 64e6


def test_turning_questions_makes_no_new_buttons(panel, monkeypatch):
    """Choice buttons are reused: made and deleted on every question, each left ~1.7 kB behind in
    PySide (18 MB per thousand questions in the long fuzz run)."""
    from posviz.qt.panels import quiz as quiz_panel
    widest = max(len(q.choices) for q in panel.quiz.questions)
    panel.go_to(next(i for i, q in enumerate(panel.quiz.questions) if len(q.choices) == widest))
    made = []
    real = quiz_panel.WrappingButton
    monkeypatch.setattr(quiz_panel, "WrappingButton", lambda *a, **k: made.append(1) or real(*a, **k))
    for index in list(range(len(panel.quiz))) * 3:
        panel.go_to(index)
        shown = [b for b in panel.choice_buttons if b.isVisibleTo(panel)]
        assert len(shown) == len(panel.question.choices) == len(panel.choice_buttons)
        assert [b.text() for b in shown] == [b.text() for b in panel.choice_buttons]
    assert made == []
