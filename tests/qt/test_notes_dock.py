"""Speaker notes in the window: edited in the Notes dock, kept per prepared sentence through the live
state, saved in the lecture file and opened again; hidden by default and while presenting."""
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lecture.speaker_notes import step_notes
from posviz.lecture.state import LectureState
from posviz.model.limits import MAX_NOTES
from posviz.qt import create_window
from posviz.qt.lecture import persistence, preferences
from posviz.qt.lecture.notes import no_notes


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch):
    """Windows with their autosave and preferences in this test's folder, deleted at the end."""
    monkeypatch.setattr(persistence, "data_dir", lambda: tmp_path / "data")
    store = str(tmp_path / "prefs.ini")
    monkeypatch.setattr(preferences, "open_settings", lambda: QtCore.QSettings(store, QtCore.QSettings.Format.IniFormat))
    app = QtWidgets.QApplication.instance()
    font, palette, windows = QtGui.QFont(app.font()), QtGui.QPalette(app.palette()), []

    def make(sentence="the dog bit the man", **options):
        windows.append(create_window(sentence, **options))
        return windows[-1]
    yield make
    for window in reversed(windows):
        window.persistence.disable()
        window.close()
        window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    app.setFont(font)
    app.setPalette(palette)


def test_notes_are_edited_per_prepared_sentence_and_saved_with_the_lecture(make_window, tmp_path, qtbot):
    window = make_window()
    window.show()
    dock, editor, keep = window.notes, window.notes.editor, window.persistence
    assert not dock.isVisible()                               # hidden by default
    window.notes.action.trigger()
    assert dock.isVisible() and editor.placeholderText() == no_notes()
    editor.setPlainText("Ask who bit whom.")
    assert keep.lecture.slide.notes == "Ask who bit whom."
    window.session.set_text("the man bit the dog")            # a live change must not drop the notes
    assert keep.current_state().slide.notes == "Ask who bit whom."
    keep.add_slide()
    assert keep.lecture.current == 1 and editor.toPlainText() == ""
    editor.setPlainText("Second: positions off.")
    assert keep.go_to(0) and editor.toPlainText() == "Ask who bit whom."
    assert "Prepared sentence 1 of 2" in dock.where.text()
    path = tmp_path / "notes.posviz"
    keep.save_to(path)
    saved = LectureState.load(path)
    assert [s.notes for s in saved.slides] == ["Ask who bit whom.", "Second: positions off."]
    assert [s.text for s in saved.slides] == ["the man bit the dog", "the man bit the dog"]

    other = make_window("a cat")
    other.persistence.open_from(path)
    assert other.notes.editor.toPlainText() == "Ask who bit whom."
    other.persistence.go_to(1)
    assert other.notes.editor.toPlainText() == "Second: positions off."


def test_a_slide_without_notes_shows_the_steps_defaults_greyed(make_window):
    window = make_window()
    for step in range(5):
        window.session.set_step(step)
        assert window.notes.editor.toPlainText() == ""
        assert step_notes(step) in window.notes.editor.placeholderText()
        assert f"step {step + 1}" in window.notes.where.text()
    window.session.set_step(-1)
    assert window.notes.editor.placeholderText() == no_notes()


def test_notes_over_the_cap_are_not_kept_and_say_so(make_window):
    window = make_window()
    window.notes.editor.setPlainText("fine")
    window.notes.editor.setPlainText("n" * (MAX_NOTES + 1))
    assert window.persistence.lecture.slide.notes == "fine"
    assert window.notes.where.text().startswith("Not kept: notes have at most 20,000 characters")


def test_the_dock_is_hidden_while_presenting_and_comes_back_after(make_window):
    window = make_window()
    window.show()
    window.notes.show()
    window.set_presenting(True)
    assert not window.notes.isVisible() and not window.notes.action.isEnabled()
    window.set_presenting(False)
    assert window.notes.isVisible() and window.notes.action.isEnabled()
    window.notes.hide()
    window.set_presenting(True)
    window.set_presenting(False)
    assert not window.notes.isVisible()                        # hidden before, hidden after


def test_notes_and_the_word_order_come_back_after_a_restart(make_window):
    first = make_window()
    first.notes.editor.setPlainText("Remember: ask who bit whom.")
    assert first.persistence.timer.isActive() and first.persistence.autosave_now()
    first.session.set_word_order([4, 3, 2, 1, 0])
    assert first.persistence.timer.isActive()                 # a chosen order is autosaved too
    assert first.persistence.autosave_now()
    first.persistence.disable()
    again = make_window(None, restore=True)
    assert again.persistence.lecture.slide.notes == "Remember: ask who bit whom."
    assert again.notes.editor.toPlainText() == "Remember: ask who bit whom."
    assert again.session.word_order == (4, 3, 2, 1, 0)
