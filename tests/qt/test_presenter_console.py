"""Two screens: the room's window on the projector, the presenter console on the laptop.

The window's part runs on Qt's offscreen platform configured with two screens of different sizes
(a 1366 x 768 laptop, primary, and a 1024 x 768 projector to its right), in its own process
(tests/qt/two_screens_run.py): the platform and its screens are fixed when the application starts.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from posviz.qt.window.presenting.console_parts import Stopwatch, clock_text
from posviz.qt.window.presenting.screens import choose_screens

LAPTOP = {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768}
PROJECTOR = {"name": "projector", "x": 1366, "y": 0, "width": 1024, "height": 768}
BLACK = "0xff000000"


# --- the pure parts ------------------------------------------------------------------------------
def test_the_room_gets_a_screen_that_is_not_the_primary_one():
    assert choose_screens(["laptop", "projector"], "laptop") == ("projector", "laptop")
    assert choose_screens(["projector", "laptop"], "laptop") == ("projector", "laptop")
    assert choose_screens(["laptop", "projector"], "laptop", swapped=True) == ("laptop", "projector")
    assert choose_screens(["laptop", "a", "b"], "laptop") == ("a", "laptop")     # the first other one


def test_one_screen_means_one_window():
    assert choose_screens(["laptop"], "laptop") == ("laptop", None)
    assert choose_screens(["laptop"], "laptop", swapped=True) == ("laptop", None)
    assert choose_screens(["projector"], "gone") == ("projector", None)          # a primary no longer listed
    assert choose_screens([], None) == (None, None)


def test_stopwatch_counts_only_while_running():
    now = [100.0]
    watch = Stopwatch(lambda: now[0])
    now[0] += 5
    assert watch.elapsed() == 0 and not watch.running
    watch.start()
    now[0] += 61
    assert watch.elapsed() == 61
    watch.pause()
    now[0] += 1000                       # a pause is not counted
    assert watch.elapsed() == 61 and not watch.running
    watch.start()
    watch.start()                        # starting twice does not restart the count
    now[0] += 3600
    assert watch.elapsed() == 3661
    assert clock_text(watch.elapsed()) == "1:01:01"
    watch.reset()
    assert watch.elapsed() == 0 and not watch.running


def test_clock_text():
    assert [clock_text(s) for s in (0, 0.9, 59, 60, 3599, 36000, -3)] == [
        "0:00:00", "0:00:00", "0:00:59", "0:01:00", "0:59:59", "10:00:00", "0:00:00"]


# --- one screen: today's window --------------------------------------------------------------------
def test_one_screen_presents_one_window(qtbot):
    from posviz.qt import create_window
    window = create_window()
    window.persistence.disable()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.setGeometry(60, 60, 700, 500)
    qtbot.wait(200)               # on a small screen (offscreen's own 800 x 800) the window takes all of it
    before = window.geometry()
    window.set_presenting(True)
    qtbot.waitUntil(lambda: window.isFullScreen())
    assert window.stage.console is None
    assert window.geometry() == window.screen().geometry()
    assert not window.menuBar().isVisible()
    window.set_presenting(False)
    assert not window.isFullScreen() and window.stage.console is None
    qtbot.waitUntil(lambda: window.geometry() == before, timeout=2000)   # its own place and size again
    window.showMaximized()                                   # as the app starts on a small laptop
    qtbot.waitUntil(window.isMaximized)
    window.set_presenting(True)
    window.set_presenting(False)
    window.set_presenting(True)                             # Esc and F5 again, in one turn of the loop
    qtbot.wait(50)
    assert window.isFullScreen() and window.geometry() == window.screen().geometry()
    window.set_presenting(False)
    qtbot.waitUntil(window.isMaximized, timeout=2000)       # maximised again, as it was


# --- two screens ---------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """What tests/qt/two_screens_run.py saw, driving the app on a laptop and a projector."""
    folder = tmp_path_factory.mktemp("two-screens")
    screens = {"screens": [{**screen, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
                           for screen in (LAPTOP, PROJECTOR)]}
    config = folder / "screens.json"
    config.write_text(json.dumps(screens))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_DATA_HOME=str(folder / "data"), XDG_CONFIG_HOME=str(folder / "config"),
               POSVIZ_LAPTOP_SCREEN=json.dumps(screens["screens"][0]),
               POSVIZ_PROJECTOR_SCREEN=json.dumps(screens["screens"][1]))
    script = Path(__file__).with_name("two_screens_run.py")
    done = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_two_windows_are_on_different_screens(run):
    audience, console = run["start"]["audience"], run["start"]["console"]
    assert audience["screen"] == "projector" and audience["full"]
    assert audience["geometry"] == [PROJECTOR[k] for k in ("x", "y", "width", "height")]
    assert console["screen"] == "laptop" and console["visible"] and not console["full"]
    assert run["start"]["console_active"]          # the clicker's keys reach the lecturer's window


def test_a_clicker_key_in_either_window_moves_both(run):
    steps = run["steps"]
    first, second = run["after_console_key"], run["after_audience_key"]
    assert first["step"] == 0 and first["console"] == first["audience"] == steps[0] and first["audience_bar"]
    assert second["step"] == 1 and second["console"] == second["audience"] == steps[1]
    from posviz.lecture.speaker_notes import step_notes
    assert second["notes"] == step_notes(1)
    # Left, Space, PgUp, Space, PgUp, PgDn, Left, Right, alternating windows, from step 2 (index 1)
    assert run["clicks"] == [[0, True], [1, True], [0, True], [1, True], [0, True], [1, True], [0, True], [1, True]]


def test_blank_acts_on_the_room_only(run):
    blank = run["blank"]
    assert blank["audience"] and blank["cover"]
    assert blank["room_centre"] == BLACK                     # the console's picture of the room is black
    assert blank["console_visible"] and blank["console_grab_centre"] != BLACK
    assert blank["button"].startswith("Show the room again") and blank["room_title"].startswith("The room sees a black")
    assert run["unblank"] == {"audience": False, "step": 1, "button": "Blank the room (B)", "room_title": "The room sees"}
    assert run["blank_from_room"]["audience"] and run["blank_from_room"]["button"].startswith("Show the room")


def test_typing_in_the_console_updates_the_rooms_panels(run):
    held, typed = run["held"], run["typed"]
    assert held["console_editor"] == "a small cat chased the child" and held["note"]
    assert held["text"] == held["room_editor"] == "the dog bit the man" and held["encodes"] == 0   # not yet
    assert held["step"] == 1 and not held["blanked"]        # typing "b" or " " moved or blanked nothing
    assert typed["text"] == typed["room_editor"] == "a small cat chased the child" and not typed["note"]
    np.testing.assert_allclose(typed["z_shown"], typed["z_expected"])
    assert "[1, 9, 3, 7, 0, 5]" in typed["ids_label"]
    assert typed["encodes"] == ["a small cat chased the child"]     # once, for both windows
    assert run["after_typing_key"]["step"] == 2               # Enter gave the keys back to the clicker
    assert run["escaped"] == {"text": "a small cat chased the child",
                              "console_editor": "a small cat chased the child", "note": False}


def test_swap_screens(run):
    swapped, back = run["swapped"], run["swapped_back"]
    assert swapped["audience"]["screen"] == "laptop" and swapped["audience"]["full"]
    assert swapped["audience"]["geometry"] == [0, 0, 1366, 768]
    assert swapped["console"]["screen"] == "projector" and swapped["console"]["visible"]
    assert back["audience"]["screen"] == "projector" and back["console"]["screen"] == "laptop"


def test_unplugging_the_projector_leaves_one_working_window_with_the_same_state(run):
    if "unplugged" not in run:
        pytest.skip("the offscreen platform's screens are reconfigured through Qt's Linux libraries")
    gone = run["unplugged"]
    assert gone["screens"] == ["laptop"]
    assert not gone["console"]
    assert gone["audience"]["screen"] == "laptop" and gone["audience"]["visible"] and gone["presenting"]
    assert gone["audience"]["geometry"] == gone["laptop"]
    assert not gone["blanked"]                               # the lecturer must see the one window left
    assert gone["after"] == gone["before"]
    np.testing.assert_allclose(gone["z_shown"], gone["z_expected"])
    assert run["unplugged_key"]["step"] == gone["before"]["step"] + 1


def test_plugging_a_projector_in_mid_lecture_brings_the_console_back(run):
    if "plugged" not in run:
        pytest.skip("the offscreen platform's screens are reconfigured through Qt's Linux libraries")
    plugged, before = run["plugged"], run["unplugged_key"]
    assert plugged["audience"]["screen"] == "projector" and plugged["audience"]["full"]
    assert plugged["audience"]["geometry"] == [PROJECTOR[k] for k in ("x", "y", "width", "height")]
    assert plugged["console"]["screen"] == "laptop" and plugged["console"]["visible"]
    assert plugged["step"] == before["step"] and plugged["text"] == "a small cat chased the child"
    assert plugged["timer_running"]


def test_the_console_is_named_for_a_screen_reader_and_tab_reaches_every_control(run):
    """The console walked as test_accessibility walks the room's window: Qt's accessibility tree names
    every visible control, Tab goes round all of the console's controls (each once, never into the
    room's window) and back, focus shows on each, and its picture of the room is described."""
    access = run["console_access"]
    print("console:", access["interfaces"], "accessible interfaces,", len(access["chain"]), "Tab stops")
    assert access["interfaces"] > 20 and access["unnamed"] == []
    assert len(access["chain"]) >= 5 and access["unique"] and access["others"] == [] and access["missing"] == []
    assert all(name.strip() for _kind, name in access["chain"]), access["chain"]
    assert access["blind"] == []
    name, description = access["room"]
    assert name == "What the room sees"
    assert description == f"The room's window, as its picture was last taken: {access['where']}, {access['title']}."


