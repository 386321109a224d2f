"""Start the checker's supervisor, watch the run, and make sure nothing it started is left.

The app starts ``python -I -S supervisor.py`` (see :mod:`posviz.practice.supervisor`), which
starts the runner, holds its whole process tree (with the system's walls: a Linux subreaper, a
macOS process group, a Windows Job Object; :mod:`posviz.practice.walls`), caps the tree's memory
and number of processes, and ends all of it when told to stop, when its stdin closes, or when the
runner exits. Progress comes back on the supervisor's stdout (ready, case <i>, done, then its
``end {...}``), apart from what the student prints, which comes on its stderr and is drained by a
thread that keeps only the first few thousand characters, so a flood of output costs neither
memory nor a blocked child. Pipes are read by threads, not ``select``, so the same code runs on
Windows. As a last resort (a supervisor that was killed or stopped by the student's code) the
walls sweep what they can find of the run (Linux: every process carrying its marker in its
environment; Windows: the job dies with its supervisor).
"""
from __future__ import annotations

import json
import os
import queue
import secrets
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from posviz.practice import walls as system_walls
from posviz.practice.walls.base import next_event, pump, split_lines

SUPERVISOR = Path(__file__).with_name("supervisor.py")
# In the standalone bundle (tools/bundle) sys.executable is posviz itself, not a Python: the bundle's
# entry (tools/bundle_entry.py) runs one of the checker's scripts when started with this flag.
PRACTICE_CHILD_FLAG = "--practice-child"
MARKER = "POSVIZ_PRACTICE_RUN"
TREE_SLACK_MB = 64        # the tree cap sits above the per-process one: one process meets MemoryError first
END_GRACE_SECONDS = 2.0   # for the supervisor to end the tree and report, once told to stop
POLL_SECONDS = 0.05


@dataclass(frozen=True)
class ChildRun:
    """How the child process ended.

    Attributes
    ----------
    status : {"done", "timeout", "startup", "stopped", "ended", "memory", "processes"}
        "done": every case ran; "timeout": the time limit ran out; "startup": Python did not start
        in time; "stopped": cancelled; "ended": the process exited before it was done; "memory":
        the tree of processes went over the memory cap; "processes": it held too many processes.
    returncode : int or None
        Exit code, negative for a signal (None if it had to be killed).
    running : int
        Index of the case that was running when it ended, -1 when none was.
    output : str
        The first characters the child printed.
    printed : int
        How many bytes it printed in all.
    peak_bytes : int
        Most memory the whole tree held at one poll (PSS; 0 where not measured).
    processes : int
        Most processes the tree held at one poll (the runner included).
    end_seconds : float or None
        How long ending the tree took, None when the supervisor did not report.
    tree_ended : bool
        True when the supervisor saw every process of the tree gone.
    network_cut : bool
        True when the runner moved into a network namespace of its own before the code ran.
    walls : str
        Whose walls held the run ("linux", "posix", "windows", "portable"; "" without a report).
    """

    status: str
    returncode: int | None
    running: int
    output: str
    printed: int
    peak_bytes: int = 0
    processes: int = 0
    end_seconds: float | None = None
    tree_ended: bool = False
    network_cut: bool = False
    walls: str = ""


class _Drain(threading.Thread):
    """Reads a pipe to its end, keeping the first ``keep`` bytes."""

    def __init__(self, stream, keep: int) -> None:
        super().__init__(daemon=True)
        self.stream, self.keep, self.kept, self.total = stream, keep, bytearray(), 0

    def run(self) -> None:
        while chunk := self.stream.read1(65536):
            self.total += len(chunk)
            if len(self.kept) < self.keep:
                self.kept += chunk[: self.keep - len(self.kept)]

    def text(self) -> str:
        return self.kept.decode("utf-8", errors="replace")


def python_command(script: Path) -> list[str]:
    """The command that runs ``script`` (the supervisor or the runner) in a fresh, isolated Python.

    From an installed posviz: ``python -I -S script``. In the PyInstaller bundle, where
    ``sys.executable`` is the bundle and ``-I`` would be taken for a posviz option: the bundle again,
    with ``--practice-child script`` (its entry runs the script without importing posviz).
    """
    if getattr(sys, "frozen", False):
        return [sys.executable, PRACTICE_CHILD_FLAG, str(script)]
    return [sys.executable, "-I", "-S", str(script)]


def _child_env() -> dict:
    """A small environment: one BLAS thread (its memory stays under the cap), UTF-8 text."""
    env = {key: os.environ[key] for key in ("PATH", "SYSTEMROOT") if key in os.environ}
    env.update(OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1",
               LC_ALL="C.UTF-8", LANG="C.UTF-8")
    return env


