"""Bold and coloured text that still follows the zoom.

A style sheet freezes the fonts of every widget under it at the size they had when it was applied,
so the window's zoom (the application font) would stop reaching them. These helpers set only what
they change: a font with just its weight set, a palette with just its text colour set.
"""
from __future__ import annotations

import shiboken6
from PySide6 import QtCore, QtGui, QtWidgets


def bold_font() -> QtGui.QFont:
    """Bold, and nothing else set: size and family keep following the application font."""
    font = QtGui.QFont()
    font.setBold(True)
    return font


def set_text_colour(widget: QtWidgets.QWidget, colour: str | None) -> None:
    """Colour a widget's text (None: back to the theme's colour), without a style sheet."""
    palette = widget.palette()
    for role in (QtGui.QPalette.ColorRole.WindowText, QtGui.QPalette.ColorRole.Text):
        default = QtWidgets.QApplication.palette(widget).color(role)
        palette.setColor(role, QtGui.QColor(colour) if colour else default)
    widget.setPalette(palette)


# Status texts (an error, a passed check, a warning) in a shade that reads at >= 4.5 : 1 on the theme's
# backgrounds: (on a light window, on a dark one). One colour cannot do both: a red dark enough for
# white is 2.7 : 1 on the dark theme's grey.
STATUS_COLOURS = {"error": ("#b3261e", "#ff8a80"), "ok": ("#176b30", "#7ee2a0"), "warning": ("#7a5c00", "#ffd54f")}


def status_colour(kind: str, palette: QtGui.QPalette | None = None) -> str:
    """The colour of a ``kind`` ("error", "ok", "warning") text for ``palette`` (default: the application's)."""
    palette = palette if palette is not None else QtWidgets.QApplication.palette()
    dark = palette.color(QtGui.QPalette.ColorRole.Window).lightness() < 128
    return STATUS_COLOURS[kind][int(dark)]


def set_status_colour(widget: QtWidgets.QWidget, kind: str | None) -> None:
    """Colour a widget's text as a ``kind`` status (None: the theme's text colour); the widget then
    follows the theme itself (a new application palette reaches it as a ``PaletteChange``)."""
    widget.setProperty("statusColour", kind or "")
    if not widget.property("followsStatusTheme"):
        widget.installEventFilter(_follower())
        widget.setProperty("followsStatusTheme", True)
    set_text_colour(widget, status_colour(kind) if kind else None)


class _StatusFollower(QtCore.QObject):
    """Gives a status-coloured widget its kind's shade of the new theme (or the new theme's text colour
    when it has no kind) when the application's palette changes."""

    EVENTS = (QtCore.QEvent.Type.ApplicationPaletteChange, QtCore.QEvent.Type.PaletteChange)

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in self.EVENTS and isinstance(watched, QtWidgets.QWidget):
            kind = watched.property("statusColour") or None
            role = QtGui.QPalette.ColorRole.WindowText
            shade = QtGui.QColor(status_colour(kind)) if kind else QtWidgets.QApplication.palette(watched).color(role)
            if watched.palette().color(role) != shade:        # else: our own change, or nothing to do
                set_text_colour(watched, status_colour(kind) if kind else None)
        return False


_FOLLOWER: list[_StatusFollower] = []


def _follower() -> _StatusFollower:
    """The one filter every status-coloured widget shares (owned by the application)."""
    if not _FOLLOWER or not shiboken6.isValid(_FOLLOWER[0]):      # a new application in the same process
        _FOLLOWER[:] = [_StatusFollower(QtWidgets.QApplication.instance())]
    return _FOLLOWER[0]
