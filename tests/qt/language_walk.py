"""Walk the Compare tab in one language at several zooms and list what is wrong (issue 32).

Run in its own process (the screen is fixed when Qt starts), as room_walk.py is:
``QT_QPA_PLATFORM=offscreen:configfile=screens.json python language_walk.py CODE[,CODE…] 1.0 2.0 [--shots DIR]``
prints a JSON list of problems: a text cut off or partly outside the window (room_walk's rules), the
window past the screen, and for the stand-in locale a text not in its brackets (an English string
left, or a cut one); for Arabic a sentence without Arabic letters, or a layout not mirrored where it
must be (the tab) or mirrored where it must not be (the chips, the plot).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6 import QtCore, QtWidgets

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_checks import mirroring_problems, not_arabic, not_bracketed, open_compare, shown_texts  # noqa: E402
from room_walk import clipped, fits, settle, walk_window  # noqa: E402


def wait(condition, timeout_ms: int = 20_000) -> None:
    timer = QtCore.QElapsedTimer()
    timer.start()
    while not condition():
        if timer.elapsed() > timeout_ms:
            raise TimeoutError("the comparison never came")
        QtWidgets.QApplication.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 50)


def walk(code: str, zoom: float, shots: str | None) -> list[str]:
    window = walk_window(zoom)
    panel = open_compare(window, wait)
    settle()
    problems = fits(window, window.screen().availableGeometry()) + [
        p for p in clipped(window) if _inside(p, panel)]
    texts = shown_texts(panel)
    if code in ("en_XA", "ar_XB"):
        problems += not_bracketed(texts)
    if code in ("ar", "ar_XB"):
        problems += mirroring_problems(panel)
    if code == "ar":
        problems += not_arabic(texts)
    if shots:
        window.grab().save(f"{shots}/compare_{code}_{int(zoom * 100)}.png")
    window.close()
    window.deleteLater()
    settle()
    return [f"{code} zoom {zoom:g}: {p}" for p in problems]


def _inside(problem: str, panel) -> bool:
    """Whether a problem of room_walk's is about a text of the Compare tab (the other tabs are not
    marked yet: their English words are not this walk's)."""
    shown = shown_texts(panel).values()
    return any(text[:40] and repr(text[:40]) in problem for text in shown) or "past the screen" in problem


def main(argv: list[str], walk_one=None) -> None:
    """Walk each language of ``argv`` at each zoom with ``walk_one(code, zoom, shots)`` (this tab's
    walk unless another is given) and print the problems as JSON."""
    shots = None
    if "--shots" in argv:
        at = argv.index("--shots")
        shots, argv = argv[at + 1], argv[:at] + argv[at + 2:]
    codes, zooms = argv[0].split(","), argv[1:]
    from posviz.qt import language
    from posviz.qt.window.app import application
    application()
    problems = []
    for code in codes:                   # one process for all: the screen is the same
        language.apply(code)
        problems += [p for zoom in zooms for p in (walk_one or walk)(code, float(zoom), shots)]
    print(json.dumps(problems, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1:])
