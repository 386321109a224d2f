"""One-hot times E is a look-up; one-hot cosines are 0 or 1, learned cosines carry meaning."""
import numpy as np
import pytest

from posviz.model import EmbeddingTable, toy_model
from posviz.model.embeddings import cosine_rows
from posviz.lessons.lookup import dense_cosines, lookup, one_hot_cosines, window


def test_one_hot_product_is_the_row():
    table = toy_model().table
    result = lookup(table, 2)   # "dog"
    assert result.one_hot.shape == (10,) and result.one_hot.sum() == 1 and result.one_hot[2] == 1
    np.testing.assert_array_equal(result.product, [0.9, 0, 0, 0, 0, 0.4])
    assert result.residual == 0.0


def test_large_tables_skip_the_zero_terms_with_the_same_result(monkeypatch):
    table = EmbeddingTable.random(50, 8, seed=3)
    full = lookup(table, 7).product
    monkeypatch.setattr("posviz.lessons.lookup.FULL_PRODUCT_LIMIT", 10)
    np.testing.assert_array_equal(lookup(table, 7).product, full)


def test_unknown_word_has_no_row():
    with pytest.raises(ValueError, match="no row"):
        lookup(toy_model().table, 10)


def test_cosines_for_the_lesson_sentence():
    frame = toy_model().encode("the dog bit the man")
    one_hot = one_hot_cosines(frame.ids, 0)
    # computed the long way: cosine of the actual one-hot vectors
    one_hots = np.stack([toy_model().table.one_hot(i) for i in frame.ids])
    np.testing.assert_array_equal(one_hot, cosine_rows(one_hots, one_hots[0]))
    assert one_hot.tolist() == [1, 0, 0, 1, 0]
    dense = dense_cosines(frame.token_vectors, 1)   # dog against the, dog, bit, the, man
    assert dense[1] == pytest.approx(1.0)
    assert dense[2] == pytest.approx(toy_model().table.cosine(2, 6)) and dense[2] > 0.1
    assert one_hot_cosines(frame.ids, 1)[2] == 0.0


def test_unknown_tokens_have_cosine_zero():
    frame = toy_model().encode("dog zebra")
    assert dense_cosines(frame.token_vectors, 0)[1] == 0.0


@pytest.mark.parametrize("size, centre, width, expected", [
    (10, 2, 20, (0, 10)), (50_257, 0, 9, (0, 9)), (50_257, 50_256, 9, (50_248, 50_257)), (100, 50, 10, (45, 55))])
def test_window(size, centre, width, expected):
    assert window(size, centre, width) == expected
