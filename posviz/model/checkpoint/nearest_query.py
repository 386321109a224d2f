"""What a nearest-row query reads: every row of the int8 copy once, then the candidates' rows exactly.

**The int8 pass: SimSIMD's integer kernels when installed, numpy otherwise.** numpy has no fast int8
product: ``codes @ query`` on int8 runs a scalar loop, so the numpy route widens the codes to float32
a cache-sized block at a time and hands each block to BLAS's sgemv. Widening is the cost: at
128,000 x 4,096 it took 1.3-2.4 x the time of a float32 mat-vec over a table of the same shape
(which reads four times the bytes).

SimSIMD (``pip install simsimd``, in the ``real`` extra: tables this large only come with real models)
multiplies int8 by int8 with the CPU's own integer dot-product instructions (AVX-512 VNNI, AVX2, NEON),
summing in int32, exactly, in its own threads and with the GIL released. The query is coded in int8
too, as two vectors (the second codes what the first leaves out), and what both leave out,
``r = |q - t_1 k_1 - t_2 k_2|``, joins each row's bound (:func:`query_codes`). Measured on the 2-core
machine, 128,000 x 4,096, one process, the kernels alternating, 7 repeats each, median ratio to a float32
mat-vec of the same shape (load 6 and 11: the machine was shared): numpy widening 1.31; SimSIMD, one
int8 query 0.28 / 0.34, two 0.46 / 0.39; SimSIMD bf16 straight from the table (no int8 copy) 0.61.
One int8 query was tried first: its remainder (about 0.01 at d = 4,096, as large as the rows' own
bound) made 8,000-17,000 of the 128,000 rows candidates instead of 400-900, and reading those
rows back cost more than the pass. usearch's exact search was not taken: it brings an index format
and a build step for what is one kernel here.

**The exact re-rank** (:func:`rerank`) reads the candidates from the table (a memory map, widened
to float64) in two rounds, so that most candidates are never read.
"""
from __future__ import annotations

import os
import threading

import numpy as np

try:                                # an optional speed-up: the same answers without it
    import simsimd as KERNEL
except ImportError:                 # pragma: no cover - depends on the environment
    KERNEL = None

CODE_MAX = 127                      # int8 codes span -127..127
WIDEN_VALUES = 2 ** 18              # values widened per sgemv: 1 MB of float32 stays in cache (and, on a
                                    # loaded machine, OpenBLAS spinning threads for larger blocks cost seconds)
SPLIT = 2                           # threads reading the codes (more only contend for memory bandwidth)
RERANK_VALUES = 2 ** 22             # float64 numbers re-ranked at a time (32 MB)
FIRST_RERANK = 2                    # candidates measured first, per row asked for (their k-th sets the bar)
FLOAT64_ROUNDING = 1e-12            # relative rounding of r's float64 sums (d u for d <= 10^4), with room


