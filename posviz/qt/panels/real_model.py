"""The "Real model" tab: which model is open, its sizes, its recipe for the focused token, and
the parts of the lesson's recipe it does not have."""
from __future__ import annotations

import html

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, isolate, number, shown as in_language
from posviz.model.checkpoint.recipe import value_spread
from posviz.qt.widgets.matrix_view import make_matrix_view
from posviz.qt.widgets.common import caption
from posviz.qt.widgets.safe_text import plain_label
from posviz.qt.workers.row_measure import RowMeasure

RealModel = Context("RealModel")
SHOWN_DIMS = 8
MAX_LISTED_ROWS = 5     # row numbers named in the facts (the count says how many in all)


def no_model_html() -> str:
    """What the tab says while the toy model is showing."""
    return "<p>{none}</p><p>{how}</p>".format(
        none=html.escape(RealModel.tr("No real model is open: posviz is showing the lesson's toy model.")),
        how=RealModel.tr("<b>File → Open model folder…</b> opens a Hugging Face-style folder ({files}), offline. "
                         "From a terminal: {command}.").format(
            files=isolate("config.json, model.safetensors, tokenizer.json"),
            command=f"<code>{isolate('posviz --model PATH')}</code>"))


def facts_html(layer, rows_note: str | None = None) -> str:
    """The model's identity and sizes as an HTML table (``rows_note``: why the rows are not measured)."""
    recipe, vocab = layer.recipe, layer.vocabulary
    size = layer.table.vocab_size
    words = RealModel.tr("%Ln tokens", None, len(vocab))
    if size > len(vocab):
        words = RealModel.tr("{tokens} ({rows} table rows: the rest are padding no text reaches)").format(
            tokens=words, rows=number(size))
    rows = [(RealModel.tr("Family"), isolate(recipe.family)), (RealModel.tr("Folder"), isolate(recipe.source)),
            (RealModel.tr("Vocabulary |V|"), words), (RealModel.tr("Width d"), number(layer.d_model)),
            (RealModel.tr("Longest input"), RealModel.tr("%Ln tokens", None, recipe.max_length)),
            (RealModel.tr("Token table"), RealModel.tr("{rows} × {width}, stored as {dtype}").format(
                rows=number(size), width=number(layer.d_model), dtype=isolate(recipe.dtype))),
            (RealModel.tr("Positions"), in_language(recipe.positions))]
    if hasattr(vocab, "describe"):
        rows.append((RealModel.tr("Tokenizer"), vocab.describe()))
    rows.append((RealModel.tr("Rows with NaN or ±inf"), nonfinite_text(layer, rows_note)))
    cells = "".join(f"<tr><td><b>{html.escape(k)}</b>&nbsp;&nbsp;</td><td>{html.escape(v)}</td></tr>" for k, v in rows)
    return f"<table cellspacing='3'>{cells}</table>"


def _rows_text(rows: np.ndarray, total: int, token: bool) -> str:
    listed = ", ".join(f"{r:,}" for r in rows[:MAX_LISTED_ROWS].tolist()) + (", …" if len(rows) > MAX_LISTED_ROWS else "")
    text = (RealModel.tr("%Ln of {total} token rows ({listed})", None, len(rows)) if token else
            RealModel.tr("%Ln of {total} position rows ({listed})", None, len(rows)))
    return text.format(total=number(total), listed=isolate(listed))


def nonfinite_text(layer, rows_note: str | None = None) -> str:
    """How many rows of the token (and position) table hold NaN or ±inf: they are shown as "nan" and
    "inf", left out of colour scales and of the nearest-row search. A real token table is measured in
    the background after the model opens: until then (or if that failed: ``rows_note``) it says so."""
    parts = []
    pending = getattr(layer.table, "measured", True) is False     # never measured here: seconds of work
    token_rows = None if pending else getattr(layer.table, "nonfinite_rows", None)
    if token_rows is not None and len(token_rows):
        parts.append(_rows_text(token_rows, layer.table.vocab_size, True))
    positions = getattr(layer.positions, "table", None)
    if positions is not None:
        bad = np.flatnonzero(~np.isfinite(np.asarray(positions)).all(axis=1))
        if len(bad):
            parts.append(_rows_text(bad, len(positions), False))
    waiting = (rows_note or RealModel.tr("the %Ln token rows are being measured in the background…", None,
                                         layer.table.vocab_size)) if pending else ""
    if not parts:
        return waiting or (RealModel.tr("none", "no rows with NaN or inf") if token_rows is not None
                           else RealModel.tr("not measured"))
    found = RealModel.tr("{rows}: shown as nan / inf, left out of colour scales and the nearest-row search").format(
        rows="; ".join(parts))
    return RealModel.tr("{found}; {waiting}").format(found=found, waiting=waiting) if waiting else found


