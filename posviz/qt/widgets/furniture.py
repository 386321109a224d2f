"""Screen furniture: widgets that serve the live screen and never belong in an exported picture.

A widget declares itself furniture where it is built (:func:`mark`) and shows or hides itself with
:func:`set_visible`; a picture of the window hides what is declared (:func:`hidden`; issue 25: the
window's focus frame was drawn into pictures), and :func:`set_visible` keeps it hidden until the
picture is drawn. Panels drawn as slide figures need none of this: their slide copies are built
without live controls (:mod:`posviz.qt.export.slide`).
"""
from __future__ import annotations

from contextlib import contextmanager

import shiboken6
from PySide6 import QtWidgets

PROPERTY = "posvizFurniture"
PICTURE = "picture"      # hidden in every picture, the window's screenshot too (the focus ring)
_WANTED = "posvizFurnitureWanted"        # what the panel last asked for
_HELD = "posvizFurnitureHeld"            # hidden for a picture being drawn


def mark(where: str, *widgets: QtWidgets.QWidget) -> None:
    """Declare ``widgets`` furniture of the kind ``where`` (:data:`PICTURE`: hidden in every picture)."""
    for widget in widgets:
        widget.setProperty(PROPERTY, where)


def set_visible(widget: QtWidgets.QWidget, on: bool) -> None:
    """Show or hide a piece of furniture as its panel wants, unless a picture is being drawn."""
    widget.setProperty(_WANTED, bool(on))
    widget.setVisible(bool(on) and not widget.property(_HELD))


def furniture_of(root: QtWidgets.QWidget) -> list[QtWidgets.QWidget]:
    """The declared furniture inside ``root`` (itself included)."""
    return [widget for widget in (root, *root.findChildren(QtWidgets.QWidget)) if widget.property(PROPERTY) == PICTURE]


def hold(root: QtWidgets.QWidget) -> list[QtWidgets.QWidget]:
    """Hide the declared furniture inside ``root`` for a picture; returns it for :func:`release`."""
    held = furniture_of(root)
    for widget in held:
        if widget.property(_WANTED) is None:
            widget.setProperty(_WANTED, not widget.isHidden())
        widget.setProperty(_HELD, True)
        widget.hide()
    return held


def release(held: list[QtWidgets.QWidget]) -> None:
    """Show each piece of furniture again as its panel last asked (shown, if it never asked)."""
    for widget in held:
        if shiboken6.isValid(widget):
            widget.setProperty(_HELD, False)
            widget.setVisible(bool(widget.property(_WANTED)))


@contextmanager
def hidden(root: QtWidgets.QWidget):
    """:func:`hold` for the time of a ``with`` block."""
    held = hold(root)
    try:
        yield held
    finally:
        release(held)
