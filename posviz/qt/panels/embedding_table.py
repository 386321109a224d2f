"""The embedding table E, the focused token's nearest rows, and its one-hot beside its dense row."""
from __future__ import annotations

import html
from collections.abc import Sequence

import numpy as np
from PySide6 import QtCore, QtWidgets

from posviz.model.viewport import level_sample
from posviz.qt.widgets.colors import symmetric_levels
from posviz.qt.widgets.matrix_view import RowRevealer, column_labels, make_matrix_view
from posviz.qt.workers.nearest_search import NearestSearch
from posviz.qt.widgets import spoken
from posviz.qt.widgets.common import VectorStrip, caption
from posviz.shorten import clip

NEAREST_K = 4


def table_levels(table) -> tuple[float, float]:
    """(-1, 1) for hand-made tables; a symmetric percentile for others (outliers do not rule)."""
    if not table.illustrative and table.dim_names:
        return (-1.0, 1.0)
    return symmetric_levels(level_sample(table.matrix), 99.5, floor=0.0)


class RowNames(Sequence):
    """E's row labels, "id · token", made when a row is shown: naming all 128,256 rows of a real
    vocabulary up front took ~0.4 s of the first frame."""

    def __init__(self, vocab, size: int) -> None:
        self.vocab, self.size = vocab, size

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.size))]
        index = range(self.size)[index]           # negative ids and range checks as a list has them
        try:
            return f"{index} · {self.vocab.token_of(index)}"
        except ValueError:     # a tokenizer that fails to decode (a panic, named): a Qt virtual must not raise
            return f"{index} · (cannot be decoded)"


