"""The ``posviz`` command: start the window, export pictures and tables headless, or add a desktop launcher."""
from __future__ import annotations

import argparse
import os
import sys

import posviz

DISPLAY_HELP = (
    "posviz needs a graphical display, and none was found (DISPLAY and WAYLAND_DISPLAY are unset).\n"
    "To make pictures without a display, use 'posviz export' (it renders off-screen).\n"
    "On a desktop, start posviz from a graphical session. If Qt reports a missing 'xcb' plugin on "
    "Debian/Ubuntu, install the package Qt asks for: sudo apt-get install libxcb-cursor0"
)


def build_parser() -> argparse.ArgumentParser:
    """The command-line grammar."""
    parser = argparse.ArgumentParser(prog="posviz", description="See how a transformer's input layer is built.")
    parser.add_argument("--version", action="version", version=f"posviz {posviz.__version__}")
    parser.add_argument("--sentence", help="sentence to open with (default: the lesson's 'the dog bit the man')")
    parser.add_argument("--model", metavar="PATH",
                        help="open a real model's folder (config.json, *.safetensors, tokenizer.json), offline; "
                             "needs pip install 'posviz[real]'")
    parser.add_argument("--language", metavar="CODE",
                        help="show posviz in this language: en, de, es, fr, zh_CN, ar, or the stand-ins en_XA "
                             "(accented, longer) and ar_XB (mirrored); default: the one chosen in View → Language, "
                             "else yours")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Subcommand,
                                     help="without one, posviz opens its window")
    commands.add_parser("export", define=_define_export,
                        help="write a panel as PNG/SVG, or its numbers as CSV/.npy, without opening a window")
    commands.add_parser("install-desktop", define=_define_desktop,
                        help="add posviz to the application menu (this user)")
    return parser


class _Parser(argparse.ArgumentParser):
    """Errors as one line, not the usage block."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


class _Subcommand(_Parser):
    """A subcommand whose options are defined by its own module when it is used (or its help asked
    for): ``posviz`` alone imports none of the export, recording, page and desktop modules (issue 27)."""

    def __init__(self, *args, define=None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._define = define

    def parse_known_args(self, args=None, namespace=None):
        if self._define is not None:
            define, self._define = self._define, None
            define(self)
        return super().parse_known_args(args, namespace)


def _define_export(parser: argparse.ArgumentParser) -> None:
    from posviz.cli.export import add_export_options
    from posviz.cli.page import add_page_options
    from posviz.cli.record import add_recordings
    add_export_options(parser)
    add_page_options(parser)          # posviz export page OUT.html: the lesson page
    add_recordings(parser)            # posviz export walkthrough|addition OUT.mp4


def _define_desktop(parser: argparse.ArgumentParser) -> None:
    from posviz.cli.desktop import add_options
    add_options(parser)


def has_display() -> bool:
    """Whether Qt can open a window here (always true off Linux, or with a platform forced)."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def run_gui(args: argparse.Namespace) -> int:
    """Open the main window and run the event loop."""
    if not has_display():
        print(DISPLAY_HELP, file=sys.stderr)
        return 2
    from posviz.assets import ResourceError
    try:
        chosen = {"language": args.language} if args.language else {}      # else: saved, or the user's own
        return start_window(sentence=args.sentence, model=args.model, welcome=True, **chosen)
    except ResourceError as exc:   # a damaged installation: say which file, no traceback
        print(f"posviz: {exc}", file=sys.stderr)
        return 2


def start_window(**options) -> int:
    """Import the window and run it (:func:`posviz.qt.window.app.run` with ``options``) with Python's
    cyclic collector paused until the first frame is painted (:mod:`posviz.qt.collector`) and
    PySide6's look at each imported module made cheap (:mod:`posviz.qt.source_scan`)."""
    from posviz.qt import collector, source_scan
    collector.pause()
    source_scan.lighten()          # before the window's modules pass PySide6's import hook
    try:
        from posviz.qt.window.app import run
        return run(**options)
    finally:
        collector.resume()            # when the window never painted (an error, a quick quit)


def language_problem(code: str | None) -> str:
    """Why ``--language code`` cannot be shown ("" when it can, or when none was asked for)."""
    if code is None:
        return ""
    from posviz.i18n.languages import language
    try:
        language(code)
    except ValueError as exc:
        return str(exc)
    return ""


def model_problem(path: str | None) -> str | None:
    """Why the model folder ``path`` cannot be opened (checked in milliseconds, before any window), or None."""
    if not path:
        return None
    from posviz.model.checkpoint.loader import CheckpointError, inspect_folder
    from posviz.model.checkpoint.tokenizer import require_tokenizers
    from posviz.shorten import plain_message
    try:
        require_tokenizers()
        inspect_folder(path)
    except (CheckpointError, ValueError, OSError) as exc:    # every expected failure: one line, exit 2
        return plain_message(f"posviz: cannot open the model in {path}: {exc}")
    return None


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``posviz`` command; returns the process exit code.

    Python's cyclic collector is paused while the grammar imports numpy and the model (they make
    nothing for it to free); a subcommand runs with it on, the window resumes it at its first frame.
    """
    from posviz.qt import collector
    collector.pause()
    try:
        args = build_parser().parse_args(argv)
        if args.command is not None:
            collector.resume()
        return _dispatch(args)
    finally:
        collector.resume()         # a refusal, or the window closed: on again (main may run in a test)


def _dispatch(args: argparse.Namespace) -> int:
    """Check the options, then run the subcommand or open the window."""
    from posviz.cli.export import undecodable
    problem = undecodable(args.sentence, "--sentence") if args.command is None else ""
    if problem:                    # bytes that are not UTF-8 would fail at the first autosave
        print(f"posviz: {problem}", file=sys.stderr)
        return 2
    problem = language_problem(args.language)
    if problem:
        print(f"posviz: {problem}", file=sys.stderr)
        return 2
    problem = model_problem(args.model) if getattr(args, "panel", None) != "compare" else None   # checks each itself
    if problem:
        print(problem, file=sys.stderr)
        return 2
    handler = getattr(args, "handler", None)   # a subcommand, e.g. export
    if args.command == "export":
        from posviz.cli.compare import compare_handler
        from posviz.cli.page import page_handler
        handler = compare_handler(args, page_handler(args, handler))
    return handler(args) if handler is not None else run_gui(args)
