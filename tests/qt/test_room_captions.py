"""Every sentence the walkthrough and the quiz say about a picture is checked against the picture.

The claims are parsed from the shown text and the facts are measured on the model's own numbers
(how fast each column of the position table changes down the rows), not on the code that wrote the
caption.
"""
import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lecture import quiz
from posviz.model import toy_model
from posviz.model.settings import LayerSettings, build_layer
from posviz.qt import create_window
from posviz.qt.window.walkthrough import STEPS, step_caption
from shared_window import reset_shared

ROWS = 64


def change_rate(layer, column: int) -> float:
    """Mean |change| of one column of the position table from one position to the next (64 rows)."""
    table = layer.positions.encode(np.arange(ROWS), layer.d_model)
    return float(np.abs(np.diff(table[:, column])).mean())


def claimed_fast_columns(caption: str, d: int) -> list[tuple[int, int]]:
    """Pairs (faster column, slower column) that the caption claims, parsed from its words."""
    text = caption.lower()
    if "fastest (left)" in text or "fast waves on the left" in text:
        return [(0, d - 1)]
    if "slow waves on the left" in text:
        return [(d - 1, 0)]
    if "sines (left half) go from fast to slow" in text:
        last = d - 2 if "last column is all zeros" in text else d - 1
        half = (last + 2) // 2           # sines are columns 0..half-1, cosines half..last
        return [(0, half - 1), (half, last)]
    return []


@pytest.fixture(scope="module")
def window():
    w = create_window()
    w.session.background = False
    yield w
    w.close()
    w.deleteLater()


@pytest.fixture(autouse=True)
def back_to_the_files_start(request):
    """The shared window is put back where the file's fixture left it, whatever ran before."""
    reset_shared(request, "window")


@pytest.mark.parametrize("convention", ["paper", "split", "tensor2tensor", "fairseq"])
@pytest.mark.parametrize("d_model", [6, 16, 7])
def test_position_step_says_which_side_turns_fast_as_the_table_does(window, convention, d_model):
    session = window.session
    assert session.set_settings(scheme="sinusoidal", convention=convention, d_model=d_model, base=10000.0)
    session.set_step(2)
    caption = window.walkthrough.caption.text()
    claims = claimed_fast_columns(caption, d_model)
    assert claims, caption                    # a sin/cos table always gets a claim about its sides
    if "last column is all zeros" in caption:
        assert change_rate(session.layer, d_model - 1) == 0
    for fast, slow in claims:
        assert change_rate(session.layer, fast) > 5 * change_rate(session.layer, slow), (caption, fast, slow)
    session.set_step(-1)


def test_the_lessons_table_first_pair_turns_fast():
    """The lesson: “the first pair of numbers turns fast, later pairs turn slowly”."""
    layer = build_layer(LayerSettings())
    caption = step_caption(2, layer)
    assert "first pair of columns turns fastest (left)" in caption
    assert change_rate(layer, 0) > change_rate(layer, 2) > change_rate(layer, 4)


def test_base_one_makes_no_claim_about_sides():
    layer = build_layer(LayerSettings().changed(base=1.0, d_model=8))
    caption = step_caption(2, layer)
    assert claimed_fast_columns(caption, 8) == [] and "same speed" in caption
    rates = [change_rate(layer, c) for c in range(0, 8, 2)]
    assert np.allclose(rates, rates[0])


@pytest.mark.parametrize("scheme", ["learned", "rope", "none"])
def test_schemes_without_waves_get_no_wave_sentence(scheme):
    layer = build_layer(LayerSettings().changed(scheme=scheme))
    caption = step_caption(2, layer)
    assert "wave" not in caption and "fast" not in caption


def test_every_step_caption_fills_its_placeholders():
    layer = build_layer(LayerSettings())
    for i in range(len(STEPS)):
        assert "{" not in step_caption(i, layer)


# --- the quiz's sentences about what "show me" puts on screen -------------------------------------
@pytest.fixture(scope="module")
def lesson():
    return {q.id: q for q in quiz.default_quiz().questions}


def _show(window, question):
    show = question.show_me
    assert window.session.set_input(show.sentence, LayerSettings().changed(**show.settings))
    return window.session.frame


def test_quiz_cosine_of_dog_and_cat_is_the_tables(lesson):
    explanation = next(c.explanation for c in lesson["one-hot"].choices if c.correct)
    claimed = float(explanation.split("cosine ")[1].split(" ")[0])
    model = toy_model()
    dog, cat = (model.table.matrix[model.encode(w).ids[0]] for w in ("dog", "cat"))
    assert round(float(dog @ cat / np.linalg.norm(dog) / np.linalg.norm(cat)), 2) == claimed


