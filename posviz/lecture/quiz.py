"""Multiple-choice quizzes as data: load, validate, score. Pure Python (no Qt).

A quiz file is JSON::

    {"format": "posviz-quiz", "version": 1, "title": "...",
     "questions": [{"id": "...", "question": "...",
                    "choices": [{"text": "...", "correct": true, "explanation": "..."}, ...],
                    "show_me": {"label": "...", "sentence": "...",
                                "settings": {"scheme": "rope", "positions_on": true}, "focus": 1}}]}

Every question has 2 to 8 choices, exactly one of them correct, and every choice explains itself.
``show_me`` is optional; its ``settings`` are :class:`~posviz.model.settings.LayerSettings` fields.
A file that breaks a rule raises :class:`QuizError` naming the file, the question and the field.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from posviz.assets import ResourceError, resource_path
from posviz.files import FileRefused, parse_json, read_capped
from posviz.i18n import isolate, number
from posviz.model.limits import MAX_CHOICES, MAX_QUESTIONS, MAX_QUIZ_BYTES, MAX_QUIZ_TEXT
from posviz.model.limits import MAX_TEXT as MAX_SENTENCE
from posviz.lecture.quiz_places import (QuizFile, choice_place, field_place, file_place, kind, question_place,
                                        quoted_question, short, sub_field, top_field)
from posviz.model.settings import LayerSettings

FORMAT = "posviz-quiz"
VERSION = 1
DEFAULT_QUIZ = "quiz/lesson.json"
_SETTING_NAMES = frozenset(f.name for f in fields(LayerSettings))


class QuizError(ValueError):
    """A quiz file that cannot be used; the message names the file, question and field."""


@dataclass(frozen=True)
class Choice:
    """One answer: its text, whether it is the right one, and why."""

    text: str
    correct: bool
    explanation: str


@dataclass(frozen=True)
class ShowMe:
    """How to set up the main window to see a question's point.

    Attributes
    ----------
    label : str
        What to look at, shown on the button.
    sentence : str or None
        Text for the sentence editor (None keeps the current one).
    settings : dict
        LayerSettings fields to change, e.g. ``{"scheme": "rope"}``.
    focus : int or None
        Token index to focus.
    """

    label: str
    sentence: str | None = None
    settings: dict = field(default_factory=dict)
    focus: int | None = None


@dataclass(frozen=True)
class Question:
    """A question with its choices (exactly one correct) and an optional show-me."""

    id: str
    question: str
    choices: tuple[Choice, ...]
    show_me: ShowMe | None = None

    @property
    def answer(self) -> int:
        """Index of the correct choice."""
        return next(i for i, choice in enumerate(self.choices) if choice.correct)


@dataclass(frozen=True)
class Quiz:
    """A titled list of questions and where they came from."""

    title: str
    questions: tuple[Question, ...]
    source: str = ""

    def __len__(self) -> int:
        return len(self.questions)


def score(quiz: Quiz, answers: dict[int, int]) -> tuple[int, int]:
    """(right, answered) for ``answers``, a map question index -> first chosen choice index."""
    right = sum(1 for q, c in answers.items() if quiz.questions[q].answer == c)
    return right, len(answers)


# --- loading -------------------------------------------------------------------------------
def load_quiz(path: str | Path) -> Quiz:
    """Read and validate the quiz file at ``path``.

    Raises
    ------
    QuizError
        If the file cannot be read, is not JSON, or breaks a rule; the message says where.
    """
    path = Path(path)
    try:
        data = read_capped(path, MAX_QUIZ_BYTES, "quiz")
    except FileRefused as exc:
        raise QuizError(str(exc)) from None
    except OSError as exc:
        raise QuizError(QuizFile.tr("cannot read the quiz file {file}: {reason}").format(
            file=isolate(path.name), reason=isolate(str(exc.strerror or exc)))) from None
    return parse_quiz(parse_json(data, path.name, QuizError), path.name)


def default_quiz() -> Quiz:
    """The quiz shipped with posviz (the lessons' check-your-understanding questions)."""
    path = resource_path(DEFAULT_QUIZ)
    if not path.is_file():
        raise ResourceError(f"posviz cannot find its data file {DEFAULT_QUIZ!r} (looked in {path.parent}); "
                            "reinstall posviz")
    return load_quiz(path)


def parse_quiz(data: Any, source: str = "quiz") -> Quiz:
    """Validate already-parsed JSON ``data``; ``source`` names it in messages."""
    where = file_place(source)
    if not isinstance(data, dict):
        raise QuizError(QuizFile.tr("{where} a quiz file holds a JSON object with a \"questions\" list, "
                                    "not {kind}").format(where=where, kind=kind(data)))
    if data.get("format", FORMAT) != FORMAT:
        raise QuizError(QuizFile.tr("{where} this is not a posviz quiz (format {found}, expected {expected})").format(
            where=where, found=isolate(repr(data.get("format"))), expected=isolate(repr(FORMAT))))
    version = data.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        raise QuizError(QuizFile.tr("{where} quiz format version {version} is newer than this posviz reads "
                                    "(up to {latest})").format(
            where=where, version=isolate(repr(version)), latest=number(VERSION)))
    title = _text(data.get("title", "Quiz"), top_field(where, "title"))
    questions = data.get("questions")
    if not isinstance(questions, list) or not questions:
        raise QuizError(QuizFile.tr("{where} field \"questions\" must be a non-empty list, got {kind}").format(
            where=where, kind=kind(questions)))
    if len(questions) > MAX_QUESTIONS:
        raise QuizError(QuizFile.tr("{where} it has %Ln questions; a quiz has at most {most}", None,
                                    len(questions)).format(where=where, most=number(MAX_QUESTIONS)))
    parsed = tuple(_question(q, i, where) for i, q in enumerate(questions))
    return Quiz(title, parsed, source)


def _question(data: Any, index: int, where: str) -> Question:
    at = question_place(where, index)
    if not isinstance(data, dict):
        raise QuizError(_not_object(at, data))
    prompt = _text(data.get("question"), field_place(at, "question"))
    at = quoted_question(at, prompt)
    _no_unknown(data, {"id", "question", "choices", "show_me"}, at)
    choices = data.get("choices")
    if not isinstance(choices, list) or not 2 <= len(choices) <= MAX_CHOICES:
        raise QuizError(QuizFile.tr("{place}: field \"choices\" must be a list of 2 to {most} answers, "
                                    "got {kind}").format(place=at, most=number(MAX_CHOICES), kind=kind(choices)))
    parsed = tuple(_choice(c, i, at) for i, c in enumerate(choices))
    n_correct = sum(c.correct for c in parsed)
    if n_correct != 1:
        raise QuizError(QuizFile.tr("{place}: exactly one choice must have \"correct\": true, found {count}").format(
            place=at, count=number(n_correct)))
    show_me = _show_me(data["show_me"], at) if data.get("show_me") is not None else None
    qid = str(data.get("id", index + 1))
    return Question(qid, prompt, parsed, show_me)


def _choice(data: Any, index: int, at: str) -> Choice:
    at = choice_place(at, index)
    if not isinstance(data, dict):
        raise QuizError(QuizFile.tr("{place} must be a JSON object with \"text\", \"correct\" and "
                                    "\"explanation\", not {kind}").format(place=at, kind=kind(data)))
    _no_unknown(data, {"text", "correct", "explanation"}, at)
    text = _text(data.get("text"), field_place(at, "text"))
    correct = data.get("correct", False)
    if not isinstance(correct, bool):
        raise QuizError(QuizFile.tr("{place} must be true or false, got {value}").format(
            place=field_place(at, "correct"), value=isolate(repr(correct))))
    explanation = _text(data.get("explanation"), field_place(at, "explanation"))
    return Choice(text, correct, explanation)


def _show_me(data: Any, at: str) -> ShowMe:
    at = field_place(at, "show_me")
    if not isinstance(data, dict):
        raise QuizError(_not_object(at, data))
    _no_unknown(data, {"label", "sentence", "settings", "focus"}, at)
    label = _text(data.get("label", "Show me"), sub_field(at, "label"))
    sentence = data.get("sentence")
    if sentence is not None and not isinstance(sentence, str):
        raise QuizError(QuizFile.tr("{place} must be text, got {kind}").format(
            place=sub_field(at, "sentence"), kind=kind(sentence)))
    if sentence is not None and len(sentence) > MAX_SENTENCE:
        raise QuizError(QuizFile.tr("{place} has %Ln characters; at most {most}", None, len(sentence)).format(
            place=sub_field(at, "sentence"), most=number(MAX_SENTENCE)))
    if sentence is not None:
        _encodable(sentence, sub_field(at, "sentence"))
    focus = data.get("focus")
    if focus is not None and (isinstance(focus, bool) or not isinstance(focus, int) or focus < 0):
        raise QuizError(QuizFile.tr("{place} must be a token index (0, 1, 2, ...), got {value}").format(
            place=sub_field(at, "focus"), value=isolate(repr(focus))))
    return ShowMe(label, sentence, _settings(data.get("settings", {}), sub_field(at, "settings")), focus)


def _settings(data: Any, at: str) -> dict:
    if not isinstance(data, dict):
        raise QuizError(_not_object(at, data))
    unknown = sorted(set(data) - _SETTING_NAMES)
    if unknown:
        raise QuizError(QuizFile.tr("{place} has unknown setting(s) {unknown}; known: {known}").format(
            place=at, unknown=isolate(", ".join(unknown)), known=isolate(", ".join(sorted(_SETTING_NAMES)))))
    try:
        LayerSettings().changed(**data)
    except (TypeError, ValueError) as exc:
        raise QuizError(QuizFile.tr("{place}: {reason}").format(place=at, reason=isolate(str(exc)))) from None
    return dict(data)


# --- small helpers ----------------------------------------------------------------------------
def _not_object(at: str, data: Any) -> str:
    return QuizFile.tr("{place} must be a JSON object, not {kind}").format(place=at, kind=kind(data))


def _text(value: Any, at: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise QuizError(QuizFile.tr("{place} must be non-empty text, got {kind}").format(place=at, kind=kind(value)))
    if len(value) > MAX_QUIZ_TEXT:
        raise QuizError(QuizFile.tr("{place} has %Ln characters; at most {most} are allowed", None,
                                    len(value)).format(place=at, most=number(MAX_QUIZ_TEXT)))
    _encodable(value, at)
    return value.strip()


def _encodable(value: str, at: str) -> None:
    """Refuse a lone surrogate ("\\ud800" is valid JSON, but no text): it could not be saved again."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise QuizError(QuizFile.tr("{place} holds the code point U+{code} at character {position}, half of a "
                                    "surrogate pair, which is not text").format(
            place=at, code=f"{ord(value[exc.start]):04X}", position=exc.start + 1)) from None    # ungrouped, as ever


def _no_unknown(data: dict, known: set, at: str) -> None:
    unknown = sorted(set(data) - known)
    if unknown:
        raise QuizError(QuizFile.tr("{place}: unknown field(s) {unknown} (known: {known})").format(
            place=at, unknown=isolate(", ".join(map(repr, unknown))), known=isolate(", ".join(sorted(known)))))


_short, _kind = short, kind      # the names the quiz tests use
