"""Walk the Quiz and Practice tabs in one language at several zooms and list what is wrong (issue 32).

Run in its own process (the screen is fixed when Qt starts), as language_walk.py is:
``QT_QPA_PLATFORM=offscreen:configfile=screens.json python language_walk_quiz_practice.py CODE[,CODE…] 1.0 2.0 [--shots DIR]``
prints a JSON list of problems. The quiz: every question, answered wrong first (odd ones) or right
first (even ones), then every other choice opened for its explanation. Practice: every task, with
the report of a real check of the starter stub (each hidden case fails: the mismatch, the hint).
In each state: a text cut off or partly outside the window (room_walk's rules); in the stand-in
locale a line of a text that is not in its brackets (English left, or cut); in Arabic a line with no
Arabic letter, or a layout not mirrored where it must be (the tabs) or mirrored where it must not
be (code: the editor with its line numbers on the left, the printed output, the solution).
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_checks import not_arabic, not_bracketed  # noqa: E402
from room_walk import clipped, fits, settle, walk_window  # noqa: E402

LETTER = re.compile(r"[^\W\d_]")       # a line with no letter (a question's number, ✓) is not words
# The stand-in accents every letter, so a plain ASCII word left inside a bracketed sentence is English
# that reached it unmarked (a quiz explanation drawn as written, say). A name with "_" or a digit
# (positional_encoding, z_shuffled, 1e-05) is code, which stays as written.
TOKEN = re.compile(r"[A-Za-z0-9_]+")


def english_words(texts: dict[str, str]) -> list[str]:
    """The texts holding a plain ASCII word of two letters or more (stand-in locale only)."""
    out = []
    for where, text in texts.items():
        words = [t for t in TOKEN.findall(text) if len(t) > 1 and t.isalpha()]
        if words:
            out.append(f"{where}: English words {words[:5]} in {text[:60]!r}")
    return out


def open_tab(window, class_name: str) -> QtWidgets.QWidget:
    """Show the window's tab whose view is ``class_name``, built."""
    index = next(i for i in range(window.tabs.count())
                 if getattr(window.tabs.widget(i), "_target", "").endswith(f":{class_name}"))
    window.tabs.setCurrentIndex(index)
    view = window.tabs.widget(index).ensure_built()
    settle()
    return view


def plain(widget) -> str:
    """What a text widget shows, as plain text (rich text's tags gone, its paragraphs as lines)."""
    if isinstance(widget, QtWidgets.QTextEdit):
        return widget.toPlainText()
    text = widget.text()           # a WrappingButton's text is its label's rich text
    plain_label = isinstance(widget, QtWidgets.QLabel) and widget.textFormat() == QtCore.Qt.TextFormat.PlainText
    rich = not plain_label and (QtGui.Qt.mightBeRichText(text) or isinstance(widget, QtWidgets.QLabel) and
                                widget.textFormat() == QtCore.Qt.TextFormat.RichText)
    if not rich:
        return text
    doc = QtGui.QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText().replace("\u2029", "\n")


def shown_texts(panel, skip: tuple = ()) -> dict[str, str]:
    """Every visible text of ``panel`` in its own words, by where it is shown; lines without a letter
    (numbers, marks) dropped. ``skip``: widgets whose text is data (code, Python's own messages)."""
    texts = {}
    for widget in panel.findChildren(QtWidgets.QWidget):
        if not widget.isVisible() or widget in skip or isinstance(widget.parentWidget(), QtWidgets.QTabBar):
            continue                     # a tab bar's scroll arrows are Qt's own (qtbase's translations)
        name = f"{type(widget).__name__} {widget.objectName() or id(widget)}"
        if widget.accessibleName():
            texts[f"accessible name of {name}"] = widget.accessibleName()
        if isinstance(widget, (QtWidgets.QLabel, QtWidgets.QAbstractButton, QtWidgets.QTextBrowser)):
            text = plain(widget)
        elif isinstance(widget, QtWidgets.QTabBar):
            text = "\n".join(widget.tabText(i) for i in range(widget.count()))
        else:
            continue
        words = "\n".join(line for line in text.splitlines() if LETTER.search(line))
        if words.strip():
            texts[name] = words
    return texts


