"""Where a keystroke's time goes: cProfile around keystrokes in the real window (1920 x 1080).

    python tests/bench/profile_keystroke.py [--d 768] [--cases end:2048,start:64,start:2048] [--top 25]

For each case (where the character is typed: ``end`` of the sentence or ``start``, and its length in
tokens) the sentence is encoded on the GUI thread (``Session.set_background(False)``: the worker's
time is not the GUI thread's, and would hide the handlers), ``--keys`` keystrokes are typed and the
window is let repaint after each; the functions with the most own time are printed (posviz's and
Qt's), then posviz's by cumulative time. Not a timing figure: profiling slows Python down.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import time

from PySide6 import QtCore
from PySide6.QtTest import QTest

from bench_gui import PaintClock, PassClock, sentence, settle, shown_window, until_repainted


def profile_case(app, window, at: str, tokens: int, keys: int) -> pstats.Stats:
    editor = window.sentence.editor
    editor.setText(sentence(tokens))
    window.sentence.flush()
    window.session.set_heatmap_rows(max(64, tokens))
    settle(app)
    editor.setFocus()
    editor.end(False) if at == "end" else editor.home(False)
    clock, passes = PaintClock({"editor": editor}), PassClock(window)
    profiler = cProfile.Profile(time.thread_time)   # the GUI thread's CPU: waits do not count
    for i in range(keys + 1):
        clock.clear()
        if i:
            profiler.enable()
        QTest.keyClick(editor, QtCore.Qt.Key.Key_X if i % 2 == 0 else QtCore.Qt.Key.Key_Backspace)
        until_repainted(app, passes, lambda: bool(clock.times["editor"]) and window.session.frame.text == editor.text())
        profiler.disable()
        settle(app, 0.1)
    return pstats.Stats(profiler)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--d", type=int, default=768)
    parser.add_argument("--cases", default="end:2048,start:64,start:2048")
    parser.add_argument("--keys", type=int, default=6)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--background", action="store_true",
                        help="encode large sentences in the worker as the app does (its time is then not profiled)")
    args = parser.parse_args()
    import posviz.qt.window.app as app_module
    app_module.application()
    app, window = shown_window()
    window.session.set_background(args.background)
    assert window.session.set_settings(d_model=args.d), window.session.message
    for case in args.cases.split(","):
        at, tokens = case.split(":")
        stats = profile_case(app, window, at, int(tokens), args.keys)
        for order, restriction in (("tottime", args.top), ("cumulative", "posviz")):
            out = io.StringIO()
            stats.stream = out
            stats.sort_stats(order).print_stats(restriction, args.top) if order == "cumulative" \
                else stats.sort_stats(order).print_stats(restriction)
            print(f"=== {args.keys} keystrokes at the {at}, {tokens} tokens, d = {args.d}: by {order}")
            print("\n".join(out.getvalue().splitlines()[4:]))
    import os
    os._exit(0)


if __name__ == "__main__":
    main()
