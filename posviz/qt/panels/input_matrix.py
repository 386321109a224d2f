"""Z, the input to layer 1: one row per token, labelled "position · token".

For a real model whose recipe has steps after token + position (BERT: + token type 0, then
LayerNorm) the panel shows what block 1 really receives, ``frame.block_input``, and says which
steps made it; the addition panel still shows the lesson's token + position.
"""
from __future__ import annotations

import html

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, isolate, number, shown as in_language
from posviz.model.row_buffers import row_peaks
from posviz.qt.widgets.cell_fill import fit_slide_text, stretch_for_slide
from posviz.qt.widgets.colors import symmetric_levels
from posviz.qt.widgets.matrix_view import column_labels, make_matrix_view, scroll_to_row
from posviz.qt.widgets import spoken
from posviz.qt.widgets.common import LabelHolder, caption


InputMatrix = Context("InputMatrix")


def matrix_title(frame) -> str:
    """What the panel shows, in words: "Z" for token + position, else the steps applied to it."""
    if not frame.steps:
        return "Z"
    return InputMatrix.tr("Block 1's input = {formula}").format(formula=isolate(in_language(frame.block_input_formula)))


def step_formulas(frame) -> tuple:
    """What :func:`matrix_title` is made from: the formulas of the frame's steps after z."""
    return tuple(step.formula for step in frame.steps)


def scheme_note(scheme) -> str:
    """One sentence on what the scheme contributes to Z."""
    if not scheme.adds_to_input:
        return InputMatrix.tr("RoPE adds nothing here: Z is just the token rows. The rotation is applied to "
                              "queries and keys inside attention.")
    if scheme.name == "none":
        return InputMatrix.tr("No positions: Z is just the token rows, so reordering the words only reorders these rows.")
    return InputMatrix.tr("Z = token rows + position rows.")


