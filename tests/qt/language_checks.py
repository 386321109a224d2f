"""Shared by the language tests and walks: open the Compare tab on the toy model, and judge its texts.

A text of the stand-in locale is "bracketed" when each of its lines starts with ``[`` and ends with
``]`` (the right-to-left marks of the mirrored stand-in aside): an English line is an unmarked
string; a line whose ``]`` is missing was cut. Model names, tokens and numbers are data, drawn by
the chips and the plot's legend, and are not texts of the user interface.
"""
from __future__ import annotations

import re

from PySide6 import QtCore, QtWidgets

from posviz.i18n.pseudo import CLOSE, OPEN, RLM

ARABIC = re.compile("[\u0600-\u06ff]")


def open_compare(window, wait) -> QtWidgets.QWidget:
    """Show the Compare tab with the toy model added; ``wait(condition)`` spins the event loop until true."""
    from posviz.qt.panels.compare.panel import ComparePanel
    index = next(i for i in range(window.tabs.count())
                 if getattr(window.tabs.widget(i), "_target", "").endswith(":ComparePanel"))
    window.tabs.setCurrentIndex(index)
    panel = window.tabs.widget(index).ensure_built()
    assert isinstance(panel, ComparePanel)
    panel.add("toy")
    wait(lambda: panel.view.comparison is not None)
    panel.worker.wait()
    QtWidgets.QApplication.processEvents()
    return panel


def shown_texts(panel) -> dict[str, str]:
    """Every text the Compare tab shows in its own words, by where it is shown."""
    texts = {}
    for widget in panel.findChildren(QtWidgets.QWidget):
        if not widget.isVisible():
            continue
        name = f"{type(widget).__name__} {widget.objectName() or id(widget)}"
        if isinstance(widget, (QtWidgets.QLabel, QtWidgets.QAbstractButton)) and widget.text().strip():
            texts[name] = widget.text()
        elif isinstance(widget, QtWidgets.QComboBox):
            texts[name] = widget.currentText()
        elif isinstance(widget, QtWidgets.QAbstractSpinBox):
            texts[name] = widget.text()
    for side in ("bottom", "left"):
        texts[f"plot axis {side}"] = panel.view.plot.getAxis(side).labelText
    for widget in (panel.view.chips, panel.view.plot, panel.recent, panel.char_spin):
        texts[f"accessible name of {type(widget).__name__}"] = widget.accessibleName()
    return texts


def _line_bracketed(line: str) -> bool:
    line = line.strip().strip(RLM + "\u2068\u2069")
    return line.startswith(OPEN) and line.endswith(CLOSE)


def not_bracketed(texts: dict[str, str]) -> list[str]:
    """The texts with a line that is not in the stand-in locale's brackets."""
    return [f"{where}: {text!r}" for where, text in texts.items()
            if not all(_line_bracketed(line) for line in text.splitlines() if line.strip())]


def not_arabic(texts: dict[str, str]) -> list[str]:
    """The texts with a line that has no Arabic letter (an English sentence left)."""
    return [f"{where}: {text!r}" for where, text in texts.items()
            if not all(ARABIC.search(line) for line in text.splitlines() if line.strip())]


def mirroring_problems(panel) -> list[str]:
    """The layout is mirrored but the sentence's chips and the plot still run left to right."""
    ltr, rtl = QtCore.Qt.LayoutDirection.LeftToRight, QtCore.Qt.LayoutDirection.RightToLeft
    out = []
    if panel.layoutDirection() != rtl:
        out.append("the tab is not mirrored")
    if not panel.toy_button.x() > panel.folder_button.x():
        out.append("the first button is not on the right")
    for widget in (panel.view.chips, panel.view.plot):
        if widget.layoutDirection() != ltr:
            out.append(f"{type(widget).__name__} is mirrored (it must read left to right)")
    plot = panel.view.plot
    if not plot.getAxis("left").geometry().right() <= plot.plotItem.vb.geometry().left() + 1:
        out.append("the plot's value axis is not on its left")
    for sample, label in panel.view.legend.items:
        if not sample.scenePos().x() < label.scenePos().x():
            out.append("the legend's line is not before the model's name")
    return out
