"""Check a student's code against hidden cases, in a separate, limited Python process.

:func:`check` writes the cases' inputs to a temporary folder, starts ``python -I -S runner.py``
there under a supervisor that holds its whole process tree (see :mod:`posviz.practice.process`;
the runner caps its own memory, CPU time, file size and printing), watches it against a wall-clock
limit and a cancel flag, then compares what came back with the expected values, which never leave
this process. What came back is read only from regular files of the run's folder, opened without
following links or waiting (a FIFO left by the code never blocks the check). It blocks while the
code runs: call it off the GUI thread.
"""
from __future__ import annotations

import json
import os
import stat
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

from posviz.i18n import Context, number
from posviz.practice.process import python_command, run_child
from posviz.practice.report import CheckReport, folder_lost, summarise
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
    processes : int
        Most processes the code's tree may hold at once (the runner included).
    """

    seconds: float = 10.0
    memory_mb: int = 512
    output_chars: int = 100_000
    shown_chars: int = 4_000
    startup_seconds: float = 30.0
    file_mb: int = 64
    processes: int = 16


def numpy_home() -> str:
    """The folder numpy is imported from (often the site-packages that also holds posviz)."""
    return os.path.dirname(os.path.dirname(np.__file__))


def _write_job(work: Path, task: Task, source: str, cases: list, limits: Limits) -> None:
    job = {"function": task.function, "cases": len(cases), "outputs": len(task.outputs),
           "memory_mb": limits.memory_mb, "output_chars": limits.output_chars, "file_mb": limits.file_mb,
           "cpu_seconds": int(limits.seconds + limits.startup_seconds) + 2, "processes": limits.processes,
           "numpy_home": numpy_home()}
    (work / "job.json").write_text(json.dumps(job), encoding="utf-8")
    (work / "student.py").write_text(source, encoding="utf-8")
    for i, case in enumerate(cases):
        np.savez(work / f"case_{i}.npz", **{f"a{j}": np.asarray(a) for j, a in enumerate(case.args)})


class RunFileError(ValueError):
    """A file the run left is not one the checker reads: its message says why, for the student."""


PracticeChecker = Context("PracticeChecker")


def not_regular(what: str) -> str:
    """A run file that is not a regular file (``what``: "error file" or "result file"); two short
    lines, as the case list shows details preformatted, without wrapping."""
    if what == "error file":
        return PracticeChecker.tr("The error file is not a regular file\n(a FIFO or a link?): not read.")
    return PracticeChecker.tr("The result file is not a regular file\n(a FIFO or a link?): not read.")


def too_large(what: str) -> str:
    """A run file larger than the checker reads."""
    if what == "error file":
        return PracticeChecker.tr("The error file is larger than\nthe checker accepts.")
    return PracticeChecker.tr("The result file is larger than\nthe checker accepts.")
# No link followed, no wait for a FIFO's writer, no newline translation (Windows); flags a system lacks are 0.
READ_FLAGS = os.O_RDONLY | sum(getattr(os, name, 0) for name in ("O_NOFOLLOW", "O_NONBLOCK", "O_CLOEXEC", "O_BINARY"))
OWNER = getattr(os, "getuid", lambda: None)()   # None on Windows: files have no uid to compare


def _open_run_file(folder: os.stat_result, path: Path, what: str, max_bytes: int):
    """``path`` opened for reading if it is a regular file of the run's folder; None if missing.

    Opened with O_NOFOLLOW | O_NONBLOCK (a link is refused, a FIFO never waits for a writer), then
    checked on the open file: regular, on the folder's device, one link, ours, at most ``max_bytes``.
    """
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            raise RunFileError(not_regular(what))
        fd = os.open(path, READ_FLAGS)
    except FileNotFoundError:
        return None
    except OSError:   # ELOOP: swapped for a link since lstat; ENXIO and the like
        raise RunFileError(not_regular(what)) from None
    file = os.fdopen(fd, "rb")
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1 or info.st_dev != folder.st_dev \
            or (OWNER is not None and info.st_uid != OWNER):
        file.close()
        raise RunFileError(not_regular(what))
    if info.st_size > max_bytes:
        file.close()
        raise RunFileError(too_large(what))
    return file


def _read_text(folder: os.stat_result, path: Path, what: str) -> str | None:
    file = _open_run_file(folder, path, what, 2**20)
    if file is None:
        return None
    with file:
        return file.read(65536).decode("utf-8", errors="replace")[:4000]


def _run_folder(work: Path, created: os.stat_result) -> os.stat_result:
    """The run's folder as the checker made it; RunFileError when the code removed or replaced it."""
    try:
        folder = os.lstat(work)
    except OSError:
        raise RunFileError(folder_lost()) from None
    if not stat.S_ISDIR(folder.st_mode) or (folder.st_dev, folder.st_ino) != (created.st_dev, created.st_ino):
        raise RunFileError(folder_lost())
    return folder


def _read_outputs(work: Path, created: os.stat_result, index: int, count: int, max_bytes: int) -> tuple | str | None:
    """The arrays case ``index`` returned, its error text, or None when it never finished."""
    arrays = []
    try:
        folder = _run_folder(work, created)
        error = _read_text(folder, work / f"error_{index}.txt", "error file")
        if error is not None:
            return error
        for j in range(count):
            file = _open_run_file(folder, work / f"result_{index}_{j}.npy", "result file", max_bytes)
            if file is None:
                return None
            with file:
                arrays.append(np.load(file, allow_pickle=False))
    except RunFileError as exc:
        return str(exc)
    except (OSError, ValueError, EOFError) as exc:
        return PracticeChecker.tr("The returned value could not be read back: {reason}").format(reason=exc)
    return tuple(arrays)


def _load_error(work: Path, created: os.stat_result) -> str:
    try:
        return _read_text(_run_folder(work, created), work / "error_load.txt", "error file") or ""
    except RunFileError as exc:
        return "" if str(exc) == folder_lost() else str(exc)   # a lost folder is told case by case
    except OSError as exc:
        return PracticeChecker.tr("The error file could not be read back: {reason}").format(reason=exc)


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
    with tempfile.TemporaryDirectory(prefix="posviz-check-", ignore_cleanup_errors=True) as folder:
        work = Path(folder)
        _write_job(work, task, source, cases, limits)
        created = os.lstat(work)
        say(PracticeChecker.tr("Starting Python"))
        run = run_child([*python_command(RUNNER), folder], work, limits, cancel or threading.Event(),
                        lambda i: say(PracticeChecker.tr("Running case {number} of %Ln", None, len(cases)).format(
                            number=number(i + 1))))
        load_error = _load_error(work, created)
        outputs = [_read_outputs(work, created, i, len(task.outputs), limits.file_mb * 2**20)
                   for i in range(len(cases))]
    return summarise(task, cases, outputs, run, load_error, limits, time.monotonic() - started)

