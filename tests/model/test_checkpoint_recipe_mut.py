"""A real model's steps after z, on hand-made recipes whose every number is worked out here (issue 23's mutants).

LayerNorm of (1, 2, 3, 4): mean 2.5, variance 1.25; a projection is ``x Wᵀ + b``; a table read from
row ``offset`` on; RoBERTa's padding token gets the padding row and is not counted; the spread of
a table's values ignores NaN and ±inf.
"""
from __future__ import annotations

import math

import numpy as np
import pytest

from posviz.model.checkpoint.recipe import LayerNorm, ModelRecipe, OffsetLearned, Projection, value_spread
from posviz.model.positions import Learned, Sinusoidal

ROW = np.array([[1.0, 2.0, 3.0, 4.0]])
CENTRED = np.array([-1.5, -0.5, 0.5, 1.5])


def _recipe(**fields) -> ModelRecipe:
    return ModelRecipe("F", "tiny", "/nowhere", "f", 8, "F32", "learned", **fields)


def test_layernorm_centres_scales_by_the_variance_plus_eps_then_gamma_and_beta():
    gamma, beta = np.array([1.0, 2.0, 1.0, 0.5]), np.array([0.0, 0.0, 1.0, -1.0])
    out = LayerNorm(gamma, beta, 0.25)(ROW)
    np.testing.assert_allclose(out[0], CENTRED / math.sqrt(1.25 + 0.25) * gamma + beta, rtol=1e-15)
    out = LayerNorm(gamma, None, 0.0)(ROW)
    np.testing.assert_allclose(out[0], CENTRED / math.sqrt(1.25) * gamma, rtol=1e-15)


def test_a_projection_is_x_times_the_weights_transpose_plus_the_bias():
    weight = np.array([[1.0, 0.0], [0.0, 2.0], [1.0, 1.0]])
    x = np.array([[3.0, 4.0]])
    assert Projection(weight, np.array([0.5, 0.0, -1.0]), "p")(x).tolist() == [[3.5, 8.0, 6.0]]
    assert Projection(weight, None, "p")(x).tolist() == [[3.0, 8.0, 7.0]]


TABLE = np.arange(12.0).reshape(6, 2)


def test_an_offset_table_reads_row_p_plus_its_offset_and_has_fewer_positions():
    scheme = OffsetLearned(TABLE, offset=2)
    assert scheme.max_len == 4
    assert scheme.encode([0, 3], 2).tolist() == [[4.0, 5.0], [10.0, 11.0]]
    assert scheme.encode([], 2).shape == (0, 2)
    with pytest.raises(ValueError) as caught:
        scheme.encode([4], 2)
    assert str(caught.value) == ("position 4 is past the end of the learned position table: it has 4 rows after "
                                 "its first 2, which are never used")
    with pytest.raises(ValueError) as caught:
        scheme.encode([0], 3)
    assert str(caught.value) == "this learned position table is 2 wide; it has no vectors of width 3"


def test_each_step_after_z_in_order_with_its_words():
    norm = LayerNorm(np.ones(4), None, 1e-5)
    projection = Projection(np.eye(3, 4), np.array([0.0, 1.0, 0.0]), "encoder.proj.weight")
    late = OffsetLearned(np.arange(30.0).reshape(10, 3), offset=2)
    recipe = _recipe(scale=2.0, scale_text="√4", token_type_row=np.array([1.0, 0.0, 0.0, -1.0]), norm=norm,
                     projection=projection, late_positions=late)
    steps = recipe.steps(ROW)
    assert [s.label for s in steps] == ["× √4 = 2", "+ token type 0", "LayerNorm", "→ 3 wide", "+ position"]
    assert [s.formula for s in steps] == ["{} × √4", "{} + token type 0", "LayerNorm({})", "proj({})",
                                          "{} + position"]
    assert [s.detail for s in steps] == [
        "every row is multiplied by √4 = 2",
        "every token is in segment A, so row 0 of the token-type table is added to it",
        "each row is centred, scaled to unit variance (eps = 1e-05), times gamma plus beta (this LayerNorm has no "
        "beta)",
        "each 4-wide row is multiplied by encoder.proj.weight (3 × 4) plus its bias: the hidden width block 1 works in",
        "the position rows (row p + 2 of the 3-wide table) are added after the projection"]
    scaled = ROW * 2.0
    typed = scaled + [1.0, 0.0, 0.0, -1.0]                       # (3, 4, 6, 7): mean 5, variance 2.5
    normed = (typed - 5.0) / math.sqrt(2.5 + 1e-5)
    projected = normed[:, :3] + [0.0, 1.0, 0.0]
    expected = [scaled, typed, normed, projected, projected + [6.0, 7.0, 8.0]]
    for step, want in zip(steps, expected):
        np.testing.assert_allclose(step.vectors, want, rtol=1e-14)
        assert not step.vectors.flags.writeable


