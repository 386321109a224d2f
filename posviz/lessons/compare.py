"""The same sentence through two to four models: their tokens, counts, recipes and block-1 rows.

"An id is only a row number": GPT-2, BERT, a Llama and the lesson's toy table cut one sentence
into different tokens, give them different ids, and add position differently. Everything here is
read from each model's own :meth:`InputLayer.encode` (the main view's path), never recomputed;
the captions (:mod:`posviz.lessons.compare_captions`) are stated from these numbers. Qt-free.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.lessons.compare_captions import CompareCaptions, recipe_sentence
from posviz.model.limits import MAX_Z_VALUES

MAX_MODELS = 4
FIRST_DIMS = 8                    # the chosen token's row is shown by its first dimensions
TOY = "toy"


@dataclass(frozen=True, eq=False)
class ModelView:
    """One model's reading of the sentence.

    Attributes
    ----------
    name : str
        Short and unique among the compared models ("GPT-2", "BERT", "toy").
    facts : tuple
        What :attr:`recipe` says: (real, vocabulary rows, positions), ``real`` False for the toy
        (``positions`` is then its scheme's name, else the family table's words).
    tokens : tuple of Token
        The model's tokens, special tokens included (their span is empty), L of them.
    labels : tuple of str
        Each token as a reader reads it (spaces made visible, bytes named), L of them.
    ids : ndarray, shape (L,), int64
    spans : ndarray, shape (L, 2), int64
        Each token's [start, end) in the sentence.
    unknown : ndarray, shape (L,), bool
        The token is the model's unknown token (or a word the toy table lacks).
    byte_pieces : ndarray, shape (L,), bool
        The token is bytes that are not text on their own (``<0xE2>``).
    norms : ndarray, shape (L,)
        Euclidean length of each row of what block 1 receives.
    first_dims : ndarray, shape (L, k), k = min(FIRST_DIMS, d)
        The first dimensions of each row of what block 1 receives.
    width : int
    problem : str
        Why the model has no rows for this sentence, in the model's words ("" when it has).
    notes : tuple of str
        The frame's own notes (the text was cut at the model's limit, a padding token, ...).
    """

    name: str
    facts: tuple
    tokens: tuple
    labels: tuple
    ids: np.ndarray
    spans: np.ndarray
    unknown: np.ndarray
    byte_pieces: np.ndarray
    norms: np.ndarray
    first_dims: np.ndarray
    width: int
    problem: str = ""
    notes: tuple = ()

    @property
    def recipe(self) -> str:
        """One line: width, vocabulary size, how positions are added (in the current language)."""
        return recipe_sentence(self.name, self.width, *self.facts)

    @property
    def count(self) -> int:
        """L, the number of tokens (special tokens included), as the tokenizer gives them."""
        return len(self.tokens)

    def covering(self, char: int) -> int | None:
        """Index of the token whose span holds character ``char``, or None (a space BERT drops)."""
        inside = np.flatnonzero((self.spans[:, 0] <= char) & (char < self.spans[:, 1]))
        return int(inside[0]) if inside.size else None

    @property
    def special(self) -> np.ndarray:
        """Tokens the model adds that are not in the sentence ([CLS], <s>): empty spans, shape (L,), bool."""
        return self.spans[:, 0] == self.spans[:, 1]

    def overlapping(self, start: int, end: int) -> np.ndarray:
        """Indices of the sentence's tokens sharing a character with ``[start, end)``, shape (n,)."""
        starts, ends = self.spans[:, 0], self.spans[:, 1]
        return np.flatnonzero((starts < end) & (ends > start) & (ends > starts))


@dataclass(frozen=True, eq=False)
class Comparison:
    """A sentence read by 1 to :data:`MAX_MODELS` models.

    Attributes
    ----------
    text : str
    models : tuple of ModelView
    """

    text: str
    models: tuple

    def chosen(self, char: int) -> list[int | None]:
        """For character ``char``, the index of the covering token in each model (None where none)."""
        return [model.covering(char) for model in self.models]


def short_names(layers) -> list[str]:
    """A short, unique name per layer: the family ("GPT-2"), with the folder when two share one."""
    families = [TOY if layer.recipe is None else layer.recipe.family for layer in layers]
    names = []
    for layer, family in zip(layers, families):
        name = family
        if families.count(family) > 1:
            name = f"{family} ({layer.recipe.name})" if layer.recipe is not None else f"{family} ({layer.d_model})"
        names.append(name)
    shared = list(names)                            # counted before any is numbered
    for i, name in enumerate(shared):               # the same folder twice: numbered
        if shared.count(name) > 1:
            names[i] = f"{name} #{shared[:i + 1].count(name)}"
    return names


