"""RoPE frequency scaling: how a model trained on N tokens is stretched to read more.

Ported, formula by formula, from the reference library's ``modeling_rope_utils`` (Hugging Face
transformers 5.x: ``_compute_{linear_scaling,dynamic_ntk,yarn,longrope,llama3,proportional}_rope_
parameters``), in float64 (the reference computes in float32). Each returns the per-pair inverse
frequencies of one head's rotated dimensions and the attention factor that multiplies cos and sin.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, fields

import numpy as np

SCALING_TYPES = ("linear", "dynamic", "yarn", "llama3", "longrope", "proportional")

# How a pair is treated by a scaling, for the context-extension view.
KEPT, BLENDED, SCALED = 0, 1, 2


@dataclass(frozen=True)
class RopeScaling:
    """A scaling type and the parameters it reads (None: not set in config.json).

    Attributes
    ----------
    rope_type : str
        One of :data:`SCALING_TYPES`.
    factor : float, optional
        How many times longer the context is meant to be.
    max_position_embeddings : int, optional
        The model's ``max_position_embeddings`` (dynamic reads it; yarn and longrope derive a
        factor from it when ``factor`` is missing).
    original_max_position_embeddings : int, optional
        The context length the model was pre-trained on (llama3, yarn, longrope).
    low_freq_factor, high_freq_factor : float, optional
        llama3's band edges: wavelengths above ``original / low`` are divided by ``factor``,
        below ``original / high`` kept, between them blended.
    beta_fast, beta_slow : float, optional
        yarn's band edges in rotations over the original context (defaults 32 and 1).
    mscale, mscale_all_dim : float, optional
        yarn's (DeepSeek) attention-factor terms.
    truncate : bool
        yarn: round the band edges to whole pairs (default True).
    attention_factor : float, optional
        As written in config.json; :func:`attention_factor` gives the one in use.
    short_factor, long_factor : tuple of float, optional
        longrope: one divisor per pair, short up to the original length, long past it.
    partial_rotary_factor : float, optional
        proportional: the fraction of each head's pairs that turn.
    """

    rope_type: str
    factor: float | None = None
    max_position_embeddings: int | None = None
    original_max_position_embeddings: int | None = None
    low_freq_factor: float | None = None
    high_freq_factor: float | None = None
    beta_fast: float | None = None
    beta_slow: float | None = None
    mscale: float | None = None
    mscale_all_dim: float | None = None
    truncate: bool = True
    attention_factor: float | None = None
    short_factor: tuple[float, ...] | None = None
    long_factor: tuple[float, ...] | None = None
    partial_rotary_factor: float | None = None

    def parameters(self) -> tuple[tuple[str, object], ...]:
        """The parameters config.json set (name, value), in a fixed order, for display."""
        return tuple((f.name, getattr(self, f.name)) for f in fields(self)
                     if f.name != "rope_type" and getattr(self, f.name) is not None
                     and not (f.name == "truncate" and self.truncate))

    @property
    def effective_factor(self) -> float:
        """``factor``, or (yarn, longrope) ``max_position_embeddings / original`` when it is missing."""
        if self.factor is not None:
            return float(self.factor)
        if self.max_position_embeddings and self.original_max_position_embeddings:
            return self.max_position_embeddings / self.original_max_position_embeddings
        return 1.0


def default_inv_freq(base: float, dim: int) -> np.ndarray:
    """``base ** -(2k / dim)`` for k = 0 .. dim/2 - 1, shape (dim // 2,), float64."""
    return 1.0 / np.power(float(base), np.arange(0, dim, 2, dtype=np.float64) / dim)


def _yarn_mscale(scale: float, mscale: float = 1.0) -> float:
    return 1.0 if scale <= 1 else 0.1 * mscale * math.log(scale) + 1.0


def attention_factor(scaling: RopeScaling | None) -> float:
    """What cos and sin are multiplied by (1.0 for none, linear, dynamic, llama3, proportional)."""
    if scaling is None or scaling.rope_type not in ("yarn", "longrope"):
        return 1.0
    if scaling.attention_factor is not None:
        return float(scaling.attention_factor)
    factor = scaling.effective_factor
    if scaling.rope_type == "yarn":
        if scaling.mscale and scaling.mscale_all_dim:
            return _yarn_mscale(factor, scaling.mscale) / _yarn_mscale(factor, scaling.mscale_all_dim)
        return _yarn_mscale(factor)
    if factor <= 1.0:
        return 1.0
    return math.sqrt(1 + math.log(factor) / math.log(scaling.original_max_position_embeddings))


def yarn_ramp(base: float, dim: int, scaling: RopeScaling) -> np.ndarray:
    """yarn's share of the scaled frequency per pair, 0 (kept) .. 1 (divided by factor), shape (dim // 2,)."""
    beta_fast, beta_slow = scaling.beta_fast or 32, scaling.beta_slow or 1
    original = scaling.original_max_position_embeddings

    def correction_dim(rotations: float) -> float:
        return dim * math.log(original / (rotations * 2 * math.pi)) / (2 * math.log(base))

    low, high = correction_dim(beta_fast), correction_dim(beta_slow)
    if scaling.truncate:
        low, high = math.floor(low), math.ceil(high)
    low, high = max(low, 0), min(high, dim - 1)
    if low == high:
        high += 0.001    # the reference's guard against a zero-width ramp
    return np.clip((np.arange(dim // 2, dtype=np.float64) - low) / (high - low), 0.0, 1.0)


def _llama3(inv_freq: np.ndarray, s: RopeScaling) -> np.ndarray:
    factor, low, high = float(s.factor), float(s.low_freq_factor), float(s.high_freq_factor)
    old = float(s.original_max_position_embeddings)
    wavelen = 2 * math.pi / inv_freq
    scaled = np.where(wavelen > old / low, inv_freq / factor, inv_freq)
    smooth = (old / wavelen - low) / (high - low)
    smoothed = (1 - smooth) * scaled / factor + smooth * scaled
    medium = ~(wavelen < old / high) & ~(wavelen > old / low)
    return np.where(medium, smoothed, scaled)


def scaled_inv_freq(base: float, dim: int, scaling: RopeScaling | None, seq_len: int | None = None) -> np.ndarray:
    """Per-pair inverse frequencies of one head's ``dim`` rotated dimensions, as the reference uses them.

    Parameters
    ----------
    base : float
        rope_theta.
    dim : int
        Rotated dimensions per head (even).
    scaling : RopeScaling or None
    seq_len : int, optional
        Tokens in the sequence: dynamic recomputes its base past ``max_position_embeddings``,
        longrope switches to its long factors past ``original_max_position_embeddings``.
        None: the frequencies the model starts with. (The reference's dynamic module also keeps
        the largest length it has seen until a text shorter than ``max_position_embeddings``
        resets it; for one text on its own, as here, that is this text's length.)

    Returns
    -------
    ndarray, shape (dim // 2,), float64
    """
    kind = None if scaling is None else scaling.rope_type
    if kind == "dynamic":
        longest = scaling.max_position_embeddings
        seq = longest if seq_len is None else max(int(seq_len), longest)
        factor = float(scaling.factor)
        base = base * ((factor * seq / longest) - (factor - 1)) ** (dim / (dim - 2))
    if kind == "proportional":
        turning = int((scaling.partial_rotary_factor or 1.0) * dim // 2)
        inv = np.zeros(dim // 2)
        inv[:turning] = 1.0 / np.power(float(base), np.arange(0, 2 * turning, 2, dtype=np.float64) / dim)
        return inv / float(scaling.factor or 1.0)
    inv_freq = default_inv_freq(base, dim)
    if kind == "linear":
        return inv_freq / float(scaling.factor)
    if kind == "llama3":
        return _llama3(inv_freq, scaling)
    if kind == "yarn":
        share = yarn_ramp(base, dim, scaling)       # 1 - the reference's extrapolation factor
        return inv_freq / scaling.effective_factor * share + inv_freq * (1 - share)
    if kind == "longrope":
        long = seq_len is not None and seq_len > scaling.original_max_position_embeddings
        factors = np.asarray(scaling.long_factor if long else scaling.short_factor, dtype=np.float64)
        return inv_freq / factors
    return inv_freq


def pair_bands(base: float, dim: int, scaling: RopeScaling | None, seq_len: int | None = None) -> np.ndarray:
    """How the scaling treats each pair: :data:`KEPT`, :data:`BLENDED` or :data:`SCALED`, shape (dim // 2,).

    llama3 keeps short wavelengths, divides long ones by ``factor`` and blends between; yarn
    likewise by its ramp; linear scales all; dynamic, longrope and proportional: a pair whose
    frequency changed is SCALED.
    """
    kind = None if scaling is None else scaling.rope_type
    bands = np.full(dim // 2, KEPT, dtype=np.int8)
    if kind == "yarn":
        share = yarn_ramp(base, dim, scaling)
        bands[share >= 1.0], bands[(share > 0) & (share < 1)] = SCALED, BLENDED
    elif kind == "llama3":
        s, wavelen = scaling, 2 * math.pi / default_inv_freq(base, dim)
        old = float(s.original_max_position_embeddings)
        bands[wavelen > old / float(s.low_freq_factor)] = SCALED
        bands[~(wavelen < old / float(s.high_freq_factor)) & ~(wavelen > old / float(s.low_freq_factor))] = BLENDED
    elif kind is not None:
        changed = ~np.isclose(scaled_inv_freq(base, dim, scaling, seq_len), default_inv_freq(base, dim), rtol=1e-12)
        bands[changed] = SCALED
    return bands
