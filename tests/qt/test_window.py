"""The window builds on the toy model without a display."""
from posviz.qt import create_window


def test_create_window(qtbot):
    window = create_window("the dog bit the man")
    qtbot.addWidget(window)
    assert window.windowTitle().startswith("posviz")
    assert window.session.frame.ids.tolist() == [0, 2, 6, 0, 4]
