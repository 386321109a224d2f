"""posviz's benchmark runner: every figure of issue 7, side by side with its reference.

    python tests/bench/run.py [--json PATH] [--repeats N] [--only startup,keystroke,...]
                              [--platform xvfb|offscreen] [--checkpoint]

Each figure runs in fresh child processes (so peak memory belongs to one run), several times;
where a reference exists it is measured in the same run, interleaved with the figure (absolute
times on shared machines drift by up to 1.5x), and reported as a ratio: the median of the ratios
of each figure/reference pair. Children run on a private Xvfb display at 1920 x 1080 unless
``--platform offscreen``. The table goes to standard output, everything to JSON (default
/tmp/posviz-bench/results.json). Not collected by pytest (tests/bench is in norecursedirs).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

from common import HERE, WORK, calibration, child_env, run_child, stats
from display import Display
from report import print_table

FIGURES = ("startup", "keystroke", "heatmap", "export", "animation", "limits", "model", "nearest")
LIMITS = ((8192, 512), (400, 10_000))     # (d_model, tokens): the widest Z the session accepts
KEYSTROKE_D = (6, 512, 768)
KEYSTROKE_TOKENS = "5,64,2048"
EXPORT_SIZES = ((512, 512), (100_000, 768))


def first_paint(args: list[str], env: dict) -> dict:
    """Start ``python args`` and read its first-paint report; seconds from process start."""
    child = child_env(env)
    start = time.monotonic()
    done = subprocess.run([sys.executable, *args], capture_output=True, text=True, env=child, cwd=HERE,
                          timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise RuntimeError(f"{args} printed no first-paint report:\n{done.stderr[-3000:]}")
    data = json.loads(lines[-1])
    return dict(data, s=data["first_paint_done"] - start)


def startup(env: dict, repeats: int) -> dict:
    """posviz's first frame against the floor, in alternating order; idle memory of both."""
    app_args, floor_args = [str(HERE / "first_paint.py")], [str(HERE / "floor.py")]
    first_paint(app_args, env), first_paint(floor_args, env)      # warm the bytecode and disk caches
    pairs = []
    # As many pairs as the keystroke rows have keys: single pairs ranged from 0.76 to 1.81 x the floor
    # in one run here, and the median of three moved by 0.1 from one run to the next.
    for i in range(max(3 * repeats, 9)):
        if i % 2:
            floor = first_paint(floor_args, env)
            app = first_paint(app_args, env)
        else:
            app = first_paint(app_args, env)
            floor = first_paint(floor_args, env)
        pairs.append((app, floor))
    pick = lambda key, side: stats(p[side][key] for p in pairs)   # noqa: E731
    return {"posviz_s": pick("s", 0), "floor_s": pick("s", 1),
            "ratio": stats(a["s"] / f["s"] for a, f in pairs),
            "posviz_cpu_s": pick("cpu_s", 0), "floor_cpu_s": pick("cpu_s", 1),
            "cpu_ratio": stats(a["cpu_s"] / f["cpu_s"] for a, f in pairs),
            "posviz_idle_rss_mb": pick("idle_rss_mb", 0), "floor_idle_rss_mb": pick("idle_rss_mb", 1),
            "idle_over_floor_mb": stats(a["idle_rss_mb"] - f["idle_rss_mb"] for a, f in pairs),
            "posviz_peak_mb": pick("hwm_mb", 0), "floor_peak_mb": pick("hwm_mb", 1)}


def keystroke(env: dict, repeats: int) -> dict:
    out = {}
    for d in KEYSTROKE_D:
        out[f"d={d}"] = run_child(["bench_gui.py", "keystroke", "--d", str(d), "--tokens", KEYSTROKE_TOKENS,
                                   "--repeats", str(max(3 * repeats, 9)), "--at", "end,start"], env)
    return out


