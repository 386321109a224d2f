"""What the lesson page holds: posviz's own numbers for each prepared sentence, as plain data.

Every number is taken from the model (a :class:`~posviz.model.Frame`, the scheme's table, the
table's nearest-row search) and written exactly (:class:`~.encoding.Numbers`); the page only shows
them. Positions on and off are both computed here, so the page's switch needs no arithmetic.
"""
from __future__ import annotations

import numpy as np

import posviz
from posviz.lecture.export_data import column_names, position_rows
from posviz.lecture.page.encoding import Numbers, colours, data_url, png
from posviz.lecture.page.recipe_text import model_content
from posviz.lecture.speaker_notes import all_step_notes
from posviz.lessons.walkthrough import STEPS, step_caption, step_title
from posviz.model import NoPositions, Rope, Sinusoidal
from posviz.model.limits import MAX_Z_VALUES
from posviz.model.settings import build_layer, input_problem, settings_for_model

NEAREST_K = 4                     # as the app's embedding-table panel
MAX_HEATMAP_VALUES = 120_000      # heatmap cells carried with their values (64 rows of a 768-wide table fit)
MAX_PAGE_VALUES = 2_000_000       # numbers in one page (~25 MB of text at most): past it, shorter sentences
LEVEL_PERCENTILE = 99.5           # colour levels of a table that is not sin/cos, as the app's heatmap


class PageError(ValueError):
    """A page that cannot be made as asked; the message says why and what to do."""


def lesson_content(lecture, model=None, quiz=None, with_notes: bool = False) -> dict:
    """Everything the page shows, for every prepared sentence of ``lecture``.

    Parameters
    ----------
    lecture : posviz.lecture.state.LectureState
        Its slides are the page's sentences, in order; its current slide opens first.
    model : InputLayer, optional
        A real model's layer (its own positions); None for the toy model.
    quiz : posviz.lecture.quiz.Quiz, optional
    with_notes : bool
        Include the lecturer's speaker notes (left out by default: the page is for students).
    """
    sentences, total = [], 0
    for number, slide in enumerate(lecture.slides, 1):
        sentences.append(sentence_content(number, slide, model, with_notes))
        total += sentences[-1]["values"]
        if total > MAX_PAGE_VALUES:         # said as soon as it is known, not after every sentence is encoded
            raise PageError(f"the page would hold more than {total:,} numbers, more than the {MAX_PAGE_VALUES:,} "
                            "a page takes; export fewer or shorter sentences")
    return {"generator": f"posviz {posviz.__version__}", "current": lecture.current, "sentences": sentences,
            "titles": [step.title for step in STEPS], "quiz": quiz_content(quiz),
            "step_notes": list(all_step_notes()) if with_notes else None}


def sentence_content(number: int, slide, model, with_notes: bool) -> dict:
    """One prepared sentence: its tokens, E's rows, and both modes (positions on, off)."""
    on = slide.settings.changed(positions_on=True)
    on = settings_for_model(model, on) if model is not None else on
    off = on.changed(positions_on=False)
    modes = {}
    for name, settings in (("on", on), ("off", off)):
        problem = input_problem(slide.text, settings, model)
        try:
            if problem:
                raise ValueError(problem)
            layer = build_layer(settings, model)
            frame = layer.encode(slide.text, max_values=MAX_Z_VALUES)
        except ValueError as exc:
            raise PageError(f"prepared sentence {number} (“{slide.text[:40]}”): {exc}") from None
        modes[name] = (layer, frame)
    layer, frame = modes["on"]
    content = {"text": slide.text, "model": model_content(layer, frame), "columns": list(column_names(layer)),
               **token_content(layer, frame),
               "modes": {name: mode_content(*pair) for name, pair in modes.items()},
               "positions_on": slide.settings.positions_on, "focus": min(max(slide.view.focus, 0), frame.length - 1),
               "step": max(slide.view.step, 0), "notes": slide.notes if with_notes else None}
    content["heatmap"] = heatmap_content(layer, frame, slide.view.heatmap_rows)
    content["values"] = frame.length * frame.d_model * 7 + (content["heatmap"] or {}).get("size", 0)
    return content


