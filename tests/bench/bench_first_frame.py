"""Opening a 128,000 x 4,096 bf16 model folder: time to its first frame, against the floor.

    python tests/bench/bench_first_frame.py [--repeats 3] [--keep]

Each run is a fresh process with the real window (1280 x 800; on Xvfb when DISPLAY is set, else
offscreen). Once the window is shown and idle, ``window.models.open(folder)`` is called (File →
Open model does the same); timed from that call:

- loaded: the model is in the session (the loader thread is done);
- first frame: the first paint of the window after that, finished (the panels show the model);
- measured: the pass over the token table's rows, in the background, is done;
- nearest: the E panel shows the focused token's nearest rows;
- the largest gap between ticks of a 20 ms timer from the call to "nearest": how long the GUI
  thread was ever busy (the measuring must not freeze it).

The floor is the same run with a tiny model (a 300 x 8 table): everything but the table's size.
Runs alternate between the two, ``--repeats`` each. The large folder is written under
/tmp/posviz-bench (1 GB) and deleted afterwards unless ``--keep`` or it was there before.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
TIMEOUT_MS = 120_000


def child(folder: str) -> dict:
    from PySide6 import QtCore
    from posviz.qt import create_window
    window = create_window()
    window.persistence.disable()
    window.resize(1280, 800)
    window.show()
    app = QtCore.QCoreApplication.instance()
    for _ in range(20):
        app.processEvents()
        time.sleep(0.05)
    marks, ticks = {}, []
    start = time.perf_counter()

    class Painted(QtCore.QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
            if event.type() == QtCore.QEvent.Type.Paint and "loaded" in marks and "paint" not in marks:
                marks["paint"] = time.perf_counter() - start
                QtCore.QTimer.singleShot(0, lambda: marks.setdefault("first_frame", time.perf_counter() - start))
            return False

    watcher = Painted()
    app.installEventFilter(watcher)
    window.models.loader.loaded.connect(lambda _layer: marks.setdefault("loaded", time.perf_counter() - start))
    timer = QtCore.QTimer(interval=20)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    window.models.open(folder)
    deadline = start + TIMEOUT_MS / 1000
    while time.perf_counter() < deadline:
        app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 5)
        layer = window.session.layer
        if "loaded" in marks and "measured" not in marks and getattr(layer.table, "measured", False):
            marks["measured"] = time.perf_counter() - start
        if "nearest" not in marks and "measured" in marks and \
                window.table.nearest.text().startswith("Nearest rows by cosine: <b>"):
            marks["nearest"] = time.perf_counter() - start
        if "nearest" in marks and "first_frame" in marks:
            break
    gaps = [b - a for a, b in zip(ticks, ticks[1:])] or [float("nan")]
    marks["largest_gap_ms"] = max(gaps) * 1e3
    marks["rows"] = window.session.layer.table.vocab_size
    return marks


def run(folder: Path) -> dict:
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        from display import offscreen_platform               # no screen: Qt's xcb would refuse to start
        env.setdefault("QT_QPA_PLATFORM", offscreen_platform())
    done = subprocess.run([sys.executable, __file__, "--child", str(folder)], capture_output=True, text=True,
                          timeout=TIMEOUT_MS / 1000 + 60, cwd=HERE, env=env)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise RuntimeError(done.stderr[-3000:])
    return json.loads(lines[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--json", action="store_true", help="also print every run as one JSON line (run.py)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.child)), flush=True)
        import os
        os._exit(0)                     # no teardown: not measured
    sys.path.insert(0, str(HERE.parent / "model"))
    import bench_checkpoint
    import tiny_checkpoints as tc
    name = "llama-128000x4096-bf16"
    existed = (bench_checkpoint.ROOT / name / "done").exists()
    large = bench_checkpoint.build(name)
    tiny = tc.llama(Path(tempfile.mkdtemp(prefix="posviz-tiny-")) / "llama")[0]
    runs = {"large": [], "tiny": []}
    try:
        for i in range(args.repeats):
            for which in (("large", "tiny") if i % 2 == 0 else ("tiny", "large")):
                runs[which].append(run(large if which == "large" else tiny))
    finally:
        shutil.rmtree(tiny.parent, ignore_errors=True)
        if not args.keep and not existed:
            shutil.rmtree(large, ignore_errors=True)
    print(f"Opening a model folder, {args.repeats} runs each (median; min..max), seconds from the call")
    print(f"{'':28}{'128,000 x 4,096 bf16':>26}{'floor: 300 x 8 (tiny)':>26}")
    for key, label in (("loaded", "in the session"), ("first_frame", "first frame painted"),
                       ("measured", "rows measured (background)"), ("nearest", "nearest rows shown"),
                       ("largest_gap_ms", "GUI thread busy at most (ms)")):
        cells = []
        for which in ("large", "tiny"):
            values = [r[key] for r in runs[which] if key in r]
            cells.append(f"{statistics.median(values):8.3f} ({min(values):.3f}..{max(values):.3f})" if values
                         else "—")
        print(f"{label:28}{cells[0]:>26}{cells[1]:>26}")
    if args.json:
        print(json.dumps(runs))


if __name__ == "__main__":
    main()
