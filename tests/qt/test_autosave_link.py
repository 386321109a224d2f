"""A link put where the autosave was is moved aside, never written through (issue 26)."""
from __future__ import annotations

import pytest
from PySide6 import QtCore

from posviz.lecture.state import LectureState
from posviz.qt import create_window
from posviz.qt.lecture import persistence, preferences


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(persistence, "data_dir", lambda: tmp_path / "data")
    store = str(tmp_path / "prefs.ini")
    monkeypatch.setattr(preferences, "open_settings", lambda: QtCore.QSettings(store, QtCore.QSettings.Format.IniFormat))
    (tmp_path / "data").mkdir()
    made = create_window("the dog bit the man")
    yield made
    made.persistence.disable()
    made.close()
    made.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)


@pytest.mark.parametrize("kind", ["link", "folder"])
def test_something_else_at_the_autosave_place_is_moved_aside(window, tmp_path, kind):
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"precious")
    path = tmp_path / "data" / "autosave.posviz"
    assert window.session.set_text("first") and window.persistence.autosave_now()
    path.unlink()
    if kind == "link":
        path.symlink_to(victim)             # replaced by a link while the app runs
    else:
        path.mkdir()
    assert window.session.set_text("second") and window.persistence.autosave_now()
    assert victim.read_bytes() == b"precious"
    assert path.is_file() and not path.is_symlink() and LectureState.load(path).slide.text == "second"
    aside = [p for p in path.parent.iterdir() if p.name.startswith("autosave.posviz.broken-")]
    assert len(aside) == 1 and (aside[0].is_symlink() if kind == "link" else aside[0].is_dir())
    what = "a symbolic link" if kind == "link" else "a folder"
    assert window.persistence.message == (f"The autosave's place held {what}, not posviz's own file; it was "
                                          f"renamed to {aside[0].name} and a new autosave written.")
