"""Every branch of a tokenizer.json step's growth bound, pinned to its closed form (issue 23's mutants).

A bound ``(a, b)`` says n characters become at most ``a n + b``. The fixed rewrites' factors are
Unicode's longest single-character results (computed here from ``unicodedata`` where Python has
the form) or one character per character; the compiled SentencePiece map is built by hand in its
binary layout: a little-endian uint32 trie size, the trie, then NUL-separated replacement strings.
"""
from __future__ import annotations

import base64
import struct
import sys
import unicodedata

import pytest

from posviz.model.checkpoint import growth
from posviz.model.checkpoint.guarded import MAX_NORMALIZED, MIN_TEXT, check_growth, check_length
from posviz.model.checkpoint.safetensors_io import CheckpointError
from posviz.model.limits import MAX_TEXT


def test_nfcs_bound_is_its_longest_composition_of_one_character():
    longest = max(len(unicodedata.normalize("NFC", chr(c))) for c in range(sys.maxunicode + 1)
                  if not 0xD800 <= c <= 0xDFFF)
    assert longest == 3 and growth.growth({"type": "NFC"}) == (3.0, 0.0)


# One character in, at most this many out: decoders that only drop or keep characters give 1; the
# BPE decoder, Metaspace and WordPiece may put a space before a piece (2); NFKD as NFKC (U+FDFA).
@pytest.mark.parametrize("kind, factor", [
    ("Nmt", 1.0), ("Fuse", 1.0), ("ByteFallback", 1.0), ("CTC", 1.0), ("Strip", 1.0), ("StripAccents", 1.0),
    ("BPEDecoder", 2.0), ("Metaspace", 2.0), ("WordPiece", 2.0), ("NFKD", 18.0), ("NFKC", 18.0), ("NFD", 4.0),
    ("Lowercase", 3.0), ("ByteLevel", 4.0), ("NFC", 3.0), ("Unheard-of", 18.0)])
def test_each_fixed_rewrite_multiplies_by_its_factor_and_adds_nothing(kind, factor):
    assert growth.growth({"type": kind}) == (factor, 0.0)


@pytest.mark.parametrize("spec, bound", [
    ({"type": "Replace", "pattern": {"String": "ab"}, "content": "abcdef"}, (3.0, 0.0)),   # 6 for every 2
    ({"type": "Replace", "pattern": {"String": "a"}, "content": 5}, (18.0, 0.0)),        # unreadable content
    ({"type": "Replace", "pattern": {"String": ""}, "content": "xyz"}, (4.0, 3.0)),      # matches between chars
    ({"type": "Replace", "pattern": "a", "content": "xyz"}, (4.0, 3.0)),                 # not a dict: a regex
    ({"type": "Replace", "pattern": {"String": 7}, "content": "xy"}, (3.0, 2.0)),
    ({"type": "Replace", "pattern": {"String": "a"}}, (18.0, 0.0)),                      # content unknown
    ({"type": "Replace"}, (19.0, 18.0)),
    ({"type": "Prepend", "prepend": "abc"}, (1.0, 3.0)),
    ({"type": "Prepend"}, (1.0, 18.0)),
    ({"type": "BertNormalizer", "lowercase": False, "strip_accents": True}, (36.0, 0.0)),
    ({"type": "BertNormalizer", "lowercase": False, "handle_chinese_chars": False}, (1.0, 0.0)),
    ({"type": "BertNormalizer", "lowercase": True, "handle_chinese_chars": True}, (36.0, 0.0)),
    ({"type": "Strip", "content": "▁", "start": 1, "stop": 0}, (1.0, 0.0)),
    (["not", "a", "dict"], (18.0, 0.0)),
])
def test_each_rewrites_bound(spec, bound):
    assert growth.growth(spec) == bound


@pytest.mark.parametrize("key", ["normalizers", "decoders", "pretokenizers"])
def test_a_sequence_composes_its_steps_under_each_of_its_key_names(key):
    steps = [{"type": "Prepend", "prepend": "ab"}, {"type": "Lowercase"}, {"type": "Prepend", "prepend": "c"}]
    # (n + 2) -> 3 (n + 2) -> 3 (n + 2) + 1 = 3n + 7
    assert growth.growth({"type": "Sequence", key: steps}) == (3.0, 7.0)


def test_an_empty_or_missing_sequence_is_the_identity():
    assert growth.growth({"type": "Sequence", "normalizers": None}) == (1.0, 0.0)
    assert growth.growth({"type": "Sequence"}) == (1.0, 0.0)
    assert growth.growth({"type": "Sequence", "normalizers": []}) == (1.0, 0.0)


