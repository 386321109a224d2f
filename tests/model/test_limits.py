"""posviz.model.limits and settings.input_problem: the check without work agrees with the work."""
from __future__ import annotations

import pytest

from posviz.model.limits import MAX_TEXT, MAX_Z_VALUES, text_problem, z_problem
from posviz.model.settings import LayerSettings, build_layer, input_problem
from posviz.model.toy import toy_model

CASES = [
    ("the dog bit the man", LayerSettings()),
    ("the " * 512, LayerSettings(d_model=8192)),                       # exactly MAX_Z_VALUES
    ("the " * 513, LayerSettings(d_model=8192)),                       # one token over
    ("the dog bit the man", LayerSettings(scheme="learned", learned_max_len=5)),
    ("the dog bit the man a", LayerSettings(scheme="learned", learned_max_len=5)),
    ("the dog bit the man a", LayerSettings(scheme="learned", learned_max_len=5, positions_on=False)),
    ("🙂 café, naïve—x\u200dy " * 50, LayerSettings(scheme="learned", learned_max_len=300, d_model=8)),
    ("", LayerSettings(scheme="rope", d_model=8)),
]


@pytest.mark.parametrize("text, settings", CASES)
def test_input_problem_says_what_encoding_would_say(text, settings):
    try:
        build_layer(settings).encode(text, max_values=MAX_Z_VALUES)
        expected = ""
    except ValueError as exc:
        expected = str(exc)
    assert input_problem(text, settings) == expected


def test_token_count_is_the_tokenizers():
    vocabulary = toy_model().vocabulary
    for text in ("", "  ", "the dog's bone, 3.5 km!", "🙂 café naïve—x\u200dy\u0000z" * 7):
        assert vocabulary.count_tokens(text) == len(vocabulary.tokenize(text))


def test_text_and_z_limits_are_inclusive():
    assert text_problem("x" * MAX_TEXT) == "" and f"{MAX_TEXT + 1:,} characters" in text_problem("x" * (MAX_TEXT + 1))
    assert z_problem(512, 8192) == "" and "513 tokens × 8,192 = 4,202,496" in z_problem(513, 8192)
    assert input_problem("x" * (MAX_TEXT + 1), LayerSettings()) == text_problem("x" * (MAX_TEXT + 1))
