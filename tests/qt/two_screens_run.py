"""Presentation mode on two offscreen screens, driven as a lecturer would; prints one JSON line.

Run by tests/qt/test_presenter_console.py in its own process, with
QT_QPA_PLATFORM=offscreen:configfile=<a laptop at 0,0 and a projector to its right>. The last part
pulls the projector out by giving the offscreen platform a new list of screens (its own runtime
reconfiguration: Qt hears screenRemoved as from a real platform). The process ends with os._exit
after printing: the result is out, and Qt's clean-up is not what is tested here.
"""
import ctypes
import json
import os
import sys
import time
from pathlib import Path

import numpy as np
import PySide6
import shiboken6
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest

from a11y_walk import focusable, tab_chain, unnamed_in_tree
from posviz.model import toy_model
from posviz.qt import create_window
from posviz.qt.window.walkthrough import STEPS

Key = QtCore.Qt.Key
app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
out: dict = {}


def spin(rounds: int = 30) -> None:
    for _ in range(rounds):
        app.processEvents()
        QtCore.QThread.msleep(2)


def activate(window: QtWidgets.QWidget) -> None:
    """Make ``window`` the active one (it arrives as a window-system event: waited for, however
    loaded the machine)."""
    window.activateWindow()
    deadline = time.monotonic() + 10
    while app.activeWindow() is not window and time.monotonic() < deadline:
        spin(1)


def press(window: QtWidgets.QWidget, key) -> None:
    """A key from the keyboard (or clicker) while ``window`` is the active one."""
    activate(window)
    QTest.keyClick(window.windowHandle(), key)
    spin()


def where(widget: QtWidgets.QWidget) -> dict:
    geometry = widget.geometry()
    return {"screen": widget.screen().name(), "visible": widget.isVisible(), "full": widget.isFullScreen(),
            "geometry": [geometry.x(), geometry.y(), geometry.width(), geometry.height()]}


def table(view) -> list:
    model = view.model()
    return [[float(model.data(model.index(r, c))) for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def set_screens(screens: list) -> None:
    """Tell the offscreen platform its screens are now ``screens`` (its own runtime reconfiguration,
    reached through its native interface: a screen left out is removed as a platform removes one)."""
    lib = Path(PySide6.__file__).parent / "Qt" / "lib"
    gui, core = ctypes.CDLL(str(lib / "libQt6Gui.so.6")), ctypes.CDLL(str(lib / "libQt6Core.so.6"))
    interface_of = gui._ZN15QGuiApplication23platformNativeInterfaceEv
    interface_of.restype = ctypes.c_void_p
    interface = interface_of()
    # The slot of nativeResourceForIntegration in the vtable, found by its address in the base class's
    base = ctypes.cast(ctypes.cast(gui._ZTV24QPlatformNativeInterface, ctypes.c_void_p).value + 16,
                       ctypes.POINTER(ctypes.c_void_p))
    wanted = ctypes.cast(gui._ZN24QPlatformNativeInterface28nativeResourceForIntegrationERK10QByteArray,
                         ctypes.c_void_p).value
    slot = next(i for i in range(64) if base[i] == wanted)
    own = ctypes.cast(ctypes.cast(interface, ctypes.POINTER(ctypes.c_void_p))[0], ctypes.POINTER(ctypes.c_void_p))
    resource = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)(own[slot])
    name = QtCore.QByteArray(b"setConfiguration")
    set_configuration = resource(interface, shiboken6.getCppPointer(name)[0])
    assert set_configuration, "this offscreen platform cannot be reconfigured"
    document = QtCore.QJsonDocument.fromJson(QtCore.QByteArray(json.dumps({"screens": screens}).encode()))
    as_object = core._ZNK13QJsonDocument6objectEv          # QJsonObject returned through a hidden pointer
    as_object.argtypes, as_object.restype = [ctypes.c_void_p, ctypes.c_void_p], None
    config = ctypes.create_string_buffer(64)
    as_object(config, shiboken6.getCppPointer(document)[0])
    ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)(set_configuration)(ctypes.addressof(config), interface)


