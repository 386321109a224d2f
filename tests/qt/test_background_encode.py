"""Large changes are encoded in the session's worker thread; the GUI thread keeps the last good state.

Nothing here times anything: each test checks *where* the work ran (the frame is still the old one
when the call returns, or the worker's thread did the encoding), what arrives (the model's own
encoding of the newest request) and what is dropped (stale and superseded requests).
"""
import threading

import numpy as np
import pytest

from posviz.model.settings import LayerSettings, build_layer
from posviz.qt import encoder
from posviz.qt.encoder import ASYNC_VALUES, estimated_values
from posviz.qt.session import MAX_Z_VALUES, Session

LONG = "the dog bit the man " * 400          # 2,000 tokens
WIDE = 768                                    # LONG at this width: ~1.5M numbers in Z, over ASYNC_VALUES


@pytest.fixture
def encodes(monkeypatch):
    """Every request the worker runs, with the thread it ran on."""
    seen, original = [], encoder.run_request

    def counting(request, memo=None):
        seen.append((request.text, request.settings, threading.current_thread()))
        return original(request, memo)
    monkeypatch.setattr(encoder, "run_request", counting)
    return seen


def wide_session(qtbot, encodes: list | None = None) -> Session:
    """A session at d = WIDE on the 5-token sentence (encoded right here, then forgotten by ``encodes``)."""
    session = Session()
    assert session.set_settings(d_model=WIDE) and not session.busy
    if encodes is not None:
        encodes.clear()
    return session


def assert_is_encoding_of(frame, text, settings):
    """``frame`` is the model's own encoding of ``text`` under ``settings``; z = X + P."""
    expected = build_layer(settings).encode(text)
    assert frame.text == text and frame.ids.tolist() == expected.ids.tolist()
    np.testing.assert_array_equal(frame.z, expected.z)
    np.testing.assert_allclose(frame.z, frame.token_vectors + frame.position_vectors, atol=0)


def test_the_estimate_sends_long_wide_sentences_and_big_learned_tables_to_the_worker():
    settings = LayerSettings(d_model=WIDE)
    assert estimated_values("the dog bit the man", settings, None, building=True) < ASYNC_VALUES
    assert estimated_values(LONG, settings, None, building=False) > ASYNC_VALUES
    learned = LayerSettings(d_model=8192, scheme="learned", learned_max_len=512)   # 4M random numbers
    assert estimated_values("the dog", learned, None, building=True) > ASYNC_VALUES
    assert estimated_values("the dog", learned, None, building=False) < ASYNC_VALUES


def test_a_long_sentence_is_encoded_off_the_gui_thread_and_then_shown(qtbot, encodes):
    session = wide_session(qtbot, encodes)
    old = session.frame
    with qtbot.waitSignal(session.busyChanged) as started:
        assert session.set_text(LONG)
    assert started.args == [True] and session.busy
    assert session.frame is old and session.text == LONG          # readers still see the last good state
    with qtbot.waitSignal(session.frameChanged, timeout=30_000) as arrived:
        pass
    assert not session.busy and session.frame is arrived.args[0]
    assert_is_encoding_of(session.frame, LONG, session.settings)
    assert [thread is threading.main_thread() for *_, thread in encodes] == [False]


def test_a_burst_of_edits_applies_only_the_newest_and_skips_the_ones_in_between(qtbot, encodes):
    session = wide_session(qtbot, encodes)
    frames = []
    session.frameChanged.connect(frames.append)
    texts = [LONG + "a" * i for i in range(1, 6)]
    for text in texts:
        assert session.set_text(text)
    assert session.wait()
    # The first edit was running when the others came; of those only the last one waited.
    assert [text for text, *_ in encodes] == [texts[0], texts[-1]]
    assert [frame.text for frame in frames] == [texts[-1]]
    assert_is_encoding_of(session.frame, texts[-1], session.settings)


