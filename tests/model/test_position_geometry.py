"""What a position table learned (issue 18): each number against an independent computation."""
import numpy as np
import pytest

from posviz.lessons.position_geometry import (cosine_similarity, offset_profile, principal_components,
                                              property_scores, row_norms)
from posviz.model import Sinusoidal

RNG = np.random.default_rng(7)


def test_similarity_matrix_is_the_explicit_cosines():
    table = RNG.normal(size=(12, 5))
    table[3] = 0.0                                   # a zero row: similarity 0, not NaN
    got = cosine_similarity(table)
    for i in range(12):
        for j in range(12):
            a, b = table[i], table[j]
            denominator = np.linalg.norm(a) * np.linalg.norm(b)
            expected = 0.0 if denominator == 0 else float(a @ b) / denominator
            assert got[i, j] == pytest.approx(expected, abs=1e-12)


def test_sinusoidal_similarity_depends_only_on_the_offset():
    similarity = cosine_similarity(Sinusoidal().encode(np.arange(300), 64))
    assert np.max(np.abs(similarity[1:, 1:] - similarity[:-1, :-1])) < 1e-9     # Toeplitz
    profile = offset_profile(similarity)
    assert profile[0] == pytest.approx(1.0)
    assert profile[5] == pytest.approx(similarity[10, 15], abs=1e-9)


def test_offset_profile_is_the_diagonal_means():
    matrix = RNG.normal(size=(6, 6))
    expected = [np.mean([matrix[i, i + k] for i in range(6 - k)]) for k in range(6)]
    assert offset_profile(matrix) == pytest.approx(expected, abs=1e-12)


def test_components_match_numpy_svd_up_to_sign():
    table = RNG.normal(size=(40, 9)) @ np.diag(np.linspace(3, 0.1, 9))
    got = principal_components(table, k=3)
    centred = table - table.mean(axis=0)
    u, s, _ = np.linalg.svd(centred, full_matrices=False)
    for c in range(3):
        reference = u[:, c] * s[c]
        sign = np.sign(reference @ got.projections[:, c])
        assert got.projections[:, c] == pytest.approx(sign * reference, abs=1e-9)
    assert got.explained == pytest.approx(s[:3] ** 2 / np.sum(s ** 2))
    assert 0 < got.explained.sum() <= 1 + 1e-12


def test_a_helix_is_found_in_three_components():
    t = np.linspace(0, 6 * np.pi, 200)
    helix = np.stack([np.cos(t), np.sin(t), 0.2 * t], axis=1) @ RNG.normal(size=(3, 16))   # embedded in 16 dims
    assert principal_components(helix, k=3).explained.sum() == pytest.approx(1.0, abs=1e-9)


def test_row_norms():
    table = RNG.normal(size=(5, 4))
    assert row_norms(table) == pytest.approx([np.sqrt(np.sum(r * r)) for r in table])


def _scores_by_loops(table, w):
    """The module's definitions, written out with loops."""
    dots = table @ table.T
    size = len(table)
    mono = []
    for x in range(size - w):
        values = [dots[x, x + m] for m in range(1, w + 1)]
        ranks = np.argsort(np.argsort(values, kind="stable"), kind="stable")
        mono.append(-np.corrcoef(ranks, np.arange(w))[0, 1])
    by_offset = [[dots[x, x + m] for x in range(size - m)] for m in range(1, w + 1)]
    everything = [v for values in by_offset for v in values]
    invariance = 1 - np.mean([np.var(v) for v in by_offset]) / np.var(everything)
    ahead = [dots[x, x + m] for x in range(w, size - w) for m in range(1, w + 1)]
    behind = [dots[x, x - m] for x in range(w, size - w) for m in range(1, w + 1)]
    return np.mean(mono), invariance, np.corrcoef(ahead, behind)[0, 1]


def test_property_scores_follow_their_definitions():
    table = np.cumsum(RNG.normal(size=(30, 6)), axis=0)        # a random walk: partly monotone
    got = property_scores(table, window=5)
    mono, invariance, symmetry = _scores_by_loops(table, 5)
    assert (got.monotonicity, got.translation_invariance, got.symmetry) == pytest.approx(
        (mono, invariance, symmetry), abs=1e-9)


def test_sinusoidal_scores_and_a_table_without_order():
    sinusoidal = property_scores(Sinusoidal().encode(np.arange(256), 64), window=16)
    assert sinusoidal.translation_invariance == pytest.approx(1.0, abs=1e-9)
    assert sinusoidal.symmetry == pytest.approx(1.0, abs=1e-9)
    # φ(x, x + m) = Σ_k cos(m θ_k) for every x: the score is the rank correlation of that one sequence
    theta = 10_000.0 ** (-np.arange(32) * 2 / 64)
    sequence = [np.sum(np.cos(m * theta)) for m in range(1, 17)]
    ranks = np.argsort(np.argsort(sequence))
    assert sinusoidal.monotonicity == pytest.approx(-np.corrcoef(ranks, np.arange(16))[0, 1], abs=1e-9)
    assert sinusoidal.monotonicity > 0.95                       # nearly "the further, the less alike"
    noise = property_scores(RNG.normal(size=(256, 64)), window=16)
    assert abs(noise.monotonicity) < 0.1 and noise.translation_invariance < 0.2 and abs(noise.symmetry) < 0.2
