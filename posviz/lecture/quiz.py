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
from posviz.model.limits import MAX_CHOICES, MAX_QUESTIONS, MAX_QUIZ_BYTES, MAX_QUIZ_TEXT
from posviz.model.limits import MAX_TEXT as MAX_SENTENCE
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
        raise QuizError(f"cannot read the quiz file {path.name}: {exc.strerror or exc}") from None
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
    where = f"{source}:"
    if not isinstance(data, dict):
        raise QuizError(f"{where} a quiz file holds a JSON object with a \"questions\" list, "
                        f"not {_kind(data)}")
    if data.get("format", FORMAT) != FORMAT:
        raise QuizError(f"{where} this is not a posviz quiz (format {data.get('format')!r}, "
                        f"expected {FORMAT!r})")
    version = data.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        raise QuizError(f"{where} quiz format version {version!r} is newer than this posviz reads "
                        f"(up to {VERSION})")
    title = _text(data.get("title", "Quiz"), f"{where} field \"title\"")
    questions = data.get("questions")
    if not isinstance(questions, list) or not questions:
        raise QuizError(f"{where} field \"questions\" must be a non-empty list, got {_kind(questions)}")
    if len(questions) > MAX_QUESTIONS:
        raise QuizError(f"{where} it has {len(questions):,} questions; a quiz has at most {MAX_QUESTIONS:,}")
    parsed = tuple(_question(q, i, where) for i, q in enumerate(questions))
    return Quiz(title, parsed, source)


def _question(data: Any, index: int, where: str) -> Question:
    at = f"{where} question {index + 1}"
    if not isinstance(data, dict):
        raise QuizError(f"{at} must be a JSON object, not {_kind(data)}")
    prompt = _text(data.get("question"), f"{at}: field \"question\"")
    at = f"{at} (\"{_short(prompt)}\")"
    _no_unknown(data, {"id", "question", "choices", "show_me"}, at)
    choices = data.get("choices")
    if not isinstance(choices, list) or not 2 <= len(choices) <= MAX_CHOICES:
        raise QuizError(f"{at}: field \"choices\" must be a list of 2 to {MAX_CHOICES} answers, "
                        f"got {_kind(choices)}")
    parsed = tuple(_choice(c, i, at) for i, c in enumerate(choices))
    n_correct = sum(c.correct for c in parsed)
    if n_correct != 1:
        raise QuizError(f"{at}: exactly one choice must have \"correct\": true, found {n_correct}")
    show_me = _show_me(data["show_me"], at) if data.get("show_me") is not None else None
    qid = str(data.get("id", index + 1))
    return Question(qid, prompt, parsed, show_me)


def _choice(data: Any, index: int, at: str) -> Choice:
    at = f"{at}, choice {index + 1}"
    if not isinstance(data, dict):
        raise QuizError(f"{at} must be a JSON object with \"text\", \"correct\" and \"explanation\", "
                        f"not {_kind(data)}")
    _no_unknown(data, {"text", "correct", "explanation"}, at)
    text = _text(data.get("text"), f"{at}: field \"text\"")
    correct = data.get("correct", False)
    if not isinstance(correct, bool):
        raise QuizError(f"{at}: field \"correct\" must be true or false, got {correct!r}")
    explanation = _text(data.get("explanation"), f"{at}: field \"explanation\"")
    return Choice(text, correct, explanation)


def _show_me(data: Any, at: str) -> ShowMe:
    at = f"{at}: field \"show_me\""
    if not isinstance(data, dict):
        raise QuizError(f"{at} must be a JSON object, not {_kind(data)}")
    _no_unknown(data, {"label", "sentence", "settings", "focus"}, at)
    label = _text(data.get("label", "Show me"), f"{at}, \"label\"")
    sentence = data.get("sentence")
    if sentence is not None and not isinstance(sentence, str):
        raise QuizError(f"{at}, \"sentence\" must be text, got {_kind(sentence)}")
    if sentence is not None and len(sentence) > MAX_SENTENCE:
        raise QuizError(f"{at}, \"sentence\" has {len(sentence):,} characters; at most {MAX_SENTENCE:,}")
    if sentence is not None:
        _encodable(sentence, f"{at}, \"sentence\"")
    focus = data.get("focus")
    if focus is not None and (isinstance(focus, bool) or not isinstance(focus, int) or focus < 0):
        raise QuizError(f"{at}, \"focus\" must be a token index (0, 1, 2, ...), got {focus!r}")
    return ShowMe(label, sentence, _settings(data.get("settings", {}), at), focus)


def _settings(data: Any, at: str) -> dict:
    if not isinstance(data, dict):
        raise QuizError(f"{at}, \"settings\" must be a JSON object, not {_kind(data)}")
    unknown = sorted(set(data) - _SETTING_NAMES)
    if unknown:
        raise QuizError(f"{at}, \"settings\" has unknown setting(s) {', '.join(unknown)}; "
                        f"known: {', '.join(sorted(_SETTING_NAMES))}")
    try:
        LayerSettings().changed(**data)
    except (TypeError, ValueError) as exc:
        raise QuizError(f"{at}, \"settings\": {exc}") from None
    return dict(data)


# --- small helpers ----------------------------------------------------------------------------
def _text(value: Any, at: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise QuizError(f"{at} must be non-empty text, got {_kind(value)}")
    if len(value) > MAX_QUIZ_TEXT:
        raise QuizError(f"{at} has {len(value):,} characters; at most {MAX_QUIZ_TEXT:,} are allowed")
    _encodable(value, at)
    return value.strip()


def _encodable(value: str, at: str) -> None:
    """Refuse a lone surrogate ("\\ud800" is valid JSON, but no text): it could not be saved again."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise QuizError(f"{at} holds the code point U+{ord(value[exc.start]):04X} at character {exc.start + 1}, "
                        "half of a surrogate pair, which is not text") from None


def _no_unknown(data: dict, known: set, at: str) -> None:
    unknown = sorted(set(data) - known)
    if unknown:
        raise QuizError(f"{at}: unknown field(s) {', '.join(map(repr, unknown))} "
                        f"(known: {', '.join(sorted(known))})")


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, str):
        return "empty text" if not value.strip() else f"text {_short(value)!r}"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    return {dict: "an object", bool: "true/false", int: "a number", float: "a number"}.get(
        type(value), type(value).__name__)


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
