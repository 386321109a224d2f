"""Lessons' small rules at their boundaries, with exact words and values (issue 23's mutants): word
orders and who may move, the one-hot look-up on both paths, the wave order of every layout, the
comparison's sentences, a toy scaling's config.json."""
from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import numpy as np
import pytest

from posviz.lessons import lookup as lookup_module
from posviz.lessons.compare_captions import _word, no_rows, recipe_sentence
from posviz.lessons.context_extension import toy_config
from posviz.lessons.lookup import dense_cosines, lookup, one_hot_cosines
from posviz.lessons.rope_long_range import keeps_condition
from posviz.lessons.shuffle import (OrderComparison, check_order, move_word, random_order, reordered_tokens,
                                    swap_content_words, swap_words, telling_swap)
from posviz.lessons.walkthrough import wave_order
from posviz.model.embeddings import EmbeddingTable
from posviz.model.positions import Sinusoidal
from posviz.model.vocabulary import Token


def _tokens(*texts):
    """Tokens laid out with one space between them; "" is a special token (an empty span)."""
    out, at = [], 0
    for i, text in enumerate(texts):
        if text:
            out.append(Token(text, 10 + i, at, at + len(text), True))
            at += len(text) + 1
        else:
            out.append(Token("[S]", 1, at, at, True))
    return tuple(out)


def _comparison(tokens, perm):
    frame = SimpleNamespace(tokens=tokens)
    return OrderComparison(frame, frame, np.asarray(perm), np.zeros((len(perm), 1), bool), np.zeros((len(perm), 1),
                                                                                                 bool))


def test_two_movable_tokens_are_needed_to_move():
    assert _comparison(_tokens("", "a", "b", ""), [0, 1, 2, 3]).can_move
    assert not _comparison(_tokens("", "a", ""), [0, 1, 2]).can_move
    assert not _comparison(_tokens("a"), [0]).can_move
    assert _comparison(_tokens("a", "b"), [1, 0]).moved and not _comparison(_tokens("a", "b"), [0, 1]).moved
    with pytest.raises(dataclasses.FrozenInstanceError):
        _comparison(_tokens("a", "b"), [0, 1]).perm = None


def test_content_words_swap_whatever_their_case_and_spaces():
    assert swap_content_words(["The", " dog", "bit", "THE", " Man"]).tolist() == [0, 4, 2, 3, 1]
    assert swap_content_words(["[CLS]", "dog", "the", "[SEP]"], frozenset({0, 3})).tolist() == [0, 2, 1, 3]
    assert swap_content_words(["the", "a", "an"]).tolist() == [2, 1, 0]
    assert swap_content_words(["dog"]).tolist() == [0]


def test_a_drag_checks_both_ends():
    assert move_word([0, 1, 2, 3, 4], 1, 3).tolist() == [0, 2, 3, 1, 4]
    assert move_word([0, 1, 2, 3, 4], 4, 1, frozenset({0})).tolist() == [0, 4, 1, 2, 3]
    for source, target, message in ((0, 2, "position 0 holds a special token, which stays in place"),
                                    (2, 0, "position 0 holds a special token, which stays in place"),
                                    (5, 1, "position 5 is not in the sentence (0 to 4)"),
                                    (1, -1, "position -1 is not in the sentence (0 to 4)"),
                                    (True, 1, "position True is not in the sentence (0 to 4)")):
        with pytest.raises(ValueError) as caught:
            move_word([0, 1, 2, 3, 4], source, target, frozenset({0}))
        assert str(caught.value) == message
    with pytest.raises(ValueError, match="^position 3 is not in the sentence"):
        swap_words([0, 1, 2], 0, 3)


def test_what_is_not_an_order_is_named():
    assert check_order(np.array([2, 0, 1])).tolist() == [2, 0, 1]
    cases = [([0, 1.0], "a word order is a list of whole numbers (positions)"),
             ([True, 0], "a word order is a list of whole numbers (positions)"),
             ([0, 0], "[0, 0] is not a reordering of 2 positions (each of 0 to 1 once)"),
             ([0, 2**70], f"[0, {2**70}] is not a reordering of 2 positions (each of 0 to 1 once)"),
             (list(range(1, 22)), f"{list(range(1, 21)) + ['…']} is not a reordering of 21 positions (each of 0 to 20 "
                                  "once)")]
    for perm, message in cases:
        with pytest.raises(ValueError) as caught:
            check_order(perm)
        assert str(caught.value) == message
    with pytest.raises(ValueError) as caught:
        check_order([0, 1, 2], 4)
    assert str(caught.value) == "the word order has 3 positions but the sentence has 4 tokens"
    assert len(check_order(list(range(20)))) == 20


