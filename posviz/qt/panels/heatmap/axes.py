"""Axes for a table drawn as an image: ticks in the middle of cells, token and dimension names,
and a strip that marks the sentence's positions beside the rows."""
from __future__ import annotations

import math
from typing import Callable

from PySide6 import QtCore, QtGui

import pyqtgraph as pg

from posviz.i18n import Context
from posviz.shorten import clip

HeatmapPanelWords = Context("HeatmapPanelWords")

SENTENCE_COLOR = QtGui.QColor(130, 130, 130)   # grey bar for the sentence, text colour for the focus:
                                                # neither is a colour of the diverging maps


class CellAxis(pg.AxisItem):
    """An axis whose ticks sit at i + 0.5, the middle of cell i, labelled by ``label_of(i)``.

    Only whole cells are labelled (no "2.5"); when every cell has room, every cell is labelled.
    """

    def __init__(self, orientation: str, label_of: Callable[[int, bool], str] | None = None) -> None:
        super().__init__(orientation)
        self.enableAutoSIPrefix(False)   # cells are counted, not measured: no "(x1e6)", and no new label
        self.count = 1                   # (setHtml) on every frame of a pan or zoom
        self.pixels_per_cell = 0.0
        self.every_cell = False       # every visible cell has its own tick
        self.labelled = range(0)      # the cells labelled by label_of(i, True) when last drawn
        self._label_of = label_of or (lambda i, every: f"{i:,}")

    def tickValues(self, minVal, maxVal, size):  # noqa: N802 (pyqtgraph's name)
        low, high = sorted((minVal, maxVal))
        self.pixels_per_cell = size / max(high - low, 1e-9)
        first, last = max(math.ceil(low - 0.5), 0), min(math.floor(high - 0.5), self.count - 1)
        self.every_cell = self.pixels_per_cell >= self._room_needed() or last <= first
        self.labelled = range(first, last + 1) if self.every_cell else range(0)
        if self.every_cell:     # room for a label on every cell: one level, so pyqtgraph draws them all
            return [(1.0, [i + 0.5 for i in self.labelled])]
        levels = []
        for spacing, values in super().tickValues(low - 0.5, high - 0.5, size):
            if spacing >= 1:
                levels.append((spacing, [v + 0.5 for v in values if 0 <= v < self.count and float(v).is_integer()]))
        return levels

    def _room_needed(self) -> float:
        """Pixels a cell needs for its own label: a line of text, or the widest number across."""
        metrics = QtGui.QFontMetrics(self.style["tickFont"] or QtGui.QFont())
        if self.orientation in ("left", "right"):
            return metrics.height() * 1.15
        return metrics.horizontalAdvance(f"{self.count - 1:,}") + 12

    def tickStrings(self, values, scale, spacing):  # noqa: N802
        return [self._label_of(int(round(v - 0.5)), self.every_cell) for v in values]


