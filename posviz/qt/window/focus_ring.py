"""A frame around whichever control has the keyboard, so focus is always visible.

The Fusion style marks focus faintly or not at all on several controls (scroll areas, tables, a
drop-down reached by a click, a projector washing out its thin line). The ring is a widget of the
window's own, above the others and transparent to the mouse, drawn in the theme's highlight colour
(at least 3 : 1 against the theme's backgrounds) with the window colour inside it, so it shows on
any panel.
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

RING_WIDTH = 3
FOLLOWED = (QtCore.QEvent.Type.Move, QtCore.QEvent.Type.Resize, QtCore.QEvent.Type.Show, QtCore.QEvent.Type.Hide)


class FocusRing(QtWidgets.QWidget):
    """Follows the focused widget of ``window`` and frames it."""

    def __init__(self, window: QtWidgets.QWidget) -> None:
        super().__init__(window, objectName="focusRing")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        self.setAccessibleName("Focus ring")
        self.setAccessibleDescription("Marks the control that has the keyboard")
        self.target: QtWidgets.QWidget | None = None
        self._watched: list[QtWidgets.QWidget] = []
        QtWidgets.QApplication.instance().focusChanged.connect(self._on_focus_changed)
        self.hide()

    def _on_focus_changed(self, _old, new) -> None:
        for widget in self._watched:
            try:
                widget.removeEventFilter(self)
            except RuntimeError:      # the old widget is already gone
                pass
        window = self.parentWidget()
        mine = new is not None and new is not window and new.window() is window
        self.target = new if mine else None
        # The widget and its ancestors: a page scrolled in its scroll area moves the widget on screen
        # without moving it in its parent.
        self._watched = []
        widget = self.target
        while widget is not None and widget is not window:
            widget.installEventFilter(self)
            self._watched.append(widget)
            widget = widget.parentWidget()
        self.place()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in FOLLOWED and obj in self._watched:
            self.place()
        return False

    def place(self) -> None:
        """Put the ring around the focused widget (or hide it when none of the window's is shown)."""
        target, window = self.target, self.parentWidget()
        if target is None or window is None or not target.isVisible() or getattr(window, "blanked", False):
            self.hide()
            return
        shown = _shown_rect(target, window)
        if shown.isEmpty():
            self.hide()
            return
        pad = RING_WIDTH
        self.setGeometry(shown.adjusted(-pad, -pad, pad, pad) & window.rect())
        self.raise_()
        self.show()
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QtGui.QPainter(self)
        palette = self.palette()
        rect = QtCore.QRectF(self.rect())
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        painter.setPen(QtGui.QPen(palette.color(QtGui.QPalette.ColorRole.Highlight), RING_WIDTH))
        painter.drawRect(rect.adjusted(RING_WIDTH / 2, RING_WIDTH / 2, -RING_WIDTH / 2, -RING_WIDTH / 2))
        painter.end()


def _shown_rect(widget: QtWidgets.QWidget, window: QtWidgets.QWidget) -> QtCore.QRect:
    """The part of ``widget`` its ancestors do not clip (a table scrolled half out of its page), in
    ``window``'s coordinates."""
    rect = QtCore.QRect(widget.mapTo(window, QtCore.QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect &= QtCore.QRect(parent.mapTo(window, QtCore.QPoint(0, 0)), parent.size())
        parent = parent.parentWidget()
    return rect
