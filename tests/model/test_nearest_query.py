"""The int8 copy's products, by SimSIMD (the query coded as two int8 vectors) and by numpy (widened): exact
integers, a rigorous remainder, and nearest rows equal to brute force on tables built to trip them.

References are written out here: products in Python integers, the remainder in exact fractions,
the nearest rows by a float64 loop over every row (tests/model/test_nearest_index.py).
"""
from fractions import Fraction

import numpy as np
import pytest

from posviz.model.checkpoint import nearest_query
from tests.model.test_nearest_index import SIMSIMD, assert_brute_force_answer, bf16_table, brute_force

needs_simsimd = pytest.mark.skipif(SIMSIMD is None, reason="simsimd is not installed (pip install '.[test]')")


@needs_simsimd
@pytest.mark.parametrize("d", [1, 7, 64, 4_096])
def test_integer_products_are_exact(d):
    """Codes at ±127 (the largest sums, d 127² = 66 M at 4,096: past float32's 2^24) and random ones."""
    rng = np.random.default_rng(d)
    codes = rng.integers(-127, 128, (300, d)).astype(np.int8)
    codes[:2] = 127
    codes[2] = -127
    queries = rng.integers(-127, 128, (2, d)).astype(np.int8)
    queries[0, : d // 2 + 1] = 127
    want = [[sum(int(a) * int(b) for a, b in zip(row, query)) for query in queries] for row in codes]
    assert nearest_query.integer_products(codes, queries).tolist() == want


def test_widened_products_are_the_integer_ones_while_float32_holds_them(monkeypatch):
    monkeypatch.setattr(nearest_query, "WIDEN_VALUES", 7 * 96)                # blocks of 7 rows, two threads
    monkeypatch.setattr(nearest_query.os, "cpu_count", lambda: 2)
    rng = np.random.default_rng(2)
    codes = rng.integers(-127, 128, (5_000, 96)).astype(np.int8)    # sums below 96 127^2 < 2^24: exact
    query = rng.integers(-127, 128, 96)
    want = codes.astype(np.int64) @ query
    assert nearest_query.widened_products(codes, query.astype(np.float64)).tolist() == want.tolist()


@pytest.mark.parametrize("kind", ["gaussian", "one large value", "one-hot", "halves"])
def test_the_query_remainder_bounds_what_int8_leaves_out(kind):
    """``remainder >= |q - step codes|``, computed in exact fractions of the float64 numbers."""
    rng = np.random.default_rng(4)
    query = rng.standard_normal(300)
    if kind == "one large value":
        query[17] = 40.0                                 # an outlier dimension: a coarse step for the rest
    elif kind == "one-hot":
        query = np.eye(300)[5]
    elif kind == "halves":
        query = np.where(np.arange(300) % 2, 0.5, -0.5) + np.arange(300) / 127 * 1e-3   # values near .5 steps
    query /= np.linalg.norm(query)
    codes, steps, remainder = nearest_query.query_codes(query)
    assert codes.shape == (2, 300) and np.abs(codes[0].astype(int)).max() == 127
    coded = [Fraction(steps[0]) * int(a) + Fraction(steps[1]) * int(b) for a, b in zip(*codes)]
    exact = sum((Fraction(q) - c) ** 2 for q, c in zip(query, coded))
    assert Fraction(remainder) ** 2 >= exact
    assert steps[1] <= steps[0] / 2 / 127 * (1 + 1e-12)          # the first level is within half a step
    assert remainder <= np.sqrt(300) * steps[1] / 2 * (1 + 1e-9) + 1e-12   # and so is the second
    assert remainder <= np.sqrt(300) * steps[0] / 254 / 2 * (1 + 1e-9) + 1e-12
    if kind == "one-hot":
        assert remainder <= 1e-11 and steps[1] == 0       # held exactly: only the added rounding room


def adversarial(rng, rows: int, d: int) -> np.ndarray:
    """Rows that trip a loose bound: exact ties, near-ties one bf16 step apart, zero rows, rows and a
    query with one outlier dimension (a coarse int8 step for the others), a near-copy of the query."""
    centres = rng.standard_normal((3, d))
    values = centres[rng.integers(0, 3, rows)] + 1e-3 * rng.standard_normal((rows, d))
    values[:, 3] *= np.where(rng.random(rows) < 0.3, 300.0, 1.0)          # outliers in one column
    values[10:20] = values[0]                                               # ten exact ties of row 0
    values[20:40] = values[0]
    bits = (values[20:40].astype(np.float32).view(np.uint32) >> 16).astype(np.uint32)
    bits[np.arange(20), rng.integers(0, d, 20)] += 1                        # ... and twenty one bf16 step away
    values[20:40] = (bits << 16).view(np.float32)
    values[40:45] = 0.0
    values[45] = values[0] * 1e-20                                          # nearly the same direction, tiny
    return values


@pytest.mark.parametrize("route", ["simsimd", "numpy"])
def test_adversarial_tables_give_the_brute_force_answer(route, monkeypatch):
    if route == "simsimd" and SIMSIMD is None:
        pytest.skip("simsimd is not installed (pip install '.[test]')")
    monkeypatch.setattr(nearest_query, "KERNEL", SIMSIMD if route == "simsimd" else None)
    rng = np.random.default_rng(9)
    values = adversarial(rng, 3_000, 257)                                   # odd width: the int8 copy
    table, exact = bf16_table(values)
    for token_id in (0, 25, 45, 1_000, 2_999):
        got = table.nearest(token_id, 12)
        assert_brute_force_answer(got, brute_force(exact, token_id), 12, exact)
    assert table.nearest(0, 10) == [(i, 1.0) for i in range(10, 20)]       # ten ties of 1.0, by id


class CountingRows:
    """A table that records which rows were read."""

    def __init__(self, values: np.ndarray) -> None:
        self.values, self.read = values, []

    def __getitem__(self, ids):
        self.read.extend(np.asarray(ids).tolist())
        return self.values[ids]


def test_rerank_reads_a_tie_left_out_of_the_first_round_and_skips_rows_below_the_bar():
    """k = 2: row 5 is nearest; rows 1-4 and 6-7 are twins (the same cosine), and the tie goes to row 1,
    whose upper bound is exactly its cosine, so the first round (4 rows, highest bounds) leaves it out.
    Rows 8-9 have upper bounds just under the twins' cosine: never read."""
    rng = np.random.default_rng(12)
    query = rng.standard_normal(16)
    twin = query + 0.6 * rng.standard_normal(16)
    values = np.array([rng.standard_normal(16), twin, twin, twin, twin, query + 0.01, twin, twin, -query, -query])
    table = CountingRows(values)
    ids = np.arange(1, 10)
    cosines = nearest_query.exact_cosines(values, ids, query)
    upper = cosines + np.array([0, 1e-9, 1e-9, 1e-9, 0.0, 1e-9, 1e-9, 0, 0])
    upper[-2:] = cosines[0] - 1e-12                                  # valid bounds (cos is -1), below the bar
    got = nearest_query.rerank(table, ids, upper, query, 2)
    assert [i for i, _ in got] == [5, 1] and got[1][1] == cosines[0]
    assert sorted(table.read) == [1, 2, 3, 4, 5, 6, 7]               # 4 in the first round, then 3 reaching the bar
