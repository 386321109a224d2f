"""Nearest rows of a real token table in about a tenth of a second, with the brute-force answer.

A brute-force query over Llama 3's 128,256 x 4,096 table reads 525M numbers; widening bf16 to
float32 on the way made it 1-4 s. One pass over the table (in the background, once) makes:

- the length of every row: rows holding NaN or ±inf (no length, no direction) are found;
- an int8 copy of every row's direction: codes ``c_i`` and a scale ``s_i`` with
  ``s_i c_i ≈ x_i / |x_i|``, a quarter of a float32 copy (525 MB for Llama 3);
- a bound ``e_i`` on how far the copy can be from the true cosine with any unit query: the
  rounding left in the row, ``|x_i/|x_i| - s_i c_i|`` (Cauchy-Schwarz: the query has length 1),
  plus float32's rounding in making the copy and in the query's dot product, at most
  ``4 (γ_d + 3u)(1 + residual)`` (Higham's γ_d = d u / (1 - d u), u = 2^-24).

The pass works in float32 (a float64 pass cost five times more); rows whose squares float32
cannot hold are done in float64.

A query ``q`` reads the codes once (:mod:`~posviz.model.checkpoint.nearest_query`): with SimSIMD, the
query coded in int8 too and the products summed exactly in integers (the whole search 0.45 x the time
of a dense float32 mat-vec over the same 128k x 4k table, tests/bench/bench_nearest.py); without it,
the codes widened to float32 in cache-sized blocks, one sgemv each (1.3-2.4 x). ``a_i ≈ s_i c_i · q``
lies within ``e_i`` (plus the int8 query's remainder) of row i's cosine. A row whose upper bound ``a_i + e_i``
is below the k-th largest lower bound ``a_j - e_j`` has k rows surely nearer, so only the rows that
reach it (a few hundred of 128k in practice) are re-ranked, exactly, in float64 from the stored
rows. The answer is therefore the brute-force one, not an approximation.

A bf16 table whose int8 copy would pass ``INT8_COPY_LIMIT`` (an even number of columns) needs no
copy: its bytes read as float32 words give the estimate directly, within ``2^-7`` plus rounding
(:mod:`~posviz.model.checkpoint.bf16_words`); the pass then only measures the rows, and the index's
memory is three numbers per row.
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from functools import partial
from typing import Callable, Iterable

import numpy as np

from posviz.model.checkpoint import bf16_words, nearest_query
from posviz.model.checkpoint.nearest_query import CODE_MAX   # int8 codes span -127..127 (-128 has no partner)

SPLIT = 2                          # threads reading the codes (more only contend for memory bandwidth)
SHORTLIST = 4                      # the threshold is taken among the SHORTLIST x k best estimates
UNIT_ROUNDOFF = 2.0 ** -24         # float32's u
SAFE_RANGE = (1e-15, 1e15)         # largest |value| of a row whose squares and sums float32 holds
FLOAT64_SLACK = 1e-12              # float64 rounding of the exact cosines and of the bound itself
INT8_COPY_LIMIT = 2 ** 30          # a bf16 table whose int8 copy would be larger is read as words: the
                                   # copy reads faster (1.45 vs 2.9 x the float32 floor at 128k x 4k on a
                                   # 2-core VM: a memory map's 4 KB pages against numpy's huge pages), but
                                   # its memory grows with the vocabulary


@dataclass(frozen=True, eq=False)
class RowIndex:
    """What one pass over a table keeps for its nearest-row search.

    Attributes
    ----------
    norms : ndarray, shape (V,), float64
        ``|x_i|`` (summed in float32: for the float32 ``inverse_norms`` only; the exact re-rank
        measures its candidates again); NaN or inf for a row holding NaN or ±inf, 0 for an all-zero row.
    codes : ndarray, shape (V, d), int8, or None
        The rows' directions, ``x_i / |x_i| ≈ scales[i] * codes[i]``; zeros for rows without one.
        None when the estimate is read from ``words``.
    scales : ndarray, shape (V,), float32
        For ``words``: ``1 / |x_i|`` (float64), 0 for rows without an estimate.
    errors : ndarray, shape (V,), float64
        ``|estimate_i - cos(x_i, q)| <= errors[i]`` for every unit query q (:func:`approximate` adds the query's own rounding).
    nonfinite : ndarray, shape (n,), intp
        Rows holding NaN or ±inf, ascending: near nothing, and no row is near them.
    words : ndarray, shape (V, d), uint16, or None
        The bf16 table itself (a memory map, not a copy), when the estimate is read from its bytes.
    """

    norms: np.ndarray
    codes: np.ndarray | None
    scales: np.ndarray
    errors: np.ndarray
    nonfinite: np.ndarray
    words: np.ndarray | None = None

    @property
    def extra_bytes(self) -> int:
        """Memory the index holds beyond the table (the table itself is left on disk)."""
        arrays = (self.norms, self.codes, self.scales, self.errors, self.nonfinite)
        return sum(a.nbytes for a in arrays if a is not None)


def rounding_bound(d: int) -> float:
    """Float32's bound on the error of a d-term dot product plus the query's and the scale's rounding,
    per unit of ``|codes| * scale`` (γ_d + 3u, γ_d = d u / (1 - d u), Higham's bound for any order)."""
    gamma = d * UNIT_ROUNDOFF / (1.0 - d * UNIT_ROUNDOFF)
    return gamma + 3.0 * UNIT_ROUNDOFF


def build_index(blocks: Iterable[tuple[int, np.ndarray]], shape: tuple[int, int],
                progress: Callable[[float], None] | None = None,
                cancelled: Callable[[], bool] | None = None, words: np.ndarray | None = None) -> RowIndex:
    """One pass over the table's rows, block by block.

    Parameters
    ----------
    blocks : iterable of (start, ndarray of shape (rows, d), float32)
        The table in order; a block may be reused by the producer once the next one is asked for.
    shape : (V, d)
    progress : callable(fraction), optional
    cancelled : callable() -> bool, optional
        Checked between blocks; when True the pass stops and ``InterruptedError`` is raised.
    words : ndarray, shape (V, d), uint16, optional
        The table's bf16 bits: when :func:`bf16_words.usable`, the estimate is read from them and
        the pass only measures the rows (no int8 copy).
    """
    if words is not None and bf16_words.usable(words) and words.size > INT8_COPY_LIMIT:
        return _word_index(blocks, shape, words, progress, cancelled)
    size, d = shape
    norms = np.empty(size, dtype=np.float64)
    codes = np.empty((size, d), dtype=np.int8)
    scales = np.empty(size, dtype=np.float32)
    residuals = np.empty(size, dtype=np.float64)
    for start, block in blocks:
        if cancelled is not None and cancelled():
            raise InterruptedError("measuring the rows was cancelled")
        stop = start + len(block)
        _in_parallel(block, start, (norms, codes, scales, residuals))
        if progress is not None:
            progress(stop / size)
    bad = ~np.isfinite(norms)
    # The residual and |x| were summed in float32 (each off by at most γ_d relative, in the square),
    # and forming the scale and the residual rounds a few times more: 4 (γ_d + 3u) covers them all.
    errors = residuals + 4.0 * rounding_bound(d) * (1.0 + residuals) + FLOAT64_SLACK
    errors[bad] = 0.0
    for array in (norms, codes, scales, errors):
        array.setflags(write=False)
    return RowIndex(norms, codes, scales, errors, np.flatnonzero(bad))


def _word_index(blocks, shape, words, progress, cancelled) -> RowIndex:
    """:func:`build_index` for a bf16 table read as words: lengths and largest values only."""
    size, d = shape
    norms = np.empty(size, dtype=np.float64)
    largest = np.empty(size, dtype=np.float64)
    for start, block in blocks:
        if cancelled is not None and cancelled():
            raise InterruptedError("measuring the rows was cancelled")
        _in_parallel(block, start, (norms, largest), partial(bf16_words.measure, safe_range=SAFE_RANGE))
        if progress is not None:
            progress((start + len(block)) / size)
    errors = bf16_words.word_errors(norms, largest, d, rounding_bound(d), FLOAT64_SLACK, SAFE_RANGE)
    known = (errors < bf16_words.UNKNOWN) & np.isfinite(norms) & (norms > 0)
    weights = np.divide(1.0, norms, out=np.zeros(size), where=known)
    for array in (norms, weights, errors):
        array.setflags(write=False)
    return RowIndex(norms, None, weights, errors, np.flatnonzero(~np.isfinite(norms)), words)


def _in_parallel(block: np.ndarray, start: int, outputs, work=None) -> None:
    """``work`` (default :func:`_quantise`) of ``block`` (rows ``start``...) into ``outputs``, its rows
    split between up to ``SPLIT`` threads (numpy releases the GIL: the pass takes half the time on two cores)."""
    work = work or _quantise
    parts = max(1, min(SPLIT, os.cpu_count() or 1, len(block) // 64))
    edges = np.linspace(0, len(block), parts + 1).astype(int)
    jobs = [(block[a:b], *(out[start + a:start + b] for out in outputs)) for a, b in zip(edges[:-1], edges[1:])]
    helpers = [threading.Thread(target=work, args=job, daemon=True) for job in jobs[1:]]
    for helper in helpers:
        helper.start()
    work(*jobs[0])
    for helper in helpers:
        helper.join()


def _quantise(block: np.ndarray, norms, codes, scales, residuals) -> None:
    """Fill one block's lengths, int8 codes, scales and residual lengths.

    Rows whose squares float32 cannot hold (largest |value| outside ``SAFE_RANGE``, or not finite)
    are done in float64 (:func:`_quantise_wide`); the rest in float32 (:func:`_quantise_narrow`).
    """
    with np.errstate(invalid="ignore"):
        largest = np.maximum(block.max(axis=1), -block.min(axis=1))
    narrow = (largest >= SAFE_RANGE[0]) & (largest <= SAFE_RANGE[1])
    if narrow.all():
        return _quantise_narrow(block, largest, norms, codes, scales, residuals)
    for rows, method in ((narrow, _quantise_narrow), (~narrow, _quantise_wide)):
        if rows.any():
            parts = [np.empty(rows.sum(), a.dtype) for a in (norms, scales, residuals)]
            coded = np.empty((rows.sum(), block.shape[1]), np.int8)
            method(block[rows], largest[rows], parts[0], coded, parts[1], parts[2])
            norms[rows], codes[rows], scales[rows], residuals[rows] = parts[0], coded, parts[1], parts[2]


def _quantise_wide(block: np.ndarray, largest, norms, codes, scales, residuals) -> None:
    """:func:`_quantise` in float64, for rows with extreme or non-finite values (rare: slow but safe)."""
    wide = block.astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        norms[:] = np.sqrt(np.einsum("ij,ij->i", wide, wide))
    usable = np.isfinite(norms) & (norms > 0)
    wide[~usable] = 0.0                            # no direction: codes 0, scale 0, residual 0
    wide *= np.divide(1.0, norms, out=np.zeros_like(norms), where=usable)[:, None]
    scales[:] = np.maximum(wide.max(axis=1), -wide.min(axis=1)) / CODE_MAX
    step = scales.astype(np.float64)               # the stored value is the one the codes are taken with
    coded = np.rint(np.divide(wide, step[:, None], out=np.zeros_like(wide), where=step[:, None] > 0))
    np.clip(coded, -CODE_MAX, CODE_MAX, out=coded)
    codes[:] = coded
    wide -= coded * step[:, None]
    residuals[:] = np.sqrt(np.einsum("ij,ij->i", wide, wide))


def _quantise_narrow(block: np.ndarray, largest, norms, codes, scales, residuals) -> None:
    """:func:`_quantise` in float32, for rows whose largest |value| is within ``SAFE_RANGE``.

    Float32 throughout (a float64 pass costs 5x more): the codes are taken from the row itself,
    ``c = rint(x / t)`` with ``t = max|x| / 127``, and the unit row's scale is ``t / |x|``. The
    float32 sums' own error is added to the residual (γ_d of it, Higham), and the scale's
    (from ``|x|``) to the bound by :func:`build_index`.
    """
    norms[:] = np.sqrt(np.einsum("ij,ij->i", block, block), dtype=np.float64)
    step = largest.astype(np.float32) / np.float32(CODE_MAX)
    usable = step > 0
    inverse = np.divide(np.float32(1.0), step, out=np.zeros_like(step), where=usable)
    scaled = block * inverse[:, None]              # |x / t| <= 127 (1 + 3u): rint never passes 127
    rounded = np.rint(scaled)
    np.copyto(codes, rounded, casting="unsafe")
    scaled -= rounded                              # what the codes miss, in units of t (exact: Sterbenz)
    missed = np.sqrt(np.einsum("ij,ij->i", scaled, scaled), dtype=np.float64) * step
    lengths = np.where(usable, norms, 1.0)
    scales[:] = np.where(usable, step / lengths, 0.0)
    residuals[:] = np.where(usable, missed / lengths, 0.0)


def approximate(index: RowIndex, query: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Every row's estimated cosine with ``query`` (unit, shape (d,)) and its bound, each shape (V,).

    ``|estimate_i - cos(x_i, query)| <= bound_i``. From the words when the index has them; else
    ``scales[i] * codes[i] · query``: with SimSIMD, the query coded as two int8 vectors and the products
    summed exactly in integers, its remainder ``r`` added to each bound as ``(1 + errors_i) r`` (the
    coded row's length is at most ``1 + errors_i``); without it, through float32
    (:mod:`~posviz.model.checkpoint.nearest_query`).
    """
    if index.words is not None:
        return bf16_words.estimate(index.words, index.scales, query), index.errors
    if nearest_query.KERNEL is None:
        estimate = nearest_query.widened_products(index.codes, query)
        estimate *= index.scales
        return estimate, index.errors
    codes, steps, remainder = nearest_query.query_codes(query)
    estimate = nearest_query.integer_products(index.codes, codes) @ steps
    estimate *= index.scales
    return estimate, index.errors + (1.0 + index.errors) * remainder + FLOAT64_SLACK


def candidates(index: RowIndex, query: np.ndarray, token_id: int, k: int,
               rows: int | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Rows that may be among the k nearest to ``query`` (unit, shape (d,)), and their upper bounds.

    Every row left out has k rows whose cosine is surely larger than its own; ``token_id`` (the
    query's own row), rows without a direction and rows from ``rows`` on (padding, no token) are
    never candidates.

    Returns
    -------
    ids : ndarray, shape (m,), intp
        Ascending.
    upper : ndarray, shape (m,), float64
        ``cos(x_i, query) <= upper`` for each (the estimate plus its bound).
    """
    approx, errors = approximate(index, query)
    # A mask, not a list of ids: np.unique over the padding's ids (127,700 of a 128,000-row test
    # table) took 36 ms a query, more than the int8 pass itself.
    excluded = np.zeros(len(approx), dtype=bool)
    excluded[index.nonfinite] = True
    excluded[token_id] = True
    if rows is not None:
        excluded[rows:] = True
    approx[excluded] = -np.inf
    eligible = len(approx) - int(np.count_nonzero(excluded))
    if k >= eligible:
        ids = np.flatnonzero(approx > -np.inf)
        return ids, approx[ids] + errors[ids]
    # The k-th largest lower bound among the rows with the largest estimates is at most the k-th
    # largest of all lower bounds: a safe threshold, found without sorting every row.
    best = np.argpartition(approx, len(approx) - min(eligible, SHORTLIST * k))[-min(eligible, SHORTLIST * k):]
    lower = approx[best] - errors[best]
    threshold = np.partition(lower, len(lower) - k)[len(lower) - k]
    ids = np.flatnonzero(approx >= threshold - errors)
    return ids, approx[ids] + errors[ids]
