"""Start the checker's child process, watch it, and make sure it is gone afterwards.

The child reports progress on a pipe of its own ("ready", "case <i>", "done"), so what the student
prints cannot be mistaken for it. Its stdout and stderr are drained by a thread that keeps only the
first few thousand characters, so a flood of output costs neither memory nor a blocked child. The
child runs in its own session; on any ending its whole process group is killed.
"""
from __future__ import annotations

import os
import select
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

POLL_SECONDS = 0.05


@dataclass(frozen=True)
class ChildRun:
    """How the child process ended.

    Attributes
    ----------
    status : {"done", "timeout", "startup", "stopped", "ended"}
        "done": every case ran; "timeout": the time limit ran out; "startup": Python did not start
        in time; "stopped": cancelled; "ended": the process exited before it was done.
    returncode : int or None
        Exit code, negative for a signal (None if it had to be killed).
    running : int
        Index of the case that was running when it ended, -1 when none was.
    output : str
        The first characters the child printed.
    printed : int
        How many bytes it printed in all.
    """

    status: str
    returncode: int | None
    running: int
    output: str
    printed: int


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


def _child_env() -> dict:
    """A small environment: one BLAS thread (its memory stays under the cap), UTF-8 text."""
    env = {key: os.environ[key] for key in ("PATH", "SYSTEMROOT") if key in os.environ}
    env.update(OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1",
               LC_ALL="C.UTF-8", LANG="C.UTF-8")
    return env


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


class _Watcher:
    """Follows the control pipe's lines against the startup and run deadlines."""

    def __init__(self, fd: int, limits, cancel: threading.Event, on_case: Callable[[int], None]) -> None:
        self.fd, self.limits, self.cancel, self.on_case = fd, limits, cancel, on_case
        self.deadline = time.monotonic() + limits.startup_seconds
        self.ready, self.running, self.buffer = False, -1, b""

    def watch(self) -> str:
        """Block until the child is done, ends, runs out of time or is cancelled; return the status."""
        while True:
            left = self.deadline - time.monotonic()
            if self.cancel.is_set():
                return "stopped"
            if left <= 0:
                return "timeout" if self.ready else "startup"
            readable, _, _ = select.select([self.fd], [], [], min(POLL_SECONDS, left))
            if readable:
                chunk = os.read(self.fd, 4096)
                if not chunk:
                    return "ended"
                if self._take(chunk):
                    return "done"

    def _take(self, chunk: bytes) -> bool:
        *lines, self.buffer = (self.buffer + chunk).split(b"\n")
        for line in lines:
            if line == b"ready":
                self.ready, self.deadline = True, time.monotonic() + self.limits.seconds
            elif line.startswith(b"case ") and line[5:].isdigit():
                self.running = int(line[5:])
                self.on_case(self.running)
            elif line == b"done":
                self.running = -1
                return True
        return False


def run_child(argv: list[str], cwd: Path, limits, cancel: threading.Event,
              on_case: Callable[[int], None]) -> ChildRun:
    """Run ``argv + [control_fd]`` in ``cwd`` under ``limits`` (see checker.Limits)."""
    read_fd, write_fd = os.pipe()
    try:
        proc = subprocess.Popen(argv + [str(write_fd)], cwd=cwd, env=_child_env(), stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, pass_fds=(write_fd,),
                                start_new_session=True)
    finally:
        os.close(write_fd)
    drain = _Drain(proc.stdout, limits.shown_chars)
    drain.start()
    watcher = _Watcher(read_fd, limits, cancel, on_case)
    try:
        status = watcher.watch()
        if status in ("done", "ended"):
            try:   # let it finish on its own, within what is left of its time
                proc.wait(timeout=max(0.5, watcher.deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                status = "timeout"
    finally:
        returncode = proc.poll()
        _kill_group(proc)
        proc.wait()
        os.close(read_fd)
        drain.join(timeout=5)
        if not drain.is_alive():   # a grandchild that escaped the group may still hold the pipe
            proc.stdout.close()
    return ChildRun(status, returncode, watcher.running, drain.text(), drain.total)
