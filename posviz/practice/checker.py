"""Check a student's code against hidden cases, in a separate, limited Python process.

:func:`check` writes the cases' inputs to a temporary folder, starts ``python -I runner.py`` there
(see :mod:`posviz.practice.runner`: it caps its own memory, CPU time, file size and printing),
watches it against a wall-clock limit and a cancel flag, then compares what came back with the
expected values, which never leave this process. It blocks: call it off the GUI thread.
"""
from __future__ import annotations

import json
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

from posviz.practice.process import run_child
from posviz.practice.report import CheckReport, summarise
from posviz.practice.tasks import Task

RUNNER = Path(__file__).with_name("runner.py")


@dataclass(frozen=True)
class Limits:
    """What the student's code may use.

    Attributes
    ----------
    seconds : float
        Wall-clock time for loading the code and running every case.
    memory_mb : int
        Memory it may allocate on top of Python and numpy.
    output_chars : int
        Characters it may print before printing raises an error.
    shown_chars : int
        Printed characters kept for display.
    startup_seconds : float
        Time allowed for Python and numpy to start, not counted in ``seconds``.
    file_mb : int
        Largest file the child may write (its results included).
    """

    seconds: float = 10.0
    memory_mb: int = 512
    output_chars: int = 100_000
    shown_chars: int = 4_000
    startup_seconds: float = 30.0
    file_mb: int = 64


def _write_job(work: Path, task: Task, source: str, cases: list, limits: Limits) -> None:
    job = {"function": task.function, "cases": len(cases), "outputs": len(task.outputs),
           "memory_mb": limits.memory_mb, "output_chars": limits.output_chars, "file_mb": limits.file_mb,
           "cpu_seconds": int(limits.seconds + limits.startup_seconds) + 2}
    (work / "job.json").write_text(json.dumps(job), encoding="utf-8")
    (work / "student.py").write_text(source, encoding="utf-8")
    for i, case in enumerate(cases):
        np.savez(work / f"case_{i}.npz", **{f"a{j}": np.asarray(a) for j, a in enumerate(case.args)})


def _read_outputs(work: Path, index: int, count: int, max_bytes: int) -> tuple | str | None:
    """The arrays case ``index`` returned, its error text, or None when it never finished."""
    error = work / f"error_{index}.txt"
    if error.exists():
        return error.read_text(encoding="utf-8", errors="replace")[:4000]
    paths = [work / f"result_{index}_{j}.npy" for j in range(count)]
    if not all(p.exists() for p in paths):
        return None
    try:
        if any(p.stat().st_size > max_bytes for p in paths):
            return "the returned array is larger than the checker accepts"
        return tuple(np.load(p, allow_pickle=False) for p in paths)
    except (OSError, ValueError) as exc:
        return f"the returned value could not be read back: {exc}"


def check(task: Task, source: str, limits: Limits = Limits(), cancel: threading.Event | None = None,
          progress: Callable[[str], None] | None = None, seed: int | None = None) -> CheckReport:
    """Run ``source`` against fresh hidden cases of ``task``.

    Parameters
    ----------
    task : Task
    source : str
        The student's Python code; it must define ``task.function``.
    limits : Limits
    cancel : threading.Event, optional
        Set it to stop the check (the child is killed).
    progress : callable, optional
        Called with short status texts ("Running case 2 of 6").
    seed : int, optional
        Seed of the hidden cases (fresh ones by default).

    Returns
    -------
    CheckReport
        Overall outcome, a report per case, and what the code printed.
    """
    say = progress or (lambda text: None)
    cases = task.make_cases(np.random.default_rng(seed))
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="posviz-check-") as folder:
        work = Path(folder)
        _write_job(work, task, source, cases, limits)
        say("Starting Python")
        run = run_child([sys.executable, "-I", str(RUNNER), folder], work, limits,
                        cancel or threading.Event(), lambda i: say(f"Running case {i + 1} of {len(cases)}"))
        load_error = (work / "error_load.txt").read_text(encoding="utf-8", errors="replace") \
            if (work / "error_load.txt").exists() else ""
        outputs = [_read_outputs(work, i, len(task.outputs), limits.file_mb * 2**20) for i in range(len(cases))]
    return summarise(task, cases, outputs, run, load_error, limits, time.monotonic() - started)

