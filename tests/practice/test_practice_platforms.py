"""The practice checker on Windows and macOS, simulated on this Linux machine (issue 31).

A check runs in a process that believes it is on Windows or macOS (``sys.platform`` set, the
modules that system lacks unimportable: simulate_platform.py), and so do the supervisor and the
runner it starts. The checker must import, choose that system's walls, fall back to what runs here
where the system's own primitives are missing, pass the reference solution and stop an endless
loop at its time limit. The Windows Job Object is checked against a stand-in kernel32 (the limits
written, the runner assigned before it goes, the job terminated at the end), and an AST walk checks
that only posviz/practice/walls/ touches what one system lacks.
"""
import ast
import ctypes
import json
import subprocess
import sys
from pathlib import Path

import pytest

from posviz.practice.walls import windows

HERE = Path(__file__).resolve().parent
POSVIZ = HERE.parents[1] / "posviz"
WALLS = POSVIZ / "practice" / "walls"


# The simulation runs the other systems' fallbacks on a Linux machine (ps, process groups, /proc-free code).
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="simulates other systems on Linux")


def _simulated(platform):
    result = subprocess.run([sys.executable, str(HERE / "simulate_platform.py"), platform, str(HERE / "platform_driver.py")],
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.splitlines()[-1])


@pytest.fixture(scope="module")
def on_windows():
    return _simulated("win32")


@pytest.fixture(scope="module")
def on_macos():
    return _simulated("darwin")


@linux_only
def test_simulated_windows_imports_nothing_posix_and_chooses_the_job_walls(on_windows):
    assert on_windows["platform"] == "win32" and on_windows["posix_modules"] == []
    assert on_windows["app_walls"] == "WindowsWalls"
    assert on_windows["spy"]["detail"].endswith("RuntimeError: SPY win32 WindowsWalls resource=False")
    assert on_windows["solution"]["walls"] == "windows"


@linux_only
def test_simulated_windows_passes_the_reference_solution(on_windows):
    solution = on_windows["solution"]
    assert solution["outcome"] == "passed", solution
    assert solution["passed"] == solution["cases"] == 5 and solution["summary"] == "All 5 hidden cases pass."


@linux_only
def test_simulated_windows_stops_an_endless_loop_at_its_limit(on_windows):
    endless = on_windows["endless"]
    assert endless["outcome"] == "timeout", endless
    assert "was still running after 1.5 s" in endless["summary"] and endless["tree_ended"]


@linux_only
def test_simulated_macos_chooses_the_posix_walls(on_macos):
    assert on_macos["platform"] == "darwin" and on_macos["app_walls"] == "PosixWalls"
    assert on_macos["spy"]["detail"].endswith("RuntimeError: SPY darwin PosixWalls resource=True")
    assert on_macos["solution"]["outcome"] == "passed" and on_macos["solution"]["walls"] == "posix"
    assert on_macos["endless"]["outcome"] == "timeout" and "after 1.5 s" in on_macos["endless"]["summary"]


@linux_only
def test_simulated_macos_ends_a_child_that_left_the_process_group(on_macos):
    """The ps-polled tree: a child in a session of its own (out of the group killpg reaches) is ended too."""
    tree = on_macos["tree"]
    assert tree["outcome"] == "timeout" and tree["started"] == 1, tree
    assert tree["alive_after"] == [], tree


@linux_only
def test_simulated_macos_ends_a_tree_over_the_memory_cap(on_macos):
    """No RLIMIT_AS on macOS: the supervisor's polling of the tree's resident size ends it."""
    memory = on_macos["memory"]
    assert memory["outcome"] == "memory", memory
    assert memory["summary"].startswith("Your code and the processes it started held more than 256 MB together")
    assert 256 + 64 < memory["peak_mb"] < 2000      # over the cap (+ slack), ended long before the 2 GB it asked for


@linux_only
def test_simulated_macos_ends_a_tree_of_too_many_processes(on_macos):
    forks = on_macos["forks"]
    assert forks["outcome"] == "processes", forks
    assert forks["summary"].startswith("Your code started more than 4 processes during case 1 of 6")


