"""From a model folder's config and tensors to its position scheme and its recipe after z."""
from __future__ import annotations

import math

import numpy as np

from posviz.model.checkpoint.families import DISTILBERT, GPT2, LENGTH_KEYS, ROBERTA, WIDTH_KEYS, config_int
from posviz.model.positions import Learned, NoPositions, Rope, alibi_slopes
from posviz.model.rope_config import HEAD_KEYS, rope_configs
from posviz.model.checkpoint.recipe import LayerNorm, ModelRecipe, OffsetLearned
from posviz.model.checkpoint.safetensors_io import CheckpointError

LAYER_NORM_EPS = 1e-12          # BERT's and DistilBERT's default
EPS_KEYS = ("layer_norm_eps", "layer_norm_epsilon")
NO_TABLE_LENGTH = 2048          # tokens placed when a model has no table and config.json names no length


def _shape_text(shape) -> str:
    return " × ".join(f"{n:,}" for n in shape)


def _expect(model, role: str, expected: tuple, because: str) -> None:
    """The tensor for ``role`` must have shape ``expected`` (None entries: any size)."""
    info = model.info(role)
    if info is None:
        return
    ok = len(info.shape) == len(expected) and all(e is None or e == n for e, n in zip(expected, info.shape))
    if not ok:
        raise CheckpointError(f"shapes disagree with config.json: tensor {info.name!r} is "
                              f"{_shape_text(info.shape)} but {because}")


def check_shapes(model) -> None:
    """The input-layer tensors must agree with config.json and with each other.

    Raises
    ------
    CheckpointError
        Naming the tensor, its shape and the config values it contradicts.
    """
    config = model.config
    d = config_int(config, WIDTH_KEYS)
    vocab = config_int(config, ("vocab_size",))
    _expect(model, "token", (vocab, d), f"config.json says vocab_size = {vocab} and width = {d}")
    width = model.info("token").shape[1]
    rows = config_int(config, LENGTH_KEYS)
    offset = model.family.position_offset
    if rows is not None and offset:
        rows, because = rows + offset, f"config.json says {rows} positions (+ {offset} rows before position 0)"
    else:
        because = f"config.json says {rows} positions"
    _expect(model, "position", (rows, width), f"{because} of width {width}")
    projected = config_int(config, ("word_embed_proj_dim",))
    if projected is not None and projected != config_int(config, WIDTH_KEYS, projected):
        raise CheckpointError(f"this {model.family.name} model projects its {projected}-wide token rows to the "
                              "hidden width before block 1 (project_in); posviz does not show that step yet")
    model_ropes(model.family, config)
    types = config_int(config, ("type_vocab_size",))
    _expect(model, "token_type", (types, width), f"config.json says type_vocab_size = {types}, width {width}")
    for role in ("norm_weight", "norm_bias"):
        _expect(model, role, (width,), f"the LayerNorm must be {width} wide, like the token table")


def _uses_rope(family, config: dict) -> bool:
    return family.places == "rope" or (family.places == "config" and not config.get("alibi", False))


def model_ropes(family, config: dict) -> dict:
    """Attention type -> Rope for a RoPE model (empty for others), read as the reference reads it.

    Raises
    ------
    CheckpointError
        Naming the config.json key that cannot be used, or the unknown rope type.
    """
    if not _uses_rope(family, config):
        return {}
    try:
        return rope_configs(config)
    except ValueError as exc:
        raise CheckpointError(f"{exc} (posviz shows only the rotations the model really makes, so it "
                              "does not guess)") from None


def _scaling_text(rope: Rope) -> str:
    if rope.scaling is None:
        return "no scaling"
    shown = []
    for key, value in rope.scaling_parameters.parameters():
        if isinstance(value, tuple):
            value = f"{len(value)} values, {min(value):g} to {max(value):g}"
        shown.append(f"{key} = {value:g}" if isinstance(value, float) else f"{key} = {value}")
    return f"{rope.scaling} scaling ({', '.join(shown)}), attention factor {rope.attention_factor:.6g}"


def rope_text(rope: Rope, heads: int | None) -> str:
    """One sentence: theta, head width, which dimensions turn in which pairs, the scaling."""
    r, half = rope.rotary_dim, rope.rotary_dim // 2
    turned = f"all {r}" if r == rope.head_dim else f"the first {r}"
    pairs = f"k and k + {half}, rotate_half" if rope.pairing == "half" else "2k and 2k + 1, interleaved"
    count = f"{heads} heads, " if heads else ""
    return (f"RoPE, theta = {rope.base:,.0f}, {count}head dimension {rope.head_dim}: in every head {turned} "
            f"dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; "
            f"{_scaling_text(rope)}")


def _alibi(config: dict) -> tuple[np.ndarray, str]:
    heads = config_int(config, HEAD_KEYS)
    if heads is None:
        raise CheckpointError("config.json does not say how many attention heads the model has "
                              "(num_attention_heads / n_head): ALiBi has one slope per head")
    slopes = alibi_slopes(heads)
    shown = ", ".join(f"{m:.4g}" for m in slopes[:4]) + (", ..." if heads > 4 else "")
    return slopes, (f"ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention "
                    f"scores, slopes m_h = {shown} for the {heads} heads")