def test_a_random_order_is_checked_and_always_moves_two_words():
    assert all(random_order(2, seed).tolist() == [1, 0] for seed in range(40))
    assert random_order(1, 5).tolist() == [0] and random_order(3, 7, frozenset({0, 1, 2})).tolist() == [0, 1, 2]
    assert random_order(4, 999_999, frozenset({0})).tolist()[0] == 0
    for seed in (-1, 1_000_000, True, 2.0):
        with pytest.raises(ValueError) as caught:
            random_order(4, seed)
        assert str(caught.value) == f"a seed is a whole number from 0 to 999,999, got {seed!r}"


def test_reordered_pieces_keep_their_own_spaces_and_specials_stay_out_of_the_text():
    tokens = (Token("[CLS]", 2, 0, 0, True), Token("the", 4, 0, 3, True), Token(" dog", 5, 3, 7, True),
              Token("[SEP]", 3, 7, 7, True))
    text, placed = reordered_tokens(tokens, np.array([0, 2, 1, 3]))
    assert text == " dog the"
    assert [(t.text, t.start, t.end) for t in placed] == [("[CLS]", 0, 0), (" dog", 0, 4), ("the", 5, 8),
                                                         ("[SEP]", 8, 8)]


def test_the_telling_swap_skips_specials_and_copies():
    tokens = (Token("[S]", 1, 0, 0, True), Token("a", 7, 0, 1, True), Token("a", 7, 2, 3, True),
              Token("b", 8, 4, 5, True))
    assert telling_swap([0, 1, 2, 3], tokens) == (1, 3)
    assert telling_swap([0, 3, 2, 1], tokens) == (1, 2)
    assert telling_swap([0, 1, 2], tokens[:3]) is None and telling_swap([0], tokens[:1]) is None


def test_the_look_up_skips_the_zero_terms_only_past_the_limit(monkeypatch):
    table = EmbeddingTable(np.arange(12.0).reshape(4, 3))
    assert table.parameter_count == 12
    calls = []
    real = np.flatnonzero
    monkeypatch.setattr(lookup_module.np, "flatnonzero", lambda a: calls.append(1) or real(a))
    monkeypatch.setattr(lookup_module, "FULL_PRODUCT_LIMIT", 12)
    found = lookup(table, 2)
    assert calls == [] and found.product.tolist() == [6.0, 7.0, 8.0] and found.residual == 0.0
    monkeypatch.setattr(lookup_module, "FULL_PRODUCT_LIMIT", 11)
    found = lookup(table, 2)
    assert calls == [1] and found.product.tolist() == [6.0, 7.0, 8.0] and found.token_id == 2
    assert found.one_hot.tolist() == [0.0, 0.0, 1.0, 0.0] and found.row.dtype == np.float64
    assert (found == lookup(table, 2)) is False
    monkeypatch.undo()
    assert lookup_module.FULL_PRODUCT_LIMIT == 10_000_000


def test_one_hot_and_dense_cosines():
    assert one_hot_cosines([3, 5, 3, 1], 2).tolist() == [1.0, 0.0, 1.0, 0.0]
    rows = np.array([[3.0, 4.0], [4.0, 3.0], [0.0, 0.0]])
    np.testing.assert_allclose(dense_cosines(rows, 0), [1.0, 0.96, 0.0])


@pytest.mark.parametrize("scheme, d, order", [
    (Sinusoidal(), 8, "fast-left"), (Sinusoidal(layout="split"), 8, "halves"), (Sinusoidal(), 2, ""),
    (Sinusoidal(layout="split"), 2, ""), (Sinusoidal(), 1, ""), ("learned", 8, ""),
    (Sinusoidal(layout="split", exponent="tensor2tensor"), 9, "halves"), (Sinusoidal(base=0.5), 8, "slow-left"),
    (Sinusoidal(layout="split", base=0.5), 8, ""), (Sinusoidal(base=1.0), 8, "same"),
])
def test_the_wave_order_of_each_layout(scheme, d, order):
    assert wave_order(scheme, d) == order


