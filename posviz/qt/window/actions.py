"""Menus and actions of the main window; each action only calls the session or the window."""
from __future__ import annotations

from PySide6 import QtGui, QtWidgets

from posviz.qt.window.appearance import THEME_LABELS
from posviz.qt.widgets.colors import COLORMAPS
from posviz.qt.window.presenter import KEY_HELP

ZOOM_STEPS = (0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0)
COLORMAP_LABELS = {"CET-D1": "Blue – white – red (CET-D1)",
                   "CET-CBD1": "Colour-blind safe: blue – yellow (CET-CBD1)",
                   "CET-CBTD1": "Colour-blind safe: tritanopia (CET-CBTD1)"}


def next_zoom(zoom: float, direction: int) -> float:
    """The next step of ZOOM_STEPS above (direction 1) or below (-1) ``zoom``."""
    if direction > 0:
        return next((z for z in ZOOM_STEPS if z > zoom + 1e-9), ZOOM_STEPS[-1])
    return next((z for z in reversed(ZOOM_STEPS) if z < zoom - 1e-9), ZOOM_STEPS[0])


def _action(window, menu, text, slot, shortcuts=(), checkable=False) -> QtGui.QAction:
    action = QtGui.QAction(text, window)
    action.setShortcuts([QtGui.QKeySequence(s) for s in shortcuts])
    action.setCheckable(checkable)
    (action.toggled if checkable else action.triggered).connect(slot)
    menu.addAction(action)
    window.addAction(action)   # shortcuts work in full screen too, with the menu bar hidden
    return action


def _choice_menu(window, menu, title, labels: dict, current: str, slot, signal) -> None:
    sub = menu.addMenu(title)
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


class Menus:
    """The window's menus and the actions other parts of the window check or trigger.

    Attributes
    ----------
    file, view, help : QMenu
    walkthrough, present, reduce_motion : QAction
        Start the walkthrough (F6); presentation mode (F5, checkable); reduce motion (checkable).
    """

    def __init__(self, window, session) -> None:
        bar = window.menuBar()
        self.file = bar.addMenu("&File")
        _action(window, self.file, "&Quit", window.close, [QtGui.QKeySequence.StandardKey.Quit])
        self.view = view = bar.addMenu("&View")
        self.walkthrough = _action(window, view, "Start the &walkthrough", lambda: session.set_step(0), ["F6"])
        self.present = _action(window, view, "&Presentation mode", window.set_presenting, ["F5"], checkable=True)
        self.present.setToolTip("Full screen, no menus; Esc leaves (F5)")
        _action(window, view, "Zoom &in", lambda: session.set_zoom(next_zoom(session.zoom, 1)),
                ["Ctrl+=", "Ctrl++", QtGui.QKeySequence.StandardKey.ZoomIn])
        _action(window, view, "Zoom &out", lambda: session.set_zoom(next_zoom(session.zoom, -1)),
                ["Ctrl+-", QtGui.QKeySequence.StandardKey.ZoomOut])
        _action(window, view, "&Actual size", lambda: session.set_zoom(1.0), ["Ctrl+0"])
        view.addSeparator()
        _choice_menu(window, view, "&Theme", THEME_LABELS, session.theme, session.set_theme, session.themeChanged)
        _choice_menu(window, view, "&Colour map", {k: COLORMAP_LABELS.get(k, k) for k in COLORMAPS},
                     session.colormap, session.set_colormap, session.colormapChanged)
        self.reduce_motion = _action(window, view, "&Reduce motion", session.set_reduce_motion, checkable=True)
        self.reduce_motion.setChecked(session.reduce_motion)
        session.reduceMotionChanged.connect(self.reduce_motion.setChecked)
        view.addSeparator()
        _action(window, view, "&Shuffle demo: reorder the words", lambda: window.show_tab("Word order"),
                ["Ctrl+Shift+S"])
        self.help = bar.addMenu("&Help")
        _action(window, self.help, "&Keyboard keys", window.show_key_help, ["F1"])


def key_help_dialog(parent) -> QtWidgets.QDialog:
    """A dialog listing every key."""
    dialog = QtWidgets.QDialog(parent)
    dialog.setWindowTitle("posviz keys")
    table = QtWidgets.QTableWidget(len(KEY_HELP), 2, dialog)
    table.setTabKeyNavigation(False)
    table.setHorizontalHeaderLabels(["Keys", "What they do"])
    for row, (keys, what) in enumerate(KEY_HELP):
        table.setItem(row, 0, QtWidgets.QTableWidgetItem(keys))
        table.setItem(row, 1, QtWidgets.QTableWidgetItem(what))
    table.resizeColumnsToContents()
    table.horizontalHeader().setStretchLastSection(True)
    table.verticalHeader().hide()
    table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    close = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
    close.rejected.connect(dialog.reject)
    layout = QtWidgets.QVBoxLayout(dialog)
    layout.addWidget(table)
    layout.addWidget(close)
    dialog.resize(760, 360)
    return dialog
