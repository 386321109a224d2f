"""Position schemes against closed forms written independently of the code under test."""
import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from posviz.model import Learned, NoPositions, Rope, Sinusoidal, alibi_bias, alibi_slopes


def paper_pe(pos, j, d, base=10000.0):
    """PE(pos, 2i) = sin(pos / base^(2i/d)), PE(pos, 2i+1) = cos(pos / base^(2i/d))."""
    i = j // 2
    angle = pos / base ** (2 * i / d)
    return math.sin(angle) if j % 2 == 0 else math.cos(angle)


@settings(max_examples=200)
@given(st.integers(0, 10**6), st.integers(1, 300), st.data())
def test_paper_formula_at_random_cells(pos, d, data):
    j = data.draw(st.integers(0, d - 1))
    base = data.draw(st.sampled_from([10000.0, 500.0, 2.0, 1e6]))
    got = Sinusoidal(base=base).encode([pos], d)[0, j]
    assert got == pytest.approx(paper_pe(pos, j, d, base), abs=1e-9)


def test_odd_width_uses_pair_of_floor_half():
    table = Sinusoidal().encode(np.arange(50), 7)
    for j in range(7):
        expected = [paper_pe(p, j, 7) for p in range(50)]
        np.testing.assert_allclose(table[:, j], expected, atol=1e-12)


def test_split_layout_is_a_column_permutation_of_interleaved():
    d = 16
    inter = Sinusoidal().encode(np.arange(64), d)
    split = Sinusoidal(layout="split").encode(np.arange(64), d)
    np.testing.assert_allclose(split, np.concatenate([inter[:, 0::2], inter[:, 1::2]], axis=1), atol=1e-15)


def test_tensor2tensor_exponent():
    # tensor2tensor: inv_timescale_k = exp(-k * log(base) / (K - 1)), signal = [sin(...), cos(...)]
    d, K, pos = 10, 5, np.arange(30.0)
    inv = np.exp(-np.arange(K) * math.log(10000.0) / (K - 1))
    expected = np.concatenate([np.sin(pos[:, None] * inv), np.cos(pos[:, None] * inv)], axis=1)
    got = Sinusoidal(layout="split", exponent="tensor2tensor").encode(np.arange(30), d)
    np.testing.assert_allclose(got, expected, atol=1e-12)


def test_offset_shifts_positions():
    shifted = Sinusoidal(offset=2).encode(np.arange(10), 8)
    np.testing.assert_allclose(shifted, Sinusoidal().encode(np.arange(2, 12), 8), atol=0)


def test_float32_is_accurate_at_a_million():
    positions = np.arange(10**6 - 64, 10**6)
    exact = Sinusoidal().encode(positions, 128, dtype=np.float64)
    fast = Sinusoidal().encode(positions, 128, dtype=np.float32)
    assert fast.dtype == np.float32
    assert np.abs(fast - exact).max() < 1e-6
    # Forming the angle in float32 instead would be off by far more: the reason for the rule.
    freq = np.float32(10000.0 ** (-2 / 128))           # pair 1: not exact in float32
    naive = np.sin(positions.astype(np.float32) * freq)
    assert np.abs(naive - exact[:, 2]).max() > 1e-3


def test_similarity_matrix_is_toeplitz():
    pe = Sinusoidal().encode(np.arange(64), 32)
    sim = pe @ pe.T
    for k in range(-63, 64):
        diagonal = np.diagonal(sim, offset=k)
        assert np.ptp(diagonal) < 1e-9
    # and its closed form: sum over pairs of cos(omega_k * offset)
    omega = 10000.0 ** (-2 * np.arange(16) / 32)
    np.testing.assert_allclose(sim[0], np.cos(np.arange(64)[:, None] * omega).sum(axis=1), atol=1e-9)


def test_describe_fills_in_the_numbers():
    assert Sinusoidal().describe(3, 4, 16) == f"sin(3 / 10000^(4/16)) = {math.sin(3 / 10):.4f}"
    assert Sinusoidal().describe(5, 1, 6) == f"cos(5 / 10000^(0/6)) = {math.cos(5):.4f}"


@pytest.mark.parametrize("base", [0, -1, float("nan"), float("inf"), "x"])
def test_bad_base_is_refused(base):
    with pytest.raises(ValueError, match="base"):
        Sinusoidal(base=base)
    with pytest.raises(ValueError, match="base"):
        Rope(base=base)


@pytest.mark.parametrize("d", [0, -1, 1.5])
def test_bad_width_is_refused(d):
    with pytest.raises(ValueError, match="d_model"):
        Sinusoidal().encode([0, 1], d)


