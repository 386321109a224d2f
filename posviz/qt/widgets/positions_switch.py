"""Every "Positions on" box, shown the same way from the settings (one scheme control, issue 25)."""
from __future__ import annotations

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context
from posviz.model.settings import positions_switch

PositionsSwitch = Context("PositionsSwitch")


def positions_tip() -> str:
    return PositionsSwitch.tr("Add the position vectors to the token rows (off: Z is the token rows alone)")


def nothing_to_add_tip() -> str:
    return PositionsSwitch.tr("Nothing to switch: this scheme gives the words no positions")


def show_positions_switch(box: QtWidgets.QCheckBox, settings, real_layer) -> None:
    """Tick, grey and explain one "Positions on" box from the settings, without it writing back."""
    ticked, enabled = positions_switch(settings, real_layer)
    with QtCore.QSignalBlocker(box):
        box.setChecked(ticked)
    box.setEnabled(enabled)
    box.setToolTip(positions_tip() if enabled else nothing_to_add_tip())


class _Follower(QtCore.QObject):
    """Shows one box from the session's settings; a child of the box, so it goes with it."""

    def __init__(self, box: QtWidgets.QCheckBox, session) -> None:
        super().__init__(box)
        self.box, self.session = box, session
        session.settingsChanged.connect(self.show)
        session.layerChanged.connect(self.show)        # a model without position vectors greys it
        box.installEventFilter(self)                   # its tip in a new language
        self.show()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.show()
        return False

    def show(self, *_) -> None:
        show_positions_switch(self.box, self.session.settings, self.session.real_model)


def follow_positions_switch(box: QtWidgets.QCheckBox, session) -> None:
    """Keep ``box`` (another "Positions on" than the tool bar's) shown as the session's one switch."""
    _Follower(box, session)
