"""What each change costs on the GUI thread at the app's limits (run by run.py, or alone).

    python bench_limits.py [--tokens 10000] [--d 8192]

The real window at 1920 x 1080; each step is one session change made the way the controls make
it, timed until the window has painted it (wall and CPU). Steps over ~100 ms block the GUI
thread long enough to be felt; run.py lists them.
"""
from __future__ import annotations

import argparse
import time

from PySide6 import QtWidgets

from bench_gui import sentence, settle, shown_window
from common import memory_mb, report

SLOW_MS = 100


def timed(app, window, name: str, change) -> dict:
    """Run ``change()`` (the session and every panel's handlers), then let the window paint it.

    ``handlers_ms`` is one uninterrupted stretch of the GUI thread; ``cpu_ms`` adds the painting.
    """
    settle(app, 0.3)
    start, cpu = time.perf_counter(), time.process_time()
    outcome = change()
    window.heatmap.render_now()
    handlers = (time.perf_counter() - start) * 1e3
    for _ in range(3):
        app.processEvents()
    wall, cpu = (time.perf_counter() - start) * 1e3, (time.process_time() - cpu) * 1e3
    return {"step": name, "handlers_ms": handlers, "wall_ms": wall, "cpu_ms": cpu, "ok": outcome is not False,
            "message": window.session.message, "rss_mb": memory_mb()["rss_mb"]}


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
    import posviz.qt.app
    posviz.qt.app.application()
    app, window = shown_window()
    results = [timed(app, window, name, change) for name, change in steps(window, args.tokens, args.d)]
    report({"tokens": args.tokens, "d": args.d, "steps": results,
            "slow": [r["step"] for r in results if r["cpu_ms"] > SLOW_MS]})
    QtWidgets.QApplication.instance().processEvents()


if __name__ == "__main__":
    main()
