"""The embedding table E, the focused token's nearest rows, and its one-hot beside its dense row."""
from __future__ import annotations

import html
from collections.abc import Sequence

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.model.viewport import level_sample
from posviz.qt.widgets.cell_fill import fit_slide_text, stretch_for_slide
from posviz.qt.widgets.colors import symmetric_levels
from posviz.qt.widgets.matrix_view import RowRevealer, column_labels, make_matrix_view
from posviz.qt.workers.nearest_search import NearestSearch
from posviz.qt.widgets import spoken
from posviz.qt.widgets.common import VectorStrip, caption
from posviz.shorten import clip

EmbeddingTable = Context("EmbeddingTable")
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
            return EmbeddingTable.tr("{id} · (cannot be decoded)").format(id=index)


class EmbeddingTablePanel(QtWidgets.QWidget):
    """E as a table (one row per word), with the focused token's details beside it.

    Parameters
    ----------
    session : Session
    slide : bool
        Built for one slide figure (:meth:`slide_copy`): its table fills the figure, and it searches
        nothing: it shows the nearest rows in ``nearest`` (token id -> the (row, cosine) pairs found).
    """

    def __init__(self, session, parent=None, slide: bool = False, nearest: dict | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("embeddingTablePanel")
        self.session = session
        self.slide, self._given_nearest = slide, dict(nearest or {})
        self.compact = False
        self.summary = caption()
        self.view, self.model = make_matrix_view("embeddingTable", "")
        # E's rows and columns are mathematics: column 0 on the left in every language.
        self.view.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        self.view.clicked.connect(self._on_cell_clicked)
        self.view.verticalHeader().sectionClicked.connect(self._on_row_clicked)
        self.revealer = RowRevealer(self.view)      # the focused row stays whole as the page is laid out
        self.focus_title = caption()
        self.one_hot_label, self.one_hot = QtWidgets.QLabel(), VectorStrip(self, levels=(-1.0, 1.0), decimals=0)
        self.dense_label, self.dense = QtWidgets.QLabel(), VectorStrip(self)
        for strip in (self.one_hot, self.dense):
            strip.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
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
        self._described = None              # what the screen reader's description was made from
        self._nearest_found = None          # (row, cosine) pairs of the focused token's nearest rows
        self._nearest_search = None if slide else self._searcher()
        session.colormapChanged.connect(self.model.set_colormap)      # the table follows it itself
        self.model.set_colormap(session.colormap)
        session.layerChanged.connect(self._on_layer_changed)
        session.frameChanged.connect(self._on_frame_changed)
        session.focusChanged.connect(self._on_focus_changed)
        self._name_parts()
        self._on_layer_changed(session.layer)
        self._on_frame_changed(session.frame)

    def _searcher(self) -> NearestSearch:
        search = NearestSearch(NEAREST_K, self)
        search.found.connect(self._on_nearest_done)
        return search

    def slide_copy(self) -> EmbeddingTablePanel:
        """A new panel on the same session, for a slide figure: it shows the nearest rows this panel
        found instead of searching again, and this panel is not touched."""
        found = self._nearest_found
        nearest = {self._details_key[1]: found} if found and self._details_key is not None else {}
        copy = EmbeddingTablePanel(self.session, slide=True, nearest=nearest)
        stretch_for_slide(copy.view)           # the numbers fill the figure instead of its top corner
        return copy

    def fit_slide(self) -> None:
        """The figure is laid out: grow the numbers with the stretched cells."""
        fit_slide_text(self.view)

    def _name_parts(self) -> None:
        self.setAccessibleName(EmbeddingTable.tr("Embedding table"))
        self.view.setAccessibleName(EmbeddingTable.tr("Embedding table E, one row per vocabulary word"))
        self.one_hot.setAccessibleName(EmbeddingTable.tr("One-hot vector of the focused word"))
        self.dense.setAccessibleName(EmbeddingTable.tr("The focused word's row of E"))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """A new language: every sentence of the panel is made again from the session."""
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self._name_parts()
            self._shown_table = self._described = None
            self._on_layer_changed(self.session.layer)
            self._on_frame_changed(self.session.frame)

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
        if table.illustrative:
            kind = EmbeddingTable.tr("<b>E</b> is |V| × d = {rows} × {width} = {count} numbers (illustrative: seeded "
                                     "random values, not learned). Bold rows: words in the sentence.")
        elif table.dim_names:
            kind = EmbeddingTable.tr("<b>E</b> is |V| × d = {rows} × {width} = {count} numbers (the lesson's "
                                     "hand-written values). Bold rows: words in the sentence.")
        else:
            kind = EmbeddingTable.tr("<b>E</b> is |V| × d = {rows} × {width} = {count} numbers (values from the model "
                                     "file). Bold rows: words in the sentence.")
        self.summary.setText(kind.format(rows=number(table.vocab_size), width=number(table.d_model),
                                         count=number(table.parameter_count)))

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
        token = frame.tokens[index] if 0 <= index < frame.length else None
        key = (table, token and (token.text, token.id, token.known))
        if key == self._described:         # a keystroke elsewhere in the sentence: the same words
            return
        self._described = key
        size = EmbeddingTable.tr("E: {rows} rows × {width} columns, one row per vocabulary token.").format(
            rows=number(table.vocab_size), width=number(table.d_model))
        if not 0 <= index < frame.length:
            focus = EmbeddingTable.tr("No word is focused.")
        elif not frame.tokens[index].known:
            focus = EmbeddingTable.tr("The focused word {word} is not in the vocabulary: no row.").format(
                word=isolate(spoken.quoted(frame.tokens[index].text)))
        else:
            token = frame.tokens[index]
            focus = EmbeddingTable.tr("Focused word {word}, id {id}, row {id}: {values}.").format(
                word=isolate(spoken.quoted(token.text)), id=token.id, values=isolate(spoken.numbers(table.row(token.id))))
        self.view.setAccessibleDescription(f"{size} {focus}")

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
            self.focus_title.setText(html.escape(EmbeddingTable.tr(
                "“{word}” (id {id}) is not in the sentence; type it to follow it through the layer.").format(
                word=isolate(word), id=row)))

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
            self.focus_title.setText(EmbeddingTable.tr("No token in focus: type a sentence above."))
            return
        word = isolate(clip(token.text))        # a 99,000-character token: a label, not a page
        if not token.known:
            self.focus_title.setText(html.escape(EmbeddingTable.tr(
                "“{word}” is not in the vocabulary: it gets the {unk} id {id}. This table has no row for it, so its "
                "token vector is all zeros.").format(word=word, unk=isolate(layer.vocabulary.unk), id=token.id)))
            return
        table = layer.table
        self.focus_title.setText(html.escape(EmbeddingTable.tr("Focused: “{word}” → id {id}, row {id} of E").format(
            word=word, id=token.id)))
        self.one_hot_label.setText(EmbeddingTable.tr("one-hot ({width} wide):").format(width=number(table.vocab_size)))
        self.one_hot.setToolTip(EmbeddingTable.tr("%Ln numbers, all 0 but a single 1 at index {id}", None,
                                                  table.vocab_size).format(id=token.id))
        self.one_hot.set_values(table.one_hot(token.id) if table.vocab_size <= 4096 else np.zeros(0))
        self.dense_label.setText(EmbeddingTable.tr("its row of E ({width} wide):").format(width=number(table.d_model)))
        self.dense.set_values(table.row(token.id))
        self._nearest_found = self._given_nearest.get(token.id)
        if self._nearest_found is not None:
            self._show_nearest()            # a slide copy: what the live panel found
        elif self.slide or not self._nearest_search.request(table, token.id):
            self.nearest.setText(EmbeddingTable.tr("Nearest rows by cosine: searching all %Ln rows…", None,
                                                   table.vocab_size))

    def _on_nearest_done(self, table, token_id: int, result) -> None:
        if table is not self.session.layer.table or self._details_key is None or self._details_key[1] != token_id:
            return   # the focus or the model moved on while the search ran
        if isinstance(result, Exception):
            self.nearest.setText(html.escape(EmbeddingTable.tr("Nearest rows could not be computed: {reason}").format(
                reason=isolate(str(result)))))
            return
        self._nearest_found = result
        self._show_nearest()

    def _show_nearest(self) -> None:
        """The nearest rows found, as many as fit on one line (a longer translation names fewer of them;
        the tool tip names all): wrapped, the line took the room E's rows need at 200 %."""
        result = self._nearest_found
        if not result:
            return
        vocab = self.session.layer.vocabulary
        plain = EmbeddingTable.tr("Nearest rows by cosine: {rows}")
        metrics, room = QtGui.QFontMetrics(self.nearest.font()), self.nearest.contentsRect().width()
        bold = QtGui.QFont(self.nearest.font())
        bold.setBold(True)
        wide = QtGui.QFontMetrics(bold)
        items = [f"{vocab.token_of(i)} {number(float(c), 2)}" for i, c in result]
        count = len(items)
        while count > 1 and metrics.horizontalAdvance(plain.format(rows="")) + wide.horizontalAdvance(
                " · ".join(items[:count])) > room > 0:
            count -= 1
        shown = html.escape(" · ".join(items[:count]))
        # One line even at 200 % on a projector; what one-hots would say is in the tool tip.
        self.nearest.setText(html.escape(plain).format(rows=f"<b>{isolate(shown)}</b>"))
        self.nearest.setToolTip(EmbeddingTable.tr("Between two different one-hot vectors the cosine is always 0: "
                                                  "only learned rows can put similar words close together.")
                                + "\n" + plain.format(rows=" · ".join(items)))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._show_nearest()

    def set_compact(self, compact: bool) -> None:
        """Little room (one panel at a time on a projector): the table's rows come first; the summary
        and the nearest rows step aside (the box's title and the Deeper ideas views say them too)."""
        self.compact = bool(compact)
        self.summary.setVisible(not self.compact)
        token_known = self._details_key is not None and self._details_key[2]
        self.nearest.setVisible(token_known and not self.compact)

    def wait(self) -> None:
        """Let a running nearest-row search finish (tests, shutdown)."""
        if self._nearest_search is not None:
            self._nearest_search.wait()
