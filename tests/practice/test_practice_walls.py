"""The practice checker's walls: what the student's code can do to the checker, and cannot.

A result file that is a FIFO or a symlink never blocks or leaks; a grandchild that calls setsid()
is ended with the rest of the tree (after Check and after Stop, even when the code attacks its
supervisor); the memory cap and the process count hold over the whole tree, not per process; posviz
cannot be imported by the student's code even after it removes the checker's import hook; and the
code has no network where the system allows a network namespace.
"""
import ast
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

import posviz
from posviz.practice import Limits, check, task_by_key

SLACK = 15.0      # Python's own start-up is not counted in the limit; a busy machine may be slow
TASK = task_by_key("positional_encoding")

pytestmark = pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="the walls are Linux's")


def _check_in_thread(source, limits, cancel=None, seed=1):
    """Run a check in a thread and give it ``limits.seconds + SLACK`` to end: a hang fails, not blocks."""
    box = {}

    def target():
        box["report"] = check(TASK, source, limits, cancel=cancel, seed=seed)

    thread = threading.Thread(target=target, daemon=True)
    started = time.monotonic()
    thread.start()
    thread.join(limits.seconds + SLACK)
    assert not thread.is_alive(), "the check never ended"
    return box["report"], time.monotonic() - started


# --- result files ---------------------------------------------------------------------------------
FIFO_RESULT = '''
import os
import numpy as np
def positional_encoding(length, d_model):
    os.mkfifo("error_1.txt")          # the checker would open them to read cases 2 and 3
    os.mkfifo("result_2_0.npy")
    os._exit(0)
'''

SYMLINK_RESULT = '''
import os
import numpy as np
def positional_encoding(length, d_model):
    np.save("/{outside}/stolen.npy", np.zeros((length, d_model)))
    os.symlink("/{outside}/stolen.npy", "result_0_0.npy")
    os._exit(0)
'''


def test_a_fifo_result_file_never_blocks_the_checker():
    report, _ = _check_in_thread(FIFO_RESULT, Limits(seconds=2.0))
    assert report.outcome == "crashed"
    for case in report.cases[1:3]:
        assert case.status == "error" and "not a regular file" in case.detail


def test_a_symlinked_result_file_is_refused(tmp_path):
    report, _ = _check_in_thread(SYMLINK_RESULT.replace("/{outside}", str(tmp_path)), Limits(seconds=2.0))
    assert report.cases[0].status == "error" and "not a regular file" in report.cases[0].detail
    assert (tmp_path / "stolen.npy").exists()   # the code did run, and its link was not followed


# --- the process tree -----------------------------------------------------------------------------
ESCAPER = '''
import os, time
def _escape():
    if os.fork() == 0:
        os.setsid()                    # leaves the runner's session and process group
        if os.fork() == 0:             # and its parent: an orphan, re-parented
            with open("{pidfile}", "w") as f:
                f.write(str(os.getpid()))
            while True:
                with open("{log}", "a") as f:
                    f.write("x")
                time.sleep(0.02)
        os._exit(0)
    time.sleep(0.3)                    # the grandchild has written its pid
_escape()
def positional_encoding(length, d_model):
    {body}
'''


def _alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _assert_gone(tmp_path):
    pid = int((tmp_path / "pid").read_text())
    log = tmp_path / "log"
    size = log.stat().st_size
    assert size > 0                             # it ran, and wrote, while the check ran
    time.sleep(0.3)
    alive = _alive(pid)
    if alive:
        os.kill(pid, 9)                         # leave no stray process behind a failed test
    assert not alive and log.stat().st_size == size


def test_a_setsid_grandchild_is_ended_when_the_check_ends(tmp_path):
    source = ESCAPER.format(pidfile=tmp_path / "pid", log=tmp_path / "log",
                            body="import numpy as np\n    return np.zeros((length, d_model))")
    report, _ = _check_in_thread(source, Limits(seconds=3.0))
    assert report.outcome == "failed" and "placeholder" in report.cases[0].hint
    _assert_gone(tmp_path)


def test_a_setsid_grandchild_is_ended_by_stop(tmp_path):
    source = ESCAPER.format(pidfile=tmp_path / "pid", log=tmp_path / "log", body="while True:\n        pass")
    cancel = threading.Event()
    threading.Timer(1.5, cancel.set).start()
    report, _ = _check_in_thread(source, Limits(seconds=60.0), cancel=cancel)
    assert report.outcome == "stopped"
    _assert_gone(tmp_path)


