"""EmbeddingTable: look-up, one-hot, cosine, nearest rows."""
import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from posviz.model import EmbeddingTable, toy_model

TABLE = toy_model().table


def test_one_hot_times_table_is_a_lookup():
    for i in range(TABLE.vocab_size):
        one_hot = TABLE.one_hot(i)
        assert one_hot.shape == (10,) and one_hot.sum() == 1.0 and one_hot[i] == 1.0
        np.testing.assert_array_equal(one_hot @ TABLE.matrix, TABLE.row(i))


def test_one_hots_are_orthogonal():
    hots = np.stack([TABLE.one_hot(i) for i in range(10)])
    np.testing.assert_array_equal(hots @ hots.T, np.eye(10))


def test_cosine_matches_its_definition():
    a, b = TABLE.row(2), TABLE.row(3)
    expected = float(a @ b) / math.sqrt(float(a @ a) * float(b @ b))
    assert TABLE.cosine(2, 3) == pytest.approx(expected, abs=1e-12)
    assert TABLE.cosine(2, 2) == pytest.approx(1.0)


def test_cosine_with_a_zero_row_is_zero():
    table = EmbeddingTable(np.array([[0.0, 0.0], [1.0, 2.0]]))
    assert table.cosine(0, 1) == 0.0 and table.nearest(1, 1) == [(0, 0.0)]


def test_nearest_excludes_itself_and_sorts():
    near = TABLE.nearest(0, 9)
    assert len(near) == 9 and 0 not in [i for i, _ in near]
    sims = [c for _, c in near]
    assert sims == sorted(sims, reverse=True)
    assert TABLE.nearest(0, 100) == near and TABLE.nearest(0, 0) == []


@settings(max_examples=60)
@given(st.integers(2, 40), st.integers(1, 8), st.integers(0, 2**31), st.integers(1, 5))
def test_nearest_agrees_with_brute_force(n, d, seed, k):
    table = EmbeddingTable.random(n, d, seed=seed)
    target = seed % n
    m = table.matrix
    brute = {i: float(m[i] @ m[target]) / (np.linalg.norm(m[i]) * np.linalg.norm(m[target]))
             for i in range(n) if i != target}
    got = table.nearest(target, k)
    ids = [i for i, _ in got]
    assert len(got) == min(k, n - 1) and len(set(ids)) == len(ids) and target not in ids
    assert [c for _, c in got] == sorted((c for _, c in got), reverse=True)
    for i, c in got:                       # each id comes with its own similarity
        assert c == pytest.approx(brute[i], abs=1e-12)
    # no row left out is nearer than one returned (ties may go either way)
    left_out = [c for i, c in brute.items() if i not in ids]
    assert not left_out or max(left_out) <= min(c for _, c in got) + 1e-12


def test_random_table_is_seeded_and_illustrative():
    a, b = EmbeddingTable.random(10, 16, seed=3), EmbeddingTable.random(10, 16, seed=3)
    np.testing.assert_array_equal(a.matrix, b.matrix)
    assert a.illustrative and not TABLE.illustrative
    assert not np.array_equal(a.matrix, EmbeddingTable.random(10, 16, seed=4).matrix)


def test_table_is_read_only():
    with pytest.raises(ValueError):
        TABLE.matrix[0, 0] = 5.0


@pytest.mark.parametrize("token_id", [-1, 10, 10**9])
def test_bad_ids_name_the_range(token_id):
    with pytest.raises(ValueError, match="rows 0 to 9"):
        TABLE.row(token_id)
    with pytest.raises(ValueError, match="rows 0 to 9"):
        TABLE.rows([0, token_id])


@pytest.mark.parametrize("d", [0, -1, 2.5, "6", None])
def test_bad_widths_are_refused(d):
    with pytest.raises(ValueError, match="d_model"):
        EmbeddingTable.random(10, d)


def test_dimension_names_must_fit():
    with pytest.raises(ValueError, match="3 dimension names"):
        EmbeddingTable(np.zeros((2, 4)), dim_names=("a", "b", "c"))
