"""Principal components at the edges of their branches (issue 23's mutants): a square table, a centred
Gram whose last eigenvalue rounds below zero, and the SVD as the reference (signs aside)."""
from __future__ import annotations

import numpy as np

from posviz.lessons.position_geometry import cosine_similarity, offset_profile, principal_components


def _svd_projections(table, k):
    """Reference: U·S of the centred table's SVD, first k columns, shape (L, k)."""
    centred = table - table.mean(axis=0)
    u, s, _ = np.linalg.svd(centred, full_matrices=False)
    return (u * s)[:, :k], s[:k] ** 2 / np.sum(centred * centred)


def test_a_square_table_projects_its_rows_on_the_components():
    table = np.random.default_rng(5).standard_normal((4, 4)) * [4.0, 2.0, 1.0, 0.5]
    got = principal_components(table, 3)
    projections, explained = _svd_projections(table, 3)
    np.testing.assert_allclose(np.abs(got.projections), np.abs(projections), atol=1e-10)
    np.testing.assert_allclose(got.explained, explained, rtol=1e-10)


def test_a_wide_table_with_a_null_direction_explains_exactly_nothing_along_it():
    # 3 rows of width 5: centred, they span 2 directions; numpy's eigh gives the third -5.8e-16.
    table = np.random.default_rng(3).standard_normal((3, 5))
    got = principal_components(table, 3)
    projections, explained = _svd_projections(table, 2)
    assert got.explained[2] == 0.0 and np.all(got.projections[:, 2] == 0.0)
    np.testing.assert_allclose(got.explained[:2], explained, rtol=1e-10)
    np.testing.assert_allclose(np.abs(got.projections[:, :2]), np.abs(projections), atol=1e-10)


def test_a_wide_and_a_tall_table_agree_with_their_svd():
    for shape in ((6, 9), (9, 6)):
        table = np.random.default_rng(shape[0]).standard_normal(shape) * np.linspace(3.0, 0.2, shape[1])
        got = principal_components(table, 3)
        projections, explained = _svd_projections(table, 3)
        np.testing.assert_allclose(np.abs(got.projections), np.abs(projections), atol=1e-10)
        np.testing.assert_allclose(got.explained, explained, rtol=1e-10)


def test_the_offset_profile_averages_each_diagonal_of_a_square_matrix():
    matrix = np.arange(9.0).reshape(3, 3)
    assert offset_profile(matrix).tolist() == [4.0, 3.0, 2.0]


def test_cosines_that_round_past_one_are_clipped_to_exactly_one():
    # these rows' unit vectors have a dot product of 1 + 2e-16 and -1 - 4e-16 in float64
    row = [0.9034701816518086, 0.09401229776087457, -0.7434992493538084]
    other = [-1.0298044380114637, -1.0430010800715654, 0.26841707970891465]
    cosines = cosine_similarity(np.array([row, other, [-x for x in other], [0.0, 0.0, 0.0]]))
    assert cosines[0, 0] == 1.0 and cosines[1, 2] == -1.0 and cosines[2, 1] == -1.0
    assert cosines[3].tolist() == [0.0, 0.0, 0.0, 0.0]
    assert cosines.max() == 1.0 and cosines.min() == -1.0
