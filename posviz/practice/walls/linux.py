"""Linux's walls: a child subreaper, ``/proc`` for the tree and its memory, a network namespace, rlimits.

The supervisor makes itself a child subreaper (``prctl(PR_SET_CHILD_SUBREAPER)``): a process the
student's code starts stays its descendant even after ``setsid()`` or a double fork, so walking
``/proc/<pid>/task/<tid>/children`` from the supervisor finds every one of them, and once
``waitpid`` says there are no children left, the tree is gone. The tree's memory is its PSS
(shared pages counted once), polled every 20 ms. The runner caps its own address space
(``RLIMIT_AS`` on top of what Python and numpy use), CPU time, file size and the user's processes
(``RLIMIT_NPROC``), and moves into a network namespace with no interface up where the system allows.
"""
import ctypes
import os
import resource
import signal
import time

from .posix import PosixWalls, kill, set_limits

PR_SET_CHILD_SUBREAPER = 36
CLONE_NEWUSER, CLONE_NEWNET = 0x10000000, 0x40000000
PAGE = os.sysconf("SC_PAGE_SIZE")


def _libc():
    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


def address_space_in_use():
    """Bytes of address space this process already uses, or None where /proc cannot tell."""
    try:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize:"))
    except (OSError, StopIteration, ValueError):
        return None


def tasks_of_user(uid):
    """Threads of every process of ``uid`` (what RLIMIT_NPROC counts), or None without /proc."""
    try:
        names = [n for n in os.listdir("/proc") if n.isdigit()]
    except OSError:
        return None
    count = 0
    for name in names:
        try:
            if os.stat(f"/proc/{name}").st_uid == uid:
                count += len(os.listdir(f"/proc/{name}/task"))
        except OSError:
            pass
    return count or None


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


def _parents():
    """``{parent pid: [pids]}`` from every process's stat (a kernel without the children file)."""
    parents = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat", "rb") as file:
                    parents.setdefault(int(file.read().rsplit(b")", 1)[1].split()[1]), []).append(int(name))
            except (OSError, IndexError, ValueError):
                pass
    return parents


HAS_CHILDREN_FILE = os.path.exists(f"/proc/self/task/{os.getpid()}/children")


def descendants(root):
    """Every live or zombie descendant of ``root``."""
    if not os.path.isdir("/proc"):
        return []
    parents = None if HAS_CHILDREN_FILE else _parents()
    found, frontier = [], [root]
    while frontier:
        frontier = [k for p in frontier for k in (_children(p) if parents is None else parents.get(p, ()))]
        found.extend(frontier)
    return found


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


class LinuxWalls(PosixWalls):
    """Subreaper, /proc, PSS, RLIMIT_AS and RLIMIT_NPROC, a network namespace, the environment sweep."""

    name = "linux"
    poll_seconds = 0.02

    def __init__(self):
        self.runner_status = None

    # --- the runner ------------------------------------------------------------------------------
    def limit_processes(self, job):
        """Cap the user's threads at what they are now plus a few (root is exempt); before the network is cut."""
        tasks = tasks_of_user(os.getuid()) if os.getuid() != 0 else None
        if tasks is not None:
            set_limits([(resource.RLIMIT_NPROC, tasks + 2 * job["processes"])])

    def cut_network(self):
        """A new network namespace with no interface up (unprivileged: with a user namespace).

        Call it while the process has one thread only (before numpy starts any).
        """
        libc = _libc()
        if libc is None:
            return False
        for flags in ((CLONE_NEWNET,) if os.geteuid() == 0 else ()) + (CLONE_NEWUSER | CLONE_NEWNET,):
            if libc.unshare(flags) == 0:
                return True
        return False

    def limit_resources(self, job):
        super().limit_resources(job)
        used = address_space_in_use()
        if used is not None:
            set_limits([(resource.RLIMIT_AS, used + job["memory_mb"] * 2**20)])

    # --- the supervisor ----------------------------------------------------------------------------
    def prepare(self, config):
        libc = _libc()
        try:
            self.complete = libc is not None and libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
        except AttributeError:
            self.complete = False

    def _reap(self, runner):
        """Collect every child that ended (the runner's status is kept); False when none is left."""
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return False
            if pid == 0:
                return True
            if pid == runner.pid:
                self.runner_status = status
                runner.returncode = os.waitstatus_to_exitcode(status)   # Popen would find no child left

    def finished(self, runner):
        self._reap(runner)
        return runner.returncode if self.runner_status is not None else None

    def measure(self, runner):
        pids = descendants(os.getpid())
        return sum(memory_of(pid) for pid in pids), len(pids)

    def end(self, runner, give_up_seconds=5.0):
        """SIGKILL every descendant until none is left (a fork racing the kill is caught next round)."""
        deadline = time.monotonic() + give_up_seconds
        kill([], group=runner.pid)   # the runner's session first: it reaches its group even without /proc
        while True:
            pids = descendants(os.getpid())
            kill(pids)
            if not self._reap(runner):
                return []
            if time.monotonic() > deadline:
                return pids
            time.sleep(0.002)

    # --- the app -----------------------------------------------------------------------------------
    def sweep(self, mark):
        """SIGKILL every process whose environment holds the entry ``mark``; their orphans went to init."""
        needle = mark.encode()
        killed = []
        try:
            names = [n for n in os.listdir("/proc") if n.isdigit()]
        except OSError:
            return killed
        for name in names:
            try:
                with open(f"/proc/{name}/environ", "rb") as file:
                    found = needle in file.read().split(b"\0")
            except OSError:
                continue
            if found:
                try:
                    os.kill(int(name), signal.SIGKILL)
                    killed.append(int(name))
                except (ProcessLookupError, PermissionError):
                    pass
        return killed
