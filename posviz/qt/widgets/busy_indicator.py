"""The status bar's sign that a large change is being encoded in the background."""
from __future__ import annotations

from PySide6 import QtCore, QtWidgets

SHOW_AFTER_MS = 150      # quick background encodes finish before the sign would flash up


class BusyIndicator(QtWidgets.QWidget):
    """"Encoding…" and a moving bar while the session's worker runs; the panels keep the last frame."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("busyIndicator")
        self.session = session
        self.label = QtWidgets.QLabel("Encoding in the background; the panels show the previous state")
        self.bar = QtWidgets.QProgressBar(maximumWidth=120, textVisible=False)
        self.bar.setRange(0, 0)                  # indeterminate: one encode has no steps to count
        self.stop = QtWidgets.QToolButton(text="Stop", objectName="busyStop")
        self.stop.setToolTip("Stop waiting: keep the state shown and drop the encode's result")
        self.stop.clicked.connect(session.cancel)
        layout = QtWidgets.QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.stop)
        self._delay = QtCore.QTimer(self, singleShot=True, interval=SHOW_AFTER_MS)
        self._delay.timeout.connect(self._show_if_busy)
        session.busyChanged.connect(self._on_busy_changed)
        self.hide()

    def _on_busy_changed(self, busy: bool) -> None:
        if busy:
            self._delay.start()
        else:
            self._delay.stop()
            self.hide()

    def _show_if_busy(self) -> None:
        if self.session.busy:
            self.bar.setVisible(not self.session.reduce_motion)
            self.show()
