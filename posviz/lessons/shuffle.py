"""Word order: a sentence's tokens placed in another order, and the two Z matrices compared.

Without positions the reordered sentence's Z holds the same rows in another order; with positions
the rows themselves change, which is how a transformer can tell "the dog bit the man" from
"the man bit the dog". The reordering moves the sentence's own tokens (ids), never re-tokenised
text: a real tokenizer would split the words joined by spaces differently.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.model.input_layer import Frame, InputLayer
from posviz.model.vocabulary import Token

FUNCTION_WORDS = frozenset({"the", "a", "an"})


def swap_content_words(words: list[str], fixed: frozenset[int] = frozenset()) -> np.ndarray:
    """The permutation that swaps the first and last words that are not "the", "a" or "an".

    "the dog bit the man" -> swaps positions 1 and 4 -> "the man bit the dog". Positions in
    ``fixed`` (a model's special tokens such as [CLS]) never move. With fewer than two content
    words, the first and last movable words swap.

    Returns
    -------
    ndarray, shape (L,), int
        ``perm[i]`` is the position in the original of the word that lands at position ``i``.
    """
    perm = np.arange(len(words))
    movable = [i for i in range(len(words)) if i not in fixed]
    content = [i for i in movable if words[i].strip().casefold() not in FUNCTION_WORDS]
    pair = content if len(content) >= 2 else movable
    if len(pair) >= 2:
        first, last = pair[0], pair[-1]
        perm[first], perm[last] = last, first
    return perm


def reordered_tokens(tokens: tuple[Token, ...], perm: np.ndarray) -> tuple[str, tuple[Token, ...]]:
    """``tokens`` in the order ``perm``, with the text they spell and their spans in it.

    Each token keeps its text, id and known flag; pieces are separated by one space unless the
    piece brings its own (a byte-level token such as " dog"). A special token (empty span) stays
    out of the text, with an empty span where it stands.
    """
    text, placed = "", []
    for i in perm.tolist():
        token = tokens[i]
        if token.start == token.end:
            placed.append(token._replace(start=len(text), end=len(text)))
            continue
        if text and not token.text[:1].isspace():
            text += " "
        placed.append(token._replace(start=len(text), end=len(text) + len(token.text)))
        text += token.text
    return text, tuple(placed)


@dataclass(frozen=True, eq=False)
class OrderComparison:
    """Two encodings of the same tokens in two orders.

    Attributes
    ----------
    original, reordered : Frame
        ``reordered`` is made by the same layer from the original's tokens, in the order ``perm``.
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
    def moved(self) -> bool:
        """Whether any token moved (a sentence with one movable token cannot be reordered)."""
        return bool((self.perm != np.arange(len(self.perm))).any())

    @property
    def only_reordered(self) -> bool:
        """True when the reordered Z is exactly the original's rows, permuted."""
        return not self.changed.any()


def compare_orders(layer: InputLayer, original: Frame, perm=None) -> OrderComparison:
    """Place ``original``'s tokens in the order ``perm`` (default: :func:`swap_content_words`,
    special tokens kept in place), run ``layer`` on them, and compare the two Z.

    Parameters
    ----------
    layer : InputLayer
        The layer that made ``original``.
    original : Frame
    perm : array-like of int, shape (L,), optional

    Raises
    ------
    ValueError
        ``perm`` is not a reordering of the L positions.
    """
    words = [t.text for t in original.tokens]
    if perm is None:
        perm = swap_content_words(words, frozenset(i for i, t in enumerate(original.tokens) if t.start == t.end))
    perm = np.asarray(perm, dtype=np.int64)
    if sorted(perm.tolist()) != list(range(len(words))):
        raise ValueError(f"{perm.tolist()} is not a reordering of {len(words)} positions")
    reordered = layer.encode_tokens(*reordered_tokens(original.tokens, perm))
    changed = np.abs(reordered.z - original.z[perm]) > 1e-12      # finite values: np.isclose took 2.5x as long
    return OrderComparison(original, reordered, perm, changed)
