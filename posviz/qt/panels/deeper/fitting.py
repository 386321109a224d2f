"""Views whose wrapped captions keep their lines: the page scrolls instead of squeezing them.

The deeper views sit in a scroll area that does not ask for height-for-width, so a view made
smaller than its captions need (a 1024 x 768 projector at 200 %) drew them over each other.
A view that calls :func:`fit_height` after each resize and redraw asks for what it needs at
its width, and the scroll area scrolls.
"""
from __future__ import annotations

from PySide6 import QtWidgets


def fit_height(view: QtWidgets.QWidget) -> None:
    """Set ``view``'s minimum height to what its layout needs at its current width."""
    layout = view.layout()
    if layout is None:
        return
    needed = layout.totalMinimumHeightForWidth(view.width())
    least = getattr(view, "least_height", None)       # a view that knows better (nested wrapped columns)
    if callable(least):
        needed = max(needed, least(view.width()))
    if needed > 0 and needed != view.minimumHeight():
        view.setMinimumHeight(needed)
