"""The posviz command pauses Python's cyclic collector while it imports and builds the window, and
turns it back on (with start-up's objects frozen) once the first frame is painted (issue 27)."""
import gc
import os
import subprocess
import sys

import pytest

from posviz.qt import collector


@pytest.fixture
def collector_state():
    enabled = gc.isenabled()
    yield
    gc.unfreeze()                    # this test process's objects go back to being collected
    gc.enable() if enabled else gc.disable()
    collector._paused[0] = False


def test_pause_then_resume_turns_it_off_then_on_with_what_existed_frozen(collector_state):
    gc.enable()
    collector.pause()
    assert (gc.isenabled(), collector.paused()) == (False, True)
    collector.resume()
    assert (gc.isenabled(), collector.paused()) == (True, False)
    assert gc.get_freeze_count() > 0


def test_a_collector_someone_else_turned_off_stays_off(collector_state):
    frozen = gc.get_freeze_count()      # an earlier test in this process may have frozen objects
    gc.disable()
    collector.pause()
    collector.resume()
    assert (gc.isenabled(), collector.paused(), gc.get_freeze_count()) == (False, False, frozen)


def test_resume_without_pause_changes_nothing(collector_state):
    frozen = gc.get_freeze_count()
    gc.enable()
    collector.resume()
    assert (gc.isenabled(), gc.get_freeze_count()) == (True, frozen)


CODE = """
import gc, json, os
from PySide6 import QtCore
from posviz.cli.command import start_window
seen = {}

def probe(window):
    seen["while_built"] = gc.isenabled()
    class AfterFirstFrame(QtCore.QObject):
        def eventFilter(self, obj, event):
            if event.type() == QtCore.QEvent.Type.Paint and "painted" not in seen:
                seen["painted"] = gc.isenabled()
                QtCore.QTimer.singleShot(1000, self.done)
            return False
        def done(self):
            from posviz.qt import gui_collector
            timer = gui_collector.installed() is not None and gui_collector.installed().timer.isActive()
            seen["after"], seen["frozen"], seen["gui_timer"] = gc.isenabled(), gc.get_freeze_count() > 0, timer
            print(json.dumps(seen), flush=True)
            os._exit(0)
    window.installEventFilter(AfterFirstFrame(window))

start_window(on_window=probe)
"""


def test_the_command_collects_again_on_the_gui_thread_once_its_first_frame_is_painted(tmp_path):
    """Start-up is frozen; then cycles are collected by the GUI thread's timer, never automatically
    in a worker thread (posviz.qt.gui_collector)."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == (
        '{"while_built": false, "painted": false, "after": false, "frozen": true, "gui_timer": true}')


def test_a_window_made_by_a_script_is_neither_paused_nor_frozen_and_collects_on_the_gui_thread(qtbot):
    """Only the command pauses and freezes (its start-up); any window's session hands cycles to the
    GUI thread's timer (posviz.qt.gui_collector), a script's too."""
    from posviz.qt import create_window, gui_collector
    frozen = gc.get_freeze_count()
    window = create_window()
    qtbot.addWidget(window)
    assert not collector.paused() and gc.get_freeze_count() == frozen
    timer = gui_collector.installed()
    assert timer is not None and timer.timer.isActive() and not gc.isenabled()



@pytest.mark.parametrize("argv, during_dispatch", [
    (["--sentence", "the dog"], False),          # the window: paused until its first frame
    (["install-desktop"], True),                 # a subcommand runs with the collector on (not run here)
])
def test_the_command_parses_its_options_with_the_collector_paused(collector_state, monkeypatch, argv, during_dispatch):
    from posviz.cli import command
    seen = {}
    real_parser = command.build_parser

    def parser():
        seen["building the grammar"] = gc.isenabled()
        return real_parser()

    def dispatch(args):
        seen["dispatched"] = gc.isenabled()
        return 0

    gc.enable()
    monkeypatch.setattr(command, "build_parser", parser)
    monkeypatch.setattr(command, "_dispatch", dispatch)
    assert command.main(argv) == 0
    assert seen == {"building the grammar": False, "dispatched": during_dispatch}
    assert (gc.isenabled(), collector.paused()) == (True, False)       # on again when main returns


def test_a_refused_option_leaves_the_collector_on(collector_state, capsys):
    from posviz.cli import command
    gc.enable()
    assert command.main(["--language", "xx_NOPE"]) == 2
    assert (gc.isenabled(), collector.paused()) == (True, False)
    assert "xx_NOPE" in capsys.readouterr().err
