"""Cosine estimates straight from a bf16 table's bytes: two bf16 numbers read as one float32.

A bf16 number is the top half of a float32. Two neighbours ``x[2k]``, ``x[2k+1]`` stored little-endian
are one 32-bit word whose top half is ``x[2k+1]``: read as a float32, the word is ``x[2k+1]`` plus
whatever the low half (``x[2k]``'s bits) adds below bf16's last mantissa bit,

    |word - x[2k+1]| <= 2^-7 |x[2k+1]| + 2^-133        (a bf16 unit in the last place; 2^-133 for 0),

so BLAS's float32 mat-vec over the table *as it is on disk* (no widening, no copy) gives every row's
product with the odd columns of a query to within 2^-7 of the row's length (Cauchy-Schwarz). The even
columns come from a copy of each small block shifted by one bf16 (so they are the top halves), read
while the block is in cache. Per value this reads 2 bytes where the dense float32 product reads 4,
and it needs no int8 copy of the table (512 MB for 128,256 x 4,096): the estimate's only memory is
one float64 per row for its bound.

The bound per row (see :func:`word_errors`) adds float32's rounding of the products and sums
(Higham's γ, as for the int8 copy), the query's rounding to float32, and an absolute term for
underflow (also when a BLAS flushes subnormals to zero). Rows whose largest |value| float32
products could overflow or underflow badly get no estimate (0, bound 2): they are always re-ranked.
"""
from __future__ import annotations

import os
import sys
import threading

import numpy as np

WORD_ROUNDING = 2.0 ** -7           # what the low half of a word can add, per unit of |x_j|
WORD_VALUES = 2 ** 18               # bf16 values per block: the block and its shifted copy (1 MB) stay in L2
SPLIT = 2                           # threads (numpy's copy and BLAS's sgemv release the GIL)
UNKNOWN = 2.0                       # the bound of a row without an estimate: |0 - cos| < 2 always


def usable(bits: np.ndarray) -> bool:
    """Whether the word trick applies: 2-D uint16, an even number of columns, rows contiguous,
    a little-endian machine (the top half of a word must be the later bf16)."""
    return (bits.ndim == 2 and bits.dtype == np.uint16 and bits.shape[1] % 2 == 0 and bits.shape[1] > 0
            and bits.strides[1] == 2 and bits.strides[0] % 4 == 0 and sys.byteorder == "little")


def measure(block: np.ndarray, norms: np.ndarray, largest: np.ndarray, safe_range: tuple[float, float]) -> None:
    """Each row's length and largest |value| into ``norms``, ``largest`` (shape (rows,), float64).

    Float32 sums where float32 holds the row's squares (``safe_range``), float64 for the others.
    """
    with np.errstate(invalid="ignore", over="ignore"):
        largest[:] = np.maximum(block.max(axis=1), -block.min(axis=1))
        narrow = (largest >= safe_range[0]) & (largest <= safe_range[1])
        norms[:] = np.sqrt(np.einsum("ij,ij->i", block, block), dtype=np.float64)
        if not narrow.all():
            wide = block[~narrow].astype(np.float64)
            norms[~narrow] = np.sqrt(np.einsum("ij,ij->i", wide, wide))


def word_errors(norms: np.ndarray, largest: np.ndarray, d: int, rounding: float, slack: float,
                safe_range: tuple[float, float]) -> np.ndarray:
    """The bound on ``|estimate_i - cos(x_i, q)|`` for every unit query q, shape (V,), float64.

    Parameters
    ----------
    norms, largest : ndarray, shape (V,), float64
        ``|x_i|`` as measured (float32 sums; their error is in ``rounding``) and ``max_j |x_ij|``.
    rounding : float
        Float32's bound for a d-term dot product and the query's rounding (γ_d + 3u); taken 8 times
        here: the products and sums, the two halves added, the measured length's own error.
    slack : float
        float64's rounding of the estimate and of the bound itself.
    safe_range : (low, high)
        Rows whose largest |value| is outside get no estimate (bound ``UNKNOWN``).
    """
    known = (largest >= safe_range[0]) & (largest <= safe_range[1])   # rows without a length: set below
    absolute = 2.0 ** -132 * np.sqrt(d) + d * 2.0 ** -125          # zero/subnormal halves, underflow
    with np.errstate(divide="ignore", invalid="ignore"):
        errors = WORD_ROUNDING * (1 + 2 * rounding) + 8 * rounding + absolute / norms + slack
    errors = np.where(known, errors, UNKNOWN)
    errors[norms == 0] = slack                      # no direction: the estimate is 0, and so is the cosine
    errors[~np.isfinite(norms)] = 0.0
    return errors


def estimate(bits: np.ndarray, weights: np.ndarray, query: np.ndarray) -> np.ndarray:
    """``weights[i] * (row i · query)`` from the words, shape (V,), float64.

    Parameters
    ----------
    bits : ndarray, shape (V, d), uint16
        The bf16 table (usually a memory map); ``usable(bits)`` must hold.
    weights : ndarray, shape (V,), float64
        ``1 / |x_i|`` for the rows with an estimate, 0 for the others (their estimate is 0).
    query : ndarray, shape (d,)
        A unit vector.
    """
    size = len(bits)
    query = np.asarray(query, dtype=np.float32)
    halves = np.ascontiguousarray(query[1::2]), np.ascontiguousarray(query[0::2])
    odd, even = np.empty(size, dtype=np.float32), np.empty(size, dtype=np.float32)
    parts = max(1, min(SPLIT, os.cpu_count() or 1, bits.size // WORD_VALUES))
    edges = np.linspace(0, size, parts + 1).astype(int)
    helpers = [threading.Thread(target=_rows, args=(bits, halves, (odd, even), a, b), daemon=True)
               for a, b in zip(edges[1:-1], edges[2:])]
    for helper in helpers:
        helper.start()
    _rows(bits, halves, (odd, even), 0, edges[1])
    for helper in helpers:
        helper.join()
    with np.errstate(invalid="ignore", over="ignore"):
        odd += even
        products = odd * weights
    products[weights == 0] = 0.0                    # (an unknown row's product may be inf or NaN)
    return products


def _rows(bits: np.ndarray, halves, outs, first: int, stop: int) -> None:
    """``outs[0][first:stop]``, ``outs[1][first:stop]`` = the words' products with the odd and the even
    columns of the query (three numpy calls a block: Python's own time is a tenth of the pass)."""
    (odd_query, even_query), (odd, even) = halves, outs
    d = bits.shape[1]
    step = max(1, WORD_VALUES // d)
    shifted = np.zeros(step * d + 2, dtype=np.uint16)    # [0, block...]: word k's top half is x[2k]
    aligned = np.zeros(step * d, dtype=np.uint16)         # for a map that starts 2 bytes off a word
    for start in range(first, stop, step):
        rows = min(step, stop - start)
        block = bits[start:start + rows]
        if block.ctypes.data % 4:
            aligned[:rows * d] = block.reshape(-1)
            block = aligned[:rows * d].reshape(rows, d)
        shifted[1:1 + rows * d] = block.reshape(-1)
        with np.errstate(invalid="ignore", over="ignore"):
            np.matmul(block.view(np.float32), odd_query, out=odd[start:start + rows])
            np.matmul(shifted[:rows * d].view(np.float32).reshape(rows, d // 2), even_query,
                      out=even[start:start + rows])
