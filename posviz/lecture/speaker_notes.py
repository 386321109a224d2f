"""Speaker notes: what the lecturer may say at each walkthrough step, shown only to the lecturer.

The defaults below are written for the five steps of the walkthrough (``posviz.qt.window.walkthrough``:
split into ids, look up rows of E, position vectors, add, hand Z on). Each note speaks of what that
step's panels show; a fact that holds only for one setting says which one (the toy model, the
sinusoidal scheme, ...), so the note stays true whatever the lecturer has chosen. A slide of a
``.posviz`` lecture may carry notes of its own (``Slide.notes``); :func:`notes_for` prefers them.
Pure Python (no Qt): the presenter console and the window read the same text.
"""
from __future__ import annotations

from posviz.i18n import Context

SpeakerNotes = Context("SpeakerNotes")


def all_step_notes() -> tuple[str, ...]:
    """The default notes of the five walkthrough steps, in the current language."""
    return (
        # 0 - Split the text into token ids (panel: the sentence)
        SpeakerNotes.tr("Point at the chips: each is one token and the number under it is its id. "
                        "An id is a row number and nothing more; ids that are close say nothing about words being alike. "
                        "In the toy vocabulary “the dog bit the man” becomes [0, 2, 6, 0, 4]: “the” gets id 0 both times. "
                        "Ask the room what a model could learn from 6 being larger than 2 (nothing)."),
        # 1 - Look up each id's row (panels: the sentence and E)
        SpeakerNotes.tr("E has one row per vocabulary entry and d columns; the id only says which row to read, "
                        "there is no formula. The rows were learned in training, so the numbers are features nobody named. "
                        "The size of E depends on the vocabulary, never on the sentence: a longer text reads more rows, "
                        "it does not make the table bigger. A repeated word reads the same row every time, "
                        "so at this point the two “the”s are identical."),
        # 2 - Make a vector for each position (panel: the position heatmap)
        SpeakerNotes.tr("The problem to state first: attention compares every token with every other at once, "
                        "so without help it cannot tell “the dog bit the man” from “the man bit the dog”. "
                        "Each row of the heatmap is one position, each column one of the d numbers, the same width as E. "
                        "With the sinusoidal scheme the values are sin and cos of the position at a different speed per "
                        "column pair, computed from a formula, not learned; GPT-2 learns this table instead, and RoPE "
                        "adds no vector here at all (it rotates queries and keys inside attention)."),
        # 3 - Add them (panel: the addition)
        SpeakerNotes.tr("The position vector is added to the token's row number by number, not placed beside it, "
                        "so the width stays d. Now the same word at two positions gives two different rows: in the toy "
                        "model (sinusoidal, d = 6) “the” at position 0 and at position 3 differ by up to 1.99 in one "
                        "column. Ask what would happen with positions switched off (the two rows would be equal again)."),
        # 4 - Hand Z to the first layer (panel: Z)
        SpeakerNotes.tr("Z has one row per token and d columns: L × d, whatever the size of the vocabulary. "
                        "This is what the first transformer block reads. The queries, keys and values are computed from Z "
                        "later, inside attention; the position vectors are not Q, K or V. "
                        "The Word order demo shows the point: with positions off, shuffling the words only shuffles Z's rows."),
    )


def step_notes(step: int) -> str:
    """The default speaker notes of walkthrough step ``step`` (0-based).

    Parameters
    ----------
    step : int
        A walkthrough step; -1 (outside the walkthrough) or any other step outside
        ``0 .. 4`` has no notes.

    Returns
    -------
    str
        The notes, or "" when the step has none.
    """
    notes = all_step_notes()
    return notes[step] if 0 <= step < len(notes) else ""


def notes_for(slide) -> str:
    """What the lecturer sees for ``slide`` (a :class:`posviz.lecture.state.Slide`): its own notes
    when it has any, else the default notes of its walkthrough step ("" outside the walkthrough)."""
    own = getattr(slide, "notes", "")
    return own if own.strip() else step_notes(slide.view.step)
