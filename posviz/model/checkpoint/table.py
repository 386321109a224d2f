"""A real model's token table, left on disk: rows are read when asked for, cosine in blocks.

The toy :class:`EmbeddingTable` normalises a float64 copy of the whole matrix for its nearest-row
search. For 128,256 x 4,096 that copy would be 4 GB, so a real table keeps only one number per
row (the inverse of its length, computed once, block by block) and streams the matrix through a
matrix-vector product for each query.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from posviz.model.embeddings import EmbeddingTable
from posviz.model.checkpoint.safetensors_io import Bf16Matrix

BLOCK_BYTES = 16 * 2**20   # float32 bytes per block of rows: big enough for BLAS, small enough to stay cheap
CACHED_QUERIES = 16        # recent cosine_all results kept (V floats each), so revisiting a token is instant


class Cancelled(Exception):
    """The user cancelled a long computation (loading a model, measuring its rows)."""


def as_float32(block) -> np.ndarray:
    """A block of rows as float32 (a view when it already is float32)."""
    return np.asarray(block, dtype=np.float32)


def widen_into(bits: np.ndarray, scratch: np.ndarray) -> np.ndarray:
    """bf16 bits (rows, d) widened to float32 through ``scratch`` (>= rows, 2d) uint16, zeroed at even
    columns: the bits go to the odd (high, little-endian) halves. One strided copy, no temporaries."""
    rows = len(bits)
    scratch[:rows, 1::2] = bits
    return scratch[:rows].view(np.float32)


@dataclass(frozen=True, eq=False)
class RealEmbeddingTable(EmbeddingTable):
    """A trained model's token table, shape (|V|, d), memory-mapped and read-only.

    Parameters
    ----------
    matrix : ndarray or Bf16Matrix, shape (V, d)
        A read-only memory map (float32, float16, float64) or a :class:`Bf16Matrix`. Never copied.
    dtype_name : str
        How the checkpoint stores it ("F32", "F16", "BF16"), shown to the user.
    """

    dtype_name: str = "F32"

    def __post_init__(self) -> None:
        if isinstance(self.matrix, Bf16Matrix):       # EmbeddingTable would widen it whole
            if self.matrix.shape[0] < 1 or self.matrix.shape[1] < 1:
                raise ValueError(f"an embedding table must be non-empty, got shape {self.matrix.shape}")
            return
        super().__post_init__()

    def blocks(self, rows: int | None = None):
        """Yield ``(start, block)`` pairs covering the table; block has shape (<= rows, d), float32.

        A block is only valid until the next one is yielded (bf16 blocks share one scratch buffer).
        """
        bf16 = isinstance(self.matrix, Bf16Matrix)
        if rows is None and not bf16 and self.matrix.dtype == np.float32:
            rows = self.vocab_size            # a float32 map needs no conversion: one product is fastest
        rows = rows or max(1, BLOCK_BYTES // (4 * self.d_model))
        scratch = np.zeros((min(rows, self.vocab_size), 2 * self.d_model), dtype=np.uint16) if bf16 else None
        for start in range(0, self.vocab_size, rows):
            if bf16:
                yield start, widen_into(self.matrix.bits[start:start + rows], scratch)
            else:
                yield start, as_float32(self.matrix[start:start + rows])

    def measure_rows(self, progress: Callable[[float], None] | None = None,
                     cancelled: Callable[[], bool] | None = None) -> np.ndarray:
        """Compute (once) the inverse length of every row, reading the table block by block.

        Parameters
        ----------
        progress : callable(fraction), optional
        cancelled : callable() -> bool, optional
            Checked between blocks; when it returns True, :class:`Cancelled` is raised.

        Returns
        -------
        ndarray, shape (V,), float32
            ``1 / |row|``, and 0 for an all-zero row (it is similar to nothing).
        """
        if "inverse_norms" in self.__dict__:
            return self.__dict__["inverse_norms"]
        inverse = np.zeros(self.vocab_size, dtype=np.float32)
        nonfinite = []
        for start, block in self.blocks(max(1, BLOCK_BYTES // (4 * self.d_model))):   # float64 sums per block
            if cancelled is not None and cancelled():
                raise Cancelled("measuring the table's rows was cancelled")
            with np.errstate(invalid="ignore", over="ignore"):
                norms = np.sqrt(np.einsum("ij,ij->i", block, block, dtype=np.float64))
            # A row holding NaN or ±inf has no length: like an all-zero row it is similar to nothing.
            bad = ~np.isfinite(norms)
            nonfinite.append(np.flatnonzero(bad) + start)
            np.divide(1.0, norms, out=inverse[start:start + len(block)], where=(norms > 0) & ~bad, casting="unsafe")
            if progress is not None:
                progress(min(1.0, (start + len(block)) / self.vocab_size))
        inverse.setflags(write=False)
        self.__dict__["nonfinite_rows"] = np.concatenate(nonfinite) if nonfinite else np.zeros(0, np.intp)
        self.__dict__["inverse_norms"] = inverse    # a cache on a frozen object: set once, never changed
        return inverse

    @property
    def nonfinite_rows(self) -> np.ndarray:
        """Indices of the rows holding NaN or ±inf, shape (n,), ascending (measured with the rows)."""
        self.measure_rows()
        return self.__dict__["nonfinite_rows"]

    @property
    def inverse_norms(self) -> np.ndarray:
        """``1 / |row|`` for every row, shape (V,), float32 (computed on first use)."""
        return self.measure_rows()

    def cosine(self, a: int, b: int) -> float:
        """Cosine similarity of rows ``a`` and ``b`` (0 if either row is all zeros)."""
        a, b = self._check_id(a), self._check_id(b)
        inverse = self.inverse_norms
        rows = np.asarray(self.matrix[[a, b]], dtype=np.float64)
        return float(rows[0] @ rows[1] * inverse[a] * inverse[b])

    def cosine_all(self, token_id: int) -> np.ndarray:
        """Cosine of row ``token_id`` with every row, shape (V,), float32, one block at a time.

        The last few results are kept, so going back to a token costs nothing; a fresh copy is
        returned each time (callers may change it).
        """
        token_id = self._check_id(token_id)
        cache = self.__dict__.setdefault("_recent", {})
        if token_id not in cache:
            if len(cache) >= CACHED_QUERIES:
                cache.pop(next(iter(cache)))
            cache[token_id] = self._cosine_all(token_id)
        return cache[token_id].copy()

    def _cosine_all(self, token_id: int) -> np.ndarray:
        inverse = self.inverse_norms
        query = as_float32(self.matrix[token_id]) * inverse[token_id]
        sims = np.empty(self.vocab_size, dtype=np.float32)
        for start, block in self.blocks():
            np.matmul(block, query, out=sims[start:start + len(block)])
        sims *= inverse
        return sims
