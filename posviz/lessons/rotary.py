"""RoPE seen from inside attention: q and k rotate, their dot product sees only the offset.

Real models make q and k with learned projections W_q, W_k. Here the projections are seeded
random matrices (illustrative, not trained), applied to the sentence's token rows, so every
q and k on screen is reproducible and derived from the sentence. The stream is numpy's
``default_rng([seed, 5])`` (``[seed, 5, head_dim]`` for one head of a real model): a slide or an
export made earlier shows the same q and k again.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from posviz.lessons.rope_heads import HeadRope
from posviz.model.checks import check_positive

PROJECTION_SEED_SALT = 5   # keeps these projections apart from the tables drawn with the same seed
BLOCK = 512                # W is dense up to this width, block diagonal beyond (d = 8192 dense: 1 GB)


def _blocks(d_model: int) -> list[tuple[int, int]]:
    """[start, stop) of each diagonal block of the projections."""
    return [(start, min(start + BLOCK, d_model)) for start in range(0, d_model, BLOCK)]


@lru_cache(maxsize=8)
def illustrative_projections(d_model: int, seed: int = 0) -> tuple[tuple[np.ndarray, ...], tuple[np.ndarray, ...]]:
    """Seeded stand-ins for W_q and W_k (not trained), entries ~ N(0, 1/b) for blocks of width b.

    Returns
    -------
    (w_q, w_k) : two tuples of ndarray
        The diagonal blocks of each matrix, shapes (b, b); one dense (d, d) block when
        d <= BLOCK. Read-only, cached per (d_model, seed).
    """
    d = check_positive("d_model", d_model)
    rng = np.random.default_rng([int(seed), PROJECTION_SEED_SALT])
    pair = []
    for _ in range(2):
        blocks = tuple(rng.normal(0.0, (stop - start) ** -0.5, size=(stop - start, stop - start))
                       for start, stop in _blocks(d))
        for block in blocks:
            block.setflags(write=False)
        pair.append(blocks)
    return pair[0], pair[1]


def project(x: np.ndarray, blocks: tuple[np.ndarray, ...]) -> np.ndarray:
    """``x W`` for a block-diagonal W given by its blocks: shape of ``x``, (L, d)."""
    out = np.empty_like(x)
    for (start, stop), block in zip(_blocks(x.shape[1]), blocks):
        out[:, start:stop] = x[:, start:stop] @ block
    return out


def queries_and_keys(token_vectors: np.ndarray, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """q = x W_q and k = x W_k for every token row x, each shape (L, d) (before any rotation)."""
    x = np.asarray(token_vectors, dtype=np.float64)
    w_q, w_k = illustrative_projections(x.shape[1], seed)
    return project(x, w_q), project(x, w_k)


@lru_cache(maxsize=4)
def head_projections(d_model: int, head_dim: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Seeded stand-ins for one head's columns of W_q and W_k, each shape (d_model, head_dim).

    Entries ~ N(0, 1/d_model); read-only, cached per (d_model, head_dim, seed).
    """
    d, h = check_positive("d_model", d_model), check_positive("head_dim", head_dim)
    rng = np.random.default_rng([int(seed), PROJECTION_SEED_SALT, h])
    pair = rng.normal(0.0, d ** -0.5, size=(2, d, h))
    pair.setflags(write=False)
    return pair[0], pair[1]


def head_queries_and_keys(token_vectors: np.ndarray, head_dim: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """One head's q and k for every token row, each shape (L, head_dim) (before any rotation).

    A head as wide as the vectors (the lesson's toy) uses :func:`queries_and_keys`; a real model's
    narrower head takes x times seeded (d, head_dim) stand-ins for its columns of W_q and W_k.
    """
    x = np.asarray(token_vectors, dtype=np.float64)
    if head_dim == x.shape[1]:
        return queries_and_keys(x, seed)
    w_q, w_k = head_projections(x.shape[1], head_dim, seed)
    return x @ w_q, x @ w_k


def rotated_score(rope: HeadRope, q: np.ndarray, k: np.ndarray, m: int, n: int) -> float:
    """``RoPE(q, m) . RoPE(k, n)``: the score of a query at position m and a key at position n."""
    return float(rope.rotate(np.asarray(q)[None, :], [m])[0] @ rope.rotate(np.asarray(k)[None, :], [n])[0])


def scores_by_offset(rope: HeadRope, q: np.ndarray, k: np.ndarray, offsets, starts) -> np.ndarray:
    """Scores for every offset m - n, repeated at several absolute positions.

    For offset o and start s the query sits at ``s + max(o, 0)`` and the key at ``s + max(-o, 0)``,
    so both are at or after s and m - n = o.

    Returns
    -------
    ndarray, shape (len(starts), len(offsets))
        Every row is the same up to rounding: the score sees only the offset.
    """
    offsets = np.asarray(offsets, dtype=np.int64)
    q, k = np.asarray(q, dtype=np.float64), np.asarray(k, dtype=np.float64)
    rows = []
    for start in np.asarray(starts, dtype=np.int64):
        m, n = start + np.maximum(offsets, 0), start + np.maximum(-offsets, 0)
        q_rot = rope.rotate(np.broadcast_to(q, (len(m), len(q))), m)
        k_rot = rope.rotate(np.broadcast_to(k, (len(n), len(k))), n)
        rows.append(np.einsum("ij,ij->i", q_rot, k_rot))
    return np.array(rows).reshape(len(rows), len(offsets))


def pair_arrow(rope: HeadRope, vector: np.ndarray, position: int, pair: int) -> np.ndarray:
    """The two components of ``vector``'s pair ``pair`` after rotating it to ``position``, shape (2,)."""
    rotated = rope.rotate(np.asarray(vector)[None, :], [position])[0]
    return rotated[rope.pairs(len(rotated))[pair]]


def half_from_interleaved(d_model: int, rotary_dim: int | None = None) -> np.ndarray:
    """The column order that turns interleaved pairs into rotate_half pairs, shape (d_model,).

    Dimensions (2i, 2i+1) move to (i, i + r/2) among the first ``rotary_dim`` = r (default: all);
    the others stay. ``x[:, perm]`` rotated with the "half" pairing equals the interleaved
    rotation of ``x`` with its columns reordered the same way.
    """
    d = check_positive("d_model", d_model)
    r = d if rotary_dim is None else check_positive("rotary_dim", rotary_dim, d)
    return np.concatenate([np.arange(0, r, 2), np.arange(1, r, 2), np.arange(r, d)])


def pairing_gap(rope: HeadRope, q: np.ndarray, k: np.ndarray, m: int, n: int) -> tuple[float, float]:
    """How far the two pairings are apart for one query-key score, with ``rope``'s frequencies.

    Returns
    -------
    (same_weights, permuted_weights) : (float, float)
        |interleaved score - half score| with q, k unchanged, and with q, k's columns permuted by
        :func:`half_from_interleaved` (what permuting W_q and W_k's columns does). The second is 0
        up to rounding.
    """
    interleaved, half = rope.with_pairing("interleaved"), rope.with_pairing("half")
    reference = rotated_score(interleaved, q, k, m, n)
    perm = half_from_interleaved(len(q), rope.rotary_dim)
    same = abs(reference - rotated_score(half, q, k, m, n))
    permuted = abs(reference - rotated_score(half, np.asarray(q)[perm], np.asarray(k)[perm], m, n))
    return same, permuted
