"""Reading a model's RoPE from its config.json, in every layout the reference library reads.

- Older files: top-level ``rope_theta`` and ``rope_scaling: {"type" | "rope_type": ..., ...}``.
- Current files: ``rope_parameters: {"rope_type": ..., "rope_theta": ..., ...}``, or nested per
  attention type (``{"full_attention": {...}, "sliding_attention": {...}}``).
- Family key names: GPT-NeoX ``rotary_emb_base`` / ``rotary_pct``, GPT-J and CodeGen
  ``rotary_dim`` with ``n_embd`` / ``n_head``, ``partial_rotary_factor`` (Phi, Phi-3, ...),
  ``head_dim`` (explicit, else hidden / heads), Phi-3's top-level ``original_max_position_embeddings``,
  Gemma 3's ``rope_local_base_freq`` for its sliding-window layers, ModernBERT's
  ``global_rope_theta`` / ``local_rope_theta``.
- What a family's config class fills in when a key is absent, per ``model_type`` (the tables below):
  the partial rotary default (GPT-NeoX and StableLM 0.25, Phi, Persimmon and Nemotron 0.5, else 1:
  GPT-NeoX-Japanese turns the whole head), theta (Cohere and Llama 4 500,000), head width (Llama 4
  128; MiniCPM3's ``qk_rope_head_dim``), and the pairing (GPT-J, CodeGen, Cohere and Llama 4 turn
  adjacent pairs (2k, 2k + 1); the others rotate_half).

Every value that cannot be used is a ValueError naming its key; an unknown scaling type is named.
"""
from __future__ import annotations

import math

from posviz.model.positions import Rope
from posviz.model.rope_scaling import SCALING_TYPES, RopeScaling

DEFAULT_THETA = 10000.0
FULL = "full_attention"
HIDDEN_KEYS = ("hidden_size", "n_embd", "d_model", "dim")
HEAD_KEYS = ("num_attention_heads", "n_head", "n_heads", "num_heads")
# Per model_type, as the reference library's config classes read config.json (transformers 5):
INTERLEAVED_TYPES = ("gptj", "codegen", "cohere", "llama4_text")       # pairs (2k, 2k+1), not rotate_half
PARTIAL_DEFAULTS = {"gpt_neox": 0.25, "phi": 0.5, "stablelm": 0.25, "persimmon": 0.5, "nemotron": 0.5}
THETA_DEFAULTS = {"cohere": 500000.0, "llama4_text": 500000.0}          # else DEFAULT_THETA
HEAD_DIM_KEYS = {"minicpm3": ("qk_rope_head_dim", 32)}                  # MLA: RoPE turns only this part
HEAD_DIM_DEFAULTS = {"llama4_text": 128}                               # head_dim absent: not hidden / heads
MODERNBERT_THETAS = {"full_attention": ("global_rope_theta", 160000.0), "sliding_attention": ("local_rope_theta", 10000.0)}
ALIASES = {"su": "longrope", "default": None}     # names older files use
FLOAT_KEYS = ("factor", "low_freq_factor", "high_freq_factor", "beta_fast", "beta_slow", "mscale",
              "mscale_all_dim", "attention_factor", "partial_rotary_factor")
REQUIRED = {"linear": ("factor",), "dynamic": ("factor",), "yarn": ("factor",), "llama3": ("factor", "low_freq_factor",
            "high_freq_factor"), "longrope": ("short_factor", "long_factor"), "proportional": ()}


def _number(value, key: str, low: float) -> float:
    """``value`` as a float greater than ``low``, or a ValueError naming ``key``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"config.json: {key} must be a number, got {value!r}")
    if value <= low:
        raise ValueError(f"config.json: {key} must be greater than {low:g}, got {value!r}")
    return float(value)


def _whole(config: dict, keys: tuple[str, ...]) -> int | None:
    for key in keys:
        value = config.get(key)
        if value is not None:
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"config.json: {key} must be a whole number >= 1, got {value!r}")
            return value
    return None


def head_dim_of(config: dict) -> int:
    """``head_dim`` as the reference reads it: explicit, else hidden size // number of heads."""
    key, default = HEAD_DIM_KEYS.get(config.get("model_type"), ("head_dim", None))
    explicit = _whole(config, (key,))
    if explicit is not None:
        return explicit
    default = default or HEAD_DIM_DEFAULTS.get(config.get("model_type"))
    if default is not None:
        return default
    hidden, heads = _whole(config, HIDDEN_KEYS), _whole(config, HEAD_KEYS)
    if hidden is None or heads is None:
        raise ValueError("config.json: RoPE needs head_dim, or hidden_size and num_attention_heads")
    return hidden // heads


def _is_nested(parameters: dict) -> bool:
    return bool(parameters) and all(isinstance(v, dict) or v is None for v in parameters.values()) \
        and any(k.endswith("attention") for k in parameters)


def _layouts(config: dict) -> dict[str, dict]:
    """Attention type ("" when not nested) -> its raw RoPE parameters, top-level defaults filled in."""
    raw = config.get("rope_scaling") or config.get("rope_parameters") or {}     # the reference: rope_scaling wins
    if not isinstance(raw, dict):
        raise ValueError(f"config.json: rope_parameters must be an object, got {raw!r}")
    # the key the theta came from, so a message names the key the file used (GPT-NeoX: rotary_emb_base)
    theta_key = next((k for k in ("rope_theta", "rotary_emb_base") if config.get(k) is not None), None)
    theta = config[theta_key] if theta_key else THETA_DEFAULTS.get(config.get("model_type"), DEFAULT_THETA)
    nested = {k: v for k, v in raw.items() if v is not None} if _is_nested(raw) else {"": raw}
    if "" in nested and config.get("model_type") == "modernbert":      # its older layout: two top-level thetas
        return {name: {**raw, "rope_theta": config.get(key, default)} for name, (key, default) in MODERNBERT_THETAS.items()}
    if "" in nested and config.get("rope_local_base_freq") is not None:     # Gemma 3's older layout
        nested = {FULL: raw, "sliding_attention": {"rope_type": "default", "rope_theta": config["rope_local_base_freq"]}}
    return {name: {theta_key or "rope_theta": theta, **params} for name, params in nested.items()}


