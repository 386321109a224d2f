"""Token chips of up to four models, one row per model, aligned by character span and wrapped.

The sentence is cut into cells at every token boundary of every model; a cell is as wide as the
widest share any model's chip needs of it, so a token's chip spans exactly the cells of its
characters and the same stretch of text lines up in every row. Lines wrap only where no model's
token runs across. Special tokens the model adds ([CLS], <s>, [SEP]) sit in a column before or
after the sentence. Painting only: the numbers come from :class:`posviz.lessons.compare.Comparison`.
"""
from __future__ import annotations

from bisect import bisect_left

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import number

CHIP_CHARS = 14                   # a longer label is elided
PAD = 6
UNKNOWN_TINT = QtGui.QColor(230, 159, 0)      # Okabe-Ito orange, mixed into the theme's base colour


def _groups(model) -> tuple[list[int], list[int], list[int]]:
    """The token indices of ``model`` before the sentence, in it, and after it (specials around it)."""
    inside = [i for i in range(model.count) if not model.special[i]]
    first, last = (inside[0], inside[-1]) if inside else (model.count, model.count)
    before = [i for i in range(model.count) if model.special[i] and i < first]
    after = [i for i in range(model.count) if model.special[i] and i > last]
    return before, inside, after


def same_span(model, inside: list[int]) -> dict[tuple[int, int], list[int]]:
    """The sentence's tokens of ``model`` grouped by span: the bytes of one "€" share a character."""
    groups: dict[tuple[int, int], list[int]] = {}
    for i in inside:
        groups.setdefault(tuple(model.spans[i].tolist()), []).append(i)
    return groups


def cells(comparison) -> list[int]:
    """Every character boundary where some model's token starts or ends, sorted."""
    bounds = {0, len(comparison.text)}
    for model in comparison.models:
        for start, end in model.spans.tolist():
            if end > start:
                bounds.update((start, end))
    return sorted(bounds)


def spanned(bounds: list[int], start: int, end: int) -> range:
    """Indices k of the cells [bounds[k], bounds[k + 1]) inside ``[start, end)`` (bounds sorted)."""
    return range(bisect_left(bounds, start), bisect_left(bounds, end))


def breakable(comparison, bounds: list[int]) -> set[int]:
    """Boundaries no model's token runs across: a line may wrap there."""
    inside = set()
    for model in comparison.models:
        for start, end in model.spans.tolist():
            inside.update(bounds[k] for k in spanned(bounds, start, end)[1:])
    return set(bounds) - inside


