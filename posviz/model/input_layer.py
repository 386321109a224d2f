"""The input layer: text -> token ids -> rows of E, plus a vector per position -> Z."""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from operator import itemgetter
from typing import Union

import numpy as np

from posviz.i18n import Context, Later, number, shown
from posviz.model.embeddings import EmbeddingTable
from posviz.model.limits import z_problem
from posviz.model.positions import Learned, NoPositions, Rope, Sinusoidal
from posviz.model.row_buffers import RowBuffers, row_peaks
from posviz.model.vocabulary import Token, Vocabulary

InputLayerText = Context("InputLayerText")
PositionScheme = Union[Sinusoidal, Learned, Rope, NoPositions]


def _readonly(array: np.ndarray) -> np.ndarray:
    array.setflags(write=False)
    return array


AHEAD_VALUES = 1 << 16               # position values computed ahead of the sentence (~2 ms at most)
POSITION_CACHE_VALUES = 32_000_000   # cache tables up to 256 MB of float64; larger ones are recomputed


def _computed(scheme: "PositionScheme", rows: int, d: int) -> np.ndarray:
    return _readonly(np.asarray(scheme.encode(np.arange(rows, dtype=np.int64), d), dtype=np.float64))


_cached = lru_cache(maxsize=2)(_computed)


