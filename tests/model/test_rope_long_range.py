"""RoPE's long-range behaviour (issue 18): the RoFormer bound and the smallest base, checked by brute force."""
import cmath
import math

import numpy as np
import pytest

from posviz.lessons.rope_long_range import cosine_sum, keeps_condition, roformer_bound, smallest_base


@pytest.mark.parametrize("d", [8, 64, 128])
def test_bound_at_distance_zero_is_half_of_d_over_2_plus_1(d):
    assert roformer_bound(np.array([0]), 10_000.0, d)[0] == pytest.approx((d / 2 + 1) / 2)


def test_bound_is_the_formula_written_out():
    d, base = 16, 500.0
    theta = [base ** (-2 * k / d) for k in range(d // 2)]
    for m in (1, 7, 100, 2_500):
        partial = [sum(cmath.exp(1j * m * theta[k]) for k in range(j)) for j in range(1, d // 2 + 1)]
        assert roformer_bound(np.array([m]), base, d)[0] == pytest.approx(sum(abs(s) for s in partial) / (d / 2))


def test_cosine_sum_is_the_formula_written_out():
    d, base = 12, 77.0
    for m in (0, 3, 40):
        expected = sum(math.cos(m * base ** (-2 * k / d)) for k in range(d // 2))
        assert cosine_sum(np.array([m]), base, d)[0] == pytest.approx(expected)


@pytest.mark.parametrize("length", [48, 256])      # 256: passing, failing, passing again (not monotone)
def test_smallest_base_agrees_with_a_brute_force_scan(length):
    d = 16
    found = smallest_base(d, length, low=2.0, high=1e6, per_decade=200)
    fine = np.geomspace(2.0, 1e6, 40_001)                        # 7,000 per decade
    keeps = []
    for chunk in np.array_split(fine, 40):
        theta = chunk[:, None] ** (-2 * np.arange(d // 2)[None, :] / d)                    # (bases, d/2)
        sums = np.cos(np.arange(length + 1)[None, :, None] * theta[:, None, :]).sum(axis=2)   # (bases, m)
        keeps.extend(sums.min(axis=1) >= 0)
    brute = fine[np.argmax(keeps)]
    assert keeps_condition(found.base, d, length)
    assert found.base == pytest.approx(brute, rel=2e-3)          # within a step of the fine grid


def test_the_condition_is_not_monotone_in_the_base_so_bisection_misleads():
    d, length = 64, 1024
    found = smallest_base(d, length)
    assert not found.monotone                                   # passing, failing, passing again
    low, high = 2.0, 1e10                                        # bisection from a failing and a passing end
    for _ in range(60):
        middle = math.sqrt(low * high)
        low, high = (low, middle) if keeps_condition(middle, d, length) else (middle, high)
    assert keeps_condition(high, d, length)
    assert high > found.base * 1.1                              # bisection lands on a later crossing
