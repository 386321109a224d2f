"""The seven "Deeper ideas" views: every number on screen is the model's, checked here."""
import numpy as np
import pytest
from PySide6 import QtWidgets

from posviz.model import Sinusoidal, toy_model
from posviz.lessons.attention import Alibi, softmax_rows, toy_attention
from posviz.lessons.relative import shift_matrix
from posviz.qt.panels.deeper.onehot_parts import lookup_stage
from posviz.qt.panels.deeper.shapes import length_to_slider, slider_to_length
from posviz.qt.panels.deeper.views import DEEPER_VIEWS, DeeperViews
from posviz.qt.session import Session

from deeper_checks import assert_view_shows, plain

ONE_HOT, SHAPES, LENGTHS, RELATIVE, ROPE, ORDER, CONVENTIONS = range(7)


@pytest.fixture
def deeper(qtbot):
    session = Session()
    views = DeeperViews(session)
    qtbot.addWidget(views)
    views.resize(1000, 560)
    views.show()
    qtbot.waitExposed(views)
    return views


def test_registered_as_one_tab_with_seven_sub_tabs(qtbot):
    from posviz.qt import create_window
    from posviz.qt.window.tabs import EXTRA_TABS
    assert ("Deeper ideas", "posviz.qt.panels.deeper.views:DeeperViews") in EXTRA_TABS
    window = create_window()
    qtbot.addWidget(window)
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    page = window.tabs.widget(titles.index("Deeper ideas"))
    window.tabs.setCurrentWidget(page)
    assert isinstance(page.view, DeeperViews) and page.view.tabs.count() == len(DEEPER_VIEWS) >= 7
    assert all(page.view.tabs.tabText(i).endswith(DEEPER_VIEWS[i][0]) for i in range(7))   # the seven checked here
    assert set(page.view.views) == {0}   # the others are built when first shown


@pytest.mark.parametrize("index", range(7))
@pytest.mark.parametrize("change", [dict(text=""), dict(text="dog zebra"), dict(d_model=7), dict(scheme="rope"),
                                    dict(scheme="learned"), dict(positions_on=False), dict(d_model=64)])
def test_every_view_survives_every_state(deeper, index, change):
    session = deeper.session
    view = deeper.show_view(index)
    assert_view_shows(index, view, session)
    before = view.redraw_count
    if "text" in change:
        session.set_text(change["text"])
    else:
        assert session.set_settings(**change), session.message
    assert view.redraw_count > before
    assert_view_shows(index, view, session)    # the new state's numbers, not the old ones
    view.grab()   # paints without raising


CONTROLS = {
    ONE_HOT: lambda view, session: session.set_focus(4),
    SHAPES: lambda view, session: view.set_imagined_length(1_000),
    LENGTHS: lambda view, session: view.set_length(40),
    RELATIVE: lambda view, session: (view.table_choice.setCurrentIndex(1), view.offset_spin.setValue(-4)),
    ROPE: lambda view, session: (view.shift.setValue(123), view.key_choice.setValue(3),
                                 session.set_settings(rope_pairing="half")),
    ORDER: lambda view, session: (view.reorder.setCurrentIndex(1), view.lower.setCurrentIndex(1),
                                  view.head.setValue(3)),
    CONVENTIONS: lambda view, session: (view.count_spin.setValue(10), view.buttons.button(3).click()),
}


@pytest.mark.parametrize("index", range(7))
def test_every_view_shows_the_numbers_after_its_own_controls_move(deeper, index):
    session = deeper.session
    session.set_text("the man bit the dog and the cat")
    view = deeper.show_view(index)
    CONTROLS[index](view, session)
    assert_view_shows(index, view, session)
    assert session.set_settings(d_model=16)
    assert_view_shows(index, view, session)


def test_hidden_views_wait_until_shown(deeper):
    rope = deeper.show_view(ROPE)
    deeper.show_view(ONE_HOT)
    count = rope.redraw_count
    deeper.session.set_text("the man bit the dog")
    deeper.session.set_text("the cat bit the man")
    assert rope.redraw_count == count
    deeper.show_view(ROPE)
    assert rope.redraw_count == count + 1
    deeper.session.set_settings(base=100.0)   # settings and frame signals: one redraw, not two
    assert rope.redraw_count == count + 2


# --- 1. one-hot against a learned row ----------------------------------------------------------
def test_lookup_stage():
    assert lookup_stage(0.0) == (0.0, 0.0) and lookup_stage(0.5) == (1.0, 0.0)
    assert lookup_stage(1.0) == (1.0, 1.0) and lookup_stage(7) == (1.0, 1.0)


