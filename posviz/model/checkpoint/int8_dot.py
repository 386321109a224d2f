"""Every row of the int8 copy times a query: SimSIMD's integer kernels when installed, numpy otherwise.

numpy has no fast int8 product: ``codes @ query`` on int8 runs a scalar loop, so the numpy route
widens the codes to float32 a cache-sized block at a time and hands each block to BLAS's sgemv.
Widening is the cost: at 128,000 x 4,096 it took 2.2-2.4 x the time of a float32 mat-vec over a
table of the same shape (which reads four times the bytes).

SimSIMD (``pip install simsimd``, in the ``real`` extra: tables this large only come with real models)
multiplies int8 by int8 with the CPU's own integer dot-product instructions (AVX-512 VNNI, AVX2, NEON),
summing in int32, exactly, in its own threads and with the GIL released. The query is then rounded
to int8 too, and what that rounding leaves out, ``r = |q - t k|``, joins each row's bound (see
:func:`query_codes`). Measured on the 2-core machine, 128,000 x 4,096, same process, alternating,
7 repeats, load 6: float32 mat-vec 290 ms, numpy widening 362 ms (1.31), SimSIMD one int8 query 78 ms
(0.28), SimSIMD two int8 queries (the query's remainder coded too) 123 ms (0.46). One query it is:
its larger bound (about 0.01 more at d = 4,096) re-ranks a few more rows, far cheaper than a second
read of the codes. usearch's exact search was not taken: it brings an index format and a build step
for what is one kernel here.
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
FLOAT64_ROUNDING = 1e-12            # relative rounding of r's float64 sums (d u for d <= 10^4), with room


def threads(values: int) -> int:
    """How many threads share a pass over ``values`` numbers (one for a small table)."""
    return max(1, min(SPLIT, os.cpu_count() or 1, values // WIDEN_VALUES))


def query_codes(query: np.ndarray) -> tuple[np.ndarray, float, float]:
    """The query rounded to int8: ``query ≈ step * codes``, and a bound on what is left out.

    Parameters
    ----------
    query : ndarray, shape (d,), float64
        A unit vector (finite).

    Returns
    -------
    codes : ndarray, shape (1, d), int8
    step : float
    remainder : float
        At least ``|query - step * codes|`` (the float64 sum's own rounding added).
    """
    query = np.asarray(query, dtype=np.float64)
    step = float(np.max(np.abs(query))) / CODE_MAX
    if step == 0:
        return np.zeros((1, len(query)), np.int8), 0.0, 0.0
    rounded = np.clip(np.rint(query / step), -CODE_MAX, CODE_MAX)
    left = query - step * rounded
    remainder = float(np.sqrt(left @ left)) * (1 + FLOAT64_ROUNDING) + FLOAT64_ROUNDING
    return rounded.astype(np.int8)[None, :], step, remainder


def integer_products(codes: np.ndarray, query: np.ndarray) -> np.ndarray:
    """``codes @ query`` summed exactly in integers (SimSIMD), shape (V,), float64.

    Parameters
    ----------
    codes : ndarray, shape (V, d), int8
    query : ndarray, shape (1, d), int8
        From :func:`query_codes`. Sums reach at most ``d * 127^2``: exact in int32 and float64.
    """
    products = KERNEL.cdist(codes, query, metric="dot", threads=threads(codes.size))
    return np.asarray(products, dtype=np.float64).reshape(-1)


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
