"""The heatmap's words: caption, legend, hover readout and empty states (plain functions, no Qt;
posviz.qt.panels.heatmap.text re-exports them for the panel). Each is made when called, in the
language showing then (posviz.i18n).

Every number in them comes from the model (the scheme, the frame, the drawn tile).
"""
from __future__ import annotations

from posviz.i18n import Context, decimals_of, isolate, number
from posviz.model import Learned, NoPositions, Rope, Sinusoidal
from posviz.model.viewport import SAMPLED, cell_value
# Moved to posviz.lessons.walkthrough (the lesson page reads them without Qt); kept importable here.
from posviz.lessons.walkthrough import position_vectors_caption, wave_order, wave_sentences  # noqa: F401

HeatmapCaptions = Context("HeatmapCaptions")

LEVEL_PERCENTILE = 99.5


def short(text: str, limit: int = 16) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, control characters made visible.
    Only the characters kept are looked at (a 99,000-character token cost the GUI thread ~0.1 s)."""
    cut = text if len(text) <= limit else text[: limit - 1] + "…"
    return "".join(ch if ch.isprintable() else "\N{REPLACEMENT CHARACTER}" for ch in cut)


def caption(scheme, rows: int, levels: tuple[float, float], length: int) -> str:
    """What the table is and what its colour scale is (the axes show positions and dimensions)."""
    if isinstance(scheme, Sinusoidal):
        text = HeatmapCaptions.tr("sin/cos ({convention}), base {base} · colour scale fixed at −1\u00a0…\u00a0+1.").format(
            convention=convention_name(scheme), base=base_text(scheme.base))
    elif isinstance(scheme, Learned):
        scale = HeatmapCaptions.tr("colour scale ±{level} ({percentile}th percentile of |values|)").format(
            level=_short_number(levels[1]), percentile=number(LEVEL_PERCENTILE, 1))
        text = (HeatmapCaptions.tr("learned table, %Ln rows (illustrative random values) · {scale}.", None, scheme.max_len)
                if scheme.illustrative else HeatmapCaptions.tr("learned table, %Ln rows · {scale}.", None, scheme.max_len))
        text = text.format(scale=scale)
    elif isinstance(scheme, (Rope, NoPositions)):
        return ""      # no table is drawn: the empty state says why
    else:
        text = HeatmapCaptions.tr("{name} table · colour scale {low} … {high}.").format(
            name=isolate(getattr(scheme, "name", "position")), low=_short_number(levels[0]), high=_short_number(levels[1]))
    if length > rows:
        text = HeatmapCaptions.tr("{caption} The sentence has %Ln tokens: rows 0–{last} are shown.", None, length).format(
            caption=text, last=number(rows - 1))
    return text


def base_text(base: float) -> str:
    """A frequency base as papers write it (10000, not 10,000; 1.5 in the locale's decimal sign)."""
    return f"{base:g}" if float(base).is_integer() else number(base, decimals_of(base))


def _short_number(value: float) -> str:
    """``value`` to three significant digits (as ``:.3g``), in the locale's decimal sign."""
    text = f"{value:.3g}"
    if "e" in text:
        return text
    return number(float(text), decimals_of(float(text)))


def convention_name(scheme: Sinusoidal) -> str:
    """A short name of a sinusoidal convention ("paper", "split halves", "tensor2tensor", ...)."""
    if scheme.exponent == "tensor2tensor":
        name = "tensor2tensor"
    else:
        name = HeatmapCaptions.tr("paper") if scheme.layout == "interleaved" else HeatmapCaptions.tr("split halves")
    if scheme.offset:
        return HeatmapCaptions.tr("{name}, offset {offset}").format(name=name, offset=scheme.offset)
    return name


def legend(frame, focus: int, rows: int, live: bool = True) -> str:
    """What the marks mean (shown while no cell is hovered); ``live``: on a screen, where the pointer
    can hover and click (a slide's legend leaves :func:`how_to` out)."""
    text = HeatmapCaptions.tr("Grey bar: the sentence, positions 0–{last}.").format(
        last=number(min(frame.length, rows) - 1))
    if 0 <= focus < rows:
        text = HeatmapCaptions.tr("{legend} Outlined: “{word}”, position {position}.").format(
            legend=text, word=isolate(short(frame.tokens[focus].text)), position=number(focus))
    elif focus >= rows:
        text = HeatmapCaptions.tr("{legend} The focused token, at position {position}, is past the rows shown.").format(
            legend=text, position=number(focus))
    return HeatmapCaptions.tr("{legend} {how_to}").format(legend=text, how_to=how_to()) if live else text


def how_to() -> str:
    """What the pointer does on the heatmap (only true of a live screen: slides leave it out)."""
    return HeatmapCaptions.tr("Hover a cell for its formula; click a sentence row to focus it.")


def pixel_note(tile) -> str:
    """What one pixel of the drawn tile stands for, in a short sentence."""
    if tile is None or (tile.rows.block == 1 and tile.cols.block == 1):
        return HeatmapCaptions.tr("Each cell = one position, one dimension (exact values).")
    rows, cols = tile.rows.block, tile.cols.block
    if tile.method == SAMPLED and rows > 1:
        return HeatmapCaptions.tr("Sampled: each pixel row shows 1 of %Ln positions (no mean).", None, rows)
    if rows > 1 and cols > 1:
        return HeatmapCaptions.tr("Each pixel = mean of %Ln positions × {columns} dimensions.", None, rows).format(
            columns=number(cols))
    if rows > 1:
        return HeatmapCaptions.tr("Each pixel row = mean of %Ln positions.", None, rows)
    return HeatmapCaptions.tr("Each pixel column = mean of %Ln dimensions.", None, cols)


def hovered_pixel(tile, position: int, column: int) -> str:
    """What the pixel under the pointer shows: the cell itself, or the block it stands for."""
    if tile is None or (tile.rows.block == 1 and tile.cols.block == 1):
        return pixel_note(tile)
    r, c = tile.rows.index_of(position), tile.cols.index_of(column)
    first, count = int(tile.rows.starts[r]), int(tile.rows.sizes[r])
    sampled = tile.method == SAMPLED and count > 1
    fields = {"first": number(first), "last": number(first + count - 1), "value": number(float(tile.values[r, c]), 4),
              "middle": number(first + (count - 1) // 2)}
    if tile.cols.block > 1:
        c0, n = int(tile.cols.starts[c]), int(tile.cols.sizes[c])
        fields.update(first_dim=number(c0), last_dim=number(c0 + n - 1))
        text = (HeatmapCaptions.tr("This pixel = sample of position {middle} only, dimensions {first_dim}–{last_dim}: "
                                   "{value}.") if sampled else
                HeatmapCaptions.tr("This pixel = mean of positions {first}–{last}, dimensions {first_dim}–{last_dim}: "
                                   "{value}."))
    else:
        text = (HeatmapCaptions.tr("This pixel = sample of position {middle} only: {value}.") if sampled else
                HeatmapCaptions.tr("This pixel = mean of positions {first}–{last}: {value}."))
    return text.format(**fields)


def column_name(scheme, d_model: int, column: int) -> str:
    """What a column of the position table is: "pair 2 · sin" for sin/cos, "" for other tables.

    Position columns have no meaning of their own (E's names such as "animal" belong to the token
    table, not here): a sin/cos column is one wave of one frequency.
    """
    if not isinstance(scheme, Sinusoidal) or not 0 <= column < d_model:
        return ""
    pair, is_sin = scheme.columns(d_model)
    return HeatmapCaptions.tr("pair {pair} · {wave}").format(pair=number(int(pair[column])),
                                                            wave="sin" if is_sin[column] else "cos")


def wave_note(scheme, d_model: int) -> str:
    """Which columns turn fast, read from the frequencies, in a few words ("" for other tables)."""
    order = wave_order(scheme, d_model)
    if order == "fast-left":
        return HeatmapCaptions.tr("Pair 0 (left) turns fastest.")
    if order == "halves":
        return HeatmapCaptions.tr("Sines, then cosines: pair 0 of each half turns fastest.")
    if order == "same":
        return HeatmapCaptions.tr("Base 1: every column turns at the same speed.")
    if order == "slow-left":
        return HeatmapCaptions.tr("Slow waves on the left, fast on the right.")
    return ""


def readout(scheme, d_model: int, names, frame, position: int, column: int) -> str:
    """Hovering cell (position, column): where it is, its value and, for sin/cos, the formula.

    ``names`` (E's column names) are not used: a position column is a wave, not a meaning.
    """
    fields = {"position": number(position), "column": number(column), "name": column_name(scheme, d_model, column)}
    if position < frame.length:
        fields["word"] = isolate(short(frame.tokens[position].text))
        where = (HeatmapCaptions.tr("position {position} (“{word}”) · dimension {column} ({name})") if fields["name"]
                 else HeatmapCaptions.tr("position {position} (“{word}”) · dimension {column}"))
    else:
        where = (HeatmapCaptions.tr("position {position} · dimension {column} ({name})") if fields["name"]
                 else HeatmapCaptions.tr("position {position} · dimension {column}"))
    where = where.format(**fields)
    if isinstance(scheme, Sinusoidal):
        return HeatmapCaptions.tr("{where}: {formula}").format(where=where, formula=scheme.describe(position, column, d_model))
    value = number(float(cell_value(scheme, d_model, position, column)), 4)
    if isinstance(scheme, Learned):
        kind = (HeatmapCaptions.tr("{where}: {value} (illustrative random row {position})") if scheme.illustrative
                else HeatmapCaptions.tr("{where}: {value} (learned row {position})"))
        return kind.format(where=where, value=value, position=number(position))
    return HeatmapCaptions.tr("{where}: {value}").format(where=where, value=value)


def rope_rotation(rope) -> str:
    """Which pairs of a query or key RoPE turns and by what angle, in words true of ``rope``: the
    whole vector as one head (the toy), or each head of a real model (its width, rotated part,
    pairing and scaling)."""
    if rope.head_dim is None:
        pairs = "(2k, 2k+1)" if rope.pairing == "interleaved" else "(k, k + d/2)"
        return HeatmapCaptions.tr("each query and key has its dimension pairs {pairs} rotated by position × "
                                  "base^(−2k/d)").format(pairs=isolate(pairs))
    h, r = rope.head_dim, rope.rotary_dim
    fields = {"pairs": isolate("(2k, 2k+1)" if rope.pairing == "interleaved" else f"(k, k + {r // 2})"),
              "angle": isolate(f"position × {rope.base:,.10g}^(−2k/{r})"), "width": h, "rotated": r,
              "rest": h - r, "scaling": isolate(rope.scaling or "")}
    if r == h:
        text = (HeatmapCaptions.tr("each {width}-wide head of a query or key has its dimension pairs {pairs} rotated "
                                   "by {angle}, then {scaling}-scaled") if rope.scaling else
                HeatmapCaptions.tr("each {width}-wide head of a query or key has its dimension pairs {pairs} rotated "
                                   "by {angle}"))
    else:
        text = (HeatmapCaptions.tr("each {width}-wide head of a query or key has its first {rotated} dimensions, in "
                                   "pairs {pairs}, rotated by {angle}, then {scaling}-scaled (the other {rest} are "
                                   "not turned)") if rope.scaling else
                HeatmapCaptions.tr("each {width}-wide head of a query or key has its first {rotated} dimensions, in "
                                   "pairs {pairs}, rotated by {angle} (the other {rest} are not turned)"))
    return text.format(**fields)


def empty_message(scheme, positions_on: bool, length: int, model_positions: str = "") -> str:
    """Why there is nothing to draw, or "" when there is a table to draw (``model_positions``: a real
    model's own sentence on how it places tokens, shown when it adds no position vector)."""
    if isinstance(scheme, Rope):
        return HeatmapCaptions.tr("RoPE adds nothing to Z: every position vector is zero, so there is no table to "
                                  "draw. Position enters inside attention instead: {rotation}, so their dot product "
                                  "depends on how far apart the two tokens are.").format(rotation=rope_rotation(scheme))
    if isinstance(scheme, NoPositions) and positions_on and model_positions:
        return HeatmapCaptions.tr("No position vector is added to the token rows, so there is no table to draw; "
                                  "this model places tokens this way: {how}.").format(
            how=isolate(model_positions.rstrip(".")))
    if isinstance(scheme, NoPositions):
        sentences = (isolate("the dog bit the man"), isolate("the man bit the dog"))
        if not positions_on:
            return HeatmapCaptions.tr("Positions are off: nothing is added to the token rows, so Z is just the token "
                                      "rows and “{first}” looks the same to attention as “{second}”.").format(
                first=sentences[0], second=sentences[1])
        return HeatmapCaptions.tr("No position scheme: nothing is added to the token rows, so Z is just the token "
                                  "rows and “{first}” looks the same to attention as “{second}”.").format(
            first=sentences[0], second=sentences[1])
    if length == 0:
        return HeatmapCaptions.tr("No tokens yet: type a sentence above to see the position vectors added to it.")
    return ""