class _Watcher:
    """Follows the control pipe's lines against the startup and run deadlines."""

    def __init__(self, stream, limits, cancel: threading.Event, on_case: Callable[[int], None]) -> None:
        self.events: queue.Queue = queue.Queue()
        self.reader = pump(stream, self.events, "control", 65536)
        self.limits, self.cancel, self.on_case = limits, cancel, on_case
        self.deadline = time.monotonic() + limits.startup_seconds
        self.ready, self.running, self.buffer = False, -1, b""
        self.end: dict | None = None
        self.closed, self.network_cut = False, False

    def watch(self) -> str:
        """Block until the runner is done, the tree ends, time runs out or the check is cancelled."""
        while True:
            left = self.deadline - time.monotonic()
            if self.cancel.is_set():
                return "stopped"
            if left <= 0:
                return "timeout" if self.ready else "startup"
            status = self._read(min(POLL_SECONDS, left))
            if status:
                return status

    def wait_end(self, seconds: float) -> bool:
        """Read on until the supervisor's report (or the pipe's end); True once it came."""
        deadline = time.monotonic() + seconds
        while self.end is None and not self.closed and time.monotonic() < deadline:
            self._read(min(POLL_SECONDS, max(deadline - time.monotonic(), 0)))
        return self.end is not None

    def _read(self, timeout: float) -> str | None:
        tag, chunk = next_event(self.events, timeout)
        if tag is None:
            return None
        if not chunk:
            self.closed = True
            return "ended"
        return self._take(chunk)

    def _take(self, chunk: bytes) -> str | None:
        lines, self.buffer = split_lines(self.buffer, chunk)
        done = None
        for line in lines:
            if line == b"net off" and not self.ready:
                self.network_cut = True
            elif line == b"ready":
                self.ready, self.deadline = True, time.monotonic() + self.limits.seconds
            elif line.startswith(b"case ") and line[5:].isdigit():
                self.running = int(line[5:])
                self.on_case(self.running)
            elif line == b"done":
                self.running, done = -1, "done"
            elif line.startswith(b"end "):
                try:
                    self.end = json.loads(line[4:])
                except ValueError:
                    self.end = {}
                return done or {"memory": "memory", "processes": "processes"}.get(self.end.get("reason"), "ended")
        return done


def _close(stream) -> None:
    try:
        stream.close()
    except OSError:
        pass


def _stop(proc: subprocess.Popen) -> None:
    """Tell the supervisor to end the tree (closing its stdin says the same)."""
    try:
        proc.stdin.write(b"stop\n")
        proc.stdin.flush()
    except OSError:
        pass
    _close(proc.stdin)


def run_child(argv: list[str], cwd: Path, limits, cancel: threading.Event,
              on_case: Callable[[int], None]) -> ChildRun:
    """Run ``argv`` in ``cwd`` under ``limits`` (see checker.Limits), supervised."""
    walls = system_walls.current()
    token = secrets.token_hex(12)
    config = {"argv": argv, "max_processes": limits.processes,
              "memory_bytes": (limits.memory_mb + TREE_SLACK_MB) * 2**20,
              "process_memory_bytes": limits.memory_mb * 2**20,
              "cpu_seconds": int(limits.seconds + limits.startup_seconds) + 2}
    proc = subprocess.Popen([*python_command(SUPERVISOR), json.dumps(config)], cwd=cwd,
                            env={**_child_env(), MARKER: token}, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **walls.supervisor_options())
    drain = _Drain(proc.stderr, limits.shown_chars)
    drain.start()
    watcher = _Watcher(proc.stdout, limits, cancel, on_case)
    try:
        status = watcher.watch()
        if status == "done" and not watcher.wait_end(max(0.5, watcher.deadline - time.monotonic())):
            status = "timeout"   # every case ran, but the runner did not exit in time
    finally:
        if watcher.end is None:
            _stop(proc)
            watcher.wait_end(END_GRACE_SECONDS)
        _close(proc.stdin)
        end = watcher.end or {}
        try:   # it exits right after its report; without one it is stopped (SIGSTOP) or stuck
            proc.wait(timeout=END_GRACE_SECONDS if end else 0.05)
        except subprocess.TimeoutExpired:   # end it; its orphans are swept below
            proc.kill()
            proc.wait()
        if not (end.get("complete") and end.get("left") == []):   # else the supervisor saw the tree gone
            walls.sweep(f"{MARKER}={token}")
        drain.join(timeout=1)
        for stream, reader in ((proc.stdout, watcher.reader), (proc.stderr, drain)):
            if not reader.is_alive():   # an escaped process may still hold the pipe: it is read to its end
                _close(stream)
    return ChildRun(status, end.get("returncode"), watcher.running, drain.text(), drain.total,
                    int(end.get("peak_bytes") or 0), int(end.get("processes") or 0), end.get("end_seconds"),
                    bool(end) and not end.get("left"), watcher.network_cut, str(end.get("walls", "")))
