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
from posviz.model.limits import MAX_ORDER_SEED
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


def fixed_positions(tokens: tuple[Token, ...]) -> frozenset[int]:
    """Positions of special tokens ([CLS], <s>, ...: an empty span in the text); they never move."""
    return frozenset(i for i, t in enumerate(tokens) if t.start == t.end)


def _is_permutation(values: list) -> bool:
    """Whether whole numbers ``values`` are 0 .. L-1 once each (numpy: a lecture of 1,000 slides
    checks 700,000 positions when opened, 1.3 s as Python sorts)."""
    try:
        array = np.asarray(values, dtype=np.int64)
    except OverflowError:
        return False
    return bool(np.array_equal(np.sort(array), np.arange(array.size)))


def check_order(perm, length: int | None = None) -> np.ndarray:
    """``perm`` as an int array, checked to be a reordering of 0 .. L-1 (of ``length`` when given).

    Raises
    ------
    ValueError
        Not a reordering, or of another length; the message says which.
    """
    values = list(perm)
    if not set(map(type, values)) <= {int} and any(      # the usual case (all int) checked at C speed
            isinstance(v, bool) or not isinstance(v, (int, np.integer)) for v in values):
        raise ValueError("a word order is a list of whole numbers (positions)")
    if length is not None and len(values) != length:
        raise ValueError(f"the word order has {len(values):,} positions but the sentence has {length:,} tokens")
    if not _is_permutation(values):
        shown = values if len(values) <= 20 else values[:20] + ["…"]
        raise ValueError(f"{shown} is not a reordering of {len(values):,} positions (each of 0 to "
                         f"{len(values) - 1:,} once)")
    return np.asarray(values, dtype=np.int64).reshape(-1)


def reverse_order(perm, fixed: frozenset[int] = frozenset()) -> np.ndarray:
    """The words of the order ``perm`` read backwards; positions in ``fixed`` keep their token.

    ``perm`` is an order as in :class:`OrderComparison` (``perm[i]``: original position of the word
    at i), so applying this to the identity gives the sentence reversed, and applying it twice
    gives ``perm`` back.
    """
    perm = check_order(perm)
    slots = [i for i in range(len(perm)) if i not in fixed]
    out = perm.copy()
    out[slots] = perm[slots][::-1]
    return out


def swap_words(perm, first: int, second: int, fixed: frozenset[int] = frozenset()) -> np.ndarray:
    """``perm`` with the words at positions ``first`` and ``second`` exchanged.

    Raises
    ------
    ValueError
        A position outside the sentence, or one of a special token (it stays in place).
    """
    perm = check_order(perm)
    for at in (first, second):
        _check_slot(at, len(perm), fixed)
    out = perm.copy()
    out[first], out[second] = perm[second], perm[first]
    return out


def move_word(perm, source: int, target: int, fixed: frozenset[int] = frozenset()) -> np.ndarray:
    """``perm`` with the word at position ``source`` taken out and put back at ``target`` (a drag):
    the words between shift by one, special tokens (``fixed``) stay where they are."""
    perm = check_order(perm)
    for at in (source, target):
        _check_slot(at, len(perm), fixed)
    slots = [i for i in range(len(perm)) if i not in fixed]
    words = perm[slots].tolist()
    words.insert(slots.index(target), words.pop(slots.index(source)))
    out = perm.copy()
    out[slots] = words
    return out


def random_order(length: int, seed: int, fixed: frozenset[int] = frozenset()) -> np.ndarray:
    """A random order of ``length`` words drawn from ``seed`` (the same seed, the same order).

    The movable positions (all but ``fixed``) are shuffled by numpy's ``default_rng(seed).permutation``;
    should that draw leave every word in place (it can for short sentences), the next draw of the same
    generator is taken, so the order moves a word whenever two can move.
    """
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or not 0 <= seed <= MAX_ORDER_SEED:
        raise ValueError(f"a seed is a whole number from 0 to {MAX_ORDER_SEED:,}, got {seed!r}")
    slots = np.array([i for i in range(length) if i not in fixed], dtype=np.int64)
    rng = np.random.default_rng(int(seed))
    drawn = rng.permutation(slots)
    while len(slots) >= 2 and np.array_equal(drawn, slots):
        drawn = rng.permutation(slots)
    out = np.arange(length, dtype=np.int64)
    out[slots] = drawn
    return out


def _check_slot(at: int, length: int, fixed: frozenset[int]) -> None:
    if isinstance(at, bool) or not isinstance(at, (int, np.integer)) or not 0 <= at < length:
        raise ValueError(f"position {at!r} is not in the sentence (0 to {length - 1:,})")
    if at in fixed:
        raise ValueError(f"position {at} holds a special token, which stays in place")


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
        Cells where ``reordered.z[i]`` differs from ``original.z[perm[i]]`` (beyond 1e-12): each token
        compared with its own row before it moved. This is what positions change.
    beside : ndarray, shape (L, d), bool
        Cells where ``reordered.z[i]`` differs from ``original.z[i]`` (beyond 1e-12): the two tables
        read side by side, row i against row i. These are the cells a reader sees differ (framed).
    """

    original: Frame
    reordered: Frame
    perm: np.ndarray
    changed: np.ndarray
    beside: np.ndarray

    @property
    def moved(self) -> bool:
        """Whether any token moved (a sentence with one movable token cannot be reordered)."""
        return bool((self.perm != np.arange(len(self.perm))).any())

    @property
    def can_move(self) -> bool:
        """Whether two or more tokens can move (special tokens stay in place)."""
        return len(self.perm) - len(fixed_positions(self.original.tokens)) >= 2

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
        perm = swap_content_words(words, fixed_positions(original.tokens))
    perm = check_order(perm, len(words))
    reordered = layer.encode_tokens(*reordered_tokens(original.tokens, perm))
    changed = np.abs(reordered.z - original.z[perm]) > 1e-12      # finite values: np.isclose took 2.5x as long
    beside = np.abs(reordered.z - original.z) > 1e-12
    return OrderComparison(original, reordered, perm, changed, beside)


def telling_swap(perm, tokens: tuple[Token, ...]) -> tuple[int, int] | None:
    """Two positions whose swap changes the sentence shown in the order ``perm``: the first two
    movable positions (special tokens stay) holding different tokens. None when no swap would change
    the text (fewer than two movable tokens, or all of them the same token).

    Parameters
    ----------
    perm : array-like of int, shape (L,)
        The order shown (``perm[i]``: original position of the token at i).
    tokens : tuple of Token, length L
        The sentence's tokens as typed.
    """
    perm = check_order(perm, len(tokens))
    fixed = fixed_positions(tokens)
    slots = [i for i in range(len(perm)) if i not in fixed]
    if not slots:
        return None
    first = slots[0]                  # if any two movable tokens differ, one of them differs from the first
    second = next((i for i in slots[1:] if tokens[perm[i]].id != tokens[perm[first]].id), None)
    return None if second is None else (first, second)
