"""The heatmap panel's words, each made again only when what it says changed: a keystroke that keeps
the sentence's length and focused word leaves the caption, the legend and the screen reader's
description as they are (wording them was a third of the panel's time per keystroke)."""
from __future__ import annotations

from posviz.qt.panels.heatmap import text as words


def update_page(panel, frame) -> None:
    """The caption above the plot, or the page saying why there is nothing to draw."""
    recipe = panel.session.layer.recipe
    said = recipe.positions if recipe is not None else ""        # what a real model does instead
    positions_on = panel.session.settings.positions_on
    key = (panel._scheme, panel._d, panel._levels, panel.rows_shown, positions_on, frame.length, said)
    if key == panel._page_key:        # a keystroke that keeps the sentence's length: the same words
        return
    panel._page_key = key
    message = words.empty_message(panel._scheme, positions_on, frame.length, said)
    panel.empty.setText(message)
    panel.stack.setCurrentWidget(panel.empty if message else panel.view)
    caption = words.caption(panel._scheme, panel.rows_shown, panel._levels, frame.length)
    caption = f"{caption} {words.wave_note(panel._scheme, panel._d)}".strip()
    panel.caption_holder.set_text("" if message else caption)
    if message:
        panel.readout.setText("")


def show_legend(panel) -> None:
    """The readout's legend (while no cell is hovered): the marks and what a pixel stands for."""
    if panel.stack.currentWidget() is not panel.view:
        return
    frame, focus, rows, tile = panel.session.frame, panel.session.focus, panel.rows_shown, panel.tile
    key = (min(frame.length, rows), focus, rows, tile and (tile.rows.block, tile.cols.block, tile.method),
           frame.tokens[focus].text if 0 <= focus < frame.length else None, panel.readout.text())
    if key != panel._legend:     # worded again only when what it says changed (or a hover's text is up)
        legend = words.legend(frame, focus, rows, live=not panel.slide)   # a slide leaves the pointer's how-to out
        panel.readout.setText(f"{legend}\n{words.pixel_note(tile)}")
        panel._legend = key[:-1] + (panel.readout.text(),)


def describing(panel, frame, index: int) -> tuple:
    """What the panel's description for a screen reader reads: the page shown, the caption, the
    table's size, the focused token and its row's numbers."""
    row = frame.position_vectors[index].tobytes() if 0 <= index < min(frame.length, panel.rows_shown) else None
    return (panel.stack.currentWidget() is panel.view, panel.empty.text(), panel.caption.text(), panel.rows_shown,
            panel._d, frame.length, index, frame.tokens[index].text if row is not None else None, row)
