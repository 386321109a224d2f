"""The debounced autosave writes its file in a worker thread, in order, and says when it failed."""
import threading

import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lecture.state import LectureState
from posviz.qt import create_window
from posviz.qt.lecture import background_write, persistence, preferences


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """A window whose autosave and preferences live in this test's folder."""
    monkeypatch.setattr(persistence, "data_dir", lambda: tmp_path / "data")
    store = str(tmp_path / "prefs.ini")
    monkeypatch.setattr(preferences, "open_settings", lambda: QtCore.QSettings(store, QtCore.QSettings.Format.IniFormat))
    (tmp_path / "data").mkdir()
    app = QtWidgets.QApplication.instance()
    font, palette = QtGui.QFont(app.font()), QtGui.QPalette(app.palette())
    made = create_window("the dog bit the man")
    yield made
    made.persistence._writer.settle()
    made.persistence.disable()
    made.close()
    made.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    app.setFont(font)
    app.setPalette(palette)


def saved_text(window) -> str:
    return LectureState.load(window.persistence.autosave_file).slide.text


def test_the_debounced_autosave_writes_in_a_worker_thread(window, qtbot, monkeypatch):
    writers, real = [], background_write.atomic_write_bytes
    monkeypatch.setattr(background_write, "atomic_write_bytes",
                        lambda path, data: (writers.append(threading.current_thread()), real(path, data)))
    window.session.set_text("the cat sat")
    qtbot.waitUntil(lambda: window.persistence.autosave_count == 1, timeout=5000)
    assert writers and all(t is not threading.main_thread() for t in writers)
    assert saved_text(window) == "the cat sat"
    assert window.persistence.unsaved == "" and not window.persistence.autosave_now()   # written: nothing new


def test_a_save_now_lands_after_the_write_in_flight(window, qtbot, monkeypatch):
    """An older state written in the background never replaces a newer one saved at once (e.g. at close)."""
    release, real = threading.Event(), background_write.atomic_write_bytes

    def slow(path, data):
        release.wait(5)          # the background write is still running when the newer state is saved
        real(path, data)
    monkeypatch.setattr(background_write, "atomic_write_bytes", slow)
    window.session.set_text("the cat sat")
    window.persistence.timer.timeout.emit()                  # the debounce ends: the write starts
    window.session.set_text("the newest words")
    threading.Timer(0.2, release.set).start()
    assert window.persistence.autosave_now()
    assert saved_text(window) == "the newest words"
    qtbot.wait(300)
    assert saved_text(window) == "the newest words" and window.persistence.autosave_count == 2


def test_a_failed_background_write_says_so_and_stays_noted(window, qtbot, monkeypatch):
    def full(path, data):
        raise OSError("No space left on device")
    monkeypatch.setattr(background_write, "atomic_write_bytes", full)
    window.session.set_text("the cat sat")
    qtbot.waitUntil(lambda: bool(window.persistence.unsaved), timeout=5000)
    assert window.persistence.unsaved == "No space left on device" and window.persistence.autosave_count == 0
    assert window.persistence.message == "Autosave failed: No space left on device"
    monkeypatch.setattr(background_write, "atomic_write_bytes", lambda path, data: None)
    window.session.set_text("the cat sat down")          # the next autosave succeeds and clears the note
    qtbot.waitUntil(lambda: window.persistence.autosave_count == 1, timeout=5000)
    assert window.persistence.unsaved == ""