class SpanChips(QtWidgets.QWidget):
    """The chips; :meth:`set_comparison` draws a new comparison, :meth:`set_char` marks a character.

    Signals
    -------
    charChosen(int)
        A chip was clicked: the first character of its token.
    """

    charChosen = QtCore.Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Preferred)
        self.comparison, self.char = None, -1
        self._boxes: list[tuple[QtCore.QRectF, int, int]] = []     # rect, model, token
        self._forget()
        self.setMouseTracking(False)

    def set_comparison(self, comparison, char: int) -> None:
        self.comparison, self.char = comparison, char
        self._forget()
        self._relayout()

    def _forget(self) -> None:
        """Drop the measured chips and cells (a new comparison, or a new font)."""
        self._chip_widths: dict = {}
        self._columns_made = None
        self._bounds = cells(self.comparison) if self.comparison is not None else [0]

    def set_char(self, char: int) -> None:
        self.char = char
        self.update()

    # --- geometry -------------------------------------------------------------------------------
    def _label(self, model, index: int) -> str:
        label = model.labels[index]
        return label if len(label) <= CHIP_CHARS else label[:CHIP_CHARS - 1] + "…"

    def _chip_width(self, model, index: int) -> float:
        key = (id(model), index)
        if key not in self._chip_widths:
            self._chip_widths[key] = self._measure(model, index)
        return self._chip_widths[key]

    def _measure(self, model, index: int) -> float:
        metrics = self.fontMetrics()
        text = max(metrics.horizontalAdvance(self._label(model, index)),
                   metrics.horizontalAdvance(number(int(model.ids[index]))))
        return text + 2 * PAD

    def _name_width(self) -> float:
        return max((self.fontMetrics().horizontalAdvance(m.name) for m in self.comparison.models), default=0) + 2 * PAD

    def _widths(self, bounds: list[int]) -> tuple[dict, float, float]:
        """Width of each cell (keyed by its start), of the column before and the one after."""
        widths = {b: 0.0 for b in bounds[:-1]}
        before = after = 0.0
        for model in self.comparison.models:
            head, inside, tail = _groups(model)
            before = max(before, sum(self._chip_width(model, i) for i in head))
            after = max(after, sum(self._chip_width(model, i) for i in tail))
            for (start, end), indices in same_span(model, inside).items():
                need = sum(self._chip_width(model, i) for i in indices)
                for k in spanned(bounds, start, end):     # shared by the span's characters
                    b = bounds[k]
                    widths[b] = max(widths[b], need * (bounds[k + 1] - b) / (end - start))
        return widths, before, after

    def _row_height(self) -> int:
        return 2 * self.fontMetrics().lineSpacing() + PAD

    def _columns(self) -> list[tuple[str, int, float]]:
        """("before"|"cell"|"after", cell start, width) in reading order (kept until the comparison
        or the font changes: a resize only wraps them again)."""
        if self._columns_made is None:
            self._columns_made = self._make_columns()
        return self._columns_made

    def _make_columns(self) -> list[tuple[str, int, float]]:
        bounds = self._bounds
        widths, before, after = self._widths(bounds)
        columns = [("before", -1, before)] if before else []
        columns += [("cell", b, widths[b]) for b in bounds[:-1] if widths[b] > 0]
        return columns + ([("after", len(self.comparison.text), after)] if after else [])

    def _lines(self, width: float) -> list[list[tuple[str, int, float]]]:
        """The columns wrapped to ``width`` at boundaries no token runs across."""
        columns = self._columns()
        free = breakable(self.comparison, self._bounds)
        lines: list = []
        line, used = [], 0.0
        group: list = []
        for column in columns:
            if column[0] != "cell" or column[1] in free:
                line, used = self._place(lines, line, used, group, width)
                group = []
            group.append(column)
        self._place(lines, line, used, group, width)
        return [line for line in lines if line]

    @staticmethod
    def _place(lines: list, line: list, used: float, group: list, width: float) -> tuple[list, float]:
        """Add ``group`` (columns that must stay together) to ``line``, or start a new line for it."""
        if not group:
            return line, used
        size = sum(c[2] for c in group)
        if not lines or (line and used + size > width):
            line, used = [], 0.0
            lines.append(line)
        line.extend(group)
        return line, used + size

    def _relayout(self) -> None:
        self._boxes = []
        if self.comparison is None or not self.comparison.models:
            self.setMinimumHeight(0)
            self.update()
            return
        left = self._name_width()
        rows = len(self.comparison.models)
        row_h, gap = self._row_height(), self.fontMetrics().lineSpacing() // 2
        y = 0.0
        for line in self._lines(max(self.width() - left, 1)):
            xs, x = {}, left
            for kind, start, width in line:
                xs[(kind, start)] = (x, width)
                x += width
            self._place_chips(line, xs, y, row_h)
            y += rows * row_h + gap
        self.setMinimumHeight(int(y) + 1)
        self.update()

    def _place_chips(self, line: list, xs: dict, y: float, row_h: int) -> None:
        bounds = self._bounds
        for m, model in enumerate(self.comparison.models):
            head, inside, tail = _groups(model)
            for kind, indices in (("before", head), ("after", tail)):
                key = (kind, -1 if kind == "before" else len(self.comparison.text))
                if key in xs:
                    x = xs[key][0]
                    for i in indices:
                        w = self._chip_width(model, i)
                        self._boxes.append((QtCore.QRectF(x, y + m * row_h, w, row_h - 2), m, i))
                        x += w
            for (start, end), indices in same_span(model, inside).items():
                shown = [xs[("cell", bounds[k])] for k in spanned(bounds, start, end) if ("cell", bounds[k]) in xs]
                if not shown:
                    continue
                x0, x1 = shown[0][0], shown[-1][0] + shown[-1][1]
                step = (x1 - x0) / len(indices)
                for k, i in enumerate(indices):
                    self._boxes.append((QtCore.QRectF(x0 + k * step, y + m * row_h, step, row_h - 2), m, i))

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.FontChange:
            self._forget()
            self._relayout()

    # --- painting -------------------------------------------------------------------------------
    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802
        if self.comparison is None:
            return
        painter = QtGui.QPainter(self)
        palette = self.palette()
        line = self.fontMetrics().lineSpacing()
        names_done = set()
        for rect, m, i in self._boxes:
            model = self.comparison.models[m]
            if (m, rect.top()) not in names_done:          # the model's name at the start of each line
                names_done.add((m, rect.top()))
                painter.setPen(palette.color(QtGui.QPalette.ColorRole.WindowText))
                painter.drawText(QtCore.QRectF(0, rect.top(), self._name_width() - PAD, rect.height()),
                                 QtCore.Qt.AlignmentFlag.AlignVCenter | QtCore.Qt.AlignmentFlag.AlignLeft, model.name)
            chosen = model.spans[i][0] <= self.char < model.spans[i][1]
            painter.setBrush(self._fill(model, i, chosen))
            painter.setPen(QtGui.QPen(palette.color(QtGui.QPalette.ColorRole.Highlight if chosen
                                                    else QtGui.QPalette.ColorRole.Mid), 2 if chosen else 1))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
            painter.setPen(palette.color(QtGui.QPalette.ColorRole.HighlightedText if chosen
                                         else QtGui.QPalette.ColorRole.Text))
            top = QtCore.QRectF(rect.left(), rect.top() + PAD / 2, rect.width(), line)
            painter.drawText(top, QtCore.Qt.AlignmentFlag.AlignCenter, self._label(model, i))
            painter.drawText(top.translated(0, line), QtCore.Qt.AlignmentFlag.AlignCenter, number(int(model.ids[i])))
        painter.end()

    def _fill(self, model, index: int, chosen: bool) -> QtGui.QColor:
        palette = self.palette()
        if chosen:
            return palette.color(QtGui.QPalette.ColorRole.Highlight)
        if model.unknown[index]:
            base = palette.color(QtGui.QPalette.ColorRole.Base)
            return QtGui.QColor(*(int(0.55 * a + 0.45 * b) for a, b in zip(base.getRgb()[:3], UNKNOWN_TINT.getRgb()[:3])))
        if model.byte_pieces[index] or model.special[index]:
            return palette.color(QtGui.QPalette.ColorRole.AlternateBase)
        return palette.color(QtGui.QPalette.ColorRole.Base)

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802
        for rect, m, i in self._boxes:
            if rect.contains(event.position()):
                start = int(self.comparison.models[m].spans[i][0])
                if not self.comparison.models[m].special[i]:
                    self.charChosen.emit(start)
                return