def test_stop_presenting_brings_one_normal_window_back_to_the_laptop(run):
    stopped = run["stopped"]
    assert not stopped["console"] and not stopped["presenting"] and stopped["menus"]
    assert stopped["audience"]["screen"] == "laptop" and not stopped["audience"]["full"]
    assert stopped["audience"]["geometry"] == run["before"]["geometry"]     # where and as large as before


# --- the console's words, in one process ---------------------------------------------------------
@pytest.fixture
def console(qtbot):
    from posviz.qt import create_window
    from posviz.qt.window.presenting.console import PresenterConsole
    window = create_window()
    window.persistence.disable()
    qtbot.addWidget(window)
    console = PresenterConsole(window, window.stage)
    yield window, console
    console.deleteLater()


def test_the_console_says_where_the_lecture_is_and_what_next_brings(console):
    from posviz.lecture.speaker_notes import step_notes
    from posviz.qt.window.walkthrough import STEPS, step_caption
    window, console = console
    assert console.where.text() == "Not in the walkthrough"
    assert console.next.text().startswith(f"Next: step 1 of 5, {STEPS[0].title}")
    window.session.set_step(1)
    assert console.title.text() == STEPS[1].title and console.next.text() == f"Next: step 3 of 5, {STEPS[2].title}"
    assert console.next_caption.text() == step_caption(2, window.session.layer)    # what the room will read
    assert console.caption.text() == window.walkthrough.caption.text()            # what it reads now
    window.session.set_step(4)
    assert console.title.text() == STEPS[4].title and console.where.text() == "Step 5 of 5"
    assert console.next.text().startswith("Next: nothing; this is the last step")
    assert console.next_caption.isHidden()
    assert console.notes.text() == step_notes(4)
    assert console.slides.isHidden()                          # one prepared sentence: nothing to say
    window.persistence.add_slide()                            # now 2 of 2
    assert not console.slides.isHidden()
    assert console.slides.text() == "Prepared sentence 2 of 2; it is the last one"
    window.persistence.go_to(0)
    assert console.slides.text() == "Prepared sentence 1 of 2; next: “the dog bit the man”"
    assert console.statusBar().currentMessage() == window.statusBar().currentMessage() == (
        "Prepared sentence 1 of 2: “the dog bit the man”")      # the room's window's words, said here


