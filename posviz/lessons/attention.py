"""A toy attention, to show why a transformer needs positions at all.

The "attention" here has no learned projections: queries and keys are the rows of Z itself,
weights = softmax(Z Z^T / sqrt(d)). That is enough to show the symmetry: without positions,
reordering the words only reorders the weights (rows and columns alike), so the model cannot tell
"the dog bit the man" from "the man bit the dog".
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.model.positions import Rope, alibi_bias, alibi_slopes


def softmax_rows(scores: np.ndarray) -> np.ndarray:
    """Row-wise softmax, shape kept; ``-inf`` entries (masked) get weight 0."""
    scores = np.asarray(scores, dtype=np.float64)
    if scores.size == 0:
        return scores.copy()
    shifted = scores - np.max(scores, axis=-1, keepdims=True)
    weights = np.exp(shifted)
    return weights / weights.sum(axis=-1, keepdims=True)


def attention_scores(queries: np.ndarray, keys: np.ndarray) -> np.ndarray:
    """Scaled dot products ``Q K^T / sqrt(d)``, shape (L, L), for Q and K of shape (L, d)."""
    queries, keys = np.asarray(queries, dtype=np.float64), np.asarray(keys, dtype=np.float64)
    return queries @ keys.T / np.sqrt(queries.shape[1])


@dataclass(frozen=True)
class Alibi:
    """ALiBi (Press et al.): no vector for positions, a bias on the attention scores instead.

    Head h of n adds ``m_h * (j - i)`` to the score of query i and key j, with slopes from
    :func:`alibi_slopes`. ALiBi models (BLOOM, MPT) are decoders, so key j > i is masked out:
    the bias is 0 for the token itself and more negative the further back the key is.
    """

    head: int = 1          # 1-based, as in the paper's m_1 ... m_n
    n_heads: int = 8

    def __post_init__(self) -> None:
        if not 1 <= int(self.head) <= int(self.n_heads):
            raise ValueError(f"head must be between 1 and {self.n_heads}, got {self.head}")

    @property
    def slope(self) -> float:
        """m_h of this head."""
        return float(alibi_slopes(self.n_heads)[self.head - 1])

    def bias(self, length: int) -> np.ndarray:
        """The bias added to the scores, shape (length, length); ``-inf`` above the diagonal."""
        bias = alibi_bias(self.n_heads, length)[self.head - 1].copy()
        bias[np.triu_indices(length, k=1)] = -np.inf
        return bias


def queries_and_keys(token_vectors: np.ndarray, position_vectors: np.ndarray | None,
                     rope: Rope | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The toy's queries and keys: Z = tokens + positions, or the token rows rotated by RoPE.

    Parameters
    ----------
    token_vectors : ndarray, shape (L, d)
    position_vectors : ndarray, shape (L, d), or None
        Added to the token rows (sinusoidal, learned); None adds nothing.
    rope : Rope, optional
        Rotate queries and keys by their positions instead (nothing is added to Z).
    """
    z = np.asarray(token_vectors, dtype=np.float64)
    if position_vectors is not None:
        z = z + np.asarray(position_vectors, dtype=np.float64)
    if rope is not None:
        z = rope.rotate(z, np.arange(len(z)))
    return z, z


def toy_attention(queries: np.ndarray, keys: np.ndarray, alibi: Alibi | None = None) -> np.ndarray:
    """``softmax(Q K^T / sqrt(d) [+ ALiBi bias])``, shape (L, L); each row sums to 1."""
    scores = attention_scores(queries, keys)
    if alibi is not None:
        scores = scores + alibi.bias(len(scores))
    return softmax_rows(scores)


def swap_permutation(length: int, i: int, j: int) -> np.ndarray:
    """The reordering that swaps words i and j, shape (length,): new position p holds old word perm[p]."""
    perm = np.arange(length)
    if length:
        i, j = (min(max(int(v), 0), length - 1) for v in (i, j))
        perm[i], perm[j] = perm[j], perm[i]
    return perm


def reverse_permutation(length: int) -> np.ndarray:
    """The reordering that reads the sentence backwards, shape (length,)."""
    return np.arange(length)[::-1].copy()


def permute_matrix(matrix: np.ndarray, perm) -> np.ndarray:
    """``P A P^T``: rows and columns of ``matrix`` reordered by ``perm`` (``A[perm][:, perm]``)."""
    perm = np.asarray(perm, dtype=np.int64)
    return np.asarray(matrix)[np.ix_(perm, perm)]


@dataclass(frozen=True, eq=False)
class OrderExperiment:
    """Toy attention for a sentence and for the same words reordered.

    Attributes
    ----------
    perm : ndarray, shape (L,)
        The reordering applied: the reordered sentence's word p is the original's word perm[p].
    weights : ndarray, shape (L, L)
        Attention weights of the sentence as written.
    reordered : ndarray, shape (L, L)
        Attention weights of the reordered sentence (its own positions 0 .. L-1).
    predicted : ndarray, shape (L, L)
        ``P weights P^T``: what ``reordered`` would be if order did not matter.
    """

    perm: np.ndarray
    weights: np.ndarray
    reordered: np.ndarray
    predicted: np.ndarray

    @property
    def difference(self) -> float:
        """``max |reordered - P weights P^T|``: 0 means the attention did not notice the reordering."""
        if self.weights.size == 0:
            return 0.0
        return float(np.max(np.abs(self.reordered - self.predicted)))


def order_experiment(token_vectors: np.ndarray, perm, position_vectors: np.ndarray | None = None,
                     rope: Rope | None = None, alibi: Alibi | None = None) -> OrderExperiment:
    """Run the toy attention on a sentence and on its words reordered by ``perm``.

    The reordered sentence moves the token rows but keeps positions 0 .. L-1 in place: exactly
    what encoding the reordered text gives (its position vectors are the same rows).

    Parameters
    ----------
    token_vectors : ndarray, shape (L, d)
    perm : array_like of int, shape (L,)
        A permutation of 0 .. L-1.
    position_vectors, rope, alibi
        How positions enter (see :func:`queries_and_keys` and :class:`Alibi`); all None: no positions.
    """
    tokens = np.asarray(token_vectors, dtype=np.float64)
    perm = np.asarray(perm, dtype=np.int64)
    if sorted(perm.tolist()) != list(range(len(tokens))):
        raise ValueError(f"{perm.tolist()} is not a reordering of {len(tokens)} words")
    weights = toy_attention(*queries_and_keys(tokens, position_vectors, rope), alibi)
    reordered = toy_attention(*queries_and_keys(tokens[perm], position_vectors, rope), alibi)
    return OrderExperiment(perm, weights, reordered, permute_matrix(weights, perm))
