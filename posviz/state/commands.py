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

from posviz.i18n import Context, isolate

Action = Callable[[Any], None]
Text = Callable[[], str]
Commands = Context("Commands")


@dataclass(frozen=True)
class Command:
    """One command.

    Attributes
    ----------
    id : str
    title : callable
        ``title() -> str``: its menu entry in the current language (``&`` marks the mnemonic).
    help : callable
        ``help() -> str``: what the F1 list says it does.
    action : callable
        ``action(lectern)``.
    keys : tuple of str
        Shortcuts (QKeySequence portable text, or ``std:Name``).
    clicker : tuple of str
        Keys without modifiers, for the presenter's key filter.
    also : callable or None
        ``also() -> str``: another way to reach it, for the F1 list ("the ▶ Walkthrough button").
    console : bool
        Also a shortcut of the presenter console.
    checked : callable or None
        For a command that is on or off (a checkable menu entry): ``checked(lectern) -> bool``.
    """

    id: str
    title: Text
    help: Text
    action: Action
    keys: tuple[str, ...] = ()
    clicker: tuple[str, ...] = ()
    also: Text | None = None
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
    Command("next_step", lambda: Commands.tr("&Next step"),
            lambda: Commands.tr("next walkthrough step (starts the walkthrough)"),
            lambda lectern: lectern.session.next_step(),
            clicker=("Right", "Down", "PgDown", "Space", "N", "Return", "Enter")),
    Command("previous_step", lambda: Commands.tr("&Previous step"), lambda: Commands.tr("previous step"),
            lambda lectern: lectern.session.previous_step(), clicker=("Left", "Up", "PgUp", "Backspace", "P")),
    Command("blank", lambda: Commands.tr("&Blank the screen"),
            lambda: Commands.tr("blank the screen (any key brings it back)"),
            lambda lectern: lectern.toggle_blank(), clicker=("B", ".")),
    Command("leave_mode", lambda: Commands.tr("&Leave the mode"),
            lambda: Commands.tr("leave the current mode: blank screen, editing, presentation, walkthrough"),
            lambda lectern: lectern.leave_mode(), clicker=("Esc",)),
    Command("start_walkthrough", lambda: Commands.tr("Start the &walkthrough"),
            lambda: Commands.tr("start the walkthrough"),
            lambda lectern: lectern.session.start_walkthrough(), keys=("F6",),
            also=lambda: Commands.tr("the ▶ Walkthrough button"), console=True),
    Command("next_slide", lambda: Commands.tr("&Next prepared sentence"),
            lambda: Commands.tr("next prepared sentence (File → Prepared sentences)"),
            lambda lectern: lectern.step_slide(1), keys=("Ctrl+PgDown",), console=True),
    Command("previous_slide", lambda: Commands.tr("&Previous prepared sentence"),
            lambda: Commands.tr("previous prepared sentence"),
            lambda lectern: lectern.step_slide(-1), keys=("Ctrl+PgUp",), console=True),
    Command("present", lambda: Commands.tr("&Presentation mode"),
            lambda: Commands.tr("presentation mode (full screen, no menus; with two screens, a presenter console "
                                "on the laptop)"), lambda lectern: lectern.set_presenting(not lectern.presenting),
            keys=("F5",), console=True, checked=lambda lectern: lectern.presenting),
    Command("zoom_in", lambda: Commands.tr("Zoom &in"), lambda: Commands.tr("zoom in"), _zoom(1),
            keys=("Ctrl+=", "Ctrl++", "std:ZoomIn")),
    Command("zoom_out", lambda: Commands.tr("Zoom &out"), lambda: Commands.tr("zoom out"), _zoom(-1),
            keys=("Ctrl+-", "std:ZoomOut")),
    Command("zoom_reset", lambda: Commands.tr("&Actual size"), lambda: Commands.tr("zoom back to 100 %"),
            lambda lectern: lectern.session.set_zoom(1.0), keys=("Ctrl+0",)),
    Command("shuffle_demo", lambda: Commands.tr("&Shuffle demo: reorder the words"),
            lambda: Commands.tr("the shuffle demo: reorder the words"),
            lambda lectern: lectern.show_tab("Word order"), keys=("Ctrl+Shift+S",)),
    Command("key_help", lambda: Commands.tr("&Keyboard keys"), lambda: Commands.tr("this list of keys"),
            lambda lectern: lectern.show_key_help(), keys=("F1",), clicker=("F1", "?")),
    Command("quit", lambda: Commands.tr("&Quit"), lambda: Commands.tr("quit posviz"), lambda lectern: lectern.close(),
            keys=("std:Quit",)),
)
BY_ID = {command.id: command for command in COMMANDS}
assert len(BY_ID) == len(COMMANDS), "two commands share an id"



