"""The toy vocabulary by value: ids both ways at their edges, look-up by case-folded NFC form, a
vocabulary equal to another of the same words whatever it tokenized last, and clean text kept as is."""
from __future__ import annotations

import pytest

from posviz.model.limits import clean_text
from posviz.model.vocabulary import Token, Vocabulary


def test_ids_both_ways_at_their_edges():
    vocabulary = Vocabulary(("a", "b", "c"))
    assert [vocabulary.token_of(i) for i in (0, 2, 3)] == ["a", "c", "[UNK]"]
    assert (vocabulary.id_of("C"), vocabulary.id_of("zebra"), vocabulary.unk_id, len(vocabulary)) == (2, 3, 3, 3)
    for bad in (-1, 4):
        with pytest.raises(ValueError) as info:
            vocabulary.token_of(bad)
        assert str(info.value) == f"id {bad} is not in this vocabulary (ids 0 to 2)"
    listed = Vocabulary(("x", "[UNK]", "y"))        # an unknown token that has a row
    assert (listed.unk_id, listed.token_of(1), listed.id_of("q")) == (1, "[UNK]", 1)


def test_look_up_folds_case_and_normal_form():
    vocabulary = Vocabulary(("strasse", "café"))
    tokens = vocabulary.tokenize("STRASSE Straße cafe\u0301 CAFÉ")
    assert [(token.id, token.known) for token in tokens] == [(0, True), (0, True), (1, True), (1, True)]
    assert [token.text for token in tokens] == ["STRASSE", "Straße", "cafe\u0301", "CAFÉ"]


def test_an_unknown_word_has_the_unknown_id_and_a_known_one_its_row():
    tokens = Vocabulary(("a", "b")).tokenize("b zz a")
    assert tokens == (Token("b", 1, 0, 1, True), Token("zz", 2, 2, 4, False), Token("a", 0, 5, 6, True))
    assert Token("a", 0, 0, 1).known is True


def test_vocabularies_of_the_same_words_are_equal_whatever_they_tokenized_last():
    one, two = Vocabulary(("a", "b")), Vocabulary(("a", "b"))
    one.tokenize("a b a")
    assert one == two and hash(one) == hash(two) and one != Vocabulary(("b", "a"))
    assert repr(one) == "Vocabulary(words=('a', 'b'), unk='[UNK]')"
    assert one.token_labels(one.tokenize("b a")) == ["b", "a"]


def test_clean_text_is_kept_as_it_is():
    text = "the dog bit the man"
    cleaned, count = clean_text(text)
    assert cleaned is text and count == 0
    assert clean_text("a\ud800b\udfff") == ("a\ufffdb\ufffd", 2)
