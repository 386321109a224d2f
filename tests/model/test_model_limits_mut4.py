"""Every limit of posviz.model.limits and posviz.model.checks at its exact edge: the README's numbers
("What it refuses, it explains"; "Only ordinary files are read, and only so much") and the others
by the message that names them. A limit moved by one is a changed promise, so each edge is pinned."""
from __future__ import annotations

import pytest

from posviz.model import limits
from posviz.model.checks import check_positive
from posviz.model.limits import size_problem, text_problem, z_problem
from posviz.model.positions import Learned, alibi_slopes
from posviz.model.settings import LayerSettings


def _message(call) -> str:
    with pytest.raises(ValueError) as caught:
        call()
    return str(caught.value)


def test_a_text_of_100000_characters_is_the_longest():
    assert text_problem("x" * 100_000) == ""
    assert text_problem("x" * 100_001) == ("the text is 100,001 characters long; posviz encodes at most 100,000, so the "
                                           "last sentence that fitted is still shown")


def test_z_holds_at_most_4194304_numbers():
    assert z_problem(2048, 2048) == "" and z_problem(1, 4_194_304) == ""
    assert z_problem(1, 4_194_305) == ("Z would be 1 tokens × 4,194,305 = 4,194,305 numbers, more than the 4,194,304 "
                                       "shown at once; use a shorter text or a smaller d_model")


def test_d_model_runs_from_1_to_8192():
    assert LayerSettings(d_model=8192).d_model == 8192 and LayerSettings(d_model=1).d_model == 1
    assert _message(lambda: LayerSettings(d_model=8193)) == "d_model must be at most 8,192, got 8,193"
    assert _message(lambda: LayerSettings(d_model=0)) == "d_model must be at least 1, got 0"


def test_a_learned_table_has_at_most_a_million_rows_and_16777216_values():
    assert LayerSettings(learned_max_len=1_000_000).learned_max_len == 1_000_000
    assert _message(lambda: LayerSettings(learned_max_len=1_000_001)) == \
        "learned table length must be at most 1,000,000, got 1,000,001"
    assert LayerSettings(scheme="learned", learned_max_len=2048, d_model=8192).d_model == 8192   # 16,777,216
    assert _message(lambda: LayerSettings(scheme="learned", learned_max_len=2049, d_model=8192)) == \
        "a learned table of 2,049 × 8,192 would hold 16,785,408 numbers; at most 16,777,216"


def test_the_models_own_limits_on_widths_and_lengths():
    assert check_positive("width", 1_000_000) == 1_000_000
    assert _message(lambda: check_positive("width", 1_000_001)) == "width must be at most 1,000,000, got 1,000,001"
    assert _message(lambda: Learned.random(10_000_001, 1)) == "max_len must be at most 10,000,000, got 10,000,001"
    assert _message(lambda: alibi_slopes(1_000_001)) == "n_heads must be at most 1,000,000, got 1,000,001"
    assert len(alibi_slopes(1)) == 1


def test_a_file_at_its_limit_is_read_and_one_byte_more_is_not():
    assert size_problem(4_000_000, 4_000_000, "lecture files") == ""
    assert size_problem(4_000_001, 4_000_000, "lecture files") == "it would be 4.0 MB; lecture files are at most 4 MB"
    assert size_problem(2_600_000, 2_000_000, "quizzes") == "it would be 2.6 MB; quizzes are at most 2 MB"


def test_the_readmes_file_and_quiz_limits():
    # README: quizzes (2 MB, 500 questions, 5,000 characters per text), lecture files (4 MB), speaker
    # notes up to 20,000 characters
    assert (limits.MAX_QUIZ_BYTES, limits.MAX_QUESTIONS, limits.MAX_QUIZ_TEXT) == (2_000_000, 500, 5_000)
    assert (limits.MAX_LECTURE_BYTES, limits.MAX_NOTES) == (4_000_000, 20_000)


def test_the_lectures_other_limits():
    # a quiz question has 2 to 8 choices; a lecture 1 to 1,000 slides; a word order's seed is typed, up
    # to six digits; the heatmap shows up to a million positions
    assert (limits.MAX_CHOICES, limits.MAX_SLIDES, limits.MAX_ORDER_SEED, limits.MAX_HEATMAP_ROWS) == \
        (8, 1000, 999_999, 1_000_000)


def test_the_base_runs_from_1_to_10_to_the_12_inclusive():
    assert LayerSettings(base=1e12).base == 1e12 and LayerSettings(base=1.0).base == 1.0
    assert _message(lambda: LayerSettings(base=1e12 + 1)) == "base must be from 1 to 1e+12, got 1e+12"
    assert _message(lambda: LayerSettings(base=0.5)) == "base must be from 1 to 1e+12, got 0.5"
