"""A short table that fills its panel: rows stretched over the view, numbers grown with the cells.

Used where a table is the subject (a walkthrough step whose panel is that table, a slide figure):
five rows of Z at their usual height left three quarters of the panel empty, and stretched rows
around small numbers looked empty too (issue 25). The headers keep their text size.

:class:`ColumnHeader` is a wide table's column header sized on a few of its labels: Qt sizes a
header on up to 200 sections, asking five roles of each, and when E and Z got 8,192 columns (d_model
changed) that was ~3,500 Python calls on the GUI thread. A column header needs only its height, and
every column label is one line in the header's font, so a few labels give the same height.
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

CELL_TEXT = 0.4             # the numbers: this part of a cell's height, as far as the widest one fits
MAX_FILL_ROWS = 24          # more rows than this are read by scrolling, not stretched
MAX_FILL_COLUMNS = 32       # wider tables scroll sideways (a real model's 768 columns): left as they are
Stretch = QtWidgets.QHeaderView.ResizeMode.Stretch
SAMPLE = 8      # sections measured at each end; the rest are one-line labels like these


def cell_text_pixels(table: QtWidgets.QTableView, font: QtGui.QFont) -> int:
    """The pixel size at which the table's numbers fill :data:`CELL_TEXT` of a cell's height and the
    widest one (bold: the focused row is drawn bold) fits the narrowest column, never smaller than
    the font has now."""
    model = table.model()
    now = font.pixelSize() if font.pixelSize() > 0 else QtGui.QFontInfo(font).pixelSize()
    if not model.rowCount() or not model.columnCount():
        return now
    height = min(table.rowHeight(r) for r in range(model.rowCount()))
    width = min(table.columnWidth(c) for c in range(model.columnCount()))
    texts = [str(model.index(r, c).data() or "") for r in range(model.rowCount()) for c in range(model.columnCount())]
    bold = QtGui.QFont(font)
    bold.setBold(True)
    widest = max(QtGui.QFontMetricsF(bold).horizontalAdvance(t) for t in texts) or 1.0
    by_width = now * 0.85 * width / widest
    by_height = now * CELL_TEXT * height / QtGui.QFontMetricsF(font).height()
    return max(now, int(min(by_width, by_height)))


def _pinned(font: QtGui.QFont) -> QtGui.QFont:
    """``font`` with its size set on purpose, so that a larger font of the table does not reach it."""
    pinned = QtGui.QFont(font)
    if font.pixelSize() > 0:
        pinned.setPixelSize(font.pixelSize())
    else:
        pinned.setPointSizeF(font.pointSizeF())
    return pinned


def fillable(table: QtWidgets.QTableView) -> bool:
    """Whether ``table`` is small enough to stretch (1 to :data:`MAX_FILL_ROWS` rows, at most
    :data:`MAX_FILL_COLUMNS` columns)."""
    model = table.model()
    return 0 < model.rowCount() <= MAX_FILL_ROWS and 0 < model.columnCount() <= MAX_FILL_COLUMNS


class CellFill(QtCore.QObject):
    """Turns filling on and off for one table, and follows its size while on.

    Parameters
    ----------
    table : QTableView
    """

    def __init__(self, table: QtWidgets.QTableView) -> None:
        super().__init__(table)
        self.table = table
        self.on = False
        self._saved = None
        self._fitting = False
        # Measured again once the stretched sections have their new sizes (a header lays them out on
        # a timer of its own, after the viewport's resize): new rows, a new size.
        self._later = QtCore.QTimer(self, singleShot=True, interval=0)
        self._later.timeout.connect(self.fit)
        table.model().modelReset.connect(self._later.start)
        table.verticalHeader().sectionResized.connect(lambda *_: self.on and self._later.start())
        QtWidgets.QApplication.instance().fontChanged.connect(self._on_zoom)

    def _on_zoom(self, *_) -> None:
        """The zoom changed the application's font: measure again from the new one."""
        if self.on:
            self.set_on(False)
            self.set_on(True)

    def set_on(self, on: bool) -> None:
        if on == self.on:
            return
        self.on = on
        table, columns, rows = self.table, self.table.horizontalHeader(), self.table.verticalHeader()
        if on:
            self._saved = {w: (QtGui.QFont(w.font()), w.testAttribute(QtCore.Qt.WidgetAttribute.WA_SetFont))
                           for w in (table, columns, rows)}
            self._modes = (columns.sectionResizeMode(0) if table.model().columnCount() else None,
                           rows.sectionResizeMode(0) if table.model().rowCount() else None)
            for header in (columns, rows):
                header.setFont(_pinned(header.font()))              # the headers keep their size
            table.viewport().installEventFilter(self)
            self.fit()
        else:
            table.viewport().removeEventFilter(self)
            for widget, (font, own) in self._saved.items():
                widget.setFont(font if own else QtGui.QFont())       # an empty font: inherit again
            for header, mode in zip((columns, rows), self._modes):
                if mode is not None:
                    header.setSectionResizeMode(mode)
            for row in range(rows.count()):           # stretched sections keep their size: back to the rows' own
                rows.resizeSection(row, rows.defaultSectionSize())

    def fit(self) -> None:
        """Stretch the rows (when few enough) and size the numbers to the cells."""
        if not self.on or self._fitting:
            return
        self._fitting = True
        try:
            table = self.table
            if not fillable(table):          # a long sentence: its rows at their height, scrolled
                rows = table.verticalHeader()
                if self._modes[1] is not None and rows.sectionResizeMode(0) == Stretch:
                    rows.setSectionResizeMode(self._modes[1])
                    for row in range(rows.count()):
                        rows.resizeSection(row, rows.defaultSectionSize())
                table.setFont(self._saved[table][0])
                return
            table.horizontalHeader().setSectionResizeMode(Stretch)
            table.verticalHeader().setSectionResizeMode(Stretch)
            font = QtGui.QFont(table.font())
            pixels = cell_text_pixels(table, self._saved[table][0])
            if pixels != font.pixelSize():
                font.setPixelSize(pixels)
                table.setFont(font)
        finally:
            self._fitting = False

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QtCore.QEvent.Type.Resize:
            self._later.start()
        return False


