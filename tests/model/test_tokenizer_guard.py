"""A tokenizer.json is a stranger's code: panics, backtracking regexes and multiplying normalizers (issue 26).

The hostile files are written with the ``tokenizers`` library itself (hostile_tokenizers.py). Each
failure is a CheckpointError naming tokenizer.json; the tokenizer still works afterwards.
"""
from __future__ import annotations

import json

import pytest

pytest.importorskip("tokenizers")

import hostile_tokenizers as ht  # noqa: E402  (tests/model is on sys.path)

from posviz.model.checkpoint.growth import growth, longest_input  # noqa: E402
from posviz.model.checkpoint.guarded import (MAX_NORMALIZED, TokenizerTimeout, check_growth,  # noqa: E402
                                             time_budget)
from posviz.model.checkpoint.loader import load_checkpoint  # noqa: E402
from posviz.model.checkpoint.safetensors_io import CheckpointError  # noqa: E402

PATIENT = 60.0          # a budget no well-behaved call on a loaded machine reaches


@pytest.fixture(scope="module")
def backtracking(tmp_path_factory):
    return load_checkpoint(ht.backtracking(tmp_path_factory.mktemp("regex") / "model"))


def test_a_panic_in_the_library_is_an_error_naming_the_file(backtracking):
    with time_budget(PATIENT), pytest.raises(CheckpointError) as caught:
        backtracking.encode(ht.PANIC)
    assert str(caught.value).startswith("tokenizer.json failed on this text (PanicException: ")
    with time_budget(PATIENT):                   # the same tokenizer still works
        assert [t.text for t in backtracking.encode("the dog").tokens] == ["the", " dog"]


def test_a_backtracking_regex_is_given_up_after_the_budget(backtracking):
    with time_budget(0.05), pytest.raises(TokenizerTimeout) as caught:
        backtracking.encode(ht.SLOW)
    assert str(caught.value) == ("tokenizer.json took more than 0.05 s to split the sentence (its normalizer or "
                                 "pre-tokenizer is too slow for this text)")
    with time_budget(PATIENT):                   # asked again: joins the call still running, gets its answer
        frame = backtracking.encode(ht.SLOW)
    assert "".join(t.text for t in frame.tokens) == ht.SLOW[:frame.tokens[-1].end] and frame.length == 16


def test_growth_bounds_are_the_closed_forms():
    from tokenizers import Tokenizer, models, normalizers
    tok = Tokenizer(models.WordLevel({"a": 0}, unk_token="a"))
    tok.normalizer = normalizers.Sequence([normalizers.Replace("a", "a" * 10)] * 7)
    assert growth(json.loads(tok.to_str())["normalizer"]) == (10.0 ** 7, 0.0)
    tok.normalizer = normalizers.Sequence([normalizers.NFKC(), normalizers.Prepend("▁"),
                                           normalizers.Replace(" ", "▁")])
    assert growth(json.loads(tok.to_str())["normalizer"]) == (18.0, 1.0)     # 18 n, then + 1, then x 1
    assert longest_input((18.0, 1.0), MAX_NORMALIZED) == (MAX_NORMALIZED - 1) // 18
    assert growth(None) == (1.0, 0.0)


def test_a_normalizer_that_multiplies_the_text_is_refused_when_opened(tmp_path):
    with pytest.raises(CheckpointError) as caught:
        load_checkpoint(ht.multiplying(tmp_path / "model"))
    assert str(caught.value) == ("tokenizer.json's normalizer can make a text up to 10,000,000 times longer, so "
                                 "one sentence could fill gigabytes of memory; posviz does not use this tokenizer")


def test_a_moderate_multiplier_limits_the_sentence_instead(tmp_path):
    layer = load_checkpoint(ht.multiplying(tmp_path / "model", times=1, factor=100))
    assert check_growth(json.loads(layer.vocabulary.tokenizer.to_str()), "tokenizer.json") == 40_000
    with pytest.raises(CheckpointError) as caught:
        layer.encode("b" * 40_001)
    assert str(caught.value) == ("this text is 40,001 characters long; tokenizer.json's normalizer can lengthen "
                                 "text so much that posviz gives it at most 40,000 characters")
    assert layer.encode("the dog").length == 2


def test_a_sentence_the_tokenizer_fails_on_is_a_problem_never_raised(backtracking):
    """The autosave asks input_problem about the typed text on a timer: a panic escaped into Qt's loop."""
    from posviz.model.settings import LayerSettings, input_problem, settings_for_model
    settings = settings_for_model(backtracking, LayerSettings())
    with time_budget(PATIENT):
        problem = input_problem(ht.PANIC, settings, backtracking)
        assert problem.startswith("tokenizer.json failed on this text (PanicException: ")
        assert input_problem("the dog", settings, backtracking) == ""


def test_a_blocks_budget_is_for_all_its_calls_together(backtracking):
    """The GUI thread gives one change 0.1 s in all: a second call after the first ran out does not wait again."""
    from posviz.model.budget import current_budget, nominal_budget
    assert current_budget() == 3.0                  # outside any block: the default, per call
    with time_budget(0.05):
        with pytest.raises(TokenizerTimeout):
            backtracking.encode(ht.SLOW)
        assert current_budget() == 0.0 and nominal_budget() == 0.05
        with pytest.raises(TokenizerTimeout) as caught:
            backtracking.encode(ht.SLOW + "!")
    assert str(caught.value).startswith("tokenizer.json took more than 0.05 s to split the sentence")
