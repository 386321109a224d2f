"""Where one keystroke's time goes, phase by phase, without a profiler's slow-down.

    python tests/bench/trace_keystroke.py [--d 768] [--cases end:2048,start:64,start:2048] [--keys 15]

The real window at 1920 x 1080, the app's own worker. Each phase is timed with the wall clock and
its thread's CPU clock: the key press (the editor's own handling and the session's request), the
worker's encode, every handler of a session change (by name), and each widget's paint (a window's
repaint pass sends one Paint event per dirty widget: each is timed on its own, children apart from
their parents), each LayoutRequest (a layout pass of one widget) and each queued call (MetaCall).
Phases nest (a queued call of the graphics scene may deliver the repaint pass itself), so they do not
add up. Medians per keystroke are printed, largest first. Not collected by pytest.
"""
from __future__ import annotations

import argparse
import functools
import inspect
import statistics
import sys
import threading
import time
from collections import defaultdict

from PySide6 import QtCore, QtWidgets
from PySide6.QtTest import QTest

from bench_gui import PaintClock, PassClock, sentence, settle, shown_window, until_repainted

SPANS: dict[str, list[tuple[float, float]]] = defaultdict(list)     # phase -> (wall ms, CPU ms) of this key


def timed(name: str, call, *args, **kwargs):
    """``call(*args, **kwargs)``, adding its wall and thread-CPU time to SPANS[name]."""
    wall, cpu = time.perf_counter(), time.thread_time()
    try:
        return call(*args, **kwargs)
    finally:
        SPANS[name].append(((time.perf_counter() - wall) * 1e3, (time.thread_time() - cpu) * 1e3))


TIMED = {QtCore.QEvent.Type.Paint: "paint {name}", QtCore.QEvent.Type.UpdateRequest: "paint pass (all)",
         QtCore.QEvent.Type.LayoutRequest: "layout {name}",    # a LayoutRequest re-lays out the widget's layout
         QtCore.QEvent.Type.MetaCall: "queued call to {name}"}


class PaintTimer(QtCore.QObject):
    """Times every Paint, UpdateRequest, LayoutRequest and MetaCall (a queued signal) event of the
    application by delivering it itself."""

    def __init__(self) -> None:
        super().__init__()
        self.watchers: list[QtCore.QObject] = []    # filters that must still see the events (taken here)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if kind not in TIMED or threading.current_thread() is not threading.main_thread() \
                or not (isinstance(obj, QtWidgets.QWidget) or kind == QtCore.QEvent.Type.MetaCall):
            return False
        name, deliver = obj.objectName() or type(obj).__name__, obj.event
        parent = obj.parentWidget() if isinstance(obj, QtWidgets.QWidget) else None
        if isinstance(parent, QtWidgets.QAbstractScrollArea) and obj is parent.viewport():
            # a scroll area paints its viewport in viewportEvent (Qt routes it there by a filter)
            name, deliver = f"{parent.objectName() or type(parent).__name__}.viewport", parent.viewportEvent
        if kind == QtCore.QEvent.Type.LayoutRequest:
            deliver = functools.partial(_lay_out, obj)
        label = TIMED[kind].format(name=name)
        for watcher in self.watchers:
            watcher.eventFilter(obj, event)
        timed(label, deliver, event)
        return True


def _lay_out(widget: QtWidgets.QWidget, event) -> bool:
    """What QApplication does with a LayoutRequest: the widget's layout activates (when it is shown),
    then the widget sees the event (a scroll area, a splitter or a main window lays out its parts)."""
    layout = widget.layout()
    if layout is not None and widget.isVisible():
        layout.activate()
    return widget.event(event)


