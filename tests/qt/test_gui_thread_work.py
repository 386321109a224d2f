"""Work that used to block the GUI thread at the app's limits is done elsewhere, or not at all.

Nothing here times anything: each test checks *where* work runs (which thread) or *how much* of it
runs (calls counted), for the changes tests/bench/bench_limits.py found blocking the GUI thread.
"""
import subprocess
import sys
import threading

from posviz.qt import create_window, encoder


def test_numpy_is_warmed_up_in_the_worker_once_the_window_has_painted(qtbot, monkeypatch):
    threads = []
    monkeypatch.setattr(encoder, "warm_up", lambda: threads.append(threading.current_thread()))
    window = create_window()
    qtbot.addWidget(window)
    qtbot.wait(2 * encoder.WARM_UP_DELAY_MS)
    assert threads == []                                  # not before the first frame: start-up is not slowed
    window.show()
    qtbot.waitUntil(lambda: len(threads) > 0, timeout=5000)
    window.session.warm_up()                              # once is enough
    window.session.wait()
    qtbot.wait(50)
    assert len(threads) == 1 and threads[0] is not threading.main_thread()


def test_warm_up_loads_what_numpy_loads_on_first_use():
    code = ("import sys; import posviz.qt.encoder as e; lazy = ('numpy.random', 'numpy.ma'); "
            "before = [m in sys.modules for m in lazy]; e.warm_up(); "
            "print(before, [m in sys.modules for m in lazy])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.split("\n")[0] == "[False, False] [True, True]", done.stderr
