"""Context extension: how RoPE scaling lets a model trained on N tokens read many more.

Each pair i of a head turns ``theta_i`` radians per position, one full turn every
``2 pi / theta_i`` tokens (its wavelength). Pairs whose wavelength is longer than the original
context never made a full turn in training; scaling slows them down (divides theta by the
factor) so that the longer input turns them no further than training did. ``llama3`` and
``yarn`` keep the fast pairs, slow the slow ones, and blend a band in between; ``linear``
slows every pair; ``dynamic`` raises the base once the input is longer than the original.

Everything here is computed from a Rope's own frequencies (a real model's, or one built from a
toy config through :func:`posviz.model.rope_from_config`): the bands are read off the numbers.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from posviz.lessons.rope_heads import HeadRope, head_rope, scaling_parameters
from posviz.model.positions import Rope
from posviz.model.rope_config import rope_from_config
from posviz.i18n import Context, number

ContextLesson = Context("ContextLesson")

SCALING_TYPES = ("linear", "dynamic", "yarn", "llama3")
ORIGINAL = "original_max_position_embeddings"
# Sensible defaults: Llama 3.1's llama3 scaling, Qwen2.5's yarn, a 4x linear and dynamic NTK.
DEFAULTS = {
    "linear": {"factor": 4.0, ORIGINAL: 4096},
    "dynamic": {"factor": 4.0, ORIGINAL: 4096},
    "yarn": {"factor": 4.0, ORIGINAL: 32768, "beta_fast": 32.0, "beta_slow": 1.0},
    "llama3": {"factor": 8.0, ORIGINAL: 8192, "low_freq_factor": 1.0, "high_freq_factor": 4.0},
}
PARAMETER_NAMES = {"factor": "factor", ORIGINAL: "original context", "low_freq_factor": "low_freq_factor",
                   "high_freq_factor": "high_freq_factor", "beta_fast": "beta_fast", "beta_slow": "beta_slow"}
KEPT, BETWEEN, SLOWED = 0, 1, 2
TOLERANCE = 1e-9
DEFAULT_CONTEXT = 2048      # the reference's max_position_embeddings default for Llama, when nothing says


def toy_config(kind: str, head_dim: int, base: float, parameters: dict) -> dict:
    """A config.json (older layout: top-level rope_theta, rope_scaling) for one head with this scaling.

    ``max_position_embeddings`` is the extended context (original x factor), except for
    ``dynamic``, which measures the input against it.
    """
    if kind not in SCALING_TYPES:
        raise ValueError(f"unknown scaling {kind!r}; choose one of {', '.join(SCALING_TYPES)}")
    values = {**DEFAULTS[kind], **parameters}
    original, factor = int(values[ORIGINAL]), float(values["factor"])
    scaling = {"rope_type": kind, "factor": factor}
    scaling.update({k: float(v) for k, v in values.items() if k not in (ORIGINAL, "factor")})
    if kind in ("yarn", "llama3"):
        scaling[ORIGINAL] = original
    longest = original if kind == "dynamic" else int(round(original * factor))
    return {"model_type": "llama", "hidden_size": int(head_dim), "num_attention_heads": 1,
            "head_dim": int(head_dim), "rope_theta": float(base), "max_position_embeddings": longest,
            "rope_scaling": scaling}


def toy_rope(kind: str, head_dim: int, base: float, parameters: dict):
    """The Rope the reference library's formulas give for :func:`toy_config` (a ValueError says why not)."""
    return rope_from_config(toy_config(kind, head_dim, base, parameters))


def runs(codes: np.ndarray) -> list[tuple[int, int, int]]:
    """Consecutive runs of equal codes: (code, first, last) with inclusive ends."""
    codes = np.asarray(codes)
    if not codes.size:
        return []
    starts = np.flatnonzero(np.r_[True, codes[1:] != codes[:-1]])
    ends = np.r_[starts[1:] - 1, len(codes) - 1]
    return [(int(codes[s]), int(s), int(e)) for s, e in zip(starts, ends)]


def parameter_label(name: str) -> str:
    """A scaling parameter's name on screen: described in words, or its name in the config (data)."""
    words = {"factor": ContextLesson.tr("factor"), ORIGINAL: ContextLesson.tr("original context")}
    return words.get(name, PARAMETER_NAMES.get(name, name))


