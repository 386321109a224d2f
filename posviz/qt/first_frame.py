"""Work that waits for the window's first frame: what the first frame does not draw is done after it."""
from __future__ import annotations

from typing import Callable

from PySide6 import QtCore


class AfterFirstPaint(QtCore.QObject):
    """Calls ``then()`` once, ``delay_ms`` after ``window`` first paints, or ``fallback_ms`` after
    this is made if it never paints (a window started minimised), whichever comes first.

    With no delay the call still waits two turns of the event loop: the frame is flushed to the
    screen at the end of its paint event, and whatever that paint queued (the rest of the window's
    updates, another filter's own "painted" note) runs first.
    """

    def __init__(self, window: QtCore.QObject, then: Callable[[], object], delay_ms: int = 0,
                 fallback_ms: int | None = None) -> None:
        super().__init__(window)
        self._window, self._then, self._delay = window, then, delay_ms
        self._done = False
        window.installEventFilter(self)
        if fallback_ms is not None:
            QtCore.QTimer.singleShot(fallback_ms, self, self._call)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QtCore.QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            if self._delay:
                QtCore.QTimer.singleShot(self._delay, self, self._call)
            else:
                QtCore.QTimer.singleShot(0, self, lambda: QtCore.QTimer.singleShot(0, self, self._call))
        return False

    def _call(self) -> None:
        if not self._done:
            self._done = True
            self._window.removeEventFilter(self)
            self._then()