window = create_window()
window.persistence.disable()
session = window.session
session.background = False
session.set_reduce_motion(True)
window.show()
spin()
out["before"] = where(window)
window.set_presenting(True)
spin(60)
console = window.stage.console
out["start"] = {"audience": where(window), "console": where(console),
                "console_active": app.activeWindow() is console}

# The clicker: Right in the console, then Right in the room's window; both windows follow.
press(console, Key.Key_Right)
out["after_console_key"] = {"step": session.step, "console": console.title.text(),
                            "audience": window.walkthrough.title.text(), "audience_bar": window.walkthrough.isVisible()}
press(window, Key.Key_PageDown)
out["after_audience_key"] = {"step": session.step, "console": console.title.text(),
                             "audience": window.walkthrough.title.text(), "notes": console.notes.text()}
out["steps"] = [step.title for step in STEPS]
clicks = []                          # every clicker key, in either window; each moves the one session
for target, key in ((console, Key.Key_Left), (console, Key.Key_Space), (window, Key.Key_PageUp),
                    (window, Key.Key_Space), (console, Key.Key_PageUp), (console, Key.Key_PageDown),
                    (window, Key.Key_Left), (window, Key.Key_Right)):
    press(target, key)
    clicks.append([session.step, console.title.text() == window.walkthrough.title.text() == STEPS[session.step].title])
out["clicks"] = clicks

