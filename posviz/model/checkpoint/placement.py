"""How a family places tokens, from its row and config.json: the position scheme added to the
token rows (learned, sinusoidal, none), or the facts of what acts inside attention (RoPE, ALiBi,
relative buckets), each with a sentence that says it with the model's numbers."""
from __future__ import annotations

import numpy as np

from posviz.i18n import Context, Later, isolate, number, shown
from posviz.model.checkpoint.families import LENGTH_KEYS, config_int
from posviz.model.checkpoint.recipe import OffsetLearned
from posviz.model.checkpoint.safetensors_io import CheckpointError
from posviz.model.positions import Learned, NoPositions, Rope, Sinusoidal, alibi_slopes
from posviz.model.relative_positions import RelativePositions
from posviz.model.rope_config import HEAD_KEYS, rope_configs

PlacementText = Context("PlacementText")
NO_TABLE_LENGTH = 2048          # tokens placed when a model has no table and config.json names no length


def shape_text(shape) -> str:
    return " × ".join(f"{n:,}" for n in shape)


def uses_rope(family, config: dict) -> bool:
    return family.places == "rope" or (family.places == "config" and not config.get("alibi", False))


def model_ropes(family, config: dict) -> dict:
    """Attention type -> Rope for a RoPE model (empty for others), read as the reference reads it.

    Raises
    ------
    CheckpointError
        Naming the config.json key that cannot be used, or the unknown rope type.
    """
    if not uses_rope(family, config):
        return {}
    try:
        return rope_configs(config)
    except ValueError as exc:
        raise CheckpointError(PlacementText.tr("{problem} (posviz shows only the rotations the model really makes, "
                                               "so it does not guess)").format(problem=exc)) from None


def _scaling_text(rope: Rope) -> str:
    if rope.scaling is None:
        return PlacementText.tr("no scaling")
    listed = []
    for key, value in rope.scaling_parameters.parameters():
        if isinstance(value, tuple):
            value = PlacementText.tr("{count} values, {low} to {high}").format(
                count=len(value), low=f"{min(value):g}", high=f"{max(value):g}")
        listed.append(f"{key} = {value:g}" if isinstance(value, float) else f"{key} = {value}")
    return PlacementText.tr("{kind} scaling ({parameters}), attention factor {factor}").format(
        kind=isolate(str(rope.scaling)), parameters=isolate(", ".join(listed)), factor=f"{rope.attention_factor:.6g}")


def _rope_sentence(rope: Rope, heads: int | None) -> str:
    r, half = rope.rotary_dim, rope.rotary_dim // 2
    #: {turned} is "all 64" or "the first 32" (dimensions of a head)
    turned = PlacementText.tr("all {r}").format(r=r) if r == rope.head_dim else PlacementText.tr(
        "the first {r}").format(r=r)
    pairs = PlacementText.tr("k and k + {half}, rotate_half").format(half=half) if rope.pairing == "half" else \
        PlacementText.tr("2k and 2k + 1, interleaved")
    fields = {"theta": number(rope.base, 0), "heads": heads, "width": rope.head_dim, "turned": turned,
              "pairs": pairs, "r": r, "scaling": _scaling_text(rope)}
    if heads:
        return PlacementText.tr("RoPE, theta = {theta}, {heads} heads, head dimension {width}: in every head {turned} "
                                "dimensions turn in pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; "
                                "{scaling}").format(**fields)
    return PlacementText.tr("RoPE, theta = {theta}, head dimension {width}: in every head {turned} dimensions turn in "
                            "pairs ({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}").format(**fields)


def rope_text(rope: Rope, heads: int | None) -> Later:
    """One sentence: theta, head width, which dimensions turn in which pairs, the scaling (English as
    a value, :func:`posviz.i18n.shown` in the language now on)."""
    return Later(lambda: _rope_sentence(rope, heads))


def _nope_text(config: dict) -> str:
    """Llama 4's layers without RoPE and its chunked attention, from config.json."""
    flags = config.get("no_rope_layers")
    if not isinstance(flags, list) or not flags:
        return ""
    nope = [i + 1 for i, uses in enumerate(flags) if not uses]
    chunk = config_int(config, ("attention_chunk_size",))
    listed = ", ".join(str(i) for i in nope[:8]) + (", …" if len(nope) > 8 else "")
    fields = {"listed": isolate(listed), "count": len(nope), "total": len(flags)}
    if chunk:
        return Later(lambda: PlacementText.tr(
            ". Its NoPE layers turn nothing and see no position, only the causal mask: layer {listed} ({count} of "
            "{total}); the RoPE layers attend only within chunks of {chunk} tokens").format(
                chunk=f"{chunk:,}", **fields))
    return Later(lambda: PlacementText.tr(". Its NoPE layers turn nothing and see no position, only the causal mask: "
                                          "layer {listed} ({count} of {total})").format(**fields))


def _other_layers(kind: str, how: Later) -> Later:
    """Gemma's second RoPE (its sliding-window layers), a sentence after the first one."""
    return Later(lambda: PlacementText.tr(". Its {kind} layers: {how}").format(kind=isolate(kind), how=shown(how)))


