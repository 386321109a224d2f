"""Splitting text into tokens, each with an id and its character span in the original text.

The toy tokenizer works on words: a word is a run of letters, digits or underscores together
with any combining marks (so a decomposed "café" stays one word); every other visible symbol
(punctuation, an emoji with its modifiers) is a token of its own; white space, control characters
and invisible format characters (zero-width space, bidi marks, ...) only separate tokens. Look-up
ignores case and Unicode normalisation form, but each token keeps the exact text and span it had
in the input.
"""
from __future__ import annotations

import bisect
import re
import unicodedata
from dataclasses import dataclass, field
from typing import NamedTuple

UNK = "[UNK]"

# Combining marks (accents typed as separate code points) and the zero-width non-joiner (inside
# Persian words) belong to the word before them.
_MARKS = "\u200c\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u0610-\u061a\u064b-\u065f\u0900-\u0903\u093a-\u094f" \
         "\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
# Joiners, variation selectors and skin-tone modifiers belong to the emoji before them.
_EMOJI_TAIL = "\u200d\ufe0e\ufe0f\U0001f3fb-\U0001f3ff\U000e0020-\U000e007f"
# Control characters, and invisible format characters pasted from web pages and PDFs (soft hyphen,
# zero-width space, bidi marks and overrides, word joiner, byte-order mark): they only separate.
_CONTROL = "\x00-\x1f\x7f-\x9f\xad\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff"
_TOKEN_RE = re.compile(
    rf"(?:\w[{_MARKS}]*)+"                               # a word, marks included
    rf"|[^\w\s{_CONTROL}{_MARKS}{_EMOJI_TAIL}]"          # or one symbol ...
    rf"(?:[{_EMOJI_TAIL}{_MARKS}][^\w\s{_CONTROL}]?)*"   # ... with its modifiers / joined parts
)


def _kept_tokens(old_text: str, old_tokens: tuple, text: str) -> tuple:
    """The tokens of ``old_text`` that ``text`` has too, unchanged: those ending before the first
    character that differs, and before the last such token's end (a keystroke at the end of a long
    sentence then tokenizes one word, not the sentence).

    A token's match reads the text up to and including the character after it (to find that the
    token stops there), never further back than its start: the same characters give the same
    tokens, and scanning ``text`` on from the last kept token's end finds the rest exactly as a
    scan from the start would.
    """
    if not old_tokens:
        return ()
    same = 0
    limit = min(len(old_text), len(text))
    step = 1024
    while same < limit and old_text[same:same + step] == text[same:same + step]:
        same += step
    if same >= limit:
        same = limit
    while same < limit and old_text[same] == text[same]:
        same += 1
    if same == len(text) == len(old_text):
        return old_tokens
    # the kept tokens end before ``same``, so the character after each (read by its match) is unchanged
    keep = bisect.bisect_left(old_tokens, same, key=_token_end)
    return old_tokens[:keep]


def _token_end(token: "Token") -> int:
    return token.end


def _common_tail(old_text: str, text: str) -> int:
    """How many characters ``old_text`` and ``text`` share at their ends."""
    limit, same, step = min(len(old_text), len(text)), 0, 1024
    while same + step <= limit and old_text[len(old_text) - same - step:len(old_text) - same] \
            == text[len(text) - same - step:len(text) - same]:
        same += step
    while same < limit and old_text[-same - 1] == text[-same - 1]:
        same += 1
    return same


class _Tail:
    """The last text's tokens after an edit, to be taken over shifted once the new scan meets them.

    Once a new token ends where an old one ended, in the part after the edit the two texts share
    (at the same distance from their ends), the scan goes on through the same characters from the
    same place: it finds the old tokens again, shifted by the change of length. Typing at the start
    of a long sentence then tokenizes one word, not the sentence.
    """

    def __init__(self, old_text: str, old_tokens: tuple, text: str) -> None:
        self.old_tokens, self.shift = old_tokens, len(text) - len(old_text)
        self.starts_at = len(text) - _common_tail(old_text, text)    # where the shared part begins in ``text``

    def after(self, end: int) -> list | None:
        """The old tokens after one ending at ``end`` (a position in the new text), shifted; None when
        no old token ends there within the shared part."""
        if end < self.starts_at or not self.old_tokens:
            return None
        old_end = end - self.shift
        k = bisect.bisect_left(self.old_tokens, old_end, key=_token_end)
        if k >= len(self.old_tokens) or self.old_tokens[k].end != old_end:
            return None
        rest, shift = self.old_tokens[k + 1:], self.shift
        if not shift:
            return list(rest)
        # tuple.__new__ straight from the fields: Token._make's call and length check per token took
        # half of the shift (2,048 tokens, typing at the start of the sentence, in the worker)
        new = tuple.__new__
        return [new(Token, (text, token_id, start + shift, end + shift, known))
                for text, token_id, start, end, known in rest]