def test_one_hot_view_numbers(deeper, qtbot):
    deeper.session.set_reduce_motion(True)
    view = deeper.show_view(ONE_HOT)
    canvas = view.canvas
    np.testing.assert_array_equal(canvas.result, toy_model().table.row(2))   # "dog"
    assert canvas.one_hot.tolist() == [0, 0, 1, 0, 0, 0, 0, 0, 0, 0] and canvas.progress == 1.0
    with qtbot.waitSignal(view.finished, timeout=1000):
        deeper.session.set_focus(0)
    cos = view.cosines
    assert [cos.data(cos.index(r, 2)) for r in range(5)] == ["1.00", "0.00", "0.00", "1.00", "0.00"]
    assert cos.data(cos.index(1, 3)) == "0.00" and cos.data(cos.index(2, 3)) == "0.00"   # the vs dog, bit
    deeper.session.set_focus(1)
    assert cos.data(cos.index(2, 3)) == f"{toy_model().table.cosine(2, 6):.2f}" != "0.00"
    assert "cat (0.80)" in view.nearest.text()


def test_one_hot_animation_runs_to_the_end(deeper, qtbot):
    view = deeper.show_view(ONE_HOT)
    with qtbot.waitSignal(view.finished, timeout=5000):
        view.play()
    assert view.canvas.progress == 1.0
    view.set_progress(0.25)
    assert view.canvas.progress == 0.25


def test_one_hot_view_unknown_word(deeper):
    deeper.session.set_text("zebra dog")
    view = deeper.show_view(ONE_HOT)
    deeper.session.set_focus(0)
    assert "not in the vocabulary" in view.canvas.message
    assert view.cosines.data(view.cosines.index(1, 3)) == "no row"


# --- 2. shapes -----------------------------------------------------------------------------------
def test_slider_mapping():
    assert slider_to_length(0) == 1 and slider_to_length(1000) == 100_000
    assert all(abs(slider_to_length(length_to_slider(n)) - n) / n < 0.02 for n in (5, 37, 1_000, 54_321))


def test_shapes_view_numbers(deeper):
    view = deeper.show_view(SHAPES)
    model = view.models
    rows = {model.cell_text(r, 0): [model.cell_text(r, c) for c in range(5)] for r in range(model.rowCount())}
    assert rows["this demo"][1:4] == ["10", "6", "60"]
    assert rows["GPT-2 small"][1:5] == ["50,257", "768", "38.6M", "learned:\n1,024 \u00d7 768 = 786.4K"]
    assert rows["BERT-base"][1:5] == ["30,522", "768", "23.4M", "learned:\n512 \u00d7 768 = 393.2K"]
    assert rows["Llama 3 8B"][1:5] == ["128,256", "4,096", "525.3M", "RoPE (no table)"]
    assert "L \u00d7 d = 5 \u00d7 6 = 30" in plain(view.live.text())
    deeper.session.set_text("the dog bit the man and the cat")
    assert "L \u00d7 d = 8 \u00d7 6 = 48" in plain(view.live.text())
    assert "|V| \u00d7 d = 10 \u00d7 6 = 60" in plain(view.live.text())
    view.set_imagined_length(100_000)
    assert "100,000 \u00d7 6 matrix" in plain(view.imagined.text())
    assert "still 10 \u00d7 6 = 60" in plain(view.imagined.text())
    assert view.diagram.length == 100_000 and view.diagram.vocab_size == 10
    deeper.session.set_settings(d_model=16, scheme="learned", learned_max_len=40)
    assert [model.cell_text(0, c) for c in (3, 4)] == ["160", "learned:\n40 \u00d7 16 = 640"]


# --- 3. past the table's end ---------------------------------------------------------------------
def test_lengths_view_shows_the_models_error(deeper):
    session = deeper.session
    view = deeper.show_view(LENGTHS)
    assert view.length == 5 and all(not c.error for c in view.checks)
    view.set_length(40)
    sinusoidal, learned, rope = view.checks
    assert "position 39 is past the end of the learned position table" in view.columns[1].status.text()
    assert learned.covered == 32 and sinusoidal.covered == rope.covered == 40
    assert "32 \u00d7 6 = 192" in view.columns[1].parameters.text()
    view.max_len_spin.setValue(64)
    assert session.settings.learned_max_len == 64 and view.checks[1].error == ""


def test_lengths_sweep(deeper, qtbot):
    deeper.session.set_reduce_motion(True)
    view = deeper.show_view(LENGTHS)
    view.sweep()
    assert view.length == 32 + 16 and view.checks[1].error
    deeper.session.set_reduce_motion(False)
    view.sweep()
    qtbot.waitUntil(lambda: view.animation.state() == view.animation.State.Stopped, timeout=10_000)
    assert view.length == 48


