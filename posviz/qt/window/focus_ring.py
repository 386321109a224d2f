"""A frame around whichever control has the keyboard, so focus is always visible.

The Fusion style marks focus faintly or not at all on several controls (scroll areas, tables, a
drop-down reached by a click, a projector washing out its thin line). The ring is a widget of the
window's own, above the others and transparent to the mouse, drawn in the theme's highlight colour
(at least 3 : 1 against the theme's backgrounds) with the window colour inside it, so it shows on
any panel.

In front of a room (the walkthrough or presentation mode) the clicker's keys belong to the
presentation whatever has focus, and a frame the lecturer did not ask for is a stray mark over the
step: there the ring is drawn only when the focus was moved with Tab or Shift+Tab (a keyboard user
going through the controls). Focus Qt moves by itself (the focused panel stepped aside, so the
tab bar or the page under the step's caption takes it) or a control focused before the lecture
began is not framed.
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context

from posviz.qt.widgets import furniture

RING_WIDTH = 3
FOLLOWED = (QtCore.QEvent.Type.Move, QtCore.QEvent.Type.Resize, QtCore.QEvent.Type.Show, QtCore.QEvent.Type.Hide)
TAB_KEYS = (QtCore.Qt.Key.Key_Tab, QtCore.Qt.Key.Key_Backtab)
FocusRingText = Context("FocusRingText")


def lecturing(lectern) -> bool:
    """Whether ``lectern`` (a window, see ``presenter.Lectern``) is in front of a room: in the
    walkthrough or in presentation mode; a window that is not one never is."""
    return lectern is not None and (lectern.presenting or lectern.session.step >= 0)


class FocusRing(QtWidgets.QWidget):
    """Follows the focused widget of ``window`` and frames it.

    Parameters
    ----------
    window : QWidget
    lectern : Lectern or None
        The same window, when it is one (the main window, the console): in front of a room the ring
        shows only after Tab.
    blank : QWidget or None
        The window's black cover (the room's window): no ring while it is shown.
    """

    def __init__(self, window: QtWidgets.QWidget, lectern=None, blank: QtWidgets.QWidget | None = None) -> None:
        super().__init__(window, objectName="focusRing")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        self.retranslate()
        furniture.mark(furniture.PICTURE, self)     # a mark of the live screen, never of a picture
        self.target: QtWidgets.QWidget | None = None
        self.tabbed = False                 # the target got the keys from a Tab / Shift+Tab key
        self._tab_pressed = False           # a Tab key is being handled now
        self._watched: list[QtWidgets.QWidget] = []
        QtWidgets.QApplication.instance().focusChanged.connect(self._on_focus_changed)
        window.installEventFilter(self)     # its Tab keys when nothing has focus; presentation mode
        self.lectern, self.blank = lectern, blank
        if lectern is not None:
            lectern.session.stepChanged.connect(self.place)
        self.hide()


    def retranslate(self) -> None:
        """Its name for a screen reader, in the current language."""
        self.setAccessibleName(FocusRingText.tr("Focus ring"))
        self.setAccessibleDescription(FocusRingText.tr("Marks the control that has the keyboard"))

    def _on_focus_changed(self, _old, new) -> None:
        if not isinstance(new, QtWidgets.QWidget):
            # A widget being destroyed as the focus leaves it can reach this slot as a stale wrapper of
            # another type (seen once in CI: a QWidgetItem); it is not a widget to mark.
            new = None
        for widget in self._watched:
            try:
                widget.removeEventFilter(self)
            except RuntimeError:      # the old widget is already gone
                pass
        window = self.parentWidget()
        mine = new is not None and new is not window and new.window() is window
        self.target = new if mine else None
        self.tabbed = self._tab_pressed
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
        kind = event.type()
        if kind == QtCore.QEvent.Type.KeyPress and (obj is self.target or obj is self.parentWidget()):
            # The focused widget (or the window, when nothing has focus) sees the key before Qt moves
            # the focus with it; Qt's own moves (a focused widget hidden) come with no key.
            self._tab_pressed = event.key() in TAB_KEYS
            if self._tab_pressed:
                QtCore.QTimer.singleShot(0, self._on_tab_handled)
        elif kind in FOLLOWED and obj in self._watched:
            self.place()
        elif obj is self.parentWidget() and kind in (QtCore.QEvent.Type.WindowStateChange,
                                                     QtCore.QEvent.Type.Resize):
            self.place()                    # presentation mode began or ended
        return False

    def _on_tab_handled(self) -> None:
        self._tab_pressed = False

    def place(self, *_args) -> None:
        """Put the ring around the focused widget (or hide it when none of the window's is shown, or
        in front of a room when the focus did not come from Tab)."""
        target, window = self.target, self.parentWidget()
        blank = self.blank               # the room's window blacked out (the console never is)
        if target is None or window is None or not target.isVisible() or (blank is not None and blank.isVisible()) \
                or (lecturing(self.lectern) and not self.tabbed):
            furniture.set_visible(self, False)
            return
        shown = _shown_rect(target, window)
        if shown.isEmpty():
            furniture.set_visible(self, False)
            return
        pad = RING_WIDTH
        self.setGeometry(shown.adjusted(-pad, -pad, pad, pad) & window.rect())
        self.raise_()
        furniture.set_visible(self, True)
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