def _nested(depth: int, inner: dict) -> dict:
    for _ in range(depth):
        inner = {"type": "Sequence", "normalizers": [inner]}
    return inner


def test_nesting_deeper_than_fifty_sequences_is_taken_as_unknown():
    lowercase = {"type": "Lowercase"}
    assert growth.growth(_nested(50, lowercase)) == (3.0, 0.0)       # the step itself at depth 50
    assert growth.growth(_nested(51, lowercase)) == (18.0, 0.0)      # at depth 51: unknown
    assert growth.growth(lowercase, depth=50) == (3.0, 0.0)
    assert growth.growth(lowercase, depth=51) == (18.0, 0.0)


def _charsmap(trie: bytes, strings: list[bytes]) -> str:
    blob = struct.pack("<I", len(trie)) + trie + b"\0".join(strings)
    return base64.b64encode(blob).decode("ascii")


@pytest.mark.parametrize("trie, strings, factor", [
    (b"\x01" * 8, [b"ab", "éé\u00e9".encode(), b"abcd", b"x"], 4.0),      # characters, not bytes: é is 2 bytes
    (b"\x61" * 8, ["ééé".encode(), b"\xff\xfe"], 3.0),                      # undecodable bytes: one character each
    (b"", [b"ab", b"abcde"], 5.0),                                          # an empty trie
    (b"\x00\x00", [b""], 1.0),                                              # nothing longer than 0: at least 1
])
def test_a_compiled_charsmaps_bound_is_its_longest_replacement(trie, strings, factor):
    assert growth.growth({"type": "Precompiled", "precompiled_charsmap": _charsmap(trie, strings)}) == (factor, 0.0)


def test_an_unreadable_charsmap_counts_its_whole_text():
    assert growth.growth({"type": "Precompiled", "precompiled_charsmap": "!!!"}) == (3.0, 0.0)     # not base64
    assert growth.growth({"type": "Precompiled", "precompiled_charsmap": "AAA="}) == (4.0, 0.0)    # 2 bytes: no size
    assert growth.growth({"type": "Precompiled"}) == (4.0, 0.0)                                    # "None"


@pytest.mark.parametrize("bound, budget, longest", [((3.0, 7.0), 100, 31), ((3.0, 7.0), 10, 1), ((3.0, 7.0), 9, 0),
                                                    ((2.5, 0.0), 10, 4), ((1.0, float("inf")), 10, 0)])
def test_the_longest_input_is_the_floor_of_the_budget_left(bound, budget, longest):
    assert growth.longest_input(bound, budget) == longest


def test_check_growth_gives_the_normalizers_allowance_capped_at_the_text_limit():
    ten = {"type": "Replace", "pattern": {"String": "a"}, "content": "a" * 10}
    hundred = {"type": "Sequence", "normalizers": [ten, ten]}
    assert check_growth({"normalizer": hundred}, "t.json") == 40_000          # 4,000,000 // 100
    assert check_growth({}, "t.json") == MAX_TEXT
    # a decoder's bound refuses the file but never limits the sentence
    assert check_growth({"normalizer": None, "decoder": hundred}, "t.json") == MAX_TEXT


def test_a_normalizer_allowing_fewer_than_min_text_characters_is_refused():
    just = MAX_NORMALIZED // MIN_TEXT            # allows exactly MIN_TEXT characters
    spec = {"type": "Replace", "pattern": {"String": "a"}, "content": "a" * just}
    assert check_growth({"normalizer": spec}, "t.json") == MIN_TEXT
    spec["content"] += "a"
    with pytest.raises(CheckpointError) as caught:
        check_growth({"normalizer": spec}, "t.json")
    assert str(caught.value) == (f"t.json's normalizer can make a text up to {just + 1:,} times longer, so one "
                                 "sentence could fill gigabytes of memory; posviz does not use this tokenizer")
    with pytest.raises(CheckpointError, match="^t.json's decoder can make a text up to 4,001 times"):
        check_growth({"decoder": spec}, "t.json")


def test_a_text_longer_than_its_allowance_is_refused_and_one_as_long_passes():
    check_length("a" * 12, 12, "t.json")
    check_length(["not", "text"] * 20, 12, "t.json")
    with pytest.raises(CheckpointError) as caught:
        check_length("a" * 1013, 1012, "t.json")
    assert str(caught.value) == ("this text is 1,013 characters long; t.json's normalizer can lengthen text so much "
                                 "that posviz gives it at most 1,012 characters")


def test_only_a_strip_with_content_is_a_decoder_that_removes():
    assert growth.growth({"type": "NFKC", "content": "x"}) == (18.0, 0.0)
    assert growth.growth({"type": "Lowercase", "content": "x"}) == (3.0, 0.0)
