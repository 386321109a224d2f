"""Nothing lost: autosave, restore, lecture files and saved preferences, including across a killed process."""
import json
import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.model.settings import LayerSettings
from posviz.qt import create_window
from posviz.qt.lecture import persistence
from posviz.qt.lecture import preferences
from posviz.lecture.state import FORMAT, LectureState, LectureStateError, Slide, ViewOptions

DEFAULT = "the dog bit the man"
LESSON = Slide("the man bit the dog", LayerSettings(scheme="learned", d_model=8, seed=3),
               ViewOptions(heatmap_rows=40, zoom=1.5, theme="dark", colormap="CET-CBD1", step=2, focus=3))


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Autosave and preferences in this test's own folder."""
    monkeypatch.setattr(persistence, "data_dir", lambda: tmp_path / "data")
    store = str(tmp_path / "prefs.ini")
    monkeypatch.setattr(preferences, "open_settings", lambda: QtCore.QSettings(store, QtCore.QSettings.Format.IniFormat))
    (tmp_path / "data").mkdir()
    return tmp_path


@pytest.fixture
def make_window(qtbot, home):
    """Windows deleted at the end (not left for a later event loop), with the app-wide look reset."""
    app = QtWidgets.QApplication.instance()
    font, palette, windows = QtGui.QFont(app.font()), QtGui.QPalette(app.palette()), []

    def make(sentence=None, **options):
        windows.append(create_window(sentence, **options))
        return windows[-1]
    yield make
    for window in reversed(windows):
        window.persistence.disable()
        window.close()
        window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    app.setFont(font)                         # zoom and theme are application-wide: leave them as found
    app.setPalette(palette)


def shown(session) -> Slide:
    return persistence.capture(session)


def test_autosave_follows_a_change_atomically(make_window, home, qtbot):
    window = make_window(DEFAULT)
    window.session.set_text("the cat sat")
    window.session.set_settings(scheme="rope")
    window.session.set_step(1)
    path = home / "data" / "autosave.posviz"
    qtbot.waitUntil(lambda: window.persistence.autosave_count > 0, timeout=5000)
    assert window.persistence.autosave_count == 1            # one write for the burst of changes
    saved = LectureState.load(path).slide
    assert (saved.text, saved.settings.scheme, saved.view.step) == ("the cat sat", "rope", 1)
    assert [p.name for p in (home / "data").iterdir()] == ["autosave.posviz"]   # no temporary file left
    assert not window.persistence.autosave_now()            # unchanged state: nothing rewritten


def test_a_failed_autosave_keeps_the_previous_one(make_window, home, monkeypatch):
    window = make_window(DEFAULT)
    window.session.set_text("first")
    assert window.persistence.autosave_now()
    path = home / "data" / "autosave.posviz"
    before = path.read_bytes()
    monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    window.session.set_text("second")
    assert not window.persistence.autosave_now()
    assert path.read_bytes() == before
    assert "Autosave failed" in window.persistence.message and "No space left" in window.persistence.message
    assert [p.name for p in (home / "data").iterdir()] == ["autosave.posviz"]


def test_closing_the_window_saves_at_once(make_window, home):
    window = make_window(DEFAULT)
    window.session.set_text("said just before closing")
    window.close()
    assert LectureState.load(home / "data" / "autosave.posviz").slide.text == "said just before closing"


def test_restore_brings_back_the_whole_slide(make_window, home):
    LectureState((Slide("a", LayerSettings()), LESSON), current=1).save(home / "data" / "autosave.posviz")
    window = make_window(restore=True)
    assert shown(window.session) == LESSON
    assert window.persistence.lecture.current == 1 and len(window.persistence.lecture.slides) == 2
    assert "Restored" in window.persistence.message


def test_a_window_restores_only_when_asked(make_window, home):
    LectureState((LESSON,)).save(home / "data" / "autosave.posviz")
    assert make_window().session.text == DEFAULT           # create_window(): restore=False by default
    assert make_window(restore=True).session.text == LESSON.text


def test_a_sentence_given_at_start_wins(make_window, home):
    LectureState((LESSON,)).save(home / "data" / "autosave.posviz")
    window = make_window("a cat", restore=True)
    assert window.session.text == "a cat" and window.session.settings == LESSON.settings


@pytest.mark.parametrize("content", [b"{\"format\": \"posviz-lecture\", \"vers", b"", b"\x00\xff" * 50,
                                     json.dumps({"format": FORMAT, "version": 99, "slides": []}).encode(),
                                     LectureState((Slide("a b c d e f", LayerSettings(scheme="learned",
                                                                                      learned_max_len=3)),))
                                     .to_json().encode()])
