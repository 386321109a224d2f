"""Never lose work (issue 17, cases 3 and 4): text is cleaned on the way in so anything loaded can be
saved, a save never writes what a load would refuse, an autosave failure stays on screen until a
save succeeds, and temporary files of killed autosaves are removed at the next start."""
from __future__ import annotations

import json
import os
import time

import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lecture.state import LectureState, Slide
from posviz.model.limits import MAX_TEXT
from posviz.model.settings import LayerSettings
from posviz.qt import create_window
from posviz.qt.lecture import persistence, preferences

REPLACED = "replaced by \ufffd"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setattr(persistence, "data_dir", lambda: tmp_path / "data")
    store = str(tmp_path / "prefs.ini")
    monkeypatch.setattr(preferences, "open_settings", lambda: QtCore.QSettings(store, QtCore.QSettings.Format.IniFormat))
    (tmp_path / "data").mkdir()
    return tmp_path


@pytest.fixture
def window(qtbot, home):
    app = QtWidgets.QApplication.instance()
    font, palette = QtGui.QFont(app.font()), QtGui.QPalette(app.palette())
    window = create_window()
    window.persistence.autosave_file = home / "data" / "autosave.posviz"
    yield window
    window.session.wait()
    window.persistence.disable()
    window.close()
    window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    app.setFont(font)
    app.setPalette(palette)


def surrogate_lecture(path):
    data = LectureState((Slide("the dog bit the man"), Slide("the cat"))).to_dict()
    data["slides"][0]["text"] = "the \ud800 dog"
    data["extra"] = {"practice": "draft \udfff"}
    path.write_text(json.dumps(data), encoding="ascii")
    return path


def test_a_lone_surrogate_in_a_lecture_is_replaced_reported_and_saved(window, home):
    path = surrogate_lecture(home / "lecture.posviz")
    window.persistence.open_from(path)
    session = window.session
    assert session.text == "the \ufffd dog" and [t.text for t in session.frame.tokens] == ["the", "\ufffd", "dog"]
    assert "2 characters" in session.message and REPLACED in session.message
    assert window.sentence.message.isVisibleTo(window) or not window.isVisible()
    assert window.persistence.autosave_now()                       # failed: UnicodeEncodeError
    saved = LectureState.load(window.persistence.autosave_file)
    assert saved.slides[0].text == "the \ufffd dog" and saved.extra["practice"] == "draft \ufffd"
    window.persistence.save_to(home / "saved.posviz")
    assert LectureState.load(home / "saved.posviz").slides[0].text == "the \ufffd dog"


@pytest.mark.parametrize("how", ["set_text", "set_input"])   # typed or pasted; a slide or a quiz's show-me
def test_a_lone_surrogate_given_to_the_session_is_replaced_and_can_be_saved(window, how):
    session = window.session
    if how == "set_text":
        assert session.set_text("the \ud800 man")
    else:
        assert session.set_input("the \ud800 man", LayerSettings(scheme="rope"))
    assert session.text == session.frame.text == "the \ufffd man"
    assert "1 character that no file can hold" in session.message and REPLACED in session.message
    assert window.sentence.editor.text() == "the \ufffd man"
    assert window.persistence.autosave_now()
    assert LectureState.load(window.persistence.autosave_file).slide.text == "the \ufffd man"
    assert session.set_text("the man") and session.message == ""


def test_a_lecture_too_large_to_open_is_not_saved_and_the_failure_stays_on_screen(window, home, qtbot):
    persistence_ = window.persistence
    for _ in range(45):                                             # 46 prepared sentences: ~4.6 MB
        assert window.session.set_text("the " * (MAX_TEXT // 4))
        persistence_.add_slide()
    with pytest.raises(OSError, match=r"would be 4\.6 MB, and lecture files are at most 4 MB"):
        persistence_.save_to(home / "big.posviz")
    assert not (home / "big.posviz").exists()
    assert not persistence_.autosave_now() and not persistence_.autosave_file.exists()
    warning = window.findChild(QtWidgets.QLabel, "autosaveWarning")
    assert warning.isVisibleTo(window) and "Changes not saved" in warning.text() and "4.6 MB" in warning.toolTip()
    window.statusBar().showMessage("something else happened", 10)   # other messages come and go
    qtbot.wait(30)
    assert warning.isVisibleTo(window)
    for _ in range(10):
        persistence_.remove_slide()
    assert persistence_.autosave_now() and not warning.isVisibleTo(window)
    assert len(LectureState.load(persistence_.autosave_file).slides) == 36


def test_a_refused_sentence_is_not_saved_in_place_of_the_one_shown(window, home):
    session = window.session
    assert session.set_settings(d_model=4096)
    session.set_text("the dog " * 1000)                           # Z would be 2,000 x 4,096: refused
    assert session.wait() and "Z would be 2,000 tokens" in session.message
    assert session.text == "the dog " * 1000 and session.frame.text == "the dog bit the man"
    assert window.persistence.autosave_now()
    restored = create_window(restore=False)
    try:
        restored.persistence.autosave_file = window.persistence.autosave_file
        restored.persistence.restore()
        assert "could not be restored" not in restored.persistence.message
        assert restored.session.text == "the dog bit the man" and restored.session.settings.d_model == 4096
    finally:
        restored.persistence.disable()
        restored.close()
        restored.deleteLater()


def test_a_text_over_the_limit_is_not_kept_by_the_session(window):
    session = window.session
    assert not session.set_text("x " * (MAX_TEXT // 2 + 1))
    assert session.text == "the dog bit the man" and f"at most {MAX_TEXT:,}" in session.message


def test_stray_temporary_files_of_killed_autosaves_are_removed_at_start(window, home):
    folder = home / "data"
    old = [folder / ".autosave.posviz.k1ll3d.part", folder / ".autosave-123.posviz.x9.part"]
    fresh = folder / ".autosave.posviz.wr1t1ng.part"                # another instance writing right now
    other = folder / ".notes.txt.abc.part"
    for path in (*old, fresh, other):
        path.write_text("{")
    hour_ago = time.time() - 3600
    for path in (*old, other):
        os.utime(path, (hour_ago, hour_ago))
    window.persistence.restore()
    assert not any(path.exists() for path in old) and fresh.exists() and other.exists()


def test_a_prepared_sentence_past_the_slide_limit_is_a_message_and_nothing_is_lost(window):
    from posviz.model.limits import MAX_SLIDES
    persistence_ = window.persistence
    persistence_.lecture = LectureState(tuple(Slide("the dog") for _ in range(MAX_SLIDES)))
    persistence_.add_slide()                                     # raised LectureStateError out of the slot
    assert len(persistence_.lecture.slides) == MAX_SLIDES
    assert persistence_.message == f"Cannot add a prepared sentence: a lecture has 1 to {MAX_SLIDES} slides, " \
                                   f"got {MAX_SLIDES + 1}"
    assert persistence_.autosave_now() and len(LectureState.load(persistence_.autosave_file).slides) == MAX_SLIDES