@dataclass(frozen=True, eq=False)
class Extension:
    """One head's frequencies before and after scaling, with what the picture shows.

    Attributes
    ----------
    head : HeadRope
        At the sequence length chosen (dynamic scaling and longrope depend on it).
    original_context : int
        The context length the model was trained at.
    factor : float or None
        The scaling's factor (None when unscaled).
    parameters : dict
        The scaling's parameters as the config gives them (for the caption).
    """

    head: HeadRope
    original_context: int
    factor: float | None = None
    parameters: dict | None = None

    @property
    def pairs(self) -> np.ndarray:
        """0 .. K-1, shape (K,)."""
        return np.arange(self.head.n_pairs)

    @property
    def unscaled(self) -> np.ndarray:
        """theta_i before scaling, radians per position, shape (K,)."""
        return self.head.unscaled

    @property
    def scaled(self) -> np.ndarray:
        """theta_i as the model uses it at the chosen length, shape (K,)."""
        return self.head.theta

    @property
    def wavelength(self) -> np.ndarray:
        """Tokens per full turn before scaling, ``2 pi / theta``, shape (K,)."""
        return 2.0 * math.pi / self.unscaled

    @property
    def scaled_wavelength(self) -> np.ndarray:
        """Tokens per full turn after scaling, shape (K,)."""
        return 2.0 * math.pi / self.scaled

    @property
    def ratio(self) -> np.ndarray:
        """scaled / unscaled theta of each pair, shape (K,): 1 kept, 1/factor slowed fully."""
        return self.scaled / self.unscaled

    @property
    def bands(self) -> np.ndarray:
        """KEPT, SLOWED (by the whole factor) or BETWEEN for each pair, from the numbers, shape (K,)."""
        ratio = self.ratio
        codes = np.full(len(ratio), BETWEEN)
        codes[np.abs(ratio - 1.0) <= TOLERANCE] = KEPT
        if self.factor:
            codes[np.abs(ratio * self.factor - 1.0) <= TOLERANCE] = SLOWED
        return codes

    @property
    def extended_context(self) -> int:
        """The length the scaling is meant for: original x factor (dynamic's too), else max_position_embeddings."""
        values = self.parameters or {}
        factor = self.factor or values.get("factor")
        if factor:
            return int(round(self.original_context * float(factor)))
        return int(values.get("max_position_embeddings") or self.original_context)

    def band_runs(self) -> list[tuple[int, int, int]]:
        """(band, first pair, last pair) of each run of pairs treated alike."""
        return runs(self.bands)

    def angle(self, pair: int, position: int) -> tuple[float, float]:
        """``position * theta`` of ``pair`` before and after scaling, radians."""
        return float(position * self.unscaled[pair]), float(position * self.scaled[pair])

    def band_captions(self) -> list[str]:
        """One sentence per run of pairs, each true of the numbers (ranges computed from them)."""
        return [self._band_caption(band, first, last) for band, first, last in self.band_runs()]

    def _band_caption(self, band: int, first: int, last: int) -> str:
        waves, ratio = self.wavelength[first:last + 1], self.ratio[first:last + 1]
        one = first == last
        turns = self.original_context / waves
        if band == KEPT:
            what = ContextLesson.tr("kept") if one else ContextLesson.tr("kept: they turn as in training")
        elif band == SLOWED:
            what = ContextLesson.tr("slowed {factor}\u00d7").format(factor=f"{self.factor:g}")
        else:
            low, high = 1.0 / ratio.max(), 1.0 / ratio.min()
            what = (ContextLesson.tr("slowed {low}\u00d7").format(low=f"{low:.3g}") if one else
                    ContextLesson.tr("slowed between {low}\u00d7 and {high}\u00d7").format(low=f"{low:.3g}",
                                                                                        high=f"{high:.3g}"))
        if one:
            text = ContextLesson.tr("pair {first}: one turn every {every} tokens ({made} turns in the original "
                                    "{original}): {what}")
        else:
            text = ContextLesson.tr("pairs {first}\u2013{last}: one turn every {every} to {every_high} tokens "
                                    "({made} to {made_high} turns in the original {original}): {what}")
        return text.format(first=first, last=last, every=_tokens(waves.min()), every_high=_tokens(waves.max()),
                           made=_turns(turns.min()), made_high=_turns(turns.max()),
                           original=number(self.original_context), what=what)

    def rule_caption(self) -> str:
        """llama3's rule in its own parameters, "" for the other types (the bands above are its result)."""
        p = self.parameters or {}
        if "low_freq_factor" not in p or "high_freq_factor" not in p or not self.factor:
            return ""
        n, low, high = self.original_context, float(p["low_freq_factor"]), float(p["high_freq_factor"])
        return ContextLesson.tr(
            "llama3's rule: a pair with a wavelength under {n} / {high} = {short} tokens keeps its frequency, over "
            "{n} / {low} = {long} it turns {factor}\u00d7 slower, and in between the two are blended.").format(
            n=number(n), high=f"{high:g}", short=_tokens(n / high), low=f"{low:g}", long=_tokens(n / low),
            factor=f"{self.factor:g}")

    def context_caption(self) -> str:
        """How many pairs never finish a turn within the original context, before and after scaling."""
        n = self.original_context
        before = int(np.sum(self.wavelength > n))
        longest = self.original_context * (self.factor or 1.0)
        after = int(np.sum(self.scaled_wavelength > longest))
        if self.factor and self.factor != 1:
            text = ContextLesson.tr(
                "{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training "
                "they never made a full turn; after scaling, {after} have one longer than {longest} tokens "
                "({factor} \u00d7 {n}).", None, self.head.n_pairs)
        else:
            text = ContextLesson.tr(
                "{before} of %Ln pairs have a wavelength longer than the original context ({n} tokens): in training "
                "they never made a full turn.", None, self.head.n_pairs)
        return text.format(before=before, n=number(n), after=after, longest=_tokens(longest),
                           factor=f"{(self.factor or 1.0):g}")

    def attention_caption(self) -> str:
        """What the attention factor does, with its value."""
        factor = self.head.attention_factor
        if abs(factor - 1.0) <= TOLERANCE:
            return ContextLesson.tr("Attention factor 1: cos and sin are used as they are.")
        if factor > 1:
            text = ContextLesson.tr("Attention factor {factor}: cos and sin are multiplied by it, so every q\u00b7k "
                                    "score of the head is multiplied by {square} (the softmax over them gets sharper).")
        else:
            text = ContextLesson.tr("Attention factor {factor}: cos and sin are multiplied by it, so every q\u00b7k "
                                    "score of the head is multiplied by {square} (the softmax over them gets flatter).")
        return text.format(factor=f"{factor:.6g}", square=f"{factor * factor:.6g}")


