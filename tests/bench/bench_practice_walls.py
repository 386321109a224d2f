"""The practice checker's walls in figures: how fast Stop ends a tree, how much memory a tree of
processes holds under the cap, how fast a tree with too many processes is ended, and what the
supervisor costs a correct solution.

Run: ``python tests/bench/bench_practice_walls.py [repeats]``. Linux only (the walls are). Prints
per scenario the median and maximum over ``repeats`` runs; not collected by pytest.

- stop: an endless loop with four forked sleeping children and a setsid() grandchild; Stop is
  pressed (the cancel flag set) 0.5 s after "Running case 1". "stop -> report" is the wall time
  from the flag to ``check`` returning; "tree end" is the supervisor's own time to kill and reap
  every process (ChildRun.end_seconds).
- memory: four forked children each touching 50 MB steps up to 300 MB; the cap is 512 MB above the
  tree at "ready" (+64 MB slack). "peak" is the most the tree held at one poll (PSS).
- forks: 2**7 processes (bounded), Limits.processes = 16; as a user other than root, RLIMIT_NPROC
  may refuse forks before the supervisor's count ends the tree.
- solution: a correct positional_encoding, start to verdict.
"""
from __future__ import annotations

import statistics
import sys
import threading
import time

from posviz.practice import Limits, check, task_by_key
from posviz.practice import checker

TASK = task_by_key("positional_encoding")
TREE_THEN_LOOP = '''
import os, time
for _ in range(4):
    if os.fork() == 0:
        time.sleep(600)
        os._exit(0)
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(600)
    os._exit(0)
def positional_encoding(length, d_model):
    while True:
        pass
'''
HOARDERS = '''
import os, time
import numpy as np
def positional_encoding(length, d_model):
    children = []
    for _ in range(4):
        pid = os.fork()
        if pid == 0:
            hoard = []
            for _ in range(6):
                hoard.append(np.ones(50 * 2**20 // 8))
                time.sleep(0.05)
            time.sleep(60)
            os._exit(0)
        children.append(pid)
    for pid in children:
        os.waitpid(pid, 0)
'''
FORKS = '''
import os, time
def positional_encoding(length, d_model):
    for _ in range(7):
        os.fork()
    time.sleep(30)
'''

runs = []
_run_child = checker.run_child


def _recording(*args, **kwargs):
    run = _run_child(*args, **kwargs)
    runs.append(run)
    return run


checker.run_child = _recording


def stop_once() -> tuple[float, float]:
    cancel = threading.Event()
    pressed = {}

    def progress(text):
        if text.startswith("Running case 1"):
            def press():
                pressed["at"] = time.perf_counter()
                cancel.set()
            threading.Timer(0.5, press).start()

    report = check(TASK, TREE_THEN_LOOP, Limits(seconds=60), cancel=cancel, progress=progress)
    assert report.outcome == "stopped", report.summary
    return time.perf_counter() - pressed["at"], runs[-1].end_seconds


def timed(source: str, limits: Limits, *outcomes: str) -> tuple[float, float, int, int]:
    started = time.perf_counter()
    report = check(TASK, source, limits)
    assert report.outcome in outcomes, report.summary
    return time.perf_counter() - started, runs[-1].end_seconds, runs[-1].peak_bytes, runs[-1].processes


def line(name: str, values: list[float], unit: str, scale: float = 1.0) -> None:
    values = [v * scale for v in values]
    print(f"  {name:34s} median {statistics.median(values):8.1f} {unit}   max {max(values):8.1f} {unit}")


def main(repeats: int = 5) -> None:
    print(f"practice checker walls, {repeats} runs each")
    stops = [stop_once() for _ in range(repeats)]
    line("stop: stop -> report", [s[0] for s in stops], "ms", 1000)
    line("stop: tree end (supervisor)", [s[1] for s in stops], "ms", 1000)
    memory = [timed(HOARDERS, Limits(seconds=20), "memory") for _ in range(repeats)]
    line("memory: start -> report", [m[0] for m in memory], "s")
    line("memory: tree peak (PSS)", [m[2] for m in memory], "MB", 2**-20)
    line("memory: tree end (supervisor)", [m[1] for m in memory], "ms", 1000)
    # For a user other than root, RLIMIT_NPROC may refuse the forks first ("failed", with a hint).
    forks = [timed(FORKS, Limits(seconds=20, processes=16), "processes", "failed") for _ in range(repeats)]
    line("forks: start -> report", [f[0] for f in forks], "s")
    line("forks: most processes seen", [f[3] for f in forks], "")
    line("forks: tree end (supervisor)", [f[1] for f in forks], "ms", 1000)
    solution = [timed(TASK.solution, Limits(seconds=10), "passed") for _ in range(repeats)]
    line("solution: start -> verdict", [s[0] for s in solution], "s")
    line("solution: tree peak (PSS)", [s[2] for s in solution], "MB", 2**-20)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
