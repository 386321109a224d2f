"""The words of the vector-addition panel: captions, notes and labels (plain functions, no Qt;
posviz.qt.panels.addition.text re-exports them for the panel)."""
from __future__ import annotations

EMPTY_CAPTION = ("No sentence yet. Type one above: each word's table row and the vector for its "
                 "position will be added here, one dimension at a time.")


def caption(word: str, position: int, rope: bool, off: bool, known: bool = True) -> str:
    """The one-line summary above the bars, written as the sum it shows."""
    own = "its row of E" if known else "zeros (E has no row for it)"
    head = f"“{word}” at position {position}"
    if rope or off:
        why = "RoPE adds nothing here" if rope else "no position vector is added"
        return f"{head}: {why}, so row {position} of Z = {own}, unchanged."
    return f"{head}: {own} + the position-{position} vector = row {position} of Z."


# A real model's sum, when z = token + position is not yet what block 1 receives, or nothing is added.
SUM_MORE = "{head}: {own} + the position-{position} vector = z; row {position} of Z, what block 1 receives, is {formula}."
NOTHING_PLAIN = "{head}: {why}, so row {position} of Z = {own}, unchanged."
NOTHING_MORE = "{head}: {why}, so z = {own}; row {position} of Z, what block 1 receives, is {formula}."
WHY_NOTHING = {"rope": "RoPE adds nothing here", "alibi": "ALiBi adds nothing here",
               "relative": "relative positions add nothing here", "late": "no position vector is added yet",
               "none": "no position vector is added", "off": "no position vector is added"}


def model_caption(word: str, position: int, place, known: bool = True) -> str:
    """The sum above the bars for a layer whose :class:`~posviz.lessons.model_steps.Placement`
    is ``place``: the lesson's sentence when z is what block 1 receives, else z and then Z's formula."""
    if not place.real or (place.adds and not place.more):
        return caption(word, position, rope=place.inside == "rope", off=not place.adds, known=known)
    fields = {"head": f"“{word}” at position {position}", "own": _own(known), "position": position,
              "formula": place.z_formula, "why": WHY_NOTHING.get(place.inside, "")}
    if place.adds:
        return SUM_MORE.format(**fields)
    return (NOTHING_MORE if place.more else NOTHING_PLAIN).format(**fields)


# The panel's title, as true of the model as its caption.
TITLE_SUM = "Token row + position row = row of Z"
TITLE_SUM_MORE = "Token row + position row = z, which this model's further steps turn into Z"
TITLE_NOTHING = "Token row = row of Z: {why}"
TITLE_NOTHING_MORE = "Token row = z, which this model's further steps turn into Z: {why}"


def title(place) -> str:
    """The addition panel's title for a layer whose placement is ``place`` (the lesson's when it adds a
    position vector and block 1 receives z)."""
    if place.adds:
        return TITLE_SUM_MORE if place.more else TITLE_SUM
    return (TITLE_NOTHING_MORE if place.more else TITLE_NOTHING).format(why=WHY_NOTHING[place.inside])


def _own(known: bool) -> str:
    return "its row of E" if known else "zeros (E has no row for it)"


def position_note(settings, rope: bool, off: bool, model_positions: str = "") -> str:
    """Why the position row is what it is, when it is all zeros (``model_positions``: a real model's
    own sentence on how it places tokens, when it adds no position vector here)."""
    if rope:
        return ("RoPE adds nothing to Z: the position comes in later, inside attention, where each "
                "query and key is rotated by an angle that grows with its position.")
    if not off:
        return ""
    if settings.positions_on and model_positions:
        return no_vector_note(model_positions)
    why = "Positions are switched off" if not settings.positions_on else "The position scheme is “none”"
    return (f"{why}: the position row is all zeros. Swap two words and Z only swaps rows, "
            "so the model cannot tell the word order.")


def no_vector_note(model_positions: str) -> str:
    """A real model that adds no position vector to its token rows here, and what it does instead."""
    kind = model_positions.split(":")[0].rstrip(".")          # the full sentence is in the position view
    return (f"No position vector is added to these token rows; this model places tokens this way: {kind} "
            "(the position view and the Real model tab say how).")


def unknown_note(word: str, unk: str, token_id: int) -> str:
    """Why an unknown word's token row is zeros."""
    return (f"“{word}” is not in the vocabulary: it gets the id {token_id} ({unk}), and the table has "
            f"no row for it, so its token row is all zeros.")


def illustrative_note(table, scheme, d_model: int) -> str:
    """Labels for numbers that were drawn at random rather than learned."""
    parts = []
    if getattr(table, "illustrative", False):
        parts.append(f"the {d_model}-wide token table")
    if getattr(scheme, "illustrative", False):
        parts.append("the learned position table")
    if not parts:
        return ""
    verb = "holds" if len(parts) == 1 else "hold"
    return f"Illustrative numbers: {' and '.join(parts)} {verb} seeded random values, not trained ones."


def lane_titles(word: str, token_id: int, known: bool, position: int, final: bool = True) -> tuple[str, str, str]:
    """Headings of the token, position and sum lanes; the sum is "row p of Z" only when it is what
    block 1 receives (``final``), else "z, row p" (the model's further steps make Z)."""
    token = f"“{word}” (id {token_id})" if known else f"“{word}” (no row)"
    return token, f"position {position}", f"row {position} of Z" if final else f"z, row {position}"


def dim_names(names, first: int, stop: int) -> list[str]:
    """Row labels for dimensions ``first .. stop - 1``: the table's names, else "dim i"."""
    if names:
        return [str(n) for n in names[first:stop]]
    return [f"dim {i}" for i in range(first, stop)]


def dims_label(first: int, stop: int, d_model: int) -> str:
    """Which dimensions are on screen, e.g. "dims 0–13 of 512"."""
    return f"dims {first}–{stop - 1} of {d_model:,}"
