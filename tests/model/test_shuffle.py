"""Word order: without positions only the rows' order changes; with positions the rows change."""
import numpy as np
from hypothesis import given, strategies as st

from posviz.model import NoPositions, toy_model
from posviz.lessons.shuffle import compare_orders, swap_content_words

LAYER = toy_model()
WORDS = list(LAYER.vocabulary.words)


def test_the_lesson_pair():
    result = compare_orders(LAYER, "the dog bit the man")
    assert result.perm.tolist() == [0, 4, 2, 3, 1]
    assert [t.text for t in result.reordered.tokens] == ["the", "man", "bit", "the", "dog"]
    assert not result.only_reordered
    # Rows 0, 2, 3 keep their token and position: unchanged. Rows 1 and 4 moved: every cell whose
    # position value differs between positions 1 and 4 changed.
    assert not result.changed[[0, 2, 3]].any()
    p = LAYER.positions.encode([1, 4], 6)
    expected = ~np.isclose(p[0], p[1], rtol=0, atol=1e-12)
    np.testing.assert_array_equal(result.changed[1], expected)
    np.testing.assert_array_equal(result.changed[4], expected)


def test_without_positions_rows_are_only_reordered():
    result = compare_orders(LAYER.with_positions(NoPositions()), "the dog bit the man")
    assert result.only_reordered
    np.testing.assert_array_equal(result.reordered.z, result.original.z[result.perm])


@given(st.lists(st.sampled_from(WORDS), min_size=2, max_size=12), st.randoms())
def test_any_permutation_without_positions(words, rnd):
    perm = list(range(len(words)))
    rnd.shuffle(perm)
    result = compare_orders(LAYER.with_positions(NoPositions()), " ".join(words), perm)
    assert result.only_reordered
    assert sorted(map(tuple, result.reordered.z.round(12))) == sorted(map(tuple, result.original.z.round(12)))


def test_swap_falls_back_to_ends():
    assert swap_content_words(["the", "dog"]).tolist() == [1, 0]   # one content word: swap the ends
    assert swap_content_words(["the", "a"]).tolist() == [1, 0]
    assert swap_content_words(["dog"]).tolist() == [0]