# --- 4. relative position ------------------------------------------------------------------------
def test_relative_view_checks(deeper):
    session = deeper.session
    view = deeper.show_view(RELATIVE)
    assert view.toeplitz_error < 1e-9 and view.residual < 1e-9 and "\u2713" in view.shift_check.text()
    view.offset_spin.setValue(5)
    np.testing.assert_allclose(view.shift.values, shift_matrix(Sinusoidal(), 5, 6))
    before, moved, after = view.probe.values
    np.testing.assert_allclose(moved, after, atol=1e-9)
    np.testing.assert_allclose(before, Sinusoidal().encode([1], 6)[0])   # focused token's position
    session.set_settings(convention="fairseq", d_model=16)
    assert view.toeplitz_error < 1e-9 and view.residual < 1e-9
    view.similarity.cellClicked.emit(2, 9)
    assert view.offset_spin.value() == 7
    view.table_choice.setCurrentIndex(1)
    assert view.toeplitz_error > 1e-3 and "\u2717" in view.similarity_check.text()
    session.set_settings(d_model=7)
    assert "odd d_model" in view.shift_check.text()
    session.set_settings(d_model=4096)   # the full M_k would be 128 MB: its corner is drawn
    assert view.shift.values.shape == (64, 64) and view.residual < 1e-9


# --- 5. RoPE --------------------------------------------------------------------------------------
def test_rope_view_scores_depend_only_on_the_offset(deeper):
    session = deeper.session
    view = deeper.show_view(ROPE)
    assert np.max(np.ptp(view.scores, axis=0)) < 1e-9 and np.ptp(view.scores[0]) > 1e-3
    score, curves = view.score, view.scores
    view.shift.setValue(123)
    assert view.scores is curves   # moving both tokens does not recompute the curves
    assert view.positions() == (1 + 123, 0 + 123)
    assert view.score == pytest.approx(score, abs=1e-9)
    view.pairing.setCurrentIndex(1)
    view.pairing.activated.emit(1)
    assert session.settings.rope_pairing == "half"
    assert "agree" in view.pairing_check.text() and "\u2713" in view.pairing_check.text()
    assert "illustrative" in view.summary.text()
    view.key_choice.setValue(3)
    assert view.positions() == (1 + 123, 3 + 123) and "\u201cthe\u201d" in view.key_word.text()
    session.set_settings(d_model=7)
    assert "even" in view.dial.message


# --- 6. why order matters ---------------------------------------------------------------------------
def test_order_view_permutation_shown_is_the_one_applied(deeper):
    session = deeper.session
    view = deeper.show_view(ORDER)
    assert view.perm.tolist() == [0, 4, 2, 3, 1] and "the man bit the dog" in view.col_titles[1].text()
    assert "perm = [0, 4, 2, 3, 1]" in view.order_text.text()
    off, on = view.experiments
    assert off.difference < 1e-12 and on.difference > 1e-3
    tokens = session.frame.token_vectors
    shown_reordered = view.views[0][1].values
    np.testing.assert_allclose(shown_reordered, toy_attention(tokens[view.perm], tokens[view.perm]), atol=1e-15)
    np.testing.assert_allclose(shown_reordered, view.views[0][0].values[np.ix_(view.perm, view.perm)], atol=1e-12)
    z = toy_model().encode("the man bit the dog").z
    np.testing.assert_allclose(view.views[1][1].values, toy_attention(z, z), atol=1e-12)
    view.reorder.setCurrentIndex(1)
    assert view.perm.tolist() == [4, 3, 2, 1, 0] and view.experiments[0].difference < 1e-12


def test_order_view_alibi_is_a_bias_on_the_scores(deeper):
    view = deeper.show_view(ORDER)
    view.lower.setCurrentIndex(1)
    view.head.setValue(3)
    tokens = deeper.session.frame.token_vectors
    expected = softmax_rows(tokens @ tokens.T / np.sqrt(6) + Alibi(3, 8).bias(5))
    np.testing.assert_allclose(view.views[1][0].values, expected)
    assert "m = 0.125" in view.row_titles[1].text() and view.experiments[1].difference > 1e-3


def test_order_view_follows_rope_and_positions_off(deeper):
    session = deeper.session
    view = deeper.show_view(ORDER)
    session.set_settings(scheme="rope")
    assert "RoPE" in view.row_titles[1].text() and view.experiments[1].difference > 1e-3
    session.set_settings(scheme="sinusoidal", positions_on=False)   # lower row still shows positions
    assert view.experiments[1].difference > 1e-3 and view.experiments[0].difference < 1e-12


