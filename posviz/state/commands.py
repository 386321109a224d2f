"""Every command the lecturer gives with a key, declared once: (id, title, keys, action).

The main window's menus, the presenter console's shortcuts, the clicker's key map
(``posviz.qt.window.presenter.PresenterKeys``) and the F1 list of keys are all built from
:data:`COMMANDS` (``posviz.qt.window.commands`` binds them to Qt). An action takes the window it
was given in (the main window or the presenter console: both are a ``Lectern``, see
``posviz.qt.window.presenter``) and calls one method of it or of its session, so that a step is
moved by the lesson state's own ``next_step`` / ``previous_step`` / ``start_walkthrough`` whichever
key, button or menu entry asked.

Keys are Qt's portable key names (``QKeySequence`` text); ``std:Name`` is a platform's standard key
(``QKeySequence.StandardKey.Name``). ``keys`` are shortcuts (they work whatever has focus, Ctrl+...
or function keys); ``clicker`` keys carry no modifier and are read by the presenter's key filter,
which gives them to a control being edited.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

Action = Callable[[Any], None]


@dataclass(frozen=True)
class Command:
    """One command.

    Attributes
    ----------
    id : str
    title : str
        Its menu entry (``&`` marks the mnemonic).
    help : str
        What the F1 list says it does.
    action : callable
        ``action(lectern)``.
    keys : tuple of str
        Shortcuts (QKeySequence portable text, or ``std:Name``).
    clicker : tuple of str
        Keys without modifiers, for the presenter's key filter.
    also : str
        Another way to reach it, for the F1 list ("the ▶ Walkthrough button").
    console : bool
        Also a shortcut of the presenter console.
    checked : callable or None
        For a command that is on or off (a checkable menu entry): ``checked(lectern) -> bool``.
    """

    id: str
    title: str
    help: str
    action: Action
    keys: tuple[str, ...] = ()
    clicker: tuple[str, ...] = ()
    also: str = ""
    console: bool = False
    checked: Callable[[Any], bool] | None = None


ZOOM_STEPS = (0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0)


def next_zoom(zoom: float, direction: int) -> float:
    """The next step of ZOOM_STEPS above (direction 1) or below (-1) ``zoom``."""
    if direction > 0:
        return next((z for z in ZOOM_STEPS if z > zoom + 1e-9), ZOOM_STEPS[-1])
    return next((z for z in reversed(ZOOM_STEPS) if z < zoom - 1e-9), ZOOM_STEPS[0])


def _zoom(direction: int) -> Action:
    return lambda lectern: lectern.session.set_zoom(next_zoom(lectern.session.zoom, direction))


COMMANDS = (
    Command("next_step", "&Next step", "next walkthrough step (starts the walkthrough)",
            lambda lectern: lectern.session.next_step(),
            clicker=("Right", "Down", "PgDown", "Space", "N", "Return", "Enter")),
    Command("previous_step", "&Previous step", "previous step", lambda lectern: lectern.session.previous_step(),
            clicker=("Left", "Up", "PgUp", "Backspace", "P")),
    Command("blank", "&Blank the screen", "blank the screen (any key brings it back)",
            lambda lectern: lectern.toggle_blank(), clicker=("B", ".")),
    Command("leave_mode", "&Leave the mode", "leave the current mode: blank screen, editing, presentation, walkthrough",
            lambda lectern: lectern.leave_mode(), clicker=("Esc",)),
    Command("start_walkthrough", "Start the &walkthrough", "start the walkthrough",
            lambda lectern: lectern.session.start_walkthrough(), keys=("F6",), also="the ▶ Walkthrough button",
            console=True),
    Command("next_slide", "&Next prepared sentence", "next prepared sentence (File → Prepared sentences)",
            lambda lectern: lectern.step_slide(1), keys=("Ctrl+PgDown",), console=True),
    Command("previous_slide", "&Previous prepared sentence", "previous prepared sentence",
            lambda lectern: lectern.step_slide(-1), keys=("Ctrl+PgUp",), console=True),
    Command("present", "&Presentation mode", "presentation mode (full screen, no menus; with two screens, "
            "a presenter console on the laptop)", lambda lectern: lectern.set_presenting(not lectern.presenting),
            keys=("F5",), console=True, checked=lambda lectern: lectern.presenting),
    Command("zoom_in", "Zoom &in", "zoom in", _zoom(1), keys=("Ctrl+=", "Ctrl++", "std:ZoomIn")),
    Command("zoom_out", "Zoom &out", "zoom out", _zoom(-1), keys=("Ctrl+-", "std:ZoomOut")),
    Command("zoom_reset", "&Actual size", "zoom back to 100 %", lambda lectern: lectern.session.set_zoom(1.0),
            keys=("Ctrl+0",)),
    Command("shuffle_demo", "&Shuffle demo: reorder the words", "the shuffle demo: reorder the words",
            lambda lectern: lectern.show_tab("Word order"), keys=("Ctrl+Shift+S",)),
    Command("key_help", "&Keyboard keys", "this list of keys", lambda lectern: lectern.show_key_help(),
            keys=("F1",), clicker=("F1", "?")),
    Command("quit", "&Quit", "quit posviz", lambda lectern: lectern.close(), keys=("std:Quit",)),
)
BY_ID = {command.id: command for command in COMMANDS}
assert len(BY_ID) == len(COMMANDS), "two commands share an id"

# Rows of the F1 list that are not commands: how keys reach controls.
NOTES = {
    "edit": ("F2, a click or typing into a control", "edit it: its arrows and Enter are its own until Esc, Enter "
             "or leaving it (in the walkthrough: text fields only)"),
    "tab": ("Tab / Shift+Tab", "move to the next / previous control (a frame shows which has the keys)"),
    "operate": ("Space (on a button, check box or drop-down)", "press or open it, once Tab brought the keys "
                "to it (its frame shows); arrows move along the tabs (outside the walkthrough and "
                "presentation mode; otherwise these keys move the steps)"),
}
# The F1 list's order: the clicker's keys first, then the lecturer's, then the keyboard user's.
KEY_LIST = ("next_step", "previous_step", "blank", "leave_mode", "start_walkthrough", "edit", "next_slide",
            "previous_slide", "present", "zoom_in", "zoom_out", "zoom_reset", "shuffle_demo", "key_help", "tab",
            "operate")
_NAMES = {"PgDown": "Page Down", "PgUp": "Page Up", "Return": "Enter"}


def key_names(command: Command) -> str:
    """The keys of ``command`` as the F1 list names them ("B or .", "Right, Down, ...")."""
    names: list[str] = []
    for key in command.keys + command.clicker:
        for short, long in _NAMES.items():
            key = key.replace(short, long)
        if not key.startswith("std:") and key not in names:
            names.append(key)
    shown = " or ".join(names) if len(names) <= 2 else ", ".join(names)
    return f"{shown} or {command.also}" if command.also else shown


def key_help() -> tuple[tuple[str, str], ...]:
    """The F1 list: (keys, what they do), one row per command with keys and per note."""
    return tuple(NOTES[name] if name in NOTES else (key_names(BY_ID[name]), BY_ID[name].help) for name in KEY_LIST)
