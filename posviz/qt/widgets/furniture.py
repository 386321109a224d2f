"""Screen furniture: widgets that serve the live screen and never belong in an exported picture.

Each panel declares its own furniture where it builds it (:func:`mark`) and shows or hides it with
:func:`set_visible`; every exporter hides what is declared (:func:`hidden`), whichever way it makes
the picture (issue 25: the addition's "◀ dims 0–15 of 32 ▶" and the window's focus frame were drawn
into pictures). A panel that re-shows its furniture while it is laid out for a picture (the
addition pages its dimensions when its size changes) goes through :func:`set_visible`, which keeps
it hidden until the picture is drawn.
"""
from __future__ import annotations

from contextlib import contextmanager

import shiboken6
from PySide6 import QtWidgets

PROPERTY = "posvizFurniture"
SLIDE = "slide"          # hidden in a panel drawn as a slide figure (a pager, its buttons)
PICTURE = "picture"      # hidden in every picture, the window's screenshot too (the focus ring)
_WANTED = "posvizFurnitureWanted"        # what the panel last asked for
_HELD = "posvizFurnitureHeld"            # hidden for a picture being drawn


def mark(where: str, *widgets: QtWidgets.QWidget) -> None:
    """Declare ``widgets`` furniture: hidden in slide figures (:data:`SLIDE`) or in every picture (:data:`PICTURE`)."""
    for widget in widgets:
        widget.setProperty(PROPERTY, where)


def set_visible(widget: QtWidgets.QWidget, on: bool) -> None:
    """Show or hide a piece of furniture as its panel wants, unless a picture is being drawn."""
    widget.setProperty(_WANTED, bool(on))
    widget.setVisible(bool(on) and not widget.property(_HELD))


def furniture_of(root: QtWidgets.QWidget, slide: bool) -> list[QtWidgets.QWidget]:
    """The declared furniture inside ``root`` (itself included).

    ``slide``: ``root`` is drawn as a slide figure (both kinds), else as a screenshot (only
    :data:`PICTURE` furniture).
    """
    kinds = (SLIDE, PICTURE) if slide else (PICTURE,)
    return [widget for widget in (root, *root.findChildren(QtWidgets.QWidget)) if widget.property(PROPERTY) in kinds]


def hold(root: QtWidgets.QWidget, slide: bool) -> list[QtWidgets.QWidget]:
    """Hide the declared furniture inside ``root`` for a picture; returns it for :func:`release`."""
    held = furniture_of(root, slide)
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
def hidden(root: QtWidgets.QWidget, slide: bool):
    """:func:`hold` for the time of a ``with`` block."""
    held = hold(root, slide)
    try:
        yield held
    finally:
        release(held)