def test_deberta_projects_before_its_layernorm_and_a_projection_without_bias_says_so():
    norm = LayerNorm(np.ones(2), np.zeros(2), 1e-7)
    projection = Projection(np.array([[1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 3.0]]), None, "embed_proj.weight")
    steps = _recipe(norm=norm, projection=projection, project_before_norm=True).steps(ROW)
    assert [s.label for s in steps] == ["→ 2 wide", "LayerNorm"]
    assert steps[0].detail == ("each 4-wide row is multiplied by embed_proj.weight (2 × 4): the hidden width block 1 "
                               "works in")
    assert steps[0].formula == "embed_proj({})" and steps[0].vectors.tolist() == [[1.0, 12.0]]
    assert steps[1].detail == "each row is centred, scaled to unit variance (eps = 1e-07), times gamma plus beta"
    np.testing.assert_allclose(steps[1].vectors, [[-5.5 / math.sqrt(30.25 + 1e-7), 5.5 / math.sqrt(30.25 + 1e-7)]])
    assert _recipe().steps(ROW) == ()


def test_marian_scales_the_token_rows_before_the_positions_are_added():
    recipe = _recipe(scale=4.0, scale_text="√16", scale_before_positions=True)
    tokens, positions = np.array([[1.0, -1.0]]), np.array([[0.5, 0.25]])
    [step] = recipe.steps(tokens + positions, tokens, positions)
    assert (step.label, step.formula) == ("token × √16 + position", "token × √16 + position")
    assert step.detail == "the token rows are multiplied by √16 = 4 before the position rows are added"
    assert step.vectors.tolist() == [[4.5, -3.75]]
    # without position rows (all zero) or without the token rows, z itself is scaled
    [step] = recipe.steps(tokens, tokens, np.zeros((1, 2)))
    assert step.label == "× √16 = 4" and step.vectors.tolist() == [[4.0, -4.0]]
    [step] = recipe.steps(tokens + positions, None, positions)
    assert step.vectors.tolist() == [[6.0, -3.0]]
    [step] = _recipe(scale=4.0, scale_text="√16").steps(tokens + positions, tokens, positions)
    assert step.vectors.tolist() == [[6.0, -3.0]]


PAD_TABLE = np.arange(16.0).reshape(8, 2)


def test_a_padding_token_reads_the_padding_row_and_is_not_counted():
    recipe = _recipe(padding_id=1)
    vectors, words = recipe.padded_positions(np.array([0, 5, 1, 6]), OffsetLearned(PAD_TABLE, offset=2))
    # counted positions 0, 1, -, 2 read rows 2, 3, 4; the padding token reads row 1
    assert vectors.tolist() == [[4.0, 5.0], [6.0, 7.0], [2.0, 3.0], [8.0, 9.0]] and not vectors.flags.writeable
    assert words == ("Token 2 is the padding token: as the model's own code does, it gets the padding row (row 1) "
                     "and is not counted, so every later token reads the row of one position earlier.")
    ids = np.array([1, 1, 1, 1, 1, 1, 1])
    vectors, words = recipe.padded_positions(ids, OffsetLearned(PAD_TABLE, offset=2))
    assert words.startswith("Token 0, 1, 2, 3, 4 is the padding token") and vectors.tolist() == [[2.0, 3.0]] * 7


def test_no_padding_placement_when_it_does_not_apply():
    offset = OffsetLearned(PAD_TABLE, offset=2)
    assert _recipe(padding_id=1).padded_positions(np.array([0, 5, 6]), offset) is None
    assert _recipe().padded_positions(np.array([0, 1]), offset) is None
    assert _recipe(padding_id=1).padded_positions(np.array([0, 1]), Learned(PAD_TABLE)) is None
    # six counted tokens need rows 2..7: the last fits; seven would need row 8
    assert _recipe(padding_id=1).padded_positions(np.array([1, 0, 0, 0, 0, 0, 0]), offset) is not None
    assert _recipe(padding_id=1).padded_positions(np.array([1, 0, 0, 0, 0, 0, 0, 0]), offset) is None


def test_m2m100s_padding_token_gets_zeros_and_the_rest_count_on():
    scheme = Sinusoidal(layout="split", exponent="tensor2tensor", offset=2)
    vectors, _ = _recipe(padding_id=1).padded_positions(np.array([7, 1, 8, 9]), scheme, 4)
    expected = scheme.encode(np.array([0, 0, 1, 2]), 4)
    assert vectors[1].tolist() == [0.0] * 4
    np.testing.assert_array_equal(vectors[[0, 2, 3]], expected[[0, 2, 3]])


def test_the_spread_of_a_tables_values_leaves_out_nan_and_infinity():
    spread = value_spread(np.array([[0.1, -3.0], [np.nan, 2.0], [np.inf, 0.5]]), percent=50.0)
    assert spread == (3.0, 0, 1.25, 50.0)                 # median of 0.1, 0.5, 2, 3
    spread = value_spread(np.array([[0.0, 1.0], [-7.0, 2.0], [0.5, 0.5]]))
    assert (spread.largest, spread.row, spread.percent) == (7.0, 1, 99.0)
    assert spread.within == pytest.approx(np.percentile([0, 1, 7, 2, 0.5, 0.5], 99.0))
    assert value_spread(np.array([[np.nan, np.inf]])) == (0.0, 0, 0.0, 99.0)


def test_a_step_without_a_formula_leaves_the_rows_as_they_were():
    from posviz.model.checkpoint.recipe import Step
    assert Step("x", np.zeros(1), "nothing").formula.format("z") == "z"
