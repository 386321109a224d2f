"""A call made once from the event loop, before the window's next repaint."""
from __future__ import annotations

from PySide6 import QtCore


class PostedCall(QtCore.QObject):
    """Calls ``call()`` once from the event loop after :meth:`start` (again only after it ran).

    A posted event, not a zero timer: posted events run before the window's repaint (Qt posts it at
    low priority), timers after it. A keystroke's echo in the editor and the panels' answer to the
    edit are then painted in one pass, not two; keys arriving together still give one call.
    """

    KIND = QtCore.QEvent.Type(QtCore.QEvent.registerEventType())

    def __init__(self, call, parent: QtCore.QObject) -> None:
        super().__init__(parent)
        self._call, self._posted = call, False

    def start(self) -> None:
        if not self._posted:
            self._posted = True
            QtCore.QCoreApplication.postEvent(self, QtCore.QEvent(self.KIND))

    def stop(self) -> None:
        self._posted = False          # the event still comes, and does nothing

    def isActive(self) -> bool:  # noqa: N802 (QTimer's name)
        return self._posted

    def event(self, event: QtCore.QEvent) -> bool:
        if event.type() == self.KIND:
            if self._posted:
                self._posted = False
                self._call()
                self._deliver_before_repaint()
            return True
        return super().event(event)

    @staticmethod
    def _deliver_before_repaint() -> None:
        """What the call queued for the coming repaint (queued signals, e.g. a graphics scene's
        "changed"; layout requests) is delivered now: events posted while Qt delivers posted events
        wait for its next round, after the repaint already queued, and were drawn in a second pass."""
        for kind in (QtCore.QEvent.Type.MetaCall, QtCore.QEvent.Type.LayoutRequest):
            QtCore.QCoreApplication.sendPostedEvents(None, kind.value)