def _alibi(config: dict) -> tuple[np.ndarray, str]:
    heads = config_int(config, HEAD_KEYS)
    if heads is None:
        raise CheckpointError(PlacementText.tr("config.json does not say how many attention heads the model has "
                                               "(num_attention_heads / n_head): ALiBi has one slope per head"))
    slopes = alibi_slopes(heads)
    listed = ", ".join(f"{m:.4g}" for m in slopes[:4]) + (", ..." if heads > 4 else "")
    return slopes, Later(lambda: PlacementText.tr(
        "ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes m_h = "
        "{slopes} for the {heads} heads").format(slopes=isolate(listed), heads=heads))


def _learned(model, table: np.ndarray) -> tuple[Learned, int, str]:
    family, config = model.family, model.config
    offset, shape = family.position_offset, table.shape
    if family.padding_positions:
        offset = config_int(config, ("pad_token_id",), 1) + 1
        text = Later(lambda: PlacementText.tr(
            "learned table, {shape}; position p reads row p + {offset} (rows 0 to {last} sit at and before the "
            "padding index); a padding token reads row {last} and is not counted").format(
                shape=shape_text(shape), offset=offset, last=offset - 1))
        return OffsetLearned(table, offset=offset), table.shape[0] - offset, text
    if offset:
        text = Later(lambda: PlacementText.tr(
            "learned table, {shape}; position p reads row p + {offset} (the first {offset} rows are never used)").format(
                shape=shape_text(shape), offset=offset))
        return OffsetLearned(table, offset=offset), table.shape[0] - offset, text
    return Learned(table), table.shape[0], Later(lambda: PlacementText.tr(
        "learned table, {shape}; position p reads row p").format(shape=shape_text(shape)))


def _sinusoidal(model) -> tuple[Sinusoidal, str]:
    layout, exponent, offset = model.family.sinusoid
    if offset == "padding":
        offset = config_int(model.config, ("pad_token_id",), 1) + 1
    scheme = Sinusoidal(layout=layout, exponent=exponent, offset=offset)
    start = f"p + {offset}" if offset else "p"
    return scheme, Later(lambda: PlacementText.tr(
        "fixed sinusoidal table ({convention}), computed by the model's code, not stored: position p is encoded as "
        "{start}, sines in the first half of each row, cosines in the second").format(
            convention=shown(scheme.convention), start=isolate(start)))


def _relative(family, config: dict) -> RelativePositions | None:
    if family.relative == "t5":
        return RelativePositions("t5", config_int(config, ("relative_attention_num_buckets",), 32),
                                 config_int(config, ("relative_attention_max_distance",), 128))
    if family.relative == "deberta" and config.get("relative_attention", False):
        longest = config_int(config, ("max_relative_positions",), -1)
        longest = longest if longest >= 1 else config_int(config, ("max_position_embeddings",), 512)
        return RelativePositions("deberta", config_int(config, ("position_buckets",), -1), longest)
    return None


def _absolute(model, small: dict, relative) -> dict:
    """Learned, sinusoidal, relative or no positions: what is added to the token rows, in words."""
    family, config = model.family, model.config
    longest = config_int(config, LENGTH_KEYS + ("seq_length",), NO_TABLE_LENGTH)
    if "position" in small and family.positions_after_projection and "projection_weight" in small:
        late, max_length, text = _learned(model, small["position"])
        return {"scheme": NoPositions(), "max_length": max_length, "late_positions": late,
                "positions": Later(lambda: PlacementText.tr(
                    "{how}; added after the projection to the hidden width (project_in)").format(how=shown(text)))}
    if "position" in small:
        scheme, max_length, text = _learned(model, small["position"])
    elif family.sinusoid is not None:
        (scheme, text), max_length = _sinusoidal(model), longest
    else:
        scheme, max_length = NoPositions(), longest
        text = "" if relative is not None else Later(lambda: PlacementText.tr(
            "no position vector and no position inside attention: the blocks read the tokens in order (a "
            "recurrence), which is all they know of position")) if family.places == "none" else Later(
            lambda: PlacementText.tr("no position vector and no relative positions: as configured, nothing tells this "
                                     "model where a token is"))
    if relative is not None:
        how = text
        text = Later(lambda: PlacementText.tr("{how}. {relative}").format(how=shown(how), relative=relative.describe())
                     ) if how else Later(relative.describe)
    return {"scheme": scheme, "max_length": max_length, "positions": text, "relative": relative}


def placement(model, small: dict, width: int) -> dict:
    """The scheme, max length, positions text and RoPE/ALiBi/relative fields of the recipe."""
    config, family = model.config, model.family
    heads = config_int(config, HEAD_KEYS)
    if family.places in ("learned", "sinusoidal", "relative", "none"):
        place = _absolute(model, small, _relative(family, config))
        place["head_dim"] = width // heads if heads else None
        return place
    max_length = config_int(config, LENGTH_KEYS + ("seq_length",), NO_TABLE_LENGTH)
    if not uses_rope(family, config):
        slopes, text = _alibi(config)
        return {"scheme": NoPositions(), "max_length": max_length, "positions": text, "alibi_slopes": slopes,
                "head_dim": width // heads}
    ropes = model_ropes(family, config)
    rope = ropes.get("full_attention") or ropes.get("") or next(iter(ropes.values()))
    parts = [rope_text(rope, heads)]
    for name, other in ropes.items():
        if other is not rope:
            parts.append(_other_layers(name.replace("_", " "), rope_text(other, None)))
    parts.append(_nope_text(config))
    text = Later(lambda: "".join(shown(part) for part in parts))
    return {"scheme": rope, "max_length": max_length, "positions": text, "rope": rope,
            "head_dim": rope.head_dim, "ropes": tuple(ropes.items())}