# --- memory over the tree -------------------------------------------------------------------------
FORKED_HOARDERS = '''
import os, time
import numpy as np
def positional_encoding(length, d_model):
    children = []
    for _ in range(4):
        pid = os.fork()
        if pid == 0:
            hoard = []
            for _ in range(6):         # 300 MB each, touched (np.ones), 50 MB at a time
                hoard.append(np.ones(50 * 2**20 // 8))
                time.sleep(0.05)
            time.sleep(60)
            os._exit(0)
        children.append(pid)
    for pid in children:
        os.waitpid(pid, 0)
    return np.zeros((length, d_model))
'''


def test_the_memory_cap_holds_over_the_whole_tree():
    limits = Limits(seconds=20.0, memory_mb=512)
    report, seconds = _check_in_thread(FORKED_HOARDERS, limits)
    assert report.outcome == "memory", report.summary
    assert "512 MB" in report.summary and "processes" in report.summary
    assert seconds < limits.seconds       # ended by the cap, not by the clock
    assert report.cases[0].status == "not finished" and "memory" in report.cases[0].detail


# --- posviz out of reach --------------------------------------------------------------------------
CHEAT = '''
import sys
sys.meta_path[:] = [f for f in sys.meta_path if getattr(f, "__name__", "") != "NoPosviz"]
def positional_encoding(length, d_model):
    import numpy as np
    from posviz.model import Sinusoidal
    return Sinusoidal().encode(np.arange(length), d_model)
'''

PATH_REPORT = '''
import sys
def positional_encoding(length, d_model):
    raise RuntimeError("PATH=" + repr(sys.path) + " META=" + repr([type(f).__name__ if not isinstance(f, type)
                                                                     else f.__name__ for f in sys.meta_path]))
'''


def test_posviz_cannot_be_imported_even_without_the_import_hook():
    report, _ = _check_in_thread(CHEAT, Limits(seconds=3.0))
    assert report.outcome == "failed" and report.passed_count == 0
    assert all("No module named 'posviz'" in case.detail for case in report.cases)


def test_posviz_is_on_no_path_the_student_code_sees():
    report, _ = _check_in_thread(PATH_REPORT, Limits(seconds=3.0))
    last = report.cases[0].detail.splitlines()[-1]
    path, meta = (ast.literal_eval(part) for part in last.removeprefix("RuntimeError: PATH=").split(" META="))
    assert "NoPosviz" in meta and "PathFinder" in meta
    assert not [f for f in meta if "Editable" in f]                  # no editable-install finder
    assert not [entry for entry in path if "__editable__" in entry or (Path(entry) / "posviz").exists()]
    assert Path(posviz.__file__).parent.exists()                     # the check above could have failed


def test_the_expected_values_are_in_no_file_the_child_can_read(tmp_path):
    """The child gets the arguments only: no file in its folder holds an expected value's bytes."""
    source = ('import os, shutil\ndef positional_encoding(length, d_model):\n'
              f'    shutil.copytree(".", "{tmp_path}/seen", dirs_exist_ok=True)\n    raise ValueError("copied")\n')
    check(TASK, source, Limits(seconds=3.0), seed=5)
    expected = [case.expected[0] for case in TASK.make_cases(np.random.default_rng(5))]
    files = list((tmp_path / "seen").iterdir())
    assert {p.name for p in files} >= {"job.json", "student.py", "case_0.npz"}
    blobs = [p.read_bytes() for p in files]
    for table in expected:
        if table.size >= 4:    # a single zero would match anything
            assert not any(table.tobytes() in blob for blob in blobs)


# --- the supervisor itself attacked ---------------------------------------------------------------
def test_stop_is_prompt_even_when_the_code_freezes_its_supervisor(tmp_path):
    """SIGSTOP on the supervisor: Stop still ends the check, and the marked orphans are swept."""
    source = ESCAPER.format(pidfile=tmp_path / "pid", log=tmp_path / "log", body="while True:\n        pass")
    source = source.replace("_escape()\n", "_escape()\nimport signal\nos.kill(os.getppid(), signal.SIGSTOP)\n", 1)
    cancel = threading.Event()
    threading.Timer(1.5, cancel.set).start()
    report, seconds = _check_in_thread(source, Limits(seconds=60.0), cancel=cancel)
    assert report.outcome == "stopped"
    assert seconds < 1.5 + SLACK / 2          # not the startup limit (30 s) nor the time limit (60 s)
    _assert_gone(tmp_path)


def test_code_that_kills_its_supervisor_is_still_ended(tmp_path):
    source = ESCAPER.format(pidfile=tmp_path / "pid", log=tmp_path / "log", body="while True:\n        pass")
    source = source.replace("_escape()\n", "_escape()\nimport signal\nos.kill(os.getppid(), signal.SIGKILL)\n", 1)
    report, _ = _check_in_thread(source, Limits(seconds=5.0))
    assert report.outcome == "crashed" and "supervising process was ended" in report.summary
    _assert_gone(tmp_path)


