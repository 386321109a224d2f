"""The vector-addition panel: a + b = z for the focused token, animated, on the model's numbers."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt import create_window
from posviz.qt.panels.addition import text as addition_text
from posviz.qt.panels.addition.geometry import (addition_geometry, dims_window, format_value,
                                                 smoothstep, value_range)

A = np.array([0.9, 0.0, -0.5, 0.4])
B = np.array([0.84, 0.54, 0.05, -1.0])


# --- the pure geometry ---------------------------------------------------------------------
def test_geometry_at_start_is_the_two_rows_in_their_own_lanes():
    geo = addition_geometry(A, B, A + B, 0.0)
    assert geo.token_copy.lane == 0.0 and geo.position_copy.lane == 1.0
    np.testing.assert_array_equal(geo.token_copy.start, 0.0)
    np.testing.assert_array_equal(geo.token_copy.end, A)
    np.testing.assert_array_equal(geo.position_copy.start, 0.0)
    np.testing.assert_array_equal(geo.position_copy.end, B)
    assert geo.token_copy.opacity == geo.position_copy.opacity == 1.0
    assert geo.z_bar.opacity == 0.0 and geo.z_text_opacity == 0.0


def test_geometry_halfway_token_copy_arrived_position_copy_on_its_way():
    geo = addition_geometry(A, B, A + B, 0.5)
    e2 = 0.25 ** 2 * (3 - 2 * 0.25)          # smoothstep of (0.5 - 0.4) / 0.4
    assert e2 == pytest.approx(0.15625)
    assert geo.token_copy.lane == 2.0
    assert geo.position_copy.lane == pytest.approx(1.0 + e2)
    np.testing.assert_allclose(geo.position_copy.start, e2 * A)
    np.testing.assert_allclose(geo.position_copy.end, e2 * A + B)
    assert geo.z_bar.opacity == 0.0


def test_geometry_at_end_position_bars_sit_on_the_token_tips_and_z_has_settled():
    z = A + B
    geo = addition_geometry(A, B, z, 1.0)
    assert geo.position_copy.lane == 2.0 and geo.token_copy.lane == 2.0
    np.testing.assert_allclose(geo.position_copy.start, A)        # tip to tail
    np.testing.assert_allclose(geo.position_copy.end, z)
    np.testing.assert_array_equal(geo.z_bar.end, z)
    assert geo.z_bar.lane == 2.0 and geo.z_bar.opacity == 1.0
    assert geo.token_copy.opacity == geo.position_copy.opacity == 0.0


def test_geometry_clips_time():
    early, late = addition_geometry(A, B, A + B, -3.0), addition_geometry(A, B, A + B, 7.0)
    assert early.position_copy.lane == 1.0 and late.z_bar.opacity == 1.0


vectors = st.lists(st.floats(-50, 50), min_size=1, max_size=8)


@settings(max_examples=60, deadline=None)
@given(vectors, st.data(), st.floats(0.0, 1.0))
def test_every_moving_bar_stays_inside_the_shared_value_range(a, data, t):
    a = np.array(a)
    b = np.array(data.draw(st.lists(st.floats(-50, 50), min_size=len(a), max_size=len(a))))
    low, high = value_range(a, b, a + b)
    geo = addition_geometry(a, b, a + b, t)
    for piece in (geo.token_copy, geo.position_copy, geo.z_bar):
        assert np.all(piece.start >= low - 1e-9) and np.all(piece.end <= high + 1e-9)
        assert np.all(piece.end >= low - 1e-9) and np.all(piece.start <= high + 1e-9)


def test_smoothstep_value_range_window_and_format():
    assert [smoothstep(u) for u in (-1, 0, 0.5, 1, 2)] == [0.0, 0.0, 0.5, 1.0, 1.0]
    assert value_range(np.array([0.5, 2.0]), np.array([-1.0])) == (-1.0, 2.0)
    assert value_range(np.zeros(3)) == (0.0, 1.0)
    assert value_range(np.array([0.2, 0.3])) == (0.0, 0.3)          # 0 always on the axis
    assert dims_window(0, 16, 6) == (0, 6)
    assert dims_window(500, 16, 512) == (496, 512)                  # the last page is full
    assert dims_window(-4, 16, 512) == (0, 16)
    assert format_value(-0.001) == "0.00" and format_value(-0.42) == "-0.42" and format_value(1.735) == "1.74"


# --- the panel in the real window ------------------------------------------------------------
@pytest.fixture
def window(qtbot):
    # A test elsewhere that failed mid-zoom may have left the application font enlarged.
    QtWidgets.QApplication.setFont(QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.GeneralFont))
    window = create_window("the dog bit the man")
    qtbot.addWidget(window)
    window.resize(1280, 900)
    window.show()
    qtbot.waitExposed(window)
    canvas = window.addition.canvas          # the splitters settle over a few posted layout passes
    qtbot.waitUntil(lambda: canvas.height() >= canvas.minimumSizeHint().height(), timeout=3000)
    yield window
    window.addition.animation.stop()


def panel_of(window):
    panel = window.findChild(QtWidgets.QWidget, "vectorAddition")
    assert panel is window.addition
    return panel


def assert_shows_focused_token(panel, session):
    """The settled picture (t = 1) draws the model's numbers for the focused token."""
    assert panel.progress == 1.0
    frame, i = session.frame, session.focus
    first, stop = panel.dims
    token, position, z = frame.token_vectors[i], frame.position_vectors[i], frame.z[i]
    for shown, model in zip(panel.values, (token, position, z)):
        np.testing.assert_array_equal(shown, model)
    expected = [(format_value(a), format_value(b), format_value(c))
                for a, b, c in zip(token[first:stop], position[first:stop], z[first:stop])]
    assert [row[1:] for row in panel.canvas.row_texts()] == expected
    geo = panel.canvas.geometry_now
    np.testing.assert_array_equal(geo.z_bar.end, z[first:stop])
    np.testing.assert_allclose(geo.position_copy.end, z[first:stop], atol=1e-12)


