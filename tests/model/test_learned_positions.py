"""The readings and captions of the "What the positions learned" view, checked against explicit computations."""
import math
import re

import numpy as np
import pytest

from posviz.lessons.learned_positions import (MAX_ROWS, comparison_table, components_caption, diagonal_spread,
                                              norms_caption, read_table, session_table, similarity_caption)
from posviz.lessons.position_geometry import principal_components
from posviz.model import Learned, NoPositions, Rope, Sinusoidal
from position_references import paper_sinusoid, explicit_cosines

RNG = np.random.default_rng(7)


def numbers(text: str) -> list[float]:
    return [float(n.replace(",", "")) for n in re.findall(r"-?\d[\d,]*\.?\d*(?:e-?\d+)?", text)]


@pytest.mark.parametrize("shape, decay", [((30, 7), 0.2), ((9, 20), 0.2),      # both Gram matrices, small: eigh
                                          ((300, 120), 0.01), ((110, 400), 0.01),  # large: subspace iteration
                                          ((250, 110), 1.0)])                      # flat spectrum: falls back to eigh
def test_components_match_numpy_svd_up_to_sign(shape, decay):
    table = RNG.normal(size=shape) @ np.diag(np.geomspace(3, 3 * decay, shape[1]))
    got = principal_components(table, k=3)
    u, s, _ = np.linalg.svd(table - table.mean(axis=0), full_matrices=False)
    for c in range(3):
        reference = u[:, c] * s[c]
        sign = np.sign(reference @ got.projections[:, c])
        np.testing.assert_allclose(got.projections[:, c], sign * reference, atol=1e-9)
    np.testing.assert_allclose(got.explained, s[:3] ** 2 / np.sum(s ** 2), rtol=1e-9)
    assert got.explained.sum() <= 1 + 1e-12


def test_reading_of_a_learned_table_equals_explicit_cosines_and_norms():
    table = Learned(RNG.normal(size=(12, 5)))
    reading = read_table(session_table(table, 5, 99, "tiny"))
    np.testing.assert_allclose(reading.similarity, explicit_cosines(table.table), atol=1e-12)
    for k in range(12):
        assert reading.profile[k] == pytest.approx(np.mean([reading.similarity[i, i + k] for i in range(12 - k)]))
    np.testing.assert_allclose(reading.norms, [math.sqrt(r @ r) for r in table.table])
    assert reading.table.title == "The learned table of tiny" and reading.table.total_rows == 12


def test_sinusoidal_similarity_depends_only_on_the_offset():
    reading = read_table(comparison_table(300, 64))
    np.testing.assert_allclose(reading.table.rows, paper_sinusoid(300, 64), atol=1e-12)
    sim = reading.similarity
    for k in range(300):
        diagonal = np.diagonal(sim, offset=k)
        assert np.ptp(diagonal) < 1e-9
    assert diagonal_spread(sim) < 1e-9
    caption = similarity_caption(reading)
    assert "depends only on the offset" in caption
    assert numbers(caption.split("offset 1,")[0])[-1] == pytest.approx(reading.profile[1], abs=0.005)
    # every row of the paper's table has length sqrt(d / 2): sin^2 + cos^2 = 1 per pair
    assert norms_caption(reading) == f"Every row has the same length, {math.sqrt(32):.4g}."


def test_captions_of_a_random_table_say_what_it_shows():
    rows = RNG.normal(size=(40, 16))
    reading = read_table(session_table(Learned(rows, illustrative=True), 16, 0))
    caption = similarity_caption(reading)
    sim = explicit_cosines(rows)
    spread = max(np.ptp(np.diagonal(sim, offset=k)) for k in range(1, 40))
    assert f"varies by up to {spread:.2f}" in caption
    profile = [np.mean(np.diagonal(sim, offset=k)) for k in range(40)]
    low = int(np.argmin(profile))
    assert f"lowest {profile[low]:.2f} at offset {low}." in caption and f"{profile[1]:.2f} at offset 1," in caption
    norms = np.linalg.norm(rows, axis=1)
    assert norms_caption(reading).startswith(f"Row lengths from {norms.min():.3g} (position {norms.argmin()}) "
                                             f"to {norms.max():.3g} (position {norms.argmax()})")
    _, s, _ = np.linalg.svd(rows - rows.mean(axis=0))
    shares = s[:3] ** 2 / np.sum(s ** 2)
    text = components_caption(reading)
    for i, share in enumerate(shares):
        assert f"PC {i + 1} {100 * share:.1f} %" in text
    assert f"together {100 * shares.sum():.1f} %" in text


def test_which_table_a_session_has():
    assert session_table(Rope(), 8, 10) is None and session_table(NoPositions(), 8, 10) is None
    sin = session_table(Sinusoidal(500.0, "split"), 6, 20)
    np.testing.assert_array_equal(sin.rows, Sinusoidal(500.0, "split").encode(np.arange(20), 6))
    big = session_table(Learned(np.ones((MAX_ROWS + 5, 2))), 2, 0)
    assert big.shape == (MAX_ROWS, 2) and big.total_rows == MAX_ROWS + 5
    assert session_table(Sinusoidal(), 4, 10 ** 6).shape == (MAX_ROWS, 4)


def test_a_decaying_spectrum_is_solved_without_the_full_eigh(monkeypatch):
    """The subspace iteration answers (its n x n eigh is the slow part it replaces); a flat one falls back."""
    import posviz.lessons.position_geometry as geometry
    sizes, eigh = [], np.linalg.eigh
    monkeypatch.setattr(geometry.np.linalg, "eigh", lambda a: sizes.append(a.shape[0]) or eigh(a))
    table = RNG.normal(size=(300, 120)) @ np.diag(np.geomspace(3, 0.03, 120))
    principal_components(table, 3)
    assert sizes and max(sizes) < 120
    sizes.clear()
    principal_components(RNG.normal(size=(300, 120)), 3)
    assert max(sizes) == 120
