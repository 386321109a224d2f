"""What a position table learned: its similarity structure, principal components and norms.

The analyses behind the "What the positions learned" view. They work on any position table
``P`` of shape (L, d) — a real model's learned rows, the illustrative table, or a sinusoidal
table of the same shape for comparison — and are all plain numpy:

- the L × L cosine-similarity matrix (as in Wang & Chen 2020, "What Do Position Embeddings
  Learn?") and its profile against the offset j − i;
- the principal components of the rows (an SVD of the centred table) and the share of the
  variance each explains (GPT-2's learned positions lie close to a helix in the first three);
- the rows' norms;
- three scores for the properties Wang et al. (ICLR 2021, "On Position Embeddings in BERT")
  ask of a position encoding, with the dot product as the proximity φ(x, y) = P[x] · P[y]:

  * **monotonicity**: for each position x, Spearman's rank correlation between the offset
    m = 1 … w and φ(x, x + m), negated and averaged over x. 1 means "the further, the less
    alike" without exception inside the window w; 0 means no trend.
  * **translation invariance**: the share of the variance of φ(x, x + m) (over all pairs with
    0 < m ≤ w) explained by the offset m alone, 1 − mean_m Var_x φ / Var φ. It is 1 exactly
    when φ depends only on the offset, as for sinusoidal tables (cos(a − b) = cos a cos b +
    sin a sin b).
  * **symmetry**: Pearson's correlation between φ(x, x + m) and φ(x, x − m) over all x and
    0 < m ≤ w with both neighbours in the table: whether the position m steps ahead is as alike
    as the one m steps behind. (φ itself is symmetric for a dot product; what can differ is
    looking forward and looking back.)

These scores are our precise reading of the paper's three properties on a table alone (the paper
also probes attention, which needs a whole model); the view says so.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

DEFAULT_WINDOW = 64       # offsets the property scores look at (local behaviour, as in the paper)


def cosine_similarity(table: np.ndarray) -> np.ndarray:
    """Cosine similarity of every pair of rows, shape (L, L); a zero row has similarity 0 to all.

    Parameters
    ----------
    table : ndarray, shape (L, d)
    """
    rows = np.asarray(table, dtype=np.float64)
    norms = np.linalg.norm(rows, axis=1)
    unit = np.divide(rows, norms[:, None], out=np.zeros_like(rows), where=norms[:, None] > 0)
    return np.clip(unit @ unit.T, -1.0, 1.0)


def offset_profile(matrix: np.ndarray) -> np.ndarray:
    """Mean of each diagonal of an (L, L) matrix: entry k is the mean of M[i, i + k], shape (L,)."""
    matrix = np.asarray(matrix, dtype=np.float64)
    size = matrix.shape[0]
    return np.array([np.diagonal(matrix, offset=k).mean() for k in range(size)])


@dataclass(frozen=True)
class Components:
    """The first principal components of a table's rows.

    Attributes
    ----------
    projections : ndarray, shape (L, k)
        Each row (centred) projected on the components. A component's sign is arbitrary (as an
        SVD's), and so is its direction inside a repeated eigenvalue (a sinusoidal table's sin/cos
        pairs): the subspace iteration and the full eigh may return different ones.
    explained : ndarray, shape (k,)
        Share of the total variance each component explains (their sum is at most 1).
    """

    projections: np.ndarray
    explained: np.ndarray


def principal_components(table: np.ndarray, k: int = 3) -> Components:
    """Project the centred rows of ``table`` (shape (L, d)) on their first ``k`` principal components."""
    rows = np.asarray(table, dtype=np.float64)
    centred = rows - rows.mean(axis=0)
    size, width = centred.shape
    k = min(k, size, width)
    # The eigenvectors of the smaller Gram matrix are the components an SVD gives (GPT-2's
    # 1,024 x 768: a 768 x 768 problem), and only the first k are needed.
    gram = centred.T @ centred if width <= size else centred @ centred.T
    values, vectors = _top_eigenpairs(gram, k)
    values = np.clip(values, 0.0, None)
    projections = centred @ vectors if width <= size else vectors * np.sqrt(values)
    total = float(np.sum(centred * centred))
    explained = values / total if total > 0 else np.zeros(k)
    return Components(projections=projections, explained=explained)


SUBSPACE_EXTRA = 21        # vectors iterated beyond the k wanted (the convergence rate is lambda_(k+extra+1)/lambda_k)
SUBSPACE_STEPS = 45        # then the full eigh: a flat spectrum (a random table) converges too slowly to pay
RESIDUAL = 1e-12           # |G v - lambda v| at most this times lambda_1 for every vector returned


def _top_eigenpairs(gram: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """The k largest eigenvalues (descending, shape (k,)) and eigenvectors (shape (n, k)) of a symmetric
    positive semi-definite ``gram`` (shape (n, n)).

    A large one is solved by subspace iteration with Rayleigh-Ritz, accepted only when every
    returned pair has a residual under RESIDUAL x lambda_1 (as exact as eigh); anything else (a
    small matrix, a flat spectrum, a rank too low to iterate on) takes numpy's full eigh. The full
    eigh of a 768 x 768 matrix takes 0.3-2 s on a shared 2-core machine, the iteration 20-60 ms.
    """
    n = gram.shape[0]
    block = k + SUBSPACE_EXTRA
    if n > 4 * block:
        q = np.linalg.qr(np.random.default_rng(0).standard_normal((n, block)))[0]
        for step in range(SUBSPACE_STEPS):
            z = gram @ q
            w, v = np.linalg.eigh(z.T @ z)         # orthonormalise through the small Gram (QR is slower here)
            if w[0] <= 1e-20 * w[-1]:
                break                              # (nearly) rank-deficient: the small Gram cannot be trusted
            q = z @ (v / np.sqrt(w))
            if step % 3 == 2:
                every, small = np.linalg.eigh(q.T @ gram @ q)
                ritz, vectors = every[::-1][:k], q @ small[:, ::-1][:, :k]
                residual = np.linalg.norm(gram @ vectors - vectors * ritz, axis=0)
                if ritz[0] > 0 and np.all(residual <= RESIDUAL * ritz[0]):
                    return ritz, vectors
                rate = every[0] / ritz[-1] if ritz[-1] > 0 else 1.0      # residuals shrink about this much a step
                if rate >= 1.0 or np.log(RESIDUAL) / np.log(rate) > SUBSPACE_STEPS:
                    break                          # too flat a spectrum to converge in time
    values, vectors = np.linalg.eigh(gram)         # ascending
    return values[::-1][:k], vectors[:, ::-1][:, :k]


def row_norms(table: np.ndarray) -> np.ndarray:
    """Euclidean norm of each row, shape (L,)."""
    return np.linalg.norm(np.asarray(table, dtype=np.float64), axis=1)


@dataclass(frozen=True)
class PropertyScores:
    """The three property scores of one table (see the module's docstring), each in [-1, 1]."""

    monotonicity: float
    translation_invariance: float
    symmetry: float
    window: int


def _forward_pairs(dots: np.ndarray, window: int) -> np.ndarray:
    """φ(x, x + m) for m = 1 … window, shape (L - window, window) (rows x with all m in the table)."""
    size = dots.shape[0]
    xs = np.arange(size - window)[:, None]
    return dots[xs, xs + np.arange(1, window + 1)[None, :]]


def _rank(values: np.ndarray) -> np.ndarray:
    """Ranks along the last axis (ties broken by order: the offsets are distinct, φ rarely ties)."""
    return np.argsort(np.argsort(values, axis=-1, kind="stable"), axis=-1, kind="stable").astype(np.float64)


def _pearson_rows(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Pearson correlation of each row of ``a`` with the same row of ``b``; 0 where a row is constant."""
    a = a - a.mean(axis=-1, keepdims=True)
    b = b - b.mean(axis=-1, keepdims=True)
    denominator = np.sqrt(np.sum(a * a, axis=-1) * np.sum(b * b, axis=-1))
    return np.divide(np.sum(a * b, axis=-1), denominator, out=np.zeros(a.shape[:-1]), where=denominator > 0)


def property_scores(table: np.ndarray, window: int = DEFAULT_WINDOW) -> PropertyScores:
    """Monotonicity, translation invariance and symmetry of ``table`` (shape (L, d)), over offsets 1 … window.

    ``window`` is cut to (L - 1) // 2 so that every score has pairs to look at; L must be at least 3.
    """
    rows = np.asarray(table, dtype=np.float64)
    size = rows.shape[0]
    if size < 3:
        raise ValueError(f"the property scores need at least 3 positions, not {size}")
    window = max(1, min(int(window), (size - 1) // 2))
    dots = rows @ rows.T
    forward = _forward_pairs(dots, window)                                   # (L - w, w)
    offsets = np.broadcast_to(np.arange(window, dtype=np.float64), forward.shape)
    monotonicity = -float(np.mean(_pearson_rows(_rank(forward), offsets))) if window > 1 else 0.0
    all_pairs = np.concatenate([np.diagonal(dots, offset=m) for m in range(1, window + 1)])
    spread = float(np.var(all_pairs))
    within = float(np.mean([np.var(np.diagonal(dots, offset=m)) for m in range(1, window + 1)]))
    invariance = 1.0 - within / spread if spread > 0 else 1.0
    xs = np.arange(window, size - window)
    steps = np.arange(1, window + 1)
    ahead, behind = dots[xs[:, None], xs[:, None] + steps], dots[xs[:, None], xs[:, None] - steps]
    symmetry = float(_pearson_rows(ahead.ravel()[None, :], behind.ravel()[None, :])[0])
    return PropertyScores(monotonicity, invariance, symmetry, window)
