"""What "a deeper view shows the session's numbers" means, as assertions (one check per view).

Each check reads back what the view displays (table cells, labels, the matrices it paints, plot
data) and compares it with numbers recomputed from the session's state: closed forms, the model's
own tables and schemes (posviz.model), or the lessons' functions where the lesson defines the
quantity (posviz.lessons). None of them calls the view's own code path.
"""
from __future__ import annotations

import re

import numpy as np

from posviz.lessons.conventions import reference_table
from posviz.lessons.lengths import compare_lengths, shown_positions
from posviz.lessons.rope_heads import head_rope
from posviz.lessons.rotary import head_queries_and_keys
from posviz.lessons.shapes import format_count
from posviz.model import Learned, NoPositions, Rope, Sinusoidal

ROWS_READ = 200          # table rows read back (a long sentence has thousands)


def plain(rich: str) -> str:
    """A label's rich text without its tags and entities (as the reader sees it)."""
    text = re.sub(r"<[^>]+>", "", rich)
    return text.replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")


def view_settings(session):
    """The session's settings at the width on screen (a loaded model keeps its own d_model)."""
    settings, d = session.settings, session.layer.d_model
    if settings.d_model == d:
        return settings
    try:
        return settings.changed(d_model=d)
    except ValueError:
        return settings.changed(d_model=d, scheme="sinusoidal")


def scheme_of(settings, scheme: str, **changes):
    """The position scheme ``scheme`` under the session's settings (convention, base, seed, rows)."""
    return settings.changed(scheme=scheme, positions_on=True, **changes).position_scheme()


