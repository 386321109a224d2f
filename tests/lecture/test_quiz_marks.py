"""The shipped quiz's sentences reach the translators (issue 32): lupdate does not read JSON, so
posviz/lecture/lesson_quiz_text.py marks each of them; it must be exactly what quiz_marks makes from
resources/quiz/lesson.json, so the two cannot drift apart."""
import json

from posviz.assets import resource_path
from posviz.lecture import lesson_quiz_text, quiz_marks
from posviz.lecture.quiz import DEFAULT_QUIZ, default_quiz


def lesson_json() -> dict:
    return json.loads(resource_path(DEFAULT_QUIZ).read_text(encoding="utf-8"))


def test_the_marked_module_is_made_from_the_quiz_file():
    assert quiz_marks.GENERATED.read_text(encoding="utf-8") == quiz_marks.module_text(lesson_json()), (
        "resources/quiz/lesson.json changed: run python -m posviz.lecture.quiz_marks, then "
        "python tools/translations.py all, and translate the new sentences")


def test_every_text_the_quiz_shows_is_marked_once_and_nothing_else():
    quiz = default_quiz()
    shown = {quiz.title} | {q.question for q in quiz.questions} | {q.show_me.label for q in quiz.questions if q.show_me}
    shown |= {text for q in quiz.questions for c in q.choices for text in (c.text, c.explanation)}
    marked = lesson_quiz_text.marked()
    assert len(marked) == len(set(marked)) == 81
    assert set(marked) == shown
    assert not {q.show_me.sentence for q in quiz.questions if q.show_me} & set(marked)   # example sentences: data
