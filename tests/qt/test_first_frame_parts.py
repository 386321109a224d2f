"""The app builds what its first frame does not draw right after that frame (issue 27's start-up), and
ends with the same window as one built at once: the same menus, the same status bar, the same dock.

Runs the real ``run()`` in a fresh process (its event loop must not run inside pytest's)."""
import json
import os
import subprocess
import sys

CODE = """
import json, os, sys
from PySide6 import QtCore, QtGui, QtWidgets
from posviz.qt.window.app import create_window, run

LATE = ["posviz.qt.window.help", "posviz.qt.window.file_actions", "posviz.qt.window.model_loader",
        "posviz.qt.lecture.notes", "posviz.qt.window.presenting.chrome", "posviz.qt.window.presenting.screens"]
seen = {}

def menu_tree(menu):
    rows = []
    for action in menu.actions():
        if action.isSeparator():
            rows.append("---")
        elif action.menu() is not None:
            rows.append([action.text(), menu_tree(action.menu())])
        else:
            rows.append([action.text(), action.shortcut().toString()])
    return rows

def widgets_in(layout):
    found = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None:
            found.append(item.widget().objectName() or type(item.widget()).__name__)
        elif item.layout() is not None:
            found += widgets_in(item.layout())
    return found

def parts(window):
    return {"menus": [[a.text(), menu_tree(a.menu())] for a in window.menuBar().actions() if a.menu()],
            "status": widgets_in(window.statusBar().layout()),     # in the order they are laid out
            "docks": [d.objectName() for d in window.findChildren(QtWidgets.QDockWidget)],
            "window_shortcuts": sorted(a.shortcut().toString() for a in window.actions() if not a.shortcut().isEmpty())}

def on_window(window):
    seen["built_before_show"] = window.built
    seen["late_loaded_before_show"] = [m for m in LATE if m in sys.modules]

    class Watch(QtCore.QObject):
        def eventFilter(self, obj, event):
            if event.type() == QtCore.QEvent.Type.Paint and "built_when_painted" not in seen:
                seen["built_when_painted"] = window.built
            return False
    window.installEventFilter(Watch(window))

    def after():
        seen["late_loaded_after"] = [m for m in LATE if m in sys.modules]
        seen["deferred"] = parts(window)
        at_once = create_window()
        at_once.resize(window.size())
        at_once.show()
        QtWidgets.QApplication.processEvents()
        seen["at_once"] = parts(at_once)
        print(json.dumps(seen), flush=True)
        os._exit(0)
    window.completed.connect(lambda: QtCore.QTimer.singleShot(0, window, after))
    QtCore.QTimer.singleShot(30000, lambda: (print(json.dumps(seen), flush=True), os._exit(0)))   # never completed

run(on_window=on_window)
"""


def start() -> dict:
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, env=os.environ, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_parts_the_first_frame_does_not_draw_come_after_it_and_make_the_same_window():
    seen = start()
    assert (seen["built_before_show"], seen["late_loaded_before_show"], seen["built_when_painted"]) == (False, [], False)
    assert len(seen["late_loaded_after"]) == 6
    deferred, at_once = seen["deferred"], seen["at_once"]
    assert deferred == at_once
    # what the comparison covers: Help's entries, the File menu's lecture and model entries, the
    # speaker notes' dock and View entry, and the welcome banner placed before the autosave warning
    menus = dict((title.replace("&", ""), tree) for title, tree in deferred["menus"])
    assert len([row for row in menus["Help"] if row != "---"]) >= 5
    assert any(row[0].replace("&", "").startswith("Open model") for row in menus["File"] if row != "---")
    assert deferred["docks"] == ["notesDock"]
    assert deferred["status"][:3] == ["busyIndicator", "welcomeBanner", "autosaveWarning"]
    assert "Ctrl+Shift+N" in deferred["window_shortcuts"]


MODEL = """
import json, os, sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from PySide6 import QtCore
from posviz.qt.window.app import run
import tiny_checkpoints as tc
folder, _ = tc.gpt2(Path({tmp!r}) / "tiny-gpt2")
seen = {{}}

def on_window(window):
    seen["built_before_show"] = window.built
    def loaded(layer):
        seen.update(layer=layer.name, built=window.built)
        print(json.dumps(seen), flush=True)
        os._exit(0)
    window.session.layerChanged.connect(loaded)
    QtCore.QTimer.singleShot(30000, lambda: (print(json.dumps(seen), flush=True), os._exit(0)))

run(model=str(folder), on_window=on_window)
"""


def test_a_model_asked_for_at_start_opens_once_the_window_is_complete(tmp_path):
    code = MODEL.format(tests=os.path.join(os.path.dirname(__file__), "..", "model"), tmp=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=os.environ, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"built_before_show": False, "layer": "tiny-gpt2 (GPT-2, real weights)", "built": True}
