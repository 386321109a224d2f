"""The command table: each command declared once, and the F1 list, menus and key map read from it."""
from types import SimpleNamespace

from posviz.state.commands import BY_ID, COMMANDS, KEY_LIST, key_help, notes, key_names, next_zoom
from posviz.state.lesson import LessonState


def test_ids_are_unique_and_every_clicker_key_belongs_to_one_command():
    assert len(BY_ID) == len(COMMANDS) == 14
    clicker = [key for command in COMMANDS for key in command.clicker]
    assert len(clicker) == len(set(clicker)) == 17
    shortcuts = [key for command in COMMANDS for key in command.keys]
    assert len(shortcuts) == len(set(shortcuts))


def test_the_f1_list_names_the_keys_of_each_command_once():
    rows = dict(key_help())
    assert rows["Right, Down, Page Down, Space, N, Enter"] == "next walkthrough step (starts the walkthrough)"
    assert rows["Left, Up, Page Up, Backspace, P"] == "previous step"
    assert rows["B or ."] == "blank the screen (any key brings it back)"
    assert rows["F6 or the ▶ Walkthrough button"] == "start the walkthrough"
    assert rows["F1 or ?"] == "this list of keys" and rows["Ctrl+= or Ctrl++"] == "zoom in"
    assert "Ctrl+Page Down" in rows and "Ctrl+Page Up" in rows and "F5" in rows
    assert len(key_help()) == len(KEY_LIST) == 16 and notes()["tab"] in key_help()
    assert key_names(BY_ID["quit"]) == ""          # a platform's standard key is not spelled out


def test_step_commands_call_the_lesson_states_own_moves():
    lectern = SimpleNamespace(session=LessonState())
    run = [BY_ID[name].action for name in ("next_step", "next_step", "next_step", "previous_step",
                                           "start_walkthrough", "next_step")]
    steps = []
    for action in run:
        action(lectern)
        steps.append(lectern.session.step)
    assert steps == [0, 1, 2, 1, 0, 1]


def test_present_toggles_and_slides_move_by_one():
    calls = []
    lectern = SimpleNamespace(presenting=False, set_presenting=calls.append, step_slide=calls.append)
    for name in ("present", "next_slide", "previous_slide"):
        BY_ID[name].action(lectern)
    assert calls == [True, 1, -1] and BY_ID["present"].checked(lectern) is False


def test_zoom_steps():
    assert [next_zoom(1.0, 1), next_zoom(1.0, -1), next_zoom(4.0, 1), next_zoom(0.5, -1), next_zoom(1.05, 1)] == [
        1.1, 0.9, 4.0, 0.5, 1.1]
