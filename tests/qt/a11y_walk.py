"""Walking a window as a keyboard or screen-reader user does: its focusable controls, Qt's
accessibility tree (by children, as a screen reader reads it) and the Tab chain. Shared by
test_accessibility.py and the two-screen run (two_screens_run.py), which walks the presenter console."""
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest

A = QtGui.QAccessible
Key = QtCore.Qt.Key


def focusable(window):
    return [w for w in window.findChildren(QtWidgets.QWidget)
            if w.isVisible() and w.isEnabled() and w.focusPolicy() & QtCore.Qt.FocusPolicy.TabFocus
            and w.focusProxy() is None and w.window() is window]


ROLES = A.Role
NAMED_ROLES = {ROLES.PushButton, ROLES.CheckBox, ROLES.RadioButton, ROLES.ComboBox, ROLES.SpinBox, ROLES.Slider,
               ROLES.EditableText, ROLES.PageTab, ROLES.ButtonMenu, ROLES.ButtonDropDown, ROLES.Table, ROLES.List,
               ROLES.Graphic, ROLES.Chart, ROLES.Button}


def unnamed_in_tree(interface, found, depth=0):
    """Walk Qt's accessibility tree from ``interface`` (as a screen reader does, by children), collecting
    visible controls without a name. Tables' cells are the table's own (they read their values)."""
    if interface is None or not interface.isValid() or depth > 60:
        return 0
    seen = 1
    role = interface.role()
    if role in NAMED_ROLES and not interface.state().invisible and not interface.text(A.Text.Name).strip():
        obj = interface.object()
        found.append((role.name, type(obj).__name__, obj.objectName() if obj is not None else ""))
    if role in (ROLES.Table, ROLES.Cell, ROLES.Row, ROLES.ColumnHeader, ROLES.RowHeader):
        return seen
    for i in range(interface.childCount()):
        seen += unnamed_in_tree(interface.child(i), found, depth + 1)
    return seen


def tab_chain(window, start, limit=400):
    """Press Tab from ``start`` until focus comes back to it: the widgets in the order reached."""
    window.activateWindow()         # a window another test showed since may have the keys
    assert QTest.qWaitForWindowActive(window)
    start.setFocus(QtCore.Qt.FocusReason.TabFocusReason)
    QtWidgets.QApplication.processEvents()
    chain = [QtWidgets.QApplication.focusWidget()]
    for _ in range(limit):
        here = QtWidgets.QApplication.focusWidget()
        # A code editor indents with Tab and says (in its description) that Ctrl+Tab leaves it.
        leave = QtCore.Qt.KeyboardModifier.ControlModifier if "Ctrl+Tab" in here.accessibleDescription() \
            else QtCore.Qt.KeyboardModifier.NoModifier
        QTest.keyClick(window.windowHandle(), Key.Key_Tab, leave)
        focus = QtWidgets.QApplication.focusWidget()
        if focus is chain[0]:
            return chain
        chain.append(focus)
    raise AssertionError(f"Tab never came back (a trap?): last {[type(w).__name__ for w in chain[-5:]]}")
