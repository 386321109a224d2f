"""Walk the Deeper ideas tab's translated views in one or more languages at several zooms (issue 32).

Run in its own process (the screen is fixed when Qt starts), as language_walk.py is:
``QT_QPA_PLATFORM=offscreen:configfile=screens.json python language_walk_deeper.py CODE[,CODE…] 1.0 2.0 [--shots DIR]``
prints a JSON list of problems: a text of a view cut off or partly outside what shows it
(room_walk's rules), the window past the screen; in the stand-in locale a text not in its brackets
(an English string left, or a cut one); in Arabic a sentence without Arabic letters, a view not
mirrored, or a matrix or formula mirrored (they read left to right, as mathematics does).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_checks import not_arabic, not_bracketed  # noqa: E402
from room_walk import clipped, fits, settle, walk_window  # noqa: E402

# The views whose every word is marked and translated (by their English titles in DEEPER_VIEWS).
DONE = ("One-hot vs row", "Shapes", "Past the table", "Relative", "RoPE", "Why order", "Conventions",
        "RoPE at long range", "What positions learned", "Context extension", "Relative buckets")
WORDS = re.compile(r"[^\W\d_]{2,}")     # a text worth checking has a word of two letters or more
LTR, RTL = QtCore.Qt.LayoutDirection.LeftToRight, QtCore.Qt.LayoutDirection.RightToLeft


def plain(text: str) -> str:
    """A label's text as the reader sees it, on one line (rich text without its tags and entities;
    one translated sentence may hold a line break, and is bracketed as a whole)."""
    if QtGui.Qt.mightBeRichText(text):
        doc = QtGui.QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    return " ".join(text.split())


def view_texts(view: QtWidgets.QWidget) -> dict[str, str]:
    """Every text a view shows in its own words (formulas, marked ``math``, are mathematics; the
    charts' spoken names are made by posviz.qt.widgets.spoken, not by the views)."""
    from posviz.qt.widgets.spoken import is_chart
    texts = {f"accessible name of {type(view).__name__}": view.accessibleName()}
    for widget in view.findChildren(QtWidgets.QWidget):
        if not widget.isVisible() or widget.property("math") or _data(widget):
            continue
        name = f"{type(view).__name__} {type(widget).__name__} {widget.objectName() or id(widget)}"
        if isinstance(widget, (QtWidgets.QLabel, QtWidgets.QAbstractButton)):
            texts[name] = plain(widget.text())
        elif isinstance(widget, QtWidgets.QGroupBox):
            texts[name] = widget.title()
        elif isinstance(widget, QtWidgets.QComboBox):
            texts[name] = plain(widget.currentText())
        elif isinstance(widget, QtWidgets.QAbstractSpinBox):
            texts[name] = plain(widget.text())
        elif isinstance(widget, QtWidgets.QHeaderView) and widget.model() is not None:
            for i in range(widget.model().columnCount()):
                texts[f"{name} column {i}"] = str(widget.model().headerData(
                    i, QtCore.Qt.Orientation.Horizontal, QtCore.Qt.ItemDataRole.DisplayRole) or "")
        if widget.accessibleName() and not is_chart(widget):
            texts[f"accessible name of {name}"] = widget.accessibleName()
    return {where: text for where, text in texts.items() if WORDS.search(text)}


def _data(widget: QtWidgets.QWidget) -> bool:
    """Whether ``widget`` shows only data (the sentence, a model's numbers and column names), in
    itself or inside a widget marked so."""
    while widget is not None:
        if widget.property("data"):
            return True
        widget = widget.parentWidget()
    return False


def mirroring(views, index: int, view) -> list[str]:
    """The view mirrors; its matrices, painted canvases and formulas do not."""
    out = [] if view.layoutDirection() == RTL else [f"{type(view).__name__} is not mirrored"]
    bar = views.tabs.tabBar()
    if not bar.tabRect(0).x() > bar.tabRect(1).x():
        out.append("the first deeper view's tab is not on the right")
    from posviz.qt.panels.deeper.matrix_cells import MatrixView
    from posviz.qt.panels.deeper.onehot_parts import LookupCanvas
    for widget in view.findChildren(QtWidgets.QWidget):
        if isinstance(widget, (MatrixView, LookupCanvas)) or widget.property("math"):
            if widget.layoutDirection() != LTR:
                out.append(f"{type(view).__name__}'s {type(widget).__name__} is mirrored (it must read left to right)")
    first = {"RelativeView": ("similarity", "shift"), "ConventionsView": ("check", "heatmap"),
             "ShapesView": ("live", "table_view"), "OneHotView": ("canvas", "table_view")}.get(type(view).__name__)
    if first and _side_by_side(*(getattr(view, name) for name in first)) and \
            not _x(getattr(view, first[0])) > _x(getattr(view, first[1])):
        out.append(f"{type(view).__name__}: the first column is not on the right")
    return out


def _side_by_side(a: QtWidgets.QWidget, b: QtWidgets.QWidget) -> bool:
    """Whether two widgets share a band of height (columns, not one stacked under the other)."""
    top_a, top_b = (w.mapTo(w.window(), QtCore.QPoint(0, 0)).y() for w in (a, b))
    return top_a < top_b + b.height() and top_b < top_a + a.height()


def _x(widget: QtWidgets.QWidget) -> int:
    return widget.mapTo(widget.window(), QtCore.QPoint(0, 0)).x()


def open_tab(window, target: str):
    """The window's tab whose view is ``target`` ("module:Class"), shown and built."""
    index = next(i for i in range(window.tabs.count()) if getattr(window.tabs.widget(i), "_target", "") == target)
    window.tabs.setCurrentIndex(index)
    return window.tabs.widget(index).ensure_built()


def word_order_mirroring(panel) -> list[str]:
    """The demo mirrors; the sentence's chips and the two Z tables read left to right."""
    out = [] if panel.layoutDirection() == RTL else ["the word-order demo is not mirrored"]
    out += [f"{w.objectName()} is mirrored (it must read left to right)"
            for w in (panel.chips, panel.left, panel.right) if w.layoutDirection() != LTR]
    if panel.reverse.isVisible() and not _x(panel.reverse) > _x(panel.swap):
        out.append("the first order button is not on the right")
    return out


def walk_word_order(window, code: str, zoom: float, shots: str | None) -> list[str]:
    """The Word order demo: its texts and, in Arabic, its directions."""
    panel = open_tab(window, "posviz.qt.panels.shuffle:ShufflePanel")
    settle()
    texts = view_texts(panel)
    found = [p for p in clipped(window) if any(t[:40] and repr(t[:40]) in p for t in texts.values())]
    if code in ("en_XA", "ar_XB"):
        found += not_bracketed(texts)
    if code == "ar":
        found += not_arabic(texts) + word_order_mirroring(panel)
    if shots:
        window.grab().save(f"{shots}/word_order_{code}_{int(zoom * 100)}.png")
    return [f"Word order: {p}" for p in found]


def open_deeper(window):
    """The Deeper ideas tab, shown and built."""
    from posviz.qt.panels.deeper.views import DeeperViews
    index = next(i for i in range(window.tabs.count())
                 if getattr(window.tabs.widget(i), "_target", "").endswith(":DeeperViews"))
    window.tabs.setCurrentIndex(index)
    views = window.tabs.widget(index).ensure_built()
    assert isinstance(views, DeeperViews)
    return views


def walk(code: str, zoom: float, shots: str | None) -> list[str]:
    from posviz.qt.panels.deeper.views import DEEPER_VIEWS
    window = walk_window(zoom)
    problems = walk_word_order(window, code, zoom, shots)
    views = open_deeper(window)
    bar = views.tabs.tabBar()
    tabs = {f"deeper tab {i}": views.tabs.tabText(i) for i in range(bar.count())}
    tabs.update({f"deeper tab tip {i}": views.tabs.tabToolTip(i) for i in range(bar.count())})
    for title in DONE:
        index = next(i for i, entry in enumerate(DEEPER_VIEWS) if entry[0] == title)
        view = views.show_view(index)
        settle()
        texts = view_texts(view) | tabs
        found = fits(window, window.screen().availableGeometry()) + [
            p for p in clipped(window) if any(t[:40] and repr(t[:40]) in p for t in view_texts(view).values())
            or any(repr(t.replace("&", "")) in p for t in tabs.values())]
        if code in ("en_XA", "ar_XB"):
            found += not_bracketed(texts)
        if code == "ar":
            found += not_arabic(texts) + mirroring(views, index, view)
        problems += [f"{title}: {p}" for p in found]
        if shots:
            window.grab().save(f"{shots}/deeper_{index + 1}_{code}_{int(zoom * 100)}.png")
    window.close()
    window.deleteLater()
    settle()
    return [f"{code} zoom {zoom:g}: {p}" for p in dict.fromkeys(problems)]


if __name__ == "__main__":
    from language_walk import main
    main(sys.argv[1:], walk)