def _stored(value: float, dtype: str) -> float:
    """``value`` as the model's own code holds it in the stored dtype (Gemma's normaliser)."""
    if dtype == "BF16":
        bits = np.array([value], dtype=np.float32).view(np.uint32)
        bits = (bits + np.uint32(0x7FFF) + ((bits >> np.uint32(16)) & np.uint32(1))) & np.uint32(0xFFFF0000)
        return float(bits.view(np.float32)[0])
    return float({"F16": np.float16, "F32": np.float32}.get(dtype, np.float64)(value))


def _learned(model, small: dict) -> tuple[Learned, int, str]:
    table = small["position"]
    offset = model.family.position_offset
    if model.family is ROBERTA:
        offset = config_int(model.config, ("pad_token_id",), 1) + 1
        text = (f"learned table, {_shape_text(table.shape)}; position p reads row p + {offset} "
                f"(rows 0 to {offset - 1} sit at and before the padding index)")
        text += f"; a padding token reads row {offset - 1} and is not counted"
        return OffsetLearned(table, offset=offset), table.shape[0] - offset, text
    if offset:
        text = (f"learned table, {_shape_text(table.shape)}; position p reads row p + {offset} "
                f"(the first {offset} rows are never used)")
        return OffsetLearned(table, offset=offset), table.shape[0] - offset, text
    return Learned(table), table.shape[0], f"learned table, {_shape_text(table.shape)}; position p reads row p"


def _absent(family, config: dict) -> tuple[str, ...]:
    if family.places != "learned":
        what = "RoPE acts" if _uses_rope(family, config) else "ALiBi biases the attention scores"
        norm = () if family.norm else (
            "No token-type row and no normalisation before block 1 (its normalisation is inside the block).",)
        return (f"No position vector: nothing is added to the token rows ({what} inside attention), "
                "so z is the token rows themselves.",) + norm
    if family is GPT2:
        return ("No token-type row and no normalisation before block 1: it receives z itself "
                "(GPT-2's LayerNorm ln_1 is inside the block).",)
    if family is DISTILBERT:
        return ("No token-type (segment) table: DistilBERT dropped it.",)
    return ()


def _placement(model, small: dict, width: int) -> dict:
    """The scheme, max length, positions text and RoPE/ALiBi fields of the recipe."""
    config, family = model.config, model.family
    heads = config_int(config, HEAD_KEYS)
    if family.places == "learned":
        scheme, max_length, text = _learned(model, small)
        return {"scheme": scheme, "max_length": max_length, "positions": text,
                "head_dim": width // heads if heads else None}
    max_length = config_int(config, LENGTH_KEYS + ("seq_length",), NO_TABLE_LENGTH)
    if not _uses_rope(family, config):
        slopes, text = _alibi(config)
        return {"scheme": NoPositions(), "max_length": max_length, "positions": text, "alibi_slopes": slopes,
                "head_dim": width // heads}
    ropes = model_ropes(family, config)
    rope = ropes.get("full_attention") or ropes.get("") or next(iter(ropes.values()))
    text = rope_text(rope, heads)
    for name, other in ropes.items():
        if other is not rope:
            text += f". Its {name.replace('_', ' ')} layers: " + rope_text(other, None)
    return {"scheme": rope, "max_length": max_length, "positions": text, "rope": rope, "head_dim": rope.head_dim,
            "ropes": tuple(ropes.items())}


def build_recipe(model, small: dict, name: str):
    """The position scheme and the :class:`ModelRecipe` of ``model``.

    Parameters
    ----------
    model : ModelFolder
    small : dict of str to ndarray
        The input layer's small tensors by role ("position", "token_type", "norm_weight", ...).
    name : str

    Returns
    -------
    (PositionScheme, ModelRecipe)
    """
    config, family = model.config, model.family
    width, dtype = model.info("token").shape[1], model.info("token").dtype
    place = _placement(model, small, width)
    scheme = place.pop("scheme")
    norm = None
    if "norm_weight" in small:
        eps = float(next((config[k] for k in EPS_KEYS if isinstance(config.get(k), (int, float))), LAYER_NORM_EPS))
        norm = LayerNorm(small["norm_weight"], small["norm_bias"], eps if math.isfinite(eps) else LAYER_NORM_EPS)
    notes: tuple[str, ...] = ()
    if family is GPT2 or (family.places != "learned" and config.get("tie_word_embeddings", False)):
        notes += ("The output layer reuses this token table to score the next token (tied weights).",)
    if family.scaled:
        place["scale"] = _stored(math.sqrt(width), dtype)
        place["scale_text"] = f"√{width}" + ("" if dtype in ("F32", "F64") else f" (in {dtype.lower()})")
    if family is ROBERTA:
        place["padding_id"] = config_int(config, ("pad_token_id",), 1)
    token_type = small["token_type"][0] if "token_type" in small else None
    recipe = ModelRecipe(family.name, name, str(model.path), str(config.get("model_type", "")),
                         place.pop("max_length"), dtype, place.pop("positions"), token_type, norm,
                         _absent(family, config), notes, **place)
    return scheme, recipe
