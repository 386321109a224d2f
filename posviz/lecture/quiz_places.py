"""Where in a lecturer's quiz file a refusal points, and what it found there (issue 32).

The refusals of :mod:`posviz.lecture.quiz` are whole sentences of the ``QuizFile`` context; the
place (“lesson.json: question 3 ("Why…"), choice 2”) and the kind of value found (“a list of 3”)
are marked sentences of their own, passed into the refusal as fields.
"""
from __future__ import annotations

from typing import Any

from posviz.i18n import Context, isolate, number

QuizFile = Context("QuizFile")


def file_place(source: str) -> str:
    """The whole file: ``lesson.json:``."""
    #: the start of every refusal of a quiz file; {file} is the file's name
    return QuizFile.tr("{file}:").format(file=isolate(source))


def top_field(where: str, name: str) -> str:
    """A field of the file itself: ``lesson.json: field "title"``."""
    return QuizFile.tr("{where} field \"{field}\"").format(where=where, field=isolate(name))


def question_place(where: str, index: int) -> str:
    """The ``index``-th (0-based) question: ``lesson.json: question 3``."""
    return QuizFile.tr("{where} question {number}").format(where=where, number=number(index + 1))


def quoted_question(at: str, prompt: str) -> str:
    """A question named by the start of its text: ``lesson.json: question 3 ("Why…")``."""
    return QuizFile.tr("{question} (\"{prompt}\")").format(question=at, prompt=isolate(short(prompt)))


def choice_place(at: str, index: int) -> str:
    """The ``index``-th (0-based) choice of a question: ``…, choice 2``."""
    return QuizFile.tr("{question}, choice {number}").format(question=at, number=number(index + 1))


def field_place(at: str, name: str) -> str:
    """A field of a question or choice: ``…, choice 2: field "text"``."""
    return QuizFile.tr("{place}: field \"{field}\"").format(place=at, field=isolate(name))


def sub_field(at: str, name: str) -> str:
    """A field inside "show_me": ``…: field "show_me", "focus"``."""
    return QuizFile.tr("{place}, \"{field}\"").format(place=at, field=isolate(name))


def kind(value: Any) -> str:
    """What a value is, for “… got {kind}”: nothing, empty text, text 'x', a list of 3, a number."""
    if value is None:
        return QuizFile.tr("nothing")
    if isinstance(value, str):
        if not value.strip():
            return QuizFile.tr("empty text")
        return QuizFile.tr("text {value}").format(value=isolate(repr(short(value))))
    if isinstance(value, list):
        return QuizFile.tr("a list of %n", None, len(value))
    if isinstance(value, dict):
        return QuizFile.tr("an object")
    if isinstance(value, bool):
        return QuizFile.tr("true/false")
    if type(value) in (int, float):
        return QuizFile.tr("a number")
    return isolate(type(value).__name__)


def short(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
