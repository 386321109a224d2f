"""``posviz export page OUT.html``: the lesson page, one offline HTML file with posviz's own numbers.

Reached from ``posviz export`` (PANEL ``page``); made without Qt. Its sentences are the lecture's
prepared sentences (``--lecture FILE.posviz``, or just its current one with ``--only-current``),
else one sentence from ``--sentence`` and the usual layer options. Every problem is one line on
stderr: exit 2 for a bad option or input, 1 when the file cannot be written.
"""
from __future__ import annotations

import argparse
import os

from posviz.cli.export import UsageError, _fail, _number, _real_model, shown, undecodable

PANEL = "page"
PAGE_SUFFIXES = (".html", ".htm")
LAYER_OPTIONS = ("sentence", "scheme", "convention", "base", "d_model", "focus", "length")
PAGE_ONLY = {"lecture": "--lecture", "only_current": "--only-current", "with_notes": "--with-notes", "quiz": "--quiz"}
NOT_FOR_PAGE = {"size": "--size", "theme": "--theme", "colormap": "--colormap"}


def add_page_options(parser: argparse.ArgumentParser) -> None:
    """The options only the lesson page takes, added to ``posviz export``."""
    group = parser.add_argument_group("the lesson page (PANEL page, OUT.html): one offline HTML file with the "
                                      "walkthrough, the numbers and the quiz")
    group.add_argument("--lecture", metavar="FILE", help="a .posviz lecture state: the page holds every prepared "
                                                          "sentence of it, with its settings")
    group.add_argument("--only-current", dest="only_current", action="store_true",
                       help="with --lecture: only the lecture's current sentence")
    group.add_argument("--with-notes", dest="with_notes", action="store_true",
                       help="include the lecturer's speaker notes (left out by default: the page is for students)")
    group.add_argument("--quiz", metavar="FILE", help="a posviz quiz file instead of the shipped lesson quiz")


def page_handler(args: argparse.Namespace, export_handler):
    """What carries out ``posviz export``: :func:`run_page` for PANEL page, else ``export_handler``
    (refusing the page's own options, which mean nothing to a picture or a table)."""
    if args.panel == PANEL:
        return run_page
    problem = page_only_problem(args)
    return (lambda _args: _fail(problem, 2)) if problem else export_handler


def page_only_problem(args: argparse.Namespace) -> str:
    """Why an option of the lesson page was given for another PANEL ("" when none was)."""
    given = [option for name, option in PAGE_ONLY.items() if getattr(args, name, None)]
    return f"{given[0]} is an option of the lesson page (PANEL page), not of {args.panel}" if given else ""


def run_page(args: argparse.Namespace) -> int:
    """Carry out ``posviz export page OUT.html``; returns the exit status."""
    from posviz.lecture.fileio import WriteError
    from posviz.lecture.page import PageError, build_page, lesson_content, write_page
    try:
        lecture, model, quiz = _inputs(args)
        page = build_page(lesson_content(lecture, model, quiz, with_notes=args.with_notes))
        write_page(args.out, page)
    except (UsageError, PageError) as exc:
        return _fail(str(exc), 2)
    except WriteError as exc:
        return _fail(str(exc), 1)
    size = len(page.encode("utf-8"))
    print("wrote {path} ({size:,} kB; prepared sentences: {count})".format(
        path=shown(args.out), size=round(size / 1000), count=len(lecture.slides)))
    return 0


def _inputs(args: argparse.Namespace):
    """The lecture, real model (or None) and quiz the page is made of; UsageError says what is wrong."""
    for name in (*LAYER_OPTIONS, "lecture", "quiz"):
        problem = undecodable(getattr(args, name, None), "--" + name.replace("_", "-"))
        if problem:
            raise UsageError(problem)
    for name, option in NOT_FOR_PAGE.items():
        if getattr(args, name, None) is not None:
            raise UsageError(f"{option} does not apply to the lesson page: it follows the reader's window and "
                             "light or dark setting")
    if os.path.splitext(args.out)[1].lower() not in PAGE_SUFFIXES:
        raise UsageError(f"the lesson page is a web page: end the file name with .html, got {args.out}")
    folder = os.path.dirname(os.path.abspath(args.out))
    if not os.path.isdir(folder):
        raise UsageError(f"cannot write {args.out}: the folder {folder} does not exist")
    model = _real_model(args.model)
    return _lecture(args), model, _quiz(args.quiz)


def _lecture(args: argparse.Namespace):
    from posviz.lecture.state import LectureState, LectureStateError, Slide, ViewOptions
    from posviz.model.limits import MAX_HEATMAP_ROWS, text_problem
    from posviz.model.settings import LayerSettings
    if args.lecture:
        given = [f"--{name.replace('_', '-')}" for name in LAYER_OPTIONS if getattr(args, name, None) is not None]
        if given:
            raise UsageError(f"--lecture takes its sentences and settings from the file; leave out {', '.join(given)}")
        try:
            lecture = LectureState.load(args.lecture)
        except LectureStateError as exc:
            raise UsageError(f"cannot open the lecture: {exc}") from None
        return LectureState((lecture.slide,)) if args.only_current else lecture
    if args.only_current:
        raise UsageError("--only-current chooses among a lecture's sentences: give --lecture FILE.posviz too")
    sentence = getattr(args, "sentence", None) or "the dog bit the man"
    if text_problem(sentence):
        raise UsageError(f"--sentence: {text_problem(sentence)}")
    changes = {"scheme": args.scheme, "convention": args.convention,
               "base": _number(args.base, "--base", float), "d_model": _number(args.d_model, "--d-model", int)}
    try:
        settings = LayerSettings().changed(**{k: v for k, v in changes.items() if v is not None})
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    rows = _number(args.length, "--length", int, 1, MAX_HEATMAP_ROWS) or 64
    focus = _number(args.focus, "--focus", int, 0, len(sentence))
    view = ViewOptions(heatmap_rows=rows, focus=1 if focus is None else focus, step=0)
    return LectureState((Slide(sentence, settings, view),))


def _quiz(path: str | None):
    from posviz.lecture.quiz import QuizError, default_quiz, load_quiz
    try:
        return load_quiz(path) if path else default_quiz()
    except QuizError as exc:
        raise UsageError(f"cannot use the quiz: {exc}") from None