def test_the_comparisons_sentences():
    assert recipe_sentence("gpt2", 768, True, 50257, "learned table") == (
        "gpt2: width 768, vocabulary 50,257 rows; learned table")
    assert recipe_sentence("toy", 8, False, 12, "sinusoidal") == (
        "toy: width 8, vocabulary 12 words; sinusoidal positions added to each token row.")
    assert recipe_sentence("toy", 8, False, 12, "rope") == "toy: width 8, vocabulary 12 words; position scheme “rope”."
    assert no_rows("bert", "too long") == "bert could not read this sentence: too long"
    model = SimpleNamespace(name="bert", unknown=np.array([False, True, False]))
    assert _word(model, "zebra", [1], 100) == "bert has no token for “zebra”: it becomes the unknown token (id 100)."
    assert _word(model, "dog", [0], 5) == "bert keeps “dog” as one token."
    assert _word(model, "dogs", [0, 2], 5) == "bert cuts “dogs” into 2 tokens."
    assert _word(model, "un", [1, 1], 5) == "bert cuts “un” into 2 tokens."


def test_a_toy_scalings_config_json():
    assert toy_config("linear", 64, 10000.0, {"factor": 2}) == {
        "model_type": "llama", "hidden_size": 64, "num_attention_heads": 1, "head_dim": 64, "rope_theta": 10000.0,
        "max_position_embeddings": 8192, "rope_scaling": {"rope_type": "linear", "factor": 2.0}}
    dynamic = toy_config("dynamic", 64, 10000.0, {})
    assert dynamic["max_position_embeddings"] == 4096 and dynamic["rope_scaling"] == {"rope_type": "dynamic",
                                                                                       "factor": 4.0}
    yarn = toy_config("yarn", 32, 1e6, {"original_max_position_embeddings": 100, "factor": 2.5})
    assert yarn["rope_scaling"] == {"rope_type": "yarn", "factor": 2.5, "beta_fast": 32.0, "beta_slow": 1.0,
                                    "original_max_position_embeddings": 100}
    assert yarn["max_position_embeddings"] == 250
    assert toy_config("llama3", 128, 5e5, {})["rope_scaling"] == {
        "rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
        "original_max_position_embeddings": 8192}
    with pytest.raises(ValueError) as caught:
        toy_config("ntk", 64, 1e4, {})
    assert str(caught.value) == "unknown scaling 'ntk'; choose one of linear, dynamic, yarn, llama3"


def test_the_long_range_condition_is_checked_to_the_last_distance_across_chunks():
    # d = 2, base b: B(m) = cos(m); it first turns negative at m = 2 (cos 2 < 0)
    assert keeps_condition(10.0, 2, 1) and not keeps_condition(10.0, 2, 2)
    assert not keeps_condition(10.0, 2, 2, chunk=2) and not keeps_condition(10.0, 2, 2, chunk=1)
    assert keeps_condition(10.0, 2, 1, chunk=1)


def test_lengths_up_to_a_billion_tokens_and_the_learned_tables_title():
    from posviz.lessons.lengths import compare_lengths
    from posviz.model.positions import Learned
    from posviz.model.settings import LayerSettings
    settings = LayerSettings()
    checks = compare_lengths(settings, 10**9)
    assert checks[1].title == "learned table (32 rows, illustrative: seeded random, untrained)"
    with pytest.raises(ValueError) as caught:
        compare_lengths(settings, 10**9 + 1)
    assert str(caught.value) == "length must be at most 1,000,000,000, got 1,000,000,001"
    real = compare_lengths(settings, 5, learned=Learned(np.ones((4, settings.d_model))))[1]
    assert real.title == "learned table (4 rows)" and real.error == (
        "position 4 is past the end of the learned position table: it has 4 rows (positions 0 to 3) and no row was "
        "ever trained for a later position")
    assert compare_lengths(settings, 4, learned=Learned(np.ones((4, settings.d_model))))[1].error == ""
