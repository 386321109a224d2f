"""The window's language (issue 32): posviz's translations and Qt's own, numbers in the language's
locale, the mirrored layout for Arabic, a font chain that has every script's glyphs, and View →
Language, switched at run time without a restart.

Switching installs the translators; Qt then sends every widget a LanguageChange event, on which a
panel makes its words again from its state (:meth:`ComparePanel.retranslate`). Qt-free modules get
their sentences through :mod:`posviz.i18n`, bound here to ``QCoreApplication.translate``.
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz import i18n
from posviz.assets import resource_path
from posviz.i18n.languages import BY_CODE, ENGLISH, LANGUAGES, language, user_default

SETTING = "view/language"                    # "" or missing: the user's own language
# Tried in order for glyphs the first family lacks: Arabic, then Simplified Chinese (Debian names
# first, then macOS and Windows ones); families not installed are left out.
FALLBACKS = ("DejaVu Sans", "Noto Sans", "Noto Sans Arabic", "Noto Naskh Arabic", "Droid Sans Fallback",
             "WenQuanYi Micro Hei", "Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Geeza Pro",
             "Microsoft YaHei", "Segoe UI")
Menu = i18n.Context("Menu")
_translators: list[QtCore.QTranslator] = []
_current = [ENGLISH]


def _translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QtCore.QCoreApplication.translate(context, text, disambiguation, n)


def _number(value, decimals: int | None = None) -> str:
    locale = QtCore.QLocale()
    if isinstance(value, int) or decimals is None and float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "f", 2 if decimals is None else decimals)


def bind() -> None:
    """Route :mod:`posviz.i18n` through Qt's translators and the default locale (once the app exists).

    Under the C locale (LANG=C, a bare container) the sentences are English: their numbers are written as
    in English (12,345), not as C writes them (12345, no grouping)."""
    if QtCore.QLocale().language() == QtCore.QLocale.Language.C:
        QtCore.QLocale.setDefault(QtCore.QLocale("en_US"))
    i18n.install(_translate, _number)


def current() -> str:
    """The code of the language in use."""
    return _current[0]


def saved_or_default() -> str:
    """The language saved in View → Language, else the first of the user's languages posviz has."""
    stored = QtCore.QSettings().value(SETTING, "")
    if isinstance(stored, str) and stored in BY_CODE:
        return stored
    return user_default(QtCore.QLocale.system().uiLanguages())


def font_chain(font: QtGui.QFont) -> QtGui.QFont:
    """``font`` with the installed :data:`FALLBACKS` after its own family (glyphs it lacks come from them)."""
    installed = set(QtGui.QFontDatabase.families())
    families = [font.family()] + [f for f in FALLBACKS if f in installed and f != font.family()]
    chained = QtGui.QFont(font)
    chained.setFamilies(families)
    return chained


def apply(code: str) -> None:
    """Show posviz in language ``code`` from now on: translators, locale, direction and fonts.

    Raises
    ------
    ValueError
        ``code`` is not a shipped language or stand-in (the message names them).
    """
    chosen = language(code)
    app = QtWidgets.QApplication.instance()
    bind()
    i18n.set_right_to_left(chosen.rtl)
    QtCore.QLocale.setDefault(QtCore.QLocale(chosen.locale))
    app.setLayoutDirection(QtCore.Qt.LayoutDirection.RightToLeft if chosen.rtl
                           else QtCore.Qt.LayoutDirection.LeftToRight)
    app.setFont(font_chain(app.font()))
    while _translators:
        app.removeTranslator(_translators.pop())
    for translator in _load(chosen):
        app.installTranslator(translator)
        _translators.append(translator)
    _current[0] = chosen.code


def _load(chosen) -> list[QtCore.QTranslator]:
    """posviz's translator for ``chosen`` and Qt's own (its dialogs' buttons), those that exist."""
    found = []
    if chosen.code != ENGLISH:
        ours = QtCore.QTranslator()
        if ours.load(str(resource_path(f"translations/posviz_{chosen.code}.qm"))):
            found.append(ours)
    if not chosen.pseudo and chosen.code != ENGLISH:
        qt_own = QtCore.QTranslator()
        folder = QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_own.load(f"qtbase_{chosen.code}", folder):
            found.append(qt_own)
    return found


class LanguageMenu(QtWidgets.QMenu):
    """View → Language: every shipped language by its own name and the two stand-ins; the choice
    is saved and shown at once in every open view."""

    def __init__(self, parent: QtWidgets.QWidget) -> None:
        super().__init__(parent)
        self.group = QtGui.QActionGroup(self)
        self.choices = {}
        for lang in LANGUAGES:
            action = self.addAction(lang.name)
            action.setCheckable(True)
            action.setChecked(lang.code == current())
            action.triggered.connect(lambda _=False, code=lang.code: self.choose(code))
            self.group.addAction(action)
            self.choices[lang.code] = action
        self._name()

    def _name(self) -> None:
        self.setTitle(Menu.tr("&Language"))

    def choose(self, code: str) -> None:
        """Switch to ``code`` now and keep it for the next start."""
        QtCore.QSettings().setValue(SETTING, code)
        apply(code)
        self.choices[code].setChecked(True)

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self._name()