# --- the Windows job, against a stand-in kernel32 ------------------------------------------------------
def test_job_structures_have_windows_sizes():
    if ctypes.sizeof(ctypes.c_void_p) != 8:
        pytest.skip("sizes below are those of 64-bit Windows")
    assert ctypes.sizeof(windows.BasicLimits) == 64 and ctypes.sizeof(windows.IoCounters) == 48
    assert ctypes.sizeof(windows.ExtendedLimits) == 144 and ctypes.sizeof(windows.BasicAccounting) == 48
    assert windows.ExtendedLimits.JobMemoryLimit.offset == 120


class FakeKernel32:
    """Records the job calls; the job's peak memory and active processes are set by the test."""

    def __init__(self):
        self.calls, self.limits, self.peak, self.active = [], [], 0, 2

    def CreateJobObjectW(self, attributes, name):
        self.calls.append("create")
        return 77

    def SetInformationJobObject(self, job, which, address, size):
        assert (job, which, size) == (77, windows.JOB_EXTENDED_LIMITS, 144 if ctypes.sizeof(ctypes.c_void_p) == 8 else size)
        info = windows.ExtendedLimits.from_address(address)
        basic = info.BasicLimitInformation
        self.limits.append((basic.LimitFlags, basic.ActiveProcessLimit, basic.PerJobUserTimeLimit,
                            info.ProcessMemoryLimit, info.JobMemoryLimit))
        self.calls.append("limit")
        return 1

    def AssignProcessToJobObject(self, job, handle):
        self.calls.append(("assign", job, handle))
        return 1

    def QueryInformationJobObject(self, job, which, address, size, returned):
        if which == windows.JOB_EXTENDED_LIMITS:
            windows.ExtendedLimits.from_address(address).PeakJobMemoryUsed = self.peak
        else:
            windows.BasicAccounting.from_address(address).ActiveProcesses = self.active
        return 1

    def TerminateJobObject(self, job, code):
        self.calls.append(("terminate", job, code))
        self.active = 0
        return 1

    def CloseHandle(self, handle):
        self.calls.append(("close", handle))
        return 1


class FakeRunner:
    _handle, pid, returncode = 4242, 4243, None

    def kill(self):
        self.returncode = 1

    def wait(self, timeout=None):
        return self.returncode

    def poll(self):
        return self.returncode


def test_the_job_holds_the_runner_with_every_limit():
    kernel32, runner = FakeKernel32(), FakeRunner()
    walls = windows.WindowsWalls(kernel32)
    walls.prepare({"max_processes": 16, "cpu_seconds": 42, "memory_bytes": 576 * 2**20,
                   "process_memory_bytes": 512 * 2**20})
    walls.hold(runner)
    assert kernel32.calls == ["create", "limit", ("assign", 77, 4242)] and walls.complete
    flags, active, cpu, _, _ = kernel32.limits[0]
    assert flags == 0x2000 | 0x400 | 0x8 | 0x4            # kill on close, no error box, processes, CPU time
    assert active == 17 and cpu == 42 * 10_000_000        # one more for a venv's launcher; 100 ns ticks
    kernel32.peak = 50 * 2**20                            # Python and numpy loaded
    walls.on_ready(0)
    flags, _, _, per_process, per_job = kernel32.limits[1]
    assert flags == 0x2000 | 0x400 | 0x8 | 0x4 | 0x100 | 0x200
    assert (per_process, per_job) == (562 * 2**20, 626 * 2**20)
    assert walls.measure(runner) == (50 * 2**20, 2)
    assert walls.end(runner) == [] and kernel32.calls[-1] == ("terminate", 77, 1) and runner.returncode == 1


def test_without_a_job_only_the_runner_is_held():
    walls = windows.WindowsWalls(kernel32=None)
    walls.prepare({"max_processes": 16, "cpu_seconds": 42, "memory_bytes": 1, "process_memory_bytes": 1})
    walls.hold(FakeRunner())
    assert walls.job is None and not walls.complete and walls.measure(FakeRunner()) == (0, 1)


# --- nothing one system lacks outside the walls ----------------------------------------------------------
SYSTEM_ONLY_MODULES = {"resource", "fcntl", "termios", "pwd", "grp", "pty", "tty", "posix", "syslog", "crypt", "spwd",
                       "nis", "_posixsubprocess", "msvcrt", "winreg", "_winapi", "winsound", "nt"}
