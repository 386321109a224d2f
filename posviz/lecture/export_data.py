"""The numbers behind each panel as a labelled table, written as CSV or .npy (pure numpy, no Qt).

Used by File → Export in the window and by ``posviz export`` (which needs no Qt for data).
Every value comes from the model: E is the layer's table, the position table is the scheme's
``encode``, Z is what block 1 receives (the frame's ``block_input``: ``z`` unless a real model
adds steps after it).
"""
from __future__ import annotations

import csv
import os
from dataclasses import dataclass

import numpy as np

from posviz.i18n import Context, isolate
from posviz.lecture.fileio import atomic_path
from posviz.model import Frame, InputLayer

VIEW_PANELS = ("position-similarity", "position-components", "rope-decay")   # deeper views (export_views)
PANELS = ("window", "heatmap", "table", "addition", "z") + VIEW_PANELS
PANEL_TITLES = {"window": "Whole window", "table": "Embedding table E", "z": "Z, the input to layer 1",
                "addition": "Token row + position row", "heatmap": "Position heatmap",
                "position-similarity": "Position similarity (cosine)", "position-components":
                "Position table's principal components", "rope-decay": "RoPE's long-range bound"}
ExportNames = Context("ExportNames")


def panel_title(panel: str) -> str:
    """``panel``'s name in File → Export, in the current language (files keep PANEL_TITLES' English)."""
    return {"window": ExportNames.tr("Whole window"), "table": ExportNames.tr("Embedding table E"),
            "z": ExportNames.tr("Z, the input to layer 1"), "addition": ExportNames.tr("Token row + position row"),
            "heatmap": ExportNames.tr("Position heatmap"),
            "position-similarity": ExportNames.tr("Position similarity (cosine)"),
            "position-components": ExportNames.tr("Position table's principal components"),
            "rope-decay": ExportNames.tr("RoPE's long-range bound")}[panel]


DATA_PANELS = ("table", "heatmap", "addition", "z") + VIEW_PANELS
PICTURE_FORMATS = ("png", "svg")
DATA_FORMATS = ("csv", "npy")
FORMATS = PICTURE_FORMATS + DATA_FORMATS
MAX_CSV_VALUES = 10_000_000     # ~200 MB of text: larger tables belong in .npy
MAX_NPY_VALUES = 200_000_000    # 1.6 GB of float64


class ExportError(ValueError):
    """An export that cannot be made as asked; the message says why and what to do."""


@dataclass(frozen=True)
class LabelledTable:
    """A matrix with names for its rows and columns.

    Attributes
    ----------
    values : ndarray, shape (n, d)
    label_names : tuple of str
        Header of the label columns (e.g. ("id", "word")).
    row_labels : list of tuple of str
        n rows, each with len(label_names) labels.
    column_names : tuple of str
        d names: the table's dimension names, or "dim 0" ... "dim d-1".
    """

    values: np.ndarray
    label_names: tuple[str, ...]
    row_labels: list[tuple[str, ...]]
    column_names: tuple[str, ...]


def format_of(path: str | os.PathLike) -> str:
    """The export format named by ``path``'s extension; ExportError for any other."""
    suffix = os.path.splitext(os.fspath(path))[1].lower().lstrip(".")
    if suffix not in FORMATS:
        endings = isolate(", ".join(f".{f}" for f in FORMATS))
        if not suffix:
            raise ExportError(ExportNames.tr("cannot tell the format from no extension; end the file name with "
                                             "{endings}").format(endings=endings))
        raise ExportError(ExportNames.tr("cannot tell the format from {suffix}; end the file name with {endings}").format(
            suffix=isolate(f"'.{suffix}'"), endings=endings))
    return suffix


def check_panel(panel: str, fmt: str) -> None:
    """ExportError unless ``panel`` exists and can be written as ``fmt``."""
    if panel not in PANELS:
        raise ExportError(ExportNames.tr("unknown panel {panel}; choose one of {panels}").format(
            panel=isolate(repr(panel)), panels=isolate(", ".join(PANELS))))
    if panel == "window" and fmt in DATA_FORMATS:
        raise ExportError(ExportNames.tr("the whole window is a picture: export it as .png or .svg, not .{format} "
                                         "(panels with tables: {panels})").format(
            format=fmt, panels=isolate(", ".join(DATA_PANELS))))


def column_names(layer: InputLayer) -> tuple[str, ...]:
    """The dimension names of a hand-made table, else "dim 0" ... "dim d-1"."""
    return layer.table.dim_names or tuple(f"dim {i}" for i in range(layer.d_model))


