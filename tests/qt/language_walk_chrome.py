"""Walk the window's chrome in one language at several zooms and list what is wrong (issue 32).

The chrome: every menu (opened, with its submenus), the F1 list of keys, Help's dialogs and the
welcome banner, the presenter console, File → Open model… and File → Record….
Run in its own process (the screen is fixed when Qt starts), as language_walk.py is:
``QT_QPA_PLATFORM=offscreen:configfile=screens.json python language_walk_chrome.py CODE[,CODE…] 1.0 2.0
[--shots DIR]`` prints a JSON list of problems: a text of the chrome not in the stand-in's brackets
(English left, or cut at its end), without Arabic letters in Arabic, Qt's own buttons left in
English, a menu or dialog past the screen or cutting a text (room_walk's rules), and in Arabic a
menu bar, menu or dialog that is not mirrored.
"""
from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

from PySide6 import QtCore, QtWidgets

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_checks import not_arabic, not_bracketed  # noqa: E402
from language_walk import main  # noqa: E402
from room_walk import clipped, fits, settle, walk_window  # noqa: E402

from PySide6 import QtGui  # noqa: E402
from posviz.qt.language import LanguageMenu  # noqa: E402

RTL = QtCore.Qt.LayoutDirection.RightToLeft
OTHER_AREAS = ("openQuizAction",)       # File → Open quiz… is the quiz's (32c)
BRACKETED = re.compile(r"\[[^\[\]]*(\[[^\[\]]*\][^\[\]]*)*\]")


def menu_texts(menu: QtWidgets.QMenu, screen: QtCore.QRect, problems: list[str], shots, name: str) -> dict:
    """Open ``menu`` and each of its submenus; their titles and entries, by where they are shown."""
    menu.popup(screen.topLeft() + QtCore.QPoint(10, 10))
    settle()
    if not screen.contains(menu.geometry()):
        problems.append(f"menu {menu.title()!r} {menu.geometry().getRect()} past the screen")
    if menu.layoutDirection() != QtWidgets.QApplication.layoutDirection():
        problems.append(f"menu {menu.title()!r} does not follow the layout direction")
    if shots:
        menu.grab().save(f"{shots}_{name}.png")
    texts = {f"menu title {menu.title()!r}": menu.title()}
    if isinstance(menu, LanguageMenu):
        return texts                     # each language is named in its own words
    for i, action in enumerate(a for a in menu.actions() if not a.isSeparator()):
        if action.objectName() not in OTHER_AREAS:
            texts[f"entry {i} of {menu.title()!r}"] = action.text()
        if action.menu() is not None:
            texts.update(menu_texts(action.menu(), screen, problems, shots, f"{name}_{i}"))
    menu.hide()
    return texts


def dialog_texts(dialog: QtWidgets.QWidget, skip=()) -> dict:
    """The window title and every shown label, button, group and header text of ``dialog``, except
    Qt's own dialog buttons (checked apart), controls that show data (tables' cells, lists) and
    what is inside the widgets ``skip`` (another area's)."""
    texts = {"window title": dialog.windowTitle()}
    qt_buttons = {b for box in dialog.findChildren(QtWidgets.QDialogButtonBox) for b in box.buttons()
                  if box.standardButton(b) != QtWidgets.QDialogButtonBox.StandardButton.NoButton}
    for widget in dialog.findChildren(QtWidgets.QWidget):
        if not widget.isVisible() or widget in qt_buttons or any(w is widget or w.isAncestorOf(widget) for w in skip):
            continue
        name = f"{type(widget).__name__} {widget.objectName() or id(widget)}"
        if isinstance(widget, (QtWidgets.QLabel, QtWidgets.QAbstractButton)) and widget.text().strip():
            texts[name] = plain(widget.text())
        elif isinstance(widget, QtWidgets.QGroupBox) and widget.title():
            texts[name] = widget.title()
        elif isinstance(widget, QtWidgets.QComboBox):
            texts[name] = widget.currentText()
        elif isinstance(widget, QtWidgets.QHeaderView) and widget.model() is not None:
            for section in range(widget.count()):
                texts[f"{name} section {section}"] = str(widget.model().headerData(
                    section, widget.orientation(), QtCore.Qt.ItemDataRole.DisplayRole))
    return texts