def test_opens_on_the_lessons_dog_with_named_dimensions(window):
    panel = panel_of(window)
    assert panel.progress == 1.0
    assert panel.canvas.row_texts() == [
        ("animal", "0.90", "0.84", "1.74"), ("person", "0.00", "0.54", "0.54"),
        ("action", "0.00", "0.05", "0.05"), ("past", "0.00", "1.00", "1.00"),
        ("small word", "0.00", "0.00", "0.00"), ("size", "0.40", "1.00", "1.40")]
    assert panel.caption.text() == "“dog” at position 1: its row of E + the position-1 vector = row 1 of Z."
    assert panel.dims == (0, 6) and not panel.dims_label.isVisible()
    assert panel.note.isHidden()
    assert "animal: 0.9 + 0.8415 = 1.741" in panel.canvas.accessibleDescription()   # four digits, read out


def test_typing_plays_the_addition_to_the_models_numbers(window, qtbot):
    panel, session = panel_of(window), window.session
    editor = window.findChild(QtWidgets.QLineEdit, "sentenceEditor")
    editor.clear()
    with qtbot.waitSignal(panel.finished, timeout=5000):
        qtbot.keyClicks(editor, "the cat sees a child")
        qtbot.waitUntil(lambda: session.text == "the cat sees a child", timeout=3000)
    assert session.frame.ids.tolist() == [0, 3, 8, 1, 5]
    assert panel.progress == 1.0
    assert_shows_focused_token(panel, session)
    assert "“cat” at position 1:" in panel.caption.text()


def test_focus_changes_follow_the_session_and_animate(window, qtbot):
    panel, session = panel_of(window), window.session
    for index in (4, 0, 3, 2):
        with qtbot.waitSignal(panel.finished, timeout=5000):
            session.set_focus(index)
            assert panel.animation.state() == QtCore.QAbstractAnimation.State.Running
        assert_shows_focused_token(panel, session)
        word = session.frame.tokens[index].text
        assert f"“{word}” at position {index}:" in panel.caption.text()


def test_reduce_motion_jumps_to_the_end_without_animating(window, qtbot):
    panel, session = panel_of(window), window.session
    session.set_reduce_motion(True)
    with qtbot.waitSignal(panel.finished, timeout=100):
        session.set_focus(4)
    assert panel.progress == 1.0
    assert panel.animation.state() == QtCore.QAbstractAnimation.State.Stopped
    assert_shows_focused_token(panel, session)