def _rotary_dim(config: dict, params: dict, head_dim: int, kind: str | None) -> int:
    if config.get("model_type") in INTERLEAVED_TYPES and config.get("rotary_dim") is not None:
        rotary = _whole(config, ("rotary_dim",))
        if rotary > head_dim:
            raise ValueError(f"config.json: rotary_dim ({rotary}) is wider than a head ({head_dim})")
        return rotary
    fraction = params.get("partial_rotary_factor", config.get("partial_rotary_factor"))
    key = "partial_rotary_factor"
    if fraction is None and "rotary_pct" in config:
        fraction, key = config["rotary_pct"], "rotary_pct"
    if fraction is None:
        fraction = PARTIAL_DEFAULTS.get(config.get("model_type"), 1.0)
    fraction = _number(fraction, key, 0.0)
    if fraction > 1:
        raise ValueError(f"config.json: {key} must be at most 1, got {fraction!r}")
    rotary = head_dim if kind == "proportional" else int(head_dim * fraction)
    if rotary % 2 or rotary < 2:
        raise ValueError(f"config.json: RoPE turns pairs, so head_dim × {key} must be even; "
                         f"head_dim {head_dim} × {fraction:g} = {rotary}")
    return rotary


def _scaling(config: dict, params: dict, kind: str, rotary_dim: int) -> RopeScaling:
    for key in REQUIRED[kind]:
        if params.get(key) is None:
            raise ValueError(f"config.json: {kind} RoPE scaling needs '{key}'")
    values = {key: _number(params[key], key, 0.0) for key in FLOAT_KEYS if params.get(key) is not None}
    if kind == "llama3" and values["high_freq_factor"] <= values["low_freq_factor"]:
        raise ValueError("config.json: llama3 RoPE scaling needs high_freq_factor greater than low_freq_factor, got "
                         f"{values['high_freq_factor']:g} and {values['low_freq_factor']:g}")
    longest = _whole(config, ("max_position_embeddings",))
    original = _whole(config, ("original_max_position_embeddings",)) or _whole(params, ("original_max_position_embeddings",))
    if kind in ("llama3", "yarn", "longrope"):
        original = original or longest
        if original is None:
            raise ValueError(f"config.json: {kind} RoPE scaling needs original_max_position_embeddings")
    if kind == "dynamic" and longest is None:
        raise ValueError("config.json: dynamic RoPE scaling needs max_position_embeddings")
    if kind == "proportional" and "partial_rotary_factor" not in values and config.get("partial_rotary_factor"):
        values["partial_rotary_factor"] = _number(config["partial_rotary_factor"], "partial_rotary_factor", 0.0)
    for key in ("short_factor", "long_factor"):
        if key in params:
            factors = params[key]
            if not isinstance(factors, list) or len(factors) != rotary_dim // 2:
                raise ValueError(f"config.json: {key} must list {rotary_dim // 2} numbers (one per pair), got "
                                 f"{len(factors) if isinstance(factors, list) else repr(factors)}")
            values[key] = tuple(_number(f, key, 0.0) for f in factors)
    truncate = params.get("truncate", True)
    if not isinstance(truncate, bool):
        raise ValueError(f"config.json: truncate must be true or false, got {truncate!r}")
    return RopeScaling(kind, max_position_embeddings=longest, original_max_position_embeddings=original,
                       truncate=truncate, **values)


def _rope(config: dict, params: dict, name: str) -> Rope:
    key = "rope_theta" if "rope_theta" in params else "rotary_emb_base"     # an attention type's own theta wins
    theta = _number(params[key], key, 1.0)
    kind = params.get("rope_type", params.get("type", "default"))
    kind = ALIASES.get(kind, kind)
    if kind is not None and kind not in SCALING_TYPES:
        where = f"rope_parameters.{name}" if name else "rope_parameters (or rope_scaling)"
        raise ValueError(f"config.json: {where} has rope type {kind!r}, which posviz does not know; "
                         f"known types: default, {', '.join(SCALING_TYPES)}")
    head_dim = head_dim_of(config)
    rotary_dim = _rotary_dim(config, params, head_dim, kind)
    scaling = None if kind is None else _scaling(config, params, kind, rotary_dim)
    pairing = "interleaved" if config.get("model_type") in INTERLEAVED_TYPES else "half"
    return Rope(theta, pairing, head_dim, rotary_dim, scaling)


def rope_configs(config: dict) -> dict[str, Rope]:
    """Every RoPE the config defines: attention type -> Rope ({"": rope} when not nested).

    Raises
    ------
    ValueError
        Naming the key whose value cannot be used, or the unknown rope type.
    """
    if not isinstance(config, dict):
        raise ValueError(f"a config must be a JSON object (dict), got {type(config).__name__}")
    return {name: _rope(config, params, name) for name, params in _layouts(config).items()}


def rope_from_config(config: dict) -> Rope:
    """The RoPE of a parsed config.json as the reference library builds it.

    For configs nested per attention type this is the full-attention entry (else the first);
    :func:`rope_configs` gives all of them.

    Raises
    ------
    ValueError
        Naming the key whose value cannot be used (theta <= 1, factor <= 0, odd rotary width, ...)
        or the unknown rope type.
    """
    ropes = rope_configs(config)
    return ropes.get(FULL) or ropes.get("") or next(iter(ropes.values()))