# --- number of processes --------------------------------------------------------------------------
FORKS = '''
import os, time
def positional_encoding(length, d_model):
    for _ in range(3):
        os.fork()                      # parent and child both go on: 2**3 = 8 processes
    time.sleep(30)
'''


def test_too_many_processes_end_the_tree():
    # 8 processes: within RLIMIT_NPROC's margin for a user (2 x 4 more threads than at start), over
    # Limits.processes, so the supervisor's count is what ends it, for root too.
    limits = Limits(seconds=20.0, processes=4)
    report, seconds = _check_in_thread(FORKS, limits)
    assert report.outcome == "processes", report.summary
    assert "more than 4 processes" in report.summary and "during case 1 of 6" in report.summary
    assert seconds < limits.seconds       # ended by the count, not by the clock


# --- network --------------------------------------------------------------------------------------
CONNECT = '''
import socket
def positional_encoding(length, d_model):
    with socket.create_connection(("127.0.0.1", {port}), timeout=2):
        pass
    raise RuntimeError("connected")
'''

PROBE = """
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
flags = [0x40000000] if os.geteuid() == 0 else []                 # CLONE_NEWNET
sys.exit(0 if any(libc.unshare(f) == 0 for f in flags + [0x10000000 | 0x40000000]) else 1)
"""


def _namespaces_allowed():
    """Whether this system lets an ordinary process make a network namespace (asked on its own)."""
    return subprocess.run([sys.executable, "-I", "-S", "-c", PROBE], timeout=30).returncode == 0


def test_the_code_runs_without_a_network_where_the_system_allows():
    if not _namespaces_allowed():
        pytest.skip("this system forbids new network namespaces: the network is not isolated here")
    with socket.create_server(("127.0.0.1", 0)) as server:    # reachable from any process outside
        report, _ = _check_in_thread(CONNECT.format(port=server.getsockname()[1]), Limits(seconds=5.0))
    assert report.network_cut
    assert report.outcome == "failed" and report.passed_count == 0
    assert "Network is unreachable" in report.cases[0].detail and "connected" not in report.cases[0].detail


def test_a_fork_refused_by_the_process_limit_gets_a_plain_hint():
    """For a user (not root), RLIMIT_NPROC refuses forks past the margin with EAGAIN."""
    from posviz.practice.report import error_hint
    text = "line 4, in positional_encoding: os.fork()\nBlockingIOError: [Errno 11] Resource temporarily unavailable"
    assert error_hint(text, Limits(processes=16)) == \
        "Your code started more processes or threads than the checker allows (about 16)."


# --- posviz itself killed mid-check ---------------------------------------------------------------
APP = '''
import sys
from posviz.practice import Limits, check, task_by_key
check(task_by_key("positional_encoding"), open(sys.argv[1]).read(), Limits(seconds=60))
'''


def test_killing_posviz_mid_check_ends_the_tree_and_removes_its_folder(tmp_path):
    source = ESCAPER.format(pidfile=tmp_path / "pid", log=tmp_path / "log", body="while True:\n        pass")
    source = source.replace("_escape()\n", f"_escape()\nopen('{tmp_path}/cwd', 'w').write(os.getcwd())\n", 1)
    (tmp_path / "student.py").write_text(source)
    (tmp_path / "app.py").write_text(APP)
    app = subprocess.Popen([sys.executable, str(tmp_path / "app.py"), str(tmp_path / "student.py")])
    try:
        deadline, written = time.monotonic() + SLACK, ""
        # the file exists from open() on, empty until its write is flushed: wait for the text
        while not written and time.monotonic() < deadline:
            time.sleep(0.05)
            written = (tmp_path / "cwd").read_text() if (tmp_path / "cwd").exists() else ""
        folder = Path(written)
        assert written and folder.is_dir() and folder.name.startswith("posviz-check-")
    finally:
        app.kill()
        app.wait()
    deadline = time.monotonic() + 5
    while folder.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not folder.exists()
    _assert_gone(tmp_path)


def test_posviz_beside_numpy_is_not_importable(tmp_path, monkeypatch):
    """A regular install puts posviz and numpy in one site-packages: the child sees numpy only."""
    site = tmp_path / "site-packages"
    site.mkdir()
    (site / "numpy").symlink_to(Path(np.__file__).parent)
    (site / "posviz").symlink_to(Path(posviz.__file__).parent)
    monkeypatch.setattr("posviz.practice.checker.numpy_home", lambda: str(site))
    report, _ = _check_in_thread(CHEAT.replace("import numpy as np\n", "import numpy as np\n"
                                               f"    assert np.__file__.startswith({str(site)!r})\n"),
                                 Limits(seconds=3.0))
    assert report.passed_count == 0
    assert all("No module named 'posviz'" in case.detail for case in report.cases)
