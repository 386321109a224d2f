"""Step titles, the look-up's window and the permutation check at their edges (issue 23's mutants)."""
from __future__ import annotations

from posviz.lessons.lookup import window
from posviz.lessons.shuffle import _is_permutation
from posviz.lessons.walkthrough import step_title
from posviz.model.settings import LayerSettings, build_layer


def test_a_model_adding_no_vector_is_not_told_to_make_and_add_one():
    lesson = ["Split the text into token ids", "Look up each id's row", "Make a vector for each position", "Add them",
              "Hand Z to the first layer"]
    sinusoidal = build_layer(LayerSettings().changed(scheme="sinusoidal"))
    rope = build_layer(LayerSettings().changed(scheme="rope"))
    assert [step_title(i, sinusoidal) for i in range(5)] == lesson
    assert [step_title(i, rope) for i in range(5)] == [*lesson[:2], "Positions act inside attention",
                                                       "Nothing to add here", lesson[4]]


def test_the_window_is_centred_and_kept_inside():
    assert window(10, 5, 4) == (3, 7) and window(10, 5, 5) == (3, 8)
    assert window(10, 0, 4) == (0, 4) and window(10, 9, 4) == (6, 10)
    assert window(3, 1, 10) == (0, 3) and window(10, 5, 0) == (5, 6)


def test_a_permutation_has_every_position_once():
    assert _is_permutation([1, 0, 2]) is True and _is_permutation([]) is True
    assert _is_permutation([0, 0]) is False and _is_permutation([1, 2]) is False
    assert _is_permutation([2 ** 70]) is False        # too large for int64: not a position


def test_the_first_and_last_characters_are_in_the_sentence():
    from types import SimpleNamespace
    from posviz.lessons.compare_captions import chosen_captions
    comparison = SimpleNamespace(text="ab", models=(), chosen=lambda char: [])
    assert chosen_captions(comparison, 0, str) == [] and chosen_captions(comparison, 1, str) == []
    for char in (-1, 2):
        assert chosen_captions(comparison, char, str) == [
            f"Character {char} is past the end of the sentence (2 characters)."]


def test_two_order_comparisons_of_the_same_parts_are_still_two():
    # compared by identity: a field-wise == would compare numpy arrays (and call two experiments one)
    from types import SimpleNamespace

    import numpy as np

    from posviz.lessons.shuffle import OrderComparison
    frame, perm, mask = SimpleNamespace(tokens=()), np.arange(2), np.zeros((2, 1), bool)
    first, second = OrderComparison(frame, frame, perm, mask, mask), OrderComparison(frame, frame, perm, mask, mask)
    assert first != second and first == first and len({first, second}) == 2
