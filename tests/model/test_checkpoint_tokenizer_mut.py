"""A real tokenizer behind posviz's Vocabulary: tokens, spans, counts, ids and labels, against the
tiny WordPiece and byte-level tokenizers of tiny_checkpoints.py, whose every id is known (issue 23's mutants).

WordPiece ids: [PAD] 0, [UNK] 1, [CLS] 2, [SEP] 3, the 4, dog 5, bit 6, man 7, ##s 8, cat 9, small 10, a 11.
"""
from __future__ import annotations

import json

import pytest

pytest.importorskip("tokenizers")

import tiny_checkpoints as tc  # noqa: E402  (tests/model is on sys.path)

from posviz.model.checkpoint import tokenizer as tokenizer_module  # noqa: E402
from posviz.model.checkpoint.safetensors_io import CheckpointError  # noqa: E402
from posviz.model.checkpoint.tokenizer import (TokenizerVocabulary, guard_tokenizer, has_own_regex,  # noqa: E402
                                               load_tokenizer)
from posviz.model.vocabulary import Token  # noqa: E402


@pytest.fixture
def wordpiece_file(tmp_path):
    path = tmp_path / "tokenizer.json"
    tc.wordpiece_tokenizer().save(str(path))
    return path


@pytest.fixture
def words(wordpiece_file):
    return TokenizerVocabulary(load_tokenizer(wordpiece_file), 8, rows=14)


def test_the_vocabulary_reads_its_size_specials_and_unknown_token(words):
    assert (len(words), words.rows, words.unk, words.unk_id, words.convention) == (12, 14, "[UNK]", 1, "wordpiece")
    assert words.special_ids == frozenset({0, 1, 2, 3}) and words.is_special(3) and not words.is_special(4)
    assert words.describe() == "WordPiece, 12 tokens" and words.largest_id() == 11


def test_special_tokens_get_an_empty_span_and_their_name(words):
    assert words.tokenize("The dog") == (Token("[CLS]", 2, 0, 0, True), Token("The", 4, 0, 3, True),
                                         Token("dog", 5, 4, 7, True), Token("[SEP]", 3, 0, 0, True))
    with pytest.raises(TypeError) as caught:
        words.tokenize(7)
    assert str(caught.value) == "text must be a str, not int"


def test_a_text_past_max_length_is_cut_and_its_full_length_still_counted(words):
    text = "the dog bit the man the cat bit a small dog"        # 11 words, 13 tokens with [CLS] and [SEP]
    assert words.count_tokens(text) == 8 and len(words.tokenize(text)) == 8
    assert words.full_count(text) == 13
    assert words.full_count("the dog") == 4


def test_an_id_is_the_token_as_written_or_its_only_piece_else_unknown(words):
    assert words.id_of("dog") == 5 and words.id_of("##s") == 8
    assert words.id_of("Dog") == 5                  # split (lower-cased) to one piece
    assert words.id_of("dogs") == 1                 # dog ##s: two pieces
    assert words.id_of("") == 1


def test_rows_past_the_tokens_are_named_and_ids_past_the_rows_refused(words):
    assert words.token_of(5) == "dog" and words.token_of(8) == "##s" and words.token_of(2) == "[CLS]"
    assert words.token_of(12) == "(row 12: no token)" and words.token_of(13) == "(row 13: no token)"
    assert words.words[-3:] == ("a", "(row 12: no token)", "(row 13: no token)") and len(words.words) == 14
    for bad in (14, -1):
        with pytest.raises(ValueError) as caught:
            words.token_of(bad)
        assert str(caught.value) == f"id {bad} is not in this vocabulary (ids 0 to 13)"


def test_a_table_the_size_of_the_vocabulary_has_no_extra_rows(wordpiece_file):
    words = TokenizerVocabulary(load_tokenizer(wordpiece_file), 8)
    assert words.rows == 12 and len(words.words) == 12
    with pytest.raises(ValueError, match=r"^id 12 is not in this vocabulary \(ids 0 to 11\)$"):
        words.token_of(12)


def test_byte_level_tokens_show_their_spaces_and_have_no_unknown_id(tmp_path):
    path = tmp_path / "tokenizer.json"
    tc.byte_level_tokenizer().save(str(path))
    words = TokenizerVocabulary(load_tokenizer(path), 16)
    assert words.convention == "byte_level" and words.unk_id == len(words)
    tokens = words.tokenize("the dog")
    assert [t.text for t in tokens] == ["the", " dog"]
    assert words.token_labels(tokens) == ["the", "␣dog"]
    assert words.token_labels(tokens) == ["the", "␣dog"]         # asked again: from the labels kept
    assert words.describe() == f"BPE, {len(words):,} tokens"


