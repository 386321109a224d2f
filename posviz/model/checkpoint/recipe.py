"""What a real model does to z = token + position before its first block, and what it lacks.

The lesson's z stays z. A model that does more (BERT adds a token-type row, then LayerNorm)
gets extra labelled steps after it; a model that does less (Llama adds no position vector at
all: RoPE acts inside attention) says so in :attr:`ModelRecipe.absent`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from posviz.i18n import Context, Later, isolate
from posviz.model.checks import check_positions
from posviz.model.positions import Learned, Rope, Sinusoidal


RecipeSteps = Context("RecipeSteps")


class Step(NamedTuple):
    """One labelled step after z.

    Attributes
    ----------
    label : str
        Short, e.g. "+ token type 0".
    vectors : ndarray, shape (L, d)
        The rows after this step.
    detail : str
        One sentence on what the step did, with the model's numbers.
    formula : str
        The step applied to "{}" (the rows before it), e.g. "LayerNorm({})", "{} + token type 0".
    """

    label: str
    vectors: np.ndarray
    detail: str
    formula: str = "{}"


@dataclass(frozen=True, eq=False)
class LayerNorm:
    """Per-token normalisation: ``(x - mean) / sqrt(var + eps) * gamma + beta``.

    Parameters
    ----------
    gamma : ndarray, shape (d,)
    beta : ndarray, shape (d,), or None (ModernBERT's LayerNorm without bias)
    eps : float
    """

    gamma: np.ndarray
    beta: np.ndarray | None
    eps: float

    def __call__(self, x: np.ndarray) -> np.ndarray:
        """Normalise each row of ``x`` (L, d) in float64."""
        x = np.asarray(x, dtype=np.float64)
        centred = x - x.mean(axis=1, keepdims=True)
        scale = 1.0 / np.sqrt((centred * centred).mean(axis=1, keepdims=True) + self.eps)
        out = centred * scale * np.asarray(self.gamma, np.float64)
        return out if self.beta is None else out + np.asarray(self.beta, np.float64)


@dataclass(frozen=True, eq=False)
class Projection:
    """A linear map to the hidden width: ``x @ weight.T + bias``.

    Parameters
    ----------
    weight : ndarray, shape (hidden, d)
    bias : ndarray, shape (hidden,), optional
    name : str
        The tensor's name in the checkpoint (shown in the step's sentence).
    """

    weight: np.ndarray
    bias: np.ndarray | None
    name: str

    def __call__(self, x: np.ndarray) -> np.ndarray:
        """Rows ``x`` (L, d) mapped to (L, hidden), in float64."""
        out = np.asarray(x, dtype=np.float64) @ np.asarray(self.weight, dtype=np.float64).T
        return out if self.bias is None else out + np.asarray(self.bias, dtype=np.float64)


@dataclass(frozen=True, eq=False)
class OffsetLearned(Learned):
    """A learned position table read from row ``offset`` on (RoBERTa starts at padding_idx + 1).

    Position p reads row ``p + offset``; :attr:`table` is the whole stored table, so its first
    ``offset`` rows (never used for a token) can still be shown.
    """

    offset: int = 0

    @property
    def max_len(self) -> int:
        """Positions that have a row: the table's rows after the offset."""
        return self.table.shape[0] - self.offset

    def encode(self, positions, d_model: int, dtype=np.float64) -> np.ndarray:
        """Rows ``positions + offset`` of the table, shape (len(positions), d_model)."""
        positions = check_positions(positions)
        if int(d_model) != self.table.shape[1]:
            raise ValueError(f"this learned position table is {self.table.shape[1]} wide; "
                             f"it has no vectors of width {d_model}")
        if positions.size and positions.max() >= self.max_len:
            raise ValueError(f"position {int(positions.max())} is past the end of the learned position table: "
                             f"it has {self.max_len:,} rows after its first {self.offset}, which are never used")
        return self.table[positions + self.offset].astype(np.dtype(dtype), copy=False)


