"""Lesson helpers no Qt-free test ran (issue 23's mutants): a base search whose first grid base already
passes, the illustrative projections' documented distribution, and the titles shown in the language."""
from __future__ import annotations

import numpy as np

from posviz.lessons.learned_positions import PositionTable, shown_title
from posviz.lessons.rope_long_range import smallest_base
from posviz.lessons.rotary import BLOCK, illustrative_projections


def test_a_head_of_two_dimensions_passes_distance_one_at_the_lowest_base():
    # d = 2: B(m) = cos(m) whatever the base: distance 1 passes (cos 1 > 0), distance 2 fails (cos 2 < 0)
    found = smallest_base(2, 1, low=2.0, high=20.0, per_decade=2)
    assert found.base == 2.0 and found.passing.tolist() == [True, True, True] and found.monotone
    np.testing.assert_allclose(found.grid, [2.0, 40.0 ** 0.5, 20.0])
    never = smallest_base(2, 2, low=2.0, high=20.0, per_decade=2)
    assert never.base is None and never.passing.tolist() == [False, False, False]


def test_the_illustrative_projections_are_centred_with_variance_one_over_the_block_width():
    w_q, w_k = illustrative_projections(BLOCK * 2 + 6)
    assert [block.shape for block in w_q] == [(BLOCK, BLOCK), (BLOCK, BLOCK), (6, 6)]
    for block in (*w_q[:2], *w_k[:2]):            # 262,144 draws each: mean within 0.01/sqrt(b)
        assert abs(block.mean()) < 0.01 / np.sqrt(BLOCK)
        assert abs(block.var() * BLOCK - 1.0) < 0.01
    assert not np.array_equal(w_q[0], w_k[0])


def test_known_titles_are_shown_and_a_models_name_is_kept():
    def shown(title):
        return shown_title(PositionTable(np.zeros((1, 2)), title, 1, "learned"))
    for title in ("The illustrative learned table (random, untrained)", "The session's sinusoidal table",
                  "Sinusoidal, same shape (paper, base 10,000)", "The learned table of the model",
                  "The learned table of gpt2", "Something else"):
        assert shown(title) == title


def test_a_search_that_never_passes_scans_the_whole_default_grid():
    # 200 bases a decade over [2, 1e10]: ceil(200 log10(5e9)) + 1 = 1,941 of them
    found = smallest_base(2, 2)
    assert found.base is None and len(found.grid) == 1941 and not found.passing.any()
    assert found.grid[0] == 2.0 and found.grid[-1] == 1e10
    np.testing.assert_allclose(found.grid[970], 2.0 * 5e9 ** 0.5, rtol=1e-12)   # the geometric middle


def test_a_search_is_monotone_when_its_answers_switch_at_most_once():
    from posviz.lessons.rope_long_range import BaseSearch

    def monotone(*passing):
        return BaseSearch(None, np.arange(len(passing), dtype=float), np.array(passing)).monotone
    assert monotone(False, True, True) and monotone(True, True) and monotone(False, False)
    assert not monotone(False, True, False) and not monotone(True, False, True)


def test_a_comparison_needs_one_to_four_models():
    import pytest
    from posviz.lessons.compare import compare
    for layers in ([], [None] * 5):
        with pytest.raises(ValueError) as caught:
            compare("a b", layers)
        assert str(caught.value) == f"Compare one to 4 models, not {len(layers)}."


def test_one_heads_stand_ins_are_centred_with_variance_one_over_the_width():
    from posviz.lessons.rotary import head_projections
    for w in head_projections(512, 64):          # 32,768 draws: the mean's deviation is 0.0055 / sqrt(512)
        assert w.shape == (512, 64)
        assert abs(w.mean()) < 0.03 / np.sqrt(512)
        assert abs(w.var() * 512 - 1.0) < 0.05