def sinusoid(length: int, d: int, base: float = 10000.0) -> np.ndarray:
    """The paper's table in closed form, shape (length, d): sin at even columns, cos at odd ones."""
    p, j = np.arange(length)[:, None], np.arange(d)[None, :]
    angle = p / base ** (2 * (j // 2) / d)
    return np.where(j % 2 == 0, np.sin(angle), np.cos(angle))


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """cos(a, b), 0 when either is the zero vector."""
    na, nb = float(np.sqrt(a @ a)), float(np.sqrt(b @ b))
    return 0.0 if na == 0 or nb == 0 else float(a @ b) / (na * nb)


def rotate(x: np.ndarray, positions, theta: np.ndarray, pairing: str) -> np.ndarray:
    """RoPE by hand: each pair (a, b) of each row turned by position * theta, shape of ``x``."""
    x = np.array(x, dtype=np.float64)
    half = len(theta)
    a_idx = np.arange(half) * 2 if pairing == "interleaved" else np.arange(half)
    b_idx = a_idx + 1 if pairing == "interleaved" else a_idx + half
    angle = np.asarray(positions, dtype=np.float64)[:, None] * theta[None, :]
    a, b = x[:, a_idx].copy(), x[:, b_idx].copy()
    x[:, a_idx] = a * np.cos(angle) - b * np.sin(angle)
    x[:, b_idx] = a * np.sin(angle) + b * np.cos(angle)
    return x


def softmax(scores: np.ndarray) -> np.ndarray:
    if scores.size == 0:
        return scores
    e = np.exp(scores - scores.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


# --- 1. one-hot -----------------------------------------------------------------------------------
def assert_one_hot_shows(view, session) -> None:
    """The cosine table and the look-up are the focused token's, from E itself."""
    frame, focus, table = session.frame, session.focus, session.layer.table.matrix
    cos = view.cosines
    if focus < 0:
        assert cos.rowCount() == 0 and view.canvas.message
        return
    assert cos.rowCount() == frame.length
    ids, known = frame.ids, frame.known
    for r in range(min(frame.length, ROWS_READ)):
        cells = [cos.data(cos.index(r, c)) for c in range(4)]
        assert cells[:2] == [str(r), frame.tokens[r].text]
        if not (known[r] and known[focus]):
            assert cells[2:] == ["no row", "no row"]
            continue
        one_hot = 1.0 if ids[r] == ids[focus] else 0.0
        dense = cosine(table[ids[focus]], table[ids[r]])
        assert abs(float(cells[2]) - one_hot) < 1e-9 and abs(float(cells[3]) - dense) <= 0.005 + 1e-9, (r, cells)
    canvas = view.canvas
    if not known[focus]:
        assert "not in the vocabulary" in canvas.message
        return
    token_id = int(ids[focus])
    assert canvas.message == ""
    np.testing.assert_array_equal(canvas.result, table[token_id])
    first, n = canvas.first_id, len(canvas.labels)
    assert first <= token_id < first + n and canvas.chosen == token_id - first
    np.testing.assert_array_equal(canvas.matrix, table[first:first + n])
    np.testing.assert_array_equal(canvas.one_hot, np.eye(n)[token_id - first])
    assert canvas.labels[token_id - first] == f"{token_id} {frame.tokens[focus].text}"
    assert f"E[{token_id}]" in plain(view.title.text())


# --- 2. shapes ------------------------------------------------------------------------------------
def positions_cell(scheme, d: int) -> str:
    if isinstance(scheme, Learned):
        return f"learned:\n{scheme.max_len:,} \u00d7 {d:,} = {format_count(scheme.max_len * d)}"
    if isinstance(scheme, Rope):
        return "RoPE (no table)"
    return "none" if isinstance(scheme, NoPositions) else "sinusoidal"


def assert_shapes_show(view, session) -> None:
    """|V|, d, L and the products in the text, the first table row and the diagram."""
    v, d = session.layer.table.matrix.shape
    length = session.frame.length
    live = plain(view.live.text())
    assert f"|V| \u00d7 d = {v:,} \u00d7 {d:,} = {format_count(v * d)} numbers" in live, live
    assert f"L \u00d7 d = {length:,} \u00d7 {d:,} = {format_count(length * d)}:" in live, live
    row = [view.models.cell_text(0, c) for c in range(5)]
    assert row[1:] == [f"{v:,}", f"{d:,}", format_count(v * d), positions_cell(session.layer.positions, d)], row
    n = view.imagined_length
    imagined = plain(view.imagined.text())
    assert f"{n:,} tokens \u2192 a {n:,} \u00d7 {d:,} matrix ({n * d:,} numbers)" in imagined, imagined
    assert f"still {v:,} \u00d7 {d:,} = {format_count(v * d)}" in imagined
    assert (view.diagram.vocab_size, view.diagram.length, view.diagram.d_model) == (v, n, d)


# --- 3. lengths -----------------------------------------------------------------------------------
def assert_lengths_show(view, session) -> None:
    """Each column holds its scheme's vectors for the last positions of the length tried."""
    settings, length = view_settings(session), view.length
    d = settings.d_model
    positions = shown_positions(length)
    sinusoidal, learned, rope = view.columns
    labels = [str(p) for p in positions]
    assert sinusoidal.matrix.row_labels == learned.matrix.row_labels == labels
    expected = scheme_of(settings, "sinusoidal").encode(positions, d)
    if settings.convention == "paper":
        np.testing.assert_allclose(expected, sinusoid(length, d, settings.base)[positions], atol=1e-9)
    np.testing.assert_allclose(sinusoidal.matrix.values, expected, atol=1e-12)
    own = session.layer.positions
    table = own if isinstance(own, Learned) and not own.illustrative else scheme_of(settings, "learned")
    rows = np.asarray(table.table)
    inside = positions < len(rows)
    np.testing.assert_array_equal(learned.matrix.values[inside], rows[positions[inside]])
    assert np.isnan(learned.matrix.values[~inside]).all()
    past = length > len(rows)
    status = plain(learned.status.text())
    assert (f"position {length - 1} is past the end" in status) == past, status
    assert f"{len(rows):,} \u00d7 {d:,} = {format_count(len(rows) * d)}" in plain(learned.parameters.text())
    # RoPE's column: what the lesson computes for these settings and this length (the per-head
    # rotation is the lesson's to define)
    lesson = compare_lengths(settings, length, table if table is own else None, None)[2]
    np.testing.assert_allclose(rope.matrix.values, lesson.vectors, atol=1e-12, equal_nan=True)


# --- 4. relative ----------------------------------------------------------------------------------
def assert_relative_shows(view, session) -> None:
    """PE.PE^T of the chosen table; M_k moves every shown position k steps; the probe rows."""
    settings = view_settings(session)
    d, n, k = settings.d_model, view.count_spin.value(), view.offset_spin.value()
    if view.table_choice.currentIndex() == 0:
        scheme = scheme_of(settings, "sinusoidal")
    else:
        own = session.layer.positions
        scheme = own if isinstance(own, Learned) and not own.illustrative else scheme_of(
            settings, "learned", learned_max_len=max(n, 2))
        n = min(n, scheme.max_len)
    table = scheme.encode(np.arange(n), d)
    np.testing.assert_allclose(view.similarity.values, table @ table.T, atol=1e-9)
    sin = scheme_of(settings, "sinusoidal")
    if d % 2:
        assert view.shift.values.size == 0 and "odd d_model" in view.shift_check.text()
        return
    m_k = view.shift.values
    if d <= m_k.shape[0]:            # the whole M_k is drawn: it moves every position by k
        assert m_k.shape == (d, d)
        for p in range(n):
            if p + k >= 0:
                np.testing.assert_allclose(m_k @ sin.encode([p], d)[0], sin.encode([p + k], d)[0], atol=1e-9)
    p = max(session.focus, 0, -k)
    before, after = sin.encode([p, p + k], d)
    probe = view.probe.values
    width = probe.shape[1]
    np.testing.assert_allclose(probe[0], before[:width], atol=1e-12)
    np.testing.assert_allclose(probe[2], after[:width], atol=1e-12)
    np.testing.assert_allclose(probe[1], after[:width], atol=1e-9)       # M_k . PE(p) = PE(p + k)
    assert view.probe.row_labels[0] == f"PE({p})" and view.probe.row_labels[2] == f"PE({p + k})"


# --- 5. RoPE --------------------------------------------------------------------------------------
def assert_rope_shows(view, session) -> None:
    """The plotted curves and the score are the rotated q . k of the focused and chosen tokens."""
    frame, settings = session.frame, view_settings(session)
    d = settings.d_model
    if frame.length == 0 or d % 2:
        assert view.dial.message and view.summary.text()
        return
    rope = head_rope(Rope(settings.base, settings.rope_pairing), d, seq_len=frame.length)
    q_all, k_all = head_queries_and_keys(frame.token_vectors, rope.head_dim, settings.seed)
    q, k = q_all[session.focus], k_all[view.key_index]
    m, n = view.positions()
    assert m == session.focus + view.shift.value()
    theta, pairing = np.asarray(rope.theta), settings.rope_pairing

    def score(m_, n_):
        return float(rotate(q[None], [m_], theta, pairing)[0] @ rotate(k[None], [n_], theta, pairing)[0])

    expected = score(m, n)
    assert abs(view.score - expected) < 1e-9
    shown = float(re.search(r"q\u00b7k = (-?[\d.]+)", plain(view.summary.text())).group(1))
    assert abs(shown - expected) <= 5e-5 + 1e-12
    offsets = view.plot.curves[0].getData()[0]
    for curve, start in zip(view.plot.curves, (0, 100, 10_000)):
        x, y = curve.getData()
        np.testing.assert_array_equal(x, offsets)
        for o in (int(offsets[0]), 0, 5, int(offsets[-1])):
            i = int(np.flatnonzero(x == o)[0])
            assert abs(y[i] - score(start + max(o, 0), start + max(-o, 0))) < 1e-8, (start, o)
    mx, my = view.plot.marker.getData()
    assert list(mx) == [m - n] and abs(my[0] - expected) < 1e-9


# --- 6. order -------------------------------------------------------------------------------------
def assert_order_shows(view, session) -> None:
    """softmax(Q K^T / sqrt d) of the sentence and of its words reordered, both rows, by hand."""
    frame, layer = session.frame, session.layer
    length, d = min(frame.length, 24), layer.d_model
    if view.reorder.currentIndex() == 1:
        perm = np.arange(length)[::-1]
    else:
        perm = np.arange(length)
        if length:
            i, j = (min(max(s.value(), 0), length - 1) for s in (view.swap_i, view.swap_j))
            perm[i], perm[j] = perm[j], perm[i]
    np.testing.assert_array_equal(view.perm, perm)
    assert f"perm = {perm.tolist()}" in plain(view.order_text.text())
    x = layer.table.matrix[np.where(frame.known, frame.ids, 0)[:length]] * frame.known[:length, None]

    def attention(q, bias=0.0):
        return softmax(q @ q.T / np.sqrt(d) + bias) if length else np.zeros((0, 0))

    top = view.views[0]
    np.testing.assert_allclose(top[0].values, attention(x), atol=1e-12)
    np.testing.assert_allclose(top[1].values, attention(x[perm]), atol=1e-12)
    lower = view.views[1]
    if view.lower.currentIndex() == 1:              # ALiBi: slope 2^-h of 8 heads, keys after i masked
        h = view.head.value()
        i, j = np.indices((length, length))
        bias = np.where(j > i, -np.inf, 2.0 ** -h * (j - i))
        np.testing.assert_allclose(lower[0].values, attention(x, bias), atol=1e-12)
        np.testing.assert_allclose(lower[1].values, attention(x[perm], bias), atol=1e-12)
        return
    scheme = layer.positions
    if isinstance(scheme, NoPositions):              # the lower row always shows positions
        scheme = view_settings(session).changed(positions_on=True).position_scheme()
    if isinstance(scheme, NoPositions):
        scheme = Sinusoidal()
    if isinstance(scheme, Rope):
        theta = scheme.base ** (-2 * np.arange(d // 2) / d)
        rotated = [rotate(rows, np.arange(length), theta, scheme.pairing) for rows in (x, x[perm])]
        expected = [attention(r) for r in rotated]
    else:
        pe = scheme.encode(np.arange(length), d)
        expected = [attention(x + pe), attention(x[perm] + pe)]
    np.testing.assert_allclose(lower[0].values, expected[0], atol=1e-12)
    np.testing.assert_allclose(lower[1].values, expected[1], atol=1e-12)


# --- 7. conventions -------------------------------------------------------------------------------
def assert_conventions_show(view, session) -> None:
    """The heatmap is the selected convention's table, against the lesson's plain-loop reference."""
    settings = view_settings(session)
    key, d, count = settings.convention, settings.d_model, view.count_spin.value()
    assert view.buttons.checkedButton().objectName() == f"convention_{key}"
    np.testing.assert_allclose(view.heatmap.values, reference_table(key, range(count), d, settings.base),
                               atol=1e-9)
    if key == "paper":
        np.testing.assert_allclose(view.heatmap.values, sinusoid(count, d, settings.base), atol=1e-9)
    assert view.heatmap.row_labels == [str(p) for p in range(count)]
    assert plain(view.cell_text.text()).startswith("Position ")


CHECKS = (assert_one_hot_shows, assert_shapes_show, assert_lengths_show, assert_relative_shows,
          assert_rope_shows, assert_order_shows, assert_conventions_show)


def assert_view_shows(index: int, view, session) -> None:
    """Deeper view ``index`` (0-6, in the tab order) shows the session's current numbers."""
    CHECKS[index](view, session)
