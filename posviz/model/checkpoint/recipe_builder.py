"""From a model folder's family row, config and tensors to its position scheme and its recipe after z."""
from __future__ import annotations

import math

import numpy as np

from posviz.i18n import Context, Later, isolate
from posviz.model.checkpoint.families import LENGTH_KEYS, WIDTH_KEYS, config_int
from posviz.model.checkpoint.placement import model_ropes, placement, rope_text, shape_text, uses_rope
from posviz.model.checkpoint.recipe import LayerNorm, ModelRecipe, Projection
from posviz.model.checkpoint.safetensors_io import CheckpointError
from posviz.model.positions import NoPositions

__all__ = ["build_recipe", "check_shapes", "rope_text"]

RecipeNotes = Context("RecipeNotes")


def _expect(model, role: str, expected: tuple, because: str) -> None:
    """The tensor for ``role`` must have shape ``expected`` (None entries: any size)."""
    info = model.info(role)
    if info is None:
        return
    ok = len(info.shape) == len(expected) and all(e is None or e == n for e, n in zip(expected, info.shape))
    if not ok:
        #: {because} is one of the "config.json says …" clauses of this context
        raise CheckpointError(RecipeNotes.tr("shapes disagree with config.json: tensor {name} is {shape} but {because}"
                                             ).format(name=isolate(repr(info.name)), shape=shape_text(info.shape),
                                                      because=because))


def check_shapes(model) -> None:
    """The input-layer tensors must agree with config.json and with each other.

    Raises
    ------
    CheckpointError
        Naming the tensor, its shape and the config values it contradicts.
    """
    config, family = model.config, model.family
    hidden = config_int(config, WIDTH_KEYS)
    width = config_int(config, ("embedding_size", "word_embed_proj_dim"), hidden)
    vocab = config_int(config, ("vocab_size",))
    _expect(model, "token", (vocab, width), RecipeNotes.tr("config.json says vocab_size = {vocab} and width = {width}"
                                                           ).format(vocab=vocab, width=width))
    width = model.info("token").shape[1]
    rows = config_int(config, LENGTH_KEYS)
    offset = family.position_offset
    projected = model.info("projection_weight") is not None
    at = hidden if family.positions_after_projection and projected else width
    if rows is not None and offset:
        because = RecipeNotes.tr("config.json says {rows} positions (+ {offset} rows before position 0) of width "
                                 "{width}").format(rows=rows, offset=offset, width=at)
        rows += offset
    else:
        because = RecipeNotes.tr("config.json says {rows} positions of width {width}").format(rows=rows, width=at)
    _expect(model, "position", (rows, at), because)
    _expect(model, "projection_weight", (hidden, width), RecipeNotes.tr(
        "it maps the {width}-wide token rows to the hidden width {hidden}").format(width=width, hidden=hidden))
    _expect(model, "projection_bias", (hidden,), RecipeNotes.tr("the hidden width is {hidden}").format(hidden=hidden))
    model_ropes(family, config)
    types = config_int(config, ("type_vocab_size",))
    _expect(model, "token_type", (types, width), RecipeNotes.tr("config.json says type_vocab_size = {types}, width "
                                                                "{width}").format(types=types, width=width))
    norm_width = hidden if family.project_before_norm and projected else width
    for role in ("norm_weight", "norm_bias"):
        _expect(model, role, (norm_width,), RecipeNotes.tr("the LayerNorm must be {width} wide, like the rows it "
                                                           "normalises").format(width=norm_width))


def _stored(value: float, dtype: str) -> float:
    """``value`` as the model's own code holds it in the stored dtype (Gemma's normaliser)."""
    if dtype == "BF16":
        bits = np.array([value], dtype=np.float32).view(np.uint32)
        bits = (bits + np.uint32(0x7FFF) + ((bits >> np.uint32(16)) & np.uint32(1))) & np.uint32(0xFFFF0000)
        return float(bits.view(np.float32)[0])
    return float({"F16": np.float16, "F32": np.float32}.get(dtype, np.float64)(value))


