"""The status bar's sign that a large change is being encoded in the background."""
from __future__ import annotations

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context

BusyIndicatorWords = Context("BusyIndicatorWords")

SHOW_AFTER_MS = 150      # quick background encodes finish before the sign would flash up


class BusyIndicator(QtWidgets.QWidget):
    """"Encoding…" and a moving bar while the session's worker runs; the panels keep the last frame."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("busyIndicator")
        self.session = session
        self.label = QtWidgets.QLabel()
        self.bar = QtWidgets.QProgressBar(maximumWidth=120, textVisible=False)
        self.bar.setRange(0, 0)                  # indeterminate: one encode has no steps to count
        self.stop = QtWidgets.QToolButton(objectName="busyStop")
        self._name_parts()
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

    def _name_parts(self) -> None:
        self.label.setText(BusyIndicatorWords.tr("Encoding in the background; the panels show the previous state"))
        self.stop.setText(BusyIndicatorWords.tr("Stop"))
        self.stop.setToolTip(BusyIndicatorWords.tr("Stop waiting: keep the state shown and drop the encode's result"))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self._name_parts()

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