POSIX_ONLY_CALLS = {("os", name) for name in ("getuid", "geteuid", "getgid", "getegid", "setsid", "killpg", "getpgid",
                                               "setpgid", "fork", "forkpty", "posix_spawn", "sysconf", "mkfifo",
                                               "WNOHANG", "O_NOFOLLOW", "O_NONBLOCK", "O_NOCTTY", "set_blocking")}
POSIX_ONLY_CALLS |= {("signal", name) for name in ("SIGKILL", "SIGSTOP", "SIGCONT", "SIGXCPU", "SIGALRM", "SIGCHLD",
                                                    "SIGHUP", "SIGUSR1", "alarm", "setitimer", "pthread_kill")}
POSIX_ONLY_KEYWORDS = {"pass_fds", "start_new_session", "preexec_fn", "process_group"}


def system_specific_uses(tree):
    """``(line, what)`` for each use in ``tree`` of a module, call, keyword or /proc path one system lacks."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.split(".")[0] in SYSTEM_ONLY_MODULES]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module.split(".")[0] in SYSTEM_ONLY_MODULES:
            found.append((node.lineno, node.module))
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and (node.value.id, node.attr) in POSIX_ONLY_CALLS:
            found.append((node.lineno, f"{node.value.id}.{node.attr}"))
        elif isinstance(node, ast.keyword) and node.arg in POSIX_ONLY_KEYWORDS:
            found.append((node.lineno, f"{node.arg}="))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("/proc"):
            found.append((node.lineno, node.value))
        elif isinstance(node, ast.Constant) and node.value in POSIX_ONLY_KEYWORDS:   # Popen(**{"pass_fds": ...})
            found.append((node.lineno, f"{node.value}="))
    return found


# Outside the practice walls, each with the way it stays portable.
GUARDED_ELSEWHERE = {
    # the tokenizer's child caps its own memory where RLIMIT_AS exists; an ImportError (Windows) skips it
    "posviz/model/checkpoint/tokenizer_child.py": [(64, "resource")],
}


def test_only_the_walls_touch_what_one_system_lacks():
    outside = {}
    for path in sorted(POSVIZ.rglob("*.py")):
        if WALLS in path.parents:
            continue
        name = str(path.relative_to(POSVIZ.parent))
        if name in GUARDED_ELSEWHERE:
            assert system_specific_uses(ast.parse(path.read_text("utf-8"))) == GUARDED_ELSEWHERE[name], name
            continue
        uses = system_specific_uses(ast.parse(path.read_text("utf-8")))
        if uses:
            outside[name] = uses
    assert outside == {}


def test_the_walk_sees_each_kind_of_use():
    """The walk itself, on the walls, which must use all of these (else the check above proves nothing)."""
    kinds = {what for path in WALLS.glob("*.py") for _, what in system_specific_uses(ast.parse(path.read_text("utf-8")))}
    assert {"resource", "os.killpg", "signal.SIGKILL", "start_new_session=", "os.WNOHANG"} <= kinds
    assert any(what.startswith("/proc") for what in kinds)


# --- the same verdicts on every system ---------------------------------------------------------------------
@pytest.mark.parametrize("returncode", [-11, 0xC0000005, 0xC00000FD], ids=["SIGSEGV", "access violation",
                                                                             "stack overflow"])
def test_a_crash_reads_the_same_on_every_system(returncode):
    """Windows ends a crashed Python with an NTSTATUS code where Linux and macOS send SIGSEGV."""
    import numpy as np

    from posviz.practice import Limits, task_by_key
    from posviz.practice.process import ChildRun
    from posviz.practice.report import summarise
    task = task_by_key("positional_encoding")
    cases = task.make_cases(np.random.default_rng(0))
    run = ChildRun("ended", returncode, 0, "", 0, tree_ended=True)
    report = summarise(task, cases, [None] * len(cases), run, "", Limits(), 1.0)
    assert report.outcome == "crashed"
    assert report.summary == (f"Python crashed (segmentation fault) during case 1 of {len(cases)} ({cases[0].label}). "
                              "This usually means a recursion far deeper than the C stack holds: did you raise "
                              "sys.setrecursionlimit?")
