"""The heatmap's words: caption, legend, hover readout and empty states (plain functions, no Qt;
posviz.qt.panels.heatmap.text re-exports them for the panel).

Every number in them comes from the model (the scheme, the frame, the drawn tile).
"""
from __future__ import annotations

from posviz.model import Learned, NoPositions, Rope, Sinusoidal
from posviz.model.viewport import SAMPLED, cell_value
# Moved to posviz.lessons.walkthrough (the lesson page reads them without Qt); kept importable here.
from posviz.lessons.walkthrough import WAVE_SENTENCES, position_vectors_caption, wave_order  # noqa: F401

LEVEL_PERCENTILE = 99.5


def short(text: str, limit: int = 16) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, control characters made visible.
    Only the characters kept are looked at (a 99,000-character token cost the GUI thread ~0.1 s)."""
    cut = text if len(text) <= limit else text[: limit - 1] + "…"
    return "".join(ch if ch.isprintable() else "\N{REPLACEMENT CHARACTER}" for ch in cut)


def caption(scheme, rows: int, levels: tuple[float, float], length: int) -> str:
    """What the table is and what its colour scale is (the axes show positions and dimensions)."""
    if isinstance(scheme, Sinusoidal):
        what = f"sin/cos ({convention_name(scheme)}), base {scheme.base:g}"
        scale = "colour scale fixed at −1\u00a0…\u00a0+1"
    elif isinstance(scheme, Learned):
        what = f"learned table, {scheme.max_len:,} rows" + (" (illustrative random values)" if scheme.illustrative else "")
        scale = f"colour scale ±{levels[1]:.3g} ({LEVEL_PERCENTILE:g}th percentile of |values|)"
    elif isinstance(scheme, (Rope, NoPositions)):
        return ""      # no table is drawn: the empty state says why
    else:
        what, scale = f"{getattr(scheme, 'name', 'position')} table", f"colour scale {levels[0]:g} … {levels[1]:g}"
    text = f"{what} · {scale}."
    if length > rows:
        text += f" The sentence has {length:,} tokens: rows 0–{rows - 1:,} are shown."
    return text


def convention_name(scheme: Sinusoidal) -> str:
    """A short name of a sinusoidal convention ("paper", "split halves", "tensor2tensor", ...)."""
    if scheme.exponent == "tensor2tensor":
        return "tensor2tensor" + (f", offset {scheme.offset}" if scheme.offset else "")
    name = "paper" if scheme.layout == "interleaved" else "split halves"
    return name + (f", offset {scheme.offset}" if scheme.offset else "")


def legend(frame, focus: int, rows: int) -> str:
    """What the marks mean (shown while no cell is hovered)."""
    text = f"Grey bar: the sentence, positions 0–{min(frame.length, rows) - 1:,}."
    if 0 <= focus < rows:
        text += f" Outlined: “{short(frame.tokens[focus].text)}”, position {focus:,}."
    elif focus >= rows:
        text += f" The focused token, at position {focus:,}, is past the rows shown."
    return f"{text} {HOW_TO}"


HOW_TO = "Hover a cell for its formula; click a sentence row to focus it."


def pixel_note(tile) -> str:
    """What one pixel of the drawn tile stands for, in a short sentence."""
    if tile is None or (tile.rows.block == 1 and tile.cols.block == 1):
        return "Each cell = one position, one dimension (exact values)."
    rows, cols = tile.rows.block, tile.cols.block
    if tile.method == SAMPLED and rows > 1:
        return f"Sampled: each pixel row shows 1 of {rows:,} positions (no mean)."
    if rows > 1 and cols > 1:
        return f"Each pixel = mean of {rows:,} positions × {cols:,} dimensions."
    if rows > 1:
        return f"Each pixel row = mean of {rows:,} positions."
    return f"Each pixel column = mean of {cols:,} dimensions."


def hovered_pixel(tile, position: int, column: int) -> str:
    """What the pixel under the pointer shows: the cell itself, or the block it stands for."""
    if tile is None or (tile.rows.block == 1 and tile.cols.block == 1):
        return pixel_note(tile)
    r, c = tile.rows.index_of(position), tile.cols.index_of(column)
    first, count = int(tile.rows.starts[r]), int(tile.rows.sizes[r])
    what = f"positions {first:,}–{first + count - 1:,}"
    if tile.method == SAMPLED and count > 1:
        what = f"position {first + (count - 1) // 2:,} only"
    if tile.cols.block > 1:
        c0, n = int(tile.cols.starts[c]), int(tile.cols.sizes[c])
        what += f", dimensions {c0:,}–{c0 + n - 1:,}"
    kind = "sample of" if tile.method == SAMPLED and count > 1 else "mean of"
    return f"This pixel = {kind} {what}: {tile.values[r, c]:.4f}."


def column_name(scheme, d_model: int, column: int) -> str:
    """What a column of the position table is: "pair 2 · sin" for sin/cos, "" for other tables.

    Position columns have no meaning of their own (E's names such as "animal" belong to the token
    table, not here): a sin/cos column is one wave of one frequency.
    """
    if not isinstance(scheme, Sinusoidal) or not 0 <= column < d_model:
        return ""
    pair, is_sin = scheme.columns(d_model)
    return f"pair {int(pair[column]):,} · {'sin' if is_sin[column] else 'cos'}"


def wave_note(scheme, d_model: int) -> str:
    """Which columns turn fast, read from the frequencies, in a few words ("" for other tables)."""
    return {"fast-left": "Pair 0 (left) turns fastest.",
            "halves": "Sines, then cosines: pair 0 of each half turns fastest.",
            "same": "Base 1: every column turns at the same speed.",
            "slow-left": "Slow waves on the left, fast on the right."}.get(wave_order(scheme, d_model), "")


def readout(scheme, d_model: int, names, frame, position: int, column: int) -> str:
    """Hovering cell (position, column): where it is, its value and, for sin/cos, the formula.

    ``names`` (E's column names) are not used: a position column is a wave, not a meaning.
    """
    where = f"position {position:,}"
    if position < frame.length:
        where += f" (“{short(frame.tokens[position].text)}”)"
    name = column_name(scheme, d_model, column)
    where += f" · dimension {column:,}" + (f" ({name})" if name else "")
    if isinstance(scheme, Sinusoidal):
        return f"{where}: {scheme.describe(position, column, d_model)}"
    value = cell_value(scheme, d_model, position, column)
    if isinstance(scheme, Learned):
        kind = "illustrative random row" if scheme.illustrative else "learned row"
        return f"{where}: {value:.4f} ({kind} {position:,})"
    return f"{where}: {value:.4f}"


def rope_rotation(rope) -> str:
    """Which pairs of a query or key RoPE turns and by what angle, in words true of ``rope``: the
    whole vector as one head (the toy), or each head of a real model (its width, rotated part,
    pairing and scaling)."""
    if rope.head_dim is None:
        pairs = "(2k, 2k+1)" if rope.pairing == "interleaved" else "(k, k + d/2)"
        return f"each query and key has its dimension pairs {pairs} rotated by position × base^(−2k/d)"
    h, r = rope.head_dim, rope.rotary_dim
    pairs = "(2k, 2k+1)" if rope.pairing == "interleaved" else f"(k, k + {r // 2})"
    angle = f"position × {rope.base:,.10g}^(−2k/{r})"
    scaled = f", then {rope.scaling}-scaled" if rope.scaling else ""
    head = f"each {h}-wide head of a query or key has"
    if r == h:
        return f"{head} its dimension pairs {pairs} rotated by {angle}{scaled}"
    return f"{head} its first {r} dimensions, in pairs {pairs}, rotated by {angle}{scaled} (the other {h - r} are not turned)"


def empty_message(scheme, positions_on: bool, length: int, model_positions: str = "") -> str:
    """Why there is nothing to draw, or "" when there is a table to draw (``model_positions``: a real
    model's own sentence on how it places tokens, shown when it adds no position vector)."""
    if isinstance(scheme, Rope):
        return ("RoPE adds nothing to Z: every position vector is zero, so there is no table to draw. "
                f"Position enters inside attention instead: {rope_rotation(scheme)}, so their dot product "
                "depends on how far apart the two tokens are.")
    if isinstance(scheme, NoPositions) and positions_on and model_positions:
        return (f"No position vector is added to the token rows, so there is no table to draw; this model places "
                f"tokens this way: {model_positions.rstrip('.')}.")
    if isinstance(scheme, NoPositions):
        why = "Positions are off" if not positions_on else "No position scheme"
        return (f"{why}: nothing is added to the token rows, so Z is just the token rows and "
                "“the dog bit the man” looks the same to attention as “the man bit the dog”.")
    if length == 0:
        return "No tokens yet: type a sentence above to see the position vectors added to it."
    return ""
