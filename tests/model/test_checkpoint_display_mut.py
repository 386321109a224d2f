"""Token labels: every visible stand-in, each convention's clue, byte runs at the edges of a sentence,
and the facts read from a tokenizer (issue 23's mutants)."""
from __future__ import annotations

import pytest

pytest.importorskip("tokenizers")

from posviz.model.checkpoint.token_display import (bytes_text, piece_bytes, piece_label, read_facts,  # noqa: E402
                                                   sentence_labels, tokenizer_convention, visible)


def test_each_invisible_character_has_its_stand_in():
    assert visible(" a\nb\tc\rd") == "␣a↵b⇥c␍d"
    assert bytes_text(b"\xe2\x82") == "<0xE2><0x82>" and bytes_text(b"\x0a") == "<0x0A>"


@pytest.mark.parametrize("piece, convention, data", [
    ("Ġdog", "byte_level", b" dog"), ("dog€", "byte_level", "dog€".encode()),     # € is no byte stand-in
    ("<0x41>", "sentencepiece", b"A"), ("<0x41>", "byte_level", b"<0x41>"), ("<0x41>", "plain", b"<0x41>"),
    ("▁a▁b", "sentencepiece", b" a b"), ("▁a", "wordpiece", "▁a".encode()), ("<0x4>", "sentencepiece", b"<0x4>"),
    ("<0xe2>", "sentencepiece", b"\xe2"),
])
def test_a_piece_stands_for_its_bytes_by_its_convention(piece, convention, data):
    assert piece_bytes(piece, convention) == data


def test_an_empty_piece_is_shown_as_itself():
    assert piece_label("", "plain") == "" and piece_label("\r", "plain") == "␍"


def test_byte_runs_at_the_start_the_end_and_back_to_back():
    assert sentence_labels(["<0xC3>", "<0xA9>", "x", "<0xC3>", "<0xA9>"]) == ["é <0xC3>", "<0xA9>", "x", "é <0xC3>",
                                                                              "<0xA9>"]
    assert sentence_labels(["<0x41>x", "<0x41>"]) == ["<0x41>x", "A <0x41>"]      # "<0x41>x" is not a byte label
    assert sentence_labels(["<0xZZ>", "<0x20>"]) == ["<0xZZ>", "␣ <0x20>"]
    assert sentence_labels(("a", "b")) == ["a", "b"] and sentence_labels([]) == []


def _tokenizer(decoder):
    from tokenizers import Tokenizer, models
    tok = Tokenizer(models.BPE({"a": 0, "b": 1}, []))
    tok.decoder = decoder
    return tok


def test_each_convention_is_read_from_the_decoder():
    from tokenizers import decoders
    assert tokenizer_convention(_tokenizer(None)) == "plain"
    assert tokenizer_convention(_tokenizer(decoders.ByteFallback())) == "sentencepiece"
    assert tokenizer_convention(_tokenizer(decoders.Replace("▁", " "))) == "sentencepiece"
    assert tokenizer_convention(_tokenizer(decoders.Metaspace())) == "sentencepiece"
    assert tokenizer_convention(_tokenizer(decoders.WordPiece())) == "wordpiece"
    assert tokenizer_convention(_tokenizer(decoders.Sequence([decoders.WordPiece(), decoders.ByteLevel()]))) \
        == "byte_level"
    assert tokenizer_convention(_tokenizer(decoders.Fuse())) == "plain"


def test_a_tokenizer_without_an_unknown_token_is_read_as_unk_without_id():
    from tokenizers import AddedToken
    tok = _tokenizer(None)
    tok.add_tokens([AddedToken("c", special=False)])
    tok.add_special_tokens(["<s>"])
    facts = read_facts(tok)
    assert facts == {"size": 4, "special_ids": frozenset({3}), "unk": "[UNK]", "unk_id": None, "kind": "BPE",
                     "convention": "plain"}