class Token(NamedTuple):
    """One token of a sentence.

    Attributes
    ----------
    text : str
        The token exactly as it appears in the input.
    id : int
        Its row in the embedding table, or the vocabulary's ``unk_id``.
    start, end : int
        Its span in the input: ``input[start:end] == text``.
    known : bool
        False when the word is not in the vocabulary (it then has the ``[UNK]`` id).
    """

    text: str
    id: int
    start: int
    end: int
    known: bool = True


def normalise(word: str) -> str:
    """The look-up key of a word: NFC-normalised and case-folded."""
    return unicodedata.normalize("NFC", word).casefold()


@dataclass(frozen=True)
class Vocabulary:
    """An ordered list of words; a word's position in it is its id.

    Parameters
    ----------
    words : tuple of str
        The vocabulary, id 0 first. Duplicates (after normalisation) are refused.
    unk : str
        Text of the unknown token. If it is not one of ``words`` it gets the id ``len(words)``,
        just past the last row: the table has no learned row for it.
    """

    words: tuple[str, ...]
    unk: str = UNK
    _index: dict = field(init=False, repr=False, compare=False)
    # (text, tokens) of the last call: the next text usually differs by one keystroke (see tokenize)
    _last: tuple = field(init=False, repr=False, compare=False, default=("", ()))

    def __post_init__(self) -> None:
        words = tuple(self.words)
        index: dict[str, int] = {}
        for i, word in enumerate(words):
            key = normalise(word)
            if key in index:
                raise ValueError(f"the vocabulary lists {word!r} twice (ids {index[key]} and {i})")
            index[key] = i
        object.__setattr__(self, "words", words)
        object.__setattr__(self, "_index", index)

    def __len__(self) -> int:
        return len(self.words)

    @property
    def unk_id(self) -> int:
        """Id given to words the vocabulary does not have."""
        return self._index.get(normalise(self.unk), len(self.words))

    def id_of(self, word: str) -> int:
        """Id of ``word`` (case-insensitive), or :attr:`unk_id` when it is unknown."""
        return self._index.get(normalise(word), self.unk_id)

    def token_of(self, token_id: int) -> str:
        """The word with id ``token_id``; :attr:`unk` for the unknown id.

        Raises
        ------
        ValueError
            If the id is neither a row of the vocabulary nor the unknown id.
        """
        token_id = int(token_id)
        if 0 <= token_id < len(self.words):
            return self.words[token_id]
        if token_id == self.unk_id:
            return self.unk
        raise ValueError(f"id {token_id} is not in this vocabulary (ids 0 to {len(self.words) - 1})")

    def tokenize(self, text: str) -> tuple[Token, ...]:
        """Split ``text`` into tokens with ids and spans.

        Parameters
        ----------
        text : str
            Any text; empty or white-space-only text gives no tokens.

        Returns
        -------
        tuple of Token
            In reading order; unknown words carry :attr:`unk_id` and ``known=False``.
        """
        if not isinstance(text, str):
            raise TypeError(f"text must be a str, not {type(text).__name__}")
        last_text, last_tokens = self._last          # one read: the worker and the GUI thread both call this
        kept = _kept_tokens(last_text, last_tokens, text)
        resume = kept[-1].end if kept else 0
        index, unk_id = self._index, self.unk_id
        tokens = list(kept)
        tail = _Tail(last_text, last_tokens, text) if len(kept) < len(last_tokens) else None
        rest = tail.after(resume) if tail is not None and kept else None
        for match in () if rest is not None else _TOKEN_RE.finditer(text, resume):
            piece = match.group()
            key = piece.lower() if piece.isascii() else normalise(piece)
            token_id = index.get(key, -1)
            known = token_id >= 0
            tokens.append(Token(piece, token_id if known else unk_id, match.start(), match.end(), known))
            rest = tail.after(match.end()) if tail is not None else None
            if rest is not None:
                break
        tokens = tuple(tokens + rest if rest is not None else tokens)
        object.__setattr__(self, "_last", (text, tokens))
        return tokens

    def token_labels(self, tokens) -> list[str]:
        """The tokens as a reader reads them: their text as typed (a real tokenizer's vocabulary shows its
        pieces, "␣dog"; the toy's words are the text itself)."""
        return [token.text for token in tokens]

    def count_tokens(self, text: str) -> int:
        """``len(self.tokenize(text))``, about five times faster (no Token objects): limits are
        checked with it before anything is encoded."""
        return sum(1 for _ in _TOKEN_RE.finditer(text))
