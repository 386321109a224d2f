"""The shipped quiz's words in the user's language (issue 32). Pure Python (no Qt).

The quiz is data (``resources/quiz/lesson.json``), and pyside6-lupdate does not read JSON. So the
shipped quiz's sentences are marked in a generated module, :mod:`posviz.lecture.lesson_quiz_text`
(one ``LessonQuiz.tr("…")`` per sentence), which lupdate reads like any other source: the ``.ts``
files stay the single place translators work in. ``tests/lecture/test_quiz_marks.py`` fails when the
module and the JSON drift apart; ``python -m posviz.lecture.quiz_marks`` writes it again.

On screen, :func:`shown` looks a quiz text up in that context when it is drawn. A lecturer's own
quiz file has no entry there and shows as written, in the lecturer's language.
"""
from __future__ import annotations

import json
from pathlib import Path

from posviz.i18n import Context

LessonQuiz = Context("LessonQuiz")
GENERATED = Path(__file__).with_name("lesson_quiz_text.py")
_HEAD = '''"""Generated from resources/quiz/lesson.json by ``python -m posviz.lecture.quiz_marks``: do not edit.

Each shipped quiz sentence, marked once so that pyside6-lupdate puts it into the .ts files (it does
not read JSON). posviz.lecture.quiz_marks.shown() looks the sentences up when they are drawn.
"""
from posviz.lecture.quiz_marks import LessonQuiz


def marked() -> list[str]:
    """Every sentence the shipped quiz shows (its example sentences are data, not listed)."""
    return [text for part in PARTS for text in part()]
'''


def shown(text: str) -> str:
    """A quiz ``text`` (title, question, choice, explanation, show-me label) in the user's language
    when it is one of the shipped quiz's sentences; otherwise the text as written."""
    lookup = LessonQuiz.tr
    return lookup(text)


def sentences(data: dict) -> list[str]:
    """The texts of a parsed quiz file the student reads, in order, each once."""
    found = [data["title"]]
    for question in data["questions"]:
        found.append(question["question"])
        for choice in question["choices"]:
            found += [choice["text"], choice["explanation"]]
        if question.get("show_me") and "label" in question["show_me"]:
            found.append(question["show_me"]["label"])
    return list(dict.fromkeys(text.strip() for text in found))


def _marks(texts: list[str]) -> str:
    # A JSON string is a valid Python literal (the same escapes); lupdate reads it as written.
    return "".join(f"        LessonQuiz.tr({json.dumps(text, ensure_ascii=False)}),\n" for text in texts)


def module_text(data: dict) -> str:
    """The source of :mod:`posviz.lecture.lesson_quiz_text` for the quiz ``data``: a short function per
    question (its sentences) and one for the title."""
    parts = [("title", [data["title"].strip()])]
    parts += [(f"question_{i}", sentences({"title": "", "questions": [q]})[1:]) for i, q in enumerate(data["questions"], 1)]
    code = [f"\n\ndef {name}() -> list[str]:\n    return [\n{_marks(texts)}    ]\n" for name, texts in parts]
    table = ", ".join(name for name, _ in parts)
    return _HEAD + "".join(code) + f"\n\nPARTS = ({table})\n"


def main() -> None:
    from posviz.assets import resource_path
    from posviz.lecture.quiz import DEFAULT_QUIZ
    data = json.loads(resource_path(DEFAULT_QUIZ).read_text(encoding="utf-8"))
    GENERATED.write_text(module_text(data), encoding="utf-8")


if __name__ == "__main__":
    main()
