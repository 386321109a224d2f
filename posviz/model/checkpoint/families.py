"""Which kind of model a folder holds: config.json's ``model_type`` looked up in the family table
(:mod:`posviz.model.checkpoint.family_table`), the architecture name only when ``model_type`` is
missing, and the input-layer tensors the family's row names.

A family is data, not a code path: a :class:`Family` row says which tensors the input layer has
(by name suffix, found with or without prefixes such as ``transformer.``, ``bert.``, ``model.``),
and which steps turn the token rows into what block 1 receives (× a scale, + a position table,
+ token type, LayerNorm, a projection to the hidden width), and how positions act otherwise
(RoPE, ALiBi, relative buckets, none). :mod:`recipe_builder` turns a row and config.json into
the model's recipe.
"""
from __future__ import annotations

from dataclasses import dataclass

from posviz.model.checkpoint.safetensors_io import CheckpointError

EPS_KEYS = ("layer_norm_eps", "layer_norm_epsilon")


@dataclass(frozen=True)
class Family:
    """One family's input layer, as data.

    Attributes
    ----------
    name : str
        Shown to the user ("BERT", "Marian (encoder)", ...).
    token : str
        Name suffix of the token table; ``also_token`` lists other names it is saved under.
    position, token_type : str or None
        Name suffixes of the learned position table and the token-type table.
    norm : tuple of (weight, bias) suffix pairs
        Accepted names of the LayerNorm applied before block 1 (old TensorFlow ports say gamma/beta).
    places : {"learned", "sinusoidal", "rope", "alibi", "config", "relative", "none"}
        How it places tokens ("config": Falcon's ``alibi`` key decides between RoPE and ALiBi;
        "relative": T5's buckets or DeBERTa's relative positions, see ``relative``).
    position_offset : int
        Rows of the position table before position 0 (OPT and mBART: 2).
    scaled : bool
        Token rows × sqrt(hidden_size) in the stored dtype (Gemma).
    also_token : tuple of str
    optional : tuple of str
        Roles used only when the folder has the tensor ("position", "token_type", "projection"):
        the reference creates them only when its config asks for them (DeBERTa, ELECTRA, OPT).
    norm_bias : bool
        False: the LayerNorm may have no bias (ModernBERT's ``norm_bias``).
    eps_keys : tuple of str
        config.json keys of the LayerNorm's epsilon; ``eps_default`` when none is set (mBART's
        ``layernorm_embedding`` has no key: always 1e-5).
    eps_default : float
    scale : tuple, optional
        ("config", key, default): token rows × config[key] (Granite ``embedding_multiplier``,
        MiniCPM ``scale_emb``); ("sqrt_if", key, default): × sqrt(d_model) when config[key]
        (Marian, M2M100, mBART, XGLM ``scale_embedding``). Applied to the token rows before any
        position row is added.
    projection : (weight, bias or None), optional
        A linear map of the rows to the hidden width (ALBERT, ELECTRA, DeBERTa ``embed_proj``, OPT
        ``project_in``).
    project_before_norm : bool
        The projection comes before the LayerNorm (DeBERTa), else after it (ALBERT, ELECTRA).
    positions_after_projection : bool
        The position table is hidden-wide and added after the projection (OPT-350m).
    sinusoid : (layout, exponent, offset), optional
        A computed (not stored) sinusoidal table, in :class:`~posviz.model.positions.Sinusoidal`'s
        terms; offset "padding" reads row p + pad_token_id + 1 (M2M100).
    padding_positions : bool
        Positions start at pad_token_id + 1 and a padding token is not counted (RoBERTa).
    encoder : bool
        An encoder-decoder model: posviz shows the encoder's input.
    relative : {"t5", "deberta"}, optional
    absent : tuple of str
        What this family lacks of the lesson's recipe, in sentences (besides positions).
    """

    name: str
    token: str
    position: str | None = None
    token_type: str | None = None
    norm: tuple[tuple[str, str], ...] = ()
    places: str = "learned"
    position_offset: int = 0
    scaled: bool = False
    also_token: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    norm_bias: bool = True
    eps_keys: tuple[str, ...] = EPS_KEYS
    eps_default: float = 1e-12
    scale: tuple | None = None
    projection: tuple[str, str | None] | None = None
    project_before_norm: bool = False
    positions_after_projection: bool = False
    sinusoid: tuple | None = None
    padding_positions: bool = False
    encoder: bool = False
    relative: str | None = None
    absent: tuple[str, ...] = ()


def find_tensor(names, suffix: str, prefix: str | None = None) -> str | None:
    """The tensor called ``suffix`` with some prefix (``prefix`` first, else the shortest)."""
    if prefix is not None and prefix + suffix in names:
        return prefix + suffix
    found = [n for n in names if n == suffix or n.endswith("." + suffix)]
    return min(found, key=len) if found else None


def _token_tensor(family: Family, names) -> tuple[str, str]:
    for suffix in (family.token,) + family.also_token:
        token = find_tensor(names, suffix)
        if token is not None:
            return token, token[: len(token) - len(suffix)]
    raise CheckpointError(f"this {family.name} checkpoint has no token table: no tensor named "
                          f"'{family.token}' (with or without a prefix) among {len(names):,} tensors")


def find_family_tensors(family: Family, names) -> dict[str, str]:
    """Role ("token", "position", "token_type", "norm_weight", "norm_bias", "projection_weight",
    "projection_bias") -> full tensor name.

    Raises
    ------
    CheckpointError
        When the token table, or a tensor the family always has, is missing.
    """
    token, prefix = _token_tensor(family, names)
    found = {"token": token}
    projection = family.projection or (None, None)
    for role, suffix in (("position", family.position), ("token_type", family.token_type),
                         ("projection_weight", projection[0]), ("projection_bias", projection[1])):
        if suffix is None:
            continue
        name = find_tensor(names, suffix, prefix)
        if name is not None:
            found[role] = name
        elif ("projection" if role.startswith("projection") else role) not in family.optional \
                and role != "projection_bias":
            raise CheckpointError(f"this {family.name} checkpoint has no '{suffix}' tensor")
    for weight, bias in family.norm:
        weight_name, bias_name = find_tensor(names, weight, prefix), find_tensor(names, bias, prefix)
        if weight_name and (bias_name or not family.norm_bias):
            found["norm_weight"] = weight_name
            if bias_name:
                found["norm_bias"] = bias_name
            break
    else:
        if family.norm:
            raise CheckpointError(f"this {family.name} checkpoint has no embedding LayerNorm "
                                  f"('{family.norm[0][0]}')")
    return found


def config_int(config: dict, keys: tuple[str, ...], default: int | None = None) -> int | None:
    """The first of ``keys`` that config.json sets to a whole number, else ``default``."""
    for key in keys:
        value = config.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return default


WIDTH_KEYS = ("hidden_size", "n_embd", "n_embed", "dim", "d_model")
LENGTH_KEYS = ("n_positions", "max_position_embeddings", "n_ctx", "max_seq_len")