def test_byte_tokens_in_a_sentence_say_what_they_decode_to(words, monkeypatch):
    labels = {20: "<0xE2>", 21: "<0x82>", 22: "<0xAC>", 4: "the"}
    monkeypatch.setattr(words, "token_of", lambda token_id: labels[token_id])
    tokens = [Token("", i, 0, 0, True) for i in (4, 20, 21, 22)]
    assert words.token_labels(tokens) == ["the", "€ <0xE2>", "<0x82>", "<0xAC>"]


def test_the_largest_id_is_read_from_the_vocabulary_when_the_file_does_not_say(wordpiece_file):
    from tokenizers import Tokenizer
    words = TokenizerVocabulary(Tokenizer.from_file(str(wordpiece_file)), 8)
    assert words.largest_id() == 11


@pytest.mark.parametrize("data, own", [
    ({"pre_tokenizer": {"type": "Split", "pattern": {"Regex": "a+"}}}, True),
    ({"normalizer": {"type": "Sequence", "normalizers": [{"type": "Replace", "pattern": {"Regex": "x"}}]}}, True),
    ({"model": {"vocab": {"Regex": 1}, "merges": [{"Regex": 2}]}, "added_tokens": [{"Regex": 3}]}, False),
    ({"pre_tokenizer": {"type": "Split", "pattern": {"String": "a"}}}, False),
    ([{"Regex": "x"}], True), ("Regex", False), (None, False),
])
def test_a_regex_of_the_files_own_is_found_anywhere_but_in_the_vocabulary(data, own):
    assert has_own_regex(data) is own


def test_a_regex_nested_deeper_than_64_levels_is_not_looked_for():
    def nested(depth):
        data = {"Regex": "x"}
        for _ in range(depth):
            data = {"step": data}
        return data
    assert has_own_regex(nested(64)) is True
    assert has_own_regex(nested(65)) is False


def test_large_files_and_files_with_a_regex_go_to_a_child_process(wordpiece_file, monkeypatch):
    monkeypatch.setattr(tokenizer_module, "RemoteTokenizer", lambda text, name: ("child", len(text), name))
    size = wordpiece_file.stat().st_size
    assert load_tokenizer(wordpiece_file, in_process_bytes=size - 1) == ("child", size, "tokenizer.json")
    assert load_tokenizer(wordpiece_file, in_process_bytes=size).name == "tokenizer.json"
    data = json.loads(wordpiece_file.read_text())
    data["pre_tokenizer"] = {"type": "Split", "pattern": {"Regex": " "}, "behavior": "Isolated", "invert": False}
    wordpiece_file.write_text(json.dumps(data))
    assert load_tokenizer(wordpiece_file)[0] == "child"


def test_a_file_the_library_cannot_read_is_named(wordpiece_file):
    from tokenizers import Tokenizer
    with pytest.raises(CheckpointError) as caught:
        guard_tokenizer({}, b'{"model": 1}', "t.json", Tokenizer)
    assert str(caught.value).startswith("t.json could not be read as a tokenizer: ")
    guarded = guard_tokenizer([], wordpiece_file.read_bytes(), "t.json", Tokenizer)
    assert (guarded.name, guarded.max_text, guarded.largest_listed) == ("t.json", 100_000, None)


def test_a_special_token_is_named_as_written_not_read_through_the_convention(tmp_path):
    """A special token's name is shown as the tokenizer spells it: "<end of text>" keeps its spaces,
    where an ordinary piece's spaces are made visible ("␣")."""
    from tokenizers import AddedToken
    tok = tc.wordpiece_tokenizer()
    tok.add_tokens([AddedToken("<end of text>", special=True), AddedToken("two words", special=False)])
    path = tmp_path / "tokenizer.json"
    tok.save(str(path))
    words = TokenizerVocabulary(load_tokenizer(path), 8, rows=16)
    special, plain = words.tokenizer.token_to_id("<end of text>"), words.tokenizer.token_to_id("two words")
    assert words.is_special(special) and not words.is_special(plain)
    assert (words.token_of(special), words.token_of(plain)) == ("<end of text>", "two␣words")
