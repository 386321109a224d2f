"""Relative position: PE.PE^T depends only on the offset, and M_k shifts every position by k."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from posviz.model import Learned, Sinusoidal
from posviz.lessons.relative import (apply_shift, shift_matrix, shift_residual, similarity_by_offset, similarity_matrix,
                                   toeplitz_deviation)

CONVENTIONS = [Sinusoidal(), Sinusoidal(layout="split"), Sinusoidal(layout="split", exponent="tensor2tensor"),
               Sinusoidal(layout="split", exponent="tensor2tensor", offset=2), Sinusoidal(base=100.0)]


@pytest.mark.parametrize("scheme", CONVENTIONS)
@pytest.mark.parametrize("d", [2, 6, 16, 64])
def test_similarity_is_toeplitz(scheme, d):
    similarity = similarity_matrix(scheme, 48, d)
    assert similarity.shape == (48, 48)
    assert toeplitz_deviation(similarity) < 1e-9
    # its first row is the closed form: sum over pairs of cos(offset * w)
    np.testing.assert_allclose(similarity[0], similarity_by_offset(scheme, np.arange(48), d), atol=1e-9)
    np.testing.assert_allclose(np.diag(similarity), d / 2, atol=1e-9)   # |PE(p)|^2 = number of pairs


def test_similarity_far_out_is_still_toeplitz():
    similarity = similarity_matrix(Sinusoidal(), np.arange(100_000, 100_032), 16)
    assert toeplitz_deviation(similarity) < 1e-9
    np.testing.assert_allclose(similarity, similarity_matrix(Sinusoidal(), 32, 16), atol=1e-9)


def test_odd_width_and_learned_tables_are_not_toeplitz():
    assert toeplitz_deviation(similarity_matrix(Sinusoidal(), 32, 7)) > 1e-6   # a sine without its cosine
    assert toeplitz_deviation(similarity_matrix(Sinusoidal(base=10.0), 32, 3)) > 0.1
    assert toeplitz_deviation(similarity_matrix(Learned.random(32, 8, seed=1), 32, 8)) > 1e-3


def test_toeplitz_deviation_of_a_known_matrix():
    assert toeplitz_deviation(np.array([[1.0, 2.0], [3.0, 1.5]])) == pytest.approx(0.5)
    assert toeplitz_deviation(np.ones((1, 1))) == 0.0
    with pytest.raises(ValueError, match="square"):
        toeplitz_deviation(np.ones((2, 3)))


@pytest.mark.parametrize("scheme", CONVENTIONS)
@pytest.mark.parametrize("k", [0, 1, 3, 17, -2, 1000])
def test_shift_matrix_moves_every_position_by_k(scheme, k):
    d = 16
    m_k = shift_matrix(scheme, k, d)
    positions = np.arange(5, 70)
    np.testing.assert_allclose(scheme.encode(positions, d) @ m_k.T, scheme.encode(positions + k, d), atol=1e-9)
    assert shift_residual(scheme, k, positions, d) < 1e-9
    np.testing.assert_allclose(m_k @ m_k.T, np.eye(d), atol=1e-12)   # rotations: orthogonal


def test_shift_matrix_structure():
    m_1 = shift_matrix(Sinusoidal(), 1, 4)
    # interleaved: two 2x2 rotation blocks on the diagonal, pair 0 turns by 1 rad, pair 1 by 1/100
    expected = np.zeros((4, 4))
    for i, w in enumerate([1.0, 0.01]):
        c, s = np.cos(w), np.sin(w)
        expected[2 * i:2 * i + 2, 2 * i:2 * i + 2] = [[c, s], [-s, c]]
    np.testing.assert_allclose(m_1, expected, atol=1e-15)
    np.testing.assert_allclose(shift_matrix(Sinusoidal(), 0, 6), np.eye(6))
    split = shift_matrix(Sinusoidal(layout="split"), 1, 4)
    perm = [0, 2, 1, 3]   # split columns (sin0, sin1, cos0, cos1) -> interleaved order
    np.testing.assert_allclose(split[np.ix_(perm, perm)], expected, atol=1e-15)


def test_shift_matrix_needs_even_width():
    with pytest.raises(ValueError, match="odd d_model"):
        shift_matrix(Sinusoidal(), 1, 5)


@settings(max_examples=40, deadline=None)
@given(k=st.integers(-50, 50), half=st.integers(1, 12), base=st.floats(2.0, 1e5))
def test_shift_property(k, half, base):
    assert shift_residual(Sinusoidal(base=base), k, np.arange(60), 2 * half) < 1e-9


@pytest.mark.parametrize("scheme", CONVENTIONS)
def test_apply_shift_is_the_matrix_product_and_corners_are_corners(scheme):
    vectors = scheme.encode(np.arange(10), 12)
    full = shift_matrix(scheme, 4, 12)
    np.testing.assert_allclose(apply_shift(scheme, 4, vectors, 12), vectors @ full.T, atol=1e-15)
    np.testing.assert_array_equal(shift_matrix(scheme, 4, 12, size=5), full[:5, :5])
    assert shift_matrix(scheme, 1, 8192, size=16).shape == (16, 16)
    assert shift_residual(scheme, 7, np.arange(4), 8192) < 1e-9