def heatmap(env: dict, repeats: int) -> dict:
    runs = [run_child(["bench_gui.py", "heatmap", "--rows", "1000000", "--d", "4096", "--frames", "120"], env)
            for _ in range(max(repeats // 2, 2))]
    return {"runs": runs, "fps_median": stats(r["fps_median"] for r in runs),
            "frame_ms_median": stats(r["frame_ms"]["median"] for r in runs),
            "render_ms_median": stats(r["render_ms"]["median"] for r in runs),
            "cpu_ms_per_frame": stats(r["cpu_ms_per_frame"] for r in runs),
            "peak_growth_mb": stats(r["peak_growth_mb"] for r in runs)}


def export(env: dict, repeats: int, with_matplotlib: bool) -> dict:
    out = {}
    for rows, d in EXPORT_SIZES:
        size = ["--rows", str(rows), "--d", str(d)]
        pixels = run_child(["bench_export.py", "posviz", *size], env)["size"]    # warm-up; the panel's size
        reference = ["bench_export.py", "matplotlib", *size, "--size", "x".join(map(str, pixels))]
        pairs = []
        for i in range(repeats if rows <= 10_000 else max(repeats // 2, 2)):
            theirs = run_child(reference, env) if with_matplotlib and i % 2 else None
            ours = run_child(["bench_export.py", "posviz", *size], env)
            if with_matplotlib and not i % 2:
                theirs = run_child(reference, env)
            pairs.append((ours, theirs))
        entry = {"posviz_s": stats(p[0]["s"] for p in pairs),
                 "posviz_peak_growth_mb": stats(p[0]["peak_growth_mb"] for p in pairs),
                 "size": pairs[0][0]["size"]}
        if with_matplotlib:
            entry.update(matplotlib_s=stats(p[1]["s"] for p in pairs),
                         matplotlib_peak_growth_mb=stats(p[1]["peak_growth_mb"] for p in pairs),
                         time_ratio=stats(p[0]["s"] / p[1]["s"] for p in pairs),
                         cpu_ratio=stats(p[0]["cpu_s"] / p[1]["cpu_s"] for p in pairs),
                         memory_ratio=stats(p[0]["peak_growth_mb"] / p[1]["peak_growth_mb"] for p in pairs))
        out[f"{rows}x{d}"] = entry
    return out


def animation(env: dict, repeats: int) -> dict:
    runs = [run_child(["bench_gui.py", "animation", "--d", "512", "--repeats", "3"], env)
            for _ in range(max(repeats // 2, 2))]
    return {"runs": runs, "fps": stats(r["fps"] for r in runs),
            "interval_p95_ms": stats(r["interval_ms"]["p95"] for r in runs),
            "interval_median_ms": stats(r["interval_ms"]["median"] for r in runs)}


def limits(env: dict, repeats: int) -> dict:
    """Session changes at the app's limits, each timed until painted (bench_limits.py), in ``repeats``
    fresh processes; each step's figures are the medians of its runs (``runs`` keeps every run)."""
    out = {}
    for d, tokens in LIMITS:
        runs = [run_child(["bench_limits.py", "--d", str(d), "--tokens", str(tokens)], env) for _ in range(repeats)]
        case = dict(runs[-1], steps=median_steps(runs), runs=runs)
        case.pop("slow", None)              # one run's list; the medians are in "steps"
        out[f"d={d}, {tokens} tokens"] = case
    return out


def median_steps(runs: list[dict]) -> list[dict]:
    """Each step of bench_limits' runs with the median of its numbers across the runs (the steps are
    the same, in the same order, in every run)."""
    steps = []
    for same in zip(*(run["steps"] for run in runs)):
        merged = dict(same[-1])
        for key, value in merged.items():
            if isinstance(value, float):
                merged[key] = statistics.median(step[key] for step in same)
        steps.append(merged)
    return steps


def model(env: dict, repeats: int) -> dict:
    """tests/bench/bench_model.py's figures (seconds, min / median / max of 7)."""
    return run_child(["-c", "import bench_model, common; common.report(bench_model.run())"], env)


def nearest(env: dict, repeats: int) -> dict:
    """bench_nearest.py: the 10 nearest rows of a 128,000 x 4,096 bf16 table against numpy's float32
    mat-vec of the same size (its model folder, 1 GB under /tmp/posviz-bench, is kept for later runs)."""
    done = subprocess.run([sys.executable, "bench_nearest.py", "--json", "--keep", "--queries", str(max(9, repeats))],
                          capture_output=True, text=True, cwd=HERE, env=child_env(env), timeout=3600)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-3000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def checkpoint(env: dict, repeats: int) -> dict:
    """tests/bench/bench_checkpoint.py (writes ~1.2 GB of model files under /tmp/posviz-bench once), then
    bench_nearest.py and bench_first_frame.py on its 128,000 x 4,096 bf16 folder."""
    done = subprocess.run([sys.executable, "bench_checkpoint.py", "--json"], capture_output=True, text=True,
                          cwd=HERE, env=child_env(env), timeout=3600, check=True)
    text = done.stdout
    results = json.loads(text[text.index("\n{") + 1:])
    for name, script in (("nearest rows", "bench_nearest.py"), ("first frame", "bench_first_frame.py")):
        done = subprocess.run([sys.executable, script, "--json", "--keep"], capture_output=True, text=True,
                              cwd=HERE, env=child_env(env), timeout=3600, check=True)
        results[name] = json.loads(done.stdout.strip().splitlines()[-1])
    return results


def machine(display: Display) -> dict:
    import numpy
    import PySide6
    import pyqtgraph
    from PySide6 import QtCore
    try:
        import matplotlib
        mpl = matplotlib.__version__
    except ImportError:
        mpl = None
    os_name = platform.freedesktop_os_release().get("PRETTY_NAME", platform.platform()) \
        if hasattr(platform, "freedesktop_os_release") else platform.platform()
    return {"os": os_name, "kernel": platform.release(), "cpus": os.cpu_count(), "python": platform.python_version(),
            "pyside6": PySide6.__version__, "qt": QtCore.qVersion(), "pyqtgraph": pyqtgraph.__version__,
            "numpy": numpy.__version__, "matplotlib": mpl, "display": display.description,
            "load_average_start": os.getloadavg()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", default=str(WORK / "results.json"), help="where to write all figures")
    parser.add_argument("--repeats", type=int, default=5, help="runs per figure (more for the quick ones)")
    parser.add_argument("--only", default=",".join(FIGURES), help="comma-separated: " + ", ".join(FIGURES))
    parser.add_argument("--platform", choices=("xvfb", "offscreen"), default="xvfb")
    parser.add_argument("--checkpoint", action="store_true", help="also run bench_checkpoint.py (~1.2 GB on disk)")
    args = parser.parse_args()
    chosen = [name.strip() for name in args.only.split(",") if name.strip()]
    WORK.mkdir(parents=True, exist_ok=True)
    try:
        import matplotlib  # noqa: F401
        with_matplotlib = True
    except ImportError:
        with_matplotlib = False   # the export figures are then reported without a ratio
        if "export" in chosen:
            print("matplotlib is not installed: the PNG export is timed without its reference, so with no ratio "
                  "(pip install '.[bench]')", file=sys.stderr, flush=True)
    with Display(args.platform) as display:
        results = {"machine": machine(display), "calibration": calibration(), "started": time.ctime()}
        for name in chosen + (["checkpoint"] if args.checkpoint else []):
            print(f"... {name}", file=sys.stderr, flush=True)
            try:
                if name == "export":
                    results[name] = export(display.env, args.repeats, with_matplotlib)
                else:
                    results[name] = globals()[name](display.env, args.repeats)
            except (RuntimeError, subprocess.SubprocessError, KeyError, ValueError) as exc:
                results.setdefault("failed", {})[name] = str(exc)[-3000:]
                print(f"    {name} failed: {str(exc)[-600:]}", file=sys.stderr, flush=True)
            results["machine"]["load_average_end"] = os.getloadavg()
            Path(args.json).write_text(json.dumps(results, indent=2))     # what is done so far
    print_table(results)
    print(f"\nAll figures: {args.json}")


if __name__ == "__main__":
    main()
