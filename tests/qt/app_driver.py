"""Drive the real app from a JSON script, to test autosave and restore across real processes.

    python tests/qt/app_driver.py SCRIPT.json [posviz options, e.g. --sentence "the dog"]

starts posviz as the ``posviz`` command does (restoring the autosave and preferences), through the
app's ``on_window`` seam. Once the event loop runs it applies the script, e.g.::

    {"text": "the cat sat", "settings": {"scheme": "learned"}, "view": {"step": 2, "zoom": 1.5},
     "report": "/tmp/report.json", "quit": true}

sets the sentence, settings and view options given, writes a report (the live state and the last
persistence message) and quits when asked.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6 import QtCore, QtWidgets

from posviz.cli.command import build_parser
from posviz.lecture.state import ViewOptions
from posviz.qt.lecture.slides import capture
from posviz.qt.window.app import run

SETTERS = {"heatmap_rows": "set_heatmap_rows", "reduce_motion": "set_reduce_motion", "zoom": "set_zoom",
           "theme": "set_theme", "colormap": "set_colormap", "step": "set_step", "focus": "set_focus"}


def run_script(window, script: dict) -> None:
    """Apply ``script`` to ``window`` (see the module's docstring)."""
    session = window.session
    if "text" in script or "settings" in script:
        session.set_input(script.get("text", session.text), session.settings.changed(**script.get("settings", {})))
    view = script.get("view", {})
    for name, value in ViewOptions.from_dict(view).__dict__.items():
        if name in view:
            getattr(session, SETTERS[name])(value)
    if "report" in script:
        report = {"slide": capture(session).to_dict(), "message": window.persistence.message,
                  "autosave_file": str(window.persistence.autosave_file)}
        Path(script["report"]).write_text(json.dumps(report), "utf-8")
    if script.get("quit"):
        window.close()
        QtWidgets.QApplication.instance().quit()


def main(argv: list[str]) -> int:
    script = json.loads(Path(argv[0]).read_text("utf-8"))
    args = build_parser().parse_args(argv[1:])

    def drive(window) -> None:
        QtCore.QTimer.singleShot(0, window, lambda: run_script(window, script))
    return run(sentence=args.sentence, model=args.model, on_window=drive)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
