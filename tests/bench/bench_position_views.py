"""The position views of issue 18 on a GPT-2-sized table: each reading, the whole view, the base search.

Run: QT_QPA_PLATFORM=offscreen python tests/bench/bench_position_views.py [--repeats N]
Prints median seconds (min … max) of: each reading of a 1,024 x 768 table (cosine matrix, offset
profile, 3 principal components, norms, property scores), both tables read as the view reads them,
the view's first picture after a GPT-2-sized model is opened (background reading included; random
rows are the worst case, a flat spectrum; smooth rows decay as trained tables do), and
the smallest-base search for d = 128 at L = 4,096 and 32,768. Beside them, the floor a numpy
product sets: the 1,024 x 768 @ 768 x 1,024 matrix product every cosine matrix needs. Not
collected by pytest.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402

from posviz.qt.window.app import application  # noqa: E402  (Qt before pyqtgraph)
from posviz.lessons import position_geometry as geometry  # noqa: E402
from posviz.lessons.learned_positions import comparison_table, read_table, session_table  # noqa: E402
from posviz.lessons.rope_long_range import smallest_base  # noqa: E402
from posviz.model import Learned  # noqa: E402

SHAPE = (1024, 768)


def timed(function, repeats: int) -> list[float]:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return times


def line(name: str, times: list[float], floor: float | None = None) -> None:
    median = statistics.median(times)
    ratio = f"  ({median / floor:,.1f}x the floor)" if floor else ""
    print(f"{name:<58} {median:8.3f} s  ({min(times):.3f} … {max(times):.3f}){ratio}", flush=True)


def view_first_picture(repeats: int, smooth: bool) -> list[float]:
    """(seconds to the view's picture of the model's table, seconds to both tables drawn) after opening
    a GPT-2-sized folder (``smooth``: its position rows a random walk, decaying as trained tables do)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints
    from posviz.model.checkpoint import load_checkpoint
    from posviz.model.settings import settings_for_model
    from posviz.qt.panels.deeper.views import DEEPER_VIEWS, DeeperViews
    from posviz.qt.session import Session
    app = application()
    folder = Path(tempfile.mkdtemp(prefix="posviz-bench-")) / "gpt2-size"
    _, tensors = tiny_checkpoints.gpt2(folder, d=SHAPE[1], positions=SHAPE[0])
    if smooth:
        tensors["transformer.wpe.weight"] = np.cumsum(np.random.default_rng(1).normal(0, 0.02, SHAPE),
                                                      axis=0).astype(np.float32)
        tiny_checkpoints.save(folder / "model.safetensors", tensors)
    layer = load_checkpoint(folder)
    index = next(i for i, entry in enumerate(DEEPER_VIEWS) if entry[0] == "What positions learned")
    times = []
    for _ in range(repeats):
        session = Session()
        session.background = False
        views = DeeperViews(session)
        views.resize(1920, 1000)
        views.show()
        view = views.show_view(index)
        app.processEvents()
        start = time.perf_counter()
        session.set_layer(layer, settings_for_model(layer, session.settings))
        while view.mine.reading is None or view.mine.reading.table.shape != SHAPE:    # the model's own picture
            app.processEvents()
            time.sleep(0.002)
        view.grab()
        first = time.perf_counter() - start
        view.worker.wait(120_000)                    # then the sinusoidal beside it
        view.grab()
        times.append((first, time.perf_counter() - start))
        assert view.mine.reading is not None and view.mine.reading.table.shape == SHAPE
        views.close()
        views.deleteLater()
        app.processEvents()
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=5)
    repeats = parser.parse_args().repeats
    rows = np.random.default_rng(0).normal(0, 0.02, SHAPE).astype(np.float32)
    table = session_table(Learned(rows), SHAPE[1], 0, "bench")
    as64 = table.rows
    print(f"numpy {np.__version__}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}; table {SHAPE[0]:,} x {SHAPE[1]}")
    floor = statistics.median(timed(lambda: as64 @ as64.T, repeats))
    line("floor: 1,024 x 768 @ 768 x 1,024 (numpy, float64)", [floor])
    similarity = geometry.cosine_similarity(as64)
    smooth = np.cumsum(np.random.default_rng(1).normal(0, 0.02, SHAPE), axis=0)    # decaying spectrum, as trained tables
    for name, function in (("cosine similarity (L x L)", lambda: geometry.cosine_similarity(as64)),
                           ("offset profile", lambda: geometry.offset_profile(similarity)),
                           ("3 principal components, this flat random table (full eigh)",
                            lambda: geometry.principal_components(as64, 3)),
                           ("3 principal components, a smooth table (random walk: subspace)",
                            lambda: geometry.principal_components(smooth, 3)),
                           ("3 principal components, sinusoidal 1,024 x 768 (subspace)",
                            lambda: geometry.principal_components(comparison_table(*SHAPE).rows, 3)),
                           ("  for comparison: numpy.linalg.svd of the centred table",
                            lambda: np.linalg.svd(as64 - as64.mean(axis=0), full_matrices=False)),
                           ("row norms", lambda: geometry.row_norms(as64)),
                           ("property scores (window 64)", lambda: geometry.property_scores(as64))):
        line(name, timed(function, repeats), floor)
    line("both tables read, as the view reads them", timed(
        lambda: (read_table(table), read_table(comparison_table(*SHAPE))), repeats), floor)
    for smooth, kind in ((False, "random rows"), (True, "smooth rows")):
        pairs = view_first_picture(max(2, repeats // 2), smooth)
        line(f"view: open a 1,024 x 768 model ({kind}) -> its picture", [p[0] for p in pairs], floor)
        line("  ... and the sinusoidal one beside it (first time: read; then remembered)", [p[1] for p in pairs], floor)
    for length in (4096, 32768):
        line(f"smallest base, d = 128, L = {length:,} (background)", timed(lambda n=length: smallest_base(128, n), 1))


if __name__ == "__main__":
    main()
