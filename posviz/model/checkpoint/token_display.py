"""Tokens as a reader can read them: the tokenizer's own pieces, spaces made visible, bytes named.

A real tokenizer's pieces are not text: byte-level BPE (GPT-2, Llama 3, Qwen) writes every byte as
a printable stand-in (a space is ``Ġ``, the first byte of "€" is ``â``), SentencePiece marks a
word's leading space with ``▁`` and falls back to byte tokens ``<0xE2>``, WordPiece marks a
word's continuation with ``##``. Shown raw, a space token is a blank chip and a lone byte is "�".

Here every piece becomes its bytes (through the tokenizer's own convention), and is shown as
the text those bytes are, with ``␣`` for a space (``↵`` for a new line, ``⇥`` for a tab); a
piece whose bytes are not text on their own is shown as its bytes, ``<0xE2>``; and in a
sentence, a run of such tokens that decodes together also says what it decodes to. Special
tokens are shown by name. Qt-free: the panels only draw these strings.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache

VISIBLE = {" ": "␣", "\n": "↵", "\t": "⇥", "\r": "␍"}
BYTE_TOKEN = re.compile(r"^<0x([0-9A-Fa-f]{2})>$")


@lru_cache(maxsize=1)
def byte_level_decoder() -> dict[str, int]:
    """GPT-2's printable stand-in of each byte (``bytes_to_unicode``), inverted: char -> byte."""
    printable = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) \
        + list(range(ord("®"), ord("ÿ") + 1))
    chars, extra = {}, 0
    for byte in range(256):
        if byte in printable:
            chars[chr(byte)] = byte
        else:
            chars[chr(256 + extra)] = byte
            extra += 1
    return chars


def tokenizer_convention(tokenizer) -> str:
    """"byte_level", "sentencepiece", "wordpiece" or "plain", from the tokenizer's decoder and model."""
    decoder = tokenizer.decoder
    state = json.loads(decoder.__getstate__()) if decoder is not None else {}
    kinds = json.dumps(state, ensure_ascii=False)      # "▁" as itself, not as an escape
    if '"ByteLevel"' in kinds:
        return "byte_level"
    if '"Metaspace"' in kinds or "\u2581" in kinds or '"ByteFallback"' in kinds:
        return "sentencepiece"
    if '"WordPiece"' in kinds:
        return "wordpiece"
    return "plain"


def piece_bytes(piece: str, convention: str) -> bytes:
    """The bytes a piece stands for (a WordPiece ``##`` continuation keeps its marks)."""
    if convention == "byte_level":
        table = byte_level_decoder()
        if all(ch in table for ch in piece):
            return bytes(table[ch] for ch in piece)
    match = BYTE_TOKEN.match(piece)
    if match and convention == "sentencepiece":
        return bytes([int(match.group(1), 16)])
    if convention == "sentencepiece":
        piece = piece.replace("\u2581", " ")
    return piece.encode("utf-8")


def visible(text: str) -> str:
    """``text`` with spaces, new lines and tabs made visible."""
    return "".join(VISIBLE.get(ch, ch) for ch in text)


def bytes_text(data: bytes) -> str:
    """``<0xE2><0x82>``: bytes that are not text on their own."""
    return "".join(f"<0x{b:02X}>" for b in data)


def piece_label(piece: str, convention: str) -> str:
    """A piece as a reader reads it: its text with spaces made visible, or its bytes named."""
    data = piece_bytes(piece, convention)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return bytes_text(data)
    return visible(text) if text else piece


BYTE_LABEL = re.compile(r"^(<0x[0-9A-F]{2}>)+$")


def sentence_labels(labels) -> list[str]:
    """A sentence's token labels (:func:`piece_label` of each, special tokens by name), where a run of
    adjacent byte tokens that decodes together (the three bytes of "€") says so on its first token:
    "€ <0xE2>", "<0x82>", "<0xAC>".

    Parameters
    ----------
    labels : sequence of str
        One per token, in order.
    """
    labels = list(labels)
    is_bytes = [label.startswith("<0x") and BYTE_LABEL.match(label) is not None for label in labels]
    starts = [i for i, flag in enumerate(is_bytes) if flag and (i == 0 or not is_bytes[i - 1])]
    for start in starts:
        end = start + 1
        while end < len(labels) and is_bytes[end]:
            end += 1
        data = bytes.fromhex("".join(labels[start:end]).replace("<0x", "").replace(">", ""))
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = ""
        if text:
            labels[start] = f"{visible(text)} {labels[start]}"
    return labels


def read_facts(tokenizer) -> dict:
    """What :class:`~posviz.model.checkpoint.tokenizer.TokenizerVocabulary` needs to know of a
    ``tokenizers.Tokenizer`` once (plain values, so a tokenizer in another process can send them):
    its size with added tokens, special ids, unknown token and its id, model kind and convention."""
    unk = getattr(tokenizer.model, "unk_token", None) or "[UNK]"
    return {"size": tokenizer.get_vocab_size(with_added_tokens=True),
            "special_ids": frozenset(i for i, t in tokenizer.get_added_tokens_decoder().items() if t.special),
            "unk": unk, "unk_id": tokenizer.token_to_id(unk), "kind": type(tokenizer.model).__name__,
            "convention": tokenizer_convention(tokenizer)}
