"""Windows's walls: a Job Object holds the runner and everything it starts (standard library ``ctypes``).

The supervisor makes a job with ``KILL_ON_JOB_CLOSE`` (the tree dies with the supervisor, even when
the student's code kills it), a limit on active processes, on CPU time, and, once the runner has
loaded Python and numpy, on committed memory per process and for the whole job (on top of what
it held then: an allocation past it fails, a ``MemoryError`` in the code). The runner is assigned to
the job before it is told to go, so the code never runs outside it; ``TerminateJobObject`` ends the
whole tree at once. Without a job (no kernel32: the simulated Windows of the tests) only the runner
is killed, and ``taskkill /T`` is tried for what it started.
"""
import ctypes
import subprocess
import time

from .base import Walls, _kill_and_wait

DWORD, HANDLE = ctypes.c_uint32, ctypes.c_void_p     # sizes as on Windows whatever ctypes' c_ulong is
JOB_BASIC_ACCOUNTING, JOB_EXTENDED_LIMITS = 1, 9     # JOBOBJECTINFOCLASS
LIMIT_JOB_TIME, LIMIT_ACTIVE_PROCESS = 0x4, 0x8
LIMIT_PROCESS_MEMORY, LIMIT_JOB_MEMORY = 0x100, 0x200
LIMIT_DIE_ON_UNHANDLED_EXCEPTION, LIMIT_KILL_ON_JOB_CLOSE = 0x400, 0x2000
TICKS_PER_SECOND = 10_000_000                        # job times count 100 ns ticks
LAUNCHER_SLACK = 1                                   # a venv's python.exe starts the real one as a child


class BasicLimits(ctypes.Structure):
    _fields_ = [("PerProcessUserTimeLimit", ctypes.c_int64), ("PerJobUserTimeLimit", ctypes.c_int64),
                ("LimitFlags", DWORD), ("MinimumWorkingSetSize", ctypes.c_size_t),
                ("MaximumWorkingSetSize", ctypes.c_size_t), ("ActiveProcessLimit", DWORD),
                ("Affinity", ctypes.c_size_t), ("PriorityClass", DWORD), ("SchedulingClass", DWORD)]


class IoCounters(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in ("ReadOperationCount", "WriteOperationCount",
                                                     "OtherOperationCount", "ReadTransferCount",
                                                     "WriteTransferCount", "OtherTransferCount")]


class ExtendedLimits(ctypes.Structure):
    """JOBOBJECT_EXTENDED_LIMIT_INFORMATION (144 bytes on 64-bit Windows)."""

    _fields_ = [("BasicLimitInformation", BasicLimits), ("IoInfo", IoCounters),
                ("ProcessMemoryLimit", ctypes.c_size_t), ("JobMemoryLimit", ctypes.c_size_t),
                ("PeakProcessMemoryUsed", ctypes.c_size_t), ("PeakJobMemoryUsed", ctypes.c_size_t)]


class BasicAccounting(ctypes.Structure):
    """JOBOBJECT_BASIC_ACCOUNTING_INFORMATION (48 bytes)."""

    _fields_ = [("TotalUserTime", ctypes.c_int64), ("TotalKernelTime", ctypes.c_int64),
                ("ThisPeriodTotalUserTime", ctypes.c_int64), ("ThisPeriodTotalKernelTime", ctypes.c_int64),
                ("TotalPageFaultCount", DWORD), ("TotalProcesses", DWORD), ("ActiveProcesses", DWORD),
                ("TotalTerminatedProcesses", DWORD)]


def load_kernel32():
    """kernel32 with the job functions' signatures declared, or None where there is none."""
    loader = getattr(ctypes, "WinDLL", None)
    if loader is None:
        return None
    try:
        kernel32 = loader("kernel32", use_last_error=True)
    except OSError:
        return None
    signatures = {"CreateJobObjectW": (HANDLE, (ctypes.c_void_p, ctypes.c_wchar_p)),
                  "SetInformationJobObject": (ctypes.c_int32, (HANDLE, ctypes.c_int32, ctypes.c_void_p, DWORD)),
                  "QueryInformationJobObject": (ctypes.c_int32, (HANDLE, ctypes.c_int32, ctypes.c_void_p, DWORD,
                                                                 ctypes.c_void_p)),
                  "AssignProcessToJobObject": (ctypes.c_int32, (HANDLE, HANDLE)),
                  "TerminateJobObject": (ctypes.c_int32, (HANDLE, ctypes.c_uint32)),
                  "CloseHandle": (ctypes.c_int32, (HANDLE,))}
    for name, (restype, argtypes) in signatures.items():
        function = getattr(kernel32, name)
        function.restype, function.argtypes = restype, argtypes
    return kernel32


