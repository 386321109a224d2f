"""The embedding table E: one learned row of width d per vocabulary token."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from posviz.model.checks import check_positive


def frozen_array(values, dtype=None) -> np.ndarray:
    """A read-only copy of ``values`` (C-ordered), so immutable objects stay immutable."""
    array = np.array(values, dtype=dtype, order="C", copy=True)
    array.setflags(write=False)
    return array


def cosine_rows(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """Cosine similarity of ``vector`` with every row of ``matrix``.

    Parameters
    ----------
    matrix : ndarray, shape (n, d)
    vector : ndarray, shape (d,)

    Returns
    -------
    ndarray, shape (n,)
        ``matrix[i] . vector / (|matrix[i]| |vector|)``; 0 where either norm is 0 (a zero vector
        points nowhere, so it is similar to nothing).
    """
    matrix = np.asarray(matrix, dtype=np.float64)
    vector = np.asarray(vector, dtype=np.float64)
    norms = np.linalg.norm(matrix, axis=1) * np.linalg.norm(vector)
    dots = matrix @ vector
    out = np.zeros(len(matrix))
    np.divide(dots, norms, out=out, where=norms > 0)
    return out


@dataclass(frozen=True, eq=False)
class EmbeddingTable:
    """The |V| x d matrix E, with optional names for its dimensions.

    Parameters
    ----------
    matrix : ndarray, shape (V, d)
        Row ``i`` is the vector of token id ``i``. Stored read-only.
    dim_names : tuple of str, optional
        One name per column, when the dimensions have names (only hand-made tables do).
    illustrative : bool
        True for tables whose values were drawn at random to stand in for learned ones.
    """

    matrix: np.ndarray
    dim_names: tuple[str, ...] | None = None
    illustrative: bool = False

    def __post_init__(self) -> None:
        matrix = np.asarray(self.matrix)
        if matrix.ndim != 2 or matrix.shape[0] < 1 or matrix.shape[1] < 1:
            raise ValueError(f"an embedding table must be a non-empty 2-D matrix, got shape {matrix.shape}")
        if not np.issubdtype(matrix.dtype, np.floating):
            matrix = matrix.astype(np.float64)
        if not matrix.flags.c_contiguous or matrix.flags.writeable:
            matrix = frozen_array(matrix)
        object.__setattr__(self, "matrix", matrix)
        if self.dim_names is not None:
            names = tuple(str(n) for n in self.dim_names)
            if len(names) != matrix.shape[1]:
                raise ValueError(f"{len(names)} dimension names for a table {matrix.shape[1]} wide")
            object.__setattr__(self, "dim_names", names)

    @property
    def vocab_size(self) -> int:
        """|V|, the number of rows."""
        return self.matrix.shape[0]

    @property
    def d_model(self) -> int:
        """d, the width of every row."""
        return self.matrix.shape[1]

    @property
    def parameter_count(self) -> int:
        """Number of learned values, |V| * d."""
        return self.vocab_size * self.d_model

    def _check_id(self, token_id: int) -> int:
        token_id = int(token_id)
        if not 0 <= token_id < self.vocab_size:
            raise ValueError(f"token id {token_id} has no row: the table has rows 0 to {self.vocab_size - 1}")
        return token_id

    def row(self, token_id: int) -> np.ndarray:
        """The vector of one token, shape (d,) (a read-only view)."""
        return self.matrix[self._check_id(token_id)]

    def rows(self, ids) -> np.ndarray:
        """The vectors of several tokens, shape (len(ids), d), in the order given."""
        ids = np.asarray(ids, dtype=np.int64)
        if ids.size and (ids.min() < 0 or ids.max() >= self.vocab_size):
            bad = ids[(ids < 0) | (ids >= self.vocab_size)][0]
            self._check_id(bad)
        return self.matrix[ids]

    def one_hot(self, token_id: int) -> np.ndarray:
        """The one-hot encoding of a token: shape (|V|,), all zeros but a 1 at ``token_id``.

        ``one_hot(i) @ matrix`` is exactly ``row(i)``: multiplying by a one-hot is a look-up.
        """
        vector = np.zeros(self.vocab_size)
        vector[self._check_id(token_id)] = 1.0
        return vector

    @cached_property
    def _unit_rows(self) -> np.ndarray:
        # Normalised once, so a nearest-row query over a large vocabulary is one mat-vec.
        norms = np.linalg.norm(self.matrix.astype(np.float64), axis=1, keepdims=True)
        return np.divide(self.matrix, norms, out=np.zeros(self.matrix.shape), where=norms > 0)

    def cosine(self, a: int, b: int) -> float:
        """Cosine similarity of rows ``a`` and ``b`` (0 if either row is all zeros)."""
        return float(self._unit_rows[self._check_id(a)] @ self._unit_rows[self._check_id(b)])

    def cosine_all(self, token_id: int) -> np.ndarray:
        """Cosine similarity of row ``token_id`` with every row, shape (|V|,)."""
        return self._unit_rows @ self._unit_rows[self._check_id(token_id)]

    def nearest(self, token_id: int, k: int = 3) -> list[tuple[int, float]]:
        """The ``k`` rows most similar to row ``token_id`` by cosine, the row itself left out.

        Returns
        -------
        list of (int, float)
            ``(token_id, cosine)`` pairs, most similar first; ties go to the lower id.
        """
        token_id = self._check_id(token_id)
        k = max(0, min(int(k), self.vocab_size - 1))
        if not np.isfinite(np.asarray(self.row(token_id), dtype=np.float64)).all():
            raise ValueError(f"row {token_id:,} holds NaN or infinity: it has no direction, so no row is "
                             "nearest to it")
        with np.errstate(invalid="ignore", over="ignore"):
            sims = self.cosine_all(token_id)
        sims[~np.isfinite(sims)] = -np.inf      # rows holding NaN or inf (from a model file) are near nothing
        sims[token_id] = -np.inf
        threshold = np.partition(sims, -k)[-k]     # the k-th largest similarity (k = 0: the smallest)
        # every row as similar as that, so ties at the k-th place go to the lower id (not to argpartition's pick)
        candidates = np.flatnonzero(sims >= threshold)
        order = candidates[np.lexsort((candidates, -sims[candidates]))]
        return [(int(i), float(sims[i])) for i in order[order != token_id][:k]]

    @classmethod
    def random(cls, vocab_size: int, d_model: int, seed: int = 0, scale: float = 0.5) -> "EmbeddingTable":
        """An illustrative table of seeded normal values (the same seed gives the same table).

        Parameters
        ----------
        vocab_size, d_model : int
            Shape of the table, (vocab_size, d_model).
        seed : int
            Seed of ``numpy.random.default_rng``.
        scale : float
            Standard deviation of the values.
        """
        vocab_size, d_model = check_positive("vocab_size", vocab_size), check_positive("d_model", d_model)
        rng = np.random.default_rng(seed)
        return cls(frozen_array(rng.normal(0.0, scale, size=(vocab_size, d_model))), illustrative=True)

