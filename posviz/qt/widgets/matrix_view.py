"""The view side of a matrix table: the cell painter, column widths and row labels.

:func:`make_matrix_view` builds a QTableView over a fresh
:class:`~posviz.qt.widgets.matrix_model.MatrixTableModel` with all three.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt.widgets.cell_fill import ColumnHeader
from posviz.qt.widgets.matrix_model import ALIGN_RIGHT, MatrixTableModel

Qt = QtCore.Qt
FIT_ROWS = 64           # rows a column's width is measured on
MARK_COLOR = QtGui.QColor("#ff9f00")   # the frame of a "changed" cell
MARK_INSET = 5                          # pixels the frame takes on each side (a 4 px pen, 2 px in)
QT_LABEL_SAMPLE = 100   # Qt sizes a header on its first and last this many labels
MAX_KEPT_WIDTHS = 10_000  # label widths remembered (a label is "position · word")


def column_labels(table) -> list[str]:
    """Dimension names when the table has them, else d0, d1, ..."""
    return list(table.dim_names) if table.dim_names else list(_numbered_columns(table.d_model))


@lru_cache(maxsize=4)
def _numbered_columns(d: int) -> tuple[str, ...]:
    """d0 .. d{d-1}, made once per width (E and Z both ask, 2 ms each at d = 8,192)."""
    return tuple(f"d{j}" for j in range(d))


KEY_VALUES = 1 << 20      # numbers read to decide whether a table's columns need measuring again

class FocusRowDelegate(QtWidgets.QStyledItemDelegate):
    """Paints a cell's number on its colour, then outlines the focused row with a thick frame.

    A keystroke or a scroll repaints a hundred cells or more: each is painted from one call to
    :meth:`MatrixTableModel.cell` (QStyledItemDelegate would ask the model for about ten roles per
    cell, each a call into Python), its number drawn from a laid-out ``QStaticText`` kept per
    text (numbers repeat: "0.00", "1.00", ...), which makes painting a table several times cheaper.
    The caches follow the view's font and style (``_forget`` on a change).
    """

    MAX_TEXTS = 4096        # laid-out numbers kept (a few hundred distinct ones fill a screen)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._forget()
        if parent is not None:
            parent.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.StyleChange):
            self._forget()
        return False

    def _forget(self) -> None:
        self._texts: dict[tuple[str, bool], QtGui.QStaticText] = {}     # laid out in self._fonts
        self._fonts: dict[bool, QtGui.QFont] = {}
        self._style_margin = None

    def paint(self, painter: QtGui.QPainter, option, index: QtCore.QModelIndex) -> None:
        model = index.model()
        if not isinstance(model, MatrixTableModel):
            super().paint(painter, option, index)
            return
        # model.cell never raises (NaN, inf, a stale index); the drawing itself is plain Qt calls.
        text, background, foreground, bold, focused, marked = model.cell(index.row(), index.column())
        rect = option.rect
        painter.save()
        painter.fillRect(rect, background)
        font = self._fonts.get(bold) or self._font(option.font, bold)
        painter.setFont(font)
        painter.setPen(foreground)
        margin = self._margin(option)
        inset = MARK_INSET if marked else 0     # the number stays inside its frame ("1.0(" for 1.00)
        static = self._static(text, bold, font)
        size = static.size()
        room = rect.width() - 2 * margin - 2 * inset
        if size.width() <= room:        # right-aligned and centred as drawText(area, ALIGN_RIGHT) puts it
            painter.drawStaticText(QtCore.QPointF(rect.x() + margin + inset + room - size.width(),
                                                  rect.y() + (rect.height() - size.height()) / 2), static)
        else:                           # a column narrower than its number: elided, as Qt does
            area = rect.adjusted(margin + inset, 0, -margin - inset, 0)
            painter.drawText(area, ALIGN_RIGHT, painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                                                                 area.width()))
        if marked:
            painter.setPen(QtGui.QPen(MARK_COLOR, 4))
            painter.drawRect(rect.adjusted(2, 2, -3, -3))
        painter.restore()
        if focused:
            self._outline(painter, option, index)

    def _font(self, font: QtGui.QFont, bold: bool) -> QtGui.QFont:
        """The view's font, or its bold version, made once (until the view's font changes)."""
        if not self._fonts:
            for weight in (False, True):
                self._fonts[weight] = QtGui.QFont(font)
                self._fonts[weight].setBold(weight)
        return self._fonts[bold]

    def _static(self, text: str, bold: bool, font: QtGui.QFont) -> QtGui.QStaticText:
        static = self._texts.get((text, bold))
        if static is None:
            if len(self._texts) >= self.MAX_TEXTS:
                self._texts.clear()
            static = QtGui.QStaticText(text)
            static.setTextFormat(Qt.TextFormat.PlainText)
            static.prepare(QtGui.QTransform(), font)
            self._texts[(text, bold)] = static
        return static

    def sizeHint(self, option, index: QtCore.QModelIndex) -> QtCore.QSize:  # noqa: N802 (Qt's name)
        """The size QStyledItemDelegate gives a text cell (its text, two margins and one pixel),
        from one call to the model instead of ten: Qt measures columns cell by cell."""
        model = index.model()
        if not isinstance(model, MatrixTableModel):
            return super().sizeHint(option, index)
        text, _, _, bold, _, marked = model.cell(index.row(), index.column())
        metrics = self._bold_metrics(option.font) if bold else option.fontMetrics
        inset = 2 * MARK_INSET if marked else 0
        return QtCore.QSize(metrics.horizontalAdvance(text) + 2 * self._margin(option) + 1 + inset, metrics.height())

    def _bold_metrics(self, font: QtGui.QFont) -> QtGui.QFontMetrics:
        cache = self.__dict__.setdefault("_bold_cache", {})
        if font.key() not in cache:
            bold = QtGui.QFont(font)
            bold.setBold(True)
            cache[font.key()] = QtGui.QFontMetrics(bold)
        return cache[font.key()]

    def _margin(self, option) -> int:
        """The text margin QStyledItemDelegate uses (the style's focus-frame margin + 1), asked of
        the style once (a table repaints hundreds of cells)."""
        if self._style_margin is None:
            widget = option.widget
            style = widget.style() if widget is not None else QtWidgets.QApplication.style()
            self._style_margin = style.pixelMetric(QtWidgets.QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        return self._style_margin

    def _outline(self, painter: QtGui.QPainter, option, index: QtCore.QModelIndex) -> None:
        painter.save()
        pen = QtGui.QPen(option.palette.color(QtGui.QPalette.ColorRole.Highlight), 3)
        painter.setPen(pen)
        rect = option.rect.adjusted(1, 1, -2, -2)
        painter.drawLine(rect.topLeft(), rect.topRight())
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        if index.column() == 0:
            painter.drawLine(rect.topLeft(), rect.bottomLeft())
        if index.column() == index.model().columnCount() - 1:
            painter.drawLine(rect.topRight(), rect.bottomRight())
        painter.restore()


def scroll_to_row(view: QtWidgets.QTableView, row: int) -> None:
    """Bring ``row`` into view, leaving the horizontal scroll where the reader left it."""
    view.scrollTo(view.model().index(row, max(view.columnAt(0), 0)))


READER_KEYS = frozenset({Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home,
                         Qt.Key.Key_End})


class RowRevealer(QtCore.QObject):
    """Keeps a row whole in its table while the table's viewport changes size, until the reader scrolls.

    A row is scrolled into view for the viewport of that moment; the page is often laid out again
    just after (a new model's longer summary and details, at 200 %), and a shorter viewport left the
    row under the table's lower edge. The row is shown again after each resize, unless the reader
    has scrolled the table since (their scroll is theirs to keep).
    """

    def __init__(self, view: QtWidgets.QTableView) -> None:
        super().__init__(view)
        self._view, self.row = view, -1
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)                  # the reader's keys (arrows, Page Down, Ctrl+End)
        view.verticalScrollBar().actionTriggered.connect(self._on_reader_scrolled)    # wheel, scroll bar

    def reveal(self, row: int) -> None:
        """Bring ``row`` into view and keep it there (-1: keep nothing)."""
        self.row = row
        if row >= 0:
            scroll_to_row(self._view, row)

    def _on_reader_scrolled(self, *_args) -> None:
        self.row = -1

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind == QtCore.QEvent.Type.KeyPress and obj is self._view and event.key() in READER_KEYS:
            self.row = -1
        elif kind == QtCore.QEvent.Type.Resize and obj is not self._view \
                and 0 <= self.row < self._view.model().rowCount():
            scroll_to_row(self._view, self.row)
        return False


def make_matrix_view(object_name: str, accessible_name: str) -> tuple[QtWidgets.QTableView, MatrixTableModel]:
    """A QTableView over a fresh MatrixTableModel, set up for legible numbers."""
    view = QtWidgets.QTableView(objectName=object_name)
    view.setAccessibleName(accessible_name)
    view.setTabKeyNavigation(False)      # Tab leaves the table (arrows move in it): no keyboard trap
    view.setHorizontalHeader(ColumnHeader(view))    # sized on a few labels: d_model 8,192 is 8,192 columns
    model = MatrixTableModel(view)
    view.setModel(model)
    view.setItemDelegate(FocusRowDelegate(view))
    view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
    view.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setWordWrap(False)
    view.verticalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Fixed)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setMinimumSectionSize(20)
    # Column widths are measured on the rows around the visible ones, not Qt's default 1,000 rows:
    # every fit asked 1,000 x d cells for their text, a second per keystroke on a long sentence.
    view.horizontalHeader().setResizeContentsPrecision(FIT_ROWS)
    fitter = ColumnFitter(view)
    model.matrixChanged.connect(fitter.fit)
    RowLabelKeeper(view)
    return view, model


class ColumnFitter(QtCore.QObject):
    """Keeps a table's columns readable: content-wide at least, sharing spare width equally."""

    def __init__(self, view: QtWidgets.QTableView, max_columns: int = 32) -> None:
        super().__init__(view)
        self._view, self._max = view, max_columns
        self._widths: list[int] | None = None   # content widths, measured once per reset or font change
        self._key = None                         # what the widths were measured for (see _width_key)
        self._fitted = -1                        # the viewport width the spare width was shared out on
        view.viewport().installEventFilter(self)
        view.horizontalHeader().installEventFilter(self)   # its font can arrive after the cells'

    def _width_key(self):
        """The column labels and how many characters each column's smallest and largest number
        take: Z gets new rows on most keystrokes, but its columns need measuring again only when
        this changes (Qt measures by asking the model for every role of every row)."""
        model = self._view.model()
        matrix = getattr(model, "matrix", None)
        if not isinstance(model, MatrixTableModel) or matrix is None or matrix.ndim != 2 or not matrix.size:
            return None
        if not isinstance(matrix, np.ndarray):
            return model.column_labels, matrix.shape       # a lazy table (bf16 on disk): never read whole
        # At most KEY_VALUES numbers are read: a real table of 600,000 rows (mapped from disk) took
        # over a second here (Z at its limit, 4M numbers, is sampled every fourth row).
        rows = matrix[::max(1, matrix.size // KEY_VALUES)]
        ends = np.concatenate([rows.min(axis=0), rows.max(axis=0)])   # NaN, inf: "nan", "inf"
        return model.column_labels, tuple(len(f"{v:.2f}") for v in ends.tolist()), model.marked_columns()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if kind in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.StyleChange):
            self._widths = None
            # rows and columns follow the new font once it has reached the headers too
            QtCore.QTimer.singleShot(0, self, self._refit_for_font)   # dropped if the view is gone
        elif kind == QtCore.QEvent.Type.Resize and obj is self._view.viewport():
            self.fit(measure=False)     # a resize only shares out the spare width again
        elif kind == QtCore.QEvent.Type.Resize and self._view.viewport().width() != self._fitted:
            # A viewport narrowed while its view was first shown can skip its own resize event
            # (laid out once, at its final size): the header, as wide as the viewport, still hears of it.
            self.fit(measure=False)
        return False

    def _refit_for_font(self) -> None:
        view = self._view
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
        self.fit()

    def fit(self, measure: bool = True) -> None:
        view, header = self._view, self._view.horizontalHeader()
        columns = view.model().columnCount()
        if columns == 0 or columns > self._max:
            return   # wide tables keep the default width and scroll
        key = self._width_key()
        if self._widths is None or len(self._widths) != columns or (measure and key != self._key):
            self._widths = [max(view.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(columns)]
            self._key = key
        widths = self._widths
        self._fitted = view.viewport().width()
        extra = max(0, self._fitted - sum(widths)) // columns
        for c, w in enumerate(widths):
            header.resizeSection(c, w + extra)


class RowLabelKeeper(QtCore.QObject):
    """Keeps a table's row labels current without re-laying out the whole table for each one.

    Telling Qt that a label changed (headerDataChanged) makes it measure the labels again and
    repaint the whole table, cells and headers: for Z (its cells are painted in Python) several
    milliseconds on every keystroke, for one label that is usually off screen. The keeper tells Qt
    only when a changed label is wider than the widest one Qt measured; otherwise it repaints the
    changed labels that are on screen. So while typing the labels' column only grows; it fits the
    labels again when Qt measures them anyway (rows added or removed, a new matrix, a new font).
    """

    def __init__(self, view: QtWidgets.QTableView) -> None:
        super().__init__(view)
        self._view, self._model = view, view.model()
        self._room = 0                 # the widest label when Qt last measured them (pixels, bold)
        self._metrics, self._widths = None, {}     # bold metrics of the header's font; width per text
        self._model.defer_row_labels = True
        self._model.rowLabelsChanged.connect(self._on_labels_changed)
        for signal in (self._model.modelReset, self._model.rowsInserted, self._model.rowsRemoved):
            signal.connect(self._measure)
        view.verticalHeader().installEventFilter(self)
        self._measure()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.StyleChange):
            self._metrics, self._widths = None, {}
            self._measure()
        return False

    def _width(self, row: int) -> int:
        """A label's width in the bold font (the widest it is drawn in); widths are kept per text."""
        text = self._model.headerData(row, Qt.Orientation.Vertical) or ""
        width = self._widths.get(text)
        if width is None:
            if self._metrics is None:
                bold = QtGui.QFont(self._view.verticalHeader().font())
                bold.setBold(True)
                self._metrics = QtGui.QFontMetrics(bold)
            if len(self._widths) > MAX_KEPT_WIDTHS:
                self._widths.clear()
            width = self._widths[text] = self._metrics.horizontalAdvance(text)
        return width

    def _measure(self, *args) -> None:
        """The widest of the labels Qt sizes the header on."""
        rows = self._model.rowCount()
        sample = set(range(min(rows, QT_LABEL_SAMPLE))) | set(range(max(rows - QT_LABEL_SAMPLE, 0), rows))
        self._room = max((self._width(r) for r in sample), default=0)

    def _on_labels_changed(self, first: int, last: int) -> None:
        widest = max(self._width(r) for r in range(first, last + 1))
        if widest > self._room:
            self._room = widest
            self._model.headerDataChanged.emit(Qt.Orientation.Vertical, first, last)
            return
        header = self._view.verticalHeader()
        height = header.viewport().height()
        top, bottom = header.logicalIndexAt(0), header.logicalIndexAt(height - 1)
        bottom = self._model.rowCount() - 1 if bottom < 0 else bottom
        for row in range(max(first, top), min(last, bottom) + 1):     # only the labels on screen
            header.viewport().update(0, header.sectionViewportPosition(row), header.viewport().width(),
                                     header.sectionSize(row))
