"""A push button whose rich text wraps to its width, outlined to show an answer's state.

A plain QPushButton cuts long text off; this one lays a word-wrapping QLabel inside itself and
reports the label's height for a given width. The state outline is painted over the native button
rather than set with a style sheet, which would freeze the label's font against the zoom.
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt.widgets.text_style import status_colour

# Outline colours by state (the theme's status shades); "viewing" uses the theme's highlight colour.
STATE_STATUS = {"right": "ok", "wrong": "error"}


class WrappingButton(QtWidgets.QPushButton):
    """A push button whose (rich) text wraps to its width instead of being cut off."""

    def __init__(self, text: str = "", parent=None, **kwargs) -> None:
        super().__init__(parent, **kwargs)
        self.label = QtWidgets.QLabel(text, wordWrap=True, textFormat=QtCore.Qt.TextFormat.RichText)
        self.label.setAttribute(QtCore.Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QtWidgets.QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.label)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Minimum)

    state = ""

    def set_text(self, text: str) -> None:
        self.label.setText(text)
        self.updateGeometry()

    def set_state(self, state: str) -> None:
        """"right", "wrong", "viewing" or "": how the button is outlined."""
        self.state = state
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self.state:
            return
        status = STATE_STATUS.get(self.state)
        colour = QtGui.QColor(status_colour(status, self.palette()) if status
                              else self.palette().color(QtGui.QPalette.ColorRole.Highlight))
        painter = QtGui.QPainter(self)
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        fill = QtGui.QColor(colour)
        fill.setAlpha(0 if self.state == "viewing" else 45)
        painter.setBrush(fill)
        painter.setPen(QtGui.QPen(colour, 3))
        painter.drawRoundedRect(QtCore.QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 5, 5)
        painter.end()

    def text(self) -> str:  # noqa: D102 - the visible text, for tests and accessibility
        return self.label.text()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.layout().totalHeightForWidth(width)

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802
        return self.layout().totalSizeHint()

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        return QtCore.QSize(120, self.layout().totalMinimumSize().height())
