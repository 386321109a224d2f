"""Slide mode for pictures: a panel drawn as a figure, not a screenshot.

A new panel is built for each drawing (the live panel's ``slide_copy()``: the same session, view
options and what it shows, in slide mode) and put in a :class:`SlideFigure`: a title and margins
around it, its text sized to the picture (legible on a projected slide), its tables stretched to
fill the space, and nothing that only makes sense on a live screen (buttons such as "▶ Replay",
instructions such as "Hover a cell…"): the copy is built without them. Afterwards the figure and
the copy are deleted; the live panel was only read, never moved or changed (issue 23).
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Protocol

import shiboken6
from PySide6 import QtCore, QtGui, QtWidgets

SLIDE_SIZE = QtCore.QSize(1920, 1080)      # File → Export's figures (logical pixels, times the scale)
BODY_LINES = 40                            # the body text: a picture's height holds this many lines
TITLE_SCALE = 1.8                          # the title, relative to the body text
CAPTION_SCALE = 1.25                       # a recording's caption under the panel, relative to the body text
MARGIN = 0.035                             # of the picture's height, on every side


def body_pixels(size: QtCore.QSize) -> int:
    """The body text's pixel size on a picture of ``size`` (it grows with the picture)."""
    return max(10, round(size.height() / BODY_LINES))


class SlideFigure(QtWidgets.QWidget):
    """A title over a panel's content, with margins, at one size.

    Attributes
    ----------
    title : QLabel
    content : SlideContent
        The panel built for the figure.
    """

    def __init__(self, title: str, size: QtCore.QSize, caption: str = "") -> None:
        super().__init__()
        self.setObjectName("slideFigure")
        self.setAutoFillBackground(True)
        font = QtGui.QFont(QtWidgets.QApplication.instance().font())
        font.setPixelSize(body_pixels(size))
        self.setFont(font)
        self.title = QtWidgets.QLabel(title, objectName="slideTitle")
        self.title.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        big = QtGui.QFont(font)
        big.setPixelSize(round(font.pixelSize() * TITLE_SCALE))
        big.setBold(True)
        self.title.setFont(big)
        margin = round(size.height() * MARGIN)
        self.box = QtWidgets.QVBoxLayout(self)
        self.box.setContentsMargins(margin, margin, margin, margin)
        self.box.setSpacing(margin // 2)
        self.box.addWidget(self.title)
        self.caption = QtWidgets.QLabel(caption, objectName="slideCaption")   # under the content (recordings)
        self.caption.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.caption.setVisible(bool(caption))
        spoken = QtGui.QFont(font)
        spoken.setPixelSize(round(font.pixelSize() * CAPTION_SCALE))
        self.caption.setFont(spoken)
        self.box.addWidget(self.caption)
        self.content: QtWidgets.QWidget | None = None
        self.resize(size)


class SlideContent(Protocol):
    """What a figure needs of its content: a panel built fresh for it (each exportable panel's
    ``slide_copy()``: no live controls by construction, on the same session and view options)."""

    def fit_slide(self) -> None:
        """Fit what depends on the figure's final size and font (a table's numbers), draw what waits
        for a timer (the heatmap's image)."""


@contextmanager
def figure_of(content: SlideContent, title: str, size: QtCore.QSize, caption: str = "", offscreen: bool = True):
    """``content`` under ``title`` in a :class:`SlideFigure` of ``size``, laid out and drawn; the
    figure and its content are deleted afterwards (the live panel it was copied from is never touched).

    ``caption``: a sentence under the panel (a recording's step); ``offscreen``: laid out and drawn
    without ever appearing on a screen. Yields the figure.
    """
    figure = SlideFigure(title, size, caption)
    figure.setAttribute(QtCore.Qt.WidgetAttribute.WA_DontShowOnScreen, offscreen)
    figure.box.insertWidget(1, content, 1)
    figure.content = content
    try:
        figure.show()
        settle(content)          # laid out at the figure's size and font: fitted and drawn there
        settle(content)          # what the fitting changed (a taller readout, larger numbers) laid out and drawn
        yield figure
    finally:
        figure.hide()
        shiboken6.delete(figure)     # now: deferred deletes of figures crashed in shiboken's wrapper release


def settle(content: SlideContent | None = None) -> None:
    """Lay out and render what the new size and font ask for.

    The heatmap renders on a 15 ms timer; every other deferred fit of a panel is a zero timer. Given
    the ``content``, it fits and draws itself at once; without, the timers are waited for (60 ms:
    three such waits were 180 ms of an export's 0.4 s).
    """
    for _ in range(3):
        QtWidgets.QApplication.processEvents()
    if content is None:
        loop = QtCore.QEventLoop()
        QtCore.QTimer.singleShot(60, loop.quit)
        loop.exec()
    else:
        content.fit_slide()
    QtWidgets.QApplication.processEvents()
