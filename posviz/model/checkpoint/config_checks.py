"""config.json's values checked before a model is accepted: each value a recipe uses must have
the right type and fit the table it indexes, or the model is refused naming the key and why.

A value that is merely odd would otherwise load and then fail later, far from its cause: a
negative ``pad_token_id`` made RoBERTa read row 14 of 16 for position 0, a negative
``layer_norm_eps`` filled z with NaN, ``max_position_embeddings`` of 2^64 or 0 broke the
tokenizer, a tokenizer id past the token table failed every encode. The RoPE keys (rope_theta,
rope_scaling, rope_parameters, head_dim, partial rotary) are checked by
:mod:`posviz.model.rope_config`, not here.
"""
from __future__ import annotations

import math

from posviz.model.checkpoint.families import LENGTH_KEYS, WIDTH_KEYS
from posviz.model.checkpoint.safetensors_io import CheckpointError
from posviz.model.rope_config import HEAD_KEYS

MAX_COUNT = 2**31 - 1           # sizes and lengths: the tokenizer and numpy index with 32-bit ints
COUNT_KEYS = WIDTH_KEYS + LENGTH_KEYS + ("seq_length", "vocab_size", "embedding_size") + HEAD_KEYS
TEXT_KEYS = ("model_type", "torch_dtype", "dtype")
MAX_EPS = 1.0                   # real values are 1e-12 to 1e-5; eps is added to a variance


def check_config_values(config: dict) -> None:
    """Refuse config.json if a name or size it gives has the wrong type or is out of range
    (before the family is detected and the tensors' shapes are compared with it).

    Raises
    ------
    CheckpointError
        "config.json: <key> must be ..., got ..." for the first problem found.
    """
    for key in TEXT_KEYS:
        _expect(config, key, isinstance(config.get(key), str), "text")
    architectures = config.get("architectures")
    _expect(config, "architectures", isinstance(architectures, list) and all(isinstance(a, str) for a in architectures),
            "a list of names")
    for key in COUNT_KEYS:
        value = config.get(key)
        _expect(config, key, _whole(value) and 1 <= value <= MAX_COUNT, f"a whole number from 1 to {MAX_COUNT:,}")
    value = config.get("type_vocab_size")      # 0 is valid: DeBERTa-v3 has no token-type table
    _expect(config, "type_vocab_size", _whole(value) and 0 <= value <= MAX_COUNT,
            f"a whole number from 0 to {MAX_COUNT:,}")


def check_config(model) -> None:
    """Refuse ``model`` (a ModelFolder) if a config.json value its recipe uses does not fit its
    tables (after :func:`check_config_values` and the shape checks).

    Raises
    ------
    CheckpointError
    """
    config = model.config
    if model.family.norm:
        for key in model.family.eps_keys:
            value = config.get(key)
            ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
            _expect(config, key, ok and 0 < value <= MAX_EPS, f"a small positive number (at most {MAX_EPS:g})")
    if model.family.padding_positions:
        _check_padding(model)


def check_token_ids(largest_id: int, rows: int, what: str = "tokenizer.json") -> None:
    """Every id the tokenizer can produce must have a row in the token table.

    Raises
    ------
    CheckpointError
    """
    if largest_id >= rows:
        raise CheckpointError(f"{what} gives tokens ids up to {largest_id:,}, but the token table has only "
                              f"{rows:,} rows (ids 0 to {rows - 1:,}): they do not belong to the same model")


def _check_padding(model) -> None:
    """RoBERTa places position p at row p + pad_token_id + 1: the padding row and at least one
    position must be inside the position table, and the padding id inside the token table."""
    pad = model.config.get("pad_token_id", 1)
    table = model.info("position")
    positions = table.shape[0] if table is not None else None
    tokens = model.info("token").shape[0]
    limit = min(tokens, positions - 1) if positions is not None else tokens
    _expect(model.config, "pad_token_id", _whole(pad) and 0 <= pad < limit,
            f"a token id from 0 to {limit - 1:,} (RoBERTa's positions start at row pad_token_id + 1 of the "
            f"{positions:,}-row position table)" if positions is not None else f"a token id from 0 to {limit - 1:,}")


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _expect(config: dict, key: str, ok: bool, what: str) -> None:
    if key in config and config[key] is not None and not ok:
        raise CheckpointError(f"config.json: {key} must be {what}, got {_shown(config[key])}")


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:59] + "…"
