"""The word-order demo: the sentence and a reordering of its tokens, their two Z matrices side by side.

The session computes the comparison (:meth:`Session.request_order_comparison`, in its worker for a
large sentence); this panel asks for it when it is shown and renders the answer.
"""
from __future__ import annotations

import html

from PySide6 import QtWidgets

from posviz.model import NoPositions, Rope
from posviz.qt.widgets.colors import symmetric_levels
from posviz.qt.widgets.common import caption
from posviz.qt.widgets.matrix_view import column_labels, make_matrix_view

HEADING = ("The same tokens in another order. Each row on the right belongs to a token from the left, "
           "now at a new position.")


class ShufflePanel(QtWidgets.QWidget):
    """Z of the sentence beside Z of the same words reordered; changed cells are framed."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("shufflePanel")
        self.setAccessibleName("Word order demo")
        self.session = session
        self.comparison = None
        self.heading = caption()
        self.left_title, self.right_title = caption(), caption()
        self.left, self.left_model = make_matrix_view("shuffleOriginal", "Z of the sentence as typed")
        self.right, self.right_model = make_matrix_view("shuffleReordered", "Z of the reordered sentence")
        self.positions = QtWidgets.QCheckBox("Positions on")
        self.positions.setToolTip("The same switch as in the tool bar")
        self.positions.toggled.connect(lambda on: session.set_settings(positions_on=on))
        self.verdict = caption()
        self.verdict.setObjectName("shuffleVerdict")
        grid = QtWidgets.QGridLayout()
        grid.addWidget(self.left_title, 0, 0)
        grid.addWidget(self.right_title, 0, 1)
        grid.addWidget(self.left, 1, 0)
        grid.addWidget(self.right, 1, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.positions)
        layout.addLayout(grid, 1)
        layout.addWidget(self.verdict)
        self._stale = self._waiting = False
        session.frameChanged.connect(self._on_frame_changed)
        session.orderCompared.connect(self._on_order_compared)
        self._refresh(session.frame)

    def _on_frame_changed(self, frame) -> None:
        """Redraw now if shown, else when shown again: the comparison encodes the sentence once more,
        which a keystroke on another tab must not pay for (Z at 2,048 x 768: ~10 ms)."""
        if self._behind_another_tab():
            if not self._stale:
                self._forget()
            self._stale = True
        else:
            self._refresh(frame)

    def _behind_another_tab(self) -> bool:
        """Whether a parent below the window is hidden (the tab page, when another tab is in front).
        An unshown window does not count: its current tab is drawn, for exports and tests."""
        widget = self.parentWidget()
        while widget is not None and not widget.isWindow():
            if widget.isHidden():
                return True
            widget = widget.parentWidget()
        return False

    def _forget(self) -> None:
        """Let go of the two encodings drawn for an older sentence (each up to ~100 MB of arrays):
        hidden, the demo is redrawn from the session's frame when shown again anyway."""
        self.comparison = None
        for model in (self.left_model, self.right_model):
            model.set_matrix(self.session.frame.z[:0], [], [])

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._stale:
            self._refresh(self.session.frame)

    def _refresh(self, frame) -> None:
        self._stale = False
        self.positions.blockSignals(True)
        self.positions.setChecked(self.session.settings.positions_on)
        self.positions.blockSignals(False)
        if frame.length < 2:
            self._show_nothing_to_reorder(frame)
            return
        self._waiting = True
        self.session.request_order_comparison()
        if self._waiting:                   # a large sentence: the session's worker answers later
            self.heading.setText("Reordering the tokens…")

    def _on_order_compared(self, result) -> None:
        self._waiting = False
        if self._behind_another_tab():
            self._stale = True
        elif isinstance(result, Exception):
            self.heading.setText(f"Cannot reorder this sentence: {html.escape(str(result))}")
        elif not result.moved:
            self._show_nothing_to_reorder(result.original)
        else:
            self._show(result)

    def _show_nothing_to_reorder(self, frame) -> None:
        self.comparison = None
        self.heading.setText("Type a sentence of at least two words to reorder it.")
        for model in (self.left_model, self.right_model):
            model.set_matrix(frame.z[:0], [], [])
        for label in (self.left_title, self.right_title, self.verdict):
            label.setText("")

    def _show(self, result) -> None:
        self.comparison = result
        cols = column_labels(self.session.layer.table)
        levels = symmetric_levels(result.original.z, 100.0, floor=1.0)
        for model, f in ((self.left_model, result.original), (self.right_model, result.reordered)):
            model.set_matrix(f.z, [f"{i} · {t.text}" for i, t in enumerate(f.tokens)], cols, levels)
        self.right_model.set_marked(result.changed)
        self.heading.setText(HEADING)
        self.left_title.setText(f"<b>{html.escape(_spelled(result.original))}</b>")
        self.right_title.setText(f"<b>{html.escape(_spelled(result.reordered))}</b>"
                                 f" &nbsp; row i = token from position perm[i], perm = {result.perm.tolist()}")
        self.verdict.setText(verdict(result))


def _spelled(frame) -> str:
    return " ".join(t.text.strip() for t in frame.tokens)


def verdict(result) -> str:
    """What the two matrices show, as a sentence true of them (rich text)."""
    n, total = int(result.changed.sum()), result.changed.size
    if n:
        return (f"<b>Positions on: {n} of {total} numbers differ</b> (framed): a token that moved to a new "
                "position has a new row, so the two sentences give different inputs to the first layer.")
    if isinstance(result.original.scheme, NoPositions):
        return ("<b>Positions off: not one number changed.</b> The right-hand Z is the left-hand rows "
                "in a new order, so a model that cannot see positions reads both sentences the same way.")
    if isinstance(result.original.scheme, Rope):
        return ("<b>RoPE adds nothing to Z: not one number changed.</b> The right-hand Z is the left-hand "
                "rows in a new order; RoPE tells the orders apart later, by rotating queries and keys "
                "inside attention (Deeper ideas → RoPE).")
    return ("<b>Not one number changed.</b> The right-hand Z is the left-hand rows in a new order: the "
            "positions the tokens moved between have the same position vector here.")
