"""Test-wide set-up: Qt runs off-screen; each test has its own data and config folders and leaves the
application's font, palette and style as it found them."""
import os
import sys
import tempfile

import pytest

# Before anything imports Qt: no display is needed, and the user's own settings are never touched.
_home = tempfile.mkdtemp(prefix="posviz-test-home-")
# A 1920 x 1080 desktop screen (offscreen's own is 800 x 600, where the window shows one panel at a
# time); tests of projector sizes make their own screens (test_room_layout.py).
_screens = os.path.join(_home, "screens.json")
with open(_screens, "w") as _file:
    _file.write('{"screens": [{"name": "desktop", "x": 0, "y": 0, "width": 1920, "height": 1080, '
                '"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}')
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={_screens}")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_home, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_home, "data")

# Property tests assert values, never timings: no per-example deadline (hypothesis's default 200 ms
# made tests flaky on a shared 2-core machine and under python -X dev).
from hypothesis import settings  # noqa: E402

settings.register_profile("posviz", deadline=None)
settings.load_profile("posviz")


def pytest_configure(config):
    """``POSVIZ_GUI_STALLS=1``: report the GUI thread's largest stall over the window tests (stall_watch.py)."""
    if os.environ.get("POSVIZ_GUI_STALLS"):
        sys.path.insert(0, os.path.dirname(__file__))
        from stall_watch import StallWatch
        config.pluginmanager.register(StallWatch(), "posviz-gui-stalls")


@pytest.hookimpl(optionalhook=True)        # without xdist (-p no:xdist) the hook does not exist
def pytest_xdist_auto_num_workers(config):
    """``-n auto``: one worker more than the cores this process may use. Window tests spend part of
    their time waiting for frames and timers; a third worker on 2 cores took the suite from 303 s to
    286 s, the same tests passing."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:              # macOS, Windows
        cores = os.cpu_count() or 1
    return cores + 1


@pytest.fixture(autouse=True)
def own_folders(tmp_path_factory, monkeypatch):
    """Each test gets empty data and config folders (drafts, autosaves, preferences).

    The folders are not under ``tmp_path``, so a test that lists its own ``tmp_path`` sees only what
    it wrote. QSettings keeps the config folder it found first, so its path is set here too.
    """
    home = tmp_path_factory.mktemp("home")
    data, config = home / "data", home / "config"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    QtCore = sys.modules.get("PySide6.QtCore")   # a Qt-free test does not load Qt for this
    if QtCore is not None:
        for form in (QtCore.QSettings.Format.NativeFormat, QtCore.QSettings.Format.IniFormat):
            QtCore.QSettings.setPath(form, QtCore.QSettings.Scope.UserScope, str(config))
    yield home


@pytest.fixture(autouse=True)
def app_looks_restored():
    """After each test the application-wide font and palette are the platform's again, and the style
    the one it had (zoom and themes change them for the whole process). The platform's own values,
    not the ones found before the test: a test that created the application itself (no qtbot) left
    its theme behind for every later test to take as the starting point."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    style = app.style().name() if app is not None else None
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is None:
        return
    from PySide6 import QtGui
    if style is not None and app.style().name() != style:
        app.setStyle(style)                      # only if changed: each setStyle builds a new style
    app.setPalette(app.style().standardPalette())
    app.setFont(QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.GeneralFont))


@pytest.fixture(autouse=True)
def cycles_freed_after_each_test():
    """What a test left in cycles is collected after it, on this (the GUI) thread, when due: once a
    session has switched automatic collection off (posviz.qt.gui_collector), tests that run no event
    loop (Qt-free ones after a window test in the same worker) would otherwise never collect."""
    yield
    module = sys.modules.get("posviz.qt.gui_collector")
    collector = module.installed() if module is not None else None
    if collector is not None:
        collector.check()
