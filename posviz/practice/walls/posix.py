"""Walls of a POSIX system without Linux's extras (macOS, the BSDs).

- The runner starts in a session of its own; ending the check kills its process group and every
  descendant seen by ``ps`` (a process that left the group *and* lost its parent is not seen: there
  is no subreaper outside Linux).
- Memory: the tree's resident size (``ps -o rss``), polled every 0.1 s; the whole tree is ended
  past the cap. macOS does not enforce ``RLIMIT_AS``, so there is no per-process memory limit.
- ``RLIMIT_CPU``, ``RLIMIT_FSIZE`` and ``RLIMIT_CORE`` are set on the runner (all honoured on macOS).
"""
import os
import resource
import signal
import subprocess
import time

from .base import Walls, _kill_and_wait


def set_limits(limits):
    """``setrlimit`` each ``(which, value)`` as soft and hard limit; one the system refuses is skipped."""
    for which, value in limits:
        try:
            resource.setrlimit(which, (value, value))
        except (ValueError, OSError):
            pass


def ps_table():
    """``{pid: (parent pid, resident bytes)}`` of every process, from ``ps``; {} where it cannot run."""
    try:
        out = subprocess.run(["ps", "-A", "-o", "pid=,ppid=,rss="], capture_output=True, timeout=5,
                             stdin=subprocess.DEVNULL).stdout
    except (OSError, subprocess.SubprocessError):
        return {}
    table = {}
    for line in out.splitlines():
        try:
            pid, ppid, rss = (int(field) for field in line.split()[:3])
        except ValueError:
            continue
        table[pid] = (ppid, rss * 1024)
    return table


def descendants_in(table, root):
    """Every pid below ``root`` in ``table`` (see :func:`ps_table`)."""
    children = {}
    for pid, (ppid, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    found, frontier = [], [root]
    while frontier:
        frontier = [kid for parent in frontier for kid in children.get(parent, ())]
        found.extend(frontier)
    return found


def kill(pids, group=None):
    """SIGKILL the process group ``group`` (if given) and each of ``pids``; gone ones are skipped."""
    if group is not None:
        try:
            os.killpg(group, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


class PosixWalls(Walls):
    """Process group, ``ps`` polling of the tree's resident memory, CPU and file-size limits."""

    name = "posix"
    poll_seconds = 0.1        # a ps call costs a few milliseconds

    def limit_resources(self, job):
        set_limits([(resource.RLIMIT_CPU, job["cpu_seconds"]), (resource.RLIMIT_FSIZE, job["file_mb"] * 2**20),
                    (resource.RLIMIT_CORE, 0)])

    def runner_options(self):
        return {"start_new_session": True}   # the code's killpg(0) cannot reach the supervisor

    def supervisor_options(self):
        return {"start_new_session": True}

    def measure(self, runner):
        table = ps_table()
        if runner.pid not in table:
            return 0, 1
        pids = [runner.pid, *descendants_in(table, runner.pid)]
        return sum(table[pid][1] for pid in pids), len(pids)

    def end(self, runner, give_up_seconds=5.0):
        """Kill the runner's group and its descendants (listed before each kill: orphans lose their parent)."""
        deadline = time.monotonic() + give_up_seconds
        while True:
            found = descendants_in(ps_table(), runner.pid)
            kill(found, group=runner.pid)
            if not found and runner.poll() is not None:
                return []
            if time.monotonic() > deadline:
                _kill_and_wait(runner, 0.1)
                return found
            time.sleep(0.005)
