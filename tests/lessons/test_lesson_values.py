"""posviz.lessons' small rules pinned by value: step 5's sentence for each kind of model, the counts
people read, the comparison's closing line for one, equal and unequal counts, the base search's scan
length, the Toeplitz spread's edges, an empty sentence's order experiment, and a long word order in
an error message."""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from posviz.lessons.attention import OrderExperiment
from posviz.lessons.compare_captions import count_captions
from posviz.lessons.learned_positions import diagonal_spread
from posviz.lessons.model_steps import Placement, hand_over_step, hand_toy
from posviz.lessons.rope_long_range import smallest_base
from posviz.lessons.shapes import format_count
from posviz.lessons.shuffle import check_order

ATTENTION = "Attention's queries, keys and values are all computed from it."
BLOCKS = "Everything the model computes starts from it."


@pytest.mark.parametrize("inside, encoder, use, block", [
    ("none", False, BLOCKS, "the first block"),            # no positions at all (Mamba): no attention to name
    ("rope", False, ATTENTION, "the first block"), ("alibi", False, ATTENTION, "the first block"),
    ("relative", True, ATTENTION, "the encoder's first block"), ("", False, ATTENTION, "the first block"),
    ("late", False, ATTENTION, "the first block"),
])
def test_step_5_says_what_reads_z_for_each_kind_of_model(inside, encoder, use, block):
    place = Placement(adds=inside == "", inside=inside, formula="LayerNorm(token + position)", more=True,
                      width=1024, real=True, encoder=encoder)
    assert hand_over_step(place) == ("Stack one row per token, each row = LayerNorm(token + position), and you have "
                                     f"Z, the matrix {block} reads: 1,024 numbers per row. {use}")
    token_only = Placement(adds=False, inside=inside, formula="token", more=False, width=8, real=True)
    assert "each row = the token's row of E, and" in hand_over_step(token_only)
    assert hand_over_step(Placement(adds=True, inside=inside, formula="token", more=False, width=8,
                                    real=False)) == hand_toy()


@pytest.mark.parametrize("n, said", [(0, "0"), (60, "60"), (999, "999"), (9_999, "9,999"), (10_000, "10.0K"),
                                     (12_345, "12.3K"), (38_600_000, "38.6M"), (525_300_000, "525.3M"),
                                     (1_200_000_000, "1.2B"), (-12_345, "-12.3K"), (128_256, "128.3K")])
def test_counts_as_people_say_them(n, said):
    assert format_count(n) == said


def _model(name: str, count: int, special: int = 0, unknown: int = 0, pieces: int = 0):
    flags = lambda k: np.arange(count) < k       # noqa: E731 - k flagged tokens of count
    return SimpleNamespace(name=name, count=count, problem="", special=flags(special), unknown=flags(unknown),
                           byte_pieces=flags(pieces))


def test_one_model_gets_no_comparison_line():
    lines = count_captions(SimpleNamespace(text="the dog", models=[_model("GPT-2", 3)]))
    assert lines == ["GPT-2 reads the sentence as 3 tokens."]


def test_equal_counts_say_the_ids_differ_and_unequal_ones_name_most_and_fewest():
    same = count_captions(SimpleNamespace(text="the dog", models=[_model("GPT-2", 3), _model("BERT", 3, special=2)]))
    assert same == ["GPT-2 reads the sentence as 3 tokens.",
                    "BERT reads the sentence as 3 tokens, 2 of them added by the model itself.",
                    "Every model reads the sentence as 3 tokens, but with different ids: an id is only a row number."]
    spread = count_captions(SimpleNamespace(text="the dog", models=[_model("A", 2), _model("B", 5, unknown=1),
                                                                    _model("C", 4, pieces=2)]))
    assert spread[-1] == "B needs the most tokens (5), A the fewest (2)."
    assert spread[:5] == ["A reads the sentence as 2 tokens.", "B reads the sentence as 5 tokens.",
                          "1 of B's tokens are its unknown token: those pieces have no row of their own.",
                          "C reads the sentence as 4 tokens.",
                          "2 of C's tokens are bytes that are not text on their own."]
    two = count_captions(SimpleNamespace(text="the dog", models=[_model("A", 2), _model("B", 3)]))
    assert two[-1] == "B needs the most tokens (3), A the fewest (2)."