def spread_html(layer) -> str:
    """What the position table's values look like (its outliers), or why there is none."""
    table = getattr(layer.recipe and layer.positions, "table", None)
    if table is None:
        return ""
    spread = value_spread(table)
    return "<p>{}</p>".format(html.escape(RealModel.tr(
        "Position table values: the largest |value| is {largest} (row {row}), while {percent} % of values lie "
        "within ±{within}. Colour scales for real tables therefore come from a percentile, not from the "
        "extremes.").format(largest=f"{spread.largest:.3g}", row=spread.row, percent=f"{spread.percent:g}",
                            within=f"{spread.within:.3g}")))


def list_html(title: str, lines) -> str:
    if not lines:
        return ""
    items = "".join(f"<li>{html.escape(in_language(line))}</li>" for line in lines)
    return f"<p><b>{html.escape(title)}</b></p><ul>{items}</ul>"


def absent_html(recipe, frame) -> str:
    """What the model lacks of the lesson's recipe, or that it lacks nothing (and what it adds)."""
    if recipe.absent:
        return list_html(RealModel.tr("Parts of the lesson's recipe this model does not have"), recipe.absent)
    text = RealModel.tr("It has every part of the lesson's recipe: a token row plus a position row.")
    if frame.steps:
        text = RealModel.tr("{has} After z it adds %Ln more step(s): {steps}.", None, len(frame.steps)).format(
            has=text, steps=isolate(" → ".join(in_language(step.label) for step in frame.steps)))
    return f"<p>{html.escape(text)}</p>"


def recipe_rows(frame, index: int, vocabulary) -> tuple[np.ndarray, list[str]]:
    """The focused token's vectors, step by step: (rows, SHOWN_DIMS) values and their labels."""
    token = frame.tokens[index]
    rows = [frame.token_vectors[index], frame.position_vectors[index], frame.z[index]]
    adds = frame.scheme.adds_to_input and frame.scheme.name != "none"
    labels = [RealModel.tr("token row {id} ({token})").format(
                  id=token.id, token=isolate(vocabulary.token_of(token.id).strip() or token.text)),
              (RealModel.tr("+ position {index}") if adds else RealModel.tr("+ position {index}: nothing added")).format(
                  index=index),
              RealModel.tr("= z (token + position)")]
    for step in frame.steps:
        rows.append(step.vectors[index])
        labels.append(in_language(step.label))
    if frame.steps:
        labels[-1] = RealModel.tr("{step} → block 1").format(step=labels[-1])
    shown = min(len(row) for row in rows + [np.zeros(SHOWN_DIMS)])    # a projection changes the width
    return np.stack([row[:shown] for row in rows]), labels


