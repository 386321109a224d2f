"""Encoding into the buffers of frames made before (a keystroke's): rows of unchanged tokens are not
computed again, frames still held are never written to, and every frame is exactly the one a fresh
encode gives."""
import numpy as np
from hypothesis import given, settings, strategies as st

from posviz.model import InputLayer, Learned, NoPositions, Sinusoidal, illustrative_model, toy_model
from posviz.model.row_buffers import RowBuffers

LAYER = toy_model()
WORDS = [LAYER.vocabulary.token_of(i) for i in range(10)] + ["zebra", "日本"]
SCHEMES = [Sinusoidal(), Sinusoidal(layout="split", base=100.0), NoPositions(), Learned.random(64, 6, seed=2)]
FIELDS = ("ids", "positions", "known", "token_vectors", "position_vectors", "z")


def assert_same_frame(frame, fresh) -> None:
    for name in FIELDS:
        np.testing.assert_array_equal(getattr(frame, name), getattr(fresh, name), err_msg=name)
    # the peaks against their definition, not against the code that made them
    expected_peaks = np.abs(fresh.z).max(axis=1) if fresh.z.size else np.zeros(fresh.length)
    np.testing.assert_array_equal(frame.row_peaks, expected_peaks)
    for name in FIELDS + ("row_peaks",):
        assert not getattr(frame, name).flags.writeable, name


def data_address(array: np.ndarray) -> int:
    return array.__array_interface__["data"][0]


edits = st.tuples(st.lists(st.sampled_from(WORDS), max_size=4), st.integers(0, 30), st.integers(0, 3),
                  st.booleans())


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=30), st.lists(edits, min_size=1, max_size=6),
       st.sampled_from(SCHEMES))
def test_edits_give_the_fresh_frames_and_never_change_a_frame_still_held(words, steps, scheme):
    """A word typed, replaced or deleted per step; each step's frame is kept (as the window keeps the one
    it shows) or dropped at random. Every frame equals a fresh encode, and the frames kept are unchanged
    by the encodes after them."""
    layer, buffers = LAYER.with_positions(scheme), RowBuffers()
    kept = []                                   # (frame, copies of its arrays when it was made)
    frame = layer.encode(" ".join(words), rows=buffers)
    for typed, at, removed, keep in steps:
        at = min(at, len(words))
        words = words[:at] + typed + words[at + removed:]
        if keep:
            kept.append((frame, {name: getattr(frame, name).copy() for name in FIELDS + ("row_peaks",)}))
        frame = layer.encode(" ".join(words), rows=buffers)
        assert_same_frame(frame, layer.encode(" ".join(words)))
    for old, arrays in kept:
        for name, values in arrays.items():
            np.testing.assert_array_equal(getattr(old, name), values, err_msg=name)


def test_a_dropped_frames_buffers_take_the_next_frame_and_only_changed_rows_are_gathered(monkeypatch):
    layer = illustrative_model(64)
    words = [WORDS[i % 10] for i in range(500)]
    before, buffers = " ".join(words), RowBuffers()
    first = layer.encode(before, rows=buffers)
    second = layer.encode(before, rows=buffers)                # `first` is held: a new set
    assert not np.shares_memory(first.z, second.z)
    address = data_address(first.z)
    del first                                                  # the window let it go
    gathered = []
    gather = InputLayer._token_rows
    monkeypatch.setattr(InputLayer, "_token_rows", lambda self, ids, known: gathered.append(len(ids)) or
                        gather(self, ids, known))
    edited = " ".join(["zebra"] + words[1:])                   # the first word, as the keystroke benchmark
    third = layer.encode(edited, rows=buffers)
    assert data_address(third.z) == address and gathered == [1]     # in the dropped frame's buffers
    monkeypatch.undo()
    assert_same_frame(third, layer.encode(edited))
    assert_same_frame(second, layer.encode(before))


def test_another_table_or_scheme_starts_afresh():
    """The same tokens under another scheme (or table) have other rows: none is taken over."""
    buffers, words = RowBuffers(), " ".join(WORDS[:10])
    for layer in (LAYER, LAYER.with_positions(NoPositions()), illustrative_model(6, seed=3)):
        frame = layer.encode(words, rows=buffers)
        assert_same_frame(frame, layer.encode(words))
