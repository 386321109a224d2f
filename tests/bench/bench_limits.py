"""What each change costs on the GUI thread at the app's limits (run by run.py, or alone).

    python bench_limits.py [--tokens 10000] [--d 8192]

The real window at 1920 x 1080; each step is one session change made the way the controls make
it, timed until the window has painted it (wall and CPU), and the longest stretch the GUI thread
was blocked on the way (large changes are encoded in the session's worker thread). Steps that
block it for over ~100 ms are felt; run.py lists them.
"""
from __future__ import annotations

import argparse
import time

from PySide6 import QtCore, QtWidgets

from bench_gui import require_on_screen, sentence, settle, shown_window
from common import memory_mb, report

SLOW_MS = 100


def timed(app, window, name: str, change) -> dict:
    """Run ``change()`` and wait until the window has painted its result (or its refusal).

    ``blocked_ms`` is the longest stretch the GUI thread could not answer (gaps between the beats
    of a 2 ms timer, the change's own call included): what a person feels. ``wall_ms`` runs until
    the result is painted, including any time the session's worker spent encoding; ``cpu_ms`` is
    the process's CPU time over it (both threads). ``blocked_cpu_ms`` is the GUI thread's own CPU
    time in its longest stretch by that measure: on a loaded machine the wall figure is mostly
    waiting for a core, this one the work.
    """
    settle(app, 0.3)
    beats = []
    heartbeat = QtCore.QTimer(interval=2)
    thread_cpu = [time.thread_time()]
    heartbeat.timeout.connect(lambda: (beats.append(time.perf_counter()), thread_cpu.append(time.thread_time())))
    heartbeat.start()
    start, cpu = time.perf_counter(), time.process_time()
    outcome = change()
    returned = time.perf_counter()
    while window.session.busy or window.heatmap.pending:     # the heatmap draws a large tile in slices
        app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    window.heatmap.render_now()         # nothing left to draw, unless the heatmap is not shown
    for _ in range(3):
        app.processEvents()
    end = time.perf_counter()
    thread_cpu.append(time.thread_time())
    wall, cpu = (end - start) * 1e3, (time.process_time() - cpu) * 1e3
    heartbeat.stop()
    marks = [start, *beats, end]
    blocked = max(b - a for a, b in zip(marks, marks[1:])) * 1e3
    blocked_cpu = max(b - a for a, b in zip(thread_cpu, thread_cpu[1:])) * 1e3
    return {"step": name, "call_ms": (returned - start) * 1e3, "blocked_ms": blocked, "blocked_cpu_ms": blocked_cpu,
            "wall_ms": wall,
            "cpu_ms": cpu, "ok": outcome is not False, "message": window.session.message,
            "rss_mb": memory_mb()["rss_mb"]}


def steps(window, tokens: int, d: int):
    session = window.session
    long_text = sentence(tokens)
    return [
        (f"d_model 6 -> {d}", lambda: session.set_settings(d_model=d)),
        ("heatmap rows 64 -> 1,000,000", lambda: session.set_heatmap_rows(1_000_000)),
        ("focus change", lambda: session.set_focus(3)),
        (f"paste a {tokens:,}-token sentence", lambda: session.set_text(long_text)),
        ("type one more character", lambda: session.set_text(long_text + "x")),
        ("focus change (long sentence)", lambda: session.set_focus(2)),
        ("convention paper -> split (re-encode)", lambda: session.set_settings(convention="split")),
        ("positions off", lambda: session.set_settings(positions_on=False)),
        ("positions on", lambda: session.set_settings(positions_on=True)),
        ("scheme -> learned (1,024 rows)", lambda: session.set_settings(scheme="learned", learned_max_len=1024)),
        ("back to a 5-token sentence", lambda: session.set_text("the dog bit the man")),
        ("scheme -> sinusoidal", lambda: session.set_settings(scheme="sinusoidal")),
        (f"d_model {d} -> 6", lambda: session.set_settings(d_model=6)),
    ]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tokens", type=int, default=10_000)
    parser.add_argument("--d", type=int, default=8192)
    args = parser.parse_args()
    import posviz.qt.window.app
    posviz.qt.window.app.application()
    app, window = shown_window()
    on_screen = require_on_screen(window, {"E": window.table.view.viewport(), "Z": window.matrix.view.viewport(),
                                           "addition": window.addition.canvas,
                                           "heatmap": window.heatmap.view.viewport()})
    results = [timed(app, window, name, change) for name, change in steps(window, args.tokens, args.d)]
    report({"tokens": args.tokens, "d": args.d, "steps": results, "on_screen": on_screen,
            "slow": [r["step"] for r in results if r["blocked_ms"] > SLOW_MS]})
    QtWidgets.QApplication.instance().processEvents()


if __name__ == "__main__":
    main()
