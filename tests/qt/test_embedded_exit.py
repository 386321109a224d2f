"""A script that embeds the window exits cleanly (issue 17, case 7).

``posviz.qt.create_window()`` in a script, shown, used, then left to interpreter exit segfaulted in
4 to 7 of 10 runs (pyqtgraph items deleted in a bad order during finalisation). The library now
deletes such windows while Qt still runs. Each run is a fresh interpreter: it must exit with 0 and
must have deleted its windows while the application was alive (the teardown order itself, which
holds even on machines where the crash does not show: before PySide's own exit clean-up, which
PySide registered first, so runs last). POSVIZ_EXIT_RUNS=50 for the long check.
"""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor

import pytest

RUNS = int(os.environ.get("POSVIZ_EXIT_RUNS", "10"))
SCRIPT = textwrap.dedent("""
    import atexit
    import sys
    from PySide6 import QtCore, QtWidgets
    atexit.register(print, "left to PySide's exit clean-up from here on", flush=True)   # runs after later ones
    from posviz.qt import create_window

    def gone(name):
        alive = QtCore.QCoreApplication.instance() is not None
        print(f"deleted {name} with the application {'alive' if alive else 'gone'}", flush=True)

    windows = [create_window(), create_window("the man bit the dog")]
    app = QtWidgets.QApplication.instance()
    for number, window in enumerate(windows):
        window.persistence.disable()
        window.destroyed.connect(lambda *_, n=number: gone(n))
        window.resize(1024, 768)
        window.show()
    windows[0].session.set_zoom(1.5)
    windows[0].session.set_theme("dark")
    windows[1].show_tab(windows[1].tabs.tabText(windows[1].tabs.count() - 1))
    for _ in range(20):
        app.processEvents()
    if sys.argv[1] == "quit":
        QtCore.QTimer.singleShot(0, app.quit)
        app.exec()
    print("end of script", flush=True)
""")


def run(how: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "POSVIZ_TESTING": "1"}
    return subprocess.run([sys.executable, "-c", SCRIPT, how], capture_output=True, text=True, timeout=120, env=env)


@pytest.mark.parametrize("how", ["exit", "quit"])
def test_windows_made_for_a_script_are_deleted_while_qt_runs_and_the_exit_is_clean(how):
    with ThreadPoolExecutor(max_workers=2) as pool:           # two interpreters at a time (two cores)
        results = list(pool.map(run, [how] * (RUNS // 2)))
    codes = [result.returncode for result in results]
    assert codes == [0] * len(results), [r.stderr[-800:] for r in results if r.returncode]
    expected = ["deleted 0 with the application alive", "deleted 1 with the application alive"]
    for result in results:
        lines = result.stdout.splitlines()
        assert sorted(line for line in lines if line.startswith("deleted")) == expected, result.stdout
        deleted = max(lines.index(line) for line in expected)
        assert deleted < lines.index("left to PySide's exit clean-up from here on"), result.stdout
        if how == "quit":          # deleted as the application quit, before the script went on
            assert deleted < lines.index("end of script"), result.stdout


JOBS_SCRIPT = textwrap.dedent("""
    import threading, time
    from PySide6 import QtCore
    from posviz.qt import create_window
    from posviz.qt.threads import DaemonWorker, track

    window = create_window()
    window.persistence.disable()

    class Out(QtCore.QObject):
        result = QtCore.Signal(object)

    out = Out()
    out.result.connect(lambda value: None)
    running = threading.Barrier(3)

    def job():            # reports through Qt for a second, as the encoder's and search's jobs do
        running.wait()
        end = time.monotonic() + 1.0
        while time.monotonic() < end:
            out.result.emit(1)
        print("job done", flush=True)

    def load(stop):       # reports until asked to stop, as the model loader does
        running.wait()
        while not stop.is_set():
            out.result.emit(2)
        print("load stopped", flush=True)

    DaemonWorker("posviz test job").start(job)
    stop = threading.Event()
    thread = threading.Thread(target=load, args=(stop,), daemon=True)
    track(thread, stop)
    thread.start()
    running.wait()
    print("end of script", flush=True)
""")


def test_jobs_in_flight_at_exit_return_before_the_interpreter_ends_them():
    """A daemon thread ended by the interpreter inside a call into Qt aborts the process ('terminate
    called without an active exception', or a segfault): 3 of 100 embedded exits did, with a job of
    the window still emitting. The jobs are given a moment (the loader is asked to stop) first."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "POSVIZ_TESTING": "1"}

    def once(_):
        return subprocess.run([sys.executable, "-c", JOBS_SCRIPT], capture_output=True, text=True, timeout=120, env=env)
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(once, range(4)))
    for result in results:
        assert result.returncode == 0, result.stderr[-800:]
        lines = result.stdout.splitlines()
        assert lines[0] == "end of script" and sorted(lines[1:]) == ["job done", "load stopped"], result.stdout
        assert "Traceback" not in result.stderr and "terminate" not in result.stderr, result.stderr[-800:]