def plain(text: str) -> str:
    """A label's text as read: rich text without its markup (a list item on a line of its own)."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    document = QtGui.QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def english_keys(keys: list[str]) -> list[str]:
    """Key names left in English: the F1 list's keys column outside the stand-in's brackets (single
    letters, F-keys and symbols are the keys' own labels, not words)."""
    return [f"keys {text!r}" for text in keys if re.search("[A-Za-z]{2,}", BRACKETED.sub("", text).replace("F1", ""))
            and not re.fullmatch(r"(F\d+|[A-Z.?+=\-\d ]+)", BRACKETED.sub("", text))]


def qt_buttons_english(dialogs: list[QtWidgets.QWidget]) -> list[str]:
    """Qt's own dialog buttons (Close, Cancel) still in English: qtbase_<lang>.qm was not loaded."""
    return [f"Qt's button {b.text()!r} of {d.windowTitle()!r}" for d in dialogs
            for box in d.findChildren(QtWidgets.QDialogButtonBox) for b in box.buttons()
            if box.standardButton(b) != QtWidgets.QDialogButtonBox.StandardButton.NoButton
            and b.text().replace("&", "") in ("Close", "Cancel", "OK")]


def open_dialogs(window, cache: str) -> dict:
    """The chrome's dialogs, shown: the F1 list, Help's lessons, files and About, Open model, Record."""
    from posviz.qt.window.actions import key_help_dialog
    from posviz.qt.window.presenting.console import PresenterConsole
    dialogs = {"keys": key_help_dialog(window), "open model": window.models.choose_model(cache),
               "record": window.lecture_menu.record_dialog()}
    for name, show in (("lessons", window.help.show_lessons), ("files", window.help.show_files),
                       ("about", window.help.show_about)):
        dialogs[name] = show()
    for dialog in dialogs.values():
        dialog.show()
    dialogs["console"] = console = PresenterConsole(window, window.stage)
    console.showFullScreen()              # as the stage shows it: the whole laptop screen
    settle()
    return dialogs


def walk(code: str, zoom: float, shots: str | None) -> list[str]:
    window = walk_window(zoom)
    screen = window.screen().availableGeometry()
    problems: list[str] = []
    texts: dict[str, str] = {}
    prefix = f"{shots}/chrome_{code}_{int(zoom * 100)}" if shots else None
    for i, action in enumerate(window.menuBar().actions()):
        texts.update(menu_texts(action.menu(), screen, problems, prefix, f"menu{i}"))
    window.help.show_welcome()
    settle()
    banner = window.help.banner
    texts.update({f"welcome {w.objectName()}": w.text() for w in (banner.walkthrough, banner.sentence,
                                                                  banner.model, banner.close_button)})
    texts.update({f"welcome tip {w.objectName()}": w.toolTip() for w in (banner.title, banner.keys)})
    problems += [p for p in clipped(window) if "welcome" in p.lower() or any(
        w.text()[:40] and repr(w.text()[:40]) in p for w in (banner.title, banner.keys, banner.close_button))]
    if prefix:
        window.grab().save(f"{prefix}_window.png")
    with tempfile.TemporaryDirectory() as cache:
        dialogs = open_dialogs(window, cache)
        keys = dialogs["keys"].findChild(QtWidgets.QTableWidget)
        key_column = [keys.item(row, 0).text() for row in range(keys.rowCount())]
        texts.update({f"F1 list, row {row}": keys.item(row, 1).text() for row in range(keys.rowCount())})
        for name, dialog in dialogs.items():
            problems += [f"{name}: {p}" for p in fits(dialog, screen) + clipped(dialog)]
            if prefix:
                dialog.grab().save(f"{prefix}_{name.replace(' ', '_')}.png")
            # The console's sentence, controls and the walkthrough's caption are the Input layer tab's (32a);
            # the files' places and About's parts are data.
            skip = (dialog.sentence, dialog.controls, dialog.next_caption, dialog.timer.clock) if name == "console" else ()
            shown = dialog_texts(dialog, skip) if name not in ("files", "about") else {"window title": dialog.windowTitle()}
            texts.update({f"{name}: {k}": v for k, v in shown.items()})
        record = dialogs["record"]
        texts.update({"record: frame rate's unit": record.fps.suffix(), "record: hold's default": record.hold.text()})
        if code in ("en_XA", "ar_XB"):
            problems += not_bracketed(texts) + english_keys(key_column)
        if code in ("ar", "ar_XB"):
            problems += mirroring(window, dialogs)
        if code == "ar":
            worded = {k: v for k, v in texts.items() if re.search("[A-Za-z\u0600-\u06ff]", v)}   # not "1280 × 720"
            problems += not_arabic(worded) + qt_buttons_english(list(dialogs.values()))
        for dialog in dialogs.values():
            dialog.close()
            dialog.deleteLater()
    window.close()
    window.deleteLater()
    settle()
    return [f"{code} zoom {zoom:g}: {p}" for p in problems]


def mirroring(window, dialogs: dict) -> list[str]:
    """The menu bar runs right to left (File on the right), and so do the dialogs."""
    out = []
    bar = window.menuBar()
    first, last = bar.actions()[0], bar.actions()[-1]
    if not bar.actionGeometry(first).x() > bar.actionGeometry(last).x():
        out.append("the menu bar's first menu is not on the right")
    out += [f"{name} is not mirrored" for name, dialog in dialogs.items() if dialog.layoutDirection() != RTL]
    return out


if __name__ == "__main__":
    main(sys.argv[1:], walk)