def recipe_facts(layer) -> tuple:
    """(real, vocabulary rows, positions) of ``layer``: what its recipe line says."""
    rows = layer.table.vocab_size
    if layer.recipe is None:
        return False, rows, layer.positions.name
    return True, rows, layer.recipe.positions


def _labels(layer, tokens) -> tuple[str, ...]:
    labelled = getattr(layer.vocabulary, "token_labels", None)
    return tuple(labelled(tokens)) if labelled is not None else tuple(t.text for t in tokens)


def _unknown(layer, tokens) -> np.ndarray:
    vocabulary = layer.vocabulary
    unk_id = vocabulary.unk_id if layer.recipe is not None else None
    has_unk = unk_id is not None and unk_id < len(vocabulary)
    return np.array([not t.known or (has_unk and t.id == unk_id) for t in tokens], dtype=bool)


def read_model(layer, name: str, text: str) -> ModelView:
    """``layer``'s reading of ``text`` through :meth:`InputLayer.encode`, the main view's path.

    A sentence the model cannot place (longer than its learned table) gives a view without rows
    whose :attr:`ModelView.problem` says why.
    """
    recipe = recipe_facts(layer)
    try:
        frame = layer.encode(text, max_values=MAX_Z_VALUES)
    except ValueError as exc:
        return _empty(name, recipe, layer.d_model, str(exc))
    rows = np.asarray(frame.block_input, dtype=np.float64)
    labels = _labels(layer, frame.tokens)
    spans = np.array([(t.start, t.end) for t in frame.tokens], dtype=np.int64).reshape(-1, 2)
    first = np.ascontiguousarray(rows[:, :FIRST_DIMS])
    view = ModelView(name, recipe, frame.tokens, labels, np.array(frame.ids, dtype=np.int64), spans,
                     _unknown(layer, frame.tokens), np.array(["<0x" in label for label in labels], dtype=bool),
                     np.linalg.norm(rows, axis=1), first, rows.shape[1], notes=frame.notes)
    for array in (view.ids, view.spans, view.unknown, view.byte_pieces, view.norms, view.first_dims):
        array.setflags(write=False)
    return view


def _empty(name: str, recipe: tuple, width: int, problem: str) -> ModelView:
    nothing = np.zeros(0)
    return ModelView(name, recipe, (), (), nothing.astype(np.int64), np.zeros((0, 2), np.int64),
                     nothing.astype(bool), nothing.astype(bool), nothing, np.zeros((0, min(FIRST_DIMS, width))), width,
                     problem)


def compare(text: str, layers) -> Comparison:
    """``text`` read by each of ``layers`` (1 to :data:`MAX_MODELS` input layers).

    Raises
    ------
    ValueError
        More than :data:`MAX_MODELS` layers, or none.
    """
    layers = list(layers)
    if not 1 <= len(layers) <= MAX_MODELS:
        raise ValueError(CompareCaptions.tr("Compare one to {most} models, not {count}.").format(
            most=MAX_MODELS, count=len(layers)))
    names = short_names(layers)
    return Comparison(text, tuple(read_model(layer, name, text) for layer, name in zip(layers, names)))


def table_rows(comparison: Comparison) -> list[tuple]:
    """One row per (model, token): model, index, token, id, start, end, norm (the CSV export)."""
    return [(model.name, i, token.text, int(token.id), int(token.start), int(token.end), float(model.norms[i]))
            for model in comparison.models for i, token in enumerate(model.tokens)]


TABLE_HEADER = ("model", "index", "token", "id", "start", "end", "norm")


def open_layer(spec: str):
    """``"toy"``: the lesson's model; anything else: a model folder read by the checkpoint loader.

    Raises
    ------
    posviz.model.checkpoint.CheckpointError
    """
    if spec == TOY:
        from posviz.model.toy import toy_model
        return toy_model()
    from posviz.model.checkpoint.loader import load_checkpoint
    from posviz.model.checkpoint.tokenizer import require_tokenizers
    require_tokenizers()
    return load_checkpoint(spec)


__all__ = ["Comparison", "ModelView", "compare", "open_layer", "read_model", "table_rows"]