def test_negative_positions_are_refused():
    with pytest.raises(ValueError, match="position -1"):
        Sinusoidal().encode([0, -1], 4)


def test_no_positions_is_zero():
    np.testing.assert_array_equal(NoPositions().encode(np.arange(5), 3), np.zeros((5, 3)))


def test_learned_reads_rows_and_stops_at_its_end():
    learned = Learned.random(10, 4, seed=1)
    np.testing.assert_array_equal(learned.encode([3, 0], 4), learned.table[[3, 0]])
    assert learned.parameter_count(4) == 40 and learned.illustrative
    with pytest.raises(ValueError, match=r"position 10 .*10 rows \(positions 0 to 9\)"):
        learned.encode(np.arange(11), 4)
    with pytest.raises(ValueError, match="4 wide"):
        learned.encode([0], 6)


def test_learned_random_is_gpt2_scale_and_seeded():
    table = Learned.random(1024, 64, seed=0).table
    assert abs(table.std() - 0.02) < 0.001
    np.testing.assert_array_equal(table, Learned.random(1024, 64, seed=0).table)


@given(st.integers(1, 32).map(lambda h: 2 * h), st.integers(0, 2**31), st.sampled_from(["interleaved", "half"]))
def test_rope_keeps_norms(d, seed, pairing):
    x = np.random.default_rng(seed).normal(size=(20, d))
    positions = np.random.default_rng(seed + 1).integers(0, 10**6, size=20)
    rotated = Rope(pairing=pairing).rotate(x, positions)
    np.testing.assert_allclose(np.linalg.norm(rotated, axis=1), np.linalg.norm(x, axis=1), rtol=1e-12)


@pytest.mark.parametrize("pairing", ["interleaved", "half"])
def test_rope_score_depends_only_on_offset(pairing):
    rng = np.random.default_rng(7)
    q, k = rng.normal(size=(1, 16)), rng.normal(size=(1, 16))
    rope = Rope(pairing=pairing)
    for offset in [0, 1, 5, 37]:
        scores = [(rope.rotate(q, [m + offset]) @ rope.rotate(k, [m]).T).item() for m in [0, 3, 100, 12345]]
        assert np.ptp(scores) < 1e-9


def test_rope_pair_rotation_closed_form():
    rope = Rope(base=100.0)
    x = np.zeros((1, 4))
    x[0, 2] = 1.0   # unit vector on the first axis of pair 1
    out = rope.rotate(x, [5])
    theta = 5 * 100.0 ** (-2 / 4)
    np.testing.assert_allclose(out[0], [0, 0, math.cos(theta), math.sin(theta)], atol=1e-15)


def test_rope_pairings_agree_after_permutation():
    d = 8
    x = np.random.default_rng(0).normal(size=(6, d))
    perm = np.concatenate([np.arange(0, d, 2), np.arange(1, d, 2)])   # interleaved -> halves
    inter = Rope(pairing="interleaved").rotate(x, np.arange(6))
    half = Rope(pairing="half").rotate(x[:, perm], np.arange(6))
    np.testing.assert_allclose(half, inter[:, perm], atol=1e-12)
    assert not np.allclose(Rope(pairing="half").rotate(x, np.arange(6)), inter)


def test_rope_adds_nothing_and_needs_even_width():
    assert not Rope.adds_to_input
    np.testing.assert_array_equal(Rope().encode(np.arange(3), 4), np.zeros((3, 4)))
    with pytest.raises(ValueError, match="even"):
        Rope().rotate(np.ones((2, 5)), [0, 1])


@pytest.mark.parametrize("n, expected", [
    (8, [2.0 ** -(i + 1) for i in range(8)]),
    (4, [2.0 ** -(2 * (i + 1)) for i in range(4)]),
    # not a power of two: the 8 slopes of n=8, then every other slope of n=16
    (12, [2.0 ** -(i + 1) for i in range(8)] + [2.0 ** -0.5, 2.0 ** -1.5, 2.0 ** -2.5, 2.0 ** -3.5]),
])
def test_alibi_slopes(n, expected):
    np.testing.assert_allclose(alibi_slopes(n), expected, rtol=1e-15)


def test_alibi_bias_is_slope_times_offset():
    bias = alibi_bias(2, 4)
    assert bias.shape == (2, 4, 4)
    assert bias[0, 3, 1] == alibi_slopes(2)[0] * (1 - 3)
    np.testing.assert_array_equal(np.diagonal(bias, axis1=1, axis2=2), 0)
