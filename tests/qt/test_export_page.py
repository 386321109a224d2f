"""File → Export → Lesson page…: the page of the lecture as shown, or a dialog saying why not."""
import json
import re

import numpy as np
import pytest
from PySide6 import QtWidgets

from posviz.model.settings import LayerSettings
from posviz.qt import create_window


@pytest.fixture
def window(qtbot):
    window = create_window("the dog bit the man")
    window.persistence.disable()
    window.session.set_background(False)
    yield window
    window.close()
    window.deleteLater()
    QtWidgets.QApplication.processEvents()


def page_data(path) -> dict:
    text = path.read_text("utf-8")
    return json.loads(re.search(r'id="lesson-data">(.*?)</script>', text, re.S).group(1))


def test_lesson_page_holds_the_lecture_as_shown(window, tmp_path, monkeypatch):
    session = window.session
    assert session.set_input("the man bit the dog", LayerSettings(scheme="learned"))
    session.set_focus(3)
    window.persistence.add_slide()             # a second prepared sentence, the one shown
    assert session.set_input("a cat saw the dog", LayerSettings())
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "lesson"), ""))
    actions = {a.text(): a for a in window.lecture_menu.export_menu.actions()}
    actions["Lesson page…"].trigger()
    data = page_data(tmp_path / "lesson.html")
    assert [s["text"] for s in data["sentences"]] == ["the man bit the dog", "a cat saw the dog"]
    assert data["current"] == 1 and data["sentences"][0]["focus"] == 3
    assert np.array_equal(np.array(data["sentences"][1]["modes"]["on"]["z"]), session.frame.z)
    assert data["step_notes"] is None and "lesson page" in window.statusBar().currentMessage()


def test_lesson_page_to_an_unwritable_place_says_so(window, tmp_path, monkeypatch):
    (tmp_path / "a-file").write_text("keep")
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "a-file" / "lesson.html"), ""))
    shown = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda parent, title, text: shown.append((title, text)))
    window.lecture_menu.page_action.trigger()
    assert shown and shown[0][0] == "Export failed" and "No file was changed" in shown[0][1]
    assert (tmp_path / "a-file").read_text() == "keep"
