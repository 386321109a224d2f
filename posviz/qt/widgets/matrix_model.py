"""A read-only table model over a numpy matrix: values to 2 decimals, cells coloured by value.

Used by the embedding table E and by Z. Colours come from a shared diverging map; the focused row
is outlined by :class:`~posviz.qt.widgets.matrix_view.FocusRowDelegate`, highlighted rows are drawn in
bold. The view side (delegate, column widths, row labels) is in :mod:`posviz.qt.widgets.matrix_view`.
"""
from __future__ import annotations

from collections.abc import Sequence

import math

import numpy as np
from PySide6 import QtCore, QtGui

from posviz.i18n import number
from posviz.shorten import clip
from posviz.qt.widgets.colors import DEFAULT_COLORMAP, LUT_SIZE, qcolors

Qt = QtCore.Qt
FOCUS_ROLE = Qt.ItemDataRole.UserRole + 1
MARK_ROLE = Qt.ItemDataRole.UserRole + 2
DISPLAY_ROLE, FONT_ROLE = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole
VERTICAL = Qt.Orientation.Vertical
ALIGN_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CELL_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
MAX_SPANS = 64          # more changed rows than this are announced as one span
CELLS_PER_UPDATE = 200  # Qt repaints only the cells of a dataChanged range up to this many cells,
                        # and the whole table for a larger one (measured with Qt 6.11)
NONFINITE_BACKGROUND = QtGui.QColor("#a0a0a0")   # NaN and ±inf: on no colour scale
NONFINITE_TEXT = QtGui.QColor("black")
MAX_CHUNKS = 64         # a changed row wider than this many such ranges is announced as one


