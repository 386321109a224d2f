"""How long a practice check takes, and how fast hostile code is cut off.

Run: ``python tests/bench/bench_practice.py [repeats]``. Prints, per program, the median and
maximum wall time of ``posviz.practice.check`` (a fresh child process each time), with a 3 s limit.
Not collected by pytest: figures depend on the machine.
"""
from __future__ import annotations

import statistics
import sys
import time

from posviz.practice import TASKS, Limits, check

LIMITS = Limits(seconds=3.0)
HOSTILE = {
    "endless loop": "def positional_encoding(length, d_model):\n    while True:\n        pass\n",
    "huge print": "def positional_encoding(length, d_model):\n    while True:\n        print('spam ' * 1000)\n",
    "huge allocation": "def positional_encoding(length, d_model):\n    return bytearray(10**12)\n",
    "os._exit": "import os\ndef positional_encoding(length, d_model):\n    os._exit(1)\n",
    "recursion bomb": ("import sys\nsys.setrecursionlimit(10**8)\ndef deeper(n):\n    return list(map(deeper, [n + 1]))\n"
                       "def positional_encoding(length, d_model):\n    return deeper(0)\n"),
}


def timed(task, source, repeats: int) -> tuple[list[float], str]:
    times, outcome = [], ""
    for seed in range(repeats):
        started = time.perf_counter()
        outcome = check(task, source, LIMITS, seed=seed).outcome
        times.append(time.perf_counter() - started)
    return times, outcome


def main(repeats: int = 5) -> None:
    print(f"practice checks, {repeats} runs each, time limit {LIMITS.seconds:g} s (wall seconds)")
    rows = [(f"solution: {t.key}", t, t.solution) for t in TASKS]
    rows += [(name, TASKS[0], source) for name, source in HOSTILE.items()]
    for name, task, source in rows:
        times, outcome = timed(task, source, repeats if "loop" not in name else 1)
        print(f"  {name:42s} {outcome:8s} median {statistics.median(times):6.2f}  max {max(times):6.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
