"""Walk the Real model tab with real models open (a learned-positions GPT-2 and a RoPE Llama, tiny
folders of the reference layouts) in one language at several zooms and list what is wrong (issue 32).

Run in its own process (the screen is fixed when Qt starts), as language_walk.py is:
``QT_QPA_PLATFORM=offscreen:configfile=screens.json python language_walk_real.py CODE[,CODE…] 1.0 2.0 [--shots DIR]``
prints a JSON list of problems: a text of the tab cut off or partly outside the window (room_walk's
rules); in the stand-in locale a line not in its brackets (an English sentence left); in Arabic a line
without Arabic letters, the tab not mirrored, or its table of rows mirrored (numbers read left to right).
The recipe's sentences are made when a folder is read, so each model is opened in the language walked.
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "model"))
import tiny_checkpoints as tc  # noqa: E402
from language_checks import not_arabic, not_bracketed  # noqa: E402
from room_walk import clipped, fits, settle, walk_window  # noqa: E402

MODELS = {"gpt2": tc.gpt2, "llama": tc.llama}


def lines(widget: QtWidgets.QWidget) -> str:
    """A label's or button's words as plain lines (a rich text's paragraphs and list items each a line)."""
    text = widget.text()
    if isinstance(widget, QtWidgets.QLabel) and QtGui.Qt.mightBeRichText(text):
        document = QtGui.QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    return text


def _words(text: str) -> str:
    """The lines of ``text`` that hold words: a line that is one name or number without a space (the
    facts' values: "GPT-2", "8", a folder's path) is the model's data, not a sentence to translate."""
    marks = "\u200e\u200f\u2066\u2067\u2068\u2069"
    return "\n".join(line for line in text.splitlines() if " " in line.strip().strip(marks))


def shown_texts(view: QtWidgets.QWidget) -> dict[str, str]:
    """Every text the tab shows in its own words (the model's name, its tokens and numbers are inside them)."""
    texts = {}
    for widget in [view, *view.findChildren(QtWidgets.QWidget)]:
        if not widget.isVisible():
            continue
        name = f"{type(widget).__name__} {widget.objectName() or id(widget)}"
        if isinstance(widget, (QtWidgets.QLabel, QtWidgets.QAbstractButton)) and widget.text().strip():
            texts[name] = _words(lines(widget))
        elif isinstance(widget, QtWidgets.QGroupBox) and widget.title().strip():
            texts[name] = widget.title()
        if widget.accessibleName():
            texts[f"accessible name of {name}"] = widget.accessibleName()
    return texts


def open_model(window, folder: Path) -> None:
    done = []
    window.models.loader.loaded.connect(lambda *_: done.append(True))
    window.models.open(folder)
    timer = QtCore.QElapsedTimer()
    timer.start()
    while not done:
        if timer.elapsed() > 30_000:
            raise TimeoutError(f"{folder.name} was never opened")
        QtWidgets.QApplication.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 50)
    window.models.loader.wait()
    settle()


def walk(code: str, zoom: float, folders: dict[str, Path], shots: str | None) -> list[str]:
    window = walk_window(zoom)
    problems = []
    for name, folder in folders.items():
        open_model(window, folder)
        window.show_tab("Real model")
        settle()
        view = window.tabs.currentWidget()
        texts = shown_texts(view)
        where = f"{code} zoom {zoom:g} {name}"
        found = fits(window, window.screen().availableGeometry()) + [
            p for p in clipped(window) if any(t[:40] and repr(t[:40]) in p for t in texts.values())]
        if code == "en_XA":
            found += not_bracketed(texts)
        if code == "ar":
            found += not_arabic(texts)
            if view.layoutDirection() != QtCore.Qt.LayoutDirection.RightToLeft:
                found.append("the tab is not mirrored")
            found += [f"{type(t).__name__} is mirrored (its numbers must read left to right)"
                      for t in view.findChildren(QtWidgets.QTableView)
                      if t.isVisible() and t.layoutDirection() != QtCore.Qt.LayoutDirection.LeftToRight]
        problems += [f"{where}: {p}" for p in found]
        if shots:
            window.grab().save(f"{shots}/real_{name}_{code}_{int(zoom * 100)}.png")
    window.close()
    window.deleteLater()
    settle()
    return problems


def main(argv: list[str]) -> None:
    from language_walk import main as walk_languages
    with tempfile.TemporaryDirectory() as tmp:
        folders = {name: make(Path(tmp) / name)[0] for name, make in MODELS.items()}
        walk_languages(argv, lambda code, zoom, shots: walk(code, zoom, folders, shots))


if __name__ == "__main__":
    main(sys.argv[1:])
