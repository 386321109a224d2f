"""What the "RoPE at long range" view and the rope-decay export show, and the sentences that describe it.

The numbers are :mod:`posviz.lessons.rope_long_range`'s; this module picks the distances drawn
and words what the pictures show from the numbers themselves.
"""
from __future__ import annotations

import numpy as np

from posviz.lessons.rope_heads import model_rope
from posviz.lessons.rope_long_range import BaseSearch, roformer_bound
from posviz.i18n import Context, isolate, number

LongRangeLesson = Context("LongRangeLesson")

DECAY_POINTS = 1_500            # distances drawn on the log axis
def search_how() -> str:
    """How the smallest base is searched, in the current language."""
    return LongRangeLesson.tr(
        "How it is searched: every base on a logarithmic grid (200 per decade) is checked over all "
        "distances 0 \u2026 L, and only the first passing one is refined, by bisection between it and the "
        "failing grid base just below; a bisection over the whole range could stop at a later crossing.")


def decay_distances(length: int) -> np.ndarray:
    """Distances 0 and then log-spaced whole numbers up to 4 L (at least 10,000), shape (n,), increasing:
    DECAY_POINTS geometric steps from 1 to the top, rounded (the small ones coincide and are kept once)."""
    top = max(4 * int(length), 10_000)
    return np.unique(np.concatenate([[0.0], np.round(np.geomspace(1.0, top, DECAY_POINTS))]))


def decay_table(base: float, d: int, length: int) -> tuple[np.ndarray, np.ndarray]:
    """(distances, bound) as drawn: each shape (n,)."""
    distances = decay_distances(length)
    return distances, roformer_bound(distances, base, d)


def bound_caption(distances: np.ndarray, bound: np.ndarray, d: int, length: int) -> str:
    """The bound at 0 and at L, and whether it falls steadily, read from the drawn curve."""
    at_zero = float(bound[0])
    at_length = float(np.interp(length, distances, bound))
    rises = np.flatnonzero(np.diff(bound) > 1e-12)
    text = LongRangeLesson.tr("At distance 0 the bound is (d/2 + 1)/2 = {zero}; at L = {length} it is {at_length} "
                              "({percent} % of that).").format(
        zero=f"{at_zero:.4g}", length=number(length), at_length=f"{at_length:.3g}",
        percent=number(100 * at_length / at_zero, 1))
    if rises.size:
        i = int(rises[0])
        more = LongRangeLesson.tr("It does not fall steadily: it rises again in places (first from distance {start} "
                                  "to {stop}).").format(start=number(round(distances[i])),
                                                         stop=number(round(distances[i + 1])))
    else:
        more = LongRangeLesson.tr("It falls at every distance drawn.")
    return f"{text} {more}"


def search_caption(search: BaseSearch, d: int, length: int) -> str:
    """The smallest base found and the pass/fail pattern that makes bisection unsafe."""
    if search.base is None:
        return LongRangeLesson.tr("No base up to {top} keeps \u03a3 cos(m\u03b8\u1d62) \u2265 0 for every "
                                  "m \u2264 {length} with d = {d}.").format(
            top=number(round(search.grid[-1])), length=number(length), d=d)
    text = LongRangeLesson.tr("Smallest base with \u03a3\u1d62 cos(m\u03b8\u1d62) \u2265 0 for every distance "
                              "m \u2264 {length} (d = {d}): {base}.").format(
        length=number(length), d=d, base=number(round(search.base)))
    passing = search.passing
    first = int(np.argmax(passing))
    later_fails = np.flatnonzero(~passing[first:]) + first
    if later_fails.size:
        again = int(later_fails[0])
        more = LongRangeLesson.tr(
            "Not monotone in the base: {base} passes, yet {failing} of the %Ln grid bases scanned after it fail "
            "again (the first, {again}).", None, passing.size - first - 1).format(
            base=number(round(search.grid[first])), failing=number(later_fails.size),
            again=number(round(search.grid[again])))
    else:
        more = LongRangeLesson.tr("In the range scanned it switches from failing to passing once.")
    return f"{text} {more}"


TOY_HEAD_DIM = 128              # a Llama-sized head, when the layer has no RoPE of its own
DEFAULT_CONTEXT = 4096


def decay_head(layer, base: float, model_name: str | None = None) -> tuple[float, int, str]:
    """The base and rotated width whose bound is drawn, and whose they are.

    A real model's RoPE (also with its positions turned off) gives its own base and rotated
    dimensions; the lesson's RoPE its base and whole width; any other layer a toy 128-wide head at
    ``base`` (the session's base).
    """
    rope = model_rope(layer)
    if rope is not None:
        d = rope.rotary_dim or layer.d_model - layer.d_model % 2
        if model_name:
            return rope.base, d, LongRangeLesson.tr("The RoPE of {model} (unscaled frequencies)").format(
                model=isolate(model_name))
        return rope.base, d, LongRangeLesson.tr("The session's RoPE (its whole vector is one head)")
    return base, TOY_HEAD_DIM, LongRangeLesson.tr(
        "A toy head of {width} dimensions (Llama-sized) at the session's base").format(width=TOY_HEAD_DIM)
