"""The toy model reproduces the numbers printed in the lesson (seed 002)."""
import numpy as np
import pytest

from posviz.model import toy_model


@pytest.fixture(scope="module")
def layer():
    return toy_model()


def test_sentence_ids(layer):
    assert layer.encode("the dog bit the man").ids.tolist() == [0, 2, 6, 0, 4]


def test_vocabulary_and_dimensions(layer):
    assert [layer.vocabulary.token_of(i) for i in range(10)] == [
        "the", "a", "dog", "cat", "man", "child", "bit", "chased", "sees", "small"]
    assert layer.table.dim_names == ("animal", "person", "action", "past", "small word", "size")
    assert layer.table.matrix.shape == (10, 6) and layer.table.parameter_count == 60


def test_dog_at_position_one(layer):
    frame = layer.encode("the dog bit the man")
    np.testing.assert_allclose(frame.token_vectors[1], [0.90, 0.00, 0.00, 0.00, 0.00, 0.40])
    np.testing.assert_allclose(np.round(frame.position_vectors[1], 2), [0.84, 0.54, 0.05, 1.00, 0.00, 1.00])
    np.testing.assert_allclose(np.round(frame.z[1], 2), [1.74, 0.54, 0.05, 1.00, 0.00, 1.40])


def test_position_rows_of_the_lesson(layer):
    printed = [[0.00, 1.00, 0.00, 1.00, 0.00, 1.00],
               [0.84, 0.54, 0.05, 1.00, 0.00, 1.00],
               [0.91, -0.42, 0.09, 1.00, 0.00, 1.00],
               [0.14, -0.99, 0.14, 0.99, 0.01, 1.00],
               [-0.76, -0.65, 0.18, 0.98, 0.01, 1.00]]
    frame = layer.encode("the dog bit the man")
    np.testing.assert_allclose(frame.position_vectors, printed, atol=0.005 + 1e-12)


def test_input_matrix_of_the_lesson(layer):
    printed = [[0.0, 1.0, 0.0, 1.0, 1.0, 1.0],
               [1.7, 0.5, 0.0, 1.0, 0.0, 1.4],
               [1.1, -0.4, 1.0, 1.8, 0.0, 1.0],
               [0.1, -1.0, 0.1, 1.0, 1.0, 1.0],
               [-0.8, 0.2, 0.2, 1.0, 0.0, 1.3]]
    np.testing.assert_allclose(layer.encode("the dog bit the man").z, printed, atol=0.05 + 1e-12)


def test_nearest_rows_to_dog(layer):
    near = layer.table.nearest(layer.vocabulary.id_of("dog"), 3)
    assert [layer.vocabulary.token_of(i) for i, _ in near] == ["cat", "chased", "bit"]
    assert [round(c, 2) for _, c in near] == [0.80, 0.25, 0.15]


def test_the_at_zero_and_three_differ_by_199(layer):
    frame = layer.encode("the dog bit the man")
    assert frame.ids[0] == frame.ids[3] == 0
    diff = np.abs(frame.z[0] - frame.z[3])
    assert round(float(diff.max()), 2) == 1.99
    assert int(diff.argmax()) == 1   # the cosine of the fastest pair: cos 0 - cos 3


def test_word_order_changes_z_only_with_positions(layer):
    from posviz.model import NoPositions
    a, b = layer.encode("the dog bit the man"), layer.encode("the man bit the dog")
    assert not np.allclose(a.z, b.z)
    off = layer.with_positions(NoPositions())
    za, zb = off.encode("the dog bit the man").z, off.encode("the man bit the dog").z
    # Without positions the two sentences give the same rows, only in another order.
    np.testing.assert_array_equal(za[[0, 4, 2, 3, 1]], zb)
