"""Lesson numbers at their limits and in closed form (issue 23's mutants): the property scores' smallest
window, a sentence of a trillion tokens, the decay curve's last distance, RoPE's cos/sin per position
and the read-only projections."""
from __future__ import annotations

import numpy as np
import pytest

from posviz.lessons.lengths import rope_rotations
from posviz.lessons.long_range import decay_distances
from posviz.lessons.position_geometry import property_scores
from posviz.lessons.rotary import illustrative_projections
from posviz.lessons.shapes import sentence_numbers
from posviz.model.positions import Rope


def test_a_window_below_one_is_raised_to_one():
    for window in (0, -5, 1):
        assert property_scores(np.eye(3), window=window).window == 1
    assert property_scores(np.eye(7), window=10).window == 3 and property_scores(np.eye(6), window=10).window == 2


def test_a_sentence_may_be_a_trillion_tokens_long():
    assert sentence_numbers(10**12, 3) == 3 * 10**12 and sentence_numbers(0, 5) == 0
    with pytest.raises(ValueError) as caught:
        sentence_numbers(10**12 + 1, 1)
    assert str(caught.value) == "length must be at most 1,000,000,000,000, got 1,000,000,000,001"


def test_the_decay_curve_reaches_four_times_the_length_and_at_least_ten_thousand():
    assert decay_distances(10_000)[-1] == 40_000.0 and decay_distances(10)[-1] == 10_000.0
    assert decay_distances(10)[:3].tolist() == [0.0, 1.0, 2.0]


def test_rope_rotations_interleave_cos_and_sin_of_each_pairs_angle():
    # d = 4, base 10,000: theta = 1 and 0.01
    positions = np.array([0, 1, 2])
    angles = positions[:, None] * np.array([1.0, 0.01])
    expected = np.stack([np.cos(angles[:, 0]), np.sin(angles[:, 0]), np.cos(angles[:, 1]), np.sin(angles[:, 1])], 1)
    np.testing.assert_allclose(rope_rotations(Rope(10000.0), positions, 4), expected, rtol=1e-12, atol=1e-15)


def test_the_illustrative_projections_are_read_only():
    w_q, w_k = illustrative_projections(6, 3)
    assert not any(block.flags.writeable for block in (*w_q, *w_k))


def test_base_one_turns_every_column_at_one_radian_per_position():
    from posviz.lessons.walkthrough import position_vectors_caption, wave_order, wave_sentences
    from posviz.model.positions import Sinusoidal
    assert sorted(wave_sentences()) == ["fast-left", "halves", "same", "slow-left"]
    assert wave_order(Sinusoidal(base=1.0), 4) == "same"
    assert position_vectors_caption(Sinusoidal(base=1.0), 4) == (
        "Each position gets its own vector of the same width: with base 1 every column turns at the same speed, one "
        "radian per position.")


def test_the_rotary_width_is_checked_by_name_and_reorders_only_the_turning_columns():
    from posviz.lessons.rotary import half_from_interleaved
    with pytest.raises(ValueError) as caught:
        half_from_interleaved(4, 6)
    assert str(caught.value) == "rotary_dim must be at most 4, got 6"
    assert half_from_interleaved(6, 4).tolist() == [0, 2, 1, 3, 4, 5]


def test_one_heads_default_seed_is_zero_and_a_toy_heads_title_says_what_turns():
    from posviz.lessons.lengths import rope_title
    from posviz.lessons.rope_heads import head_rope
    from posviz.lessons.rotary import head_queries_and_keys
    x = np.arange(12.0).reshape(2, 6)
    for default, seeded in zip(head_queries_and_keys(x, 2), head_queries_and_keys(x, 2, seed=0)):
        np.testing.assert_array_equal(default, seeded)
    assert not np.array_equal(head_queries_and_keys(x, 2)[0], head_queries_and_keys(x, 2, seed=1)[0])
    assert rope_title(head_rope(Rope(10000.0), 4)) == "RoPE: cos, sin of p\u00b7\u03b8 (turns q, k)"


def test_the_stand_ins_name_the_width_they_refuse():
    from posviz.lessons.rotary import half_from_interleaved, head_projections
    for call, args, message in ((head_projections, (0, 2), "d_model must be at least 1, got 0"),
                                (head_projections, (4, 0), "head_dim must be at least 1, got 0"),
                                (illustrative_projections, (0,), "d_model must be at least 1, got 0"),
                                (half_from_interleaved, (0,), "d_model must be at least 1, got 0")):
        with pytest.raises(ValueError) as caught:
            call(*args)
        assert str(caught.value) == message


def test_a_window_of_one_has_no_trend_and_no_negative_zero():
    # one offset: no trend to rank; +0.0, never -0.0 (which a caption would print as "-0.00")
    import math
    scores = property_scores(np.eye(4))
    assert scores.window == 1 and scores.monotonicity == 0.0 and math.copysign(1.0, scores.monotonicity) == 1.0
    assert f"{scores.monotonicity:.2f}" == "0.00"
