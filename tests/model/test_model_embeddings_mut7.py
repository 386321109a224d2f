"""The embedding table by value: cosines worked out by hand (zero rows point nowhere), a stored matrix
that is a frozen float copy, out-of-range ids named, and nearest rows whose ties go to the lower id
however many rows tie."""
from __future__ import annotations

import math

import numpy as np
import pytest

from posviz.model.embeddings import EmbeddingTable, cosine_rows, frozen_array


def _message(call) -> str:
    with pytest.raises(ValueError) as caught:
        call()
    return str(caught.value)


def test_cosines_of_rows_by_hand():
    matrix = np.array([[3.0, 4.0], [0.0, 0.0], [0.1, 0.0], [-2.0, 0.0]])
    np.testing.assert_allclose(cosine_rows(matrix, np.array([1.0, 0.0])), [0.6, 0.0, 1.0, -1.0], rtol=1e-15)
    np.testing.assert_allclose(cosine_rows(matrix, np.array([0.0, 0.5])), [0.8, 0.0, 0.0, 0.0], rtol=1e-15)
    assert cosine_rows(matrix, np.zeros(2)).tolist() == [0.0] * 4


def test_a_tables_cosines_with_zero_and_short_rows():
    table = EmbeddingTable(np.array([[0.3, 0.4], [0.0, 0.0], [0.0, 0.2], [3.0, 0.0]]))
    assert table.cosine(0, 2) == pytest.approx(0.8, rel=1e-15) and table.cosine(0, 3) == pytest.approx(0.6, rel=1e-15)
    assert table.cosine(0, 1) == 0.0 and table.cosine(1, 1) == 0.0
    np.testing.assert_allclose(table.cosine_all(2), [0.8, 0.0, 1.0, 0.0], rtol=1e-15)


def test_the_stored_matrix_is_a_frozen_float_copy():
    given = np.arange(6).reshape(3, 2)
    table = EmbeddingTable(given)
    assert table.matrix.dtype == np.float64 and not table.matrix.flags.writeable and given.flags.writeable
    writeable = np.ones((2, 2))
    assert not EmbeddingTable(writeable).matrix.flags.writeable and writeable.flags.writeable
    frozen = frozen_array(np.ones((2, 2), dtype=np.float32))
    assert EmbeddingTable(frozen).matrix is frozen          # frozen, contiguous and float: kept as it is
    assert not EmbeddingTable(frozen).illustrative and EmbeddingTable.random(2, 2).illustrative


def test_a_frozen_copy_leaves_the_original_writeable():
    given = np.ones(3)
    copy = frozen_array(given)
    assert given.flags.writeable and not copy.flags.writeable and copy is not given
    assert frozen_array(np.ones((3, 2)).T).flags.c_contiguous


def test_tables_are_equal_only_to_themselves_and_hashable():
    a, b = EmbeddingTable(np.ones((2, 2))), EmbeddingTable(np.ones((2, 2)))
    assert a == a and a != b and hash(a) == hash(a) and len({a, b}) == 2


def test_rows_and_their_refusals():
    table = EmbeddingTable(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
    np.testing.assert_array_equal(table.rows([2, 0, 2]), [[5.0, 6.0], [1.0, 2.0], [5.0, 6.0]])
    assert table.rows([]).shape == (0, 2)
    assert _message(lambda: table.rows([0, 5, -1, 7])) == "token id 5 has no row: the table has rows 0 to 2"
    assert _message(lambda: table.rows([0, 3])) == "token id 3 has no row: the table has rows 0 to 2"
    assert _message(lambda: table.rows([-1, 0])) == "token id -1 has no row: the table has rows 0 to 2"
    assert _message(lambda: table.row(3)) == "token id 3 has no row: the table has rows 0 to 2"
    assert table.one_hot(1).tolist() == [0.0, 1.0, 0.0] and (table.vocab_size, table.d_model) == (3, 2)
    assert table.parameter_count == 6


@pytest.mark.parametrize("k", [1, 2, 3])
def test_ties_go_to_the_lower_id_however_many_rows_tie(k):
    # rows 4, 5 and 7 point the way row 6 does; the others less so
    directions = np.array([[1.0, 0.0], [1.0, 1.0], [0.0, 1.0]])
    table = EmbeddingTable(directions[[0, 2, 2, 0, 1, 1, 1, 1, 0, 2]])
    assert [row for row, _ in table.nearest(6, k=k)] == [4, 5, 7][:k]


def test_nearest_rows_in_order_with_their_cosines():
    table = EmbeddingTable(np.array([[1.0, 0.0], [1.0, 1.0], [0.0, 1.0], [-1.0, 0.0]]))
    found = table.nearest(0)
    assert [row for row, _ in found] == [1, 2, 3]
    np.testing.assert_allclose([cosine for _, cosine in found], [math.sqrt(0.5), 0.0, -1.0], atol=1e-15)
    assert table.nearest(0, k=0) == [] and table.nearest(0, k=-2) == []
    assert [row for row, _ in table.nearest(0, k=10)] == [1, 2, 3]
    assert [row for row, _ in table.nearest(3, k=2)] == [2, 1]
    assert EmbeddingTable(np.ones((1, 2))).nearest(0, k=3) == []


def test_dimension_names_are_kept_as_a_tuple_of_str():
    table = EmbeddingTable(np.ones((2, 3)), dim_names=["x", 2, "z"])
    assert table.dim_names == ("x", "2", "z")
    assert _message(lambda: EmbeddingTable(np.ones((2, 3)), dim_names=["x", "y"])) == \
        "2 dimension names for a table 3 wide"
    assert EmbeddingTable(np.ones((2, 3))).dim_names is None