def test_a_prepared_sentences_own_notes_win_over_the_steps(console):
    from posviz.lecture.speaker_notes import step_notes
    window, console = console
    window.session.set_step(1)
    window.persistence.set_notes("Ask who has seen a lookup table.")
    assert console.notes.text() == "Ask who has seen a lookup table."
    window.persistence.set_notes("   ")
    assert console.notes.text() == step_notes(1)
    window.session.set_step(-1)
    assert console.notes.text().startswith("No notes here.")


def test_the_timer_buttons_start_pause_and_reset(qtbot):
    from posviz.qt.window.presenting.console_parts import ClockBar
    now = [0.0]
    bar = ClockBar(Stopwatch(lambda: now[0]))
    qtbot.addWidget(bar)
    assert bar.start_pause.text() == "Start" and bar.elapsed.text() == "Elapsed 0:00:00  (paused)"
    bar.start_pause.click()
    now[0] = 75
    bar.update_text()
    assert bar.elapsed.text() == "Elapsed 0:01:15" and bar.start_pause.text() == "Pause"
    bar.start_pause.click()
    now[0] = 500
    bar.update_text()
    assert bar.elapsed.text() == "Elapsed 0:01:15  (paused)" and bar.start_pause.text() == "Start"
    bar.reset.click()
    assert bar.elapsed.text() == "Elapsed 0:00:00  (paused)"


def test_the_consoles_words_are_readable_in_the_dark_theme(qtbot, console):
    """Every label of the console is drawn in the theme's text colour, after a change of theme too
    (a style sheet set under the light theme kept its dark text on the dark theme's grey)."""
    from PySide6 import QtCore, QtGui
    window, console = console
    console.resize(1366, 768)
    console.show()
    window.session.set_step(1)
    window.session.set_theme("dark")
    qtbot.wait(50)
    shown = console.grab().toImage()                   # as on the screen: each label over its parents
    for label in (console.title, console.caption, console.next, console.next_caption, console.notes):
        corner = label.mapTo(console, QtCore.QPoint(0, 0))
        lightness = sorted(QtGui.QColor(shown.pixel(x, y)).lightness()
                           for y in range(corner.y(), corner.y() + label.height(), 2)
                           for x in range(corner.x(), corner.x() + label.width(), 2))
        background, lightest = lightness[len(lightness) // 2], lightness[-1]
        assert background < 100 and lightest > 180, (label.objectName(), background, lightest)


def test_a_held_sentence_replaced_by_a_prepared_one_is_no_longer_said_to_be_held(console):
    window, console = console
    window.persistence.add_slide()
    window.session.set_text("the man bit the dog")
    window.persistence.go_to(0)                              # back to "the dog bit the man"
    console.sentence.editor.setText("a small cat")           # typed on the console, held
    assert not console.held.isHidden() and window.session.text == "the dog bit the man"
    window.persistence.go_to(1)                              # Ctrl+PgDn: the prepared sentence wins
    assert console.sentence.editor.text() == window.session.text == "the man bit the dog"
    assert console.held.isHidden()
