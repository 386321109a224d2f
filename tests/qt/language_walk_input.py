"""Walk the Input layer tab (its pages and every walkthrough step, then out of the walkthrough) in one
language at several zooms and list what is wrong (issue 32, the main view's area).

Run in its own process (the screen is fixed when Qt starts), as language_walk.py is:
``QT_QPA_PLATFORM=offscreen:configfile=screens.json python language_walk_input.py CODE[,CODE…] 1.0 2.0 [--shots DIR]``
prints a JSON list of problems: a text of the tab cut off or partly outside the window (room_walk's
rules), the window past the screen; in the stand-in locale a text not in its brackets (an English
string left, or a cut one); in Arabic a text without Arabic letters, a layout not mirrored where it
must be (the tab, the bars) or mirrored where it must not be (the chips, E, Z, the addition, the heatmap).
"""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6 import QtCore, QtWidgets

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_checks import not_arabic, not_bracketed  # noqa: E402
from room_walk import STEPS, clipped, fits, settle, walk_window  # noqa: E402

LTR, RTL = QtCore.Qt.LayoutDirection.LeftToRight, QtCore.Qt.LayoutDirection.RightToLeft


def parts(window) -> list[QtWidgets.QWidget]:
    """The widgets of this area: the walkthrough's bar, the sentence, the Input layer page, the pager, the
    tool bar's own controls (not the actions other areas put on it) and the busy sign."""
    controls = window.controls
    own = [controls.start_button, controls.scheme, controls.positions, controls.d_model, controls.base,
           controls.rows, *controls.labels.values()]
    return [window.walkthrough, window.sentence, window.tabs.widget(0), window.room.pager, *own]


def _text(widget) -> str | None:
    if isinstance(widget, QtWidgets.QGroupBox):
        return widget.title()
    if isinstance(widget, (QtWidgets.QLabel, QtWidgets.QAbstractButton)):
        return widget.text()
    if isinstance(widget, QtWidgets.QComboBox):
        return widget.currentText()
    return None


def shown_texts(window) -> dict[str, str]:
    """Every text this area shows in its own words, by where it is shown (the sentence's own words,
    the chips, the matrices' labels and numbers are data, not texts of the interface)."""
    texts: dict[str, str] = {}
    data = {window.sentence.chips_scroll, window.sentence.editor}
    for root in parts(window):
        for widget in [root, *root.findChildren(QtWidgets.QWidget)]:
            if not widget.isVisible() or any(widget is d or d.isAncestorOf(widget) for d in data):
                continue
            text = _text(widget)
            if isinstance(widget, QtWidgets.QAbstractSpinBox) or text is None or len(text.strip()) < 2:
                continue                      # "Z" on the pager: a name in mathematics, not a word
            if isinstance(widget, QtWidgets.QToolButton) and widget.objectName().startswith("addition"):
                continue                      # ◀ ▶ page arrows: signs, not words
            texts[f"{type(widget).__name__} {widget.objectName() or id(widget)}"] = text
    texts.update(painted_texts(window))
    return texts


def painted_texts(window) -> dict[str, str]:
    """Words drawn rather than held by a widget: the addition's lane titles, the heatmap's axis titles,
    the sentence's placeholder, and the names a screen reader reads."""
    texts = {}
    addition, heatmap, sentence = window.addition, window.heatmap, window.sentence
    if addition.isVisible() and window.session.frame.length:
        texts.update({f"addition lane {i}": t for i, t in enumerate(addition._titles[1:], 1)})
    if heatmap.isVisible() and heatmap.stack.currentWidget() is heatmap.view:
        texts.update({f"heatmap axis {side}": heatmap.plot.getAxis(side).labelText for side in ("left", "bottom")})
    texts["placeholder"] = sentence.editor.placeholderText()
    for widget in (sentence, sentence.editor, sentence.presets, sentence.chips_scroll, window.table,
                   window.table.view, window.matrix, window.matrix.view, addition, addition.canvas, heatmap,
                   heatmap.view, window.controls.scheme, window.controls.d_model, window.walkthrough):
        texts[f"accessible name of {type(widget).__name__} {widget.objectName()}"] = widget.accessibleName()
    return texts


def mirroring_problems(window) -> list[str]:
    """The window is mirrored, but the chips, E, Z, the addition and the heatmap run left to right."""
    out = []
    if window.tabs.widget(0).layoutDirection() != RTL:
        out.append("the Input layer page is not mirrored")
    bar = window.walkthrough
    if bar.isVisible() and not bar.previous.x() > bar.next.x():
        out.append("the walkthrough's Back button is not on the right of Next")
    controls = window.controls
    if not controls.labels[controls.scheme].x() > controls.scheme.x():
        out.append("the scheme's label is not on the right of its box")
    mathematics = {"token chips": window.sentence.chips_scroll, "E": window.table.view, "Z": window.matrix.view,
                   "E's one-hot strip": window.table.one_hot, "E's row strip": window.table.dense,
                   "the addition": window.addition.canvas, "the heatmap": window.heatmap.view}
    for name, widget in mathematics.items():
        if widget.layoutDirection() != LTR:
            out.append(f"{name} is mirrored (it must read left to right)")
    if window.heatmap.plot.layoutDirection() != LTR:
        out.append("the heatmap's plot item is mirrored")
    chips = window.sentence.chips
    if len(chips) > 1 and not chips[0].x() < chips[1].x():
        out.append("the first token's chip is not on the left")
    return out


def _ours(problem: str, texts: dict[str, str]) -> bool:
    """Whether one of room_walk's problems is about a text of this area (other areas' bars are theirs)."""
    return any(text[:40] and repr(text[:40]) in problem for text in texts.values()) or "past the screen" in problem


def cut_boxes(window) -> list[str]:
    """Combo boxes of this area narrower than their entry (room_walk looks at labels and buttons only)."""
    boxes = [box for root in parts(window) for box in [root, *root.findChildren(QtWidgets.QComboBox)]
             if isinstance(box, QtWidgets.QComboBox) and box.isVisible()]
    return [f"combo box {box.currentText()!r}: {box.width()} px < {box.sizeHint().width()}" for box in boxes
            if box.width() + 1 < box.sizeHint().width()]


def check(window, code: str, where: str) -> list[str]:
    settle()
    texts = shown_texts(window)
    problems = fits(window, window.screen().availableGeometry()) + [p for p in clipped(window) if _ours(p, texts)]
    problems += cut_boxes(window)
    if code in ("en_XA", "ar_XB"):
        problems += not_bracketed(texts)
    if code in ("ar", "ar_XB"):
        problems += mirroring_problems(window)
    if code == "ar":
        problems += not_arabic(texts)
    return [f"{where}: {p}" for p in problems]


def walk(code: str, zoom: float, shots: str | None) -> list[str]:
    window = walk_window(zoom)
    problems: list[str] = []

    def visit(where: str) -> None:
        problems.extend(check(window, code, where))
        if shots:
            window.grab().save(f"{shots}/input_{code}_{int(zoom * 100)}_{where.replace(' ', '_')}.png")

    pages = window.room.pager.pages if window.room.per_page < 4 else [None]
    for i in range(len(pages)):
        window.room.show_page(i)
        visit(f"page {i + 1}")
    for step in range(STEPS):
        window.session.set_step(step)
        visit(f"step {step + 1}")
    window.session.set_step(-1)
    window.room.show_page(0)
    visit("after the walkthrough")
    window.close()
    window.deleteLater()
    settle()
    return [f"{code} zoom {zoom:g}, {p}" for p in problems]


if __name__ == "__main__":
    from language_walk import main
    main(sys.argv[1:], walk)