def test_a_broken_autosave_is_set_aside_and_the_app_starts_on_defaults(make_window, home, content):
    path = home / "data" / "autosave.posviz"
    path.write_bytes(content)
    window = make_window(restore=True)
    assert window.session.text == DEFAULT and window.session.settings == LayerSettings()
    aside = [p for p in (home / "data").iterdir() if p.name.startswith("autosave.posviz.broken-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content and not path.exists()
    message = window.persistence.message
    assert "could not be restored" in message and aside[0].name in message and "defaults" in message
    assert window.statusBar().currentMessage() == message
    window.close()                                            # the next autosave takes a fresh name...
    assert aside[0].read_bytes() == content                   # ...and never touches the broken one


def test_save_then_open_restores_everything(make_window, home):
    first = make_window(DEFAULT)
    assert persistence.apply_slide(first.session, LESSON) == ""
    first.persistence.add_slide()
    first.session.set_text("a cat sat")
    first.session.set_zoom(2.0)
    saved = first.persistence.current_state()
    first.persistence.save_to(home / "lecture.posviz")
    second = make_window(DEFAULT)
    second.persistence.open_from(home / "lecture.posviz")
    assert second.persistence.current_state() == saved
    assert shown(second.session) == saved.slides[1]
    second.lecture_menu.previous_slide_action.trigger()
    assert shown(second.session) == LESSON
    second.lecture_menu.next_slide_action.trigger()
    assert second.session.text == "a cat sat" and second.session.zoom == 2.0


def test_prepared_sentences_keep_their_live_changes(make_window):
    window = make_window(DEFAULT)
    window.persistence.add_slide()
    window.session.set_text("second sentence")
    assert window.persistence.step(-1) and window.session.text == DEFAULT
    assert window.persistence.step(1) and window.session.text == "second sentence"
    assert not window.persistence.step(1)                      # already the last one
    window.persistence.remove_slide()
    assert len(window.persistence.lecture.slides) == 1 and window.session.text == DEFAULT


BAD_LECTURES = {
    "corrupt": (b'{"format": "posviz-lecture", "version": 1, "slides": [{"te', "not valid JSON"),
    "empty": (b"", "empty"),
    "huge": (b" " * 5_000_000, "MB"),
    "foreign": (b'{"name": "a package.json", "version": "1.0.0"}', "not a posviz lecture state"),
    "future": (json.dumps({"format": FORMAT, "version": 7, "slides": []}).encode(), "newer posviz"),
    "bad theme": (LectureState((Slide("a", view=ViewOptions(theme="neon")),)).to_json().encode(), "unknown theme"),
}


@pytest.mark.parametrize("name", BAD_LECTURES)
def test_a_bad_lecture_file_changes_nothing(make_window, home, monkeypatch, name):
    content, reason = BAD_LECTURES[name]
    path = home / f"{name}.posviz"
    path.write_bytes(content)
    window = make_window(DEFAULT)
    window.session.set_zoom(1.25)
    before, lecture = shown(window.session), window.persistence.current_state()
    with pytest.raises(LectureStateError, match=reason):
        window.persistence.open_from(path)
    assert shown(window.session) == before and window.persistence.current_state() == lecture
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    warnings = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    window.lecture_menu.open_lecture()
    assert reason in warnings[0] and "Nothing was changed" in warnings[0]
    assert shown(window.session) == before and path.read_bytes() == content


def test_saving_to_an_unwritable_place_says_so(make_window, home, monkeypatch):
    (home / "a-file").write_text("keep")
    window = make_window(DEFAULT)
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(home / "a-file" / "lecture.posviz"), ""))
    warnings = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    window.lecture_menu.save_lecture(ask=True)
    assert "not a folder" in warnings[0] and "Nothing was overwritten" in warnings[0]
    assert (home / "a-file").read_text() == "keep"


def test_add_ons_keep_their_own_state(make_window, home):
    drafts = {"task 1": "z = e + p"}
    window = make_window(DEFAULT)
    window.persistence.register_extra("practice", lambda: dict(drafts), lambda value: drafts.update(value))
    window.persistence.save_to(home / "l.posviz")
    drafts.clear()
    window.persistence.open_from(home / "l.posviz")
    assert drafts == {"task 1": "z = e + p"}


def write_prefs(home, **values):
    store = QtCore.QSettings(str(home / "prefs.ini"), QtCore.QSettings.Format.IniFormat)
    for key, value in values.items():
        store.setValue(key, value)
    store.sync()


