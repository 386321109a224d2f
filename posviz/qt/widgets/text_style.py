"""Bold and coloured text that still follows the zoom.

A style sheet freezes the fonts of every widget under it at the size they had when it was applied,
so the window's zoom (the application font) would stop reaching them. These helpers set only what
they change: a font with just its weight set, a palette with just its text colour set.
"""
from __future__ import annotations

from PySide6 import QtGui, QtWidgets


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
