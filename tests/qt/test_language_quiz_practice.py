"""The Quiz and Practice tabs switch language at run time (issue 32): every word is made again from
the panels' state (the question shown, the answers given, the task, the last check's verdict), the
shipped quiz's own sentences are translated while a lecturer's file stays as written, Arabic uses
its letters for the choices and mirrors the tabs but never the code."""
import json

import pytest
from PySide6 import QtCore

from posviz.practice import TASKS, DraftStore, Limits
from posviz.practice.report import CaseReport, CheckReport
from posviz.qt import language
from posviz.qt.panels.practice import PracticePanel
from posviz.qt.panels.quiz import QuizPanel
from posviz.qt.session import Session


@pytest.fixture
def panels(qtbot, tmp_path):
    quiz = QuizPanel(Session())
    practice = PracticePanel(Session(), store=DraftStore(tmp_path / "drafts"), limits=Limits())
    for panel in (quiz, practice):
        qtbot.addWidget(panel)
        panel.resize(1200, 800)
        panel.show()
    yield quiz, practice
    language.apply("en")


def switch(code: str) -> None:
    language.apply(code)
    QtCore.QCoreApplication.processEvents()          # LanguageChange reaches every widget


def test_the_quiz_is_redrawn_in_german_from_its_state_and_back(panels):
    quiz, _ = panels
    quiz.go_to(1)                                     # the table-vs-length question
    quiz.answer(0)                                    # "37,000 x 512": wrong, D is right
    english = (quiz.title.text(), quiz.prompt.text(), quiz.feedback.text(), quiz.score_label.text())
    switch("de")
    assert quiz.title.text() == "Verständnis prüfen: Token, Einbettungen und Positionen"
    assert quiz.prompt.text().startswith("<big><b>2 / 8. Das Paper von 2017 nutzte ein Vokabular von etwa 37.000")
    assert quiz.choice_buttons[0].text() == "<b>✗ A.</b>&nbsp; 37.000 x 512"
    assert quiz.feedback.text() == (
        "<b>✗ Diese nicht.</b> Das ist die Einbettungstabelle E selbst. Ihre Größe hängt nur vom Vokabular ab; "
        "sie ändert sich nicht mit der Eingabe.<br><br><b>Die Antwort ist D.</b> Pro Token wird eine Zeile der "
        "Breite d = 512 nachgeschlagen, das Ergebnis ist also L x d. Die Länge L und die Breite d sind unabhängige "
        "Regler, und die Tabelle bleibt |V| x d.")
    assert quiz.score_label.text() == "Punkte: 0 von 1 richtig beantwortet (8 Fragen)"
    assert quiz.next_button.text() == "Weiter ▶"
    assert quiz.answers == {1: 0} and quiz.current == 1           # the state is kept, only the words change
    switch("en")
    assert (quiz.title.text(), quiz.prompt.text(), quiz.feedback.text(), quiz.score_label.text()) == english


def test_a_lecturers_quiz_stays_as_written_around_translated_controls(panels, tmp_path):
    quiz, _ = panels
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"title": "Mein Quiz", "questions": [{"question": "Wie viele Zeilen?", "choices": [
        {"text": "Fünf", "correct": True, "explanation": "Eine pro Token."},
        {"text": "Zehn", "correct": False, "explanation": "Das ist die Tabelle."}]}]}))
    assert quiz.load_file(path)
    switch("fr")
    quiz.answer(1)
    assert quiz.title.text() == "Mein Quiz"
    assert quiz.feedback.text() == ("<b>✗ Pas celle-ci.</b> Das ist die Tabelle.<br><br>"
                                    "<b>La réponse est A.</b> Eine pro Token.")
    assert quiz.score_label.text() == "Terminé\u00a0: 0 juste sur 1"


def test_arabic_letters_the_choices_and_mirrors_the_quiz(panels):
    quiz, _ = panels
    switch("ar")
    quiz.answer(quiz.question.answer)
    assert [b.text().split("</b>")[0][-2:] for b in quiz.choice_buttons] == ["أ.", "ب.", "ج.", "د."]
    assert quiz.layoutDirection() == QtCore.Qt.LayoutDirection.RightToLeft
    assert quiz.previous_button.x() > quiz.next_button.x()
    assert quiz.feedback.text().startswith("<b>✓ صحيح.</b> من دون مواضع")


def test_practice_is_redrawn_in_spanish_with_its_verdict_and_the_code_kept(panels):
    _, practice = panels
    practice.editor.setPlainText("def positional_encoding(length, d_model):\n    return 0\n")
    case = CaseReport("length 1, d_model 2, a single position", "failed", "Expected shape (1, 2), got ().")
    practice._show_report(CheckReport(TASKS[0].key, "failed", "1 of 1 hidden cases fail.", (case,)))
    switch("es")
    assert practice.title.text() == "Tarea 1 de 3: La tabla de posiciones sinusoidal"
    assert practice.statement.text().startswith("Escriba <code>positional_encoding(length, d_model)</code>.")
    assert [practice.check_button.text(), practice.reveal_button.text()] == ["Comprobar", "Ver la solución…"]
    assert practice.side_tabs.tabText(0) == "Casos"
    # The case's heading and status word are remade from the report (its label and detail are data here).
    assert practice.results.toPlainText().splitlines()[0] == "✗ Caso 1: length 1, d_model 2, a single position — fallido"
    assert practice.editor.toPlainText() == "def positional_encoding(length, d_model):\n    return 0\n"
    assert practice.check_button.shortcut().toString() == "Ctrl+Return"     # setText does not take the shortcut


def test_code_reads_left_to_right_in_arabic(panels):
    _, practice = panels
    switch("ar")
    ltr = QtCore.Qt.LayoutDirection.LeftToRight
    assert practice.layoutDirection() == QtCore.Qt.LayoutDirection.RightToLeft
    assert [v.layoutDirection() for v in (practice.editor, practice.output, practice.solution)] == [ltr] * 3
    assert practice.editor.numbers.geometry().right() <= practice.editor.viewport().geometry().left()
    assert practice.check_button.text() == "افحص"


def test_a_broken_quiz_file_is_refused_in_german_with_its_place_in_the_file(panels, tmp_path):
    """The refusal and the place it points to (question, choice, field) are German sentences; the
    file's name, the question's own words and the JSON value stay as written."""
    quiz, _ = panels
    before = quiz.quiz
    path = tmp_path / "kaputt.json"
    path.write_text(json.dumps({"questions": [{"question": "Wie viele Zeilen?", "choices": [
        {"text": "Fünf", "correct": True, "explanation": "Eine pro Token."},
        {"text": "Zehn", "correct": "ja", "explanation": "Das ist die Tabelle."}]}]}))
    switch("de")
    assert not quiz.load_file(path)
    assert quiz.message.text() == (
        "Diese Quizdatei ist nicht verwendbar: kaputt.json: Frage 1 („Wie viele Zeilen?“), Antwort 2: "
        "Feld \"correct\" muss true oder false sein, erhalten: 'ja'")
    assert quiz.quiz is before                          # the last good quiz is kept
