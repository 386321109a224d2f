"""Word order: encode a sentence and a reordering of it, and compare the two Z matrices.

Without positions the reordered sentence's Z holds the same rows in another order; with positions
the rows themselves change, which is how a transformer can tell "the dog bit the man" from
"the man bit the dog".
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.model.input_layer import Frame, InputLayer

FUNCTION_WORDS = frozenset({"the", "a", "an"})


def swap_content_words(words: list[str]) -> np.ndarray:
    """The permutation that swaps the first and last words that are not "the", "a" or "an".

    "the dog bit the man" -> swaps positions 1 and 4 -> "the man bit the dog".

    Returns
    -------
    ndarray, shape (L,), int
        ``perm[i]`` is the position in the original of the word that lands at position ``i``.
    """
    perm = np.arange(len(words))
    content = [i for i, w in enumerate(words) if w.casefold() not in FUNCTION_WORDS]
    if len(content) >= 2:
        first, last = content[0], content[-1]
        perm[first], perm[last] = last, first
    elif len(words) >= 2:
        perm[0], perm[-1] = len(words) - 1, 0
    return perm


@dataclass(frozen=True, eq=False)
class OrderComparison:
    """Two encodings of the same words in two orders.

    Attributes
    ----------
    original, reordered : Frame
    perm : ndarray, shape (L,)
        Row i of the reordered sentence is the token at position ``perm[i]`` of the original.
    changed : ndarray, shape (L, d), bool
        Cells where ``reordered.z[i]`` differs from ``original.z[perm[i]]`` (beyond 1e-12).
    """

    original: Frame
    reordered: Frame
    perm: np.ndarray
    changed: np.ndarray

    @property
    def only_reordered(self) -> bool:
        """True when the reordered Z is exactly the original's rows, permuted."""
        return not self.changed.any()


def compare_orders(layer: InputLayer, text: str, perm=None) -> OrderComparison:
    """Encode ``text`` and its reordering by ``perm`` (default: :func:`swap_content_words`).

    The reordered sentence is the original tokens' texts, in the new order, joined by spaces.
    """
    original = layer.encode(text)
    words = [t.text for t in original.tokens]
    perm = swap_content_words(words) if perm is None else np.asarray(perm, dtype=np.int64)
    if sorted(perm.tolist()) != list(range(len(words))):
        raise ValueError(f"{perm.tolist()} is not a reordering of {len(words)} positions")
    reordered = layer.encode(" ".join(words[i] for i in perm))
    changed = ~np.isclose(reordered.z, original.z[perm], rtol=0.0, atol=1e-12)
    return OrderComparison(original, reordered, perm, changed)
