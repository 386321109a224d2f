"""Work that used to block the GUI thread at the app's limits is done elsewhere, or not at all.

Nothing here times anything: each test checks *where* work runs (which thread) or *how much* of it
runs (calls counted), for the changes tests/bench/bench_limits.py found blocking the GUI thread.
"""
import subprocess
import sys
import threading

import numpy as np
from PySide6 import QtCore, QtWidgets

from posviz.model.settings import LayerSettings, build_layer
from posviz.qt import create_window, encoder
from posviz.qt.session import Session


def settle_earlier_windows(qtbot) -> None:
    """Let windows of earlier tests go before spying on warm-ups: deleted ones are deleted, any still
    shown is closed, and a warm-up one of them already scheduled has run (into the real function)."""
    app = QtWidgets.QApplication.instance()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    for widget in app.topLevelWidgets():
        if widget.isVisible():
            widget.close()
    qtbot.wait(3 * encoder.WARM_UP_DELAY_MS)


def test_numpy_is_warmed_up_in_the_worker_once_the_window_has_painted(qtbot, monkeypatch):
    settle_earlier_windows(qtbot)
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


LONG = "the dog bit the man " * 400          # 2,000 tokens: at d = 768 encoded in the worker


def test_a_frame_from_the_worker_arrives_with_its_row_peaks_computed(qtbot):
    session = Session()
    assert session.set_settings(d_model=768)
    arrived = []
    session.frameChanged.connect(lambda frame: arrived.append(frame.has_row_peaks))
    assert session.set_text(LONG) and session.busy
    assert session.wait() and arrived == [True]           # nobody on the GUI thread computed them
    z = session.frame.z
    np.testing.assert_array_equal(session.frame.row_peaks, np.abs(z).max(axis=1))


def test_a_small_frame_computes_its_row_peaks_only_when_asked():
    frame = build_layer(LayerSettings()).encode("the dog bit the man")
    assert not frame.has_row_peaks
    np.testing.assert_array_equal(frame.row_peaks, np.abs(frame.z).max(axis=1))
    assert frame.has_row_peaks and not frame.row_peaks.flags.writeable


def changed_rows_announced(model, change) -> set:
    rows = set()
    model.dataChanged.connect(lambda top, bottom, *_: rows.update(range(top.row(), bottom.row() + 1)))
    change()
    return rows


def test_z_under_a_new_layer_repaints_the_rows_that_differ_and_no_others(qtbot):
    window = create_window("the dog bit the man the end")
    qtbot.addWidget(window)
    session, model = window.session, window.matrix.model
    assert session.set_settings(positions_on=False)
    layer = session.layer
    same = changed_rows_announced(model, lambda: session.set_settings(base=500.0))
    assert session.layer is not layer and same == set()             # a new layer, the same Z
    assert session.set_settings(positions_on=True)
    every = changed_rows_announced(model, lambda: session.set_settings(convention="split"))
    assert every == set(range(session.frame.length))
    np.testing.assert_array_equal(model.matrix, session.frame.z)
    assert model.row_labels == [f"{i} · {t.text}" for i, t in enumerate(session.frame.tokens)]