def position_rows(scheme: "PositionScheme", length: int, d: int) -> np.ndarray:
    """The scheme's vectors for positions 0 .. length-1, shape (length, d), float64, read-only.

    A keystroke changes the tokens, rarely the length: formula schemes (sinusoidal, RoPE's zeros,
    none) are computed a little ahead of the sentence and cached, so a frame's position rows are
    usually a view of a table already made. Every row equals ``scheme.encode(positions, d)``'s
    (each row is computed on its own). Learned tables are sliced by their own ``encode``.
    """
    step = min(max(AHEAD_VALUES // d, 8), 256)
    rows = -(-max(length, 1) // step) * step
    if getattr(scheme, "max_len", None) is not None or rows * d > POSITION_CACHE_VALUES:
        return _computed(scheme, length, d)
    try:
        return _cached(scheme, rows, d)[:length]
    except TypeError:   # an unhashable scheme: nothing to cache it by
        return _computed(scheme, length, d)


@dataclass(frozen=True, eq=False)
class Frame:
    """Everything the input layer computed for one text.

    Attributes
    ----------
    text : str
        The input, unchanged.
    tokens : tuple of Token
        Tokens with ids and character spans, L of them.
    ids : ndarray, shape (L,), int64
    positions : ndarray, shape (L,), int64
        0 .. L-1.
    token_vectors : ndarray, shape (L, d)
        Row ``ids[i]`` of E; an unknown word has no row and gets zeros (``known`` says which).
    position_vectors : ndarray, shape (L, d)
        The scheme's vector for each position (zeros for RoPE and for "none").
    z : ndarray, shape (L, d)
        ``token_vectors + position_vectors``: what the first block receives.
    known : ndarray, shape (L,), bool
    scheme : PositionScheme
        The scheme that made ``position_vectors``.
    steps : tuple of recipe.Step
        A real model's extra labelled steps after z (BERT: + token-type row, then LayerNorm; Gemma:
        × sqrt(d)), each with its (L, d) rows; empty when the first block receives z itself.
    total_tokens : int, optional
        How many tokens the text has when a real model's limit cut it to ``length`` (None when
        nothing was cut): the note "L of N tokens shown" is made from it.
    notes : tuple of str
        Sentences about this frame a viewer must see (the text was cut, a padding token was
        given the padding row and not counted, ...).
    """

    text: str
    tokens: tuple[Token, ...]
    ids: np.ndarray
    positions: np.ndarray
    token_vectors: np.ndarray
    position_vectors: np.ndarray
    z: np.ndarray
    known: np.ndarray
    scheme: PositionScheme
    steps: tuple = ()
    total_tokens: int | None = None
    notes: tuple[str, ...] = ()

    @property
    def length(self) -> int:
        """L, the number of tokens."""
        return len(self.tokens)

    @property
    def d_model(self) -> int:
        """d, the width of every vector."""
        return self.z.shape[1]

    @cached_property
    def row_peaks(self) -> np.ndarray:
        """Largest |value| of each row of z, shape (L,), read-only (computed once: the session's
        worker computes it for a large frame, so the GUI thread does not scan L x d values)."""
        return _readonly(row_peaks(self.z))

    @property
    def block_input(self) -> np.ndarray:
        """What block 1 receives, shape (L, d): the last step's rows, or ``z`` when there are no steps."""
        return self.steps[-1].vectors if self.steps else self.z

    @property
    def block_input_formula(self) -> str:
        """How :attr:`block_input` was made, e.g. "LayerNorm(token + position + token type 0)": English
        as a value, :func:`posviz.i18n.shown` in the language now on."""
        return Later(self._block_input_words)

    def _block_input_words(self) -> str:
        formula = InputLayerText.tr("token") if isinstance(self.scheme, NoPositions) or not self.scheme.adds_to_input \
            else InputLayerText.tr("token + position")
        for step in self.steps:
            formula = shown(step.formula).format(formula)
        return formula

    @property
    def has_row_peaks(self) -> bool:
        """Whether :attr:`row_peaks` has been computed already (reading it then costs nothing)."""
        return "row_peaks" in vars(self)


@dataclass(frozen=True, eq=False)
class InputLayer:
    """A vocabulary, its embedding table and a position scheme.

    Parameters
    ----------
    vocabulary : Vocabulary
    table : EmbeddingTable, shape (|V|, d)
        Must have one row per vocabulary word.
    positions : PositionScheme
        What is added for each position.
    name : str
        Shown to the user, e.g. "the lesson's toy model".
    recipe : recipe.ModelRecipe, optional
        A real model's identity and its steps after z (None for the toy model).
    """

    vocabulary: Vocabulary
    table: EmbeddingTable
    positions: PositionScheme = Sinusoidal()
    name: str = "input layer"
    recipe: object = None

    def __post_init__(self) -> None:
        # A real table may be padded past its tokenizer's last id; such a vocabulary says so (rows).
        rows = getattr(self.vocabulary, "rows", len(self.vocabulary))
        if rows != self.table.vocab_size or len(self.vocabulary) > rows:
            raise ValueError(f"the vocabulary has {len(self.vocabulary)} words but the table has "
                             f"{self.table.vocab_size} rows")

    @property
    def d_model(self) -> int:
        """Width of every vector."""
        return self.table.d_model

    def with_positions(self, scheme: PositionScheme) -> "InputLayer":
        """The same layer with another position scheme."""
        return replace(self, positions=scheme)

    def encode(self, text: str, max_values: int | None = None, rows: RowBuffers | None = None) -> Frame:
        """Run the input layer on ``text``.

        Parameters
        ----------
        text : str
        max_values : int, optional
            Refuse (ValueError) a text whose Z would hold more than this many numbers (L * d),
            before any (L, d) array is allocated.
        rows : RowBuffers, optional
            Buffers this layer's frames before were made in (the last keystrokes'): the frame is
            written into a set no frame holds any more, and only rows whose token changed are
            computed (with their peaks). The result is the same; a keystroke on a long sentence
            changes a row or two. A real model's frame (its recipe has steps) does not use them.

        Returns
        -------
        Frame
            Tokens, ids, token vectors (L, d), position vectors (L, d) and z (L, d).

        Raises
        ------
        ValueError
            If the scheme cannot place the sentence (a learned table shorter than it), or Z would
            exceed ``max_values``.
        """
        tokens = self.vocabulary.tokenize(text)
        total, limit = None, getattr(self.vocabulary, "max_length", None)
        if limit is not None and len(tokens) >= limit and hasattr(self.vocabulary, "full_count"):
            total = self.vocabulary.full_count(text)       # tokenized again, uncut: only at the limit
        total = total if total is not None and total > len(tokens) else None
        return self.encode_tokens(text, tokens, max_values, total, rows)

    def encode_tokens(self, text: str, tokens: tuple[Token, ...], max_values: int | None = None,
                      total_tokens: int | None = None, rows: RowBuffers | None = None) -> Frame:
        """Run the input layer on ``tokens`` already made (e.g. a sentence's tokens reordered).

        Token ``i`` is placed at position ``i`` (except that a real model's recipe may place a
        padding token as its reference code does); ``text`` is only kept in the frame.
        ``total_tokens``: the text's token count before a real model's limit cut it. Parameters,
        result and errors are otherwise those of :meth:`encode`.
        """
        tokens = tuple(tokens)
        length, d = len(tokens), self.table.d_model
        problem = z_problem(length, d, max_values) if max_values is not None else ""
        if problem:
            raise ValueError(problem)
        # map with C getters: a generator's frame per token cost a tenth of a long sentence's keystroke
        ids = np.fromiter(map(_ID, tokens), dtype=np.int64, count=length)
        known = np.fromiter(map(_KNOWN, tokens), dtype=bool, count=length)
        positions = np.arange(length, dtype=np.int64)
        position_vectors = position_rows(self.positions, length, d)
        notes = () if total_tokens is None else (Later(lambda: InputLayerText.tr(
            "The model reads at most {length} tokens: the first {length} of the text's {total} are shown, the rest "
            "were cut.").format(length=number(length), total=number(total_tokens))),)
        padded = self.recipe.padded_positions(ids, self.positions, d) if self.recipe is not None else None
        if padded is not None:
            position_vectors, note = padded
            notes += (note,)
        ids, known = _readonly(ids), _readonly(known)
        if rows is not None and self.recipe is None:
            token_vectors, z, peaks = rows.rows((self.table, self.positions), ids, known, position_vectors,
                                                self._token_rows)
        else:
            token_vectors, peaks = _readonly(self._token_rows(ids, known)), None
            z = _readonly(token_vectors + position_vectors)
        steps = self.recipe.steps(z, token_vectors, position_vectors) if self.recipe is not None else ()
        frame = Frame(text, tokens, ids, _readonly(positions), token_vectors, position_vectors, z, known,
                      self.positions, steps, total_tokens, notes)
        if peaks is not None:
            frame.__dict__["row_peaks"] = peaks      # what the cached property would compute
        return frame

    def _token_rows(self, ids: np.ndarray, known: np.ndarray) -> np.ndarray:
        """Rows of E for tokens ``ids`` (k,), float64, shape (k, d); unknown ones (``known`` False) are zeros."""
        # One gather of whole rows (unknown words read row 0, then are zeroed): a boolean-mask copy
        # into a zeroed array took 8x as long, a quarter of a 2,048 x 768 keystroke.
        vectors = np.asarray(self.table.matrix[np.where(known, ids, 0)], dtype=np.float64).reshape(len(ids), self.d_model)
        if not known.all():
            vectors = vectors if vectors.flags.writeable else vectors.copy()
            vectors[~known] = 0.0
        return vectors


_ID, _KNOWN = itemgetter(1), itemgetter(4)      # Token's fields id and known
