"""A real model's own tokenizer (``tokenizer.json``) behind posviz's Vocabulary interface.

``tokenizers`` is imported only when a model is opened, never at start-up. Tokens are shown by
their slice of the sentence (offsets), not as the tokenizer's internal strings (byte-level BPE
writes a leading space as ``Ġ``); special tokens the model adds ([CLS], <s>, ...) are not in the
sentence, so they get an empty span and their own name.
"""
from __future__ import annotations

import importlib.util
from functools import cached_property
from pathlib import Path

from posviz.i18n import Context, isolate
from posviz.model.checkpoint.safetensors_io import MAX_TOKENIZER_BYTES, CheckpointError, read_small_file
from posviz.model.checkpoint.token_display import piece_label, read_facts, sentence_labels
from posviz.files import parse_json
from posviz.model.checkpoint.guarded import GuardedTokenizer, check_growth, largest_listed_id
from posviz.model.checkpoint.tokenizer_process import RemoteTokenizer
from posviz.model.vocabulary import Token
from posviz.shorten import shorten

TokenizerText = Context("TokenizerText")


def missing_tokenizers() -> str:
    return TokenizerText.tr("reading a real model's tokenizer needs the 'tokenizers' package: pip install "
                            "'posviz[real]' (it works offline, no deep-learning framework needed)")


def require_tokenizers() -> None:
    """Raise :class:`CheckpointError` when ``tokenizers`` is not installed (without importing it)."""
    if importlib.util.find_spec("tokenizers") is None:
        raise CheckpointError(missing_tokenizers())


def load_tokenizer(path: Path, in_process_bytes: int | None = None):
    """``tokenizers.Tokenizer.from_file`` (never the network), with a message for each failure.

    A file over ``in_process_bytes`` (default :data:`tokenizer_process.IN_PROCESS_BYTES`) is read
    and run in a child process (:class:`tokenizer_process.RemoteTokenizer`): reading it here would
    hold the GIL, and freeze the window, for as long as it takes. A smaller one is read here
    (at most ~0.1 s) and runs behind :class:`guarded.GuardedTokenizer`, unless its pipeline holds
    a regex of its own (:func:`has_own_regex`): then it runs in a child process too.
    """
    try:
        from tokenizers import Tokenizer
    except ImportError:
        raise CheckpointError(missing_tokenizers()) from None
    # Read through the guarded reader (from_file would wait on a FIFO and read a device forever),
    # checked as strict JSON first: the Rust parser's own messages do not name the key.
    text = read_small_file(path, MAX_TOKENIZER_BYTES, path.name)
    from posviz.model.checkpoint.tokenizer_process import IN_PROCESS_BYTES
    if len(text) > (IN_PROCESS_BYTES if in_process_bytes is None else in_process_bytes):
        return RemoteTokenizer(text, path.name)
    data = parse_json(text, path.name, CheckpointError)
    if has_own_regex(data):
        return RemoteTokenizer(text, path.name)
    return guard_tokenizer(data, text, path.name, Tokenizer)


def has_own_regex(data, depth: int = 0) -> bool:
    """Whether a tokenizer.json's pipeline holds a regex of its own (``{"Regex": ...}``, e.g. a Split
    pre-tokenizer): such a regex can backtrack for seconds or panic (the library's panic message is
    printed on the process's stderr), so it runs in a child process whatever the file's size."""
    if depth > 64:
        return False
    if isinstance(data, dict):
        return "Regex" in data or any(has_own_regex(value, depth + 1) for key, value in data.items()
                                      if key not in ("vocab", "merges", "added_tokens"))
    if isinstance(data, list):
        return any(has_own_regex(value, depth + 1) for value in data)
    return False


def guard_tokenizer(data, text: bytes, name: str, tokenizer_class):
    """The tokenizer in ``text`` behind :class:`guarded.GuardedTokenizer` (its growth checked first)."""
    max_text = check_growth(data if isinstance(data, dict) else {}, name)
    try:
        tokenizer = tokenizer_class.from_str(text.decode("utf-8"))
    except BaseException as exc:  # noqa: BLE001 - the Rust side raises Exception, or panics (a BaseException)
        raise CheckpointError(TokenizerText.tr("{name} could not be read as a tokenizer: {reason}").format(
            name=isolate(name), reason=shorten(str(exc), 300))) from None
    return GuardedTokenizer(tokenizer, name, max_text, largest_listed_id(data))


