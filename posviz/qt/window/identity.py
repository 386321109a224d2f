"""posviz's identity on the desktop: its icon and the name that ties the window to its launcher."""
from __future__ import annotations

from PySide6 import QtGui

from posviz.assets import APP_ID, ICON_SIZES, resource_path


def app_icon() -> QtGui.QIcon:
    """The icon at every shipped PNG size (no SVG icon plugin needed; Qt picks the nearest size)."""
    icon = QtGui.QIcon()
    for size in ICON_SIZES:
        path = resource_path(f"icons/posviz-{size}.png")
        if path.is_file():
            icon.addFile(str(path))
    return icon


def apply_identity(app: QtGui.QGuiApplication) -> None:
    """Window icon for every window, and the desktop file name (Wayland app id, launcher grouping)."""
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
