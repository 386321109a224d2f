"""Preferences kept between runs in QSettings: window geometry, theme, zoom, colour map, sentence, scheme.

QSettings files can be edited by hand, copied from another machine or written by a newer posviz,
and the INI format gives every value back as text. So each value is checked on the way in: one of
the wrong type or out of range is ignored with a logged note, and values written by a newer
version are ignored altogether. Reading preferences never raises.
"""
from __future__ import annotations

import logging
import math
import os
import stat
import sys
import tempfile
from typing import Any

from PySide6 import QtCore

from posviz.model.settings import SCHEMES
from posviz.lecture.state import MAX_TEXT

log = logging.getLogger("posviz.preferences")

VERSION = 1
MAX_SETTINGS_BYTES = 1_000_000   # the file holds a few hundred bytes; Qt reads all of it at start
KEYS = {"theme": "view/theme", "zoom": "view/zoom", "colormap": "view/colormap",
        "sentence": "input/sentence", "scheme": "input/scheme", "geometry": "window/geometry"}


def open_settings() -> QtCore.QSettings:
    """The user's posviz settings (organisation and application names come from the QApplication).

    Qt reads the whole file when the store is made, and would wait forever on a FIFO or read a
    device without end: a settings file that is not a regular file of at most MAX_SETTINGS_BYTES
    is left alone (logged), and the preferences live in memory for this run.
    """
    problem = settings_file_problem(settings_path())
    if problem:
        log.warning("ignoring the settings file %s: %s; preferences are not kept this time", settings_path(), problem)
        scratch = os.path.join(tempfile.mkdtemp(prefix="posviz-settings-"), "posviz.conf")
        return QtCore.QSettings(scratch, QtCore.QSettings.Format.IniFormat)
    return QtCore.QSettings()


def settings_path() -> str:
    """Where QSettings keeps posviz's preferences on Linux and other XDG systems ("" elsewhere:
    macOS and Windows keep them in their own stores)."""
    if sys.platform in ("darwin", "win32"):
        return ""
    app = QtCore.QCoreApplication
    folder = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.GenericConfigLocation)
    return os.path.join(folder, app.organizationName() or "Unknown Organization", f"{app.applicationName()}.conf")


def settings_file_problem(path: str) -> str:
    """Why the file at ``path`` must not be given to QSettings ("" when it may, or does not exist)."""
    try:
        status = os.stat(path) if path else None
    except OSError:
        return ""
    if status is None:
        return ""
    if not stat.S_ISREG(status.st_mode):
        return "it is not a regular file (a FIFO, a device or a folder)"
    if status.st_size > MAX_SETTINGS_BYTES:
        return f"it is {status.st_size / 1e6:,.1f} MB, and posviz's settings are a few hundred bytes"
    return ""


def read_preferences(store: QtCore.QSettings, themes, colormaps, zoom_range) -> dict[str, Any]:
    """The valid preferences in ``store``, by name (keys of KEYS); anything else is logged and left out."""
    try:
        version = _read(store, "version")
        if version is not None:
            number = _as_number(version)
            if number is None or not float(number).is_integer():
                log.warning("ignoring saved preferences: their version %r is not a whole number", version)
                return {}
            if number > VERSION:
                log.warning("ignoring saved preferences written by a newer posviz (version %d; this one "
                            "reads up to %d)", int(number), VERSION)
                return {}
        checks = {"theme": lambda v: v if v in themes else None,
                  "colormap": lambda v: v if v in colormaps else None,
                  "scheme": lambda v: v if v in SCHEMES else None,
                  "sentence": lambda v: v if isinstance(v, str) and len(v) <= MAX_TEXT else None,
                  "zoom": lambda v: _zoom(v, zoom_range),
                  "geometry": lambda v: v if isinstance(v, QtCore.QByteArray) and not v.isEmpty() else None}
        return {name: value for name, value in ((n, _checked(store, n, c)) for n, c in checks.items())
                if value is not None}
    except Exception as exc:       # a settings file must never stop the app from starting
        log.warning("ignoring saved preferences: they could not be read (%s)", exc)
        return {}


def write_preferences(store: QtCore.QSettings, **values: Any) -> None:
    """Store ``values`` (names of KEYS) and the format version."""
    store.setValue("version", VERSION)
    for name, value in values.items():
        store.setValue(KEYS[name], value)
    store.sync()


def _read(store: QtCore.QSettings, key: str) -> Any:
    return store.value(key) if store.contains(key) else None


def _checked(store: QtCore.QSettings, name: str, check) -> Any:
    raw = _read(store, KEYS[name])
    if raw is None:
        return None
    value = check(raw) if not isinstance(raw, (list, dict)) else None
    if value is None:
        log.warning("ignoring the saved %s: %r is not a valid value (of type %s)", name, raw, type(raw).__name__)
    return value


def _as_number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def _zoom(value: Any, zoom_range) -> float | None:
    number = _as_number(value)
    return number if number is not None and zoom_range[0] <= number <= zoom_range[1] else None
