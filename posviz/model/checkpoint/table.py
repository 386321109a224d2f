"""A real model's token table, left on disk: rows are read when asked for, cosine in blocks.

The toy :class:`EmbeddingTable` normalises a float64 copy of the whole matrix for its nearest-row
search. For 128,256 x 4,096 that copy would be 4 GB, so a real table measures its rows once, block
by block, into a :class:`~posviz.model.checkpoint.nearest_index.RowIndex` (each row's length and an
int8 copy of its direction, a quarter of a float32 copy; a bf16 table whose copy would pass 1 GB is
read as float32 words instead) and answers a nearest-row query from it exactly.
Opening a model does not wait for that pass: it runs on first use, in whichever thread
asks first (the window asks from a background thread); others asking meanwhile wait for it.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable

import numpy as np

from posviz.model.embeddings import EmbeddingTable
from posviz.model.checkpoint.nearest_index import RowIndex, build_index, candidates
from posviz.model.checkpoint.nearest_query import rerank
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
    token_rows : int, optional
        Rows that belong to a token; the rows after them (a table padded to a round size) are never
        in the nearest-rows list. None: every row.
    """

    dtype_name: str = "F32"
    token_rows: int | None = None

    def __post_init__(self) -> None:
        self.__dict__["_measuring"] = threading.Lock()     # one pass over the rows, whoever asks first
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
        """Measure (once) every row: its length, and the int8 copy the nearest-row search reads.

        Thread-safe: a second caller waits for the pass already running. A cancelled pass keeps
        nothing, and the next caller starts again.

        Parameters
        ----------
        progress : callable(fraction), optional
        cancelled : callable() -> bool, optional
            Checked between blocks; when it returns True, :class:`Cancelled` is raised.

        Returns
        -------
        ndarray, shape (V,), float32
            ``1 / |row|``, and 0 for an all-zero row or one holding NaN or ±inf (similar to nothing).
        """
        with self.__dict__["_measuring"]:
            if "inverse_norms" not in self.__dict__:
                try:
                    words = self.matrix.bits if isinstance(self.matrix, Bf16Matrix) else None
                    index = build_index(self.blocks(max(1, BLOCK_BYTES // (4 * self.d_model))),
                                        (self.vocab_size, self.d_model), progress, cancelled, words=words)
                except InterruptedError:
                    raise Cancelled("measuring the table's rows was cancelled") from None
                self._keep(index)
        return self.__dict__["inverse_norms"]

    def _keep(self, index: RowIndex) -> None:
        usable = np.isfinite(index.norms) & (index.norms > 0)
        inverse = np.divide(1.0, index.norms, out=np.zeros(self.vocab_size), where=usable).astype(np.float32)
        inverse.setflags(write=False)
        # Caches on a frozen object: set once, never changed; "inverse_norms" last, as the mark of done.
        self.__dict__["row_index"] = index
        self.__dict__["nonfinite_rows"] = index.nonfinite
        self.__dict__["inverse_norms"] = inverse

    @property
    def measured(self) -> bool:
        """True once the rows are measured (asking never starts the pass, so the GUI thread may)."""
        return "inverse_norms" in self.__dict__

    @property
    def nonfinite_rows(self) -> np.ndarray:
        """Indices of the rows holding NaN or ±inf, shape (n,), ascending (measured with the rows)."""
        self.measure_rows()
        return self.__dict__["nonfinite_rows"]

    def nearest(self, token_id: int, k: int = 3) -> list[tuple[int, float]]:
        """The ``k`` rows most similar to row ``token_id`` by cosine, the row itself left out.

        The same answer as a brute-force float64 search over every row (ties go to the lower id),
        read from the int8 copy and re-ranked exactly (see :mod:`~posviz.model.checkpoint.nearest_index`).
        Measures the rows first if nobody has yet.
        """
        token_id = self._check_id(token_id)
        k = max(0, min(int(k), self.vocab_size - 1))
        query = np.asarray(self.matrix[token_id], dtype=np.float64)
        if not np.isfinite(query).all():
            raise ValueError(f"row {token_id:,} holds NaN or infinity: it has no direction, so no row is "
                             "nearest to it")
        if k == 0:
            return []
        self.measure_rows()
        index = self.__dict__["row_index"]
        length = np.linalg.norm(query)
        if length == 0:               # no direction: every cosine is 0, so the lowest ids (not re-ranking all)
            others = np.setdiff1d(np.arange(min(self.token_rows or self.vocab_size, k + len(index.nonfinite) + 1)),
                                  np.append(index.nonfinite, token_id))
            return [(int(i), 0.0) for i in others[:k]]
        ids, upper = candidates(index, query / length, token_id, k, self.token_rows)
        return rerank(self.matrix, ids, upper, query, k)

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
