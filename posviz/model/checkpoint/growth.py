"""How much longer a tokenizer.json's normalizer (or decoder) can make a text, read from the file.

A normalizer is a pipeline of rewrites the ``tokenizers`` library runs before splitting: a chain
of seven ``Replace("a" -> ten "a")`` makes one character ten million, and the library allocates
them all (2 GB and more) before posviz could stop it. The bound here is computed from the file
alone, before any text is given to the library: every step maps a text of n characters to at
most ``a * n + b`` characters, and the steps of a sequence compose. It is an upper bound (safe),
not an estimate; real normalizers stay within a few times the text (NFKC: 18, BERT's: 36).
"""
from __future__ import annotations

import base64
import math
import struct

# Longest expansion of one character by each fixed rewrite (Unicode: NFKC/NFKD of U+FDFA is 18
# characters; NFD 4; lower-casing 3; byte-level: a character's UTF-8 bytes, 4).
FIXED_GROWTH = {"NFC": 3, "NFD": 4, "NFKC": 18, "NFKD": 18, "Lowercase": 3, "ByteLevel": 4,
                "Strip": 1, "StripAccents": 1, "Nmt": 1, "Fuse": 1, "ByteFallback": 1,
                "BPEDecoder": 2, "CTC": 1, "Metaspace": 2, "WordPiece": 2}
UNKNOWN_GROWTH = 18          # a step this module does not know (the library refuses most of them)
Bound = tuple[float, float]  # (a, b): n characters become at most a * n + b


def compose(first: Bound, then: Bound) -> Bound:
    """The bound of ``then`` applied after ``first``."""
    return first[0] * then[0], then[0] * first[1] + then[1]


def _replace(spec: dict) -> Bound:
    content = spec.get("content")
    content = len(content) if isinstance(content, str) else UNKNOWN_GROWTH
    pattern = spec.get("pattern") if isinstance(spec.get("pattern"), dict) else {}
    literal = pattern.get("String")
    if isinstance(literal, str) and literal:
        return max(1.0, content / len(literal)), 0.0
    # A regex (or an empty string) may match between every two characters: n + (n + 1) * content.
    return 1.0 + content, float(content)


def _precompiled(spec: dict) -> Bound:
    """SentencePiece's compiled character map: the longest string it can put for one character."""
    try:
        blob = base64.b64decode(spec.get("precompiled_charsmap") or b"")
        trie_size = struct.unpack_from("<I", blob)[0]
        strings = blob[4 + trie_size:].split(b"\0")
        longest = max((len(s.decode("utf-8", "replace")) for s in strings), default=1)
    except (ValueError, TypeError, struct.error):
        longest = len(str(spec.get("precompiled_charsmap")))     # unreadable: the blob's whole length
    return float(max(1, longest)), 0.0


def _bert(spec: dict) -> Bound:
    a = 3.0 if spec.get("handle_chinese_chars", True) else 1.0        # " 中 "
    if spec.get("lowercase", True) or spec.get("strip_accents"):
        a *= FIXED_GROWTH["NFD"] * FIXED_GROWTH["Lowercase"]
    return a, 0.0


def growth(spec, depth: int = 0) -> Bound:
    """The bound ``(a, b)`` of one normalizer or decoder as written in tokenizer.json.

    Parameters
    ----------
    spec : dict or None
        The ``"normalizer"`` (or ``"decoder"``) entry; None is the identity.
    """
    if spec is None:
        return 1.0, 0.0
    if not isinstance(spec, dict) or depth > 50:
        return float(UNKNOWN_GROWTH), 0.0
    kind = spec.get("type")
    if kind == "Sequence":
        bound = (1.0, 0.0)
        for step in spec.get("normalizers", spec.get("decoders", spec.get("pretokenizers", []))) or []:
            bound = compose(bound, growth(step, depth + 1))
        return bound
    if kind == "Replace":
        return _replace(spec)
    if kind == "Prepend":
        prepend = spec.get("prepend")
        return 1.0, float(len(prepend) if isinstance(prepend, str) else UNKNOWN_GROWTH)
    if kind == "Precompiled":
        return _precompiled(spec)
    if kind == "BertNormalizer":
        return _bert(spec)
    if kind == "Strip" and "content" in spec:      # the decoder's Strip removes characters
        return 1.0, 0.0
    return float(FIXED_GROWTH.get(kind, UNKNOWN_GROWTH)), 0.0


def longest_input(bound: Bound, budget: int) -> int:
    """The longest text (characters) whose output stays within ``budget`` characters under ``bound``."""
    a, b = bound
    if not math.isfinite(a) or not math.isfinite(b) or a * 1 + b > budget:
        return 0
    return int((budget - b) // a)
