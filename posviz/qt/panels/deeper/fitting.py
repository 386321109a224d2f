"""Views whose wrapped captions keep their lines: the page scrolls instead of squeezing them.

The deeper views sit in a scroll area that does not ask for height-for-width, so a view made
smaller than its captions need (a 1024 x 768 projector at 200 %) drew them over each other.
Every deeper view (``common.DeeperView``) calls :func:`fit_height` after each resize, layout
request (a zoom, new text) and redraw, so it asks for what it needs at its width and the scroll
area scrolls: the one place captions are fitted.
"""
from __future__ import annotations

from PySide6 import QtWidgets


def fit_height(view: QtWidgets.QWidget) -> None:
    """Set ``view``'s minimum height to what its layout needs at its current width (at least its
    ``least_height(width)``: a view with nested wrapped columns knows better than its layout)."""
    layout = view.layout()
    if layout is None:
        return
    needed = layout.totalMinimumHeightForWidth(view.width())
    needed = max(needed, view.least_height(view.width()))
    if needed > 0 and needed != view.minimumHeight():
        view.setMinimumHeight(needed)
