"""Spin boxes read numbers in the user's locale; an ambiguous separator is refused, never reread (issue 26).

Under a comma-decimal locale (de_DE, tr_TR) "0,5" is 0.5 (refused by the base's range, not taken as
5) and "2,5" is 2.5; "0.5" there, or "0,5" under C, is refused with a message and the value in
force stays. Whole-number boxes take no separator at all ("1,6" is not 16).
"""
from __future__ import annotations

import pytest
from PySide6 import QtCore, QtWidgets
from PySide6.QtTest import QTest

from posviz.qt import create_window
from posviz.qt.widgets import number_locale

BASE = 10000.0


@pytest.fixture
def localised(qtbot, request):
    old = QtCore.QLocale()
    QtCore.QLocale.setDefault(QtCore.QLocale(request.param))
    window = create_window("the dog bit the man")
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()
    window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    QtCore.QLocale.setDefault(old)


def type_into(window, name: str, text: str):
    box = window.findChild(QtWidgets.QAbstractSpinBox, name)
    guard = QtWidgets.QApplication.instance().findChild(number_locale.NumberLocaleGuard)
    guard.watch(None, box)          # what focusing the box does (test_the_focused_box_is_watched); on a
    box.selectAll()                 # small screen the controls bar has the box in its overflow menu
    QTest.keyClicks(box, text)
    QTest.keyClick(box, QtCore.Qt.Key.Key_Return)
    QtCore.QCoreApplication.processEvents()
    return box


@pytest.mark.parametrize("localised", ["de_DE", "tr_TR"], indirect=True)
def test_a_comma_is_the_decimal_separator_under_a_comma_locale(localised):
    session = localised.session
    assert session.settings.base == BASE
    type_into(localised, "baseSpin", "0,5")
    assert session.settings.base == BASE and "0.5" in session.message        # refused as 0.5, never 5
    type_into(localised, "baseSpin", "2,5")
    assert session.settings.base == 2.5
    box = type_into(localised, "baseSpin", "0.5")
    assert session.settings.base == 2.5 and box.text() == "2,5"
    assert session.message == ("Numbers here are written with “,” as the decimal separator (for example 0,5); "
                               "“.” was not typed, so nothing was read differently from what you meant.")


@pytest.mark.parametrize("localised", ["C"], indirect=True)
def test_a_comma_under_a_point_locale_is_refused(localised):
    session = localised.session
    type_into(localised, "baseSpin", "0,5")
    assert session.settings.base == BASE
    assert session.message.startswith("Numbers here are written with “.” as the decimal separator")
    type_into(localised, "baseSpin", "2.5")
    assert session.settings.base == 2.5
    d_model = session.settings.d_model
    type_into(localised, "dModelSpin", "1,6")
    assert session.settings.d_model == d_model
    assert session.message == "This box takes whole numbers without separators: “,” was not typed."


def test_the_focused_box_is_watched(qtbot):
    window = create_window("the dog")
    window.show()
    qtbot.waitExposed(window)
    box = QtWidgets.QDoubleSpinBox()
    qtbot.addWidget(box)
    box.show()
    box.activateWindow()
    qtbot.waitUntil(lambda: QtWidgets.QApplication.activeWindow() is box)
    assert not box.property(number_locale.WATCHED)
    box.setFocus()
    qtbot.waitUntil(lambda: bool(box.property(number_locale.WATCHED)))
    window.close()
    window.deleteLater()
