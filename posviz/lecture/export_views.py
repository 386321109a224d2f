"""The numbers behind the "What the positions learned" and "RoPE at long range" views, as labelled tables.

``position-similarity``: the L x L cosine similarity of the layer's position table (its learned
rows, or its formula's first ``rows`` rows; for a layer that adds no table, the sinusoidal one of
its width, named in the header). ``position-components``: the rows projected on their first three
principal components, each column header carrying the share of the variance it explains.
``rope-decay``: RoFormer's bound at each distance drawn, for the layer's RoPE or a toy head.
"""
from __future__ import annotations

import numpy as np

from posviz.lecture.export_data import ExportError, LabelledTable
from posviz.lessons.learned_positions import PositionTable, comparison_table, session_table
from posviz.lessons.long_range import decay_head, decay_table
from posviz.lessons.position_geometry import cosine_similarity, principal_components
from posviz.model import InputLayer

DEFAULT_ROWS = 256           # rows of a formula's table when nothing else says (the view's default)


def _table(layer: InputLayer, rows: int, model_name: str | None) -> PositionTable:
    table = session_table(layer.positions, layer.d_model, rows, model_name)
    return table if table is not None else comparison_table(rows, layer.d_model)


def _which(table: PositionTable) -> str:
    return f"{table.title}, {table.shape[0]} x {table.shape[1]}"


def similarity_table(layer: InputLayer, rows: int = DEFAULT_ROWS, model_name: str | None = None) -> LabelledTable:
    """Cosine similarity of every pair of positions, shape (L, L); the first header cell names the table."""
    table = _table(layer, rows, model_name)
    values = cosine_similarity(table.rows)
    size = values.shape[0]
    return LabelledTable(values, (f"position i [{_which(table)}]",), [(str(i),) for i in range(size)],
                         tuple(f"position {j}" for j in range(size)))


def components_table(layer: InputLayer, rows: int = DEFAULT_ROWS, model_name: str | None = None) -> LabelledTable:
    """The rows projected on their first three principal components, shape (L, 3).

    Each column header is ``PC k (explained variance ratio R)`` with R written exactly (repr).
    """
    table = _table(layer, rows, model_name)
    components = principal_components(table.rows, 3)
    names = tuple(f"PC {k + 1} (explained variance ratio {float(r)!r})" for k, r in enumerate(components.explained))
    size = table.shape[0]
    return LabelledTable(components.projections, (f"position [{_which(table)}]",), [(str(p),) for p in range(size)],
                         names)


def decay_export(layer: InputLayer, base: float, length: int, model_name: str | None = None,
                 head: tuple[float, int, str] | None = None) -> LabelledTable:
    """(distance, bound) rows, shape (n, 2), for the head :func:`decay_head` picks (or ``head``: base, d,
    whose); L sets the distances."""
    head_base, d, whose = head or decay_head(layer, base, model_name)
    distances, bound = decay_table(head_base, d, length)
    return LabelledTable(np.stack([distances, bound], axis=1), (), [()] * len(distances),
                         ("distance", f"bound [{whose}: base {head_base!r}, d {d}]"))


def view_table(panel: str, layer: InputLayer, rows: int, base: float, length: int,
               model_name: str | None = None) -> LabelledTable:
    """The numbers behind one of VIEW_PANELS.

    Parameters
    ----------
    rows : int
        Rows of a formula's position table (a learned table has its own).
    base : float
        The session's base (the toy head's, when the layer has no RoPE).
    length : int
        The context length L of rope-decay (its distances reach 4 L, at least 10,000).
    model_name : str, optional
        A loaded real model's name, for the headers.
    """
    if panel == "position-similarity":
        return similarity_table(layer, rows, model_name)
    if panel == "position-components":
        return components_table(layer, rows, model_name)
    if panel == "rope-decay":
        return decay_export(layer, base, length, model_name)
    raise ExportError(f"{panel!r} is not a view with its own table")
