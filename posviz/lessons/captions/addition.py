"""The words of the vector-addition panel: captions, notes and labels (plain functions, no Qt;
posviz.qt.panels.addition.text re-exports them for the panel). Each is made when called, in the
language showing then (posviz.i18n)."""
from __future__ import annotations

from posviz.i18n import Context, isolate, number

AdditionCaptions = Context("AdditionCaptions")


def empty_caption() -> str:
    return AdditionCaptions.tr("No sentence yet. Type one above: each word's table row and the vector for its "
                               "position will be added here, one dimension at a time.")


def _head(word: str, position: int) -> str:
    return AdditionCaptions.tr("“{word}” at position {position}").format(word=isolate(word), position=number(position))


def _own(known: bool) -> str:
    return AdditionCaptions.tr("its row of E") if known else AdditionCaptions.tr("zeros (E has no row for it)")


def _why(inside: str) -> str:
    """Why nothing is added into the token's row here, as the first clause of a sum's sentence."""
    return {"rope": AdditionCaptions.tr("RoPE adds nothing here"),
            "alibi": AdditionCaptions.tr("ALiBi adds nothing here"),
            "relative": AdditionCaptions.tr("relative positions add nothing here"),
            "late": AdditionCaptions.tr("no position vector is added yet")}.get(
        inside, AdditionCaptions.tr("no position vector is added"))


def caption(word: str, position: int, rope: bool, off: bool, known: bool = True) -> str:
    """The one-line summary above the bars, written as the sum it shows."""
    fields = {"head": _head(word, position), "own": _own(known), "position": number(position)}
    if rope or off:
        return AdditionCaptions.tr("{head}: {why}, so row {position} of Z = {own}, unchanged.").format(
            why=_why("rope" if rope else "off"), **fields)
    return AdditionCaptions.tr("{head}: {own} + the position-{position} vector = row {position} of Z.").format(**fields)


def model_caption(word: str, position: int, place, known: bool = True) -> str:
    """The sum above the bars for a layer whose :class:`~posviz.lessons.model_steps.Placement`
    is ``place``: the lesson's sentence when z is what block 1 receives, else z and then Z's formula."""
    if not place.real or (place.adds and not place.more):
        return caption(word, position, rope=place.inside == "rope", off=not place.adds, known=known)
    fields = {"head": _head(word, position), "own": _own(known), "position": number(position),
              "formula": place.z_formula, "why": _why(place.inside)}
    if place.adds:
        return AdditionCaptions.tr("{head}: {own} + the position-{position} vector = z; row {position} of Z, "
                                   "what block 1 receives, is {formula}.").format(**fields)
    if place.more:
        return AdditionCaptions.tr("{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, "
                                   "is {formula}.").format(**fields)
    return AdditionCaptions.tr("{head}: {why}, so row {position} of Z = {own}, unchanged.").format(**fields)


def title(place) -> str:
    """The addition panel's title for a layer whose placement is ``place`` (the lesson's when it adds a
    position vector and block 1 receives z), as true of the model as its caption."""
    if place.adds:
        return (AdditionCaptions.tr("Token row + position row = z, which this model's further steps turn into Z")
                if place.more else AdditionCaptions.tr("Token row + position row = row of Z"))
    if place.more:
        return AdditionCaptions.tr("Token row = z, which this model's further steps turn into Z: {why}").format(
            why=_why(place.inside))
    return AdditionCaptions.tr("Token row = row of Z: {why}").format(why=_why(place.inside))


def position_note(settings, rope: bool, off: bool, model_positions: str = "") -> str:
    """Why the position row is what it is, when it is all zeros (``model_positions``: a real model's
    own sentence on how it places tokens, when it adds no position vector here)."""
    if rope:
        return AdditionCaptions.tr("RoPE adds nothing to Z: the position comes in later, inside attention, where "
                                   "each query and key is rotated by an angle that grows with its position.")
    if not off:
        return ""
    if settings.positions_on and model_positions:
        return no_vector_note(model_positions)
    if not settings.positions_on:
        return AdditionCaptions.tr("Positions are switched off: the position row is all zeros. Swap two words and "
                                   "Z only swaps rows, so the model cannot tell the word order.")
    return AdditionCaptions.tr("The position scheme is “none”: the position row is all zeros. Swap two words and "
                               "Z only swaps rows, so the model cannot tell the word order.")


def no_vector_note(model_positions: str) -> str:
    """A real model that adds no position vector to its token rows here, and what it does instead."""
    kind = model_positions.split(":")[0].rstrip(".")          # the full sentence is in the position view
    return AdditionCaptions.tr("No position vector is added to these token rows; this model places tokens this "
                               "way: {kind} (the position view and the Real model tab say how).").format(
        kind=isolate(kind))


def unknown_note(word: str, unk: str, token_id: int) -> str:
    """Why an unknown word's token row is zeros."""
    return AdditionCaptions.tr("“{word}” is not in the vocabulary: it gets the id {id} ({unk}), and the table has "
                               "no row for it, so its token row is all zeros.").format(
        word=isolate(word), id=token_id, unk=isolate(unk))


def illustrative_note(table, scheme, d_model: int) -> str:
    """Labels for numbers that were drawn at random rather than learned."""
    token = getattr(table, "illustrative", False)
    position = getattr(scheme, "illustrative", False)
    if token and position:
        return AdditionCaptions.tr("Illustrative numbers: the {width}-wide token table and the learned position "
                                   "table hold seeded random values, not trained ones.").format(width=number(d_model))
    if token:
        return AdditionCaptions.tr("Illustrative numbers: the {width}-wide token table holds seeded random values, "
                                   "not trained ones.").format(width=number(d_model))
    if position:
        return AdditionCaptions.tr("Illustrative numbers: the learned position table holds seeded random values, "
                                   "not trained ones.")
    return ""


def lane_titles(word: str, token_id: int, known: bool, position: int, final: bool = True) -> tuple[str, str, str]:
    """Headings of the token, position and sum lanes; the sum is "row p of Z" only when it is what
    block 1 receives (``final``), else "z, row p" (the model's further steps make Z)."""
    token = (AdditionCaptions.tr("“{word}” (id {id})") if known else AdditionCaptions.tr("“{word}” (no row)")).format(
        word=isolate(word), id=token_id)
    where = number(position)
    total = (AdditionCaptions.tr("row {position} of Z") if final else AdditionCaptions.tr("z, row {position}")).format(
        position=where)
    return token, AdditionCaptions.tr("position {position}").format(position=where), total


def dim_names(names, first: int, stop: int) -> list[str]:
    """Row labels for dimensions ``first .. stop - 1``: the table's names, else "dim i"."""
    if names:
        return [str(n) for n in names[first:stop]]
    return [AdditionCaptions.tr("dim {index}").format(index=i) for i in range(first, stop)]


def dims_label(first: int, stop: int, d_model: int) -> str:
    """Which dimensions are on screen, e.g. "dims 0–13 of 512"."""
    return AdditionCaptions.tr("dims {first}–{last} of {width}").format(
        first=number(first), last=number(stop - 1), width=number(d_model))
