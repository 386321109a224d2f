"""The model's name and recipe in sentences, for the lesson page's header (plain functions)."""
from __future__ import annotations

from posviz.model import Learned, NoPositions, Rope, Sinusoidal

LAYOUTS = {"interleaved": "interleaved sin and cos", "split": "all sines, then all cosines"}
PAIRINGS = {"interleaved": "dimension pairs (2k, 2k+1)", "half": "dimension pairs (k, k + d/2)"}


def model_content(layer, frame) -> dict:
    """The model's name, size and recipe (a list of sentences), and how Z is made."""
    recipe = layer.recipe
    lines = []
    if recipe is not None:
        lines.append("{family} model (model type “{kind}”), token table stored as {dtype}.".format(
            family=recipe.family, kind=recipe.model_type, dtype=recipe.dtype))
        lines.append("Positions: {how}".format(how=recipe.positions.rstrip(".") + "."))
        lines.extend(recipe.absent)
        lines.extend(recipe.notes)
    else:
        lines.append(scheme_sentence(layer.positions, layer.d_model))
    lines.append("Block 1 receives Z = {formula}, one row per token.".format(formula=frame.block_input_formula))
    return {"name": layer.name, "d": int(layer.d_model), "vocab_size": int(layer.table.vocab_size),
            "recipe": lines}


def scheme_sentence(scheme, d_model: int) -> str:
    """What the toy model's position scheme is, with its numbers, in one sentence."""
    if isinstance(scheme, Sinusoidal):
        return ("Positions: sin/cos of the position, {layout}, {exponent} frequencies, base {base:g}"
                "{offset}.").format(layout=LAYOUTS.get(scheme.layout, scheme.layout),
                                     exponent=scheme.exponent, base=scheme.base,
                                     offset=f", positions counted from {scheme.offset}" if scheme.offset else "")
    if isinstance(scheme, Learned):
        kind = "illustrative random values" if scheme.illustrative else "learned values"
        return "Positions: a table of {rows:,} rows × {d:,} ({kind}).".format(rows=scheme.max_len, d=d_model, kind=kind)
    if isinstance(scheme, Rope):
        return ("Positions: RoPE, base {base:g}, rotating {pairs} inside attention; nothing is added to Z."
                ).format(base=scheme.base, pairs=PAIRINGS.get(scheme.pairing, scheme.pairing))
    if isinstance(scheme, NoPositions):
        return "Positions: none; nothing is added to the token rows."
    return "Positions: {name}.".format(name=getattr(scheme, "name", "position"))
