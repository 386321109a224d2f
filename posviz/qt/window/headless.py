"""Draw a panel or the whole window off-screen for ``posviz export`` (QT_QPA_PLATFORM=offscreen).

The real window is built with the options asked for, never restores or autosaves (the user's own
lecture state stays untouched), and the panel is drawn at exactly the size asked for: a single
panel is taken out of the window into a top-level widget of that size.
"""
from __future__ import annotations

import sys

from PySide6 import QtCore, QtWidgets

from posviz.lecture.export_data import PANEL_TITLES, ExportError

_QUIET = ("propagateSizeHints",)    # the off-screen platform's harmless notes


def render_export(job: dict) -> None:
    """Write ``job["panel"]`` as ``job["fmt"]`` (png or svg) to ``job["out"]`` (see export_cli)."""
    _quiet_qt()
    from posviz.qt import create_window
    from posviz.qt.export.export import panel_widget, save_png, save_svg
    window = create_window(job["frame"].text, restore=False)
    window.persistence.disable()
    widget = window
    try:
        _apply(window.session, job)
        if job["panel"] != "window":
            widget = _detached(panel_widget(window, job["panel"]))
        _lay_out(widget, *job["size"], job["panel"])
        if job["fmt"] == "png":
            save_png(widget, job["out"], job["scale"])
        else:
            save_svg(widget, job["out"], f"posviz: {PANEL_TITLES[job['panel']]}")
    finally:
        for shown in {widget, window}:
            shown.close()
            shown.deleteLater()


def _apply(session, job: dict) -> None:
    session.set_reduce_motion(True)          # the sum is drawn finished, not mid-animation
    session.set_background(False)            # an export waits for its frame anyway
    if job.get("model") is not None and not session.set_layer(job["model"], job["settings"]):
        raise ExportError(session.message)
    if not session.set_input(job["frame"].text, job["settings"]):
        raise ExportError(session.message)
    session.set_heatmap_rows(job["length"])
    for name, setter in (("theme", session.set_theme), ("colormap", session.set_colormap)):
        if job[name] is not None and not setter(job[name]):
            raise ExportError(session.message)
    session.set_focus(job["focus"])


def _detached(widget: QtWidgets.QWidget) -> QtWidgets.QWidget:
    """``widget`` as a top-level widget of its own, so it can take any size."""
    widget.setParent(None)
    widget.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose, False)
    return widget


def _lay_out(widget: QtWidgets.QWidget, width: int, height: int, panel: str) -> None:
    widget.resize(width, height)
    widget.show()
    _settle()
    if (widget.width(), widget.height()) != (width, height):
        raise ExportError(f"the {panel} cannot be drawn at {width}x{height}: its layout needs at least "
                          f"{widget.minimumSizeHint().width()}x{widget.minimumSizeHint().height()}")


def _settle(ms: int = 150) -> None:
    """Run the event loop briefly: layouts, the heatmap's delayed render, first paints."""
    loop = QtCore.QEventLoop()
    QtCore.QTimer.singleShot(ms, loop.quit)
    loop.exec()
    QtWidgets.QApplication.processEvents()


def _quiet_qt() -> None:
    previous = None

    def handler(kind, context, message):
        if not any(note in message for note in _QUIET):
            if previous is not None:
                previous(kind, context, message)
            else:
                print(message, file=sys.stderr)
    previous = QtCore.qInstallMessageHandler(handler)