def stretch_for_slide(table: QtWidgets.QTableView) -> None:
    """A table built for a slide figure fills it: its columns stretched, and its rows when they are
    few (at most :data:`MAX_FILL_ROWS`; more are left at their height, as on screen)."""
    table.horizontalHeader().setSectionResizeMode(Stretch)
    if table.model().rowCount() <= MAX_FILL_ROWS:
        table.verticalHeader().setSectionResizeMode(Stretch)


def fit_slide_text(table: QtWidgets.QTableView) -> None:
    """Grow a slide table's numbers with its stretched cells (:func:`cell_text_pixels`), as far as the
    widest number fits its column; the headers keep the slide's text size (a 1024 × 768 slide of Z had
    150 px tall cells around 19 px numbers). Call it once the figure is laid out."""
    rows = table.verticalHeader()
    if not 0 < table.model().rowCount() <= MAX_FILL_ROWS or rows.sectionResizeMode(0) != Stretch:
        return
    for header in (table.horizontalHeader(), rows):
        header.setFont(QtGui.QFont(header.font()))      # set on purpose: the table's larger font stops here
    font = QtGui.QFont(table.font())
    font.setPixelSize(cell_text_pixels(table, font))
    table.setFont(font)


class ColumnHeader(QtWidgets.QHeaderView):
    """A horizontal header whose size hint measures its first and last ``SAMPLE`` shown sections."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(QtCore.Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)        # as QTableView's own header
        self.setHighlightSections(True)

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 (Qt's name)
        count = self.count()
        if count <= 2 * SAMPLE:
            return super().sizeHint()
        hint = QtCore.QSize(0, 0)
        for section in sampled_sections(count, self.isSectionHidden):
            hint = hint.expandedTo(self.sectionSizeFromContents(section))
        return hint


def sampled_sections(count: int, hidden) -> list[int]:
    """The first and last ``SAMPLE`` sections ``hidden(section)`` does not hide, each once.

    Parameters
    ----------
    count : int
        How many sections the header has.
    hidden : callable
        ``hidden(section) -> bool``.
    """
    first = []
    for section in range(count):
        if len(first) == SAMPLE:
            break
        if not hidden(section):
            first.append(section)
    last = []
    for section in range(count - 1, (first[-1] if first else -1), -1):
        if len(last) == SAMPLE:
            break
        if not hidden(section):
            last.append(section)
    return first + last[::-1]