def instrument() -> None:
    """Wrap the key press, the worker's encode and every panel's handler (methods named _on_*, before
    the window is made) with timers."""
    from posviz.qt import encoder
    from posviz.qt.panels import sentence as sentence_panel
    import posviz.qt.window  # noqa: F401 (every panel's module, so that their handlers are wrapped)

    press = sentence_panel.SentenceEditor.keyPressEvent
    sentence_panel.SentenceEditor.keyPressEvent = lambda self, event: timed("key press (editor + request)",
                                                                            press, self, event)
    guarded = encoder.run_guarded
    encoder.run_guarded = lambda *a, **k: timed(
        f"encode ({'worker' if threading.current_thread() is not threading.main_thread() else 'GUI'})",
        guarded, *a, **k)

    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("posviz.qt."):
            for cls in [c for c in vars(module).values() if isinstance(c, type) and c.__module__ == module.__name__]:
                for attr, function in list(vars(cls).items()):
                    if attr.startswith("_on_") and callable(function):
                        setattr(cls, attr, _wrapped(f"{cls.__name__}.{attr}", function))


def _wrapped(label: str, function):
    """``function`` timed; extra positional arguments (a signal's, which Qt drops for a slot that
    takes fewer) are dropped the same way."""
    try:
        params = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return function
    takes = None if any(p.kind == p.VAR_POSITIONAL for p in params) else \
        sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params)

    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        return timed(label, function, *(args if takes is None else args[:takes]), **kwargs)
    return wrapper


def trace_case(app, window, timer: PaintTimer, at: str, tokens: int, keys: int) -> dict[str, tuple[float, float, float]]:
    editor = window.sentence.editor
    editor.setText(sentence(tokens))
    window.sentence.flush()
    window.session.set_heatmap_rows(max(64, tokens))
    settle(app, 0.5)
    editor.setFocus()
    editor.end(False) if at == "end" else editor.home(False)
    settle(app)
    clock, passes = PaintClock({"editor": editor}), PassClock(window)
    timer.watchers[:] = [clock, passes]
    per_key: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for i in range(keys + 1):
        clock.clear()
        SPANS.clear()
        start, cpu = time.perf_counter(), time.thread_time()
        QTest.keyClick(editor, QtCore.Qt.Key.Key_X if i % 2 == 0 else QtCore.Qt.Key.Key_Backspace)
        end, _ = until_repainted(app, passes, lambda: bool(clock.times["editor"])
                                 and window.session.frame.text == editor.text())
        if i:
            per_key["keystroke (wall; GUI thread CPU)"].append(((end - start) * 1e3, (time.thread_time() - cpu) * 1e3))
            for name, spans in SPANS.items():
                per_key[name].append((sum(s[0] for s in spans), sum(s[1] for s in spans), len(spans)))
        settle(app, 0.15)
    return {name: (statistics.median(v[0] for v in values), statistics.median(v[1] for v in values),
                   len(values) / keys, statistics.median(v[2] if len(v) > 2 else 1 for v in values))
            for name, values in per_key.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--d", type=int, default=768)
    parser.add_argument("--cases", default="end:2048,start:64,start:2048")
    parser.add_argument("--keys", type=int, default=15)
    args = parser.parse_args()
    import posviz.qt.window.app as app_module
    app_module.application()
    instrument()
    app, window = shown_window()
    window.session.set_reduce_motion(False)
    assert window.session.set_settings(d_model=args.d), window.session.message
    app.installEventFilter(timer := PaintTimer())
    for case in args.cases.split(","):
        at, tokens = case.split(":")
        rows = trace_case(app, window, timer, at, int(tokens), args.keys)
        print(f"=== keystroke at the {at}, {tokens} tokens, d = {args.d} (median per keystroke, ms; "
              "the CPU of the thread that ran it; the share of keystrokes that had the phase, its calls per keystroke)")
        for name, (wall, cpu, share, calls) in sorted(rows.items(), key=lambda item: -item[1][1]):
            print(f"{wall:8.2f} wall {cpu:8.2f} CPU  {share:4.0%}  x{calls:<4g} {name}")
    app.removeEventFilter(timer)
    import os
    os._exit(0)


if __name__ == "__main__":
    main()
