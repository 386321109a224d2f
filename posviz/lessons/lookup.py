"""One-hot encodings against learned rows: why the model uses a look-up table.

A one-hot vector is |V| wide and all zeros but one 1. Multiplying it by E (|V| x d) picks out one
row of E, so "one-hot times E" is a look-up. One-hot vectors carry no meaning (any two different
ones are at cosine 0); learned rows do (similar words end up close).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.model.embeddings import EmbeddingTable, cosine_rows

FULL_PRODUCT_LIMIT = 10_000_000   # |V| * d beyond which the zero terms of the product are skipped


@dataclass(frozen=True, eq=False)
class Lookup:
    """One token's one-hot vector, its row of E and their product.

    Attributes
    ----------
    token_id : int
    one_hot : ndarray, shape (|V|,)
    row : ndarray, shape (d,)
        ``E[token_id]``.
    product : ndarray, shape (d,)
        ``one_hot @ E``, computed as a matrix product (equal to ``row``).
    """

    token_id: int
    one_hot: np.ndarray
    row: np.ndarray
    product: np.ndarray

    @property
    def residual(self) -> float:
        """``max |one_hot @ E - E[id]|``: 0 because the product is a look-up."""
        return float(np.max(np.abs(self.product - self.row)))


def lookup(table: EmbeddingTable, token_id: int) -> Lookup:
    """The one-hot product for ``token_id``.

    For tables larger than FULL_PRODUCT_LIMIT numbers only the non-zero terms of the product are
    summed (the result is the same, the zeros would only cost time).

    Raises
    ------
    ValueError
        If the id has no row (an unknown word).
    """
    one_hot = table.one_hot(token_id)
    if table.parameter_count <= FULL_PRODUCT_LIMIT:
        product = one_hot @ table.matrix
    else:
        nonzero = np.flatnonzero(one_hot)
        product = one_hot[nonzero] @ table.matrix[nonzero]
    return Lookup(int(token_id), one_hot, np.asarray(table.row(token_id), dtype=np.float64),
                  np.asarray(product, dtype=np.float64))


def one_hot_cosines(ids, focus: int) -> np.ndarray:
    """Cosine of the focused token's one-hot with each token's one-hot, shape (L,).

    Two one-hots have dot product 1 when they mark the same id and 0 otherwise, and both have
    length 1, so the cosine is 1 for the same word and 0 for every other word.
    """
    ids = np.asarray(ids, dtype=np.int64)
    return (ids == ids[focus]).astype(np.float64)


def dense_cosines(token_vectors: np.ndarray, focus: int) -> np.ndarray:
    """Cosine of the focused token's row of E with each token's row, shape (L,).

    An unknown word has no row (zeros): its cosine is 0.
    """
    token_vectors = np.asarray(token_vectors, dtype=np.float64)
    return cosine_rows(token_vectors, token_vectors[focus])


def window(size: int, centre: int, width: int) -> tuple[int, int]:
    """A range [start, stop) of at most ``width`` indices of ``range(size)`` around ``centre``.

    Used to show a readable slice of a vector or table too long for the screen.
    """
    width = max(1, min(int(width), size))
    start = min(max(int(centre) - width // 2, 0), size - width)
    return start, start + width