def test_reduce_motion_switched_on_mid_animation_ends_it(window, qtbot):
    panel, session = panel_of(window), window.session
    session.set_focus(3)
    assert panel.animation.state() == QtCore.QAbstractAnimation.State.Running
    with qtbot.waitSignal(panel.finished, timeout=100):
        session.set_reduce_motion(True)
    assert panel.progress == 1.0 and panel.animation.state() == QtCore.QAbstractAnimation.State.Stopped


def test_replay_button_restarts_from_the_beginning(window, qtbot):
    panel = panel_of(window)
    assert panel.progress == 1.0
    qtbot.mouseClick(panel.replay_button, QtCore.Qt.MouseButton.LeftButton)
    assert panel.animation.state() == QtCore.QAbstractAnimation.State.Running
    assert panel.progress < 0.5
    with qtbot.waitSignal(panel.finished, timeout=5000):
        pass
    assert panel.progress == 1.0


def test_a_new_focus_mid_animation_restarts_cleanly(window, qtbot):
    panel, session = panel_of(window), window.session
    finished = []
    panel.finished.connect(lambda: finished.append(session.focus))
    session.set_focus(2)
    qtbot.waitUntil(lambda: panel.progress > 0.3, timeout=5000)
    session.set_focus(4)
    assert panel.progress < 0.3                     # started again from the beginning
    with qtbot.waitSignal(panel.finished, timeout=5000):
        pass
    assert finished == [4]                          # the interrupted run never claimed to finish
    assert_shows_focused_token(panel, session)


def test_animation_frames_reuse_the_still_parts(window, qtbot):
    panel = panel_of(window)
    panel.canvas.repaint()
    builds, paints = panel.canvas.layer_builds, panel.canvas.paint_count
    with qtbot.waitSignal(panel.finished, timeout=5000):
        panel.replay()
    panel.canvas.repaint()
    assert panel.canvas.paint_count > paints + 2        # it did animate on screen
    assert panel.canvas.layer_builds == builds          # but names, numbers and still bars were not redrawn


def test_an_edit_that_leaves_the_focused_token_alone_does_not_replay(window, qtbot):
    panel, session = panel_of(window), window.session
    session.set_text("the dog bit the man today")
    assert panel.animation.state() == QtCore.QAbstractAnimation.State.Stopped
    assert panel.progress == 1.0


def test_play_for_the_walkthrough(window, qtbot):
    panel = panel_of(window)
    with qtbot.waitSignal(panel.finished, timeout=5000):
        panel.play()
        assert panel.progress == 0.0
    assert panel.progress == 1.0


def test_rope_says_nothing_is_added_and_z_is_the_token_row(window, qtbot):
    panel, session = panel_of(window), window.session
    assert session.set_settings(scheme="rope")
    token, position, z = panel.values
    np.testing.assert_array_equal(position, 0.0)
    np.testing.assert_array_equal(z, token)
    assert "RoPE adds nothing" in panel.caption.text() and "unchanged" in panel.caption.text()
    assert "rotated" in panel.note.text() and "attention" in panel.note.text()
    assert all(row[2] == "0.00" and row[1] == row[3] for row in panel.canvas.row_texts())


@pytest.mark.parametrize("change, why", [({"positions_on": False}, "switched off"),
                                         ({"scheme": "none"}, "“none”")])
def test_no_positions_says_the_position_row_is_zeros(window, qtbot, change, why):
    panel, session = panel_of(window), window.session
    with qtbot.waitSignal(panel.finished, timeout=5000):
        assert session.set_settings(**change)
    np.testing.assert_array_equal(panel.values[1], 0.0)
    assert why in panel.note.text() and "all zeros" in panel.note.text()
    assert "no position vector is added" in panel.caption.text()
    assert_shows_focused_token(panel, session)


def test_unknown_word_has_a_zero_token_row_and_says_why(window, qtbot):
    panel, session = panel_of(window), window.session
    session.set_text("the zebra bit")
    with qtbot.waitSignal(panel.finished, timeout=5000):
        session.set_focus(1)
    assert not session.frame.known[1]
    np.testing.assert_array_equal(panel.values[0], 0.0)
    assert "“zebra” is not in the vocabulary" in panel.note.text()
    assert "zeros (E has no row for it)" in panel.caption.text()
    assert "no row" in panel.note.text() and "zeros" in panel.note.text()
    assert_shows_focused_token(panel, session)