# --- 7. conventions ---------------------------------------------------------------------------------
@pytest.mark.parametrize("index, key", list(enumerate(["paper", "split", "tensor2tensor", "fairseq"])))
def test_conventions_switchboard(deeper, index, key):
    session = deeper.session
    view = deeper.show_view(CONVENTIONS)
    view.buttons.button(index).click()
    assert session.settings.convention == key
    assert view.gap < 1e-6 and "matches the reference formula to 1e-06" in view.check.text()
    layout, exponent, offset = {"paper": ("interleaved", "paper", 0), "split": ("split", "paper", 0),
                                "tensor2tensor": ("split", "tensor2tensor", 0),
                                "fairseq": ("split", "tensor2tensor", 2)}[key]
    np.testing.assert_allclose(view.heatmap.values, Sinusoidal(10000.0, layout, exponent, offset).encode(32, 6))
    view.heatmap.cellClicked.emit(3, 2)
    assert "Position 3, column 2" in view.cell_text.text()


def test_colour_map_follows_the_session(deeper):
    view = deeper.show_view(CONVENTIONS)
    deeper.session.set_colormap("CET-CBD1")
    assert view.heatmap.colormap == "CET-CBD1"


def test_reduce_motion_ends_a_running_animation(deeper, qtbot):
    view = deeper.show_view(ONE_HOT)
    view.play()
    assert view.animation.state() == view.animation.State.Running
    with qtbot.waitSignal(view.finished, timeout=1000):
        deeper.session.set_reduce_motion(True)
    assert view.canvas.progress == 1.0


def test_views_follow_a_loaded_real_model(deeper):
    """A real model keeps its own |V|, d and learned table; the settings' d_model is not its width."""
    from posviz.model import EmbeddingTable, InputLayer, Learned, Vocabulary
    words = ("the", "a", "dog", "cat", "man", "child", "bit", "chased", "sees", "small") + tuple(
        f"w{i}" for i in range(10, 50_000))
    table = EmbeddingTable(np.random.default_rng(0).normal(0, 0.05, (50_000, 32)))
    learned = Learned(np.random.default_rng(1).normal(0, 0.05, (64, 32)))
    layer = InputLayer(Vocabulary(words), table, learned, name="a stand-in real model")
    session = deeper.session
    assert session.set_layer(layer, session.settings.changed(scheme="learned")), session.message
    assert session.settings.d_model == 6 and session.layer.d_model == 32
    one_hot = deeper.show_view(ONE_HOT)
    assert one_hot.canvas.vocab_size == 50_000 and len(one_hot.canvas.labels) == 12
    np.testing.assert_array_equal(one_hot.canvas.result, table.row(2))
    shapes = deeper.show_view(SHAPES)
    assert [shapes.models.cell_text(0, c) for c in range(4)] == ["a stand-in real model", "50,000", "32", "1.6M"]
    lengths = deeper.show_view(LENGTHS)
    lengths.set_length(70)
    assert "it has 64 rows" in lengths.checks[1].error and lengths.checks[0].vectors.shape == (64, 32)
    relative = deeper.show_view(RELATIVE)
    relative.count_spin.setValue(100)
    relative.table_choice.setCurrentIndex(1)
    assert relative.similarity.values.shape == (64, 64)   # the model's own table has 64 rows
    np.testing.assert_allclose(relative.similarity.values, learned.table @ learned.table.T)
    assert relative.residual < 1e-9
    rope = deeper.show_view(ROPE)
    assert rope.pair_spin.maximum() == 15 and np.max(np.ptp(rope.scores, axis=0)) < 1e-9
    conventions = deeper.show_view(CONVENTIONS)
    assert conventions.heatmap.values.shape == (32, 32) and conventions.gap < 1e-6
    order = deeper.show_view(ORDER)
    assert order.experiments[0].difference < 1e-12 and order.experiments[1].difference > 1e-6
    for index in range(7):                            # and every number shown is the model's own
        assert_view_shows(index, deeper.show_view(index), session)


def test_every_part_drawn_with_the_colour_map_is_named_by_its_view_and_follows_it(deeper):
    """A view names its coloured parts (nothing searches for them): every child that takes a colour
    map is named, and after a change each shows the new one."""
    deeper.session.set_colormap("CET-CBD1")
    for index in range(len(DEEPER_VIEWS)):
        view = deeper.show_view(index)
        children = [c for c in view.findChildren(QtWidgets.QWidget) if callable(getattr(c, "set_colormap", None))]
        assert {id(c) for c in children} == {id(part) for part in view.coloured_parts()}, DEEPER_VIEWS[index][0]
        assert [part.colormap for part in view.coloured_parts()] == ["CET-CBD1"] * len(children)
