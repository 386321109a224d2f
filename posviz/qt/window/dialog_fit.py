"""Dialogs that fit their screen: the keys list (F1) and Help's texts open as large as their text
needs, within the screen's free area, with nothing cut at the side.

At 1024 x 768 and 200 % the keys list showed 9 of its 16 rows with its second column cut
("next walkthrou"), and Help's texts opened at ~540 x 440 and scrolled. Now a dialog takes the
width its text wants (at most the screen's), its text wraps to that width, and its height is what
the wrapped text needs. When that is more than the screen, the dialog's text steps down towards
the platform's own size (100 %: a list of keys is read at arm's length, and the room's zoom made
it longer than any projector) and scrolls only if it is still too long there.
"""
from __future__ import annotations

from typing import Callable

from PySide6 import QtCore, QtGui, QtWidgets

FRAME = QtCore.QSize(16, 48)       # a window manager's borders and title bar, roughly
FONT_STEP = 0.9                     # each try is this much smaller


def screen_room(widget: QtWidgets.QWidget | None) -> QtCore.QSize:
    """The largest dialog (its inside) the screen of ``widget`` holds."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QtGui.QGuiApplication.primaryScreen()
    area = screen.availableGeometry().size() if screen is not None else QtCore.QSize(1280, 800)
    return area - FRAME


def smallest_point_size() -> float:
    """The platform's own text size (100 %): a dialog never steps below it."""
    size = QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.GeneralFont).pointSizeF()
    return size if size > 0 else 10.0


def fit_dialog(dialog: QtWidgets.QDialog, wanted_width: Callable[[], int],
               needed_height: Callable[[int], int]) -> None:
    """Size ``dialog`` to its text within its screen.

    Parameters
    ----------
    dialog : QDialog
    wanted_width : callable
        () -> the width (px) the dialog's text would take unwrapped, at the dialog's font now.
    needed_height : callable
        (width) -> the dialog's height (px) with its text wrapped at that dialog width.
    """
    room = screen_room(dialog.parentWidget() or dialog)
    floor = smallest_point_size()
    font = QtGui.QFont(dialog.font())
    while True:
        width = min(max(wanted_width(), 360), room.width())
        height = needed_height(width)
        smaller = font.pointSizeF() * FONT_STEP
        if height <= room.height() or font.pointSizeF() <= floor:
            break
        font.setPointSizeF(max(smaller, floor))
        dialog.setFont(font)
    dialog.resize(width, min(height, room.height()))


def text_height(label: QtWidgets.QLabel, dialog: QtWidgets.QDialog, width: int) -> int:
    """The height of ``dialog`` holding ``label`` (and its other rows) at dialog width ``width``."""
    layout = dialog.layout()
    margins = layout.contentsMargins()
    # measured as if a scroll bar took its width: the text then fits beside none
    bar = dialog.style().pixelMetric(QtWidgets.QStyle.PixelMetric.PM_ScrollBarExtent)
    inner = width - margins.left() - margins.right() - bar
    others = sum(layout.itemAt(i).sizeHint().height() + layout.spacing()
                 for i in range(1, layout.count()))
    return rich_text_height(label, inner) + others + margins.top() + margins.bottom()


def rich_text_height(label: QtWidgets.QLabel, width: int) -> int:
    """The height of ``label``'s rich text laid out at ``width``: the larger of the label's own
    height-for-width and a text document's (a file path that wraps anywhere, headings and tables
    came out a line taller drawn than the label said)."""
    document = QtGui.QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(label.text())
    document.setTextWidth(width)
    margins = label.contentsMargins()
    own = QtWidgets.QLabel.heightForWidth(label, width)
    return max(own, int(document.size().height()) + margins.top() + margins.bottom()) + 4


class RichTextLabel(QtWidgets.QLabel):
    """A wrapped rich-text label as tall as :func:`rich_text_height` says: in a scroll area, the
    area scrolls rather than leave its last line under the dialog's edge."""

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return rich_text_height(self, width)


def table_height(table: QtWidgets.QTableView, dialog: QtWidgets.QDialog, width: int) -> int:
    """Fit a two-column ``table`` (its last column wrapped) to dialog width ``width``; the
    dialog's height with every row shown."""
    layout = dialog.layout()
    margins = layout.contentsMargins()
    inner = width - margins.left() - margins.right() - 2 * table.frameWidth()
    table.resizeColumnToContents(0)
    table.setColumnWidth(0, min(table.columnWidth(0), int(inner * 0.4)))
    table.setColumnWidth(1, inner - table.columnWidth(0))
    table.resizeRowsToContents()
    rows = sum(table.rowHeight(r) for r in range(table.model().rowCount()))
    others = sum(layout.itemAt(i).sizeHint().height() + layout.spacing() for i in range(1, layout.count()))
    return (rows + table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + others
            + margins.top() + margins.bottom() + 2)
