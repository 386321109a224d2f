"""Relative position inside sinusoidal encodings.

Two facts the paper relied on, computed rather than asserted:

* the similarity of two position vectors, PE(p) . PE(q), depends only on the offset q - p
  (the matrix PE PE^T is Toeplitz: constant along every diagonal);
* for every offset k there is one fixed matrix M_k, made of 2 x 2 rotations, with
  PE(p + k) = M_k PE(p) for every p. A linear layer can therefore learn to "look k back".
"""
from __future__ import annotations

import numpy as np

from posviz.model.checks import check_positions, check_positive
from posviz.model.positions import Sinusoidal
from posviz.i18n import Context

RelativeLesson = Context("RelativeLesson")


def similarity_matrix(scheme, positions, d_model: int) -> np.ndarray:
    """Dot products of the position vectors of ``positions`` with each other.

    Parameters
    ----------
    scheme : position scheme
        Anything with ``encode(positions, d_model)``.
    positions : int or array_like of int, shape (n,)
    d_model : int

    Returns
    -------
    ndarray, shape (n, n), float64
        ``S[i, j] = PE(positions[i]) . PE(positions[j])``.
    """
    vectors = np.asarray(scheme.encode(positions, d_model), dtype=np.float64)
    return vectors @ vectors.T


def toeplitz_deviation(matrix: np.ndarray) -> float:
    """How far a square matrix is from depending only on the offset j - i.

    Returns
    -------
    float
        ``max |S[i+1, j+1] - S[i, j]|`` over the matrix, 0.0 for fewer than two rows. Zero (up to
        rounding) means every diagonal is constant.
    """
    matrix = np.asarray(matrix, dtype=np.float64)
    if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
        raise ValueError(f"a similarity matrix is square, got shape {matrix.shape}")
    if len(matrix) < 2:
        return 0.0
    return float(np.max(np.abs(matrix[1:, 1:] - matrix[:-1, :-1])))


def similarity_by_offset(scheme: Sinusoidal, offsets, d_model: int) -> np.ndarray:
    """The closed form of the similarity at each offset: the sum over pairs of cos(offset * w_k).

    Valid for an even ``d_model`` (every sine has its cosine). Shape (len(offsets),).
    """
    offsets = np.asarray(offsets, dtype=np.float64)
    pair, is_sin = scheme.columns(d_model)
    pair_freq = scheme.frequencies(d_model)[is_sin]
    return np.cos(offsets[:, None] * pair_freq[None, :]).sum(axis=1)


def _pair_columns(scheme: Sinusoidal, d_model: int) -> tuple[np.ndarray, np.ndarray]:
    """Sine column and cosine column of every pair, in pair order, each shape (d_model // 2,)."""
    d = check_positive("d_model", d_model)
    if d % 2:
        raise ValueError(RelativeLesson.tr(
            "with an odd d_model ({d}) the last sine column has no cosine partner, so no "
            "single matrix can shift it; choose an even d_model to see M_k").format(d=d))
    pair, is_sin = scheme.columns(d)
    sin_cols = np.flatnonzero(is_sin)
    cos_cols = np.flatnonzero(~is_sin)
    return sin_cols[np.argsort(pair[sin_cols])], cos_cols[np.argsort(pair[cos_cols])]


def shift_matrix(scheme: Sinusoidal, offset: int, d_model: int, size: int | None = None) -> np.ndarray:
    """The matrix M_k that moves every position vector ``offset`` steps along.

    Pair i holds (sin(p w_i), cos(p w_i)); the angle-addition identities give
    sin((p+k) w) = cos(k w) sin(p w) + sin(k w) cos(p w) and
    cos((p+k) w) = -sin(k w) sin(p w) + cos(k w) cos(p w): a 2 x 2 rotation per pair that
    does not depend on p.

    Parameters
    ----------
    scheme : Sinusoidal
    offset : int
        k, any whole number (negative moves back).
    d_model : int
        Must be even.
    size : int, optional
        Return only the top-left ``size`` x ``size`` corner (a wide model's full matrix would
        not fit in memory: d = 8192 is half a gigabyte). Default: all of it.

    Returns
    -------
    ndarray, shape (size, size), float64
        In the scheme's own column order: block diagonal for the interleaved layout; for the
        split layout each pair's block sits at columns (i, K + i).
    """
    sin_cols, cos_cols, cos_a, sin_a = _rotations(scheme, offset, d_model)
    size = d_model if size is None else min(int(size), d_model)
    matrix = np.zeros((size, size))
    for rows, cols, values in ((sin_cols, sin_cols, cos_a), (sin_cols, cos_cols, sin_a),
                               (cos_cols, sin_cols, -sin_a), (cos_cols, cos_cols, cos_a)):
        inside = (rows < size) & (cols < size)
        matrix[rows[inside], cols[inside]] = values[inside]
    return matrix


def _rotations(scheme: Sinusoidal, offset: int, d_model: int):
    """Sine columns, cosine columns, cos(k w) and sin(k w) of every pair (angles in float64)."""
    sin_cols, cos_cols = _pair_columns(scheme, d_model)
    angle = float(offset) * scheme.frequencies(d_model)[sin_cols]
    return sin_cols, cos_cols, np.cos(angle), np.sin(angle)


def apply_shift(scheme: Sinusoidal, offset: int, vectors, d_model: int) -> np.ndarray:
    """``vectors @ M_k^T`` pair by pair, without forming M_k: shape of ``vectors``, (n, d_model)."""
    vectors = np.asarray(vectors, dtype=np.float64)
    sin_cols, cos_cols, cos_a, sin_a = _rotations(scheme, offset, d_model)
    s, c = vectors[:, sin_cols], vectors[:, cos_cols]
    out = np.empty_like(vectors)
    out[:, sin_cols] = cos_a * s + sin_a * c
    out[:, cos_cols] = -sin_a * s + cos_a * c
    return out


def shift_residual(scheme: Sinusoidal, offset: int, positions, d_model: int) -> float:
    """``max |M_k PE(p) - PE(p + k)|`` over ``positions``: how exactly M_k does the shift.

    Positions whose p + k would be negative are left out.
    """
    positions = check_positions(positions)
    positions = positions[positions + offset >= 0]
    if positions.size == 0:
        return 0.0
    before = scheme.encode(positions, d_model)
    after = scheme.encode(positions + offset, d_model)
    return float(np.max(np.abs(apply_shift(scheme, offset, before, d_model) - after)))
