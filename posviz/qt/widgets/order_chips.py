"""A row of word chips the lecturer drags into another order (the Word order demo).

The widget only reports intents: ``moved(source, target)`` when a chip is dropped on another
(or past the last) or moved one place with Alt+Left / Alt+Right (the keyboard's drag),
``picked(a, b)`` when exactly two chips are selected. Whoever owns the order
turns them into a new one; the chips are then redrawn from it. A drop is answered as a copy, so
Qt's own drag code never removes the dragged item: the list changes only through :meth:`set_chips`.
"""
from __future__ import annotations

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context
from posviz.qt.widgets.safe_text import plain_tooltip
from posviz.shorten import MAX_SHOWN, clip

OrderChipsWidget = Context("OrderChipsWidget")


def clip_lines(label: str) -> str:
    """Each line of a chip's label cut to a label's length."""
    return "\n".join(clip(line) for line in label.split("\n", 3)[:3])

MIME = "application/x-posviz-word-position"
Qt = QtCore.Qt


class OrderChips(QtWidgets.QListWidget):
    """Chips laid out left to right, wrapping; drag one onto another to move it there.

    Signals
    -------
    moved(int, int)
        The chip at position ``source`` was dropped at position ``target``.
    picked(int, int)
        Exactly two chips are selected (their positions, in order).
    """

    moved = QtCore.Signal(int, int)
    picked = QtCore.Signal(int, int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("orderChips")
        self.name_controls()
        # The chips are the sentence's own order: left to right in a mirrored (Arabic) window too.
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.setFlow(QtWidgets.QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QtWidgets.QListView.ResizeMode.Adjust)
        self.setSpacing(3)
        self.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragDropMode(QtWidgets.QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setDropIndicatorShown(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet("QListWidget#orderChips::item { border: 1px solid palette(mid); border-radius: 6px;"
                           " padding: 2px 6px; }")
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Fixed)
        self.itemSelectionChanged.connect(self._on_selection)

    def name_controls(self) -> None:
        """The chips' spoken name in the current language."""
        self.setAccessibleName(OrderChipsWidget.tr(
            "Word order: drag a word onto another to move it there, or Alt+Left / Alt+Right"))

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802
        """Room for the chips' rows, at most two (more scroll): the matrices below need the height."""
        row = 2 * self.fontMetrics().lineSpacing() + 16
        return QtCore.QSize(400, self._rows() * row + 2 * self.frameWidth() + 4)

    def _rows(self) -> int:
        """1 when every chip is on the first line at this width, else 2."""
        if not self.count():
            return 1
        first, last = (self.visualItemRect(self.item(i)) for i in (0, self.count() - 1))
        return 1 if last.top() <= first.top() else 2

    def resizeEvent(self, event) -> None:  # noqa: N802
        rows = self._rows()
        super().resizeEvent(event)
        self.doItemsLayout()
        if self._rows() != rows:        # the chips wrap (or stop wrapping) at the new width
            self.updateGeometry()

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        return self.sizeHint()

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.FontChange:       # zoom: the rows grow with the text
            self.updateGeometry()
        elif event.type() == QtCore.QEvent.Type.LanguageChange:
            self.name_controls()

    def set_chips(self, labels: list[str], tips: list[str], movable: list[bool]) -> None:
        """One chip per position: its label (may hold a line break), tooltip, and whether it can move."""
        with QtCore.QSignalBlocker(self):
            self.clear()
            for label, tip, can_move in zip(labels, tips, movable):
                item = QtWidgets.QListWidgetItem(clip_lines(label))      # laid out whole: cut (issue 26)
                item.setToolTip(plain_tooltip(clip(tip, MAX_SHOWN)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDropEnabled
                if can_move:
                    flags |= Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
                item.setFlags(flags)
                self.addItem(item)
        self.doItemsLayout()
        self.updateGeometry()

    def labels(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Alt+Left / Alt+Right move the current chip one place (to the next movable one)."""
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(event.key())
        row = self.currentRow()
        if step is None or not event.modifiers() & Qt.KeyboardModifier.AltModifier or row < 0:
            super().keyPressEvent(event)
            return
        target = row + step
        while 0 <= target < self.count() and not self.item(target).flags() & Qt.ItemFlag.ItemIsDragEnabled:
            target += step
        if 0 <= target < self.count() and self.item(row).flags() & Qt.ItemFlag.ItemIsDragEnabled:
            self.moved.emit(row, target)
            self.setCurrentRow(target)          # the chips are redrawn; the moved word stays current
        event.accept()

    # --- drag and drop -----------------------------------------------------------------------
    def mimeTypes(self) -> list[str]:  # noqa: N802 (Qt's name)
        return [MIME]

    def mimeData(self, items) -> QtCore.QMimeData:  # noqa: N802
        data = QtCore.QMimeData()
        if items:
            data.setData(MIME, str(self.row(items[0])).encode("ascii"))
        return data

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if event.mimeData().hasFormat(MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802
        super().dragMoveEvent(event)               # draws the drop indicator
        if event.mimeData().hasFormat(MIME):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()

    def dropEvent(self, event) -> None:  # noqa: N802
        data = event.mimeData()
        if not data.hasFormat(MIME):
            event.ignore()
            return
        try:
            source = int(bytes(data.data(MIME)).decode("ascii"))
        except ValueError:
            event.ignore()
            return
        target = self.drop_row(event.position().toPoint())
        event.setDropAction(Qt.DropAction.CopyAction)   # never MoveAction: Qt would delete the dragged item
        event.accept()
        self.stopAutoScroll()
        self.setState(QtWidgets.QAbstractItemView.State.NoState)
        self.viewport().update()
        if 0 <= source < self.count() and target != source:
            self.moved.emit(source, target)

    def drop_row(self, point: QtCore.QPoint) -> int:
        """The position a chip dropped at ``point`` (viewport coordinates) goes to: the chip there,
        else the last chip."""
        index = self.indexAt(point)
        return index.row() if index.isValid() else self.count() - 1

    def _on_selection(self) -> None:
        rows = sorted(index.row() for index in self.selectedIndexes())
        if len(rows) == 2:
            self.picked.emit(*rows)
