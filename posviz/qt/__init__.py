"""Everything that imports PySide6 and pyqtgraph lives under this package."""
from __future__ import annotations


def create_window(sentence: str | None = None, restore: bool | None = None):
    """Build the main window (not shown) on the lesson's toy model.

    ``restore``: bring back the saved preferences and the autosaved lecture state. By default yes,
    except under the test suite (POSVIZ_TESTING=1), where a test must ask (True, or POSVIZ_RESTORE=1).
    An explicit ``sentence`` wins over the restored one.
    """
    from posviz.qt.window.main_window import create_window as _create
    from posviz.qt.lecture.persistence import restore_window
    window = _create(sentence)
    restore_window(window, sentence, restore)
    return window
