"""The compare view: counts and notes, each model's recipe, aligned chips, row norms, the chosen character.

Renders a :class:`posviz.lessons.compare.Comparison` (and draws the PNG of ``posviz export
compare``); it computes nothing but where to draw. Captions and accessible descriptions come from
:mod:`posviz.lessons.compare_captions` and the comparison's arrays.
"""
from __future__ import annotations

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets
import pyqtgraph as pg

from posviz.i18n import Context, number, shown as in_language
from posviz.lessons.compare_captions import chosen_captions, count_captions, word_captions
from posviz.qt.panels.compare.chips import SpanChips
from posviz.qt.widgets import plot_style
from posviz.qt.widgets.safe_text import plain_label
from posviz.qt.widgets.spoken import numbers, quoted

MODEL_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")     # Okabe-Ito: colour-blind safe
PLOT_LINES = 12
CompareTab = Context("CompareTab")        # the tab's words (panel.py and view.py)
LEFT_TO_RIGHT = QtCore.Qt.LayoutDirection.LeftToRight


def token_x(model) -> np.ndarray:
    """Where each token sits along the sentence: its span's middle; added tokens just outside, shape (L,)."""
    middle = model.spans.mean(axis=1).astype(np.float64)
    inside = np.flatnonzero(~model.special)
    if inside.size:
        middle[model.special & (np.arange(model.count) < inside[0])] = -1.0
        middle[model.special & (np.arange(model.count) > inside[-1])] = model.spans[inside, 1].max() + 1.0
    return middle


def _text() -> QtWidgets.QLabel:
    label = plain_label(QtWidgets.QLabel())        # model names and tokens come from files
    label.setWordWrap(True)
    label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _spoken_tokens(model) -> str:
    """What a screen reader says of ``model``'s chips: its count and its first 24 tokens with ids."""
    tokens = CompareTab.tr(", ", "list separator").join(
        f"{quoted(label)} {number(int(i))}" for label, i in zip(model.labels[:24], model.ids[:24].tolist()))
    return CompareTab.tr("{model}: %Ln tokens: {tokens}.", None, model.count).format(model=model.name, tokens=tokens)


class _NormPlot(pg.PlotWidget):
    def restyle(self) -> None:
        """The theme's colours and the zoomed font (the tab is built after the window styled its plots)."""
        palette, font = self.palette(), self.font()
        text = palette.color(QtGui.QPalette.ColorRole.WindowText)
        self.setBackground(plot_style.base_colour(self))
        for axis in plot_style.axes_of(self.getPlotItem()):
            plot_style.style_axis(axis, font, text)
        legend = self.plotItem.legend
        if legend is not None:
            legend.setLabelTextColor(text)
            legend.setLabelTextSize(f"{font.pointSizeF():g}pt")

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        built = self.__dict__.get("plotItem") is not None        # Qt calls this during construction too
        if built and event.type() in (QtCore.QEvent.Type.PaletteChange, QtCore.QEvent.Type.FontChange):
            self.restyle()

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 - grows with the zoom
        return QtCore.QSize(120, PLOT_LINES * self.fontMetrics().lineSpacing())

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802
        return self.minimumSizeHint()


class CompareView(QtWidgets.QWidget):
    """Draws one comparison; :meth:`show_comparison` and :meth:`set_char` are its only inputs.

    Signals
    -------
    charChosen(int)
        A token chip was clicked (its first character).
    """

    charChosen = QtCore.Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.comparison, self.char = None, 0
        self.counts, self.recipes, self.chosen = (_text() for _ in range(3))
        self.chips = SpanChips(self)
        self.chips.charChosen.connect(self.charChosen)
        self.plot = _NormPlot(self)
        for drawing in (self.chips, self.plot, self.plot.plotItem):   # the sentence and the axes run left to right
            drawing.setLayoutDirection(LEFT_TO_RIGHT)                       # in every language (the scene's items too)
        self.plot.setMouseEnabled(False, False)
        self.plot.showGrid(x=True, y=True, alpha=0.2)
        self.legend = self.plot.addLegend(offset=(-10, 10))
        self.legend.setLayoutDirection(LEFT_TO_RIGHT)          # a floating item: the plot's direction misses it
        self.plot.restyle()
        self.marker = pg.InfiniteLine(angle=90, pen=pg.mkPen("#888888", style=QtCore.Qt.PenStyle.DashLine))
        self.plot.addItem(self.marker)
        self._name_parts()
        layout = QtWidgets.QVBoxLayout(self)
        for widget in (self.chips, self.chosen, self.recipes, self.counts, self.plot):   # the chips first: the point
            layout.addWidget(widget)
        layout.addStretch(1)

    def _name_parts(self) -> None:
        """The names and axis titles in the current language."""
        self.chips.setAccessibleName(CompareTab.tr("Tokens of each model, aligned by the characters they cover"))
        self.plot.setAccessibleName(CompareTab.tr("Length of each row block 1 receives, along the sentence"))
        self.plot.setLabel("bottom", CompareTab.tr("character of the sentence (middle of each token)"))
        self.plot.setLabel("left", CompareTab.tr("row length ‖x‖"))

    def retranslate(self) -> None:
        """Draw every word again in the current language (the comparison's numbers are kept)."""
        self._name_parts()
        if self.comparison is not None:
            self.show_comparison(self.comparison, self.char)

    def show_comparison(self, comparison, char: int) -> None:
        """Draw ``comparison`` with character ``char`` chosen."""
        self.comparison = comparison
        self.counts.setText("\n".join(count_captions(comparison)))
        notes = [in_language(note) for m in comparison.models for note in m.notes]     # made in the language now on
        lines = [m.recipe for m in comparison.models] + notes
        self.recipes.setText("\n".join(lines))
        self.chips.set_comparison(comparison, char)
        self.chips.setAccessibleDescription(" ".join(_spoken_tokens(m) for m in comparison.models))
        self._plot_norms()
        self.set_char(char)

    def set_char(self, char: int) -> None:
        """Mark character ``char``: its token in each model, and the start of that token's row."""
        self.char = char
        if self.comparison is None:
            return
        self.chips.set_char(char)
        self.marker.setValue(char + 0.5)
        lines = word_captions(self.comparison, char) + chosen_captions(self.comparison, char, numbers)
        self.chosen.setText("\n".join(lines))

    def _plot_norms(self) -> None:
        for item in list(self.plot.listDataItems()):
            self.plot.removeItem(item)
        self.legend.clear()
        spoken = []
        for colour, model in zip(MODEL_COLOURS, self.comparison.models):
            if not model.count:
                continue
            self.plot.plot(token_x(model), np.asarray(model.norms), name=model.name, pen=pg.mkPen(colour, width=2),
                           symbol="o", symbolSize=6, symbolBrush=colour, symbolPen=None)
            spoken.append(CompareTab.tr("{model}: row lengths {values}.").format(model=model.name,
                                                                                  values=numbers(model.norms)))
        self.plot.setAccessibleDescription(" ".join(spoken))
