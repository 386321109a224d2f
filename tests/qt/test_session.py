"""The session: the only writer; refused changes keep the last good state."""
import numpy as np

from posviz.model import Learned, NoPositions, Rope, Sinusoidal, toy_model
from posviz.qt.session import Session


def test_starts_on_the_lesson(qapp):
    session = Session()
    assert session.frame.ids.tolist() == [0, 2, 6, 0, 4] and session.focus == 1
    np.testing.assert_allclose(np.round(session.frame.z[1], 2), [1.74, 0.54, 0.05, 1.00, 0.00, 1.40])


def test_set_text_emits_frame(qtbot):
    session = Session()
    with qtbot.waitSignal(session.frameChanged) as blocker:
        assert session.set_text("the man bit the dog")
    assert blocker.args[0].ids.tolist() == [0, 4, 6, 0, 2]


def test_settings_change_the_scheme(qtbot):
    session = Session()
    session.set_settings(scheme="rope")
    assert isinstance(session.layer.positions, Rope)
    np.testing.assert_array_equal(session.frame.z, session.frame.token_vectors)
    session.set_settings(scheme="sinusoidal", convention="split", base=100.0)
    assert session.layer.positions == Sinusoidal(100.0, "split")
    session.set_settings(positions_on=False)
    assert isinstance(session.layer.positions, NoPositions)


def test_refused_setting_keeps_state_and_says_why(qtbot):
    session = Session()
    before = session.frame
    with qtbot.waitSignal(session.messageChanged) as blocker:
        assert not session.set_settings(base=float("nan"))
    assert "base" in blocker.args[0] and session.frame is before and session.settings.base == 10000.0
    assert not session.set_settings(d_model=0)
    assert session.settings.d_model == 6


def test_sentence_past_a_learned_table_is_refused_with_the_lesson(qtbot):
    session = Session()
    assert not session.set_settings(scheme="learned", learned_max_len=4)   # 5 tokens, 4 rows
    assert "position 4 is past the end" in session.message and session.settings.scheme == "sinusoidal"
    assert session.set_settings(scheme="learned", learned_max_len=5)
    before = session.frame
    assert not session.set_text("the dog bit the man again")
    assert "position 5 is past the end" in session.message and session.frame is before
    assert session.text == "the dog bit the man again" and isinstance(session.layer.positions, Learned)


def test_focus_is_clamped(qtbot):
    session = Session()
    session.set_focus(4)
    with qtbot.waitSignal(session.focusChanged) as blocker:
        session.set_text("the dog")
    assert blocker.args[0] == 1 and session.focus == 1
    session.set_text("")
    assert session.focus == -1 and session.frame.length == 0


def test_other_width_is_illustrative(qtbot):
    session = Session()
    session.set_settings(d_model=16)
    assert session.frame.z.shape == (5, 16) and session.layer.table.illustrative
    session.set_settings(d_model=6)
    np.testing.assert_array_equal(session.layer.table.matrix, toy_model().table.matrix)


def test_a_huge_learned_table_is_refused_before_it_is_built(qtbot):
    session = Session()
    assert not session.set_settings(scheme="learned", learned_max_len=1_000_000, d_model=8192)
    assert "at most 16,777,216" in session.message and session.settings.scheme == "sinusoidal"
    assert session.set_settings(scheme="learned", learned_max_len=2048, d_model=8192)   # exactly the limit
