"""What THIS model does between its token rows and block 1, in whole sentences (plain functions, no Qt).

The walkthrough's steps 3-5 and the addition panel read them. Every claim is read from the layer:
whether its scheme adds a vector, what its recipe says of attention (RoPE, ALiBi slopes, relative
positions, a late position table) and the recipe's own step list after z (token type, LayerNorm, a
scale, a projection) — never from a family's name. The toy model (no recipe) keeps the lesson's words.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.model import NoPositions, Rope


@dataclass(frozen=True)
class Placement:
    """How a layer places tokens and what block 1 receives.

    Attributes
    ----------
    adds : bool
        A position vector is added into each token row here (z = token + position).
    inside : str
        What carries position when (or besides) no vector is added: "rope", "alibi", "relative",
        "late" (a table added after a projection), "none" (a real model with no positions at all),
        "off" (the lesson's scheme "none"), or "" (nothing else).
    formula : str
        What block 1 receives, e.g. "LayerNorm(token + position + token type 0)".
    z_formula : str
        The same written from z, e.g. "LayerNorm(z + token type 0)" (shorter, under the bars' sum).
    more : bool
        The recipe has steps after z, so z is not yet what block 1 receives.
    width : int
        Numbers in each row block 1 receives.
    real : bool
        A real model (it has a recipe).
    encoder : bool
        The rows go to an encoder-decoder model's encoder.
    """

    adds: bool
    inside: str
    formula: str
    more: bool
    width: int
    real: bool
    encoder: bool = False
    z_formula: str = "z"


def _inside(scheme, recipe) -> str:
    if isinstance(scheme, Rope):
        return "rope"
    if getattr(recipe, "alibi_slopes", None) is not None:
        return "alibi"
    if getattr(recipe, "relative", None) is not None:
        return "relative"
    if getattr(recipe, "late_positions", None) is not None:
        return "late"
    if isinstance(scheme, NoPositions):
        return "none" if recipe is not None else "off"
    return ""


def placement(layer) -> Placement:
    """Read :class:`Placement` from ``layer`` (an InputLayer): its recipe's steps are run on one row of
    ones (d numbers; cheap even for a real model), so the words follow the same steps as the frames."""
    scheme, recipe, d = layer.positions, layer.recipe, layer.d_model
    adds = bool(scheme.adds_to_input) and not isinstance(scheme, NoPositions)
    formula, z_formula = ("token + position" if adds else "token"), "z"
    steps, width = (), d
    if recipe is not None:
        ones = np.ones((1, d))
        steps = recipe.steps(ones, ones, ones if adds else np.zeros((1, d)))   # labels read whether a position is added
        for step in steps:
            formula, z_formula = step.formula.format(formula), step.formula.format(z_formula)
        width = steps[-1].vectors.shape[1] if steps else d
    return Placement(adds, _inside(scheme, recipe), formula, bool(steps), int(width), recipe is not None,
                     bool(getattr(recipe, "encoder", False)), z_formula)


# What carries position when nothing (or not only a vector) is added here: whole sentences.
INSIDE = {
    "rope": "RoPE adds nothing here; the rotation happens inside attention, where each query and key is "
            "turned by an angle that grows with its position.",
    "alibi": "ALiBi adds nothing here; inside attention each score is lowered in proportion to the distance "
             "between the two tokens, with one slope per head.",
    "relative": "Relative positions add nothing here; inside attention each pair of tokens also gets what was "
                "learned for the distance between them.",
    "late": "Nothing is added here yet; this model adds its position rows later, after the token rows are "
            "projected to the {width}-wide hidden size.",
    "none": "Nothing is added here. {own}.",
    "off": "No position vector is made here: every position row is all zeros, so swapping two words only swaps "
           "rows of Z.",
}
# The same, in one short sentence for the step that would add the vector.
NOTHING_ADDED = {
    "rope": "RoPE adds nothing here; the rotation happens inside attention.",
    "alibi": "ALiBi adds nothing here; its distance penalty acts inside attention.",
    "relative": "Relative positions add nothing here; they act inside attention.",
    "late": "Nothing is added here yet; the position rows come after the projection.",
    "none": "Nothing is added here; this model has no positions at all.",
    "off": "Nothing is added here: every position row is all zeros.",
}
ORDER = "Attention looks at all tokens at once, so nothing tells it the order."
ALSO_RELATIVE = "Inside attention it also uses the distance between two tokens."


def inside_sentence(place: Placement, own: str = "") -> str:
    """What carries position for ``place``, in a sentence (``own``: the model's own positions text)."""
    own = own.rstrip(".") or "No position vector and no position inside attention"
    return INSIDE[place.inside].format(width=place.width, own=own[:1].upper() + own[1:])


def positions_step(place: Placement, vectors_caption: str, own: str = "") -> str:
    """Step 3: how this model makes (or does not make) a vector for each position."""
    if place.adds or (not place.real and place.inside == "rope"):
        extra = f" {ALSO_RELATIVE}" if place.inside == "relative" else ""
        return f"{ORDER} {vectors_caption}{extra}"
    if place.inside == "none":
        return inside_sentence(place, own)
    return f"{ORDER} {inside_sentence(place, own)}"


ADD_PLAIN = ("The position vector is added into the token's row, number by number. One vector now carries both "
             "what the token is and where it sits.")
ADD_MORE = ("The position vector is added into the token's row, number by number: z = token + position carries "
            "both what the token is and where it sits. This model does more before block 1, which receives "
            "{formula} (next step).")
NOTHING_PLAIN = "{inside} The token's row goes on unchanged: block 1 receives it as it is."
NOTHING_MORE = "{inside} The token's row goes on without a position vector: block 1 receives {formula}."


def add_step(place: Placement) -> str:
    """Step 4: what is added into each token's row, and what block 1 then receives."""
    if place.adds:
        return ADD_MORE.format(formula=place.formula) if place.more else ADD_PLAIN
    template = NOTHING_MORE if place.more else NOTHING_PLAIN
    return template.format(inside=NOTHING_ADDED[place.inside], formula=place.formula)


HAND_TOY = ("Stack one row per token and you have Z, the matrix the first transformer block reads. "
            "Attention's queries, keys and values are all computed from it.")
HAND_REAL = ("Stack one row per token, each row = {formula}, and you have Z, the matrix {block} reads: "
             "{width:,} numbers per row. {use}")
USE_ATTENTION = "Attention's queries, keys and values are all computed from it."
USE_BLOCKS = "Everything the model computes starts from it."


def hand_over_step(place: Placement) -> str:
    """Step 5: what Z is for this model (the toy keeps the lesson's words)."""
    if not place.real:
        return HAND_TOY
    block = "the encoder's first block" if place.encoder else "the first block"
    use = USE_BLOCKS if place.inside == "none" else USE_ATTENTION
    formula = "the token's row of E" if place.formula == "token" else place.formula
    return HAND_REAL.format(formula=formula, block=block, width=place.width, use=use)


# Steps 3 and 4's titles when no position vector is added here (the lesson's titles otherwise).
POSITIONS_TITLE = {"rope": "Positions act inside attention", "alibi": "Positions act inside attention",
                   "relative": "Positions act inside attention", "late": "Positions come after the projection",
                   "none": "This model has no positions", "off": "No position vectors"}
ADD_TITLE = "Nothing to add here"


def step_title(place: Placement, step: int, lesson_title: str) -> str:
    """The title of ``step`` (0-based): the lesson's ``lesson_title`` unless it would claim a vector is
    made or added where none is."""
    if place.adds or step not in (2, 3):
        return lesson_title
    return POSITIONS_TITLE[place.inside] if step == 2 else ADD_TITLE
