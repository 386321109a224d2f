"""What a chart shows, in words and numbers, for screen readers (accessible descriptions).

A picture's description is made from the same numbers the picture is drawn from (a row of the
frame, the caption computed from the model), never typed by hand, and is set again whenever the
picture changes. Plain functions over numpy arrays and text, plus one helper that reads a view's
visible captions.
"""
from __future__ import annotations

import numpy as np
from PySide6 import QtGui, QtWidgets

from posviz.i18n import Context, isolate, number

Spoken = Context("Spoken")

# Widgets that are controls or text, never pictures, even when posviz paints them.
CONTROLS = (QtWidgets.QAbstractButton, QtWidgets.QAbstractScrollArea, QtWidgets.QLabel, QtWidgets.QAbstractSpinBox,
            QtWidgets.QLineEdit, QtWidgets.QToolBar, QtWidgets.QGroupBox, QtWidgets.QAbstractSlider,
            QtWidgets.QComboBox, QtWidgets.QTabBar)
SPOKEN_VALUES = 12      # a row is read out up to this many values, then "… and N more"


def numbers(values: np.ndarray, limit: int = SPOKEN_VALUES) -> str:
    """``values`` (shape (n,)) as '0.8415, 0.5403, …', four significant digits, at most ``limit`` of them."""
    values = np.asarray(values, dtype=np.float64).ravel()
    shown = ", ".join(_number(v) for v in values[:limit])
    if values.size <= limit:
        return shown
    return Spoken.tr("{values}, … and %Ln more", None, values.size - limit).format(values=shown)


def _number(value: float) -> str:
    if np.isnan(value):
        return Spoken.tr("not a number")
    if np.isinf(value):
        return Spoken.tr("infinity") if value > 0 else Spoken.tr("minus infinity")
    return f"{value:.4g}".replace("-", "−")


def quoted(text: str, limit: int = 24) -> str:
    """A token's text, quoted and cut, control characters made visible."""
    text = "".join(ch if ch.isprintable() else "\N{REPLACEMENT CHARACTER}" for ch in text[:limit + 1])
    return f"“{text if len(text) <= limit else text[:limit - 1] + '…'}”"


def focused_row(frame, focus: int, rows: np.ndarray, what: str = "row") -> str:
    """'Focused row, position 1 (“dog”): 0.8415, …' for row ``focus`` of ``rows`` ((L, d)), or why none is
    (``what`` is kept for the callers: a row is what every table here reads out)."""
    if frame.length == 0:
        return Spoken.tr("No sentence: no row is focused.")
    if not 0 <= focus < min(frame.length, rows.shape[0]):
        return Spoken.tr("The focused token, at position {position}, is not among the %Ln rows shown.", None,
                         rows.shape[0]).format(position=number(focus))
    return Spoken.tr("Focused row, position {position} ({word}): {values}.").format(
        position=number(focus), word=isolate(quoted(frame.tokens[focus].text)), values=isolate(numbers(rows[focus])))


def plain(text: str) -> str:
    """Rich or plain label text as words, without markup."""
    if "<" not in text:
        return " ".join(text.split())
    document = QtGui.QTextDocument()
    document.setHtml(text)
    return " ".join(document.toPlainText().split())


def visible_captions(view: QtWidgets.QWidget, limit: int = 1200) -> str:
    """The words of the labels ``view`` shows now, in order, cut at ``limit`` characters."""
    parts = []
    for label in view.findChildren(QtWidgets.QLabel):
        # A label that names a control ("Pairing:") says nothing about the picture.
        if label.isVisibleTo(view) and label.text() and not label.buddy() and not label.text().rstrip().endswith(":"):
            words = plain(label.text())
            if words and words not in parts:
                parts.append(words)
    text = " ".join(parts)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def is_chart(widget: QtWidgets.QWidget) -> bool:
    """A picture: a pyqtgraph view, or a posviz widget that paints itself (not a button or text field)."""
    import pyqtgraph as pg
    if isinstance(widget, pg.GraphicsView):
        return True
    painted = any(kind.__module__.startswith("posviz.") and "paintEvent" in vars(kind) for kind in type(widget).__mro__)
    return painted and not isinstance(widget, CONTROLS)


def chart_title(chart: QtWidgets.QWidget) -> str:
    """A plot's own title, else 'y against x' from its axis labels ("" when it has neither)."""
    import pyqtgraph as pg
    if not isinstance(chart, pg.PlotWidget):     # a layout of plots (the heatmap) has no one title
        return ""
    item = chart.getPlotItem()
    title = plain(item.titleLabel.text or "")
    if title:
        return title
    axes = [plain(item.getAxis(side).labelText or "") for side in ("left", "bottom")]
    return Spoken.tr("{y} against {x}").format(y=axes[0], x=axes[1]) if all(axes) else ""


def describe_charts(view: QtWidgets.QWidget) -> None:
    """Give every chart in ``view`` a name (its own, its title, else the view's) and, as its
    description, what the view's captions say now (they are computed from the numbers drawn)."""
    captions = visible_captions(view)
    for chart in view.findChildren(QtWidgets.QWidget):
        if not is_chart(chart):
            continue
        if not chart.accessibleName():
            chart.setAccessibleName(chart_title(chart) or Spoken.tr("{view}: picture").format(view=view.accessibleName()))
        if chart.property("describesItself") is not True:
            chart.setAccessibleDescription(f"{chart.accessibleName()}. {captions}")


def reordered_rows(tokens, perm: np.ndarray, changed: np.ndarray, limit: int = SPOKEN_VALUES) -> str:
    """What the reordered Z of the word-order demo shows: which rows moved and which numbers differ.

    Parameters
    ----------
    tokens : sequence of Token
        The reordered sentence's tokens (row i is ``tokens[i]``).
    perm : ndarray, shape (L,)
        Row i holds the token from position ``perm[i]`` of the sentence as typed.
    changed : ndarray, shape (L, d), bool
        Cells that differ from the cell beside them in the typed sentence's table, row i against
        row i (the framed ones).
    """
    perm = np.asarray(perm)
    moved = np.flatnonzero(perm != np.arange(len(perm)))
    text = Spoken.tr("{moved} of %Ln tokens moved", None, len(perm)).format(moved=number(len(moved)))
    if len(moved):
        each = [Spoken.tr("row {row} {token} from position {position}").format(
            row=number(int(i)), token=isolate(quoted(tokens[i].text)), position=number(int(perm[i])))
            for i in moved[:limit]]
        if len(moved) > limit:
            each.append(Spoken.tr("… and %Ln more", None, len(moved) - limit))
        text = Spoken.tr("{moved}: {each}").format(moved=text, each="; ".join(each))
    count = int(changed.sum())
    if not count:
        return Spoken.tr("{moved}. Not one number differs from the number beside it in the table on the left.").format(
            moved=text)
    rows = np.flatnonzero(changed.any(axis=1))
    listed = [number(int(r)) for r in rows[:limit]]
    if len(rows) > limit:
        listed.append(Spoken.tr("… and %Ln more", None, len(rows) - limit))
    return Spoken.tr("{moved}. {count} of {cells} numbers differ from the number beside them in the table on the "
                     "left (framed), in %Ln rows: {listed}.", None, len(rows)).format(
        moved=text, count=number(count), cells=number(changed.size), listed=", ".join(listed))