def test_quiz_rope_show_me_has_zero_position_rows(window, lesson):
    assert "position vectors are all zero and Z equals the token rows" in lesson["what-rope-changes"].show_me.label
    frame = _show(window, lesson["what-rope-changes"])
    assert not frame.position_vectors.any() and np.array_equal(frame.z, frame.token_vectors)


def test_quiz_positions_off_show_me_has_z_equal_to_the_rows(window, lesson):
    assert "each row is just its word's table row" in lesson["why-positions"].show_me.label
    frame = _show(window, lesson["why-positions"])
    assert np.array_equal(frame.z, frame.token_vectors)


def test_quiz_learned_table_show_me_just_fits(window, lesson):
    question = lesson["sinusoidal-vs-learned"]
    assert "exactly five rows" in question.show_me.label and "five-word sentence just fits" in question.show_me.label
    frame = _show(window, question)
    assert window.session.layer.positions.max_len == 5 == frame.length


def test_quiz_seven_tokens_ten_rows(window, lesson):
    assert "Seven tokens, a ten-row table" in lesson["table-vs-length"].show_me.label
    frame = _show(window, lesson["table-vs-length"])
    assert frame.z.shape[0] == 7 and window.session.layer.table.matrix.shape[0] == 10


def test_quiz_never_calls_the_toy_table_trained(lesson):
    """The toy table is the lesson's hand-made one: no sentence may say it “was trained”."""
    for question in lesson.values():
        texts = [question.question, question.show_me.label] + [c.explanation for c in question.choices]
        assert not any("table was trained" in t for t in texts), question.id


def test_quiz_addition_show_me_is_dog_plus_position_one(window, lesson):
    """“"dog"'s row plus position 1's row gives one row of Z, still six numbers wide.”"""
    label = lesson["add-not-concatenate"].show_me.label
    assert "\"dog\"'s row plus position 1's row gives one row of Z, still six numbers wide" in label
    frame = _show(window, lesson["add-not-concatenate"])
    assert frame.tokens[1].text == "dog"
    model = toy_model()
    np.testing.assert_array_equal(frame.token_vectors[1], model.table.matrix[model.encode("dog").ids[0]])
    np.testing.assert_allclose(frame.z[1], frame.token_vectors[1] + frame.position_vectors[1])
    assert frame.position_vectors[1].any() and frame.z.shape[1] == 6 == frame.token_vectors.shape[1]


def test_quiz_where_positions_enter_z_is_token_plus_position(window, lesson):
    assert "each row is a token row plus its position row" in lesson["where-positions-enter"].show_me.label
    frame = _show(window, lesson["where-positions-enter"])
    layer = window.session.layer
    np.testing.assert_array_equal(frame.token_vectors, layer.table.matrix[list(frame.ids)])
    np.testing.assert_allclose(frame.position_vectors, layer.positions.encode(np.arange(frame.length), 6))
    np.testing.assert_allclose(frame.z, frame.token_vectors + frame.position_vectors)


def test_quiz_encoding_show_me_formula_heatmap_and_hand_made_table(window, lesson):
    """“The sinusoidal heatmap is computed from a formula; ... this toy's rows were set by hand.”"""
    label = lesson["encoding-vs-embedding"].show_me.label
    assert "computed from a formula" in label and "rows were set by hand" in label
    _show(window, lesson["encoding-vs-embedding"])
    layer = window.session.layer
    assert layer.positions.parameter_count(6) == 0                   # a formula: nothing learned
    positions = np.arange(5)[:, None]
    k = np.arange(3)[None, :]
    angle = positions / 10000.0 ** (2 * k / 6)
    expected = np.empty((5, 6))
    expected[:, 0::2], expected[:, 1::2] = np.sin(angle), np.cos(angle)      # the paper's formula
    np.testing.assert_allclose(layer.positions.encode(np.arange(5), 6), expected, atol=1e-12)
    np.testing.assert_array_equal(layer.table.matrix, toy_model().table.matrix)   # the lesson's own rows
    assert not getattr(layer.table, "illustrative", False)


def test_quiz_one_more_word_past_a_five_row_table_is_refused(window, lesson):
    """“A learned table with exactly five rows ... Type one more word and see what happens.”"""
    question = lesson["sinusoidal-vs-learned"]
    assert "Type one more word and see what happens" in question.show_me.label
    _show(window, question)
    session = window.session
    session.set_text(question.show_me.sentence + " dog")
    assert session.message.startswith("position 5 is past the end of the learned position table: it has 5 rows")
    assert session.layer.positions.illustrative and "trained for" not in session.message   # random rows
    assert session.frame.length == 5                  # the last good sentence is kept