def threads(values: int) -> int:
    """How many threads share a pass over ``values`` numbers (one for a small table)."""
    return max(1, min(SPLIT, os.cpu_count() or 1, values // WIDEN_VALUES))


def query_codes(query: np.ndarray) -> tuple[np.ndarray, np.ndarray, float]:
    """The query as two int8 vectors, ``query ≈ steps[0] codes[0] + steps[1] codes[1]`` (the second
    codes what the first leaves out), and a bound on what both leave out.

    Parameters
    ----------
    query : ndarray, shape (d,), float64
        A unit vector (finite).

    Returns
    -------
    codes : ndarray, shape (2, d), int8
    steps : ndarray, shape (2,), float64
    remainder : float
        At least ``|query - steps @ codes|`` (the float64 sums' own rounding added): about
        ``sqrt(d) max|q| / (127 * 254 sqrt(3))``, 4e-5 for a Gaussian query at d = 4,096.
    """
    left = np.asarray(query, dtype=np.float64)
    codes, steps = np.zeros((2, len(left)), np.int8), np.zeros(2)
    for level in range(2):
        steps[level] = float(np.max(np.abs(left))) / CODE_MAX
        if steps[level] == 0:
            break
        rounded = np.clip(np.rint(left / steps[level]), -CODE_MAX, CODE_MAX)
        codes[level] = rounded
        left = left - steps[level] * rounded
    remainder = float(np.sqrt(left @ left)) * (1 + FLOAT64_ROUNDING) + FLOAT64_ROUNDING
    return codes, steps, remainder


def integer_products(codes: np.ndarray, queries: np.ndarray) -> np.ndarray:
    """``codes @ queries.T`` summed exactly in integers (SimSIMD), shape (V, m), float64.

    Parameters
    ----------
    codes : ndarray, shape (V, d), int8
    queries : ndarray, shape (m, d), int8
        From :func:`query_codes`. Sums reach at most ``d * 127^2``: exact in int32 and float64.
    """
    products = KERNEL.cdist(codes, queries, metric="dot", threads=threads(codes.size))
    return np.asarray(products, dtype=np.float64)


def widened_products(codes: np.ndarray, query: np.ndarray) -> np.ndarray:
    """``codes @ query`` through float32 (numpy and BLAS), shape (V,), float32.

    Parameters
    ----------
    codes : ndarray, shape (V, d), int8
    query : ndarray, shape (d,)
        Rounded to float32 (the rounding is in the index's bound).
    """
    size = len(codes)
    query = np.asarray(query, dtype=np.float32)
    out = np.empty(size, dtype=np.float32)
    edges = np.linspace(0, size, threads(codes.size) + 1).astype(int)
    helpers = [threading.Thread(target=_widened_rows, args=(codes, query, out, a, b), daemon=True)
               for a, b in zip(edges[1:-1], edges[2:])]
    for helper in helpers:
        helper.start()
    _widened_rows(codes, query, out, 0, edges[1])
    for helper in helpers:
        helper.join()
    return out


def _widened_rows(codes: np.ndarray, query: np.ndarray, out: np.ndarray, first: int, stop: int) -> None:
    """``out[first:stop] = codes[first:stop] @ query``, widening int8 to float32 a cache-sized block at a time."""
    step = max(1, WIDEN_VALUES // codes.shape[1])
    scratch = np.empty((max(0, min(step, stop - first)), codes.shape[1]), dtype=np.float32)
    for start in range(first, stop, step):
        rows = min(step, stop - start)
        np.copyto(scratch[:rows], codes[start:start + rows], casting="unsafe")   # int8 -> float32 is exact
        np.matmul(scratch[:rows], query, out=out[start:start + rows])


def rerank(matrix, ids: np.ndarray, upper: np.ndarray, query: np.ndarray, k: int) -> list[tuple[int, float]]:
    """The k nearest of the candidate rows ``matrix[ids]`` (``ids`` ascending, shape (m,)) to ``query``
    (shape (d,)), by float64 cosine; ties go to the lower id.

    The ``FIRST_RERANK * k`` candidates with the highest upper bounds (``upper``, shape (m,)) are
    measured first: their k-th cosine is a threshold no lower than the one that chose the candidates,
    and only the others whose upper bound reaches it are measured too (about a tenth of the
    candidates of a 128k x 4k table: the rows read from the table are the search's second cost).
    """
    cosines = np.full(len(ids), -np.inf)
    first = np.arange(len(ids))
    if len(ids) > FIRST_RERANK * k:
        first = np.argpartition(upper, len(ids) - FIRST_RERANK * k)[-FIRST_RERANK * k:]
    cosines[first] = exact_cosines(matrix, ids[first], query)
    if len(first) < len(ids):
        kth = np.partition(cosines[first], len(first) - k)[len(first) - k]
        rest = np.flatnonzero((cosines == -np.inf) & (upper >= kth))    # the others are surely below k rows
        cosines[rest] = exact_cosines(matrix, ids[rest], query)
    order = np.lexsort((ids, -cosines))[:k]
    return [(int(ids[i]), float(cosines[i])) for i in order]


def exact_cosines(matrix, ids: np.ndarray, query: np.ndarray) -> np.ndarray:
    """Float64 cosines of ``matrix[ids]`` (shape (m,)) with ``query`` (shape (d,)), shape (m,); 0 for a zero row.

    Rows are read ``RERANK_VALUES`` numbers at a time: a table whose rows all point nearly the same
    way makes every row a candidate, and widening all of them at once would take 4 GB for 128k x 4k.
    """
    query = np.asarray(query, dtype=np.float64)
    length = np.sqrt(query @ query)
    cosines = np.zeros(len(ids))
    step = max(1, RERANK_VALUES // max(1, len(query)))
    for start in range(0, len(ids), step):
        rows = np.asarray(matrix[ids[start:start + step]], dtype=np.float64)
        # einsum's own loop sums every row the same way, wherever it sits: equal rows get equal cosines,
        # so ties are settled by id (a BLAS kernel may sum the rows of a block's tail in another order).
        denominator = np.sqrt(np.einsum("ij,ij->i", rows, rows)) * length
        np.divide(np.einsum("ij,j->i", rows, query), denominator, out=cosines[start:start + len(rows)],
                  where=denominator > 0)
    return cosines