class EmbeddingTablePanel(QtWidgets.QWidget):
    """E as a table (one row per word), with the focused token's details beside it."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("embeddingTablePanel")
        self.setAccessibleName("Embedding table")
        self.session = session
        self.compact = False
        self.summary = caption()
        self.view, self.model = make_matrix_view("embeddingTable", "Embedding table E, one row per vocabulary word")
        self.view.clicked.connect(self._on_cell_clicked)
        self.view.verticalHeader().sectionClicked.connect(self._on_row_clicked)
        self.revealer = RowRevealer(self.view)      # the focused row stays whole as the page is laid out
        self.focus_title = caption()
        self.one_hot_label, self.one_hot = QtWidgets.QLabel(), VectorStrip(self, levels=(-1.0, 1.0), decimals=0)
        self.dense_label, self.dense = QtWidgets.QLabel(), VectorStrip(self)
        self.one_hot.setAccessibleName("One-hot vector of the focused word")
        self.dense.setAccessibleName("The focused word's row of E")
        self.nearest = caption()
        self.nearest.setObjectName("nearestRows")
        details = QtWidgets.QGridLayout()
        details.addWidget(self.focus_title, 0, 0, 1, 2)
        details.addWidget(self.one_hot_label, 1, 0)
        details.addWidget(self.one_hot, 1, 1)
        details.addWidget(self.dense_label, 2, 0)
        details.addWidget(self.dense, 2, 1)
        details.addWidget(self.nearest, 3, 0, 1, 2)
        details.setColumnStretch(1, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 1)
        layout.addLayout(details)
        self._shown_table, self._details_key = None, None   # what is on screen, to skip redoing it
        self._nearest_search = NearestSearch(NEAREST_K, self)
        self._nearest_search.found.connect(self._on_nearest_done)
        session.colormapChanged.connect(self.model.set_colormap)      # the table follows it itself
        self.model.set_colormap(session.colormap)
        session.layerChanged.connect(self._on_layer_changed)
        session.frameChanged.connect(self._on_frame_changed)
        session.focusChanged.connect(self._on_focus_changed)
        self._on_layer_changed(session.layer)
        self._on_frame_changed(session.frame)

    # --- handlers ------------------------------------------------------------------------
    def _on_layer_changed(self, layer) -> None:
        table, vocab = layer.table, layer.vocabulary
        if self._shown_table is not None and self._shown_table[0] is table and self._shown_table[1] is vocab:
            return   # only the position scheme changed: E is the same table, nothing to redo
        self._shown_table, self._details_key = (table, vocab), None
        rows = RowNames(vocab, table.vocab_size)
        levels = table_levels(table)
        self.model.set_matrix(table.matrix, rows, column_labels(table), levels)
        self.model.set_focus_row(-1)        # a new table: the focused word's row is found (and shown) again
        self.dense.set_values(np.zeros(0), levels=levels)
        kind = ("illustrative: seeded random values, not learned" if table.illustrative
                else "the lesson's hand-written values" if table.dim_names else "values from the model file")
        self.summary.setText(f"<b>E</b> is |V| × d = {table.vocab_size:,} × {table.d_model:,} "
                             f"= {table.parameter_count:,} numbers ({kind}). Bold rows: words in the sentence.")

    def _on_frame_changed(self, frame) -> None:
        self.model.set_highlighted(set(frame.ids[frame.known].tolist()))   # (np.unique would import numpy.ma)
        self._on_focus_changed(self.session.focus)

    def _on_focus_changed(self, index: int) -> None:
        frame = self.session.frame
        self._describe(frame, index)
        if index < 0 or index >= frame.length:
            self.model.set_focus_row(-1)
            self.revealer.reveal(-1)
            self._show_details(None)
            return
        token = frame.tokens[index]
        row = token.id if token.known else -1
        if row != self.model.focus_row:     # a keystroke that keeps the focused word scrolls nothing
            self.model.set_focus_row(row)
            self.revealer.reveal(row)
        self._show_details(token)

    def _describe(self, frame, index: int) -> None:
        """The table's description for a screen reader: its size and the focused word's row."""
        table = self.session.layer.table
        text = f"E: {table.vocab_size:,} rows × {table.d_model:,} columns, one row per vocabulary token. "
        if not 0 <= index < frame.length:
            text += "No word is focused."
        elif not frame.tokens[index].known:
            text += f"The focused word {spoken.quoted(frame.tokens[index].text)} is not in the vocabulary: no row."
        else:
            token = frame.tokens[index]
            text += (f"Focused word {spoken.quoted(token.text)}, id {token.id}, row {token.id}: "
                     f"{spoken.numbers(table.row(token.id))}.")
        self.view.setAccessibleDescription(text)

    def _on_cell_clicked(self, index: QtCore.QModelIndex) -> None:
        self._on_row_clicked(index.row())

    def _on_row_clicked(self, row: int) -> None:
        """Focus the sentence's occurrence of this word nearest to the current focus."""
        hits = np.flatnonzero((self.session.frame.ids == row) & self.session.frame.known)
        if hits.size:
            self.session.set_focus(int(hits[np.argmin(np.abs(hits - self.session.focus))]))
        else:
            word = clip(self.session.layer.vocabulary.token_of(row))
            self._details_key = None   # the title no longer describes the focused token
            self.focus_title.setText(f"“{html.escape(word)}” (id {row}) is not in the sentence; "
                                     "type it to follow it through the layer.")

    # --- details -------------------------------------------------------------------------
    def _show_details(self, token) -> None:
        key = None if token is None else (token.text, token.id, token.known)
        if key is not None and key == self._details_key:
            return   # the same word in focus (a keystroke elsewhere in the sentence)
        self._details_key = key
        layer = self.session.layer
        for w in (self.one_hot_label, self.one_hot, self.dense_label, self.dense, self.nearest):
            w.setVisible(token is not None and token.known and not (self.compact and w is self.nearest))
        if token is None:
            self.focus_title.setText("No token in focus: type a sentence above.")
            return
        word = html.escape(clip(token.text))        # a 99,000-character token: a label, not a page
        if not token.known:
            self.focus_title.setText(
                f"“{word}” is not in the vocabulary: it gets the {html.escape(layer.vocabulary.unk)} id "
                f"{token.id}. This table has no row for it, so its token vector is all zeros.")
            return
        table = layer.table
        self.focus_title.setText(f"Focused: “{word}” → id {token.id}, row {token.id} of E")
        self.one_hot_label.setText(f"one-hot ({table.vocab_size:,} wide):")
        self.one_hot.setToolTip(f"{table.vocab_size:,} numbers, all 0 but a single 1 at index {token.id}")
        self.one_hot.set_values(table.one_hot(token.id) if table.vocab_size <= 4096 else np.zeros(0))
        self.dense_label.setText(f"its row of E ({table.d_model:,} wide):")
        self.dense.set_values(table.row(token.id))
        if not self._nearest_search.request(table, token.id):
            self.nearest.setText(f"Nearest rows by cosine: searching all {table.vocab_size:,} rows…")

    def _on_nearest_done(self, table, token_id: int, result) -> None:
        if table is not self.session.layer.table or self._details_key is None or self._details_key[1] != token_id:
            return   # the focus or the model moved on while the search ran
        if isinstance(result, Exception):
            self.nearest.setText(f"Nearest rows could not be computed: {html.escape(str(result))}")
            return
        vocab = self.session.layer.vocabulary
        items = " · ".join(f"{html.escape(vocab.token_of(i))} {c:.2f}" for i, c in result)
        # One line even at 200 % on a projector; what one-hots would say is in the tool tip.
        self.nearest.setText(f"Nearest rows by cosine: <b>{items}</b>")
        self.nearest.setToolTip("Between two different one-hot vectors the cosine is always 0: "
                                "only learned rows can put similar words close together.")

    def set_compact(self, compact: bool) -> None:
        """Little room (one panel at a time on a projector): the table's rows come first; the summary
        and the nearest rows step aside (the box's title and the Deeper ideas views say them too)."""
        self.compact = bool(compact)
        self.summary.setVisible(not self.compact)
        token_known = self._details_key is not None and self._details_key[2]
        self.nearest.setVisible(token_known and not self.compact)

    def wait(self) -> None:
        """Let a running nearest-row search finish (tests, shutdown)."""
        self._nearest_search.wait()
