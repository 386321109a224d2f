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

from contextvars import ContextVar
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
_english: ContextVar[bool] = ContextVar("posviz_english", default=False)     # making a Later's English value
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
    return f"{FSI}{value}{PDI}" if _rtl[0] and value and not _english.get() else value


def number(value: float, decimals: int | None = None) -> str:
    """``value`` as the user's locale writes it (12,345 / 12.345 / 12 345; 0.90 / 0,90) for screen
    text; files (CSV, NPY, JSON) keep Python's own machine-readable form and never call this."""
    return _plain_number(value, decimals) if _english.get() else _number(value, decimals)


def decimals_of(value: float) -> int:
    """The decimals Python's ``:g`` writes for ``value`` (10000 → 0, 1.5 → 1): for
    ``number(value, decimals_of(value))``, a setting as written, in the locale's decimal sign."""
    text = f"{value:g}"
    return len(text.split(".")[1]) if "." in text and "e" not in text else 0


INT_MAX = 2 ** 31 - 1
# Plural rules look at n % 100 (Arabic) or n's size (1, 2, few, many): every number >= 10^6 with the
# same last six digits falls in the same form, in every language shipped.
STAND_IN = 10 ** 6


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
        if _english.get():
            return _identity(self.name, text, disambiguation, n)
        if n > INT_MAX:                 # Qt counts in a C int: ask with a stand-in of the same plural form
            stand_in = STAND_IN + n % STAND_IN
            said = _translate(self.name, text, disambiguation, stand_in)
            return said.replace(_number(stand_in), _number(n)).replace(str(stand_in), str(n))
        return _translate(self.name, text, disambiguation, n)

    def __repr__(self) -> str:
        return f"Context({self.name!r})"


class Later(str):
    """A sentence kept in Qt-free data (a model's recipe, a frame's notes): its value is its English
    (what tests and files read, whatever language is on), and :func:`shown` makes it again in the
    current language from ``make`` (a function calling ``Ctx.tr``), so a kept sentence follows a
    language switch. Join or slice it and only the English is left: show it through :func:`shown`."""

    make: Callable[[], str]

    def __new__(cls, make: Callable[[], str]) -> "Later":
        flag = _english.set(True)       # per thread: a model loading in the background is safe
        try:
            text = make()
        finally:
            _english.reset(flag)
        made = super().__new__(cls, text)
        made.make = make
        return made

    def __copy__(self) -> "Later":
        return self

    def __deepcopy__(self, _memo) -> "Later":
        return self

    def __reduce__(self):
        return str, (str(self),)        # a file or another process gets the English


def shown(value: str) -> str:
    """``value`` as the screen shows it: a :class:`Later` made in the current language, any other
    string as it is."""
    return value.make() if isinstance(value, Later) else value


__all__ = ["Context", "Later", "decimals_of", "install", "isolate", "number", "set_right_to_left", "shown"]
