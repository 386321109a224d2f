"""Shared by the benchmark runner and its child processes: statistics, memory, the result line.

Every figure is measured in a child process of ``run.py`` (so that its peak memory is its own),
which prints one line ``BENCH_RESULT {json}`` as its last output.
"""
from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from memory import memory_mb

HERE = Path(__file__).resolve().parent
RESULT_PREFIX = "BENCH_RESULT "
SCREEN = (1920, 1080)
WORK = Path("/tmp/posviz-bench")   # caches, settings and files of the benchmark run


def stats(values) -> dict:
    """min / median / max / p95 of ``values`` and how many there were."""
    values = sorted(float(v) for v in values)
    if not values:
        return {"n": 0}
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return {"n": len(values), "min": values[0], "median": statistics.median(values), "max": values[-1],
            "p95": p95}


def report(result: dict) -> None:
    """Child side: hand ``result`` (plus this process's memory) to the runner and exit at once."""
    result = dict(result, **{"process_" + k: v for k, v in memory_mb().items()})
    sys.stdout.flush()
    print(RESULT_PREFIX + json.dumps(result), flush=True)
    os._exit(0)      # no teardown: tearing down Qt with live widgets can crash, and it is not measured


def child_env(extra: dict | None = None) -> dict:
    """Environment for child processes: bytecode cached as an installed app has it, settings
    in a throw-away folder (a benchmark must not touch the user's), the runner's display."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(WORK / "pycache")
    for name in ("CONFIG", "DATA", "CACHE"):           # fresh: no autosave restored from a last run
        folder = WORK / name.lower()
        shutil.rmtree(folder, ignore_errors=True)
        env[f"XDG_{name}_HOME"] = str(folder)
    env.update(extra or {})
    return env


def run_child(args: list[str], extra_env: dict | None = None, timeout: float = 600) -> dict:
    """Run ``python args...`` and return its BENCH_RESULT (the wall time it took as ``wall_s``)."""
    start = time.monotonic()
    done = subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=timeout,
                          env=child_env(extra_env), cwd=HERE)
    lines = [line for line in done.stdout.splitlines() if line.startswith(RESULT_PREFIX)]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"benchmark child {args} failed ({done.returncode}):\n"
                           f"{done.stdout[-2000:]}\n{done.stderr[-3000:]}")
    return dict(json.loads(lines[-1][len(RESULT_PREFIX):]), wall_s=time.monotonic() - start)


def calibration() -> dict:
    """This machine's speed on the issue's reference operations (ns per element, median of 5).

    The issue measured float64 sin at ~25 ns and float32 at ~3 ns per element on the reference
    machine: divide a figure by these ratios to compare machines.
    """
    import numpy as np
    x64 = np.linspace(0.0, 3.0, 1_000_000)
    x32 = x64.astype(np.float32)
    out = {}
    for name, x in (("sin_float64_ns", x64), ("sin_float32_ns", x32)):
        times = []
        for _ in range(5):
            start = time.perf_counter()
            np.sin(x)
            times.append(time.perf_counter() - start)
        out[name] = statistics.median(times) / x.size * 1e9
    return out


def pump_until(app, done, timeout_s: float = 30.0) -> float:
    """Process Qt events until ``done()`` is true; returns the ``perf_counter`` time it became true."""
    deadline = time.monotonic() + timeout_s
    while not done():
        app.processEvents()
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not paint in time")
    return time.perf_counter()
