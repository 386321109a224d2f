"""The stand-in locales, made from the English sources (Qt-free; ``tools/translations`` writes them).

- :func:`accented` (``en_XA``): every letter accented, about 40 % longer, in brackets. An English
  word left on screen is an unmarked string; a text whose closing bracket is missing was cut.
- :func:`mirrored` (``ar_XB``): the English sentence in brackets between right-to-left marks, so it
  is a right-to-left paragraph (aligned and ordered as an Arabic one) in a mirrored layout: what does
  not mirror (or mirrors what must not: a matrix) shows at once.

Placeholders (``{model}``, ``{count:,}``, ``%n``, ``%Ln``, ``%1``), HTML tags and entities and the
``&`` of a keyboard mnemonic are kept as they are, so the sentences still fill and parse.
"""
from __future__ import annotations

import math
import re

ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķļɱñöƥǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖƤǪŔŠŢÛṼŴẊÝŽ")
# Kept verbatim: format fields, Qt's %n / %Ln / %1, tags, entities, a mnemonic's "&x", "&&".
KEPT = re.compile(r"\{[^{}]*\}|%L?n|%\d+|<[^<>]*>|&[A-Za-z]+;|&#\d+;|&&|&\w")
FILLER = "ļöŕéɱ îƥšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîƥîšçîñĝ éļîţ"
GROWTH = 0.4
OPEN, CLOSE = "[", "]"
RLM = "\u200f"                     # right-to-left mark: a strong right-to-left character that is not seen


def _accent(text: str) -> str:
    out, at = [], 0
    for kept in KEPT.finditer(text):
        out.append(text[at:kept.start()].translate(ACCENTS))
        out.append(kept.group())
        at = kept.end()
    out.append(text[at:].translate(ACCENTS))
    return "".join(out)


def visible_length(text: str) -> int:
    """Characters a reader sees, counting a placeholder as one word of five (tags and "&" unseen)."""
    return len(KEPT.sub(lambda m: "xxxxx" if m.group()[0] in "{%" else m.group()[1:] if m.group()[1:].isalnum()
                        else "", text))


def _line(text: str) -> str:
    if not text.strip():
        return text
    extra = math.ceil(visible_length(text) * GROWTH)
    filler = (FILLER * (extra // len(FILLER) + 1))[:max(extra - 1, 1)]
    return f"{OPEN}{_accent(text)} {filler}{CLOSE}"


def accented(text: str) -> str:
    """``text`` accented, about 40 % longer and in brackets, each line on its own (a line is a sentence).

    Examples
    --------
    >>> accented("{model} cuts it.")
    '[{model} çûţš îţ. ļöŕéɱ]'
    """
    return "\n".join(_line(line) for line in text.split("\n"))


def mirrored(text: str) -> str:
    """``text`` in brackets, each line a right-to-left paragraph (it reads English, laid out mirrored)."""
    return "\n".join(f"{RLM}{OPEN}{line}{CLOSE}{RLM}" if line.strip() else line for line in text.split("\n"))


def placeholders(text: str) -> list[str]:
    """The placeholders of ``text`` in order: a translation must keep the same ones (any order)."""
    return [m.group() for m in KEPT.finditer(text) if m.group().startswith(("{", "%"))]
