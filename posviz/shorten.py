"""Text from a file or a name, made fit for a one-line message: short, plain, every character visible.

A file can hold a 5-million-character tensor name, a 4 MB ``model_type`` or a shard name with
terminal escape codes; quoted whole, the first blocks the GUI thread in a message box for seconds
and the last retitles and clears the user's terminal. Every message that quotes such text passes
it through :func:`shorten` (one value) or :func:`listing` (a list of them). Qt-free, no imports
beyond the standard library, so every layer (the command line included) uses the same rule.
"""
from __future__ import annotations

import unicodedata

MAX_QUOTED = 80          # characters of one quoted value
MAX_LISTED = 5           # values of a list before "and N more"
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
