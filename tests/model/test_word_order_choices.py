"""Choosing a word order: drag (move), swap, reverse and a seeded random order, on hand-written
orders; special tokens never move; a seed gives the same order every time."""
import numpy as np
import pytest

from posviz.lessons.shuffle import (check_order, compare_orders, move_word, random_order, reverse_order,
                                    swap_words)
from posviz.model import NoPositions, toy_model
from posviz.model.limits import MAX_ORDER_SEED

LESSON = [0, 4, 2, 3, 1]              # "the man bit the dog" from "the dog bit the man"


def test_reverse_reads_the_order_backwards_and_twice_gives_it_back():
    assert reverse_order(range(5)).tolist() == [4, 3, 2, 1, 0]
    assert reverse_order(LESSON).tolist() == [1, 3, 2, 4, 0]
    assert reverse_order(reverse_order(LESSON)).tolist() == LESSON
    # [CLS] a b c [SEP]: the special tokens at 0 and 4 stay
    assert reverse_order(range(5), frozenset({0, 4})).tolist() == [0, 3, 2, 1, 4]


def test_swap_exchanges_two_positions():
    assert swap_words(range(5), 1, 3).tolist() == [0, 3, 2, 1, 4]
    assert swap_words(LESSON, 0, 4).tolist() == [1, 4, 2, 3, 0]
    assert swap_words(LESSON, 2, 2).tolist() == LESSON
    with pytest.raises(ValueError, match="position 5 is not in the sentence"):
        swap_words(LESSON, 1, 5)
    with pytest.raises(ValueError, match="position 0 holds a special token"):
        swap_words(range(4), 0, 2, frozenset({0}))


def test_a_drag_takes_the_word_out_and_puts_it_back_at_the_target():
    assert move_word(range(5), 4, 0).tolist() == [4, 0, 1, 2, 3]      # the last word dragged to the front
    assert move_word(range(5), 0, 4).tolist() == [1, 2, 3, 4, 0]
    assert move_word(range(5), 1, 3).tolist() == [0, 2, 3, 1, 4]
    assert move_word(LESSON, 1, 4).tolist() == [0, 2, 3, 1, 4]
    # [CLS] a b c [SEP]: dragging c to the front of the words passes over [CLS]
    assert move_word(range(5), 3, 1, frozenset({0, 4})).tolist() == [0, 3, 1, 2, 4]
    # a special token in the middle stays put while a word is dragged across it
    assert move_word(range(5), 1, 3, frozenset({2})).tolist() == [0, 3, 2, 1, 4]


def test_a_seed_draws_numpys_permutation_and_the_same_one_every_time():
    for seed in (0, 7, 4821, MAX_ORDER_SEED):
        expected = np.random.default_rng(seed).permutation(5)
        if np.array_equal(expected, np.arange(5)):
            continue
        assert random_order(5, seed).tolist() == expected.tolist()
        assert random_order(5, seed).tolist() == random_order(5, seed).tolist()
    assert len({tuple(random_order(5, seed).tolist()) for seed in range(30)}) > 10    # seeds differ


def test_a_random_order_moves_a_word_when_it_can_and_never_a_special_token():
    for seed in range(200):                    # 2 movable words: half the plain draws move nothing
        assert random_order(2, seed).tolist() == [1, 0]
        order = random_order(6, seed, frozenset({0, 5}))
        assert order[0] == 0 and order[5] == 5 and sorted(order.tolist()) == list(range(6))
        assert not np.array_equal(order, np.arange(6))
    assert random_order(1, 3).tolist() == [0]
    with pytest.raises(ValueError, match="a seed is a whole number from 0 to 999,999"):
        random_order(5, MAX_ORDER_SEED + 1)


@pytest.mark.parametrize("bad, reason", [([0, 0, 1], "not a reordering of 3 positions"),
                                         ([1, 2, 3], "not a reordering"),
                                         ([0, 1.5], "whole numbers"),
                                         ([True, False], "whole numbers")])
def test_what_is_not_an_order_is_refused(bad, reason):
    with pytest.raises(ValueError, match=reason):
        check_order(bad)
    with pytest.raises(ValueError, match="has 3 positions but the sentence has 5 tokens"):
        check_order([0, 1, 2], 5)


@pytest.mark.parametrize("choose", [lambda: move_word(range(5), 4, 0), lambda: reverse_order(LESSON),
                                    lambda: swap_words(range(5), 1, 3), lambda: random_order(5, 4821)])
def test_each_chosen_order_permutes_z_rows_exactly_without_positions(choose):
    layer = toy_model().with_positions(NoPositions())
    frame = layer.encode("the dog bit the man")
    perm = choose()
    result = compare_orders(layer, frame, perm)
    for i, j in enumerate(perm.tolist()):            # row i of the reordered Z is row perm[i], exactly
        assert np.array_equal(result.reordered.z[i], frame.z[j])
    assert not result.changed.any() and result.perm.tolist() == perm.tolist()
