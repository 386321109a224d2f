"""Relative positions that act inside attention and add nothing to the input rows.

- T5: each offset (key − query) falls in one of ``relative_attention_num_buckets`` buckets: exact
  for small offsets, logarithmic up to ``relative_attention_max_distance``, beyond it the last
  bucket; each bucket has a learned bias per head added to the attention scores. The encoder is
  bidirectional (half the buckets for keys after the query), the decoder causal.
- DeBERTa (v2, v3): the relative position query − key, log-bucketed beyond ±``position_buckets``/2
  when ``position_buckets`` > 0, indexes learned relative embeddings (disentangled attention).

The functions follow the reference library's ``T5Attention._relative_position_bucket`` and
``build_relative_position`` / ``make_log_bucket_position`` (float32 logarithms, as it computes them).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.i18n import Context

RelativePositionsModel = Context("RelativePositionsModel")


def t5_buckets(offsets, num_buckets: int, max_distance: int, bidirectional: bool = True) -> np.ndarray:
    """T5's bucket of each relative offset (key position − query position).

    Parameters
    ----------
    offsets : array_like of int, any shape
    num_buckets, max_distance : int
        config.json's ``relative_attention_num_buckets`` and ``relative_attention_max_distance``.
    bidirectional : bool
        True for the encoder (offsets > 0 get the upper half of the buckets).

    Returns
    -------
    ndarray of int64, the shape of ``offsets``
    """
    offsets = np.asarray(offsets, dtype=np.int64)
    buckets = np.zeros_like(offsets)
    if bidirectional:
        num_buckets //= 2
        buckets += (offsets > 0).astype(np.int64) * num_buckets
        distance = np.abs(offsets)
    else:
        distance = -np.minimum(offsets, 0)
    exact = num_buckets // 2
    far = np.maximum(distance, exact).astype(np.float32)       # the near ones are not read: no log(0)
    ratio = np.log(far / np.float32(exact)) / np.float32(np.log(max_distance / exact))
    large = np.minimum(exact + (ratio * np.float32(num_buckets - exact)).astype(np.int64), num_buckets - 1)
    return buckets + np.where(distance < exact, distance, large)


def deberta_relative_positions(length: int, bucket_size: int, max_position: int) -> np.ndarray:
    """DeBERTa's relative position of key j seen from query i, shape (length, length), int64.

    ``i - j`` itself, or log-bucketed beyond ±bucket_size // 2 when both ``bucket_size`` and
    ``max_position`` are > 0 (DeBERTa-v3: 256 buckets over 512 positions).
    """
    ids = np.arange(int(length), dtype=np.int64)
    relative = ids[:, None] - ids[None, :]
    if bucket_size <= 0 or max_position <= 0:
        return relative
    mid = bucket_size // 2
    inside = (relative < mid) & (relative > -mid)
    distance = np.where(inside, mid - 1, np.abs(relative)).astype(np.float32)
    scale = np.float32(np.log(np.float32((max_position - 1) / mid)))
    logged = np.ceil(np.log(distance / np.float32(mid)) / scale * np.float32(mid - 1)) + mid
    return np.where(distance <= mid, relative, logged * np.sign(relative)).astype(np.int64)


@dataclass(frozen=True)
class RelativePositions:
    """A model's relative-position facts, read from config.json as the reference reads them.

    Attributes
    ----------
    kind : {"t5", "deberta"}
    buckets : int
        T5: ``relative_attention_num_buckets``; DeBERTa: ``position_buckets`` (<= 0: none).
    max_distance : int
        T5: ``relative_attention_max_distance``; DeBERTa: ``max_relative_positions`` (or
        ``max_position_embeddings`` when that is < 1).
    """

    kind: str
    buckets: int
    max_distance: int

    def table(self, length: int) -> np.ndarray:
        """What attention uses for query i and key j, shape (length, length): T5's bucket
        (encoder, bidirectional) or DeBERTa's (bucketed) relative position."""
        if self.kind == "t5":
            ids = np.arange(int(length))
            return t5_buckets(ids[None, :] - ids[:, None], self.buckets, self.max_distance)
        return deberta_relative_positions(length, self.buckets, self.max_distance)

    def _examples(self) -> str:
        """Which bucket some offsets fall in, e.g. "offset −8 → bucket 7, ..."."""
        far = self.max_distance
        offsets = sorted({-far, -far // 4, -8, -2, -1, 0, 1, 2, 8, far // 4, far})
        buckets = t5_buckets(offsets, self.buckets, self.max_distance)
        #: one example of the T5 caption: an offset (signed) and the bucket it falls in
        example = RelativePositionsModel.tr("offset {offset} → bucket {bucket}")
        return ", ".join(example.format(offset=f"{o:+d}".replace("+0", "0").replace("-", "−"), bucket=b)
                         for o, b in zip(offsets, buckets.tolist()))

    def describe(self) -> str:
        """One sentence with the config's numbers."""
        if self.kind == "t5":
            exact = self.buckets // 4
            return RelativePositionsModel.tr(
                "T5 relative-position buckets: nothing is added to the token rows; each offset between a key and a "
                "query falls in one of {buckets} buckets ({half} for keys before or at the query, {half} after it in "
                "the encoder): offsets below {exact} get a bucket each, larger ones share logarithmic buckets up to "
                "{far}, and every bucket adds a learned bias per head to the attention scores (layer 1's biases are "
                "shared by every layer). For example, {examples}.").format(
                buckets=self.buckets, half=self.buckets // 2, exact=exact, far=self.max_distance,
                examples=self._examples())
        if self.buckets > 0:
            text = RelativePositionsModel.tr(
                "DeBERTa relative positions: each query i and key j interact through the relative position i − j "
                "(positions within ±{half} are exact, farther ones share logarithmic buckets up to {far} ({buckets} "
                "buckets)), which indexes learned relative embeddings inside attention (disentangled "
                "content-to-position and position-to-content scores).")
        else:
            text = RelativePositionsModel.tr(
                "DeBERTa relative positions: each query i and key j interact through the relative position i − j "
                "(exact relative positions, clipped at ±{far}), which indexes learned relative embeddings inside "
                "attention (disentangled content-to-position and position-to-content scores).")
        return text.format(half=self.buckets // 2, far=self.max_distance, buckets=self.buckets)