# Blank from the console: the room's window only.
press(console, Key.Key_B)
QtCore.QThread.msleep(250)
spin()
picture = console.room.picture()
out["blank"] = {"audience": window.blanked, "cover": window.blank.geometry() == window.rect(),
                "console_grab_centre": hex(console.grab().toImage().pixel(console.width() // 2, console.height() // 3)),
                "console_visible": console.centralWidget().isVisible(), "button": console.blank_button.text(),
                "room_title": console.room_box.title(),
                "room_centre": hex(picture.pixel(picture.width() // 2, picture.height() // 2)) if not picture.isNull() else None}
press(console, Key.Key_Right)          # any key brings the room back and does nothing else
out["unblank"] = {"audience": window.blanked, "step": session.step, "button": console.blank_button.text(),
                  "room_title": console.room_box.title()}
press(window, Key.Key_Period)          # blanked from the room's window: the console says so
out["blank_from_room"] = {"audience": window.blanked, "button": console.blank_button.text()}
press(window, Key.Key_Period)

# Typing in the console: held there until Enter (the room sees the result, not the typing), then
# encoded once, and the room's panels show it.
encodes = []
original = type(session.layer).encode
type(session.layer).encode = lambda self, text, *a, **k: (encodes.append(text), original(self, text, *a, **k))[1]
activate(console)
editor = console.sentence.editor
QTest.mouseClick(editor, QtCore.Qt.MouseButton.LeftButton)
spin()
editor.selectAll()
for character in "a small cat chased the child":      # a pass of the event loop after each keystroke
    QTest.keyClick(editor, character)
    spin(2)
spin()
out["held"] = {"text": session.text, "room_editor": window.sentence.editor.text(), "encodes": len(encodes),
               "console_editor": editor.text(), "note": console.held.isVisible(), "step": session.step,
               "blanked": window.blanked}
QTest.keyClick(editor, Key.Key_Return)          # shows it, and gives the keys back to the clicker
spin()
type(session.layer).encode = original
expected = toy_model().encode("a small cat chased the child")
out["typed"] = {"text": session.text, "room_editor": window.sentence.editor.text(),
                "z_shown": table(window.matrix.view), "z_expected": np.round(expected.z, 2).tolist(),
                "ids_label": window.findChild(QtWidgets.QLabel, "tokenIds").text(),
                "encodes": encodes, "note": console.held.isVisible()}
press(console, Key.Key_Right)
out["after_typing_key"] = {"step": session.step}
QTest.mouseClick(editor, QtCore.Qt.MouseButton.LeftButton)     # Esc puts back the room's sentence
spin()
QTest.keyClicks(editor, " again")
spin()
QTest.keyClick(editor, Key.Key_Escape)
spin()
out["escaped"] = {"text": session.text, "console_editor": editor.text(), "note": console.held.isVisible()}

# Swap screens, and back.
console.findChild(QtWidgets.QPushButton, "swapScreens").click()
spin(60)
out["swapped"] = {"audience": where(window), "console": where(console)}
console.findChild(QtWidgets.QPushButton, "swapScreens").click()
spin(60)
out["swapped_back"] = {"audience": where(window), "console": where(console)}

# Unplug the projector mid-lecture, then plug it in again (Linux: the Qt libraries are read by name).
LAPTOP_SCREEN, PROJECTOR_SCREEN = (json.loads(os.environ[name]) for name in ("POSVIZ_LAPTOP_SCREEN",
                                                                              "POSVIZ_PROJECTOR_SCREEN"))
if sys.platform.startswith("linux"):
    press(console, Key.Key_B)
    before = {"step": session.step, "text": session.text, "focus": session.focus}
    set_screens([LAPTOP_SCREEN])
    spin(80)
    after = {"step": session.step, "text": session.text, "focus": session.focus}
    out["unplugged"] = {"screens": [s.name() for s in app.screens()], "audience": where(window),
                        "console": console.isVisible(), "presenting": window.presenting, "blanked": window.blanked,
                        "before": before, "after": after, "z_shown": table(window.matrix.view),
                        "z_expected": np.round(session.frame.z, 2).tolist(),
                        "laptop": [0, 0, 1366, 768]}
    press(window, Key.Key_Right)
    out["unplugged_key"] = {"step": session.step, "title": window.walkthrough.title.text()}
    set_screens([LAPTOP_SCREEN, PROJECTOR_SCREEN])
    spin(80)
    out["plugged"] = {"audience": where(window), "console": where(console), "step": session.step,
                      "text": session.text, "timer_running": console.timer.stopwatch.running}

# The console walked as a screen reader and a keyboard user walk it (as test_accessibility walks the
# room's window): every control named in Qt's accessibility tree, Tab reaching each of them and coming
# back, and each one looking different with the keys than without.
activate(console)
unnamed: list = []
interfaces = unnamed_in_tree(QtGui.QAccessible.queryAccessibleInterface(console), unnamed)
chain = tab_chain(console, console.sentence.editor)
blind = []
for before, widget in zip(chain, chain[1:] + chain[:1]):
    if widget is console:          # the console itself: where a click on nothing leaves the keys
        continue
    before.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
    spin(2)
    press(console, Key.Key_Tab)                                    # as a keyboard user reaches it
    area = QtCore.QRect(widget.mapTo(console, QtCore.QPoint(0, 0)), widget.size()).adjusted(-6, -6, 6, 6)
    focused = console.grab(area).toImage() if app.focusWidget() is widget else None
    console.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)      # the keys back to the clicker
    spin(2)
    if focused is None or focused == console.grab(area).toImage():
        blind.append([type(widget).__name__, widget.objectName()])
out["console_access"] = {
    "interfaces": interfaces, "unnamed": unnamed,
    "chain": [[type(w).__name__, QtGui.QAccessible.queryAccessibleInterface(w).text(QtGui.QAccessible.Text.Name)]
              for w in chain],
    "unique": len(chain) == len(set(map(id, chain))), "others": [type(w).__name__ for w in chain if w.window() is not console],
    "missing": [[type(w).__name__, w.objectName()] for w in focusable(console)
                if w not in chain and not any(w.isAncestorOf(c) for c in chain)],
    "blind": blind, "room": [console.room.accessibleName(), console.room.accessibleDescription()],
    "where": console.where.text(), "title": console.title.text()}

# Stop presenting from the console: one normal window, back on the laptop.
console.findChild(QtWidgets.QPushButton, "stopPresenting").click()
spin(60)
out["stopped"] = {"audience": where(window), "console": console.isVisible(), "presenting": window.presenting,
                  "menus": window.menuBar().isVisible()}

print(json.dumps(out))
sys.stdout.flush()
os._exit(0)
