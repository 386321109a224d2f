"""Run practice checks under a simulated system (started by test_practice_platforms through
simulate_platform.py) and print what happened as one JSON line.

The checker's children are started through simulate_platform.py too, so the supervisor and the
runner also believe they run on that system.
"""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

SHIM = Path(__file__).resolve().with_name("simulate_platform.py")
ENDLESS = "def positional_encoding(length, d_model):\n    while True:\n        pass\n"
# What the runner saw, reported as the student's error: its system, its walls, whether resource loaded.
SPY = ("import sys\ndef positional_encoding(length, d_model):\n"
       "    raise RuntimeError('SPY ' + sys.platform + ' ' + type(sys.modules['_posviz_walls'].current()).__name__"
       " + ' resource=' + str('resource' in sys.modules))\n")

# A child that leaves the runner's process group (killpg cannot reach it), then an endless loop.
TREE = ("import subprocess, sys\n_child = subprocess.Popen(['sleep', '{marker}'], start_new_session=True)\n"
        "def positional_encoding(length, d_model):\n    while True:\n        pass\n")

# Touched memory, 50 MB at a time, far past the cap: only the supervisor's polling can end it on macOS.
HOARD = ("import time\nimport numpy as np\ndef positional_encoding(length, d_model):\n    hoard = []\n"
         "    for _ in range(40):\n        hoard.append(np.ones(50 * 2**20 // 8))\n        time.sleep(0.05)\n"
         "    time.sleep(60)\n")

# 2**3 = 8 processes, sleeping: more than the 4 allowed, so the supervisor's count (from ps on macOS) ends them.
FORKS = ("import os, time\ndef positional_encoding(length, d_model):\n    for _ in range(3):\n        os.fork()\n"
         "    time.sleep(30)\n")


def alive(marker):
    """Pids of live processes whose command line holds ``marker`` (ps, as on macOS)."""
    out = subprocess.run(["ps", "-A", "-o", "pid=,stat=,args="], capture_output=True, text=True).stdout
    return [int(line.split()[0]) for line in out.splitlines() if marker in line and "Z" not in line.split()[1]]


def tree_check(check, task, limits):
    """The TREE program under the simulated system's walls: its escaped child must not survive."""
    marker = f"{os.getpid()}.{time.time_ns() % 10**6}"
    report = check(task, TREE.replace("{marker}", marker), limits, seed=1)
    time.sleep(0.2)
    left = alive(marker)
    for pid in left:
        os.kill(pid, 9)
    return {"outcome": report.outcome, "alive_after": left, "started": 1}


def main():
    import posviz.practice.checker as checker
    import posviz.practice.process as process
    from posviz.practice import Limits, check, task_by_key
    from posviz.practice.walls import current

    def simulated(script):
        return [sys.executable, "-I", "-S", str(SHIM), sys.platform, str(script)]

    checker.python_command = process.python_command = simulated
    runs, real_run = [], checker.run_child
    checker.run_child = lambda *args, **kwargs: runs.append(real_run(*args, **kwargs)) or runs[-1]
    results = {"app_walls": type(current()).__name__, "platform": sys.platform,
               "posix_modules": sorted({"resource", "fcntl", "termios"} & set(sys.modules))}
    task = task_by_key("assemble_z")
    for name, chosen, source, limits in [("solution", task, task.solution, Limits(seconds=10)),
                                          ("endless", task_by_key("positional_encoding"), ENDLESS, Limits(seconds=1.5)),
                                          ("spy", task_by_key("positional_encoding"), SPY, Limits(seconds=10))]:
        report = check(chosen, source, limits, seed=1)
        results[name] = {"outcome": report.outcome, "summary": report.summary, "passed": report.passed_count,
                         "cases": len(report.cases), "detail": report.cases[0].detail if report.cases else "",
                         "walls": runs[-1].walls, "tree_ended": runs[-1].tree_ended, "output": report.output[-2000:]}
    if sys.platform == "darwin":
        results["tree"] = tree_check(check, task_by_key("positional_encoding"), Limits(seconds=1.5))
        report = check(task_by_key("positional_encoding"), HOARD, Limits(seconds=30, memory_mb=256), seed=1)
        results["memory"] = {"outcome": report.outcome, "summary": report.summary, "peak_mb": report.peak_bytes / 2**20}
        report = check(task_by_key("positional_encoding"), FORKS, Limits(seconds=20, processes=4), seed=1)
        results["forks"] = {"outcome": report.outcome, "summary": report.summary}
    print(json.dumps(results))


if __name__ == "__main__":
    main()