def _flag(name):
    return getattr(subprocess, name, 0)   # defined by subprocess on Windows only


class WindowsWalls(Walls):
    """A Job Object over the runner's tree: memory, processes, CPU time, ended at once."""

    name = "windows"

    def __init__(self, kernel32=None):
        self.kernel32 = kernel32 if kernel32 is not None else load_kernel32()
        self.job, self.config = None, {}

    def runner_options(self):
        flags = _flag("CREATE_NO_WINDOW")
        return {"creationflags": flags} if flags else {}

    def supervisor_options(self):
        flags = _flag("CREATE_NO_WINDOW") | _flag("CREATE_NEW_PROCESS_GROUP")
        return {"creationflags": flags} if flags else {}

    def prepare(self, config):
        self.config = config
        if self.kernel32 is not None:
            self.job = self.kernel32.CreateJobObjectW(None, None) or None
        self.complete = self.job is not None

    def _limit(self, baseline_bytes=None):
        """Write the job's limits; memory ones only once the baseline is known."""
        info = ExtendedLimits()
        basic = info.BasicLimitInformation
        basic.LimitFlags = (LIMIT_KILL_ON_JOB_CLOSE | LIMIT_DIE_ON_UNHANDLED_EXCEPTION | LIMIT_ACTIVE_PROCESS
                            | LIMIT_JOB_TIME)
        basic.ActiveProcessLimit = self.config["max_processes"] + LAUNCHER_SLACK
        basic.PerJobUserTimeLimit = self.config["cpu_seconds"] * TICKS_PER_SECOND
        if baseline_bytes is not None:
            basic.LimitFlags |= LIMIT_PROCESS_MEMORY | LIMIT_JOB_MEMORY
            info.ProcessMemoryLimit = baseline_bytes + self.config["process_memory_bytes"]
            info.JobMemoryLimit = baseline_bytes + self.config["memory_bytes"]
        return self.kernel32.SetInformationJobObject(self.job, JOB_EXTENDED_LIMITS, ctypes.addressof(info),
                                                     ctypes.sizeof(info))

    def hold(self, runner):
        if self.job is None:
            return
        if not (self._limit() and self.kernel32.AssignProcessToJobObject(self.job, int(runner._handle))):
            self.kernel32.CloseHandle(self.job)
            self.job, self.complete = None, False

    def _query(self, structure, which):
        info = structure()
        self.kernel32.QueryInformationJobObject(self.job, which, ctypes.addressof(info), ctypes.sizeof(info), None)
        return info

    def on_ready(self, baseline_bytes):
        if self.job is not None:
            self._limit(self._query(ExtendedLimits, JOB_EXTENDED_LIMITS).PeakJobMemoryUsed)

    def measure(self, runner):
        """The job's peak committed memory (its limit is the wall) and its active processes."""
        if self.job is None:
            return 0, 1
        return (self._query(ExtendedLimits, JOB_EXTENDED_LIMITS).PeakJobMemoryUsed,
                self._query(BasicAccounting, JOB_BASIC_ACCOUNTING).ActiveProcesses)

    def end(self, runner, give_up_seconds=5.0):
        if self.job is None:
            try:   # no job: what the runner started, by its parent ids (Windows's own tool)
                subprocess.run(["taskkill", "/F", "/T", "/PID", str(runner.pid)], capture_output=True, timeout=10)
            except (OSError, subprocess.SubprocessError):
                pass
            _kill_and_wait(runner, give_up_seconds)
            return []
        self.kernel32.TerminateJobObject(self.job, 1)
        deadline = time.monotonic() + give_up_seconds
        while (active := self._query(BasicAccounting, JOB_BASIC_ACCOUNTING).ActiveProcesses) \
                and time.monotonic() < deadline:
            time.sleep(0.005)
        _kill_and_wait(runner, 0.5)
        return ["?"] * active
