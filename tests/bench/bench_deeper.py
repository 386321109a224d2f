"""Deeper-ideas views: one redraw after a change, for a long sentence and for a wide model.

Run: QT_QPA_PLATFORM=offscreen python tests/bench/bench_deeper.py
Prints, per view, the median seconds of "change the session, then grab the view" (the session's
own encoding included) over a few repeats. Not collected by pytest.
"""
from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from posviz.qt.window.app import application  # noqa: E402  (Qt before pyqtgraph)
from posviz.qt.panels.deeper.views import DEEPER_VIEWS, DeeperViews  # noqa: E402
from posviz.qt.session import Session  # noqa: E402

LONG = " ".join(["the dog bit the man"] * 800)      # 4,000 tokens
CASES = (("4,000 tokens", lambda s: s.set_text(LONG), lambda s: s.set_text("the dog bit the man")),
         ("d_model 8192", lambda s: s.set_settings(d_model=8192), lambda s: s.set_settings(d_model=6)))


def time_view(app, deeper: DeeperViews, index: int, change, undo, repeats: int = 3) -> float:
    """Median seconds for ``change`` plus a grab of view ``index`` (``undo`` between runs)."""
    view = deeper.show_view(index)
    change(deeper.session)   # warm-up: caches, first paint
    times = []
    for _ in range(repeats):
        undo(deeper.session)
        app.processEvents()
        start = time.perf_counter()
        change(deeper.session)
        view.grab()
        times.append(time.perf_counter() - start)
    undo(deeper.session)
    return statistics.median(times)


def main() -> int:
    app = application()
    deeper = DeeperViews(Session())
    deeper.resize(1000, 560)
    deeper.show()
    for name, change, undo in CASES:
        for index, (title, _, _) in enumerate(DEEPER_VIEWS):
            print(f"{name:>14}  {title:<16} {time_view(app, deeper, index, change, undo) * 1000:8.0f} ms")
    deeper.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
