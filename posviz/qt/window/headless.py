"""Draw a panel or the whole window off-screen for ``posviz export`` (QT_QPA_PLATFORM=offscreen).

The real window is built with the options asked for, never restores or autosaves (the user's own
lecture state stays untouched), and the picture is exactly the size asked for: the window as it
looks at that size, or a panel as a slide figure (see :mod:`posviz.qt.export.slide`).
"""
from __future__ import annotations

import sys

from PySide6 import QtCore, QtWidgets

from posviz.lecture.export_data import PANEL_TITLES, VIEW_PANELS, ExportError

_QUIET = ("propagateSizeHints",)    # the off-screen platform's harmless notes


def render_export(job: dict) -> None:
    """Write ``job["panel"]`` as ``job["fmt"]`` (png or svg) to ``job["out"]`` (see export_cli)."""
    _quiet_qt()
    from posviz.qt import create_window
    from posviz.qt.export import view_panels
    from posviz.qt.export.export import save_figure, save_png, save_svg
    window = create_window(job["frame"].text, restore=False)
    window.persistence.disable()
    window.room.keep_on_screen = False       # drawn at the asked size, whatever the (virtual) screen
    try:
        _apply(window.session, job)
        if job["panel"] in VIEW_PANELS:       # --length: the formula table's rows, or rope-decay's L
            view_panels.set_length(window, job["panel"], job["length"])
        if job["panel"] != "window":      # a panel is a slide figure of the asked size
            window.show()
            _settle()
            save_figure(window, job["panel"], job["out"], job["fmt"], job["scale"], QtCore.QSize(*job["size"]))
            return
        _lay_out(window, *job["size"], job["panel"])
        if job["fmt"] == "png":
            save_png(window, job["out"], job["scale"])
        else:
            save_svg(window, job["out"], f"posviz: {PANEL_TITLES[job['panel']]}")
    finally:
        window.close()
        window.deleteLater()


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
