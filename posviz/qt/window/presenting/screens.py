"""Two screens: the room sees the main window full screen on the projector, the lecturer a console.

When presentation mode starts (F5) and two screens are present, the main window (the audience
window: no menus, no tool bars) goes full screen on a screen that is not the primary one and the
presenter console (:mod:`posviz.qt.window.presenting.console`) opens on the primary one, the laptop's. "Swap
screens" exchanges them. With one screen nothing changes: the one window is presented as before.

A screen plugged in or pulled out mid-lecture (Qt's ``screenAdded`` / ``screenRemoved``) places
the windows again once Qt has finished moving them: unplugging the projector closes the console and
leaves the main window, presented, on the laptop; plugging one in opens the console. Both windows
draw the one session, so no state moves with them and none is lost.
"""
from __future__ import annotations

from typing import Sequence, TypeVar

from PySide6 import QtCore, QtGui, QtWidgets

S = TypeVar("S")
QWIDGETSIZE_MAX = (1 << 24) - 1


def choose_screens(screens: Sequence[S], primary: S | None, swapped: bool = False) -> tuple[S | None, S | None]:
    """Where the two windows go: ``(audience screen, console screen)``.

    Parameters
    ----------
    screens : sequence
        The screens present (``QGuiApplication.screens()``; any objects in tests).
    primary : object or None
        The primary screen (the laptop's), normally one of ``screens``.
    swapped : bool
        The lecturer swapped the windows: the room's window on the primary screen.

    Returns
    -------
    tuple
        With two screens or more: the first screen that is not the primary one and the primary
        one (the other way round when ``swapped``). With one: that screen and None (no console).
    """
    screens = list(screens)
    if primary not in screens:
        primary = screens[0] if screens else None
    others = [screen for screen in screens if screen is not primary]
    if not others:
        return primary, None
    return (primary, others[0]) if swapped else (others[0], primary)


def put_on(window: QtWidgets.QWidget, screen: QtGui.QScreen, full_screen: bool) -> None:
    """Show ``window`` on ``screen``: full screen (its whole geometry) or maximised on its free area.

    A window already full screen elsewhere is made normal first: a window manager keeps a full-screen
    window where it is. Without a window manager (offscreen, a bare X server) the geometry is set too.
    """
    area = screen.geometry() if full_screen else screen.availableGeometry()
    window.setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX)   # a limit set for a normal window (the room
    # layout's: its screen's free area less the frame) would keep a full-screen one a few pixels short
    if window.screen() is not screen or (full_screen and window.geometry() != area):
        if window.isFullScreen() or window.isMaximized():
            window.showNormal()
        window.setGeometry(area)              # onto that screen (Stage puts the normal place back)
        handle = window.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
    window.showFullScreen() if full_screen else window.showMaximized()
    window.setGeometry(area)