@pytest.mark.parametrize("after", [0, 1, 3])
def test_the_base_search_scans_exactly_after_steps_past_the_first_pass(after):
    search = smallest_base(8, 64, low=2.0, high=1e6, per_decade=20, refine_steps=4, after=after)
    first = int(np.argmax(search.passing))
    assert search.passing[first] and not search.passing[:first].any()
    assert len(search.passing) == len(search.grid) == first + after + 1


def test_the_spread_along_diagonals():
    assert diagonal_spread(np.ones((1, 1))) == 0.0                      # no diagonal above the main one
    assert diagonal_spread(np.array([[5.0, 1.0], [9.0, 7.0]])) == 0.0   # one cell per diagonal above
    upper = np.array([[0.0, 1.0, 5.0], [0.0, 0.0, 3.0], [0.0, 0.0, 0.0]])
    assert diagonal_spread(upper) == 2.0                                # diagonal 1 holds 1 and 3
    toeplitz = np.array([[1.0, 0.5, 0.2], [0.5, 1.0, 0.5], [0.2, 0.5, 1.0]])
    assert diagonal_spread(toeplitz) == 0.0
    assert diagonal_spread(toeplitz + np.diag([0.0, 0.3, 0.0])) == 0.0   # the main diagonal is not compared


def test_an_empty_sentence_notices_no_reordering():
    empty = np.zeros((0, 0))
    experiment = OrderExperiment(np.zeros(0, dtype=np.int64), empty, empty, empty)
    assert experiment.difference == 0.0
    two = OrderExperiment(np.array([1, 0]), np.eye(2), np.array([[0.5, 0.5], [0.0, 1.0]]), np.eye(2))
    assert two.difference == 0.5


@pytest.mark.parametrize("length, shown", [(20, "[1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]"),
                                           (21, "[1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, "
                                                "'…']")])
def test_a_wrong_word_order_is_quoted_up_to_twenty_positions(length, shown):
    order = [1, 1] + list(range(2, length))
    with pytest.raises(ValueError) as info:
        check_order(order)
    assert str(info.value) == (f"{shown} is not a reordering of {length:,} positions (each of 0 to {length - 1:,} "
                               "once)")


def test_a_reference_table_names_a_bad_width():
    from posviz.lessons.conventions import reference_table
    with pytest.raises(ValueError) as info:
        reference_table("paper", [1, 2], 0, 10000.0)
    assert str(info.value) == "d_model must be at least 1, got 0"


@pytest.mark.parametrize("char, span", [(0, (0, 3)), (1, (0, 3)), (2, (0, 3)), (3, (3, 3)), (4, (4, 7)),
                                        (6, (4, 7)), (8, (8, 12)), (11, (8, 12)), (12, (12, 12)), (-1, (-1, -1))])
def test_the_word_around_a_character(char, span):
    from posviz.lessons.compare_captions import word_at
    text = "the dog bite"                        # words [0, 3), [4, 7), [8, 12)
    assert word_at(text, char) == span


@pytest.mark.parametrize("i, j, perm", [(0, 3, [3, 1, 2, 0]), (-3, 1, [1, 0, 2, 3]), (2, 9, [0, 1, 3, 2]),
                                        (1, 1, [0, 1, 2, 3])])
def test_a_swap_clamps_its_words_into_the_sentence(i, j, perm):
    from posviz.lessons.attention import swap_permutation
    assert swap_permutation(4, i, j).tolist() == perm
    assert swap_permutation(0, i, j).tolist() == []


def test_a_comparison_and_a_length_check_are_frozen():
    import dataclasses

    from posviz.lessons.compare import compare
    from posviz.lessons.lengths import LengthCheck
    from posviz.model.toy import toy_model
    comparison = compare("the dog", [toy_model()])
    with pytest.raises(dataclasses.FrozenInstanceError):
        comparison.text = "other"
    check = LengthCheck.__new__(LengthCheck)
    with pytest.raises(dataclasses.FrozenInstanceError):
        check.title = "other"
