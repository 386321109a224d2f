"""Tokenising: ids, spans into the original text, unknown words, awkward characters."""
import pytest
from hypothesis import given, strategies as st

from posviz.model import UNK, Vocabulary, toy_model

VOCAB = toy_model().vocabulary


def texts(text):
    return [t.text for t in VOCAB.tokenize(text)]


def test_case_and_punctuation():
    tokens = VOCAB.tokenize("The DOG bit, the man.")
    assert [t.text for t in tokens] == ["The", "DOG", "bit", ",", "the", "man", "."]
    assert [t.id for t in tokens] == [0, 2, 6, VOCAB.unk_id, 0, 4, VOCAB.unk_id]
    assert [t.known for t in tokens] == [True, True, True, False, True, True, False]


def test_unknown_word_keeps_text_and_span():
    text = "the zebra bit"
    tok = VOCAB.tokenize(text)[1]
    assert (tok.text, tok.id, tok.known) == ("zebra", VOCAB.unk_id, False)
    assert text[tok.start:tok.end] == "zebra"
    assert VOCAB.token_of(VOCAB.unk_id) == UNK
    assert VOCAB.unk_id == 10   # one past the last row: the toy table has no [UNK] row


@pytest.mark.parametrize("text", ["", "   ", "\n\t ", "\x00\x01\x7f"])
def test_empty_and_control_only_text_gives_no_tokens(text):
    assert VOCAB.tokenize(text) == ()


def test_control_characters_separate_words():
    assert texts("dog\x00cat\x07man") == ["dog", "cat", "man"]


def test_combining_marks_stay_in_their_word():
    decomposed = "cafe\u0301"
    assert texts(f"the {decomposed} dog") == ["the", decomposed, "dog"]


def test_emoji_with_modifiers_and_joiners_is_one_token():
    family = "\U0001F468\u200d\U0001F469\u200d\U0001F467"
    thumbs = "\U0001F44D\U0001F3FD"
    assert texts(f"dog {family}{thumbs} cat") == ["dog", family, thumbs, "cat"]


def test_cjk_and_right_to_left_are_unknown_words():
    tokens = VOCAB.tokenize("日本語 שלום dog")
    assert [t.text for t in tokens] == ["日本語", "שלום", "dog"]
    assert [t.known for t in tokens] == [False, False, True]


def test_lookup_ignores_normalisation_form():
    vocab = Vocabulary(("caf\u00e9",))
    assert vocab.id_of("cafe\u0301") == 0 and vocab.id_of("CAFÉ") == 0


def test_duplicate_words_are_refused():
    with pytest.raises(ValueError, match="twice"):
        Vocabulary(("dog", "Dog"))


def test_token_of_unknown_id_names_the_range():
    with pytest.raises(ValueError, match="0 to 9"):
        VOCAB.token_of(42)


def test_non_string_text_is_refused():
    with pytest.raises(TypeError):
        VOCAB.tokenize(None)


@given(st.text(max_size=200))
def test_spans_point_back_into_the_text(text):
    tokens = VOCAB.tokenize(text)
    last_end = 0
    for t in tokens:
        assert text[t.start:t.end] == t.text and t.start >= last_end and t.end > t.start
        assert t.id == (VOCAB.id_of(t.text) if t.known else VOCAB.unk_id)
        last_end = t.end
