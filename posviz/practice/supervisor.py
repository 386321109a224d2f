"""The practice checker's supervisor: start the runner, hold its whole process tree, end all of it.

Run as ``python -I -S supervisor.py CONFIG_JSON`` (standard library only). The config says how to
start the runner (``argv``), the app's control pipe (``control_fd``, written to), the memory cap
over the tree (``memory_bytes``, on top of what the tree used when the runner said "ready") and the
most processes the tree may hold (``max_processes``). Commands come on stdin: "stop" ends the tree;
end of file without it means the app went away (even killed): the tree is ended and the run's
folder, the supervisor's working directory, removed.

On Linux the supervisor makes itself a child subreaper (``prctl(PR_SET_CHILD_SUBREAPER)``): a
process the student's code starts stays its descendant even after ``setsid()`` or a double fork, so
walking ``/proc/<pid>/task/<tid>/children`` from here finds every one of them, and once
``waitpid`` says there are no children left, the tree is gone. The supervisor polls the tree every
``POLL_SECONDS`` and ends it when the memory it holds (PSS, shared pages counted once) goes over the
cap or when it holds too many processes. Elsewhere (macOS) it can only end the runner's process
group; see the README.

It relays the runner's progress lines (net off, ready, case <i>, done) to the app and ends with one line of
its own: ``end {"reason": ..., "returncode": ..., "peak_bytes": ..., "baseline_bytes": ...,
"processes": ..., "end_seconds": ...}``.
"""
import ctypes
import json
import os
import select
import shutil
import signal
import sys
import time

POLL_SECONDS = 0.02
PR_SET_CHILD_SUBREAPER = 36
RELAYED = (b"net off", b"ready", b"case ", b"done")


def become_subreaper():
    """True when orphaned descendants are re-parented to this process (Linux 3.4+)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _children(pid):
    """Direct children of ``pid`` (all its threads), from /proc; [] when it is gone."""
    found = []
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for tid in tids:
        try:
            with open(f"/proc/{pid}/task/{tid}/children", "rb") as file:
                found.extend(int(p) for p in file.read().split())
        except (OSError, ValueError):
            pass
    return found


def _children_by_scan(root):
    """Descendants of ``root`` from every process's parent id (a kernel without the children file)."""
    parents = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat", "rb") as file:
                    parents.setdefault(int(file.read().rsplit(b")", 1)[1].split()[1]), []).append(int(name))
            except (OSError, IndexError, ValueError):
                pass
    found, frontier = [], [root]
    while frontier:
        kids = [k for p in frontier for k in parents.get(p, ())]
        found.extend(kids)
        frontier = kids
    return found


HAS_CHILDREN_FILE = os.path.exists(f"/proc/self/task/{os.getpid()}/children")


def descendants(root):
    """Every live or zombie descendant of ``root``."""
    if not os.path.isdir("/proc"):
        return []
    if not HAS_CHILDREN_FILE:
        return _children_by_scan(root)
    found, frontier = [], [root]
    while frontier:
        kids = [k for p in frontier for k in _children(p)]
        found.extend(kids)
        frontier = kids
    return found


PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def memory_of(pid):
    """Bytes ``pid`` holds: its PSS (shared pages split among sharers), else its resident size."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as file:
            for line in file:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    try:   # statm is readable even where smaps_rollup is not (a process made itself non-dumpable)
        with open(f"/proc/{pid}/statm", "rb") as file:
            return int(file.read().split()[1]) * PAGE
    except (OSError, ValueError, IndexError):
        return 0


class Tree:
    """The runner and everything it started, seen from the supervisor."""

    def __init__(self, runner, subreaper):
        self.runner, self.subreaper = runner, subreaper
        self.runner_status = None

    def reap(self):
        """Collect every child that ended (the runner's status is kept); False when none is left."""
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return False
            if pid == 0:
                return True
            if pid == self.runner:
                self.runner_status = status

    def pids(self):
        return descendants(os.getpid())

    def end(self, give_up_seconds=5.0):
        """SIGKILL every descendant until none is left (a fork racing the kill is caught next round).

        Returns the pids still there after ``give_up_seconds`` (one the user may not signal, such
        as a set-uid program), normally [].
        """
        try:   # the runner's session first: it reaches its group even without /proc
            os.killpg(self.runner, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        deadline = time.monotonic() + give_up_seconds
        while True:
            pids = self.pids()
            for pid in pids:
                try:
                    os.kill(pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
            if not self.reap():
                return []
            if time.monotonic() > deadline:
                return pids
            time.sleep(0.002)


def _send(control, line):
    try:
        os.write(control, line + b"\n")
    except OSError:   # the app is gone; stdin's end of file ends the tree
        pass


def _relay(chunk, buffer, control, on_ready):
    """Pass the runner's well-formed progress lines on; anything else is dropped (no forged "end")."""
    *lines, buffer = (buffer + chunk).split(b"\n")
    for line in lines:
        if line.startswith(RELAYED) and len(line) < 32:
            if line == b"ready":
                on_ready()
            _send(control, line)
    return buffer[-64:]


def _drain(fd, buffer, control, on_ready):
    """Relay what is left in the runner's pipe without waiting for writers that may never close it."""
    os.set_blocking(fd, False)
    while True:
        try:
            chunk = os.read(fd, 4096)
        except (BlockingIOError, OSError):
            return
        if not chunk:
            return
        buffer = _relay(chunk, buffer, control, on_ready)


def supervise(config):
    """Run the runner to its end (or the cap's, or the app's); return the final report."""
    control = config["control_fd"]
    os.set_inheritable(control, False)
    subreaper = become_subreaper()
    read_end, write_end = os.pipe()
    os.set_inheritable(write_end, True)
    spawn = dict(file_actions=[(os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0)])
    argv = config["argv"] + [str(write_end)]
    try:   # its own session: the code's killpg(0) cannot reach the supervisor
        runner = os.posix_spawn(argv[0], argv, dict(os.environ), setsid=True, **spawn)
    except NotImplementedError:   # no POSIX_SPAWN_SETSID: a process group of its own
        runner = os.posix_spawn(argv[0], argv, dict(os.environ), setpgroup=0, **spawn)
    os.close(write_end)
    tree = Tree(runner, subreaper)
    state = {"baseline": None, "peak": 0, "count": 0}

    def measure():
        pids = tree.pids()
        total = sum(memory_of(pid) for pid in pids)
        state["peak"], state["count"] = max(state["peak"], total), max(state["count"], len(pids))
        return total, len(pids)

    def on_ready():
        if state["baseline"] is None:
            state["baseline"] = measure()[0]

    reason, buffer, sources = None, b"", [0, read_end]
    while reason is None:
        readable, _, _ = select.select(sources, [], [], POLL_SECONDS)
        if 0 in readable:
            command = os.read(0, 64)
            if not command or b"stop" in command:   # end of file without "stop": the app is gone
                reason = "stopped" if command else "orphaned"
                break
        if read_end in readable:
            chunk = os.read(read_end, 4096)
            if chunk:
                buffer = _relay(chunk, buffer, control, on_ready)
            else:
                sources.remove(read_end)
        tree.reap()
        if tree.runner_status is not None:
            reason = "exited"
            break
        total, count = measure()
        if state["baseline"] is not None and total > state["baseline"] + config["memory_bytes"]:
            reason = "memory"
        elif count > config["max_processes"]:
            reason = "processes"
    started = time.monotonic()
    left = tree.end()
    ended = time.monotonic() - started
    _drain(read_end, buffer, control, on_ready)   # progress written just before the runner exited
    status = tree.runner_status
    return {"reason": reason, "returncode": None if status is None else os.waitstatus_to_exitcode(status),
            "peak_bytes": state["peak"], "baseline_bytes": state["baseline"], "processes": state["count"],
            "end_seconds": ended, "left": left, "subreaper": subreaper}


def main(config):
    report = supervise(config)
    if report["reason"] == "orphaned":   # nobody will read the run's folder (the cwd) or remove it
        shutil.rmtree(os.getcwd(), ignore_errors=True)
    _send(config["control_fd"], b"end " + json.dumps(report).encode())


if __name__ == "__main__":
    main(json.loads(sys.argv[1]))