class InputMatrixPanel(QtWidgets.QWidget):
    """The L x d matrix Z that the first transformer block receives."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("inputMatrixPanel")
        self._fitted = None                  # the focused label (and font) the labels' column fits
        self._named = self._described = None     # what the names and the description were made from
        self.session = session
        self.summary = caption()
        self.summary.setObjectName("inputMatrixSummary")
        self.view, self.model = make_matrix_view("inputMatrix", "")
        # Z's rows and columns are mathematics: column 0 on the left in every language.
        self.view.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        self.view.clicked.connect(lambda index: session.set_focus(index.row()))
        self.view.verticalHeader().sectionClicked.connect(session.set_focus)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary_holder = LabelHolder(self.summary)   # "Z is L × d = ...": a new length lays out nothing
        layout.addWidget(self.summary_holder)
        layout.addWidget(self.view, 1)
        # What is shown, so that the next frame redoes only the rows whose token changed
        self._shown_layer, self._shown_frame, self._columns = None, None, []
        self._labels: list[str] = []
        self._texts: list[str] = []          # the tokens' texts the labels were made from
        self._peaks = np.zeros(0)            # largest |value| of each row of Z
        session.colormapChanged.connect(self.model.set_colormap)      # the table follows it itself
        self.model.set_colormap(session.colormap)
        session.frameChanged.connect(self._on_frame_changed)
        session.focusChanged.connect(self._on_focus_changed)
        self._on_frame_changed(session.frame)

    def slide_copy(self) -> InputMatrixPanel:
        """A new panel on the same session, for a slide figure (this panel is not touched)."""
        copy = InputMatrixPanel(self.session)     # Z has no live controls to leave out
        stretch_for_slide(copy.view)           # the numbers fill the figure instead of its top corner
        return copy

    def fit_slide(self) -> None:
        """The figure is laid out: grow the numbers with the stretched cells."""
        fit_slide_text(self.view)

    def _on_frame_changed(self, frame) -> None:
        layer = self.session.layer
        changed = self._changed_rows(layer, frame)
        width = frame.block_input.shape[1]       # a projection to the hidden width changes it (ALBERT, OPT-350m)
        if changed is None or len(self._columns) != width:
            self._columns = column_labels(layer.table) if width == layer.d_model else [f"d{j}" for j in range(width)]
        self._labels = self._row_labels(frame)
        peaks = self._row_peaks(frame, changed)
        repaint = changed if changed is not None else self._rows_that_differ(frame, peaks)
        self._peaks, self._shown_layer, self._shown_frame = peaks, layer, frame
        self.model.set_matrix(frame.block_input, self._labels, self._columns, self._levels(frame),
                              changed_rows=repaint)
        named = step_formulas(frame)
        if named != self._named:      # (a keystroke keeps the recipe's steps: the same names)
            self._named = named
            self.setAccessibleName(InputMatrix.tr("Input matrix Z"))
            self.view.setAccessibleName(InputMatrix.tr("{title}, input to layer 1, one row per token").format(
                title=matrix_title(frame)))
        self.summary_holder.set_text(self._summary(frame))
        self._on_focus_changed(self.session.focus)

    def _summary(self, frame) -> str:
        """The line above Z (rich text): its size and what made it."""
        if frame.length == 0:
            return html.escape(InputMatrix.tr("Z is empty: type a sentence to give the first block something to read."))
        if frame.steps:
            return html.escape(InputMatrix.tr(
                "{title}, L × d = {rows} × {width}: what this model's first block receives. The addition panel "
                "shows the lesson's z (token rows + position rows, where the model has them); the steps after it "
                "are in the Real model tab.")).format(title=f"<b>{html.escape(matrix_title(frame))}</b>",
                                                      rows=number(frame.length), width=number(frame.block_input.shape[1]))
        return html.escape(InputMatrix.tr("Z is L × d = {rows} × {width}. {note}").format(
            rows=number(frame.length), width=number(frame.d_model), note=scheme_note(frame.scheme)))

    def _changed_rows(self, layer, frame) -> np.ndarray | None:
        """Rows of Z, among those the last frame also had, whose token changed; None when any row
        may have (another layer). Under one layer a row of Z is a function of its token and
        position: comparing ids is O(L), comparing the rows' values O(L x d)."""
        old = self._shown_frame
        if old is None or layer is not self._shown_layer:
            return None
        n = min(old.length, frame.length)
        return np.flatnonzero((old.ids[:n] != frame.ids[:n]) | (old.known[:n] != frame.known[:n]))

    def _rows_that_differ(self, frame, peaks: np.ndarray) -> np.ndarray | None:
        """Under another layer, the rows (shared with the last frame) whose values differ: rows whose
        largest |value| changed do, the others are compared value by value (a new scheme changes
        nearly every row: comparing all of Z was O(L x d) on the GUI thread). None if the widths differ."""
        old = self._shown_frame
        if old is None or old.block_input.shape[1] != frame.block_input.shape[1]:
            return None
        n = min(old.length, frame.length)
        differ = self._peaks[:n] != peaks[:n]
        alike = np.flatnonzero(~differ)
        if alike.size:
            differ[alike] = ~(old.block_input[alike] == frame.block_input[alike]).all(axis=1)
        return np.flatnonzero(differ)

    def _row_labels(self, frame) -> list[str]:
        """ "position · token" of each row, reusing the last frame's where the token's text is the same
        (also under another layer: a label depends on the position and the text alone)."""
        vocabulary = self.session.layer.vocabulary      # a real tokenizer's readable pieces ("␣dog", "<0xE2>")
        texts = vocabulary.token_labels(frame.tokens)
        old = self._texts
        n = min(len(old), len(texts))
        labels = self._labels[:n]
        if old[:n] != texts[:n]:
            for i in [i for i in range(n) if old[i] != texts[i]]:
                labels[i] = f"{i} · {texts[i]}"
        self._texts = texts
        return labels + [f"{i} · {texts[i]}" for i in range(n, len(texts))]

    def _row_peaks(self, frame, changed) -> np.ndarray:
        """Largest |value| of each row of Z: the frame's own when they are computed already (by the
        session's worker) or every row may have changed, else the last frame's for rows that did not."""
        if not frame.steps and (changed is None or frame.has_row_peaks):
            return frame.row_peaks
        # A recipe with steps: row_peaks are z's, and block 1 receives the last step's rows.
        z, old = frame.block_input, (self._peaks if changed is not None else np.zeros(0))
        changed = np.arange(0) if changed is None else changed
        peaks = np.empty(frame.length)
        kept = min(len(old), frame.length)
        peaks[:kept] = old[:kept]
        redo = np.concatenate([changed, np.arange(kept, frame.length)]).astype(np.intp)
        if redo.size:
            peaks[redo] = row_peaks(z[redo])
        return peaks

    def _levels(self, frame) -> tuple[float, float]:
        """The colour scale of Z: ±(its largest |value|), at least ±1 (as symmetric_levels at 100 %)."""
        if frame.length == 0:
            return (-1.0, 1.0)
        peak = float(self._peaks.max()) if self._peaks.size else 0.0
        if not np.isfinite(peak):
            return symmetric_levels(frame.block_input, 100.0, floor=1.0)    # NaN or inf: leave them out
        m = max(peak, 0.0, 1.0)
        return (-m, m)

    def _on_focus_changed(self, index: int) -> None:
        if index != self.model.focus_row:   # a keystroke that keeps the focus scrolls nothing
            self.model.set_focus_row(index)
            if index >= 0:
                scroll_to_row(self.view, index)
        self._fit_focus_label()
        frame = self.session.frame
        rows = frame.block_input
        focused = (frame.tokens[index].text, rows[index].tobytes()) if 0 <= index < frame.length else None
        key = (step_formulas(frame), frame.length, rows.shape[1], index, focused)
        if key == self._described:         # a keystroke that leaves the focused row alone
            return
        self._described = key
        self.view.setAccessibleDescription(InputMatrix.tr(
            "{title}: {rows} rows × {width} columns, one row per token. {focus}").format(
            title=matrix_title(frame), rows=number(frame.length), width=number(frame.block_input.shape[1]),
            focus=spoken.focused_row(frame, index, frame.block_input, 'row')))

    def _fit_focus_label(self) -> None:
        """Room for the focused row's label, drawn bold after "▶ " (Qt sizes the labels' column on
        the plain labels: "▶ 4 · man" was cut to "▶ 4 · mar")."""
        row, header = self.model.focus_row, self.view.verticalHeader()
        text = self.model.headerData(row, QtCore.Qt.Orientation.Vertical) if row >= 0 else ""
        if (text, header.font().key()) == self._fitted:
            return              # a keystroke that left the focused word alone
        self._fitted = (text, header.font().key())
        bold = QtGui.QFont(header.font())
        bold.setBold(True)
        need = QtGui.QFontMetrics(bold).horizontalAdvance(text or "") + 2 * header.style().pixelMetric(
            QtWidgets.QStyle.PixelMetric.PM_HeaderMargin) + 6
        if need != header.minimumWidth():
            header.setMinimumWidth(need)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.FontChange:
            self._fit_focus_label()
        elif event.type() == QtCore.QEvent.Type.LanguageChange:
            self._named = self._described = None
            self._on_frame_changed(self.session.frame)
