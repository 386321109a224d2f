"""Translatable sentences for every layer, Qt-free (issue 32).

Each module that shows words names its translation context once and marks every sentence with
that context's :meth:`Context.tr`, a whole sentence with named placeholders filled *after* the
translation::

    CompareTab = Context("CompareTab")          # the variable's name is the context's name
    text = CompareTab.tr("{model} cuts “{word}” into %n tokens.", None, count).format(model=..., word=...)

``pyside6-lupdate`` reads these calls (``Name.tr(text, disambiguation, n)``: the name before
``.tr`` becomes the context, a third argument makes the message a plural one), so the Qt-free
packages (model, lessons, lecture, practice, state) mark their sentences without importing Qt.
Until the Qt layer binds :func:`install` to ``QCoreApplication.translate``, a sentence is itself
(``%n`` replaced by the number); a translation is looked up on every call, so a caption rebuilt
after the language changed is in the new language (never cache a translated sentence).
"""
from __future__ import annotations

from typing import Callable

Translate = Callable[[str, str, "str | None", int], str]


def _identity(_context: str, text: str, _disambiguation: str | None = None, n: int = -1) -> str:
    """English as written: ``%Ln`` is the count with thousands separators, ``%n`` without."""
    if n < 0:
        return text
    return text.replace("%Ln", f"{n:,}").replace("%n", str(n))


def _plain_number(value: float, decimals: int | None = None) -> str:
    if isinstance(value, int) or decimals is None and float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.{decimals if decimals is not None else 2}f}"


_translate: Translate = _identity
_number: Callable[..., str] = _plain_number
_rtl = [False]
FSI, PDI = "\u2068", "\u2069"         # first-strong isolate, pop directional isolate


def install(translate: Translate | None, number: Callable[..., str] | None = None) -> None:
    """Bind the look-up (``QCoreApplication.translate``) and the number format (the locale's);
    None restores English and Python's own formatting."""
    global _translate, _number
    _translate = translate or _identity
    _number = number or _plain_number


def set_right_to_left(on: bool) -> None:
    """Whether the sentences are read right to left now (Arabic): :func:`isolate` then isolates."""
    _rtl[0] = on


def isolate(value: str) -> str:
    """``value`` (a model's name, a word of the sentence, a token: data, often Latin) ready to be put
    into a sentence: in a right-to-left language it is wrapped in Unicode isolates, so it keeps its
    own direction, does not pull its neighbours (“«the» toy” read as “toy «the»”) and does not make a
    sentence that starts with it run left to right. Elsewhere it is ``value`` itself."""
    return f"{FSI}{value}{PDI}" if _rtl[0] and value else value


def number(value: float, decimals: int | None = None) -> str:
    """``value`` as the user's locale writes it (12,345 / 12.345 / 12 345; 0.90 / 0,90) for screen
    text; files (CSV, NPY, JSON) keep Python's own machine-readable form and never call this."""
    return _number(value, decimals)


class Context:
    """A translation context: the name of one area's sentences (``ComparePanel``, ``CompareCaptions``).

    Bind it to a module-level variable of the same name: lupdate takes the context from the name
    written before ``.tr`` (tests/test_translations.py checks the two agree).
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` in the current language; with ``n`` (>= 0) the plural form for ``n`` and ``%n``
        / ``%Ln`` replaced by it. Pass literals only: lupdate reads the call, not a variable."""
        return _translate(self.name, text, disambiguation, n)

    def __repr__(self) -> str:
        return f"Context({self.name!r})"


__all__ = ["Context", "install", "isolate", "number", "set_right_to_left"]
