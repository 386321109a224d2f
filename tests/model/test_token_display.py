"""Tokens as a reader reads them: spaces made visible, bytes named, special tokens by name, padding
rows never among the nearest rows."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from posviz.model.checkpoint.token_display import (byte_level_decoder, piece_label, sentence_labels,
                                                   tokenizer_convention)

pytest.importorskip("tokenizers")
sys.path.insert(0, str(Path(__file__).resolve().parent))
import tiny_checkpoints as tc  # noqa: E402


def test_gpt2s_byte_stand_ins_are_its_256_bytes():
    table = byte_level_decoder()
    assert len(table) == 256 and sorted(table.values()) == list(range(256))
    assert (table["Ġ"], table["Ċ"], table["!"], table["â"]) == (0x20, 0x0A, 0x21, 0xE2)


@pytest.mark.parametrize("piece, label", [("Ġdog", "␣dog"), ("Ġ", "␣"), ("Ċ", "↵"), ("ĉ", "⇥"), ("dog", "dog"),
                                          ("â", "<0xE2>"), ("âĤ", "<0xE2><0x82>"), ("âĤ¬", "€"), ("Ã©", "é")])
def test_byte_level_pieces(piece, label):
    assert piece_label(piece, "byte_level") == label


@pytest.mark.parametrize("piece, label", [("▁dog", "␣dog"), ("▁", "␣"), ("<0xE2>", "<0xE2>"), ("<0x41>", "A"),
                                          ("ing", "ing")])
def test_sentencepiece_pieces(piece, label):
    assert piece_label(piece, "sentencepiece") == label


def test_wordpiece_keeps_its_continuation_mark():
    assert piece_label("##s", "wordpiece") == "##s" and piece_label("dog", "wordpiece") == "dog"


def test_a_run_of_bytes_that_decodes_says_what_it_is():
    labels = sentence_labels(["<0xE2>", "<0x82>", "<0xAC>", "␣x", "<0xE2>"])
    assert labels == ["€ <0xE2>", "<0x82>", "<0xAC>", "␣x", "<0xE2>"]       # the lone last byte does not decode
    assert sentence_labels(["<0xE2><0x82>", "<0xAC>", "a"]) == ["€ <0xE2><0x82>", "<0xAC>", "a"]   # byte-level pieces
    assert sentence_labels(["<0xC3>", "<0x28>"]) == ["<0xC3>", "<0x28>"]      # not UTF-8 together either


def llama_style_tokenizer():
    """SentencePiece-style BPE with byte fallback, as Llama 2 and Mistral ship it."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    vocab = {"<unk>": 0, "<s>": 1, "▁": 2, "▁the": 3, "▁dog": 4, "d": 5, "o": 6, "g": 7, "t": 8, "h": 9, "e": 10}
    vocab.update({f"<0x{b:02X}>": 11 + b for b in range(256)})
    vocab.update({"th": 267, "the": 268, "do": 269, "dog": 270})
    merges = [("t", "h"), ("th", "e"), ("▁", "the"), ("d", "o"), ("do", "g"), ("▁", "dog")]
    tok = Tokenizer(models.BPE(vocab, merges, unk_token="<unk>", byte_fallback=True))
    tok.pre_tokenizer = pre_tokenizers.Metaspace()
    tok.decoder = decoders.Sequence([decoders.Replace("▁", " "), decoders.ByteFallback(), decoders.Fuse(),
                                     decoders.Strip(" ", 1, 0)])
    tok.add_special_tokens(["<unk>", "<s>"])
    return tok


def test_each_convention_is_recognised_from_the_tokenizer():
    assert tokenizer_convention(tc.byte_level_tokenizer()) == "byte_level"
    assert tokenizer_convention(tc.wordpiece_tokenizer()) == "wordpiece"
    assert tokenizer_convention(llama_style_tokenizer()) == "sentencepiece"


def test_a_real_tokenizers_chips_and_rows(tmp_path):
    from posviz.model.checkpoint.tokenizer import TokenizerVocabulary
    vocab = TokenizerVocabulary(llama_style_tokenizer(), 64)
    tokens = vocab.tokenize("the dog €")
    assert [t.id for t in tokens] == [3, 4, 2, 11 + 0xE2, 11 + 0x82, 11 + 0xAC]
    assert vocab.token_labels(tokens) == ["␣the", "␣dog", "␣", "€ <0xE2>", "<0x82>", "<0xAC>"]
    assert vocab.token_of(11 + 0xE2) == "<0xE2>" and vocab.token_of(2) == "␣" and vocab.token_of(1) == "<s>"
    gpt2 = TokenizerVocabulary(tc.byte_level_tokenizer(), 64)
    assert gpt2.token_labels(gpt2.tokenize("a dog")) == ["a", "␣dog"]


def test_padding_rows_are_never_nearest(tmp_path):
    """A Llama table padded with 5 rows past its tokenizer; make a padding row the twin of a token's row."""
    from posviz.model.checkpoint import load_checkpoint
    folder, _ = tc.llama(tmp_path / "llama", d=8, heads=2, extra_rows=5)
    layer = load_checkpoint(folder)
    rows = layer.table.vocab_size
    matrix = np.asarray(layer.table.matrix[:], dtype=np.float32).copy()
    matrix[rows - 1] = matrix[7] * 2.0                           # cosine 1 with row 7
    tensors = {"model.embed_tokens.weight": matrix}
    tc.save(folder / "model.safetensors", tensors)
    layer = load_checkpoint(folder)
    assert layer.table.token_rows == len(layer.vocabulary) == rows - 5
    near = layer.table.nearest(7, 20)
    assert len(near) == 20 and all(i < rows - 5 for i, _ in near)
    from posviz.model.embeddings import EmbeddingTable
    every = EmbeddingTable(matrix.astype(np.float64)).nearest(7, 1)
    assert every[0][0] == rows - 1                               # without the rule the padding row comes first
