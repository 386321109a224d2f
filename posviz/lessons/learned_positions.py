"""Which position table a session has, and everything the "What the positions learned" view reads from it.

:func:`session_table` picks the table the session adds to its token rows (a real model's learned
rows, the illustrative learned table, or a sinusoidal table of a chosen length) and says whose it
is; :func:`read_table` computes, with :mod:`posviz.lessons.position_geometry`, the similarity
matrix, its offset profile, the first principal components, the row norms and the property
scores. :func:`comparison_table` is the sinusoidal table of the same shape the view puts beside it.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from posviz.lessons.position_geometry import (DEFAULT_WINDOW, Components, PropertyScores, cosine_similarity,
                                              offset_profile, principal_components, property_scores, row_norms)
from posviz.model import Learned, Sinusoidal
from posviz.i18n import Context, isolate, number

LearnedLesson = Context("LearnedLesson")

MAX_ROWS = 2_048          # rows read (an L x L float64 matrix of 2,048 rows is 32 MB)
COMPONENTS = 3
COMPARISON_BASE = 10000.0


@dataclass(frozen=True)
class PositionTable:
    """A table of position vectors and what it is.

    Attributes
    ----------
    rows : ndarray, shape (L, d), float64
        The rows read (at most MAX_ROWS, the first ones).
    title : str
        Whose table it is, for a heading ("GPT-2's learned table").
    total_rows : int
        Rows the whole table has (more than ``len(rows)`` when it was cut to MAX_ROWS).
    kind : {"learned", "illustrative", "sinusoidal"}
    """

    rows: np.ndarray
    title: str
    total_rows: int
    kind: str

    @property
    def shape(self) -> tuple[int, int]:
        return self.rows.shape


@dataclass(frozen=True)
class TableReading:
    """What :func:`read_table` found in one table.

    Attributes
    ----------
    similarity : ndarray, shape (L, L)
        Cosine similarity of every pair of rows.
    profile : ndarray, shape (L,)
        Mean similarity at each offset 0 … L - 1.
    components : Components
        The first (up to) three principal components: projections (L, k), explained (k,).
    norms : ndarray, shape (L,)
    scores : PropertyScores or None
        None for fewer than 3 rows.
    """

    table: PositionTable
    similarity: np.ndarray
    profile: np.ndarray
    components: Components
    norms: np.ndarray
    scores: PropertyScores | None


def sinusoidal_rows(length: int, d: int, scheme: Sinusoidal | None = None) -> np.ndarray:
    """Rows 0 … length - 1 of a sinusoidal table (the paper's, base 10,000, unless ``scheme``), shape (length, d)."""
    scheme = scheme or Sinusoidal(COMPARISON_BASE)
    return scheme.encode(np.arange(length), d)


def session_table(positions, d_model: int, length: int, model_name: str | None = None) -> PositionTable | None:
    """The table a layer's ``positions`` add to the input, or None when they add no vectors (RoPE, none).

    Parameters
    ----------
    positions : position scheme
        The layer's scheme: Learned (real or illustrative) gives its rows, Sinusoidal the first
        ``length`` rows of its formula.
    d_model : int
    length : int
        Rows of a formula's table (a learned table has its own).
    model_name : str, optional
        A real model's name, for the title.
    """
    if isinstance(positions, Learned):
        total = positions.table.shape[0]
        rows = np.asarray(positions.table[:MAX_ROWS], dtype=np.float64)
        if positions.illustrative:
            return PositionTable(rows, "The illustrative learned table (random, untrained)", total, "illustrative")
        return PositionTable(rows, f"The learned table of {model_name or 'the model'}", total, "learned")
    if isinstance(positions, Sinusoidal):
        length = min(int(length), MAX_ROWS)
        return PositionTable(sinusoidal_rows(length, d_model, positions), "The session's sinusoidal table",
                             length, "sinusoidal")
    return None


def shown_title(table: PositionTable) -> str:
    """``table``'s title in the current language (the table keeps the English one: a reading is cached
    across a change of language)."""
    fixed = {"The illustrative learned table (random, untrained)":
             LearnedLesson.tr("The illustrative learned table (random, untrained)"),
             "The session's sinusoidal table": LearnedLesson.tr("The session's sinusoidal table"),
             "Sinusoidal, same shape (paper, base 10,000)":
             LearnedLesson.tr("Sinusoidal, same shape (paper, base 10,000)"),
             "The learned table of the model": LearnedLesson.tr("The learned table of the model")}
    if table.title in fixed:
        return fixed[table.title]
    prefix = "The learned table of "
    if table.title.startswith(prefix):
        return LearnedLesson.tr("The learned table of {model}").format(model=isolate(table.title[len(prefix):]))
    return table.title


def comparison_table(length: int, d: int) -> PositionTable:
    """The sinusoidal table (paper's convention, base 10,000) of shape (length, d), for comparison."""
    return PositionTable(sinusoidal_rows(length, d), "Sinusoidal, same shape (paper, base 10,000)", length,
                         "sinusoidal")


@functools.lru_cache(maxsize=2)
def comparison_reading(length: int, d: int) -> TableReading:
    """:func:`read_table` of :func:`comparison_table` (remembered: the same shape gives the same numbers)."""
    return read_table(comparison_table(length, d))


def read_table(table: PositionTable, window: int = DEFAULT_WINDOW) -> TableReading:
    """Similarity, offset profile, components, norms and property scores of ``table``."""
    rows = table.rows
    similarity = cosine_similarity(rows)
    scores = property_scores(rows, window) if len(rows) >= 3 else None
    return TableReading(table, similarity, offset_profile(similarity), principal_components(rows, COMPONENTS),
                        row_norms(rows), scores)


def diagonal_spread(matrix: np.ndarray) -> float:
    """Largest max − min along one diagonal of an (L, L) matrix: 0 exactly when it is Toeplitz."""
    matrix = np.asarray(matrix)
    return max((float(np.ptp(np.diagonal(matrix, offset=k))) for k in range(1, matrix.shape[0])), default=0.0)


def similarity_caption(reading: TableReading) -> str:
    """What the similarity matrix and its offset profile show, in numbers read from them."""
    profile, size = reading.profile, len(reading.profile)
    if size < 2:
        return LearnedLesson.tr("One row: its cosine with itself is 1.")
    spread = diagonal_spread(reading.similarity)
    if spread < 1e-9:
        shape = LearnedLesson.tr("It depends only on the offset j \u2212 i: every diagonal is constant (largest "
                                 "spread along one: {spread}).").format(spread=f"{spread:.1e}")
    else:
        shape = LearnedLesson.tr("It is not a function of the offset alone: along one diagonal it varies by up to "
                                 "{spread}.").format(spread=number(spread, 2))
    middle = size // 2
    lowest = int(np.argmin(profile))
    return LearnedLesson.tr(
        "Cosine of every pair of positions (1 on the diagonal). {shape} Mean over each diagonal (the curve below): "
        "{first} at offset 1, {middle_value} at offset {middle}, lowest {lowest_value} at offset {lowest}.").format(
        shape=shape, first=number(profile[1], 2), middle_value=number(profile[middle], 2), middle=number(middle),
        lowest_value=number(profile[lowest], 2), lowest=number(lowest))


def components_caption(reading: TableReading) -> str:
    """The share of the variance each principal component explains."""
    shares = reading.components.explained
    parts = ", ".join(f"PC {i + 1} {number(100 * s, 1)} %" for i, s in enumerate(shares))
    return LearnedLesson.tr(
        "Rows projected on their first principal components (dark: position 0, light: the last; grey line joins "
        "neighbours). Share of the variance: {parts} (together {total} %).").format(
        parts=parts, total=number(100 * float(np.sum(shares)), 1))


def norms_caption(reading: TableReading) -> str:
    """The rows' norms, from the smallest to the largest."""
    norms = reading.norms
    low, high = int(np.argmin(norms)), int(np.argmax(norms))
    if norms[high] - norms[low] <= 1e-9 * max(norms[high], 1.0):
        return LearnedLesson.tr("Every row has the same length, {length}.").format(length=f"{norms[high]:.4g}")
    return LearnedLesson.tr("Row lengths from {low} (position {low_at}) to {high} (position {high_at}), "
                            "mean {mean}.").format(low=f"{norms[low]:.3g}", low_at=number(low), high=f"{norms[high]:.3g}",
                                                   high_at=number(high), mean=f"{float(np.mean(norms)):.3g}")


SCORE_DEFINITIONS = (
    ("monotonicity", "Monotonicity",
     "further apart, less alike: how steadily \u03c6(x, x+m) falls as m grows (1: always, 0: no trend)"),
    ("translation_invariance", "Translation invariance",
     "only the distance matters: the share of \u03c6's variance the offset m alone explains (1: all of it)"),
    ("symmetry", "Symmetry",
     "ahead like behind: the correlation of \u03c6(x, x+m) with \u03c6(x, x\u2212m) (1: the same)"),
)


def score_words() -> tuple[tuple[str, str], ...]:
    """(name, meaning) of each score of SCORE_DEFINITIONS, in the current language."""
    return ((LearnedLesson.tr("Monotonicity"),
             LearnedLesson.tr("further apart, less alike: how steadily \u03c6(x, x+m) falls as m grows (1: always, "
                              "0: no trend)")),
            (LearnedLesson.tr("Translation invariance"),
             LearnedLesson.tr("only the distance matters: the share of \u03c6's variance the offset m alone explains "
                              "(1: all of it)")),
            (LearnedLesson.tr("Symmetry"),
             LearnedLesson.tr("ahead like behind: the correlation of \u03c6(x, x+m) with \u03c6(x, x\u2212m) "
                              "(1: the same)")))


def scores_note(window: int) -> str:
    """What the scores are, and whose reading they are."""
    return LearnedLesson.tr(
        "\u03c6 is the dot product of two rows; offsets m = 1 \u2026 {window}. These scores are our reading of the "
        "three properties of Wang et al. (ICLR 2021, \u201cOn Position Embeddings in BERT\u201d) on the table alone; "
        "the paper also probes attention, which needs a whole model.").format(window=number(window))
