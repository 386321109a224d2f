"""File → Record…: it records a copy of the window's state while the window stays usable, shows its
progress, cancels without leaving a file, and names the extra when PyAV is missing."""
import sys

import pytest
from PySide6 import QtWidgets

from posviz.qt import create_window

av = pytest.importorskip("av")


@pytest.fixture
def window(qtbot):
    window = create_window("the dog bit the man")
    window.persistence.disable()
    yield window
    window.close()
    window.deleteLater()
    QtWidgets.QApplication.processEvents()


def dialog_for(window, fmt="mp4"):
    dialog = window.lecture_menu.record_dialog()
    dialog.what.setCurrentIndex(dialog.what.findData("walkthrough"))
    dialog.size_box.setCurrentIndex(dialog.size_box.findData("854x480"))
    dialog.format_box.setCurrentIndex(dialog.format_box.findData(fmt))
    dialog.fps.setValue(2)
    dialog.hold.setValue(0.5)
    return dialog


def test_record_draws_a_copy_of_the_state_while_the_window_stays_usable(window, qtbot, tmp_path):
    dialog = dialog_for(window)
    seen = []
    dialog.progress.valueChanged.connect(seen.append)
    assert dialog.start(tmp_path / "walk.mp4")
    assert window.session.set_text("a cat sat")        # the user goes on working meanwhile
    assert window.addition.window() is window          # the window's own panels never leave it
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    assert dialog.status.text() == f"Wrote {tmp_path / 'walk.mp4'} and its captions {tmp_path / 'walk.vtt'}."
    with av.open(str(tmp_path / "walk.mp4")) as container:
        frames = sum(1 for _ in container.decode(video=0))
    assert frames == (3 + 5 * 0.5 + 1) * 2               # title, five 0.5 s holds, the addition's 1 s
    assert "Sentence: “the dog bit the man”" in (tmp_path / "walk.vtt").read_text(encoding="utf-8")
    shown = seen[:seen.index(1000) + 1]                 # then reset for the next recording
    assert shown == sorted(shown) and len(set(shown)) > 3
    assert dialog.record_button.isEnabled() and dialog.stage is None


def test_cancel_leaves_no_file(window, qtbot, tmp_path):
    dialog = dialog_for(window, "webm")
    assert dialog.start(tmp_path / "walk.webm")
    qtbot.waitUntil(lambda: dialog.recording.written > 0, timeout=30_000)
    dialog.cancel_or_close()
    assert dialog.status.text() == "Cancelled: no file was written."
    assert list(tmp_path.iterdir()) == []
    assert not dialog.running and dialog.isVisible()


def test_without_pyav_the_dialog_names_the_extra(window, monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "av", None)
    dialog = dialog_for(window)
    assert not dialog.start(tmp_path / "walk.mp4")
    assert "pip install 'posviz[video]'" in dialog.status.text()
    assert list(tmp_path.iterdir()) == []
