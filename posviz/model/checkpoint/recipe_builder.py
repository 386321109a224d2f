"""From a model folder's config and tensors to its position scheme and its recipe after z."""
from __future__ import annotations

import math

from posviz.model.checkpoint.families import DISTILBERT, GPT2, LENGTH_KEYS, LLAMA, ROBERTA, WIDTH_KEYS, config_int
from posviz.model.positions import Learned, Rope
from posviz.model.checkpoint.recipe import LayerNorm, ModelRecipe, OffsetLearned
from posviz.model.checkpoint.safetensors_io import CheckpointError

LAYER_NORM_EPS = 1e-12          # BERT's and DistilBERT's default
ROPE_THETA = 10000.0            # Llama's default when config.json does not say


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
    _expect(model, "position", (rows, width), f"config.json says {rows} positions of width {width}")
    types = config_int(config, ("type_vocab_size",))
    _expect(model, "token_type", (types, width), f"config.json says type_vocab_size = {types}, width {width}")
    for role in ("norm_weight", "norm_bias"):
        _expect(model, role, (width,), f"the LayerNorm must be {width} wide, like the token table")


def _rope(config: dict, width: int) -> tuple[Rope, str, tuple[str, ...]]:
    heads = config_int(config, ("num_attention_heads",), 1)
    head_dim = config_int(config, ("head_dim",), width // max(heads, 1))
    theta = float(config.get("rope_theta") or ROPE_THETA)
    text = (f"RoPE, theta = {theta:,.0f}, head dimension {head_dim} ({heads} heads): pair k of every query "
            f"and key (dimensions k and k + {head_dim // 2}) turns by p · theta^(-2k/{head_dim}) radians "
            "inside attention")
    notes = ()
    if config.get("rope_scaling"):
        scaling = config["rope_scaling"]
        kind = scaling.get("rope_type") or scaling.get("type") if isinstance(scaling, dict) else scaling
        notes = (f"config.json adds RoPE scaling ({kind}) for long inputs; the angles described are the "
                 "unscaled ones.",)
    return Rope(theta, "half"), text, notes


def _learned(model, small: dict) -> tuple[Learned, int, str]:
    table = small["position"]
    if model.family is ROBERTA:
        offset = config_int(model.config, ("pad_token_id",), 1) + 1
        text = (f"learned table, {_shape_text(table.shape)}; position p reads row p + {offset} "
                f"(rows 0 to {offset - 1} sit at and before the padding index)")
        return OffsetLearned(table, offset=offset), table.shape[0] - offset, text
    return Learned(table), table.shape[0], f"learned table, {_shape_text(table.shape)}; position p reads row p"


def _absent(family) -> tuple[str, ...]:
    if family is LLAMA:
        return ("No position vector: nothing is added to the token rows, so z is the token rows themselves.",
                "No token-type row and no normalisation before block 1 (its RMSNorm is inside the block).")
    if family is GPT2:
        return ("No token-type row and no normalisation before block 1: it receives z itself "
                "(GPT-2's LayerNorm ln_1 is inside the block).",)
    if family is DISTILBERT:
        return ("No token-type (segment) table: DistilBERT dropped it.",)
    return ()


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
    width = model.info("token").shape[1]
    notes: tuple[str, ...] = ()
    if family is LLAMA:
        scheme, positions, notes = _rope(config, width)
        max_length = config_int(config, ("max_position_embeddings",), 2048)
    else:
        scheme, max_length, positions = _learned(model, small)
    norm = None
    if "norm_weight" in small:
        eps = float(config.get("layer_norm_eps") or LAYER_NORM_EPS)
        norm = LayerNorm(small["norm_weight"], small["norm_bias"], eps if math.isfinite(eps) else LAYER_NORM_EPS)
    if family is GPT2 or (family is LLAMA and config.get("tie_word_embeddings", False)):
        notes += ("The output layer reuses this token table to score the next token (tied weights).",)
    token_type = small["token_type"][0] if "token_type" in small else None
    recipe = ModelRecipe(family.name, name, str(model.path), str(config.get("model_type", "")), max_length,
                         model.info("token").dtype, positions, token_type, norm, _absent(family), notes)
    return scheme, recipe