def test_a_small_change_applied_directly_makes_the_running_one_stale(qtbot, encodes):
    session = wide_session(qtbot, encodes)
    frames = []
    session.frameChanged.connect(frames.append)
    assert session.set_text(LONG) and session.busy
    assert session.set_text("the cat") and session.frame.text == "the cat"   # small: applied at once
    assert session.wait() and not session.busy
    assert [frame.text for frame in frames] == ["the cat"] and session.text == "the cat"


def test_settings_changed_while_one_is_being_encoded_add_up(qtbot):
    session = wide_session(qtbot)
    assert session.set_text(LONG)
    assert session.set_settings(base=100.0)          # composed with the change still in the worker
    assert session.set_settings(convention="split")
    assert session.wait()
    assert session.settings == LayerSettings(d_model=WIDE, base=100.0, convention="split")
    assert_is_encoding_of(session.frame, LONG, session.settings)


def test_a_refusal_from_the_worker_keeps_the_last_good_state_and_says_why(qtbot):
    session = wide_session(qtbot)
    old, text = session.frame, "the dog " * 3000         # 6,000 tokens x 768: over MAX_Z_VALUES
    messages = []
    session.messageChanged.connect(messages.append)
    assert session.set_text(text) and session.busy
    assert session.wait()
    assert session.frame is old and session.settings.d_model == WIDE
    assert messages == [session.message] and "6,000 tokens × 768" in session.message
    assert f"{MAX_Z_VALUES:,}" in session.message
    assert session.set_text("the dog") and session.message == ""       # the next good change clears it


def test_a_refused_slide_from_the_worker_puts_the_old_sentence_back(qtbot):
    session = wide_session(qtbot)
    assert session.set_input("the dog " * 3000, LayerSettings(d_model=WIDE, base=100.0))
    assert session.wait()
    assert session.text == "the dog bit the man" and session.settings == LayerSettings(d_model=WIDE)
    assert session.set_settings(scheme="rope") and session.settings.base == 10_000.0   # the refused base is gone


def test_switching_to_a_big_learned_table_draws_it_in_the_worker(qtbot, encodes):
    session = Session()
    assert session.set_settings(d_model=8192, learned_max_len=512)
    assert session.wait()
    assert session.set_settings(scheme="learned") and session.busy
    assert session.settings.scheme == "sinusoidal"           # in force until the table is drawn
    assert session.wait() and session.settings.scheme == "learned"
    assert session.layer.positions.max_len == 512 and session.frame.d_model == 8192
    assert encodes[-1][2] is not threading.main_thread()
    np.testing.assert_allclose(session.frame.position_vectors,
                               session.layer.positions.encode(np.arange(5), 8192), atol=0)


def test_without_background_every_change_is_encoded_right_here(qtbot, encodes):
    session = wide_session(qtbot, encodes)
    session.background = False
    assert session.set_text(LONG) and not session.busy
    assert session.frame.text == LONG
    assert [(text, thread is threading.main_thread()) for text, _, thread in encodes] == [(LONG, True)]


def test_the_status_bar_says_so_while_the_worker_runs(qtbot, monkeypatch):
    from posviz.qt import create_window
    release, original = threading.Event(), encoder.run_request
    monkeypatch.setattr(encoder, "run_request", lambda request, memo=None: (release.wait(10), original(request, memo))[1])
    window = create_window()
    qtbot.addWidget(window)
    window.persistence.disable()
    window.show()
    try:
        assert window.session.set_settings(d_model=WIDE) and window.session.set_text(LONG)
        qtbot.waitUntil(window.busy.isVisible, timeout=5_000)      # shown once the work outlasts a blink
        assert "background" in window.busy.label.text() and window.busy.bar.isVisible()
        assert window.matrix.model.rowCount() == 5                 # Z still shows the last good frame
    finally:
        release.set()
    assert window.session.wait()
    assert not window.busy.isVisible() and window.matrix.model.rowCount() == 2000
