"""Qt objects are never destroyed by Python's cycle collector outside the GUI thread.

Automatic collection runs in whichever thread allocates when generation 0 is full; a posviz worker
(the encoder, the word-order pool, the model loader) or pytest-xdist's channel thread then frees
every unreachable cycle, Qt objects in it included, while the GUI thread is inside Qt. That killed
an xdist worker with a segmentation fault inside the word-order chips' ``QListWidget.clear()``.
The scenario runs in a child process: it changes the interpreter's collector, and without the fix
it destroys a Qt object in a worker thread, which may crash.
"""
import json
import os
import subprocess
import sys
import textwrap
from types import SimpleNamespace

import pytest
import shiboken6
from PySide6 import QtCore, QtGui

from posviz.qt import gui_collector

# A cycle holding a Python-owned QObject becomes garbage; a posviz worker then allocates far past
# generation 0's threshold (700), which makes automatic collection run in that thread.
CHILD = textwrap.dedent("""
    import gc, json, threading
    from PySide6 import QtCore, QtWidgets
    app = QtWidgets.QApplication([])
    from posviz.qt.session import Session
    from posviz.qt.threads import DaemonWorker
    session = Session()                       # what every window has: workers that run Python
    destroyed_in = []
    kept = []

    def make_cycle():
        holder = {}
        holder["self"] = holder
        holder["qt"] = QtCore.QObject()       # parentless: the cycle's collection deletes it
        holder["qt"].destroyed.connect(lambda *_: destroyed_in.append(threading.current_thread().name),
                                       QtCore.Qt.ConnectionType.DirectConnection)

    gc.collect()                              # generation 0 empty: the next collection is the worker's
    make_cycle()
    worker = DaemonWorker("posviz test worker")
    worker.start(lambda: kept.append([(i,) for i in range(100_000)]))
    assert worker.wait(60_000)
    in_worker = list(destroyed_in)
    deadline = QtCore.QDeadlineTimer(30_000)
    while not destroyed_in and not deadline.hasExpired():
        app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 50)
    print(json.dumps({"in_worker": in_worker, "destroyed_in": destroyed_in,
                      "automatic": gc.isenabled()}))
""")


def test_a_cycle_holding_a_qt_object_is_freed_on_the_gui_thread_not_in_a_worker(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    child = subprocess.run([sys.executable, "-X", "faulthandler", "-c", CHILD], capture_output=True, text=True,
                           env=env, cwd=tmp_path, timeout=120)
    assert child.returncode == 0, child.stderr[-3000:]        # a crash is a failure, not a dead test run
    seen = json.loads(child.stdout.strip().splitlines()[-1])
    assert seen == {"in_worker": [], "destroyed_in": ["MainThread"], "automatic": False}


@pytest.mark.parametrize(("counts", "due"), [
    ((700, 0, 0), None),        # not past generation 0's threshold: nothing (Python's rule: count > threshold)
    ((701, 0, 0), 0),
    ((701, 10, 10), 0),
    ((701, 11, 0), 1),          # the oldest generation past its own threshold, younger ones included
    ((701, 11, 11), 2),
    ((701, 3, 11), 2),
    ((5, 50, 50), None),        # older counts alone never start a collection
])
def test_the_due_generation_follows_pythons_own_rule(counts, due):
    assert gui_collector.due_generation(counts, (700, 10, 10)) == due


def test_a_full_collection_waits_until_the_oldest_generation_grew_by_a_quarter(monkeypatch):
    """CPython's rule (long_lived_pending > long_lived_total / 4): with 1,000 objects kept by the last
    full collection, a full one again only past 1,250; after it, what it kept is the new measure."""
    collected, oldest = [], iter([1_200, 1_300, 1_100, 1_400, 1_350])
    monkeypatch.setattr(gui_collector.gc, "get_count", lambda: (800, 20, 20))
    monkeypatch.setattr(gui_collector.gc, "collect", lambda generation: collected.append(generation) or 0)
    monkeypatch.setattr(gui_collector, "oldest_size", lambda: next(oldest))
    state = SimpleNamespace(thresholds=(700, 10, 10), _long_lived=1_000)
    state._full_due = lambda: gui_collector.GuiCollector._full_due(state)
    for _ in range(3):
        gui_collector.GuiCollector.check(state)
    # 1,200 is not past 1,250: generation 1; 1,300 is: full, which kept 1,100; 1,400 is past 1,375: full
    assert collected == [1, 2, 2] and state._long_lived == 1_350


def test_a_deleted_window_no_longer_follows_the_colour_scheme(qtbot, monkeypatch):
    """The style hints outlive every window: a lambda connected to them kept calling (and kept
    alive) every closed window's appearance."""
    from posviz.qt import create_window
    from posviz.qt.window import appearance
    themed = []
    monkeypatch.setattr(appearance.Appearance, "_on_theme_changed", lambda self, theme: themed.append((self, theme)))
    hints = QtGui.QGuiApplication.styleHints()
    window = create_window()
    window.persistence.disable()
    mine = window.appearance
    themed.clear()                                    # its own theme, applied when it was built
    hints.colorSchemeChanged.emit(QtCore.Qt.ColorScheme.Dark)
    assert [theme for who, theme in themed if who is mine] == ["system"]     # a live window follows the scheme
    window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(mine)
    hints.colorSchemeChanged.emit(QtCore.Qt.ColorScheme.Light)
    assert [theme for who, theme in themed if who is mine] == ["system"]     # the deleted one is not called


def test_a_quit_gives_collection_back_and_the_next_session_takes_it_again(qtbot):
    import gc
    from posviz.qt.session import Session
    Session()
    collector = gui_collector.installed()
    assert collector is not None and not gc.isenabled() and collector.timer.isActive()
    collector.stop()                                   # what aboutToQuit does
    assert gc.isenabled() and not collector.timer.isActive()
    Session()                                          # an event loop run anew (a second app.exec())
    assert gui_collector.installed() is collector and not gc.isenabled() and collector.timer.isActive()
    gc.enable()                                        # code that resumes automatic collection (start-up's pause)
    Session()
    assert not gc.isenabled() and collector.timer.isActive()


def test_installing_lists_no_objects_and_the_first_check_measures_the_oldest_generation(qtbot, monkeypatch):
    # Listing the oldest generation at install cost 1.7 ms of start-up, before the window was built
    # and its first frame froze what start-up made (issue 27); the first check measures it instead.
    sizes = iter([5_000, 5_100])
    monkeypatch.setattr(gui_collector, "oldest_size", lambda: next(sizes))
    monkeypatch.setattr(gui_collector.gc, "get_count", lambda: (0, 0, 0))
    collector = gui_collector.GuiCollector(QtCore.QCoreApplication.instance())
    try:
        assert collector._long_lived is None
        assert collector.check() == 0 and collector._long_lived == 5_000
        collector.check()
        assert collector._long_lived == 5_000 and next(sizes) == 5_100     # measured once, not per check
    finally:
        collector.stop()
        collector.setParent(None)
        gui_collector.install()
