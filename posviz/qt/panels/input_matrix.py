"""Z, the input to layer 1: one row per token, labelled "position · token"."""
from __future__ import annotations

import html

import numpy as np
from PySide6 import QtCore, QtWidgets

from ..colors import symmetric_levels
from ..matrix_view import make_matrix_view, scroll_to_row
from ..widgets import caption
from .embedding_table import column_labels


def scheme_note(scheme) -> str:
    """One sentence on what the scheme contributes to Z."""
    if not scheme.adds_to_input:
        return ("RoPE adds nothing here: Z is just the token rows. The rotation is applied to "
                "queries and keys inside attention.")
    if scheme.name == "none":
        return "No positions: Z is just the token rows, so reordering the words only reorders these rows."
    return "Z = token rows + position rows."


class InputMatrixPanel(QtWidgets.QWidget):
    """The L x d matrix Z that the first transformer block receives."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("inputMatrixPanel")
        self.setAccessibleName("Input matrix Z")
        self.session = session
        self.summary = caption()
        self.summary.setObjectName("inputMatrixSummary")
        self.view, self.model = make_matrix_view("inputMatrix", "Z, input to layer 1, one row per token")
        self.view.clicked.connect(lambda index: session.set_focus(index.row()))
        self.view.verticalHeader().sectionClicked.connect(session.set_focus)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 1)
        session.frameChanged.connect(self._on_frame_changed)
        session.focusChanged.connect(self._on_focus_changed)
        self._on_frame_changed(session.frame)

    def _on_frame_changed(self, frame) -> None:
        labels = [f"{t_pos} · {tok.text}" for t_pos, tok in enumerate(frame.tokens)]
        levels = symmetric_levels(frame.z, 100.0, floor=1.0) if frame.length else (-1.0, 1.0)
        self.model.set_matrix(frame.z, labels, column_labels(self.session.layer.table), levels)
        if frame.length == 0:
            self.summary.setText("Z is empty: type a sentence to give the first block something to read.")
        else:
            self.summary.setText(f"Z is L × d = {frame.length:,} × {frame.d_model:,}. "
                                 f"{html.escape(scheme_note(frame.scheme))}")
        self._on_focus_changed(self.session.focus)

    def _on_focus_changed(self, index: int) -> None:
        if index != self.model.focus_row:   # a keystroke that keeps the focus scrolls nothing
            self.model.set_focus_row(index)
            if index >= 0:
                scroll_to_row(self.view, index)
