"""What THIS model does between its token rows and block 1, in whole sentences (plain functions, no Qt).

The walkthrough's steps 3-5 and the addition panel read them. Every claim is read from the layer:
whether its scheme adds a vector, what its recipe says of attention (RoPE, ALiBi slopes, relative
positions, a late position table) and the recipe's own step list after z (token type, LayerNorm, a
scale, a projection) — never from a family's name. The toy model (no recipe) keeps the lesson's words.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.i18n import Context, number
from posviz.model import NoPositions, Rope

ModelSteps = Context("ModelSteps")


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


def _inside_texts(width: int, own: str) -> dict[str, str]:
    """What carries position when nothing (or not only a vector) is added here: whole sentences."""
    return {
        "rope": ModelSteps.tr("RoPE adds nothing here; the rotation happens inside attention, where each query and "
                              "key is turned by an angle that grows with its position."),
        "alibi": ModelSteps.tr("ALiBi adds nothing here; inside attention each score is lowered in proportion to the "
                               "distance between the two tokens, with one slope per head."),
        "relative": ModelSteps.tr("Relative positions add nothing here; inside attention each pair of tokens also "
                                  "gets what was learned for the distance between them."),
        "late": ModelSteps.tr("Nothing is added here yet; this model adds its position rows later, after the token "
                              "rows are projected to the {width}-wide hidden size.").format(width=number(width)),
        "none": ModelSteps.tr("Nothing is added here. {own}.").format(own=own),
        "off": ModelSteps.tr("No position vector is made here: every position row is all zeros, so swapping two "
                             "words only swaps rows of Z."),
    }


def nothing_added(inside: str) -> str:
    """The same as :func:`inside_sentence`, in one short sentence for the step that would add the vector."""
    return {
        "rope": ModelSteps.tr("RoPE adds nothing here; the rotation happens inside attention."),
        "alibi": ModelSteps.tr("ALiBi adds nothing here; its distance penalty acts inside attention."),
        "relative": ModelSteps.tr("Relative positions add nothing here; they act inside attention."),
        "late": ModelSteps.tr("Nothing is added here yet; the position rows come after the projection."),
        "none": ModelSteps.tr("Nothing is added here; this model has no positions at all."),
        "off": ModelSteps.tr("Nothing is added here: every position row is all zeros."),
    }[inside]


def order_sentence() -> str:
    return ModelSteps.tr("Attention looks at all tokens at once, so nothing tells it the order.")


def also_relative() -> str:
    return ModelSteps.tr("Inside attention it also uses the distance between two tokens.")


def inside_sentence(place: Placement, own: str = "") -> str:
    """What carries position for ``place``, in a sentence (``own``: the model's own positions text)."""
    own = own.rstrip(".") or ModelSteps.tr("No position vector and no position inside attention")
    return _inside_texts(place.width, own[:1].upper() + own[1:])[place.inside]


def positions_step(place: Placement, vectors_caption: str, own: str = "") -> str:
    """Step 3: how this model makes (or does not make) a vector for each position."""
    if place.adds or (not place.real and place.inside == "rope"):
        text = ModelSteps.tr("{order} {vectors}").format(order=order_sentence(), vectors=vectors_caption)
        if place.inside == "relative":
            text = ModelSteps.tr("{sentences} {relative}").format(sentences=text, relative=also_relative())
        return text
    if place.inside == "none":
        return inside_sentence(place, own)
    return ModelSteps.tr("{order} {inside}").format(order=order_sentence(), inside=inside_sentence(place, own))


def add_plain() -> str:
    return ModelSteps.tr("The position vector is added into the token's row, number by number. One vector now "
                         "carries both what the token is and where it sits.")


def add_step(place: Placement) -> str:
    """Step 4: what is added into each token's row, and what block 1 then receives."""
    if place.adds and not place.more:
        return add_plain()
    if place.adds:
        return ModelSteps.tr("The position vector is added into the token's row, number by number: z = token + "
                             "position carries both what the token is and where it sits. This model does more "
                             "before block 1, which receives {formula} (next step).").format(formula=place.formula)
    if place.more:
        return ModelSteps.tr("{inside} The token's row goes on without a position vector: block 1 receives "
                             "{formula}.").format(inside=nothing_added(place.inside), formula=place.formula)
    return ModelSteps.tr("{inside} The token's row goes on unchanged: block 1 receives it as it is.").format(
        inside=nothing_added(place.inside))


def hand_toy() -> str:
    return ModelSteps.tr("Stack one row per token and you have Z, the matrix the first transformer block reads. "
                         "Attention's queries, keys and values are all computed from it.")


def hand_over_step(place: Placement) -> str:
    """Step 5: what Z is for this model (the toy keeps the lesson's words)."""
    if not place.real:
        return hand_toy()
    formula = ModelSteps.tr("the token's row of E") if place.formula == "token" else place.formula
    if place.encoder:
        text = ModelSteps.tr("Stack one row per token, each row = {formula}, and you have Z, the matrix the "
                             "encoder's first block reads: %Ln numbers per row.", None, place.width)
    else:
        text = ModelSteps.tr("Stack one row per token, each row = {formula}, and you have Z, the matrix the "
                             "first block reads: %Ln numbers per row.", None, place.width)
    use = (ModelSteps.tr("Everything the model computes starts from it.") if place.inside == "none" else
           ModelSteps.tr("Attention's queries, keys and values are all computed from it."))
    return ModelSteps.tr("{sentence} {use}").format(sentence=text.format(formula=formula), use=use)


def positions_title(inside: str) -> str:
    """Step 3's title when no position vector is added here (the lesson's title otherwise)."""
    if inside in ("rope", "alibi", "relative"):
        return ModelSteps.tr("Positions act inside attention")
    return {"late": ModelSteps.tr("Positions come after the projection"),
            "none": ModelSteps.tr("This model has no positions"),
            "off": ModelSteps.tr("No position vectors")}[inside]


def add_title() -> str:
    """Step 4's title when no position vector is added here."""
    return ModelSteps.tr("Nothing to add here")


def step_title(place: Placement, step: int, lesson_title: str) -> str:
    """The title of ``step`` (0-based): the lesson's ``lesson_title`` unless it would claim a vector is
    made or added where none is."""
    if place.adds or step not in (2, 3):
        return lesson_title
    return positions_title(place.inside) if step == 2 else add_title()