def _scale(family, config: dict, width: int, dtype: str) -> dict:
    """The multiplier of the token rows and its name, as the family's code computes it."""
    if family.scaled:
        text = f"√{width}" + ("" if dtype in ("F32", "F64") else f" (in {dtype.lower()})")
        return {"scale": _stored(math.sqrt(width), dtype), "scale_text": text}
    if family.scale is None:
        return {}
    how, key, default = family.scale
    value = config.get(key, default)
    if how == "sqrt_if":
        if not isinstance(value, bool):
            raise CheckpointError(RecipeNotes.tr("config.json: {key} must be true or false, got {value}").format(
                key=isolate(key), value=isolate(repr(value))))
        width = config_int(config, ("d_model",), width)
        return {"scale": math.sqrt(width), "scale_text": f"√{width}", "scale_before_positions": True} if value else {}
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise CheckpointError(RecipeNotes.tr("config.json: {key} must be a number, got {value}").format(
            key=isolate(key), value=isolate(repr(value))))
    return {"scale": float(value), "scale_text": key, "scale_before_positions": True}


def _norm(family, config: dict, small: dict) -> LayerNorm | None:
    if "norm_weight" not in small:
        return None
    eps = next((config[k] for k in family.eps_keys if isinstance(config.get(k), (int, float))), family.eps_default)
    eps = float(eps) if math.isfinite(eps) else family.eps_default
    return LayerNorm(small["norm_weight"], small.get("norm_bias"), eps)


def _absent(family, config: dict, place: dict) -> tuple[str, ...]:
    scheme = place["scheme"]
    if (isinstance(scheme, NoPositions) or not scheme.adds_to_input) and "late_positions" not in place:
        if uses_rope(family, config):
            sentence = Later(lambda: RecipeNotes.tr("No position vector: nothing is added to the token rows (RoPE "
                                                    "acts inside attention), so z is the token rows themselves."))
        elif place.get("alibi_slopes") is not None:
            sentence = Later(lambda: RecipeNotes.tr("No position vector: nothing is added to the token rows (ALiBi "
                                                    "biases the attention scores inside attention), so z is the "
                                                    "token rows themselves."))
        elif place.get("relative") is not None:
            sentence = Later(lambda: RecipeNotes.tr("No position vector: nothing is added to the token rows "
                                                    "(relative positions act inside attention), so z is the token "
                                                    "rows themselves."))
        else:
            sentence = Later(lambda: RecipeNotes.tr("No position vector: nothing is added to the token rows (the "
                                                    "model has no positions at all), so z is the token rows "
                                                    "themselves."))
        return (sentence,) + family.absent
    return family.absent


def _notes(model, recognised: str) -> tuple[str, ...]:
    family, config = model.family, model.config
    notes = (recognised,) if recognised else ()
    if family.encoder:
        notes += (Later(lambda: RecipeNotes.tr("An encoder-decoder model: posviz shows the encoder's input, what "
                                               "the encoder's block 1 receives; the decoder embeds its own tokens "
                                               "the same way.")),)
    if family.name == "GPT-2" or (not family.position and config.get("tie_word_embeddings", False)):
        notes += (Later(lambda: RecipeNotes.tr("The output layer reuses this token table to score the next token "
                                               "(tied weights).")),)
    return notes


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
    place = placement(model, small, config_int(config, WIDTH_KEYS, width))
    scheme = place.pop("scheme")
    place.update(_scale(family, config, width, dtype))
    if "projection_weight" in small:
        place["projection"] = Projection(small["projection_weight"], small.get("projection_bias"),
                                         model.roles["projection_weight"])
        place["project_before_norm"] = family.project_before_norm
    if family.padding_positions or (family.sinusoid or ("",))[-1] == "padding":
        place["padding_id"] = config_int(config, ("pad_token_id",), 1)
    token_type = small["token_type"][0] if "token_type" in small else None
    absent = _absent(family, config, {**place, "scheme": scheme})
    recipe = ModelRecipe(family.name, name, str(model.path), str(config.get("model_type", "")),
                         place.pop("max_length"), dtype, place.pop("positions"), token_type,
                         _norm(family, config, small), absent, _notes(model, model.recognised), encoder=family.encoder,
                         **place)
    return scheme, recipe