class TokenizerVocabulary:
    """The :class:`~posviz.model.Vocabulary` interface over a ``tokenizers.Tokenizer``.

    Parameters
    ----------
    tokenizer : tokenizers.Tokenizer, GuardedTokenizer or RemoteTokenizer
        Padding is turned off and truncation set to ``max_length`` (on a copy's settings: the
        object passed in is configured in place, so pass a freshly loaded one).
    max_length : int
        Longest sequence the model can place, special tokens included.
    rows : int, optional
        Rows of the model's table. A table may have more rows than the tokenizer has tokens
        (padded to a round size); those rows exist but no text maps to them.
    """

    def __init__(self, tokenizer, max_length: int, rows: int | None = None) -> None:
        self.tokenizer = tokenizer
        self.max_length = int(max_length)
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=self.max_length)
        facts = tokenizer.facts if isinstance(tokenizer, RemoteTokenizer) else read_facts(tokenizer)
        self.size = int(facts["size"])
        self.rows = self.size if rows is None else int(rows)
        self.special_ids = frozenset(facts["special_ids"])
        self.unk, self._unk_id, self._kind = facts["unk"], facts["unk_id"], facts["kind"]
        self.convention = facts["convention"]

    def __len__(self) -> int:
        return self.size

    @property
    def unk_id(self) -> int:
        """Id of the model's unknown token, or ``len(self)`` when it has none (byte-level BPE)."""
        return self.size if self._unk_id is None else int(self._unk_id)

    def largest_id(self) -> int:
        """The largest id this tokenizer can give: of its vocabulary, its added tokens, and the
        special tokens its post-processor adds (a template names their ids itself)."""
        listed = getattr(self.tokenizer, "largest_listed", None)     # read from the file (GIL-friendly)
        ids = [listed] if listed is not None else list(self.tokenizer.get_vocab(with_added_tokens=True).values())
        for probe in ("a", ""):
            ids += self.tokenizer.encode(probe).ids
        return max(ids, default=-1)

    def is_special(self, token_id: int) -> bool:
        """Whether ``token_id`` is a special token ([CLS], [SEP], <s>, <|endoftext|>, ...)."""
        return int(token_id) in self.special_ids

    def tokenize(self, text: str) -> tuple[Token, ...]:
        """The model's tokens for ``text``, special tokens included, cut at ``max_length``.

        Returns
        -------
        tuple of Token
            ``text`` is the slice ``input[start:end]``; a special token the model adds has an
            empty span (start == end) and its own name as text. Every token has a learned row,
            [UNK] included, so all are ``known``.
        """
        if not isinstance(text, str):
            raise TypeError(f"text must be a str, not {type(text).__name__}")
        encoding = self.tokenizer.encode(text)
        tokens = []
        for token_id, (start, end), is_special, name in zip(
                encoding.ids, encoding.offsets, encoding.special_tokens_mask, encoding.tokens):
            piece = text[start:end]
            if is_special and not piece:
                piece, start, end = name, start, start
            tokens.append(Token(piece, int(token_id), int(start), int(end), True))
        return tuple(tokens)

    def count_tokens(self, text: str) -> int:
        """``len(self.tokenize(text))`` without making Token objects (limits are checked with it)."""
        return len(self.tokenizer.encode(text).ids)

    def full_count(self, text: str) -> int:
        """How many tokens ``text`` has before the cut at ``max_length`` (special tokens included).

        Counted from the cut encoding's overflowing parts (each holds the next ``max_length`` tokens,
        with the special tokens again): every part's own tokens plus the first part's special ones.
        An uncut copy of the tokenizer (``from_str(to_str())``) held the GIL ~2 s for a
        600,000-word vocabulary, freezing the window the first time a sentence reached the limit.
        """
        encoding = self.tokenizer.encode(text)
        parts = [encoding, *encoding.overflowing]
        return sum(part.special_tokens_mask.count(0) for part in parts) + sum(encoding.special_tokens_mask)

    def id_of(self, word: str) -> int:
        """Id of ``word`` as one token (tried as written, then as the tokenizer splits it), else unk."""
        token_id = self.tokenizer.token_to_id(word)
        if token_id is None:
            ids = self.tokenizer.encode(word, add_special_tokens=False).ids
            token_id = ids[0] if len(ids) == 1 else None
        return self.unk_id if token_id is None else int(token_id)

    @cached_property
    def words(self) -> tuple[str, ...]:
        """Every token as a reader reads it (:func:`token_display.piece_label`), one per table row."""
        return tuple(self.token_of(i) for i in range(self.size)) + tuple(
            f"(row {i:,}: no token)" for i in range(self.size, self.rows))

    def token_labels(self, tokens) -> list[str]:
        """The sentence's tokens as a reader reads them (chips, Z's rows): :func:`token_display.sentence_labels`
        over each token's :meth:`token_of`, kept per id (a keystroke asks for every token of the text)."""
        known = self.__dict__.setdefault("_labels", {})
        labels = []
        for token in tokens:
            label = known.get(token.id)
            if label is None:
                label = known[token.id] = self.token_of(token.id)
            labels.append(label)
        return sentence_labels(labels) if any(label.startswith("<0x") for label in labels) else labels

    def token_of(self, token_id: int) -> str:
        """The readable text of ``token_id``, e.g. "␣dog" for GPT-2's ``Ġdog``, "<0xE2>" for a byte
        token, special tokens by name.

        Rows the table has beyond the tokenizer's tokens are named as such.
        """
        token_id = int(token_id)
        if 0 <= token_id < self.size:
            piece = self.tokenizer.id_to_token(token_id)
            if token_id in self.special_ids or piece is None:
                return piece if piece is not None else self.tokenizer.decode([token_id], skip_special_tokens=False)
            return piece_label(piece, self.convention)
        if self.size <= token_id < self.rows:
            return f"(row {token_id:,}: no token)"
        raise ValueError(f"id {token_id} is not in this vocabulary (ids 0 to {self.rows - 1:,})")

    def describe(self) -> str:
        """The tokenizer's kind, e.g. "BPE, 50,257 tokens"."""
        return TokenizerText.tr("{kind}, %Ln tokens", None, self.size).format(kind=isolate(self._kind))

