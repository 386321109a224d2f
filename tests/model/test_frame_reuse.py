"""Encoding into the buffers of frames made before (a keystroke's): rows of unchanged tokens are not
computed again, frames still held are never written to, and every frame is exactly the one a fresh
encode gives."""
import weakref

import numpy as np
from hypothesis import given, settings, strategies as st

from posviz.model import InputLayer, Learned, NoPositions, Sinusoidal, illustrative_model, toy_model
from posviz.model import row_buffers
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


def count_gathered_rows(monkeypatch) -> list[int]:
    """The number of rows of E each gather reads from now on (a list the encodes append to)."""
    gathered, gather = [], InputLayer._token_rows
    monkeypatch.setattr(InputLayer, "_token_rows", lambda self, ids, known: gathered.append(len(ids)) or
                        gather(self, ids, known))
    return gathered


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
    gathered = count_gathered_rows(monkeypatch)
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


def test_at_most_the_shown_frames_set_is_alive_when_a_new_set_is_made(monkeypatch):
    """A sentence whose length changes a lot (a paste) needs a set of another size: the free sets of the
    wrong size are let go before it is made, so memory holds the shown frame's set and the new one."""
    made, counts = [], []
    make = row_buffers._Rows.__init__

    def counted(self, rows, d):
        counts.append(sum(buffer() is not None for buffer in made))    # sets alive as this one is made
        make(self, rows, d)
        made.append(weakref.ref(self.x))     # a set lives as long as its buffers

    monkeypatch.setattr(row_buffers._Rows, "__init__", counted)
    layer, buffers = illustrative_model(16), RowBuffers()
    shown = layer.encode(" ".join(WORDS[:10]), rows=buffers)
    for words in (200, 1000, 30, 500):
        text = " ".join(WORDS[i % 10] for i in range(words))
        shown = layer.encode(text, rows=buffers)       # the window drops the last frame, shows this one
        assert_same_frame(shown, layer.encode(text))
    assert counts == [0, 1, 1, 1]          # the last (500 words) is written into the 1,000 words' set


def test_a_spare_set_larger_than_the_limit_is_let_go(monkeypatch):
    layer, words = illustrative_model(64), " ".join(WORDS[i % 10] for i in range(200))
    for limit, kept in ((10 ** 9, True), (1000, False)):
        monkeypatch.setattr(row_buffers, "SPARE_BYTES", limit)
        buffers = RowBuffers()
        first = layer.encode(words, rows=buffers)
        buffer = weakref.ref(first.z.base)
        second = layer.encode(words, rows=buffers)           # `first` still shown: a second set
        del first
        assert (buffer() is not None) is kept and second.length == 200


def test_rows_are_computed_a_chunk_at_a_time(monkeypatch):
    """A paste redoes every row: computed a few rows at a time, with no temporaries of the whole
    sentence's size (they were 100 MB more at the app's limits), and the same frame."""
    layer = illustrative_model(8)
    texts = [" ".join(words) for words in (WORDS[:10] * 5, ["zebra"] + WORDS[1:10] * 5, WORDS[3:10] * 7)]
    fresh = [layer.encode(text) for text in texts]
    gathered = count_gathered_rows(monkeypatch)
    monkeypatch.setattr(row_buffers, "CHUNK_VALUES", 3 * 8)       # three rows of d = 8 at a time
    buffers = RowBuffers()
    for text, expected in zip(texts, fresh):
        assert_same_frame(layer.encode(text, rows=buffers), expected)
    assert max(gathered) == 3 and sum(gathered) > 100
