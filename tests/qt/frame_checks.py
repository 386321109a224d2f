"""What "every panel shows the current frame" means, as assertions (shared by the bad-input and fuzz tests).

Each check recomputes what a panel should show from the session's frame and layer with the model's
own functions, independently of the panel's code, and compares it with what the panel holds.
"""
from __future__ import annotations

import numpy as np
from PySide6 import QtCore

from posviz.model import NoPositions, Rope
from posviz.qt.panels.sentence import MAX_CHIPS
from posviz.shorten import clip

FONT_ROLE = QtCore.Qt.ItemDataRole.FontRole
REFERENCE_VALUES = 4_000_000    # numbers of a position table a check may recompute


def assert_frame_is_consistent(layer, frame) -> None:
    """z = token vectors + position vectors, each part recomputed from E and the scheme."""
    length, d = frame.length, layer.d_model
    assert frame.z.shape == frame.token_vectors.shape == frame.position_vectors.shape == (length, d)
    np.testing.assert_array_equal(frame.z, frame.token_vectors + frame.position_vectors)
    expected_tokens = np.zeros((length, d))
    expected_tokens[frame.known] = layer.table.matrix[frame.ids[frame.known]]
    np.testing.assert_array_equal(frame.token_vectors, expected_tokens)
    if isinstance(frame.scheme, (Rope, NoPositions)) or length == 0:
        assert not frame.position_vectors.any()
    else:
        np.testing.assert_allclose(frame.position_vectors, frame.scheme.encode(np.arange(length), d), atol=1e-12)
    assert frame.scheme == layer.positions


def bold_rows(model) -> set[int]:
    """Rows of a MatrixTableModel drawn in bold (its highlighted rows)."""
    return {r for r in range(model.rowCount()) if model.data(model.index(r, 0), FONT_ROLE) is not None}


def assert_tables_show(window, frame, focus: int) -> None:
    """Z is what block 1 receives (z itself, or a real model's steps after it, such as BERT's LayerNorm)
    with the focus outlined and its recipe in the title; E has the sentence's words in bold."""
    z_model = window.matrix.model
    np.testing.assert_array_equal(z_model.matrix, frame.steps[-1].vectors if frame.steps else frame.z)
    if frame.steps:
        assert window.matrix.view.accessibleName().startswith(f"Block 1's input = {frame.block_input_formula},")
    assert z_model.focus_row == focus
    e_model = window.table.model
    np.testing.assert_array_equal(e_model.matrix, window.session.layer.table.matrix)
    assert bold_rows(e_model) == set(np.unique(frame.ids[frame.known]).tolist())
    known_focus = 0 <= focus < frame.length and frame.known[focus]
    assert e_model.focus_row == (int(frame.ids[focus]) if known_focus else -1)


def assert_addition_shows(window, frame, focus: int) -> None:
    """The addition panel adds the focused token's rows (and says which token it is)."""
    addition = window.addition
    token, position, z = addition.values
    if frame.length == 0:
        assert len(token) == 0 and not addition.replay_button.isEnabled()
        return
    np.testing.assert_array_equal(token, frame.token_vectors[focus])
    np.testing.assert_array_equal(position, frame.position_vectors[focus])
    np.testing.assert_array_equal(z, frame.z[focus])
    caption = addition.caption.text()
    assert frame.tokens[focus].text in caption and f"position {focus}" in caption


def block_means(table: np.ndarray, rows, cols) -> np.ndarray:
    """Mean of each (rows block) x (cols block) of ``table`` (whose row 0 is position rows.start)."""
    sums = np.add.reduceat(table, (rows.starts - rows.start).astype(np.intp), axis=0)
    sums = np.add.reduceat(sums, cols.starts.astype(np.intp), axis=1)
    return sums / np.outer(rows.sizes, cols.sizes)


def assert_heatmap_shows(window, frame) -> None:
    """The image is the scheme's table (means of the blocks it claims) over the visible rows."""
    heatmap, layer = window.heatmap, window.session.layer
    scheme, d = layer.positions, layer.d_model
    if isinstance(scheme, (Rope, NoPositions)) or frame.length == 0:
        assert heatmap.stack.currentWidget() is heatmap.empty and heatmap.empty.text()
        return
    assert heatmap.stack.currentWidget() is heatmap.view
    if heatmap._timer.isActive() or heatmap._refine.isActive():
        heatmap.render_now()        # a render already scheduled for the next frame (a view that moved)
    tile = heatmap.tile
    np.testing.assert_array_equal(heatmap.image_item.image, tile.values)
    assert tile.cols.stop == d and tile.rows.stop <= heatmap.rows_shown
    (_, _), (y0, y1) = heatmap.plot.getViewBox().viewRange()
    assert tile.rows.start <= max(int(np.floor(y0)), 0)
    assert tile.rows.stop >= min(int(np.ceil(y1)), heatmap.rows_shown)
    rows, cols = tile.rows, tile.cols
    if (rows.stop - rows.start) * d <= REFERENCE_VALUES:
        table = scheme.encode(np.arange(rows.start, rows.stop), d)
        np.testing.assert_allclose(tile.values, block_means(table, rows, cols), atol=2e-6)
        return
    # A million rows at d = 8,192 is too much to recompute here (it took the long run to 4 GB): a few
    # row blocks, spread over the view, are, each a mean of its rows over every column block.
    picked = [i for i in np.unique(np.linspace(0, len(rows.starts) - 1, 8).astype(int))
              if rows.sizes[i] * d <= REFERENCE_VALUES // 8]
    for i in picked:
        block = scheme.encode(np.arange(rows.starts[i], rows.starts[i] + rows.sizes[i]), d)
        means = np.add.reduceat(block.sum(axis=0), cols.starts.astype(np.intp)) / (rows.sizes[i] * cols.sizes)
        np.testing.assert_allclose(tile.values[i], means, atol=2e-6)


def assert_sentence_shows(window, frame, focus: int) -> None:
    """The editor holds the session's text; the chips are the frame's tokens, the focused one checked."""
    panel = window.sentence
    assert panel.editor.text() == window.session.text
    chips = panel.chips
    assert [c.index for c in chips] == list(range(min(frame.length, MAX_CHIPS)))
    # Qt drops a leading U+FEFF from any text it is given (read as a byte-order mark): a real
    # tokenizer's token "\ufeff" reaches its chip as "" (it is invisible either way).
    # A chip shows the token as a reader reads it (a real tokenizer's piece: "␣dog", "<0xE2>"), cut to a
    # label's length (posviz.shorten.clip).
    vocabulary = window.session.layer.vocabulary
    shown = frame.tokens[:len(chips)]
    labels = vocabulary.token_labels(shown) if hasattr(vocabulary, "token_labels") else [t.text for t in shown]
    assert all(clip(labels[c.index]).removeprefix("\ufeff") in c.text() for c in chips)
    assert [c.index for c in chips if c.isChecked()] == ([focus] if 0 <= focus < len(chips) else [])


def assert_panels_show(window) -> None:
    """Every main panel shows the session's current frame and focus."""
    session = window.session
    frame, focus = session.frame, session.focus
    assert (focus == -1) if frame.length == 0 else (0 <= focus < frame.length)
    assert_frame_is_consistent(session.layer, frame)
    assert_tables_show(window, frame, focus)
    assert_addition_shows(window, frame, focus)
    assert_heatmap_shows(window, frame)
    assert_sentence_shows(window, frame, focus)
