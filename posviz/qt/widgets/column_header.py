"""A table's column header sized on a few of its labels, not Qt's first and last hundred.

Qt sizes a header on up to 200 sections, asking the model about five roles for each: when a
matrix gets 8,192 columns (d_model changed) that was ~2,000 Python calls per table on the GUI thread
(~10 ms for E and Z together). A column header needs only its height, and every column label is
one line in the header's font, so a few labels give the same height.
"""
from __future__ import annotations

from PySide6 import QtCore, QtWidgets

SAMPLE = 8      # sections measured at each end; the rest are one-line labels like these


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