def test_quiz_explanations_about_the_sentence_are_true(window):
    """“"the" is id 0 at the start and at the end of "the dog bit the man"”; “"the" at position 0 and
    "the" at position 3 become different rows of Z”."""
    texts = {c.explanation for q in quiz.default_quiz().questions for c in q.choices}
    assert any("\"the\" is id 0 at the start and at the end of \"the dog bit the man\"" in t for t in texts)
    assert any("\"the\" at position 0 and \"the\" at position 3 become different rows of Z" in t for t in texts)
    model = toy_model()
    encoded = model.encode("the dog bit the man")
    assert encoded.ids[0] == encoded.ids[3] == 0 and encoded.tokens[3].text == "the"
    assert window.session.set_input("the dog bit the man", LayerSettings())
    z = window.session.frame.z
    assert not np.allclose(z[0], z[3])


# --- the deeper views' sentences about their own pictures -----------------------------------------
def deeper_view(qtbot, index, **settings):
    from posviz.qt.panels.deeper.views import DeeperViews
    from posviz.qt.session import Session
    session = Session()
    session.background = False
    session.set_reduce_motion(True)
    if settings:
        assert session.set_settings(**settings), session.message
    views = DeeperViews(session)
    qtbot.addWidget(views)
    views.resize(1500, 1000)
    views.show()
    view = views.show_view(index)
    view.views_kept = views            # keeps the tab widget, and so the view, alive
    qtbot.waitUntil(lambda: getattr(view, "redraw_count", 1) > 0)
    return session, view


def hue(colour) -> int:
    return QtGui.QColor(colour).hsvHue()


def is_blue(colour) -> bool:
    return 190 <= hue(colour) <= 250


def is_orange(colour) -> bool:
    return 10 <= hue(colour) <= 40


def test_one_hot_cosine_table_bolds_the_focused_word_only(qtbot):
    """“Cosine with each word of the sentence (focused word in bold)”."""
    session, view = deeper_view(qtbot, 0)
    assert any("(focused word in bold)" in label.text() for label in view.findChildren(QtWidgets.QLabel))
    model = view.cosines
    for focus in (1, 3):
        session.set_focus(focus)
        QtWidgets.QApplication.processEvents()
        bold = [r for r in range(model.rowCount()) if (f := model.data(model.index(r, 1), QtCore.Qt.ItemDataRole.FontRole))
                is not None and f.bold()]
        assert bold == [focus] and model.data(model.index(focus, 1)) == session.frame.tokens[focus].text


def test_relative_view_outlines_the_diagonal_it_names(qtbot):
    """“Outlined: the diagonal q − p = k = K”: exactly the cells with q − p = K are outlined."""
    from deeper_checks import plain
    session, view = deeper_view(qtbot, 3)
    for k in (3, -2):
        view.offset_spin.setValue(k)
        QtWidgets.QApplication.processEvents()
        claimed = int(plain(view.similarity_title.text()).split("= k = ")[1].split(".")[0])
        n = view.similarity.values.shape[0]
        assert claimed == k and view.similarity.highlight == {(p, q) for p in range(n) for q in range(n) if q - p == k}


def test_rope_view_names_its_three_curves_by_their_pens(qtbot):
    """“key at position 0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots)”."""
    from posviz.qt.panels.deeper.rope_parts import START_STYLES
    session, view = deeper_view(qtbot, 4)
    texts = " ".join(label.text() for label in view.findChildren(QtWidgets.QLabel))
    assert "0 or later (wide orange), 100 or later (dashes), 10,000 or later (blue dots)" in texts
    assert [start for start, *_ in START_STYLES] == [0, 100, 10_000]
    pens = [curve.opts["pen"] for curve in view.plot.curves]
    widths = [pen.widthF() for pen in pens]
    assert is_orange(pens[0].color()) and pens[0].style() == QtCore.Qt.PenStyle.SolidLine
    assert widths[0] >= 2 * max(widths[1:])                                       # wide
    assert pens[1].style() == QtCore.Qt.PenStyle.DashLine
    assert is_blue(pens[2].color()) and pens[2].style() == QtCore.Qt.PenStyle.DotLine