def test_saved_preferences_come_back(make_window, home):
    first = make_window(DEFAULT)
    first.session.set_theme("high-contrast")
    first.session.set_zoom(1.75)
    first.session.set_colormap("CET-CBTD1")
    first.session.set_input("the cat sat", LayerSettings(scheme="rope"))
    first.close()
    (home / "data" / "autosave.posviz").unlink()          # preferences alone, without the autosave
    second = make_window(restore=True)
    session = second.session
    assert (session.theme, session.zoom, session.colormap) == ("high-contrast", 1.75, "CET-CBTD1")
    assert (session.text, session.settings.scheme) == ("the cat sat", "rope")


def test_preferences_of_the_wrong_type_are_ignored_and_logged(make_window, home, caplog):
    write_prefs(home, **{"view/zoom": "banana", "view/theme": 42, "view/colormap": ["a", "b"],
                         "window/geometry": "not a geometry", "input/scheme": "magic", "input/sentence": 7})
    with caplog.at_level(logging.WARNING, logger="posviz.preferences"):
        window = make_window(restore=True)
    session = window.session
    assert (session.zoom, session.theme, session.colormap, session.text) == (1.0, "system", "CET-D1", DEFAULT)
    logged = caplog.text
    for name in ("zoom", "theme", "colormap", "geometry", "scheme", "sentence"):
        assert f"ignoring the saved {name}" in logged


def test_preferences_from_a_future_version_are_ignored(make_window, home, caplog):
    write_prefs(home, **{"version": 5, "view/zoom": 2.0, "view/theme": "dark"})
    with caplog.at_level(logging.WARNING, logger="posviz.preferences"):
        window = make_window(restore=True)
    assert (window.session.zoom, window.session.theme) == (1.0, "system")
    assert "newer posviz (version 5" in caplog.text


def test_a_disabled_window_writes_nothing(make_window, home):
    window = make_window(DEFAULT)
    window.persistence.disable()
    window.session.set_text("not for the user's files")
    window.close()
    assert list((home / "data").iterdir()) == [] and not (home / "prefs.ini").exists()


# --- a real process, killed hard ---------------------------------------------------------------
DRIVER = Path(__file__).with_name("app_driver.py")


def start_app(tmp_path, script, *args):
    """The command ``posviz *args`` in its own process, driven by ``script`` (see app_driver.py)."""
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               QT_QPA_PLATFORM="offscreen")
    script_file = tmp_path / f"script-{len(list(tmp_path.glob('script-*')))}.json"
    script_file.write_text(json.dumps(script))
    return [sys.executable, str(DRIVER), str(script_file), *args], env


def autosave_file(tmp_path):
    return tmp_path / "data" / "posviz" / "posviz" / "autosave.posviz"


def wait_for(condition, process, seconds=90):
    deadline = time.monotonic() + seconds
    while not condition():
        assert process.poll() is None, process.stderr.read()
        assert time.monotonic() < deadline, "the app never wrote its autosave"
        time.sleep(0.1)


def saved_text(path):
    try:
        return LectureState.load(path).slide.text
    except LectureStateError:
        return None


def report_after_start(tmp_path, *args):
    report = tmp_path / "report.json"
    command, env = start_app(tmp_path, {"report": str(report), "quit": True}, *args)
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(report.read_text())


def test_a_killed_app_comes_back_as_it_was(tmp_path):
    changes = {"text": "the cat sat on the mat", "settings": {"scheme": "learned", "d_model": 8, "seed": 4},
               "view": {"step": 2, "zoom": 1.5, "theme": "dark", "heatmap_rows": 40, "focus": 3}}
    command, env = start_app(tmp_path, changes, "--sentence", DEFAULT)
    with subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True) as app:
        try:
            wait_for(lambda: saved_text(autosave_file(tmp_path)) == changes["text"], app)
        finally:
            app.send_signal(signal.SIGKILL)
            app.wait(timeout=30)
    assert app.returncode == -signal.SIGKILL
    slide = report_after_start(tmp_path)["slide"]
    assert slide["text"] == changes["text"]
    assert slide["settings"] == LayerSettings(scheme="learned", d_model=8, seed=4).to_dict()
    assert {key: slide["view"][key] for key in changes["view"]} == changes["view"]


def test_a_broken_autosave_is_kept_aside_across_a_start(tmp_path):
    path = autosave_file(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "posviz-lecture", "version": 1, "slides": [{"text": "the dog')
    report = report_after_start(tmp_path)
    assert report["slide"]["text"] == DEFAULT
    assert "could not be restored" in report["message"] and "not valid JSON" in report["message"]
    aside = list(path.parent.glob("autosave.posviz.broken-*"))
    assert len(aside) == 1 and aside[0].read_bytes().endswith(b'"text": "the dog')
    assert LectureState.load(path).slide.text == DEFAULT      # a fresh autosave, written on quit
