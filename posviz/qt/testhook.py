"""A test-only hook: drive a running app from a JSON script, to test autosave across real processes.

Active only when POSVIZ_TESTING=1 and POSVIZ_TEST_HOOK names a JSON file such as::

    {"text": "the cat sat", "settings": {"scheme": "learned"}, "view": {"step": 2, "zoom": 1.5},
     "report": "/tmp/report.json", "quit": true}

Shortly after start-up it sets the sentence, settings and view options given, writes a report
(the live state and the last persistence message) and quits when asked.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6 import QtCore, QtWidgets

from posviz.lecture.state import ViewOptions

_SETTERS = {"heatmap_rows": "set_heatmap_rows", "reduce_motion": "set_reduce_motion", "zoom": "set_zoom",
            "theme": "set_theme", "colormap": "set_colormap", "step": "set_step", "focus": "set_focus"}


def install_test_hook(window) -> None:
    """Run the script named by POSVIZ_TEST_HOOK once the event loop runs (test suite only)."""
    path = os.environ.get("POSVIZ_TEST_HOOK")
    if path and os.environ.get("POSVIZ_TESTING") == "1":
        QtCore.QTimer.singleShot(0, window, lambda: run_script(window, json.loads(Path(path).read_text("utf-8"))))


def run_script(window, script: dict) -> None:
    session = window.session
    if "text" in script or "settings" in script:
        session.set_input(script.get("text", session.text), session.settings.changed(**script.get("settings", {})))
    for name, value in ViewOptions.from_dict(script.get("view", {})).__dict__.items():
        if name in script.get("view", {}):
            getattr(session, _SETTERS[name])(value)
    if "report" in script:
        from posviz.qt.lecture.persistence import capture
        report = {"slide": capture(session).to_dict(), "message": window.persistence.message,
                  "autosave_file": str(window.persistence.autosave_file)}
        Path(script["report"]).write_text(json.dumps(report), "utf-8")
    if script.get("quit"):
        window.close()
        QtWidgets.QApplication.instance().quit()
