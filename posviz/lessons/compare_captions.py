"""What a comparison of models shows, in whole sentences stated from its numbers.

Each sentence is marked for translation (:mod:`posviz.i18n`) with named fields filled after the
translation and counts as plurals (``%Ln``), from a :class:`~posviz.lessons.compare.Comparison`:
token counts, the tokens a word became, unknown and byte tokens, and the token (and its row) that
covers a chosen character. The sentences are made on every call, never kept, so a view that draws
them again after the language changed draws them in the new language.
"""
from __future__ import annotations

import numpy as np

from posviz.i18n import Context, isolate, number, shown

CompareCaptions = Context("CompareCaptions")


def no_text() -> str:
    return CompareCaptions.tr("Type a sentence to compare how the models read it.")


def no_rows(name: str, reason: str) -> str:
    """Why model ``name`` has no rows (``reason``: the model's own message)."""
    return CompareCaptions.tr("{name} could not read this sentence: {reason}").format(name=isolate(name), reason=isolate(reason))


def _word(model, word: str, pieces, token_id: int) -> str:
    if len(pieces) == 1 and model.unknown[pieces[0]]:
        return CompareCaptions.tr("{model} has no token for “{word}”: it becomes the unknown token (id {id}).").format(
            model=isolate(model.name), word=isolate(word), id=number(token_id))
    if len(pieces) == 1:
        return CompareCaptions.tr("{model} keeps “{word}” as one token.").format(model=isolate(model.name), word=isolate(word))
    return CompareCaptions.tr("{model} cuts “{word}” into %Ln tokens.", None, len(pieces)).format(
        model=isolate(model.name), word=isolate(word))


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
        token_id = int(model.ids[pieces[0]]) if len(pieces) else -1
        lines.append(_word(model, word, pieces, token_id))
    return lines


def count_captions(comparison) -> list[str]:
    """Each model's token count, its unknown and byte tokens, and which model needs most and fewest."""
    models = [m for m in comparison.models if not m.problem]
    if not comparison.text.strip():
        return [no_text()]
    lines = []
    for model in models:
        lines += _model_counts(model)
    counts = [m.count for m in models]
    if len(models) > 1 and len(set(counts)) == 1:
        lines.append(CompareCaptions.tr("Every model reads the sentence as %Ln tokens, but with different ids: "
                                        "an id is only a row number.", None, counts[0]))
    elif len(models) > 1:
        most, fewest = models[int(np.argmax(counts))], models[int(np.argmin(counts))]
        lines.append(CompareCaptions.tr("{most} needs the most tokens ({most_count}), {fewest} the fewest "
                                        "({fewest_count}).").format(most=isolate(most.name), most_count=number(most.count),
                                                                    fewest=isolate(fewest.name),
                                                                    fewest_count=number(fewest.count)))
    return lines


def _model_counts(model) -> list[str]:
    """How many tokens ``model`` reads, how many it added, and its unknown and byte tokens."""
    special = int(model.special.sum())
    if special:
        lines = [CompareCaptions.tr("{model} reads the sentence as %Ln tokens, {special} of them added by the "
                                    "model itself.", None, model.count).format(model=isolate(model.name),
                                                                               special=number(special))]
    else:
        lines = [CompareCaptions.tr("{model} reads the sentence as %Ln tokens.", None, model.count).format(
            model=isolate(model.name))]
    if model.unknown.any():
        lines.append(CompareCaptions.tr("%Ln of {model}'s tokens are its unknown token: those pieces have no row of "
                                        "their own.", None, int(model.unknown.sum())).format(model=isolate(model.name)))
    if model.byte_pieces.any():
        lines.append(CompareCaptions.tr("%Ln of {model}'s tokens are bytes that are not text on their own.", None,
                                        int(model.byte_pieces.sum())).format(model=isolate(model.name)))
    return lines


def chosen_captions(comparison, char: int, values) -> list[str]:
    """Which token covers character ``char`` in each model and how its row begins.

    ``values`` turns a row's first dimensions (shape (k,)) into text (e.g. ``spoken.numbers``).
    """
    text = comparison.text
    if not 0 <= char < len(text):
        return [CompareCaptions.tr("Character {char} is past the end of the sentence (%Ln characters).", None,
                                   len(text)).format(char=number(char))]
    lines = []
    for model, index in zip(comparison.models, comparison.chosen(char)):
        if model.problem:
            lines.append(no_rows(model.name, model.problem))
        elif index is None:
            lines.append(CompareCaptions.tr("No token of {model} covers character {char} (“{letter}”): the tokenizer "
                                            "dropped it.").format(model=isolate(model.name), char=number(char),
                                                                  letter=isolate(text[char])))
        else:
            lines.append(CompareCaptions.tr("Character {char} (“{letter}”) is in {model}'s token {index}, “{label}” "
                                            "(id {id}); its row begins {values}.").format(
                char=number(char), letter=isolate(text[char]), model=isolate(model.name), index=number(index),
                label=isolate(model.labels[index]), id=number(int(model.ids[index])), values=values(model.first_dims[index])))
    return lines


def recipe_sentence(name: str, width: int, real: bool, rows: int, positions: str) -> str:
    """One line on model ``name``: its width, vocabulary and how positions are added.

    ``positions`` is the family table's own words for a real model (``real``), else the toy's scheme.
    """
    if real:
        return CompareCaptions.tr("{name}: width {width}, vocabulary %Ln rows; {positions}", None, rows).format(
            name=isolate(name), width=number(width), positions=isolate(shown(positions)))
    if positions == "sinusoidal":
        return CompareCaptions.tr("{name}: width {width}, vocabulary %Ln words; sinusoidal positions added to each "
                                  "token row.", None, rows).format(name=isolate(name), width=number(width))
    #: {scheme} is a position scheme's name in English (learned, rope, none)
    return CompareCaptions.tr("{name}: width {width}, vocabulary %Ln words; position scheme “{scheme}”.", None,
                              rows).format(name=isolate(name), width=number(width), scheme=isolate(positions))
