"""RoPE as a model applies it: per head, on ``rotary_dim`` dimensions, in its pairing, scaled.

A model does not rotate its whole hidden vector as one: it splits q and k into heads of width
``head_dim`` and rotates, in each head, the first ``rotary_dim`` dimensions in pairs, (i, i + r/2)
with Hugging Face's ``rotate_half`` or (2i, 2i+1) interleaved (GPT-J), by ``p * inv_freq[i]``;
cos and sin are multiplied by the scaling's attention factor. The lesson's toy rotates its
whole d_model as one head, unscaled. :func:`head_rope` is the one place that reads a ``Rope``.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from posviz.model.positions import Rope
from posviz.model.rope_scaling import default_inv_freq
from posviz.i18n import Context

RopeHeads = Context("RopeHeads")

PAIRING_NAMES = {"half": "rotate_half", "interleaved": "interleaved"}


@dataclass(frozen=True, eq=False)
class HeadRope:
    """RoPE on one attention head, at one sequence length.

    Attributes
    ----------
    rope : Rope
        The model's (or the lesson's) rotation; this object fixes its head and sequence length.
    head_dim : int
        Width of a head's q and k.
    rotary_dim : int
        How many of its dimensions turn (the rest pass through unchanged).
    seq_len : int or None
        The sequence length the frequencies are for (dynamic and longrope depend on it).
    theta : ndarray, shape (rotary_dim // 2,)
        Radians per position of each pair, as the model uses them at ``seq_len``.
    unscaled : ndarray, shape (rotary_dim // 2,)
        ``base**(-2i/r)``, before any scaling.
    """

    rope: Rope
    head_dim: int
    rotary_dim: int
    seq_len: int | None
    theta: np.ndarray
    unscaled: np.ndarray

    @property
    def pairing(self) -> str:
        """"half" (rotate_half) or "interleaved"."""
        return self.rope.pairing

    @property
    def base(self) -> float:
        return self.rope.base

    @property
    def scaling(self) -> str | None:
        """The scaling type's name ("llama3", "yarn", ...), None when unscaled."""
        return self.rope.scaling

    @property
    def attention_factor(self) -> float:
        """cos and sin are multiplied by it (1.0 without one)."""
        return self.rope.attention_factor

    @property
    def from_model(self) -> bool:
        """True for a real model's config, False for the lesson's single toy head."""
        return self.rope.head_dim is not None

    @property
    def key(self) -> tuple:
        """A value that is equal for two HeadRopes that rotate alike (for caching by value)."""
        return (self.head_dim, self.rotary_dim, self.pairing, self.attention_factor, self.theta.tobytes())

    @property
    def n_pairs(self) -> int:
        return self.rotary_dim // 2

    def parameter_count(self, d_model: int | None = None) -> int:
        """A rotation has no learned values."""
        return 0

    def frequencies(self, d_model: int | None = None) -> np.ndarray:
        """Radians per position of each pair, shape (rotary_dim // 2,) (``d_model`` is ignored)."""
        return self.theta

    def pairs(self, d_model: int | None = None) -> np.ndarray:
        """The two dimensions of the head turned together, shape (rotary_dim // 2, 2)."""
        return self.rope.pairs(self.rotary_dim)

    def angles(self, positions, d_model: int | None = None) -> np.ndarray:
        """``p * theta`` of every pair at every position, shape (L, rotary_dim // 2), float64."""
        return self.rope.angles(positions, self.rotary_dim, self.seq_len)

    def rotate(self, x, positions) -> np.ndarray:
        """One head's q or k rotated as the model does, at :attr:`seq_len`, shape (L, head_dim).

        Dimensions past ``rotary_dim`` pass through; the turned ones are scaled by the attention factor.
        """
        x = np.asarray(x, dtype=np.float64)
        if x.ndim != 2 or x.shape[1] != self.head_dim:
            raise ValueError(f"a head is {self.head_dim} wide; got rows of shape {x.shape[1:]}")
        return self.rope.rotate(x, positions, self.seq_len)

    def with_pairing(self, pairing: str) -> "HeadRope":
        """The same frequencies with the other pairing (to compare the two conventions)."""
        return replace(self, rope=replace(self.rope, pairing=pairing))

    def describe(self) -> str:
        """One line: head width, which dimensions turn, in which pairs, scaled or not."""
        r, half = self.rotary_dim, self.rotary_dim // 2
        pairs = f"(i, i + {half})" if self.pairing == "half" else "(2i, 2i + 1)"
        if r == self.head_dim and self.scaling:
            text = RopeHeads.tr("head width {width}: all {turning} dimensions turn in {half} pairs {pairs} "
                                "({pairing}), base {base}, {scaling} scaling")
        elif r == self.head_dim:
            text = RopeHeads.tr("head width {width}: all {turning} dimensions turn in {half} pairs {pairs} "
                                "({pairing}), base {base}, no scaling")
        elif self.scaling:
            text = RopeHeads.tr("head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} "
                                "({pairing}), base {base}, {scaling} scaling")
        else:
            text = RopeHeads.tr("head width {width}: the first {turning} dimensions turn in {half} pairs {pairs} "
                                "({pairing}), base {base}, no scaling")
        return text.format(width=self.head_dim, turning=r, half=half, pairs=pairs,
                           pairing=PAIRING_NAMES[self.pairing], base=_number(self.base), scaling=self.scaling)


def _number(value: float) -> str:
    """500,000 rather than 5e+05; 10.5 stays 10.5."""
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.6g}"


def head_rope(rope: Rope, d_model: int, seq_len: int | None = None) -> HeadRope:
    """The rotation of one head for ``rope``, at sequence length ``seq_len``.

    Parameters
    ----------
    rope : Rope
        A real model's (from its config: head_dim, rotary_dim, scaling) or the lesson's
        ``Rope(base, pairing)``, which turns all of ``d_model`` as one head.
    d_model : int
        The width of the lesson's vectors: the head width when ``rope`` has none.
    seq_len : int, optional
        The sequence length the model would be run at (dynamic scaling and longrope depend on it).
    """
    head_dim = rope.head_dim or int(d_model)
    rotary_dim = rope.rotary_dim or head_dim
    return HeadRope(rope, head_dim, rotary_dim, seq_len, rope.inv_freq(seq_len, rotary_dim),
                    default_inv_freq(rope.base, rotary_dim))


def model_rope(layer) -> Rope | None:
    """The loaded real model's own Rope (also when its positions are turned off), else None."""
    recipe = getattr(layer, "recipe", None)      # the toy's layer and None have no recipe
    rope = getattr(recipe, "rope", None)
    if rope is None and layer is not None and isinstance(layer.positions, Rope):
        rope = layer.positions
    return rope


def scaling_parameters(rope: Rope) -> dict:
    """The scaling's parameters config.json set (factor, original context, ...), {} when unscaled."""
    return {} if rope.scaling_parameters is None else dict(rope.scaling_parameters.parameters())