def test_why_order_colours_are_white_at_zero_and_darkest_red_at_the_top(qtbot):
    """Tooltip: “each row sums to 1. White 0, darkest red the largest weight of the four.”"""
    from posviz.qt.widgets.colors import lookup_table
    session, view = deeper_view(qtbot, 5)
    matrices = [m for e in view.experiments for m in (e.weights, e.reordered)]
    top = max(float(m.max()) for m in matrices)
    for row in view.views:
        for plot in row:
            assert "each row sums to 1" in plot.toolTip() and "White 0, darkest red the largest weight" in plot.toolTip()
            np.testing.assert_allclose(plot.values.sum(axis=1), 1.0, atol=1e-12)
            assert plot.levels == (-top, top)
    lut = lookup_table(view.views[0][0].colormap).astype(int)
    middle, end = lut[len(lut) // 2][:3], lut[-1][:3]
    assert min(middle) >= 225                                         # 0 sits mid-scale: white
    assert end[0] > 2 * max(end[1], end[2])                           # the top is red...
    assert sum(end) == min(sum(c[:3]) for c in lut[len(lut) // 2:])   # ...and the darkest of the reds


def test_long_range_dots_up_blue_pass_down_orange_fail(qtbot):
    """“up: keeps the condition; down, crosses: fails” (and the class says blue and orange)."""
    session, view = deeper_view(qtbot, 8, scheme="rope", d_model=16)
    view.length_spin.setValue(64)
    assert view.worker.wait()
    QtWidgets.QApplication.processEvents()
    search, scan = view.search, view.scan
    assert "up: keeps the condition; down, crosses: fails" in view.search_text.text()
    px, py = scan.passing.getData()
    fx, fy = scan.failing.getData()
    grid = np.log10(search.grid)
    np.testing.assert_allclose(np.sort(px), np.sort(grid[np.asarray(search.passing)]))
    np.testing.assert_allclose(np.sort(fx), np.sort(grid[~np.asarray(search.passing)]))
    assert set(py) == {1.0} and set(fy) <= {0.0} and scan.failing.opts["symbol"] == "x"
    assert is_blue(scan.passing.opts["brush"].color()) and is_orange(scan.failing.opts["brush"].color())
    ticks = dict(scan.getAxis("left")._tickLevels[0])
    assert ticks == {1: "passes", 0: "fails"}


def test_context_legend_dashed_before_solid_blue_after(qtbot):
    """“Dashed: before scaling. Solid blue: after scaling. … Vertical line: pair N.”"""
    from deeper_checks import plain
    session, view = deeper_view(qtbot, 9)
    legend = plain(view.legend.text())
    assert "Dashed: before scaling." in legend and "Solid blue: after scaling." in legend
    for plot in (view.freq_plot, view.wave_plot):
        before, after = plot.before.opts["pen"], plot.after.opts["pen"]
        assert before.style() == QtCore.Qt.PenStyle.DashLine
        assert after.style() == QtCore.Qt.PenStyle.SolidLine and is_blue(after.color())
        assert f"Vertical line: pair {int(plot.marker.value())}." in legend
    assert view.extension is not None
    _, before_y = view.freq_plot.before.getOriginalDataset()
    _, after_y = view.freq_plot.after.getOriginalDataset()
    assert np.all(after_y <= before_y * (1 + 1e-12))                 # scaling only slows pairs down


@pytest.mark.parametrize("d_model", [6, 16])
def test_e_and_the_addition_say_whether_the_numbers_are_hand_written_or_random(window, d_model):
    """E's summary says “the lesson's hand-written values” only for the lesson's own table (equal to
    the toy model's), “illustrative: seeded random values” for another width; the addition panel's
    note names the random table, and nothing else."""
    from deeper_checks import plain
    session = window.session
    assert session.set_settings(scheme="sinusoidal", d_model=d_model)
    QtWidgets.QApplication.processEvents()
    table = session.layer.table
    lessons = toy_model().table.matrix
    is_lessons = table.matrix.shape == lessons.shape and np.array_equal(table.matrix, lessons)
    summary = plain(window.table.summary.text())
    assert ("the lesson's hand-written values" in summary) is is_lessons
    assert ("illustrative: seeded random values, not learned" in summary) is (not is_lessons)
    assert f"|V| × d = {table.vocab_size:,} × {d_model:,} = {table.matrix.size:,} numbers" in summary
    note = plain(window.addition.note.text())
    assert (f"the {d_model}-wide token table holds seeded random values" in note) is (not is_lessons)
    assert is_lessons is (d_model == 6)
    session.set_settings(d_model=6)
