"""Encoding with the last frame at hand (a keystroke's): rows of unchanged tokens are copied, and the
frame is exactly the one a fresh encode gives."""
import numpy as np
from hypothesis import given, settings, strategies as st

from posviz.model import Learned, NoPositions, Sinusoidal, illustrative_model, toy_model

LAYER = toy_model()
WORDS = [LAYER.vocabulary.token_of(i) for i in range(10)] + ["zebra", "日本"]
SCHEMES = [Sinusoidal(), Sinusoidal(layout="split", base=100.0), NoPositions(), Learned.random(64, 6, seed=2)]


def assert_same_frame(frame, fresh) -> None:
    for name in ("ids", "positions", "known", "token_vectors", "position_vectors", "z"):
        np.testing.assert_array_equal(getattr(frame, name), getattr(fresh, name), err_msg=name)
    # the peaks against their definition, not against the code that made them
    expected_peaks = np.abs(fresh.z).max(axis=1) if fresh.z.size else np.zeros(fresh.length)
    np.testing.assert_array_equal(frame.row_peaks, expected_peaks)
    assert not frame.z.flags.writeable and not frame.row_peaks.flags.writeable


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=30), st.lists(st.sampled_from(WORDS), max_size=4),
       st.integers(0, 30), st.integers(0, 3), st.sampled_from(SCHEMES))
def test_an_edit_with_the_last_frame_gives_the_fresh_frame(words, typed, at, removed, scheme):
    layer = LAYER.with_positions(scheme)
    before = layer.encode(" ".join(words))
    at = min(at, len(words))
    edited = words[:at] + typed + words[at + removed:]     # a word replaced, typed, deleted, or none
    frame = layer.encode(" ".join(edited), like=before)
    assert_same_frame(frame, layer.encode(" ".join(edited)))


def test_a_long_sentence_with_one_word_changed_copies_the_rest():
    layer = illustrative_model(64)
    words = [WORDS[i % 10] for i in range(500)]
    before = layer.encode(" ".join(words))
    words[0] = "zebra"                                   # the first word, as the keystroke benchmark
    frame = layer.encode(" ".join(words), like=before)
    assert_same_frame(frame, layer.encode(" ".join(words)))
    assert "row_peaks" in frame.__dict__                 # made with the copied peaks, not scanned again
    np.testing.assert_array_equal(frame.z[1:], before.z[1:])


def test_rows_are_copied_only_when_at_least_half_are_unchanged():
    """Under half the rows the same (a sentence mostly retyped): the frame is encoded afresh, its peaks
    scanned on demand; exactly half the same: the unchanged rows are copied, peaks included."""
    layer = illustrative_model(8)
    words = [WORDS[i % 10] for i in range(10)]
    before = layer.encode(" ".join(words))
    for same_rows, copied in ((4, False), (5, True)):
        edited = words[:same_rows] + ["zebra"] * (10 - same_rows)
        frame = layer.encode(" ".join(edited), like=before)
        assert ("row_peaks" in frame.__dict__) is copied, same_rows
        assert_same_frame(frame, layer.encode(" ".join(edited)))