class RealModelView(QtWidgets.QWidget):
    """The open real model: identity, sizes, recipe for the focused token, what it lacks."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("realModelView")
        self.session = session
        self.heading = plain_label(QtWidgets.QLabel(objectName="realModelHeading"))   # the folder's name
        self._size_heading()
        self.heading.setWordWrap(True)
        self.facts, self.recipe_title, self.details = caption(), caption(), caption()
        self.details.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        self.view, self.model = make_matrix_view("recipeTable", "")
        self.view.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)     # vectors: dimension 0 on the left
        self._build_layout()
        self.rows = RowMeasure(self)                 # the token rows' NaN/inf count, found off the GUI thread
        self.rows.measured.connect(self._on_rows_measured)
        self.rows.failed.connect(lambda table, why: self._on_rows_measured(table, why))
        session.colormapChanged.connect(self.model.set_colormap)      # the table follows it itself
        self.model.set_colormap(session.colormap)
        session.layerChanged.connect(self._on_layer_changed)
        session.frameChanged.connect(self._on_frame_changed)
        session.focusChanged.connect(self._on_focus_changed)
        self._on_layer_changed(session.layer)

    def _build_layout(self) -> None:
        inner = QtWidgets.QWidget()
        layout = QtWidgets.QVBoxLayout(inner)
        for widget in (self.heading, self.facts, self.recipe_title):
            layout.addWidget(widget)
        layout.addWidget(self.view)
        layout.addWidget(self.details)
        layout.addStretch(1)
        scroll = QtWidgets.QScrollArea()
        self.scroll = scroll
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        QtWidgets.QVBoxLayout(self).addWidget(scroll)
        self.layout().setContentsMargins(0, 0, 0, 0)

    def _size_heading(self) -> None:
        """The heading: bold, half as large again as the text around it."""
        font = QtGui.QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)

    def changeEvent(self, event) -> None:  # noqa: N802
        """A zoom reaches the view as a new font; the heading has its own, made from it: made
        again (it kept the size of the zoom in force when the tab was first shown)."""
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.FontChange:
            self._size_heading()
        elif event.type() == QtCore.QEvent.Type.LanguageChange:
            self._on_layer_changed(self.session.layer)

    def _on_layer_changed(self, layer) -> None:
        real = layer.recipe is not None
        self.view.setAccessibleName(RealModel.tr("The focused token's vectors, step by step"))
        self.scroll.setAccessibleName(RealModel.tr("The real model's steps from token rows to block 1's input"))
        self.heading.setText(in_language(layer.name) if real else RealModel.tr("No real model open"))
        self.facts.setText(facts_html(layer) if real else no_model_html())
        self.rows.request(layer.table if real else None)
        recipe = layer.recipe
        self.details.setText(absent_html(recipe, self.session.frame)
                             + list_html(RealModel.tr("Also worth knowing"), recipe.notes)
                             + spread_html(self.session.real_model or layer) if real else "")
        for widget in (self.recipe_title, self.view):
            widget.setVisible(real)
        self._on_frame_changed(self.session.frame)

    def _on_rows_measured(self, table, failure: str | None = None) -> None:
        layer = self.session.layer
        if layer.recipe is not None and table is layer.table:
            self.facts.setText(facts_html(layer, failure and RealModel.tr("not measured: {reason}").format(
                reason=isolate(failure))))

    def _on_frame_changed(self, frame) -> None:
        self._show_focus(self.session.focus)

    def _on_focus_changed(self, index: int) -> None:
        self._show_focus(index)

    def _show_focus(self, index: int) -> None:
        frame, layer = self.session.frame, self.session.layer
        if layer.recipe is None or not 0 <= index < frame.length:
            self.model.set_matrix(np.zeros((0, 0)), [], [])
            self.recipe_title.setText("")
            return
        values, labels = recipe_rows(frame, index, layer.vocabulary)
        shown = values.shape[1]
        self.model.set_matrix(values, labels, [f"d{j}" for j in range(shown)], levels=_levels(values))
        self.recipe_title.setText(html.escape(RealModel.tr(
            "What block 1 receives for “{word}” (token {index}), step by step: the first {shown} of {width} "
            "dimensions.").format(word=isolate(frame.tokens[index].text), index=index, shown=shown,
                                  width=number(frame.d_model))))
        rows = self.model.rowCount() + 1
        self.view.setFixedHeight(self.view.verticalHeader().defaultSectionSize() * rows + 8)


def _levels(values: np.ndarray) -> tuple[float, float]:
    """Symmetric colour levels from the largest |value| shown (a handful of numbers: no outlier rule)."""
    finite = np.abs(values[np.isfinite(values)])        # NaN and inf from a model file: on no scale
    top = float(finite.max()) if finite.size else 1.0
    return (-top, top) if top > 0 else (-1.0, 1.0)
