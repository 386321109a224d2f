"""The toy attention: order-blind without positions, order-aware with them; ALiBi biases scores."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from posviz.model import Learned, Rope, Sinusoidal, toy_model
from posviz.lessons.attention import (Alibi, attention_scores, order_experiment, permute_matrix,
                                    queries_and_keys, reverse_permutation, softmax_rows, swap_permutation,
                                    toy_attention)


def lesson_tokens():
    return toy_model().encode("the dog bit the man").token_vectors


def test_softmax_rows():
    weights = softmax_rows(np.array([[0.0, np.log(3.0)], [5.0, -np.inf]]))
    np.testing.assert_allclose(weights, [[0.25, 0.75], [1.0, 0.0]])
    np.testing.assert_allclose(softmax_rows(np.array([[1000.0, 1000.0]])), [[0.5, 0.5]])


def test_scores_are_scaled_dot_products():
    z = lesson_tokens()
    np.testing.assert_allclose(attention_scores(z, z), z @ z.T / np.sqrt(6))
    np.testing.assert_allclose(toy_attention(z, z).sum(axis=1), 1.0)


def test_permutations():
    assert swap_permutation(5, 1, 4).tolist() == [0, 4, 2, 3, 1]
    assert swap_permutation(3, 1, 9).tolist() == [0, 2, 1]      # clamped to the sentence
    assert reverse_permutation(4).tolist() == [3, 2, 1, 0]
    a = np.arange(9.0).reshape(3, 3)
    np.testing.assert_array_equal(permute_matrix(a, [2, 0, 1]), [[8, 6, 7], [2, 0, 1], [5, 3, 4]])


def test_without_positions_swapping_dog_and_man_only_reorders_the_weights():
    layer = toy_model()
    perm = swap_permutation(5, 1, 4)
    experiment = order_experiment(lesson_tokens(), perm)
    assert experiment.difference < 1e-12
    # the reordered sentence is "the man bit the dog", encoded from scratch
    swapped = layer.encode("the man bit the dog").token_vectors
    np.testing.assert_allclose(experiment.reordered, toy_attention(swapped, swapped), atol=1e-15)
    np.testing.assert_array_equal(experiment.perm, perm)


@pytest.mark.parametrize("positions", ["sinusoidal", "learned", "rope"])
def test_with_positions_the_weights_change(positions):
    layer, tokens = toy_model(), lesson_tokens()
    pe, rope = None, None
    if positions == "sinusoidal":
        pe = Sinusoidal().encode(5, 6)
    elif positions == "learned":
        pe = Learned.random(8, 6, seed=0, scale=0.5).encode(5, 6)
    else:
        rope = Rope()
    experiment = order_experiment(tokens, swap_permutation(5, 1, 4), pe, rope)
    assert experiment.difference > 1e-3
    if positions == "sinusoidal":   # the reordered weights are those of the reordered sentence's Z
        z = layer.encode("the man bit the dog").z
        np.testing.assert_allclose(experiment.reordered, toy_attention(z, z), atol=1e-12)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_permutation_equivariance_without_positions(data):
    length = data.draw(st.integers(1, 9))
    tokens = np.random.default_rng(data.draw(st.integers(0, 1000))).normal(size=(length, 6))
    perm = np.array(data.draw(st.permutations(range(length))))
    experiment = order_experiment(tokens, perm)
    np.testing.assert_allclose(experiment.reordered, experiment.weights[perm][:, perm], atol=1e-12)


def test_alibi_bias_sits_on_the_scores_not_on_z():
    tokens = lesson_tokens()
    alibi = Alibi(head=1, n_heads=8)
    assert alibi.slope == 0.5
    bias = alibi.bias(3)
    np.testing.assert_array_equal(bias[np.tril_indices(3)], [0, -0.5, 0, -1.0, -0.5, 0])
    assert np.all(np.isneginf(bias[np.triu_indices(3, 1)]))
    q, k = queries_and_keys(tokens, None)
    np.testing.assert_array_equal(q, tokens)   # nothing was added to Z
    weights = toy_attention(q, k, alibi)
    expected = softmax_rows(tokens @ tokens.T / np.sqrt(6) + alibi.bias(5))
    np.testing.assert_allclose(weights, expected)
    assert np.all(np.triu(weights, 1) == 0) and weights[0, 0] == 1.0
    assert order_experiment(tokens, swap_permutation(5, 1, 4), alibi=alibi).difference > 1e-3
    with pytest.raises(ValueError, match="head"):
        Alibi(head=9, n_heads=8)


def test_order_experiment_refuses_a_non_permutation():
    with pytest.raises(ValueError, match="not a reordering"):
        order_experiment(lesson_tokens(), [0, 0, 1, 2, 3])