@dataclass(frozen=True, eq=False)
class ModelRecipe:
    """A real model's identity and the steps between z and its first block.

    Attributes
    ----------
    family : str
        "GPT-2", "BERT", "DistilBERT", "RoBERTa" or "Llama-style".
    name : str
        The folder's name, or the config's ``_name_or_path``.
    source : str
        The folder it was read from.
    model_type : str
        config.json's ``model_type``.
    max_length : int
        Longest sequence the tokenizer will produce (special tokens included).
    dtype : str
        Storage type of the token table ("F32", "F16", "BF16").
    positions : str
        How the model places tokens, in words with its numbers.
    token_type_row : ndarray, shape (d,), optional
        Row 0 of the token-type table (BERT family), added to z.
    norm : LayerNorm, optional
        Applied after everything is added (BERT family).
    absent : tuple of str
        Parts of the lesson's recipe this model does not have, as sentences.
    notes : tuple of str
        Other facts worth a line (a tied output matrix, ...).
    rope : Rope, optional
        The model's RoPE as the reference library builds it (head width, rotated dimensions,
        pairing, scaling), None for a model without RoPE. For configs with one RoPE per attention
        type, the full-attention one.
    head_dim : int, optional
        Width of one attention head.
    ropes : tuple of (str, Rope)
        Every RoPE by attention type ("full_attention", "sliding_attention"); one entry named ""
        when the config has a single one.
    alibi_slopes : ndarray, shape (n_heads,), optional
        ALiBi's slope per head (BLOOM, Falcon with ``alibi``); nothing is added to z.
    scale : float, optional
        What the token rows are multiplied by before block 1 (Gemma: sqrt(hidden_size), rounded
        to the stored dtype as the model's own code does), with ``scale_text`` naming it.
    scale_text : str
    padding_id : int, optional
        RoBERTa's padding token: it reads the padding row and is not counted.
    scale_before_positions : bool
        The token rows are scaled before the position rows are added (Marian, M2M100, mBART, XGLM).
    projection : Projection, optional
        The map to the hidden width (ALBERT, ELECTRA, DeBERTa ``embed_proj``, OPT ``project_in``),
        before the LayerNorm when ``project_before_norm`` (DeBERTa), else after it.
    project_before_norm : bool
    late_positions : OffsetLearned, optional
        A hidden-wide position table added after the projection (OPT-350m).
    relative : RelativePositions, optional
        T5's buckets or DeBERTa's relative positions (inside attention; nothing added to z).
    encoder : bool
        An encoder-decoder model: the rows are what the encoder's block 1 receives.
    """

    family: str
    name: str
    source: str
    model_type: str
    max_length: int
    dtype: str
    positions: str
    token_type_row: np.ndarray | None = None
    norm: LayerNorm | None = None
    absent: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    rope: Rope | None = None
    head_dim: int | None = None
    ropes: tuple = ()
    alibi_slopes: np.ndarray | None = None
    scale: float | None = None
    scale_text: str = ""
    padding_id: int | None = None
    scale_before_positions: bool = False
    projection: Projection | None = None
    project_before_norm: bool = False
    late_positions: OffsetLearned | None = None
    relative: object = None
    encoder: bool = False

    def padded_positions(self, ids: np.ndarray, scheme, d_model: int | None = None) -> tuple[np.ndarray, str] | None:
        """RoBERTa's (and M2M100's) placement when the text holds its padding token, else None.

        The reference (``create_position_ids_from_input_ids``) gives a padding token the padding
        row and does not count it: the tokens after it read the rows of one position earlier.

        Returns
        -------
        (ndarray of shape (L, d), str) or None
            The position vectors, and a sentence saying what happened.
        """
        if self.padding_id is None or not isinstance(scheme, (OffsetLearned, Sinusoidal)) \
                or not np.any(ids == self.padding_id):
            return None
        counted = ids != self.padding_id
        if isinstance(scheme, Sinusoidal):     # M2M100: its computed table's padding row is zeros
            vectors = np.asarray(scheme.encode(np.maximum(np.cumsum(counted) - 1, 0), d_model), np.float64)
            vectors[~counted] = 0.0
        else:
            rows = np.where(counted, np.cumsum(counted) - 1 + scheme.offset, self.padding_id)
            if rows.max() >= scheme.table.shape[0]:
                return None          # the table's own check refuses this text already
            vectors = np.asarray(scheme.table[rows], dtype=np.float64)
        vectors.setflags(write=False)
        where, row = ", ".join(str(i) for i in np.flatnonzero(~counted)[:5]), self.padding_id
        return vectors, Later(lambda: RecipeSteps.tr(
            "Token {where} is the padding token: as the model's own code does, it gets the padding row (row {row}) "
            "and is not counted, so every later token reads the row of one position earlier.").format(
                where=isolate(where), row=row))

    def steps(self, z: np.ndarray, token_vectors: np.ndarray | None = None,
              position_vectors: np.ndarray | None = None) -> tuple[Step, ...]:
        """The steps after z, each with its rows (L, d or hidden): what the first block finally receives.

        ``token_vectors`` and ``position_vectors`` (L, d) are needed when the token rows are scaled
        before the position rows are added (Marian and its kin).
        """
        steps, x = [], np.asarray(z, dtype=np.float64)
        if self.scale is not None:
            steps.append(self._scaled(x, token_vectors, position_vectors))
            x = steps[-1].vectors
        if self.token_type_row is not None:
            x = x + np.asarray(self.token_type_row, dtype=np.float64)
            steps.append(Step(Later(lambda: RecipeSteps.tr("+ token type 0")), x, Later(lambda: RecipeSteps.tr(
                "every token is in segment A, so row 0 of the token-type table is added to it")),
                Later(lambda: RecipeSteps.tr("{} + token type 0"))))
        if self.projection is not None and self.project_before_norm:
            steps.append(self._projected(x))
            x = steps[-1].vectors
        if self.norm is not None:
            x = self.norm(x)
            steps.append(Step("LayerNorm", x, self._norm_detail(), "LayerNorm({})"))
        if self.projection is not None and not self.project_before_norm:
            steps.append(self._projected(x))
            x = steps[-1].vectors
        if self.late_positions is not None:
            x = x + self.late_positions.encode(np.arange(x.shape[0]), x.shape[1])
            offset, width = self.late_positions.offset, x.shape[1]
            steps.append(Step(Later(lambda: RecipeSteps.tr("+ position")), x, Later(lambda: RecipeSteps.tr(
                "the position rows (row p + {offset} of the {width}-wide table) are added after the projection").format(
                    offset=offset, width=width)), Later(lambda: RecipeSteps.tr("{} + position"))))
        for step in steps:
            step.vectors.setflags(write=False)
        return tuple(steps)

    def _norm_detail(self) -> Later:
        eps = f"{self.norm.eps:g}"
        if self.norm.beta is not None:
            return Later(lambda: RecipeSteps.tr("each row is centred, scaled to unit variance (eps = {eps}), times "
                                                "gamma plus beta").format(eps=eps))
        return Later(lambda: RecipeSteps.tr("each row is centred, scaled to unit variance (eps = {eps}), times gamma "
                                            "plus beta (this LayerNorm has no beta)").format(eps=eps))

    def _scaled(self, x: np.ndarray, token_vectors, position_vectors) -> Step:
        value = f"{self.scale:.6g}"
        if not self.scale_before_positions or token_vectors is None or not np.any(position_vectors):
            return Step(f"× {self.scale_text} = {value}", x * self.scale, Later(lambda: RecipeSteps.tr(
                "every row is multiplied by {scale} = {value}").format(scale=isolate(self.scale_text), value=value)),
                f"{{}} × {self.scale_text}")
        rows = np.asarray(token_vectors, np.float64) * self.scale + np.asarray(position_vectors, np.float64)
        return Step(Later(lambda: RecipeSteps.tr("token × {scale} + position").format(scale=isolate(self.scale_text))),
                    rows, Later(lambda: RecipeSteps.tr(
                        "the token rows are multiplied by {scale} = {value} before the position rows are added").format(
                            scale=isolate(self.scale_text), value=value)), Later(lambda: RecipeSteps.tr(
                                "token × {scale} + position").format(scale=isolate(self.scale_text))))

    def _projected(self, x: np.ndarray) -> Step:
        out, name = self.projection(x), self.projection.name
        wide, width = out.shape[1], x.shape[1]
        if self.projection.bias is not None:
            detail = Later(lambda: RecipeSteps.tr(
                "each {width}-wide row is multiplied by {name} ({wide} × {width}) plus its bias: the hidden width "
                "block 1 works in").format(width=width, name=isolate(name), wide=wide))
        else:
            detail = Later(lambda: RecipeSteps.tr(
                "each {width}-wide row is multiplied by {name} ({wide} × {width}): the hidden width block 1 works "
                "in").format(width=width, name=isolate(name), wide=wide))
        return Step(Later(lambda: RecipeSteps.tr("→ {wide} wide").format(wide=wide)), out, detail,
                    f"{name.split('.')[-2]}({{}})")


class Spread(NamedTuple):
    """How a table's values are spread: the outliers and where most values lie."""

    largest: float          # max |value|
    row: int                # the row that holds it
    within: float           # ``percent`` of all |values| are at most this
    percent: float


def value_spread(table: np.ndarray, percent: float = 99.0) -> Spread:
    """Largest |value| (and its row) and the ``percent`` percentile of |values| of a (rows, d) table.

    Real position tables have outliers (MiniLM's row 0 reaches 1.87 while 99% of its values lie
    within ±0.065), which is why colour levels come from a percentile, not from the extremes.
    """
    magnitudes = np.abs(np.asarray(table, dtype=np.float64))
    finite = np.isfinite(magnitudes)           # NaN and inf from a model file are counted apart
    magnitudes = np.where(finite, magnitudes, -1.0)
    flat = int(np.argmax(magnitudes))
    within = float(np.percentile(magnitudes[finite], percent)) if finite.any() else 0.0
    return Spread(max(float(magnitudes.flat[flat]), 0.0), flat // magnitudes.shape[1], within, percent)
