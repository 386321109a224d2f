"""The command table bound to Qt: menus, shortcuts and the F1 list, all built from
:data:`posviz.state.commands.COMMANDS` (each command's title, keys and action are declared there once)."""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context
from posviz.state.commands import BY_ID, Command, key_help
from posviz.qt.window.appearance import theme_labels
from posviz.qt.window.dialog_fit import fit_dialog, table_height
from posviz.qt.widgets.colors import COLORMAPS
from posviz.qt.window.presenter import clicker_help

MainMenus = Context("MainMenus")


def colormap_labels() -> dict[str, str]:
    """Each colour map's name in View → Colour map, in the current language."""
    labels = {"CET-D1": MainMenus.tr("Blue – white – red (CET-D1)"),
              "CET-CBD1": MainMenus.tr("Colour-blind safe: blue – yellow (CET-CBD1)"),
              "CET-CBTD1": MainMenus.tr("Colour-blind safe: tritanopia (CET-CBTD1)")}
    return {key: labels.get(key, key) for key in COLORMAPS}


VIEW_COMMANDS = ("start_walkthrough", "present", "zoom_in", "zoom_out", "zoom_reset")


def key_sequence(key: str) -> QtGui.QKeySequence:
    """A command's key: portable text, or ``std:Name`` for a platform's standard key."""
    if key.startswith("std:"):
        return QtGui.QKeySequence(QtGui.QKeySequence.StandardKey[key[4:]])
    return QtGui.QKeySequence(key)


def bind(lectern, command: Command, checkable: bool = True) -> QtGui.QAction:
    """A QAction of ``lectern`` (a window) that gives ``command`` with its shortcuts; they work in full
    screen too, with the menu bar hidden. A command that is on or off is a checkable entry."""
    action = QtGui.QAction(command.title(), lectern)
    action.setObjectName(command.id)
    # Once each: a platform's standard key is often one of the portable ones too (std:ZoomOut is
    # Ctrl+-), and a key given twice is "ambiguous" to Qt, which then ignores it.
    sequences = {key_sequence(k).toString(): key_sequence(k) for k in command.keys}
    action.setShortcuts(list(sequences.values()))
    if command.checked is not None and checkable:
        action.setCheckable(True)
        action.setChecked(command.checked(lectern))
        action.toggled.connect(lambda on: command.action(lectern) if on != command.checked(lectern) else None)
    else:
        action.triggered.connect(lambda: command.action(lectern))
    lectern.addAction(action)
    return action


def bind_console(lectern) -> list[QtGui.QAction]:
    """The shortcuts the presenter console shares with the main window (``console`` commands)."""
    return [bind(lectern, command, checkable=False) for command in BY_ID.values() if command.console]


def _choice_menu(window, menu, labels: dict, current: str, slot, signal) -> tuple[QtWidgets.QMenu, dict]:
    """A submenu of one checkable entry per key of ``labels``; the submenu and its actions by key."""
    sub = menu.addMenu("")
    group = QtGui.QActionGroup(window)
    actions = {}
    for key, label in labels.items():
        action = sub.addAction(label)
        action.setCheckable(True)
        action.setChecked(key == current)
        action.triggered.connect(lambda _=False, key=key: slot(key))
        group.addAction(action)
        actions[key] = action
    signal.connect(lambda key: actions[key].setChecked(True) if key in actions else None)
    return sub, actions


class Menus:
    """The window's menus, built from the command table, and the actions others check or trigger.

    Attributes
    ----------
    file, view, help : QMenu
    actions : dict of str to QAction
        The bound commands, by id.
    walkthrough, present, reduce_motion : QAction
        Start the walkthrough (F6); presentation mode (F5, checkable); reduce motion (checkable).
    """

    def __init__(self, window, session) -> None:
        bar = window.menuBar()
        self.window = window
        self.actions = {name: bind(window, command) for name, command in BY_ID.items()
                        if not command.clicker or command.keys}
        self.file = bar.addMenu("")
        self.file.addAction(self.actions["quit"])
        self.view = view = bar.addMenu("")
        view.addActions([self.actions[name] for name in VIEW_COMMANDS])
        self.walkthrough, self.present = self.actions["start_walkthrough"], self.actions["present"]
        view.addSeparator()
        self.theme, self.themes = _choice_menu(window, view, theme_labels(), session.theme, session.set_theme,
                                               session.themeChanged)
        self.colormap, self.colormaps = _choice_menu(window, view, colormap_labels(), session.colormap,
                                                     session.set_colormap, session.colormapChanged)
        self.reduce_motion = view.addAction("")
        self.reduce_motion.setCheckable(True)
        self.reduce_motion.setChecked(session.reduce_motion)
        self.reduce_motion.toggled.connect(session.set_reduce_motion)
        session.reduceMotionChanged.connect(self.reduce_motion.setChecked)
        view.addSeparator()
        view.addAction(self.actions["shuffle_demo"])
        self.help = bar.addMenu("")
        self.clicker = QtGui.QAction(window)
        self.clicker.triggered.connect(lambda: QtWidgets.QMessageBox.information(
            window, MainMenus.tr("Presenting with a clicker"), clicker_help()))
        self.help.addActions([self.actions["key_help"], self.walkthrough, self.clicker])
        self.retranslate()

    def retranslate(self) -> None:
        """Name every menu and entry again in the current language (on QEvent.LanguageChange)."""
        for name, action in self.actions.items():
            action.setText(BY_ID[name].title())
        self.file.setTitle(MainMenus.tr("&File"))
        self.view.setTitle(MainMenus.tr("&View"))
        self.help.setTitle(MainMenus.tr("&Help"))
        self.present.setToolTip(MainMenus.tr("Full screen, no menus; Esc leaves (F5)"))
        self.theme.setTitle(MainMenus.tr("&Theme"))
        self.colormap.setTitle(MainMenus.tr("&Colour map"))
        for entries, labels in ((self.themes, theme_labels()), (self.colormaps, colormap_labels())):
            for key, action in entries.items():
                action.setText(labels[key])
        self.reduce_motion.setText(MainMenus.tr("&Reduce motion"))
        self.clicker.setText(MainMenus.tr("&Presenting with a clicker…"))


def key_help_dialog(parent) -> QtWidgets.QDialog:
    """A dialog listing every key (the command table's, and how keys reach controls)."""
    rows = key_help()
    dialog = QtWidgets.QDialog(parent)
    dialog.setWindowTitle(MainMenus.tr("posviz keys"))
    table = QtWidgets.QTableWidget(len(rows), 2, dialog)
    table.setTabKeyNavigation(False)
    table.setHorizontalHeaderLabels([MainMenus.tr("Keys"), MainMenus.tr("What they do")])
    for row, (keys, what) in enumerate(rows):
        table.setItem(row, 0, QtWidgets.QTableWidgetItem(keys))
        table.setItem(row, 1, QtWidgets.QTableWidgetItem(what))
    table.horizontalHeader().setStretchLastSection(True)
    table.setWordWrap(True)           # the second column wraps within the screen, never cut
    table.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.verticalHeader().hide()
    table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    close = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
    close.rejected.connect(dialog.reject)
    layout = QtWidgets.QVBoxLayout(dialog)
    layout.addWidget(table)
    layout.addWidget(close)

    def unwrapped() -> int:
        table.resizeColumnsToContents()
        margins = layout.contentsMargins()
        return table.columnWidth(0) + table.columnWidth(1) + margins.left() + margins.right() + 8
    fit_dialog(dialog, unwrapped, lambda width: table_height(table, dialog, width))
    return dialog
