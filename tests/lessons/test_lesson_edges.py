"""Edges of the lessons' analyses the mutation sample found unpinned: captions of a base search,
a head's description, the random projections' scale, two-dimensional heads, tiny tables'
principal components; expected values from the formulas, worked out here."""
import numpy as np
import pytest

from posviz.lessons.attention import Alibi, order_experiment
from posviz.lessons.context_extension import Extension, toy_config
from posviz.lessons.lengths import shown_positions
from posviz.lessons.long_range import bound_caption, search_caption
from posviz.lessons.position_geometry import principal_components, property_scores
from posviz.lessons.rope_heads import head_rope
from posviz.lessons.rope_long_range import BaseSearch, frequencies
from posviz.lessons.rotary import BLOCK, head_projections, head_queries_and_keys, illustrative_projections
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


def test_one_heads_projections_are_seeded_read_only_and_scaled_by_the_width():
    w_q, w_k = head_projections(256, 32, seed=1)
    assert w_q.shape == w_k.shape == (256, 32) and not w_q.flags.writeable
    assert w_q.std() == pytest.approx(256 ** -0.5, rel=0.05) and w_k.std() == pytest.approx(256 ** -0.5, rel=0.05)
    np.testing.assert_array_equal(head_projections(256, 32, seed=1)[0], w_q)
    assert not np.array_equal(head_projections(256, 32, seed=2)[0], w_q)


def test_the_extension_views_configs_have_the_reference_models_defaults():
    yarn = toy_config("yarn", 128, 1000000.0, {})                  # Qwen2.5: 32,768 trained, 4x by yarn
    assert yarn == {"model_type": "llama", "hidden_size": 128, "num_attention_heads": 1, "head_dim": 128,
                    "rope_theta": 1000000.0, "max_position_embeddings": 131072,
                    "rope_scaling": {"rope_type": "yarn", "factor": 4.0, "beta_fast": 32.0, "beta_slow": 1.0,
                                     "original_max_position_embeddings": 32768}}
    dynamic = toy_config("dynamic", 64, 10000.0, {"factor": 2.0})
    assert dynamic["max_position_embeddings"] == 4096 and dynamic["rope_scaling"] == {"rope_type": "dynamic", "factor": 2.0}


def test_alibi_defaults_to_the_first_of_eight_heads():
    # m_h = 2^(-8h/n): head 1 of 8 has slope 1/2; keys behind the query are pushed down by m (i - j)
    alibi = Alibi()
    assert (alibi.head, alibi.n_heads, alibi.slope) == (1, 8, 0.5)
    np.testing.assert_array_equal(alibi.bias(3), [[0, -np.inf, -np.inf], [-0.5, 0, -np.inf], [-1.0, -0.5, 0]])


def test_identical_rows_are_perfectly_translation_invariant():
    scores = property_scores(np.ones((7, 4)))                        # every dot product is 4: no spread at all
    assert scores.translation_invariance == 1.0


def test_the_lengths_view_draws_the_last_64_positions():
    np.testing.assert_array_equal(shown_positions(100), np.arange(36, 100))
    np.testing.assert_array_equal(shown_positions(64), np.arange(64))
    np.testing.assert_array_equal(shown_positions(5), np.arange(5))


def test_the_extended_context_is_original_times_factor_else_the_configs_length():
    head = head_rope(Rope(), 8)
    assert Extension(head, 2048, 4.0).extended_context == 8192
    assert Extension(head, 2048, None, {"factor": 2.0}).extended_context == 4096
    assert Extension(head, 2048, None, {"max_position_embeddings": 5000}).extended_context == 5000
    assert Extension(head, 2048).extended_context == 2048


def test_a_head_knows_whether_a_model_config_made_it():
    assert head_rope(Rope(head_dim=8), 64).from_model is True
    assert head_rope(Rope(), 64).from_model is False


def test_the_property_scores_window_is_cut_to_half_the_table():
    rows = np.random.default_rng(2).standard_normal((7, 4))
    assert property_scores(rows, window=10).window == 3 and property_scores(rows, window=2).window == 2
    assert property_scores(rows[:3], window=5).window == 1
    with pytest.raises(ValueError, match="at least 3 positions, not 2"):
        property_scores(rows[:2])


def test_the_bound_caption_reads_the_curve_at_zero_and_at_l():
    distances = np.array([0.0, 10.0, 100.0, 1000.0])
    falling = np.array([2.5, 1.5, 0.5, 0.25])
    # at L = 55 the drawn curve is interpolated between 1.5 (10) and 0.5 (100): 1.0, 40 % of 2.5
    assert bound_caption(distances, falling, 8, 55) == (
        "At distance 0 the bound is (d/2 + 1)/2 = 2.5; at L = 55 it is 1 (40.0 % of that). "
        "It falls at every distance drawn.")
    rising = np.array([2.5, 1.5, 1.75, 0.25])
    assert bound_caption(distances, rising, 8, 10).endswith(
        "It does not fall steadily: it rises again in places (first from distance 10 to 100).")


def test_a_narrow_head_projects_the_rows_with_its_own_stand_ins():
    x = np.random.default_rng(4).standard_normal((3, 16))
    q, k = head_queries_and_keys(x, 4, seed=2)
    w_q, w_k = head_projections(16, 4, seed=2)
    np.testing.assert_allclose(q, x @ w_q)
    np.testing.assert_allclose(k, x @ w_k)
    assert q.shape == (3, 4)
