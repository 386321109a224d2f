"""Edges of the lessons' analyses the mutation sample found unpinned: captions of a base search,
a head's description, the random projections' scale, two-dimensional heads, tiny tables'
principal components; expected values from the formulas, worked out here."""
import numpy as np
import pytest

from posviz.lessons.attention import order_experiment
from posviz.lessons.long_range import search_caption
from posviz.lessons.position_geometry import principal_components
from posviz.lessons.rope_heads import head_rope
from posviz.lessons.rope_long_range import BaseSearch, frequencies
from posviz.lessons.rotary import BLOCK, illustrative_projections
from posviz.model import Rope, RopeScaling


def test_search_captions_give_the_base_or_say_none_was_found():
    grid = np.array([10.0, 100.0, 1000.0, 10000.0])
    none = BaseSearch(None, grid, np.zeros(4, dtype=bool))
    assert search_caption(none, 64, 2048) == \
        "No base up to 10,000 keeps \u03a3 cos(m\u03b8\u1d62) \u2265 0 for every m \u2264 2,048 with d = 64."
    once = BaseSearch(1000.0, grid, np.array([False, False, True, True]))
    assert search_caption(once, 64, 2048) == (
        "Smallest base with \u03a3\u1d62 cos(m\u03b8\u1d62) \u2265 0 for every distance m \u2264 2,048 (d = 64): 1,000. "
        "In the range scanned it switches from failing to passing once.")
    again = BaseSearch(100.0, grid, np.array([False, True, False, True]))
    assert search_caption(again, 64, 2048).endswith(
        "Not monotone in the base: 100 passes, yet 1 of the 2 grid bases scanned after it fail again (the first, 1,000).")


def test_a_heads_description_names_its_scaling():
    plain = head_rope(Rope(500000.0, "half", head_dim=64, rotary_dim=32), 256)
    assert plain.describe() == ("head width 64: the first 32 dimensions turn in 16 pairs (i, i + 16) (rotate_half), "
                                "base 500,000, no scaling")
    scaled = head_rope(Rope(10000.0, head_dim=8, scaling_parameters=RopeScaling("linear", factor=4.0)), 64)
    assert scaled.describe() == ("head width 8: all 8 dimensions turn in 4 pairs (2i, 2i + 1) (interleaved), "
                                 "base 10,000, linear scaling")


def test_a_two_dimensional_head_has_one_frequency():
    np.testing.assert_array_equal(frequencies(10000.0, 2), [1.0])
    with pytest.raises(ValueError, match="even and at least 2, not 1"):
        frequencies(10000.0, 1)


def test_each_projection_block_has_values_of_standard_deviation_one_over_root_width():
    d = BLOCK + 256                                  # a dense block of 512 and a last one of 256
    w_q, w_k = illustrative_projections(d, seed=3)
    assert [block.shape for block in w_q] == [(BLOCK, BLOCK), (256, 256)]
    for block in (*w_q, *w_k):
        width = block.shape[0]
        # n = width^2 normal draws: their standard deviation is within a few percent of 1/sqrt(width)
        assert block.std() == pytest.approx(width ** -0.5, rel=0.03)


def test_principal_components_of_a_table_of_small_numbers_still_explain_its_variance():
    rows = 1e-3 * np.array([[1.0, 0.0], [-1.0, 0.0], [0.0, 0.5], [0.0, -0.5]])   # total variance 2.5e-6
    components = principal_components(rows, 2)
    np.testing.assert_allclose(components.explained, [0.8, 0.2], rtol=1e-9)    # 2e-6 and 0.5e-6 of it


def test_order_experiments_compare_by_identity():
    tokens = np.eye(3)
    first, second = order_experiment(tokens, [2, 1, 0]), order_experiment(tokens, [2, 1, 0])
    assert first == first and first != second            # arrays inside: never compared value by value
    assert len({first, second}) == 2
