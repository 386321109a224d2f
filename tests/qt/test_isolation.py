"""Each test has its own data and config folders (tests/conftest.py), seen by Qt as by Python."""
import os
from pathlib import Path

import pytest

from PySide6 import QtCore

from posviz.qt.lecture import persistence, preferences
from posviz.qt.panels.practice import drafts_folder


def test_each_test_has_its_own_empty_folders(qtbot, own_folders):
    data, config = own_folders / "data", own_folders / "config"
    assert os.environ["XDG_DATA_HOME"] == str(data) and os.environ["XDG_CONFIG_HOME"] == str(config)
    assert persistence.data_dir().is_relative_to(data) and drafts_folder().is_relative_to(data)
    assert Path(preferences.open_settings().fileName()).is_relative_to(config)
    assert not data.exists() or not any(data.rglob("*"))


@pytest.mark.parametrize("run", [1, 2])   # the second run would see the first one's preferences
def test_preferences_written_here_are_not_seen_by_the_next_test(qtbot, own_folders, run):
    store = preferences.open_settings()
    assert store.allKeys() == []
    store.setValue("theme", "dark")
    store.sync()
    assert QtCore.QSettings().value("theme") == "dark"


def test_every_test_starts_with_the_platform_font_palette_and_style(qapp):
    """An earlier test's zoom or theme does not reach this one (tests/conftest.py puts them back)."""
    from PySide6 import QtGui
    assert qapp.font() == QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.GeneralFont)
    assert qapp.palette() == qapp.style().standardPalette()
    assert qapp.style().name().lower() == "fusion"