class MatrixTableModel(QtCore.QAbstractTableModel):
    """Rows x columns of a matrix, with row and column labels.

    Parameters
    ----------
    parent : QObject, optional

    Notes
    -----
    ``set_matrix`` resets the model only when the columns change; otherwise it adds or removes
    rows at the end and announces the rows whose values or labels changed (a keystroke changes
    one row of Z: a reset repainted every visible cell and header). ``set_focus_row`` and
    ``set_highlighted`` only repaint.

    Signals
    -------
    matrixChanged()
        Sent after every ``set_matrix`` (a reset or not): column widths may need measuring again.
    rowLabelsChanged(int, int)
        The text or font of row labels first..last changed. Qt is told (headerDataChanged) here
        unless ``defer_row_labels`` is set: then whoever set it decides (see
        :class:`~posviz.qt.widgets.matrix_view.RowLabelKeeper`).
    """

    matrixChanged = QtCore.Signal()
    rowLabelsChanged = QtCore.Signal(int, int)

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
        self.defer_row_labels = False

    # --- updates -------------------------------------------------------------------------
    def set_matrix(self, matrix: np.ndarray, row_labels, col_labels, levels=(-1.0, 1.0), changed_rows=None) -> None:
        """Show ``matrix`` (rows, cols) with its labels; values outside ``levels`` take the end colours.

        ``changed_rows`` (optional, ints): the rows, among those the old and new matrix share,
        whose values may differ; the caller knows when the rest are equal (Z under the same layer:
        the rows whose token changed). Without it the values are compared.
        """
        # A lazy matrix (a real model's bf16 table: rows widened when read) stays lazy: np.asarray
        # would widen all of it (2 GB and seconds on the GUI thread for 128k x 4k), and the
        # view reads only the cells it shows; its row labels likewise. A new one is always a reset:
        # comparing reads it all.
        lazy = not isinstance(matrix, np.ndarray) and hasattr(matrix, "shape")
        lazy_labels = lazy or isinstance(row_labels, Sequence) and not isinstance(row_labels, (list, tuple))
        matrix = matrix if lazy else np.asarray(matrix)
        # Labels made when a row is shown (a real vocabulary's 600,000 names) stay so: listing them
        # decoded every token on the GUI thread (seconds); a new such list is always a reset.
        row_labels, col_labels = (row_labels if lazy_labels else list(row_labels)), list(col_labels)
        levels = (float(levels[0]), float(levels[1]))
        same_columns = (not lazy_labels and isinstance(self._matrix, np.ndarray)
                        and matrix.ndim == 2 and self._matrix.ndim == 2 and matrix.shape[1] == self._matrix.shape[1]
                        and matrix.shape[1] > 0 and col_labels == self._col_labels)
        if same_columns:
            self._update_rows(matrix, row_labels, levels, changed_rows)
        else:
            self.beginResetModel()
            self._store(matrix, row_labels, col_labels, levels)
            self.endResetModel()
        self.matrixChanged.emit()

    def _store(self, matrix: np.ndarray, row_labels: list[str], col_labels: list[str], levels) -> None:
        self._matrix, self._row_labels, self._col_labels, self._levels = matrix, row_labels, col_labels, levels
        if self._marked is not None and self._marked.shape != self._matrix.shape:
            self._marked = None    # the old matrix's marks: a new row would index past them

    def _update_rows(self, matrix: np.ndarray, row_labels: list[str], levels, changed_rows) -> None:
        """Same columns: rows added or removed at the end, the changed ones among the rest announced."""
        old, old_labels, old_levels = self._matrix, self._row_labels, self._levels
        before, after = old.shape[0], matrix.shape[0]
        common = min(before, after)
        if changed_rows is None:
            changed = np.flatnonzero(~(old[:common] == matrix[:common]).all(axis=1))
        else:       # sorted, unique, in range: numpy, as a paste or a new scheme changes 10,000s of rows
            changed = (changed_rows.astype(np.intp, copy=False).ravel() if isinstance(changed_rows, np.ndarray)
                       else np.fromiter(changed_rows, dtype=np.intp))
            changed = _sorted_unique(changed[(changed >= 0) & (changed < common)])
        labels_changed = ([] if old_labels[:common] == row_labels[:common] else
                          [r for r in range(common) if old_labels[r] != row_labels[r]])
        if after < before:
            self.beginRemoveRows(QtCore.QModelIndex(), after, before - 1)
        elif after > before:
            self.beginInsertRows(QtCore.QModelIndex(), before, after - 1)
        self._store(matrix, row_labels, self._col_labels, levels)
        if after < before:
            self.endRemoveRows()
        elif after > before:
            self.endInsertRows()
        if levels != old_levels or len(changed) > MAX_SPANS:     # every colour moved, or a paste
            first, last = (0, common - 1) if levels != old_levels else (int(changed[0]), int(changed[-1]))
            spans = [(first, last)] if last >= first else []
        else:
            spans = _spans(changed.tolist())
        for first, last in spans:
            self._cells_changed(first, last)
        for first, last in _spans(labels_changed):
            self._labels_changed(first, last)

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
            self.matrixChanged.emit()     # a framed cell is wider: its column is measured again

    def marked_columns(self) -> tuple[bool, ...]:
        """Which columns hold a framed cell (they need room for the frame)."""
        if self._marked is None or self._marked.ndim != 2:
            return ()
        return tuple(bool(v) for v in self._marked.any(axis=0))

    def set_colormap(self, name: str) -> None:
        """Recolour with another diverging map."""
        self._colormap = name
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def _row_changed(self, row: int) -> None:
        if 0 <= row < self.rowCount() and self.columnCount():
            self._cells_changed(row, row)
            self._labels_changed(row, row)

    def _cells_changed(self, first: int, last: int) -> None:
        """Announce rows first..last in ranges of at most CELLS_PER_UPDATE cells, so that Qt
        repaints just the ones on screen (none when the rows are scrolled out of view)."""
        columns = self.columnCount()
        width = CELLS_PER_UPDATE // (last - first + 1)
        if width < 1 or columns > width * MAX_CHUNKS:
            self.dataChanged.emit(self.index(first, 0), self.index(last, columns - 1))
            return
        for start in range(0, columns, width):
            self.dataChanged.emit(self.index(first, start), self.index(last, min(start + width, columns) - 1))

    def _labels_changed(self, first: int, last: int) -> None:
        self.rowLabelsChanged.emit(first, last)
        if not self.defer_row_labels:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, first, last)

    # --- reading -------------------------------------------------------------------------
    @property
    def matrix(self) -> np.ndarray:
        return self._matrix

    @property
    def focus_row(self) -> int:
        return self._focus_row

    @property
    def levels(self) -> tuple[float, float]:
        """The values drawn at the two ends of the colour map."""
        return self._levels

    @property
    def row_labels(self) -> list[str]:
        return list(self._row_labels)

    @property
    def column_labels(self) -> tuple[str, ...]:
        return tuple(self._col_labels)

    def rowCount(self, parent=QtCore.QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else self._matrix.shape[0]

    def columnCount(self, parent=QtCore.QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() or self._matrix.ndim != 2 else self._matrix.shape[1]

    def _lut_index(self, value: float) -> int:
        """The colour step of a finite ``value`` (values outside the levels take the end colours)."""
        low, high = self._levels
        scaled = (value - low) / (high - low) * LUT_SIZE if high > low else LUT_SIZE / 2
        i = int(scaled) if math.isfinite(scaled) else LUT_SIZE // 2      # infinite levels: the middle
        return min(max(i, 0), LUT_SIZE - 1)

    def _colours(self, value: float) -> tuple[QtGui.QColor, QtGui.QColor]:
        """(background, text colour) of a cell: a value from the map, NaN and ±inf a neutral grey."""
        if not math.isfinite(value):
            return NONFINITE_BACKGROUND, NONFINITE_TEXT
        backgrounds, texts = qcolors(self._colormap)
        i = self._lut_index(value)
        return backgrounds[i], texts[i]

    def cell(self, row: int, col: int) -> tuple[str, QtGui.QColor, QtGui.QColor, bool, bool, bool]:
        """Everything a cell is painted with, in one call: (text, background, text colour, bold,
        in the focused row, marked). The same values :meth:`data` gives role by role.

        Called from Qt's virtuals (paint, sizeHint), so it never raises: a value read from a model
        file may be NaN or infinite ("nan", "inf" on grey), and an index out of date draws blank.
        """
        try:
            value = float(self._matrix[row, col])
            background, foreground = self._colours(value)
            marked = self._marked is not None and bool(self._marked[row, col])
            return number(value, 2), background, foreground, row in self._highlighted, row == self._focus_row, marked
        except Exception:       # noqa: BLE001 - an exception in a Qt virtual aborts the process
            return "", NONFINITE_BACKGROUND, NONFINITE_TEXT, False, False, False

    def data(self, index: QtCore.QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        try:
            return self._data(index, role)
        except Exception:       # noqa: BLE001 - an exception in a Qt virtual aborts the process
            return None

    def _data(self, index: QtCore.QModelIndex, role):
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return number(float(self._matrix[row, col]), 2)
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole):
            background, foreground = self._colours(float(self._matrix[row, col]))
            return background if role == Qt.ItemDataRole.BackgroundRole else foreground
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{self._row_labels[row]}, {self._col_labels[col]}: {float(self._matrix[row, col]):.6g}"
        if role == Qt.ItemDataRole.FontRole and row in self._highlighted:
            return self._bold
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_RIGHT
        if role == FOCUS_ROLE:
            return row == self._focus_row
        if role == MARK_ROLE:
            return bool(self._marked is not None and self._marked[row, col])
        return None

    def headerData(self, section: int, orientation, role=DISPLAY_ROLE):  # noqa: N802
        # Qt asks ~5 roles for each of up to 200 sections to size a header (after a reset of an
        # 8,192-column table, ~3,500 calls): the roles without an answer return first.
        if role != DISPLAY_ROLE and role != FONT_ROLE:
            return None
        vertical = orientation == VERTICAL
        labels = self._row_labels if vertical else self._col_labels
        if not 0 <= section < len(labels):
            return None
        if role == DISPLAY_ROLE:    # a token of 99,000 characters: measured and drawn cut (issue 26)
            return ("▶ " if vertical and section == self._focus_row else "") + clip(labels[section])
        if vertical and (section in self._highlighted or section == self._focus_row):
            return self._bold
        return None

    def flags(self, index: QtCore.QModelIndex):
        return CELL_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags    # asked for every cell painted


def _spans(rows: list[int]) -> list[tuple[int, int]]:
    """Sorted row numbers as runs of consecutive rows: [1, 2, 3, 7] -> [(1, 3), (7, 7)]."""
    spans: list[tuple[int, int]] = []
    for row in rows:
        if spans and spans[-1][1] == row - 1:
            spans[-1] = (spans[-1][0], row)
        else:
            spans.append((row, row))
    return spans


def _sorted_unique(values: np.ndarray) -> np.ndarray:
    """``np.unique(values)`` for an integer array, shape (n,) -> (m,), without importing ``numpy.ma``
    (np.unique does, ~20 ms on a first keystroke or at start-up)."""
    ordered = np.sort(values)
    return ordered[np.concatenate(([True], ordered[1:] != ordered[:-1]))] if ordered.size else ordered