def test_empty_sentence_shows_an_empty_state(window, qtbot):
    panel, session = panel_of(window), window.session
    session.set_text("")
    assert panel.caption.text() == addition_text.empty_caption()
    assert panel.canvas.row_texts() == [] and not panel.replay_button.isEnabled()
    assert panel.dims == (0, 0) and panel.values[0].shape == (0,)
    with qtbot.waitSignal(panel.finished, timeout=100):
        panel.play()
    panel.canvas.grab()                                   # painting the empty state must not raise
    with qtbot.waitSignal(panel.finished, timeout=5000):
        session.set_text("man")
    assert_shows_focused_token(panel, session)


def test_wide_table_shows_a_labelled_window_of_dimensions(window, qtbot):
    panel, session = panel_of(window), window.session
    session.set_reduce_motion(True)
    assert session.set_settings(d_model=512)
    first, stop = panel.dims
    count = stop - first
    assert first == 0 and 4 <= count <= 32
    assert panel.dims_label.isVisible() and panel.dims_label.text() == f"dims 0–{count - 1} of 512"
    assert [row[0] for row in panel.canvas.row_texts()] == [f"dim {i}" for i in range(count)]
    assert not panel.prev_button.isEnabled() and panel.next_button.isEnabled()
    assert "Illustrative" in panel.note.text() and "512-wide" in panel.note.text()
    assert_shows_focused_token(panel, session)
    qtbot.mouseClick(panel.next_button, QtCore.Qt.MouseButton.LeftButton)
    assert panel.dims == (count, 2 * count)
    assert panel.dims_label.text() == f"dims {count}–{2 * count - 1} of 512"
    assert_shows_focused_token(panel, session)
    panel.canvas.scrollRequested.emit(1000)               # far past the end: the last page, full
    assert panel.dims == (512 - count, 512) and not panel.next_button.isEnabled()
    assert_shows_focused_token(panel, session)


def test_widest_table_still_draws_a_screenful(window):
    panel, session = panel_of(window), window.session
    session.set_reduce_motion(True)
    assert session.set_settings(d_model=8192)
    assert len(panel.canvas.row_texts()) <= 32
    assert panel.dims_label.text().endswith("of 8,192")
    panel.canvas.grab()


def test_an_illustrative_learned_position_table_is_labelled(window):
    panel, session = panel_of(window), window.session
    assert session.set_settings(scheme="learned")
    assert "learned position table" in panel.note.text() and "Illustrative" in panel.note.text()
    assert "token table" not in panel.note.text()          # the toy table itself is the lesson's


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_at_its_minimum_width_every_lane_stays_inside_the_canvas(window, scale):
    canvas = panel_of(window).canvas
    font = canvas.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    canvas.setFont(font)
    canvas.resize(canvas.minimumSizeHint().width(), canvas.height())
    lay = canvas._layout()
    assert lay.lane_x(2) + lay.bar_w + lay.num_w <= canvas.width()
    assert lay.bar_w >= 4 and lay.name_w >= canvas.fontMetrics().horizontalAdvance("0000")


def test_rows_scale_with_the_widget_font(window):
    panel, session = panel_of(window), window.session
    session.set_settings(d_model=512)
    before_h, before_rows = panel.canvas.row_height(), panel.dims[1]
    font = panel.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    panel.setFont(font)
    assert panel.canvas.row_height() > 1.8 * before_h
    assert panel.dims[1] < before_rows


@pytest.mark.parametrize("text, change", [("the dog bit the man", {}),
                                          ("the dog bit the man", {"scheme": "rope"}),
                                          ("the zebra bit the man", {"positions_on": False})])
def test_all_six_toy_dimensions_fit_at_1024x768(window, qtbot, text, change):
    panel, session = panel_of(window), window.session
    session.set_reduce_motion(True)
    session.set_text(text)
    assert session.set_settings(**change) if change else True
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024 and panel.canvas.height() >= panel.canvas.minimumSizeHint().height(),
                    timeout=3000)
    assert panel.dims == (0, 6) and panel.dims_label.isHidden()
    assert len(panel.canvas.row_texts()) == 6
    assert panel.canvas.fontMetrics().height() >= 12
