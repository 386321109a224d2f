"""The shipped languages, the two stand-in locales, and which one a user gets by default. Qt-free."""
from __future__ import annotations

from dataclasses import dataclass

from posviz.i18n import Context

Languages = Context("Languages")


@dataclass(frozen=True)
class Language:
    """One choice of View → Language.

    Attributes
    ----------
    code : str
        The ``.qm`` file's suffix (``posviz_<code>.qm``) and ``--language``'s value.
    name : str
        The language's name in itself (a German finds "Deutsch" whatever language is showing).
    locale : str
        The Qt locale of numbers and Qt's own dialogs (``qtbase_<qt>.qm``).
    rtl : bool
        The layout is mirrored (matrices, plots and token chips still run left to right).
    pseudo : bool
        A stand-in generated from the English sources for testing layouts, not a translation.
    """

    code: str
    name: str
    locale: str
    rtl: bool = False
    pseudo: bool = False


ENGLISH = "en"
PSEUDO = "en_XA"           # accented, about 40 % longer, bracketed: finds unmarked and cut text
MIRRORED = "ar_XB"         # the English sentences in a mirrored layout: finds what does not mirror
LANGUAGES = (
    Language(ENGLISH, "English", "en_US"),
    Language("de", "Deutsch", "de_DE"),
    Language("es", "Español", "es_ES"),
    Language("fr", "Français", "fr_FR"),
    Language("zh_CN", "简体中文", "zh_CN"),
    Language("ar", "العربية", "ar_DZ", rtl=True),   # Western digits, as the matrices and chips
    Language(PSEUDO, "[Ƥšéûðô-ļôçåļé]", "en_US", pseudo=True),
    Language(MIRRORED, "[Mirrored pseudo-locale]", "en_US", rtl=True, pseudo=True),
)
BY_CODE = {language.code: language for language in LANGUAGES}
TRANSLATED = tuple(language.code for language in LANGUAGES if language.code != ENGLISH and not language.pseudo)


def language(code: str) -> Language:
    """The language of ``code`` ("de", "zh_CN", "zh-CN" and "de_AT" are read too).

    Raises
    ------
    ValueError
        No shipped language or stand-in matches; the message names the choices.
    """
    found = match(code)
    if found is None:
        raise ValueError(Languages.tr("There is no language “{code}”: choose one of {codes}.").format(
            code=code, codes=", ".join(BY_CODE)))
    return BY_CODE[found]


def match(tag: str) -> str | None:
    """The code of the shipped language a BCP 47 / POSIX tag asks for, or None.

    Simplified Chinese is chosen for ``zh``, ``zh-CN``, ``zh-SG`` and ``zh-Hans-*`` only, not for
    Traditional Chinese (``zh-TW``, ``zh-Hant``), whose readers are better served by English.
    """
    tag = tag.strip().replace("-", "_").split(".")[0].split("@")[0]
    if tag in BY_CODE:
        return tag
    parts = tag.split("_")
    base = parts[0].lower()
    if base == "zh":
        rest = {p.upper() for p in parts[1:]}
        return "zh_CN" if not rest or rest & {"CN", "SG", "HANS"} else None
    return base if base in BY_CODE and not BY_CODE[base].pseudo else None


def user_default(ui_languages: list[str]) -> str:
    """The first of the user's preferred languages that posviz ships, else English."""
    for tag in ui_languages:
        found = match(tag)
        if found is not None:
            return found
    return ENGLISH