def embedding_table(layer: InputLayer) -> LabelledTable:
    """E, shape (|V|, d): one row per vocabulary word, labelled by id and word."""
    matrix = layer.table.matrix
    words = layer.vocabulary.words
    labels = [(str(i), words[i] if i < len(words) else "") for i in range(matrix.shape[0])]
    return LabelledTable(matrix, ("id", "word"), labels, column_names(layer))


def position_rows(layer: InputLayer, rows: int) -> int:
    """Positions the heatmap covers: ``rows``, no more than a learned table has."""
    max_len = getattr(layer.positions, "max_len", None)
    return min(int(rows), max_len) if max_len else int(rows)


def position_table(layer: InputLayer, rows: int, limit: int = MAX_NPY_VALUES) -> LabelledTable:
    """The vectors added for positions 0 .. rows-1, shape (rows, d) (zeros for RoPE and none)."""
    rows = position_rows(layer, rows)
    _check_size(rows, layer.d_model, limit, "the position table", "fewer positions (--length)")
    values = layer.positions.encode(np.arange(rows), layer.d_model)
    return LabelledTable(values, ("position",), [(str(p),) for p in range(rows)], column_names(layer))


LESSON_Z = "token + position"


def z_table(layer: InputLayer, frame: Frame) -> LabelledTable:
    """What block 1 receives, shape (L, d): one row per token, labelled by position and token text.

    For the lesson's z (token + position) the header is ``position,token,...``; when a real
    model does something else (BERT's token type and LayerNorm, Gemma's scaling, Llama's rows
    with nothing added) the first header cell says what the rows are, e.g.
    ``position [rows = LayerNorm(token + position + token type 0)]``.
    """
    labels = [(str(i), token.text) for i, token in enumerate(frame.tokens)]
    formula = frame.block_input_formula
    first = "position" if formula == LESSON_Z else f"position [rows = {formula}]"
    width = frame.block_input.shape[1]             # a projection to the hidden width changes it (ALBERT, OPT-350m)
    columns = column_names(layer) if width == layer.d_model else tuple(f"dim {i}" for i in range(width))
    return LabelledTable(frame.block_input, (first, "token"), labels, columns)


def addition_table(layer: InputLayer, frame: Frame, focus: int) -> LabelledTable:
    """The focused token's sum, shape (3, d): its row of E, its position vector, and their sum."""
    if not 0 <= focus < frame.length:
        raise ExportError(ExportNames.tr("the sentence has no tokens, so there is no sum to export"))
    values = np.stack([frame.token_vectors[focus], frame.position_vectors[focus], frame.z[focus]])
    word = frame.tokens[focus].text
    labels = [("token row", word), (f"position {focus} vector", word), ("z row", word)]
    return LabelledTable(values, ("vector", "token"), labels, column_names(layer))


def table_for(panel: str, layer: InputLayer, frame: Frame, rows: int, focus: int,
              limit: int = MAX_NPY_VALUES) -> LabelledTable:
    """The numbers that ``panel`` ("table", "heatmap", "addition" or "z") shows."""
    if panel == "table":
        table = embedding_table(layer)
    elif panel == "heatmap":
        return position_table(layer, rows, limit)
    elif panel == "addition":
        table = addition_table(layer, frame, focus)
    elif panel == "z":
        table = z_table(layer, frame)
    else:
        raise ExportError(ExportNames.tr("the {panel} view has no table of numbers; choose one of {panels}").format(
            panel=isolate(repr(panel)), panels=isolate(", ".join(DATA_PANELS))))
    _check_size(*table.values.shape, limit, f"the {panel} table", "the .npy format")
    return table


def write_csv(table: LabelledTable, path: str | os.PathLike) -> None:
    """A header row (label names, then dimension names), then one line per row; exact float text."""
    with atomic_path(path, follow_link=True) as tmp, open(tmp, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow([*table.label_names, *table.column_names])
        for labels, row in zip(table.row_labels, table.values.tolist()):
            writer.writerow([*labels, *map(repr, row)])


def write_npy(table: LabelledTable, path: str | os.PathLike) -> None:
    """The values alone, dtype kept (labels go in the CSV)."""
    with atomic_path(path, follow_link=True) as tmp, open(tmp, "wb") as handle:
        np.save(handle, np.ascontiguousarray(table.values), allow_pickle=False)


def write_table(table: LabelledTable, path: str | os.PathLike, fmt: str) -> None:
    """Write ``table`` as ``fmt`` ("csv" or "npy")."""
    (write_csv if fmt == "csv" else write_npy)(table, path)


def _check_size(rows: int, cols: int, limit: int, what: str, advice: str) -> None:
    if rows * cols > limit:
        raise ExportError(f"{what} has {rows:,} x {cols:,} = {rows * cols:,} values, more than the "
                          f"{limit:,} this format takes; try {advice}")
