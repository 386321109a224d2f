"""The compare view as a PNG, drawn off-screen for ``posviz export compare`` (no window, no session)."""
from __future__ import annotations

import os

from PySide6 import QtCore, QtWidgets

from posviz.qt.export.export import save_png
from posviz.qt.panels.compare.view import CompareView


def _settle(ms: int = 100) -> None:
    loop = QtCore.QEventLoop()
    QtCore.QTimer.singleShot(ms, loop.quit)
    loop.exec()


def render_compare(comparison, char: int, path: str | os.PathLike, width: int, height: int, scale: float = 1.0,
                   language: str | None = None) -> None:
    """Write the compare view of ``comparison`` (character ``char`` chosen) as a PNG ``width`` wide,
    at least ``height`` high (taller when the wrapped chips need it), times ``scale``; its words in
    ``language`` (``posviz --language de export compare …``; default: as the process shows them)."""
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(["posviz"])
    app.setStyle("Fusion")
    if language:
        from posviz.qt.language import apply
        apply(language)                  # translators, locale, direction and the font chain
    view = CompareView()
    try:
        view.show_comparison(comparison, char)
        view.resize(width, height)
        view.show()
        _settle()
        view.resize(width, max(height, view.minimumSizeHint().height()))
        _settle()
        save_png(view, path, scale)
    finally:
        view.close()
        view.deleteLater()
        QtWidgets.QApplication.processEvents()