class Stage(QtCore.QObject):
    """Places the main window (and, with two screens, the presenter console) for presentation mode.

    Parameters
    ----------
    window : MainWindow
        Offers ``session``, ``presenting`` and what :class:`~posviz.qt.window.presenting.console.PresenterConsole`
        needs.

    Attributes
    ----------
    console : PresenterConsole or None
        Built the first time two screens are presented on; kept (hidden) afterwards, so its timer
        runs on through a screen unplugged and plugged in again.
    swapped : bool
        The room's window is on the primary screen, the console on the other.
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.console = None
        self.swapped = False
        self._normal: QtCore.QRect | None = None    # the window's place before presenting, to go back to
        self._maximized = False
        self._gone: set[str] = set()       # names of screens being removed (Qt may still list them)
        self._again = QtCore.QTimer(self, singleShot=True, interval=0)
        self._again.timeout.connect(self._on_screens_settled)
        app = QtGui.QGuiApplication.instance()
        app.screenAdded.connect(self._on_screens_changed)
        app.screenRemoved.connect(self._on_screen_removed)
        app.primaryScreenChanged.connect(self._on_screens_changed)   # the console follows the primary screen
        window.installEventFilter(self)

    @property
    def two_windows(self) -> bool:
        """Whether the console is shown beside the room's window."""
        return self.console is not None and self.console.isVisible()

    def screens(self) -> tuple[QtGui.QScreen | None, QtGui.QScreen | None]:
        """(audience screen, console screen or None) for the screens present now."""
        present = [s for s in QtGui.QGuiApplication.screens() if s.name() not in self._gone]
        return choose_screens(present, QtGui.QGuiApplication.primaryScreen(), self.swapped)

    def show(self, presenting: bool) -> None:
        """Presentation mode on: the room's window full screen on its screen, the console on the
        other (when there is one). Off: the console hides and the window is normal again, where it
        was and as large as it was before (on the laptop's screen if that place is gone)."""
        window = self.window
        audience, lectern = self.screens()
        if not presenting:
            self._hide_console()
            window.showNormal()
            # Once the platform has applied the normal state (it puts back the last normal geometry
            # it knows: the projector's, set to move the window there).
            QtCore.QTimer.singleShot(0, self, lambda: self._restore_place(lectern or audience))
            return
        if self._normal is None and not window.isFullScreen():
            self._maximized = window.isMaximized()         # a small laptop's window is (app.run)
            self._normal = window.normalGeometry() if self._maximized else window.geometry()
        if audience is not None:
            put_on(window, audience, full_screen=True)
        else:
            window.showFullScreen()
        if lectern is None:
            self._hide_console()
        else:
            self._show_console(lectern)

    def _restore_place(self, fallback: QtGui.QScreen | None) -> None:
        """Back to the place saved when presenting started, if its screen is still there, else onto
        ``fallback``. The screen is set first: the room layout fits the window to ``screen()``,
        which would still name the projector until the window system reports the move."""
        window, handle = self.window, self.window.windowHandle()
        if window.presenting:                  # presenting again before this turn of the event loop
            return
        saved, self._normal = self._normal, None
        home = next((s for s in QtGui.QGuiApplication.screens()
                     if saved is not None and saved.isValid() and s.geometry().contains(saved.center())), None)
        if home is None and (fallback is None or window.screen() is fallback):
            return
        if handle is not None:
            handle.setScreen(home or fallback)
        window.setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX)   # the room layout sets it again for this screen
        if home is not None:
            window.setGeometry(saved)
        else:
            window.move(fallback.availableGeometry().topLeft())   # back where the lecturer sits
        if self._maximized:
            window.showMaximized()

    def swap(self) -> None:
        """Exchange the screens of the room's window and the console."""
        self.swapped = not self.swapped
        if self.window.presenting:
            self.show(True)

    def _show_console(self, screen: QtGui.QScreen) -> None:
        if self.console is None:
            from posviz.qt.window.presenting.console import PresenterConsole
            self.console = PresenterConsole(self.window, self)
            self.console.timer.start()       # the lecture starts now; Pause and Reset are beside it
        self.window.sentence.editor.deselect()   # typing happens on the console: no selection in the room
        put_on(self.console, screen, full_screen=False)
        self.console.raise_()
        self.console.activateWindow()        # the clicker's keys go to the lecturer's window
        self.console.setFocus(QtCore.Qt.FocusReason.ActiveWindowFocusReason)
        self.console.refresh()

    def _hide_console(self) -> None:
        if self.console is not None and self.console.isVisible():
            self.console.hide()
            if self.window.blanked:          # one window left: the lecturer must see it
                self.window.toggle_blank()

    def _on_screen_removed(self, screen: QtGui.QScreen) -> None:
        self._gone.add(screen.name())
        self._on_screens_changed()

    def _on_screens_changed(self, *_args) -> None:
        self._again.start()                  # after Qt has moved windows off a removed screen

    def _on_screens_settled(self) -> None:
        self._gone.clear()
        if self.window.presenting:
            self.show(True)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.window and event.type() == QtCore.QEvent.Type.Close and self.console is not None:
            self.console.hide()               # quitting: the console must not keep the app running
        return False