def token_content(layer, frame) -> dict:
    """The tokens (text, id, known), E's rows they read (each distinct id once) and their nearest rows."""
    row_ids, first = [], []
    for index, token in enumerate(frame.tokens):
        if token.known and token.id not in row_ids:
            row_ids.append(int(token.id))
            first.append(index)
    tokens = [{"text": t.text, "id": int(t.id), "known": bool(t.known),
               "row": row_ids.index(int(t.id)) if t.known else -1} for t in frame.tokens]
    rows = frame.token_vectors[first] if first else np.zeros((0, frame.d_model))
    return {"tokens": tokens, "row_ids": row_ids, "rows": Numbers(rows),
            "nearest": [nearest_content(layer, token_id) for token_id in row_ids],
            "unk": layer.vocabulary.unk, "vocab_size": int(layer.table.vocab_size)}


def nearest_content(layer, token_id: int) -> dict:
    """The ``NEAREST_K`` rows of E nearest to row ``token_id`` by cosine, or why there are none."""
    table = layer.table
    try:
        if getattr(table, "measured", True) is False:
            table.measure_rows()
        found = table.nearest(token_id, NEAREST_K)
    except (ValueError, IndexError) as exc:
        return {"error": str(exc)}
    return {"rows": [{"token": layer.vocabulary.token_of(i), "id": int(i), "cosine": float(c)} for i, c in found]}


def mode_content(layer, frame) -> dict:
    """One mode (positions on or off): position rows, Z, what block 1 receives, and the step captions."""
    content = {"position": Numbers(frame.position_vectors), "z": Numbers(frame.z),
               "formula": frame.block_input_formula, "adds": adds_vector(layer.positions),
               "captions": [step_caption(step, layer) for step in range(len(STEPS))],
               "titles": [step_title(step, layer) for step in range(len(STEPS))],
               # A real model's steps after z (BERT's token type and LayerNorm): their names, and only
               # the rows block 1 receives (the rows between them would double a BERT page's size).
               "steps": [{"label": step.label, "detail": step.detail} for step in frame.steps],
               "block": Numbers(frame.block_input) if frame.steps else None}
    positions = np.arange(frame.length)
    if isinstance(layer.positions, Rope) and frame.length:
        content["rope"] = {"angles": Numbers(layer.positions.angles(positions, layer.d_model)),
                           "pairs": layer.positions.pairs(layer.d_model).tolist()}
    slopes = getattr(layer.recipe, "alibi_slopes", None)
    if slopes is not None:
        content["alibi"] = Numbers(slopes)
    return content


def adds_vector(scheme) -> bool:
    """Whether the scheme adds a vector to the token rows (not RoPE, not "none")."""
    return not isinstance(scheme, (Rope, NoPositions)) and getattr(scheme, "adds_to_input", True)


def heatmap_content(layer, frame, rows: int) -> dict | None:
    """The position table as a picture, with its values for the pointer's readout; None when the
    scheme adds no vector (RoPE, none)."""
    scheme, d = layer.positions, layer.d_model
    if not adds_vector(scheme):
        return None
    # the view's rows, or the sentence's when longer; never more cells than MAX_HEATMAP_VALUES
    rows = max(min(position_rows(layer, max(int(rows), frame.length)), MAX_HEATMAP_VALUES // d), 1)
    values = scheme.encode(np.arange(rows), d)
    if isinstance(scheme, Sinusoidal):
        levels = (-1.0, 1.0)
        pair, is_sin = scheme.columns(d)
        names = [f"pair {int(p):,} · {'sin' if s else 'cos'}" for p, s in zip(pair, is_sin)]
    else:
        finite = np.abs(values[np.isfinite(values)])
        top = float(np.percentile(finite, LEVEL_PERCENTILE)) if finite.size else 1.0
        levels, names = (-(top or 1.0), top or 1.0), None
    return {"image": data_url(png(colours(values, levels))), "rows": int(rows), "cols": int(d),
            "values": Numbers(values), "levels": list(levels), "columns": names, "size": int(values.size)}


def quiz_content(quiz) -> dict | None:
    """The quiz's questions, choices, right answers and explanations (None without a quiz)."""
    if quiz is None:
        return None
    return {"title": quiz.title, "questions": [
        {"question": q.question, "choices": [{"text": c.text, "correct": c.correct, "explanation": c.explanation}
                                             for c in q.choices]} for q in quiz.questions]}