class SentenceStrip(pg.AxisItem):
    """A band beside the rows: a grey bar over the sentence's positions, an arrow in the text colour
    (black on light themes, white on dark) at the focused position, and the words themselves, each
    joined by a leader line to its row, one text line apart however thin the rows are.

    The bar is at least ``MIN_BAND`` pixels tall, so a 5-token sentence stays visible among a
    million rows; words whose rows are scrolled out of view are not named.
    """

    def __init__(self) -> None:
        super().__init__("right")
        self.enableAutoSIPrefix(False)
        self.setStyle(showValues=False, tickLength=0)
        self.length = 0
        self.focus = -1
        self.words: tuple[str, ...] = ()
        self._labels_key, self._labels = None, []
        self._elided: dict[tuple[int, str], str] = {}    # a row's word as cut to the strip (for one width and font)
        self._elided_for = None
        # paint() is told the part to draw (a keystroke redraws the words it changed, not the strip)
        self.setFlag(self.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self._fit_width()

    def set_marks(self, length: int, focus: int, words=()) -> None:
        """Mark positions 0..length-1 and the focused position (-1: none), naming ``words``."""
        words = tuple(words)
        if (int(length), int(focus)) != (self.length, self.focus):
            self.length, self.focus, self.words = int(length), int(focus), words
            self.update()
        elif words != self.words:     # a keystroke: repaint only the words on screen it changed
            shown = self._shown_rows(min(len(words), len(self.words), self.length))
            changed = None if len(words) != len(self.words) else [i for i in shown if words[i] != self.words[i]]
            boxes = self._boxes_of(changed)
            self.words = words
            if boxes is None:
                self.update()
            elif boxes:
                self.update(boxes)

    def _boxes_of(self, rows: list[int] | None) -> QtCore.QRectF | None:
        """The part of the strip that names ``rows`` (their labels as last drawn, which the same view
        and font place at the same boxes); None when it is not known (then the whole strip)."""
        if rows is None or self._labels_key is None or self.linkedView() is None:
            return None
        key = self._labels_key
        if key[1:] != (self.length, self.boundingRect(), self._row_y(0.5), self._row_y(1.5), self._font().key()):
            return None
        wanted, boxes = set(rows), QtCore.QRectF()
        for i, _, box, _ in self._labels:
            if i in wanted:
                boxes = boxes.united(box)
                wanted.discard(i)
        return None if wanted else boxes

    def _shown_rows(self, count: int) -> range:
        """The rows among 0..count-1 whose words are drawn: the rows a keystroke's new words are
        compared over, without wording (eliding) any label."""
        if self.linkedView() is None:
            return range(0)
        rows = self._labelled_rows(self.boundingRect(), count, QtGui.QFontMetrics(self._font()).height())
        return range(rows[0][0], rows[-1][0] + 1) if rows else range(0)

    def _labelled_rows(self, bounds: QtCore.QRectF, count: int, line: float) -> list[tuple[int, float]]:
        """(row, y of its middle) of the rows named, one text line each: those on screen, as many as
        fit, the last line kept for "… N more" when they do not all fit."""
        rows = self._rows_on_screen(bounds, count)
        room = int(bounds.height() // line)
        return rows[:max(room - 1, 0)] if len(rows) > room else rows

    def setTickFont(self, font) -> None:  # noqa: N802 (pyqtgraph's name)
        super().setTickFont(font)
        self._fit_width()

    def _font(self) -> QtGui.QFont:
        return QtGui.QFont(self.style["tickFont"]) if self.style.get("tickFont") else QtGui.QFont()

    def _fit_width(self) -> None:
        """Room for a position and a word of ~10 letters; fixed per font, so typing lays out nothing."""
        metrics = QtGui.QFontMetrics(self._font())
        self.setWidth(WORDS_X + metrics.horizontalAdvance(LABEL_SAMPLE) + 4)

    def tickValues(self, minVal, maxVal, size):  # noqa: N802
        return []

    def _row_y(self, row: float) -> float:
        view = self.linkedView()
        return self.mapFromScene(view.mapViewToScene(QtCore.QPointF(0, row))).y()

    def _row_span(self, first: float, last: float, least: float = 3) -> tuple[float, float]:
        """Local y of the top and bottom of rows first..last (exclusive), at least ``least`` px apart."""
        top, bottom = sorted((self._row_y(first), self._row_y(last)))
        if bottom - top < least:
            middle = (top + bottom) / 2
            top, bottom = middle - least / 2, middle + least / 2
        return top, bottom

    def _rows_on_screen(self, bounds: QtCore.QRectF, count: int) -> list[tuple[int, float]]:
        """(row, y of its middle) for the rows 0..count-1 whose middles lie within ``bounds``.

        The view maps rows to pixels linearly, so two rows place them all: a keystroke in a
        2,048-token sentence maps the screenful of rows shown, not every row, through the scene.
        """
        if count <= 0:
            return []
        origin, step = self._row_y(0.5), self._row_y(1.5) - self._row_y(0.5)
        if not math.isfinite(step) or abs(step) < 1e-12:
            rows = range(count)
        else:
            ends = sorted(((bounds.top() - origin) / step, (bounds.bottom() - origin) / step))
            rows = range(min(max(math.floor(ends[0]) - 1, 0), count), min(max(math.ceil(ends[1]) + 2, 0), count))
        placed = [(i, origin + step * i) for i in rows]
        return [(i, y) for i, y in placed if bounds.top() <= y <= bounds.bottom()]

    def word_labels(self) -> list[tuple[int, str, QtCore.QRectF, float]]:
        """The words drawn: (position, text, its box in local pixels, y of its row's middle).

        Kept until the words, the marks, the strip's size, the view's rows or the font change: a
        keystroke asks before and after changing the words, and the paint asks again.
        """
        if self.linkedView() is None or not self.words:
            return []
        bounds = self.boundingRect()
        key = (self.words, self.length, bounds, self._row_y(0.5), self._row_y(1.5), self._font().key())
        if self._labels_key != key:
            self._labels_key, self._labels = key, self._word_labels(bounds)
        return list(self._labels)

    def _word_labels(self, bounds: QtCore.QRectF) -> list[tuple[int, str, QtCore.QRectF, float]]:
        font = self._font()
        metrics = QtGui.QFontMetrics(font)
        line = metrics.height()
        width = bounds.width() - WORDS_X - 2
        if self._elided_for != (int(width), font.key()) or len(self._elided) > MAX_CUT_WORDS:
            self._elided, self._elided_for = {}, (int(width), font.key())    # cut again at a new width or font
        rows = self._labelled_rows(bounds, min(len(self.words), self.length), line)
        room = int(bounds.height() // line)
        tops, previous = [], bounds.top() - line
        for _, y in rows:            # each word as near its row as the lines above allow
            previous = max(y - line / 2, previous + line)
            tops.append(previous)
        shift = max(0.0, (tops[-1] + line) - bounds.bottom()) if tops else 0.0
        labels = []
        for (i, y), top in zip(rows, tops):
            text = self._elide(metrics, i, self.words[i], int(width))
            labels.append((i, text, QtCore.QRectF(WORDS_X, top - shift, width, line), y))
        hidden = self.length - len(labels)
        if hidden > 0 and room > 0:
            top = (labels[-1][2].bottom() if labels else bounds.top())
            labels.append((-1, HeatmapPanelWords.tr("… %Ln more", None, hidden), QtCore.QRectF(WORDS_X, top, width, line), top))
        return labels

    def _elide(self, metrics: QtGui.QFontMetrics, row: int, word: str, width: int) -> str:
        """"row word" cut to ``width`` pixels; kept per row and word (for the width and font of
        :meth:`_word_labels`), so a keystroke cuts only the words it changed."""
        text = self._elided.get((row, word))
        if text is None:
            text = self._elided[row, word] = metrics.elidedText(f"{row} {clip(word)}",
                                                                QtCore.Qt.TextElideMode.ElideRight, width)
        return text

    def paint(self, p, opt, widget):
        if self.linkedView() is None or self.length <= 0:
            return
        bounds = self.boundingRect()
        p.setClipRect(bounds)
        top, bottom = self._row_span(0, self.length, MIN_BAND)
        p.fillRect(QtCore.QRectF(BAND_X, top, BAND_WIDTH, bottom - top), SENTENCE_COLOR)
        text = self.textPen().color()
        if self.focus >= 0:     # an arrow pointing at the focused row, visible however thin the row
            top, bottom = self._row_span(self.focus, self.focus + 1)
            half = max(6.0, (bottom - top) / 2)
            middle = min(max((top + bottom) / 2, bounds.top() + half), bounds.bottom() - half)   # whole arrow
            tip, base = BAND_X + BAND_WIDTH + 1, BAND_X + BAND_WIDTH + ARROW
            arrow = QtGui.QPolygonF([QtCore.QPointF(tip, middle), QtCore.QPointF(base, middle - half),
                                     QtCore.QPointF(base, middle + half)])
            p.setPen(QtCore.Qt.PenStyle.NoPen)
            p.setBrush(text)
            p.drawPolygon(arrow)
        exposed = opt.exposedRect if opt is not None and not opt.exposedRect.isEmpty() else bounds
        self._paint_words(p, text, exposed)

    def _paint_words(self, p, colour: QtGui.QColor, exposed: QtCore.QRectF) -> None:
        """The words and their leader lines, those that cross ``exposed`` (the part being redrawn)."""
        font = self._font()
        bold = QtGui.QFont(font)
        bold.setBold(True)
        p.setPen(QtGui.QPen(colour, 1))
        for i, label, box, row_y in self.word_labels():
            if i >= 0:      # a leader line from the word to its row
                start, end = QtCore.QPointF(BAND_X + BAND_WIDTH + ARROW + 1, row_y), QtCore.QPointF(WORDS_X - 2, box.center().y())
                if exposed.intersects(QtCore.QRectF(start, end).normalized().adjusted(-1, -1, 1, 1)):
                    p.drawLine(start, end)
            if exposed.intersects(box):
                p.setFont(bold if i == self.focus else font)
                p.drawText(box, int(QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignVCenter), label)


BAND_X, BAND_WIDTH, ARROW = 2, 12, 12     # pixels: the sentence band, then the focus arrow
MIN_BAND = 8                               # the band's least height (a few rows among a million)
WORDS_X = BAND_X + BAND_WIDTH + ARROW + 14   # the words start here, after their leader lines
LABEL_SAMPLE = "00 abcdefghij"              # the width kept for a word label
MAX_CUT_WORDS = 500                          # cut words kept: a few screenfuls of rows