def _tokens(value: float) -> str:
    """Tokens as the locale groups them (8 192 in French), a small number to 3 significant digits."""
    return number(round(value)) if value >= 100 else f"{value:.3g}"


def _turns(value: float) -> str:
    return number(round(value)) if value >= 10 else f"{value:.3g}"


FACTOR_TYPES = ("linear", "yarn", "llama3")   # the slowest pairs are divided by exactly the factor


def extension(rope: Rope, d_model: int, seq_len: int | None = None, context: int | None = None) -> Extension:
    """One head of ``rope`` with its own scaling, at ``seq_len`` tokens.

    Parameters
    ----------
    rope : Rope
        A real model's (its scaling parameters name the original context) or the toy's.
    d_model : int
        Head width of the lesson's Rope, which has none of its own.
    seq_len : int, optional
    context : int, optional
        The model's max_position_embeddings: the original context when the scaling names none.
    """
    scaling = rope.scaling_parameters
    original = None
    factor = scaling.effective_factor if scaling is not None and scaling.rope_type in FACTOR_TYPES else None
    if scaling is not None:
        original = scaling.original_max_position_embeddings or scaling.max_position_embeddings
        if scaling.rope_type == "linear" and original:   # its max_position_embeddings is the stretched one
            original = original / factor
    return Extension(head_rope(rope, d_model, seq_len=seq_len), int(original or context or DEFAULT_CONTEXT), factor,
                     scaling_parameters(rope))


def toy_extension(kind: str, head_dim: int, base: float, parameters: dict, seq_len: int | None = None) -> Extension:
    """The toy head with scaling ``kind`` (parameters over :data:`DEFAULTS`) at ``seq_len``."""
    return extension(toy_rope(kind, head_dim, base, parameters), head_dim, seq_len)
