"""InputLayer.encode: z = token vectors + position vectors, for any text and scheme."""
import numpy as np
import pytest
from hypothesis import given, strategies as st

from posviz.model import Learned, NoPositions, Rope, Sinusoidal, illustrative_model, toy_model

LAYER = toy_model()
WORDS = [LAYER.vocabulary.token_of(i) for i in range(10)] + ["zebra", "!", "日本"]


@given(st.lists(st.sampled_from(WORDS), max_size=40),
       st.sampled_from([Sinusoidal(), Sinusoidal(layout="split", base=100.0), NoPositions(), Rope(),
                        Learned.random(64, 6, seed=2)]))
def test_z_is_token_plus_position(words, scheme):
    layer = LAYER.with_positions(scheme)
    frame = layer.encode(" ".join(words))
    assert frame.length == len(words) and frame.d_model == 6
    np.testing.assert_array_equal(frame.z, frame.token_vectors + frame.position_vectors)
    for i, token in enumerate(frame.tokens):
        expected_row = LAYER.table.row(token.id) if token.known else np.zeros(6)
        np.testing.assert_array_equal(frame.token_vectors[i], expected_row)
    np.testing.assert_array_equal(frame.position_vectors, scheme.encode(np.arange(len(words)), 6))


def test_empty_text_gives_an_empty_frame():
    frame = LAYER.encode("   ")
    assert frame.length == 0 and frame.z.shape == (0, 6) and frame.ids.shape == (0,)


def test_unknown_words_have_no_row():
    frame = LAYER.encode("the zebra")
    assert frame.known.tolist() == [True, False]
    np.testing.assert_array_equal(frame.token_vectors[1], np.zeros(6))
    assert frame.ids[1] == LAYER.vocabulary.unk_id


def test_frames_are_read_only():
    frame = LAYER.encode("the dog")
    for array in (frame.ids, frame.z, frame.token_vectors, frame.position_vectors):
        with pytest.raises(ValueError):
            array[0] = 0


def test_learned_table_shorter_than_the_sentence_says_so():
    layer = LAYER.with_positions(Learned.random(4, 6))
    with pytest.raises(ValueError, match="position 4 is past the end"):
        layer.encode("the dog bit the man")


def test_rope_adds_nothing_to_z():
    frame = LAYER.with_positions(Rope()).encode("the dog bit the man")
    np.testing.assert_array_equal(frame.z, frame.token_vectors)


def test_hundred_thousand_words():
    text = " ".join(["the dog bit the man"] * 20_000)
    frame = illustrative_model(64).encode(text)
    assert frame.z.shape == (100_000, 64)
    np.testing.assert_allclose(frame.position_vectors[99_999], Sinusoidal().encode([99_999], 64)[0])


def test_illustrative_model_is_labelled_and_seeded():
    a, b = illustrative_model(16, seed=1), illustrative_model(16, seed=1)
    assert a.table.illustrative and "illustrative" in a.name
    np.testing.assert_array_equal(a.table.matrix, b.table.matrix)
    assert a.vocabulary.words == LAYER.vocabulary.words


def test_with_positions_leaves_the_original():
    other = LAYER.with_positions(NoPositions())
    assert isinstance(LAYER.positions, Sinusoidal) and isinstance(other.positions, NoPositions)