def notes() -> dict[str, tuple[str, str]]:
    """Rows of the F1 list that are not commands: how keys reach controls, in the current language."""
    return {
        "edit": (Commands.tr("F2, a click or typing into a control"),
                 Commands.tr("edit it: its arrows and Enter are its own until Esc, Enter or leaving it (in the "
                             "walkthrough: text fields only)")),
        "tab": (Commands.tr("Tab / Shift+Tab"),
                Commands.tr("move to the next / previous control (a frame shows which has the keys)")),
        "operate": (Commands.tr("Space (on a button, check box or drop-down)"),
                    Commands.tr("press or open it, once Tab brought the keys to it (its frame shows); arrows move "
                                "along the tabs (outside the walkthrough and presentation mode; otherwise these "
                                "keys move the steps)")),
    }


# The F1 list's order: the clicker's keys first, then the lecturer's, then the keyboard user's.
KEY_LIST = ("next_step", "previous_step", "blank", "leave_mode", "start_walkthrough", "edit", "next_slide",
            "previous_slide", "present", "zoom_in", "zoom_out", "zoom_reset", "shuffle_demo", "key_help", "tab",
            "operate")


def _key_words() -> dict[str, str]:
    """The names of keys that are words, as the keyboard's labels read in the current language."""
    return {"PgDown": Commands.tr("Page Down"), "PgUp": Commands.tr("Page Up"), "Return": Commands.tr("Enter"),
            "Enter": Commands.tr("Enter"), "Right": Commands.tr("Right"), "Left": Commands.tr("Left"),
            "Up": Commands.tr("Up"), "Down": Commands.tr("Down"), "Space": Commands.tr("Space"),
            "Backspace": Commands.tr("Backspace"), "Esc": Commands.tr("Esc"), "Ctrl": Commands.tr("Ctrl"),
            "Shift": Commands.tr("Shift")}


def key_name(key: str) -> str:
    """One key ("Ctrl+PgDown") as the F1 list names it ("Ctrl+Page Down")."""
    words = _key_words()
    parts = key.split("+") if key != "+" and not key.endswith("++") else [*key[:-2].split("+"), "+"]
    return isolate("+".join(words.get(part, part) for part in parts))    # "Ctrl+-" stays so in Arabic


def key_names(command: Command) -> str:
    """The keys of ``command`` as the F1 list names them ("B or .", "Right, Down, ...")."""
    names: list[str] = []
    for key in command.keys + command.clicker:
        name = key_name(key)
        if not key.startswith("std:") and name not in names:
            names.append(name)
    if len(names) == 2:
        shown = Commands.tr("{first} or {second}").format(first=names[0], second=names[1])
    else:
        shown = Commands.tr(", ", "between the keys of a list").join(names)
    return Commands.tr("{keys} or {other}").format(keys=shown, other=command.also()) if command.also else shown


def key_help() -> tuple[tuple[str, str], ...]:
    """The F1 list: (keys, what they do), one row per command with keys and per note."""
    rows = notes()
    return tuple(rows[name] if name in rows else (key_names(BY_ID[name]), BY_ID[name].help()) for name in KEY_LIST)
