"""A read-only table model over a numpy matrix: values to 2 decimals, cells coloured by value.

Used by the embedding table E and by Z. Colours come from a shared diverging map; the focused row
is outlined by :class:`FocusRowDelegate`, highlighted rows are drawn in bold.
"""
from __future__ import annotations

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from .colors import DEFAULT_COLORMAP, LUT_SIZE, qcolors

Qt = QtCore.Qt
FOCUS_ROLE = Qt.ItemDataRole.UserRole + 1
MARK_ROLE = Qt.ItemDataRole.UserRole + 2
MARK_COLOR = QtGui.QColor("#ff9f00")
FIT_ROWS = 64           # rows a column's width is measured on


class MatrixTableModel(QtCore.QAbstractTableModel):
    """Rows x columns of a matrix, with row and column labels.

    Parameters
    ----------
    parent : QObject, optional

    Notes
    -----
    ``set_matrix`` replaces everything in one reset; ``set_focus_row`` and ``set_highlighted``
    only repaint, they never reset the model.
    """

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._matrix = np.zeros((0, 0))
        self._row_labels: list[str] = []
        self._col_labels: list[str] = []
        self._levels = (-1.0, 1.0)
        self._colormap = DEFAULT_COLORMAP
        self._highlighted: frozenset[int] = frozenset()
        self._focus_row = -1
        self._marked: np.ndarray | None = None
        self._bold = QtGui.QFont()
        self._bold.setBold(True)

    # --- updates -------------------------------------------------------------------------
    def set_matrix(self, matrix: np.ndarray, row_labels, col_labels, levels=(-1.0, 1.0)) -> None:
        """Show ``matrix`` (rows, cols) with its labels; values outside ``levels`` take the end colours."""
        self.beginResetModel()
        self._matrix = np.asarray(matrix)
        if self._marked is not None and self._marked.shape != self._matrix.shape:
            self._marked = None    # the old matrix's marks: a new row would index past them
        self._row_labels, self._col_labels = list(row_labels), list(col_labels)
        self._levels = (float(levels[0]), float(levels[1]))
        self.endResetModel()

    def set_highlighted(self, rows) -> None:
        """Rows drawn in bold (e.g. the words the sentence uses)."""
        rows = frozenset(int(r) for r in rows)
        if rows != self._highlighted:
            changed = rows ^ self._highlighted
            self._highlighted = rows
            for r in changed:
                self._row_changed(r)

    def set_focus_row(self, row: int) -> None:
        """The row outlined as the focused token's (-1: none)."""
        if row != self._focus_row:
            old, self._focus_row = self._focus_row, row
            self._row_changed(old)
            self._row_changed(row)

    def set_marked(self, mask: np.ndarray | None) -> None:
        """Cells to frame as "changed" (a bool array shaped like the matrix), or None."""
        self._marked = None if mask is None else np.asarray(mask, dtype=bool)
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def set_colormap(self, name: str) -> None:
        """Recolour with another diverging map."""
        self._colormap = name
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def _row_changed(self, row: int) -> None:
        if 0 <= row < self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))
            self.headerDataChanged.emit(Qt.Orientation.Vertical, row, row)

    # --- reading -------------------------------------------------------------------------
    @property
    def matrix(self) -> np.ndarray:
        return self._matrix

    @property
    def focus_row(self) -> int:
        return self._focus_row

    def rowCount(self, parent=QtCore.QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else self._matrix.shape[0]

    def columnCount(self, parent=QtCore.QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() or self._matrix.ndim != 2 else self._matrix.shape[1]

    def _lut_index(self, value: float) -> int:
        low, high = self._levels
        i = int((value - low) / (high - low) * LUT_SIZE) if high > low else LUT_SIZE // 2
        return min(max(i, 0), LUT_SIZE - 1)

    def cell(self, row: int, col: int) -> tuple[str, QtGui.QColor, QtGui.QColor, bool, bool, bool]:
        """Everything a cell is painted with, in one call: (text, background, text colour, bold,
        in the focused row, marked). The same values :meth:`data` gives role by role."""
        value = float(self._matrix[row, col])
        backgrounds, texts = qcolors(self._colormap)
        i = self._lut_index(value)
        marked = self._marked is not None and bool(self._marked[row, col])
        return f"{value:.2f}", backgrounds[i], texts[i], row in self._highlighted, row == self._focus_row, marked

    def data(self, index: QtCore.QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{float(self._matrix[row, col]):.2f}"
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole):
            backgrounds, texts = qcolors(self._colormap)
            i = self._lut_index(float(self._matrix[row, col]))
            return backgrounds[i] if role == Qt.ItemDataRole.BackgroundRole else texts[i]
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{self._row_labels[row]}, {self._col_labels[col]}: {float(self._matrix[row, col]):.6g}"
        if role == Qt.ItemDataRole.FontRole and row in self._highlighted:
            return self._bold
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == FOCUS_ROLE:
            return row == self._focus_row
        if role == MARK_ROLE:
            return bool(self._marked is not None and self._marked[row, col])
        return None

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        labels = self._row_labels if orientation == Qt.Orientation.Vertical else self._col_labels
        if not 0 <= section < len(labels):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            marker = "▶ " if orientation == Qt.Orientation.Vertical and section == self._focus_row else ""
            return marker + labels[section]
        if role == Qt.ItemDataRole.FontRole and orientation == Qt.Orientation.Vertical \
                and (section in self._highlighted or section == self._focus_row):
            return self._bold
        return None

    def flags(self, index: QtCore.QModelIndex):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class FocusRowDelegate(QtWidgets.QStyledItemDelegate):
    """Paints a cell's number on its colour, then outlines the focused row with a thick frame.

    A keystroke repaints a hundred cells or more: each is painted from one call to
    :meth:`MatrixTableModel.cell` (QStyledItemDelegate would ask the model for about ten roles per
    cell, each a call into Python), which makes painting a table several times cheaper.
    """

    def paint(self, painter: QtGui.QPainter, option, index: QtCore.QModelIndex) -> None:
        model = index.model()
        if not isinstance(model, MatrixTableModel):
            super().paint(painter, option, index)
            return
        text, background, foreground, bold, focused, marked = model.cell(index.row(), index.column())
        painter.save()
        painter.fillRect(option.rect, background)
        if bold:
            font = QtGui.QFont(option.font)
            font.setBold(True)
            painter.setFont(font)
        else:
            painter.setFont(option.font)
        painter.setPen(foreground)
        margin = self._margin(option)
        area = option.rect.adjusted(margin, 0, -margin, 0)
        metrics = painter.fontMetrics()
        if metrics.horizontalAdvance(text) > area.width():
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, area.width())
        painter.drawText(area, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)
        if marked:
            painter.setPen(QtGui.QPen(MARK_COLOR, 4))
            painter.drawRect(option.rect.adjusted(2, 2, -3, -3))
        painter.restore()
        if focused:
            self._outline(painter, option, index)

    def sizeHint(self, option, index: QtCore.QModelIndex) -> QtCore.QSize:  # noqa: N802 (Qt's name)
        """The size QStyledItemDelegate gives a text cell (its text, two margins and one pixel),
        from one call to the model instead of ten: Qt measures columns cell by cell."""
        model = index.model()
        if not isinstance(model, MatrixTableModel):
            return super().sizeHint(option, index)
        text, _, _, bold, _, _ = model.cell(index.row(), index.column())
        metrics = self._bold_metrics(option.font) if bold else option.fontMetrics
        return QtCore.QSize(metrics.horizontalAdvance(text) + 2 * self._margin(option) + 1, metrics.height())

    def _bold_metrics(self, font: QtGui.QFont) -> QtGui.QFontMetrics:
        cache = self.__dict__.setdefault("_bold_cache", {})
        if font.key() not in cache:
            bold = QtGui.QFont(font)
            bold.setBold(True)
            cache[font.key()] = QtGui.QFontMetrics(bold)
        return cache[font.key()]

    @staticmethod
    def _margin(option) -> int:
        """The text margin QStyledItemDelegate uses (the style's focus-frame margin + 1)."""
        widget = option.widget
        style = widget.style() if widget is not None else QtWidgets.QApplication.style()
        return style.pixelMetric(QtWidgets.QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1

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


def make_matrix_view(object_name: str, accessible_name: str) -> tuple[QtWidgets.QTableView, MatrixTableModel]:
    """A QTableView over a fresh MatrixTableModel, set up for legible numbers."""
    view = QtWidgets.QTableView(objectName=object_name)
    view.setAccessibleName(accessible_name)
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
    model.modelReset.connect(fitter.fit)
    return view, model


class ColumnFitter(QtCore.QObject):
    """Keeps a table's columns readable: content-wide at least, sharing spare width equally."""

    def __init__(self, view: QtWidgets.QTableView, max_columns: int = 32) -> None:
        super().__init__(view)
        self._view, self._max = view, max_columns
        self._widths: list[int] | None = None   # content widths, measured once per reset or font change
        self._key = None                         # what the widths were measured for (see _width_key)
        view.viewport().installEventFilter(self)

    def _width_key(self):
        """The column labels and how many characters each column's smallest and largest number
        take: Z is reset on every keystroke, but its columns need measuring again only when
        this changes (Qt measures by asking the model for every role of every row)."""
        model = self._view.model()
        matrix = getattr(model, "matrix", None)
        if not isinstance(model, MatrixTableModel) or matrix is None or matrix.ndim != 2 or not matrix.size:
            return None
        ends = np.concatenate([matrix.min(axis=0), matrix.max(axis=0)])
        return tuple(model._col_labels), tuple(len(f"{v:.2f}") for v in ends.tolist())

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if kind in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.StyleChange):
            self._widths = None
            # rows and columns follow the new font once it has reached the headers too
            QtCore.QTimer.singleShot(0, self, self._refit_for_font)   # dropped if the view is gone
        elif kind == QtCore.QEvent.Type.Resize:
            self.fit(measure=False)     # a resize only shares out the spare width again
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
        extra = max(0, view.viewport().width() - sum(widths)) // columns
        for c, w in enumerate(widths):
            header.resizeSection(c, w + extra)
