"""Position schemes by value: what each is called and whether it adds to the input, a padded odd
tensor2tensor width column by column, ALiBi's slopes for any head count (Press et al.'s rule written
out), and the GPT-2-style random table's defaults."""
from __future__ import annotations

import numpy as np
import pytest

from posviz.model.positions import Learned, NoPositions, Rope, Sinusoidal, alibi_bias, alibi_slopes


def test_each_scheme_is_named_and_says_whether_it_adds_to_the_input():
    schemes = [NoPositions(), Sinusoidal(), Learned(np.zeros((2, 2))), Rope()]
    assert [scheme.name for scheme in schemes] == ["none", "sinusoidal", "learned", "rope"]
    # "none" adds zeros, so Z equals the token rows; RoPE adds nothing and turns queries and keys instead
    assert [scheme.adds_to_input for scheme in schemes] == [True, True, True, False]
    assert [scheme.max_len for scheme in schemes] == [None, None, 2, None]


def test_an_odd_tensor2tensor_width_column_by_column():
    pair, is_sin = Sinusoidal(10000.0, "split", "tensor2tensor").columns(5)
    assert pair.tolist() == [0, 1, 0, 1, 2] and is_sin.tolist() == [True, True, False, False, True]
    pair, is_sin = Sinusoidal(10000.0, "split", "paper").columns(5)       # Marian: one more sine than cosine
    assert pair.tolist() == [0, 1, 2, 0, 1] and is_sin.tolist() == [True, True, True, False, False]
    pair, is_sin = Sinusoidal().columns(5)
    assert pair.tolist() == [0, 0, 1, 1, 2] and is_sin.tolist() == [True, False, True, False, True]
    assert Sinusoidal(10000.0, "split", "tensor2tensor").has_zero_column(5)
    assert not Sinusoidal(10000.0, "split", "tensor2tensor").has_zero_column(4)
    assert not Sinusoidal(10000.0, "split", "paper").has_zero_column(5)
    assert not Sinusoidal(10000.0, "interleaved", "tensor2tensor").has_zero_column(5)


def test_an_odd_tensor2tensor_row_ends_in_zero():
    row = Sinusoidal(100.0, "split", "tensor2tensor").encode([3], 5)[0]
    np.testing.assert_allclose(row, [np.sin(3), np.sin(0.03), np.cos(3), np.cos(0.03), 0.0], rtol=1e-15)


@pytest.mark.parametrize("n, exponents", [
    (1, [8]),                                   # 2^(-8h/n), h = 1..n
    (2, [4, 8]),
    (4, [2, 4, 6, 8]),
    (6, [2, 4, 6, 8, 1, 3]),                    # 4's slopes, then every other one of 8's
    (5, [2, 4, 6, 8, 1]),
    (3, [4, 8, 2]),
])
def test_alibi_slopes_by_the_papers_rule(n, exponents):
    np.testing.assert_allclose(alibi_slopes(n), 2.0 ** -np.array(exponents, dtype=float), rtol=1e-15)


def test_alibis_bias_is_slope_times_key_minus_query():
    bias = alibi_bias(2, 3)
    np.testing.assert_allclose(bias[1], 2.0 ** -8 * np.array([[0, 1, 2], [-1, 0, 1], [-2, -1, 0]]), rtol=1e-15)
    assert bias.shape == (2, 3, 3) and bias[0, 2, 0] == -2 * 2.0 ** -4


def test_a_random_learned_table_is_gpt2s_initialisation_by_default():
    learned = Learned.random(4, 3)
    np.testing.assert_array_equal(learned.table, np.random.default_rng(0).normal(0.0, 0.02, size=(4, 3)))
    assert learned.illustrative and learned.max_len == 4 and learned.parameter_count(3) == 12


def test_a_learned_table_is_read_to_its_last_row_and_no_further():
    learned = Learned(np.arange(6.0).reshape(3, 2))
    np.testing.assert_array_equal(learned.encode([2, 0], 2), [[4.0, 5.0], [0.0, 1.0]])
    assert learned.encode([], 2).shape == (0, 2)
    assert learned.encode([1], 2, dtype=np.float32).dtype == np.float32
    with pytest.raises(ValueError) as info:
        learned.encode([3], 2)
    assert str(info.value) == ("position 3 is past the end of the learned position table: it has 3 rows (positions 0 "
                               "to 2) and no row was ever trained for a later position")
    with pytest.raises(ValueError) as info:
        learned.encode([0], 3)
    assert str(info.value) == "this learned position table is 2 wide; it has no vectors of width 3"


def test_the_lessons_rope_frequencies():
    np.testing.assert_allclose(Rope().frequencies(4), [1.0, 0.01], rtol=1e-15)
    np.testing.assert_allclose(Rope(100.0).frequencies(6), [1.0, 100.0 ** (-1 / 3), 100.0 ** (-2 / 3)], rtol=1e-15)
