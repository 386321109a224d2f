"""Zoom and themes, applied to the application from the session's view options (each panel that
draws with a colour map follows ``colormapChanged`` itself).

One zoom factor scales the application font, a theme sets the application palette; every Qt widget
and every QPainter-drawn panel follows them, and pyqtgraph plots restyle their axes on the same
events (:mod:`posviz.qt.widgets.plot_style`).
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context
from posviz.qt.widgets import plot_style

Qt = QtCore.Qt
Themes = Context("Themes")
THEMES = ("system", "light", "dark", "high-contrast")


def theme_labels() -> dict[str, str]:
    """Each theme's name in View → Theme, in the current language."""
    return {"system": Themes.tr("Follow the system"), "light": Themes.tr("Light"),
            "dark": Themes.tr("Dark"), "high-contrast": Themes.tr("High contrast")}


PLACEHOLDER = {"light": "#6b6b6b", "dark": "#8c8c8c", "high-contrast": "#ffffff"}


def _palette(theme: str) -> QtGui.QPalette:
    """The palette of a theme ("light", "dark", "high-contrast")."""
    colours = {
        "light": ("#f4f4f4", "#ffffff", "#1a1a1a", "#e6e6e6", "#2563c9", "#ffffff", "#9a9a9a"),
        "dark": ("#23262b", "#1b1d21", "#e8e8e8", "#33373d", "#4c8dff", "#101010", "#777777"),
        "high-contrast": ("#000000", "#000000", "#ffffff", "#000000", "#ffd400", "#000000", "#ffffff"),
    }[theme]
    window, base, text, button, highlight, highlighted_text, mid = (QtGui.QColor(c) for c in colours)
    palette = QtGui.QPalette()
    role = QtGui.QPalette.ColorRole
    for r, c in ((role.Window, window), (role.Base, base), (role.AlternateBase, button),
                 (role.WindowText, text), (role.Text, text), (role.ButtonText, text),
                 (role.Button, button), (role.Highlight, highlight), (role.HighlightedText, highlighted_text),
                 (role.ToolTipBase, base), (role.ToolTipText, text), (role.Mid, mid), (role.Dark, mid),
                 (role.PlaceholderText, mid), (role.BrightText, highlight), (role.Link, highlight)):
        palette.setColor(r, c)
    # Hints typed in grey are text too: at least 4.5 : 1 on the field (mid, for frames, is lighter).
    palette.setColor(role.PlaceholderText, QtGui.QColor(PLACEHOLDER[theme]))
    palette.setColor(QtGui.QPalette.ColorGroup.Disabled, role.Text, mid)
    palette.setColor(QtGui.QPalette.ColorGroup.Disabled, role.WindowText, mid)
    palette.setColor(QtGui.QPalette.ColorGroup.Disabled, role.ButtonText, mid)
    return palette


def resolved_theme(theme: str) -> str:
    """"system" becomes "dark" or "light" from the platform's colour scheme."""
    if theme != "system":
        return theme
    hints = QtGui.QGuiApplication.styleHints()
    scheme = hints.colorScheme() if hasattr(hints, "colorScheme") else Qt.ColorScheme.Unknown
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


class Appearance(QtCore.QObject):
    """Applies the session's zoom and theme to the application: its font and its palette.

    Every widget hears of them from Qt (``FontChange``, ``PaletteChange``) and restyles itself: plots
    with :mod:`posviz.qt.widgets.plot_style`, status texts with :func:`~posviz.qt.widgets.text_style.set_status_colour`.
    Nothing here walks the window's widgets.
    """

    def __init__(self, session, window: QtWidgets.QWidget) -> None:
        super().__init__(window)
        self.session, self.window = session, window
        # The platform's own size, not the app font's: that one already carries any earlier zoom.
        self._base_point_size = plot_style.system_point_size()
        session.zoomChanged.connect(self._on_zoom_changed)
        session.themeChanged.connect(self._on_theme_changed)
        hints = QtGui.QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):      # Qt >= 6.5
            # A method, not a lambda: the style hints outlive every window, and Qt drops a method's
            # connection when this object goes; a lambda kept the closed window's whole graph alive.
            hints.colorSchemeChanged.connect(self._on_scheme_changed)

    def apply_all(self) -> None:
        """Apply every setting now (at start, after panels were built)."""
        self._on_theme_changed(self.session.theme)
        self._on_zoom_changed(self.session.zoom)

    def _on_scheme_changed(self, *_) -> None:
        self._on_theme_changed(self.session.theme)

    def _on_zoom_changed(self, zoom: float) -> None:
        app = QtWidgets.QApplication.instance()
        font = QtGui.QFont(app.font())
        font.setPointSizeF(self._base_point_size * zoom)
        app.setFont(font)   # propagates to every widget that has not set a font of its own
        _deliver(QtCore.QEvent.Type.ApplicationFontChange, QtCore.QEvent.Type.FontChange)

    def _on_theme_changed(self, theme: str) -> None:
        app = QtWidgets.QApplication.instance()
        name = resolved_theme(theme)
        if app.style().name().lower() != "fusion":
            app.setStyle("Fusion")    # once: each call builds a new style (PySide keeps the old one's wrapper)
        app.setPalette(_palette(name))
        _deliver(QtCore.QEvent.Type.ApplicationPaletteChange, QtCore.QEvent.Type.PaletteChange)
        self.window.setProperty("theme", name)


def _deliver(*kinds: QtCore.QEvent.Type) -> None:
    """Hand every widget its font or palette change now (Qt posts them), so that when the session's
    setter returns every widget, plot and status text already shows the new zoom or theme."""
    for kind in kinds:
        QtCore.QCoreApplication.sendPostedEvents(None, kind)
