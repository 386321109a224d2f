"""The focus ring is told of every focus change in the application: a change whose new object is not a
widget (a destroyed widget's stale wrapper reached the slot once in CI as a QWidgetItem) marks nothing
and raises nothing."""
from PySide6 import QtWidgets

from posviz.qt.window.focus_ring import FocusRing


def test_a_focus_change_to_something_that_is_no_widget_marks_nothing(qtbot):
    window = QtWidgets.QWidget()
    qtbot.addWidget(window)
    ring = FocusRing(window)
    button = QtWidgets.QPushButton("a", window)
    ring._on_focus_changed(None, button)
    assert ring.target is button
    stale = QtWidgets.QWidgetItem(button)
    ring._on_focus_changed(button, stale)
    assert ring.target is None
