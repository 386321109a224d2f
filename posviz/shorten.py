"""Text from a file or a name, made fit for a one-line message: short, plain, every character visible.

A file can hold a 5-million-character tensor name, a 4 MB ``model_type`` or a shard name with
terminal escape codes; quoted whole, the first blocks the GUI thread in a message box for seconds
and the last retitles and clears the user's terminal. Every message that quotes such text passes
it through :func:`shorten` (one value) or :func:`listing` (a list of them). Qt-free, no imports
beyond the standard library, so every layer (the command line included) uses the same rule.
"""
from __future__ import annotations

import re
import unicodedata

MAX_QUOTED = 80          # characters of one quoted value
MAX_LISTED = 5           # values of a list before "and N more"
MAX_RUN = 300            # characters of one unbroken run in a whole message (a long path still fits)
MAX_MESSAGE = 1_000      # characters of a whole message
_LONG_RUN = re.compile(r"\S{%d,}" % (MAX_RUN + 1))
_RUN_REST = re.compile(r"\S*")
_INVISIBLE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\x1b": "\\e"}


def _visible(char: str) -> str:
    """``char``, or its escape when it is a control or formatting character (C0, C1, bidi, ...)."""
    if char in _NAMED:
        return _NAMED[char]
    if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
        code = ord(char)
        return f"\\x{code:02x}" if code < 0x100 else (f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
    return char


def shorten(text, limit: int = MAX_QUOTED) -> str:
    """``text`` cut to about ``limit`` characters (its full length then stated), controls escaped.

    Only the first ``limit`` characters are looked at, so a 5-million-character name costs as
    much as a short one.

    Examples
    --------
    >>> shorten("model.\\x1b]0;pwned\\x07")
    'model.\\\\e]0;pwned\\\\x07'
    >>> shorten("x" * 100_000, 10)
    'xxxxxxxxxx… (100,000 characters in all)'
    """
    text = text if isinstance(text, str) else str(text)
    head = "".join(_visible(c) for c in text[:limit])
    cut = len(text) > limit or len(head) > limit     # escapes made it longer: cut on the escaped text
    return f"{head[:limit]}… ({len(text):,} characters in all)" if cut else head


def listing(items, limit: int = MAX_LISTED, width: int = MAX_QUOTED) -> str:
    """Up to ``limit`` of ``items``, each shortened to ``width``, joined by ", ", then "and N more".

    ``items`` must support ``len`` and slicing (a list or tuple): only the first ``limit`` are read.
    """
    items = list(items) if not hasattr(items, "__getitem__") else items
    shown = ", ".join(shorten(item, width) for item in items[:limit])
    rest = len(items) - min(len(items), limit)
    return f"{shown} and {rest:,} more" if rest else shown


MAX_LABEL = 60           # characters of a token's text drawn as a label (a row, a chip, an axis)
MAX_SHOWN = 400          # characters of a longer text drawn in full width (a quiz choice)


def clip(text: str, limit: int = MAX_LABEL) -> str:
    """``text`` cut to ``limit`` characters with "…" for drawing: laying out one 99,000-character
    token (or a 5,000-character choice) took the GUI thread seconds; nobody reads past a line."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def quoted(text, limit: int = MAX_QUOTED) -> str:
    """``text`` shortened (:func:`shorten`) between single quotes, for a name inside a sentence."""
    return f"'{shorten(text, limit)}'"


def plain_message(text, limit: int = MAX_MESSAGE) -> str:
    """A whole message made one plain line: unbroken runs over :data:`MAX_RUN` characters cut (a
    name a sentence quoted whole), control and invisible formatting characters escaped, the whole
    cut at ``limit`` characters with its full length stated. Linear in ``limit``, not in ``text``.
    """
    text = text if isinstance(text, str) else str(text)
    head = text[:limit * 8]                      # nobody reads past the limit: bound the work

    def cut_run(match) -> str:
        run = match.group()
        if match.end() == len(head) < len(text):     # the run goes on past the bound: measure it whole
            run = head[match.start():] + _RUN_REST.match(text, len(head)).group()
        return shorten(run, MAX_RUN)
    head = _INVISIBLE.sub(lambda match: _visible(match.group()), _LONG_RUN.sub(cut_run, head))
    if len(head) > limit or len(text) > limit * 8:
        return f"{head[:limit]}… ({len(text):,} characters in all)"
    return head