def judge(window, panel, code: str, where: str, skip: tuple = (), numbered: tuple = ()) -> list[str]:
    """What is wrong with ``panel`` now (``where`` names the state). ``skip``: widgets that show data
    (code); ``numbered``: widgets whose translated pattern holds only a number and data (the task
    buttons' "1 · positional_encoding"), bracketed in the stand-in but without Arabic words."""
    settle()
    texts = shown_texts(panel, skip)
    shown = [t[:40] for t in texts.values()]
    problems = [p for p in clipped(window) if any(repr(t) in p for t in shown)]
    if code in ("en_XA", "ar_XB"):
        problems += not_bracketed(texts)
    if code == "en_XA":
        problems += english_words(texts)
    if code == "ar":
        names = {f"{type(w).__name__} {w.objectName() or id(w)}" for w in numbered}
        problems += not_arabic({where: text for where, text in texts.items() if where not in names})
    return [f"{where}: {p}" for p in problems]


def walk_quiz(window, code: str) -> list[str]:
    panel = open_tab(window, "QuizPanel")
    panel.restart()
    problems = judge(window, panel, code, "quiz, unanswered")
    for index, question in enumerate(panel.quiz.questions):
        panel.go_to(index)
        right = question.answer
        first = right if index % 2 == 0 else (right + 1) % len(question.choices)
        order = [first] + [c for c in range(len(question.choices)) if c != first]
        for choice in order:
            panel.answer(choice)
            problems += judge(window, panel, code, f"quiz question {index + 1}, choice {choice + 1}"
                              f"{' (first answer)' if choice == first else ''}")
    if code in ("ar", "ar_XB"):
        problems += quiz_mirroring(panel)
    return problems


def quiz_mirroring(panel) -> list[str]:
    out = []
    if panel.layoutDirection() != QtCore.Qt.LayoutDirection.RightToLeft:
        out.append("the quiz tab is not mirrored")
    if not panel.previous_button.x() > panel.next_button.x():
        out.append("the quiz's Previous button is not on the right")
    return out


def walk_practice(window, code: str, reports: dict) -> list[str]:
    """Each task, then the report of a check of its starter stub (run once per language, kept in
    ``reports`` for the other zooms)."""
    from posviz.practice import TASKS, Limits, check
    panel = open_tab(window, "PracticePanel")
    code_views = (panel.editor, panel.output, panel.solution)
    numbered = tuple(panel.task_buttons.buttons())
    problems = []
    for number, task in enumerate(TASKS, 1):
        panel.select_task(task.key)
        panel.editor.setPlainText(task.starter)
        problems += judge(window, panel, code, f"practice task {number}", code_views, numbered)
        if task.key not in reports:
            reports[task.key] = check(task, task.starter, Limits(), seed=number)
        panel._on_check_reported(reports[task.key])
        problems += judge(window, panel, code, f"practice task {number}, checked", code_views, numbered)
    if code in ("ar", "ar_XB"):
        problems += practice_mirroring(panel)
    return problems


def practice_mirroring(panel) -> list[str]:
    ltr, rtl = QtCore.Qt.LayoutDirection.LeftToRight, QtCore.Qt.LayoutDirection.RightToLeft
    out = [] if panel.layoutDirection() == rtl else ["the practice tab is not mirrored"]
    if not panel.check_button.x() > panel.reveal_button.x():
        out.append("the practice tab's first button (Check) is not on the right")
    for view in (panel.editor, panel.output, panel.solution):
        if view.layoutDirection() != ltr:
            out.append(f"{view.objectName()} is mirrored (code reads left to right)")
    if not panel.editor.numbers.geometry().right() <= panel.editor.viewport().geometry().left():
        out.append("the code editor's line numbers are not on its left")
    return out


def walk(code: str, zoom: float, shots: str | None, reports: dict) -> list[str]:
    window = walk_window(zoom)
    problems = fits(window, window.screen().availableGeometry())
    problems += walk_quiz(window, code)
    if shots:
        window.grab().save(f"{shots}/quiz_{code}_{int(zoom * 100)}.png")
    problems += walk_practice(window, code, reports)
    if shots:
        window.grab().save(f"{shots}/practice_{code}_{int(zoom * 100)}.png")
    window.close()
    window.deleteLater()
    settle()
    return [f"{code} zoom {zoom:g}: {p}" for p in problems]


def main(argv: list[str]) -> None:
    shots = None
    if "--shots" in argv:
        at = argv.index("--shots")
        shots, argv = argv[at + 1], argv[:at] + argv[at + 2:]
    codes, zooms = argv[0].split(","), argv[1:]
    from posviz.qt import language
    from posviz.qt.window.app import application
    application()
    problems = []
    for code in codes:                   # one process for all: the screen is the same
        language.apply(code)
        reports: dict = {}
        problems += [p for zoom in zooms for p in walk(code, float(zoom), shots, reports)]
    print(json.dumps(problems, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1:])
