"""What a comparison of models shows, in whole sentences stated from its numbers.

Each sentence is a template with named fields (for translation), filled from a
:class:`~posviz.lessons.compare.Comparison`: token counts, the tokens a word became, unknown
and byte tokens, and the token (and its row) that covers a chosen character.
"""
from __future__ import annotations

import numpy as np

WORD_ONE = "{model} keeps “{word}” as one token."
WORD_UNKNOWN = "{model} has no token for “{word}”: it becomes the unknown token (id {id:,})."
WORD_MANY = "{model} cuts “{word}” into {count:,} tokens."
COUNT = "{model} reads the sentence as {count:,} tokens."
COUNT_SPECIAL = "{model} reads the sentence as {count:,} tokens, {special:,} of them added by the model itself."
UNKNOWN = "{count:,} of {model}'s tokens are its unknown token: those pieces have no row of their own."
BYTES = "{count:,} of {model}'s tokens are bytes that are not text on their own."
SAME_COUNT = "Every model reads the sentence as {count:,} tokens, but with different ids: an id is only a row number."
SPREAD = "{most} needs the most tokens ({most_count:,}), {fewest} the fewest ({fewest_count:,})."
NO_TEXT = "Type a sentence to compare how the models read it."
COVERED = ("Character {char:,} (“{letter}”) is in {model}'s token {index:,}, “{label}” (id {id:,}); "
           "its row begins {values}.")
NOT_COVERED = "No token of {model} covers character {char:,} (“{letter}”): the tokenizer dropped it."
OUTSIDE = "Character {char:,} is past the end of the sentence ({length:,} characters)."


def word_at(text: str, char: int) -> tuple[int, int]:
    """The [start, end) of the run of non-space characters around ``char`` (empty on a space)."""
    if not 0 <= char < len(text) or text[char].isspace():
        return char, char
    start, end = char, char + 1
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return start, end


def word_captions(comparison, char: int) -> list[str]:
    """How many tokens each model cut the word around ``char`` into, one sentence per model."""
    start, end = word_at(comparison.text, char)
    if start == end:
        return []
    word = comparison.text[start:end]
    lines = []
    for model in comparison.models:
        if model.problem:
            continue
        pieces = model.overlapping(start, end)
        template = WORD_ONE if len(pieces) == 1 else WORD_MANY
        if len(pieces) == 1 and model.unknown[pieces[0]]:
            template = WORD_UNKNOWN
        token_id = int(model.ids[pieces[0]]) if len(pieces) else -1
        lines.append(template.format(model=model.name, word=word, count=len(pieces), id=token_id))
    return lines


def count_captions(comparison) -> list[str]:
    """Each model's token count, its unknown and byte tokens, and which model needs most and fewest."""
    models = [m for m in comparison.models if not m.problem]
    if not comparison.text.strip():
        return [NO_TEXT]
    lines = []
    for model in models:
        special = int(model.special.sum())
        template = COUNT_SPECIAL if special else COUNT
        lines.append(template.format(model=model.name, count=model.count, special=special))
        if model.unknown.any():
            lines.append(UNKNOWN.format(model=model.name, count=int(model.unknown.sum())))
        if model.byte_pieces.any():
            lines.append(BYTES.format(model=model.name, count=int(model.byte_pieces.sum())))
    counts = [m.count for m in models]
    if len(models) > 1 and len(set(counts)) == 1:
        lines.append(SAME_COUNT.format(count=counts[0]))
    elif len(models) > 1:
        most, fewest = models[int(np.argmax(counts))], models[int(np.argmin(counts))]
        lines.append(SPREAD.format(most=most.name, most_count=most.count, fewest=fewest.name,
                                   fewest_count=fewest.count))
    return lines


def chosen_captions(comparison, char: int, values) -> list[str]:
    """Which token covers character ``char`` in each model and how its row begins.

    ``values`` turns a row's first dimensions (shape (k,)) into text (e.g. ``spoken.numbers``).
    """
    text = comparison.text
    if not 0 <= char < len(text):
        return [OUTSIDE.format(char=char, length=len(text))]
    lines = []
    for model, index in zip(comparison.models, comparison.chosen(char)):
        if model.problem:
            lines.append(model.problem)
        elif index is None:
            lines.append(NOT_COVERED.format(model=model.name, char=char, letter=text[char]))
        else:
            lines.append(COVERED.format(char=char, letter=text[char], model=model.name, index=index,
                                        label=model.labels[index], id=int(model.ids[index]),
                                        values=values(model.first_dims[index])))
    return lines
