"""The window's extra tabs, beside the main "Input layer" tab.

Each entry is (title, "module:Class"); the class is imported and built the first time its tab is
shown, so start-up pays only for the main tab. A class takes ``(session, parent=None)``.
Add a line here to add a view; MainWindow needs no change.
"""
from __future__ import annotations

EXTRA_TABS: list[tuple[str, str]] = [
    ("Word order", "posviz.qt.panels.shuffle:ShufflePanel"),
    ("Deeper ideas", "posviz.qt.panels.deeper.views:DeeperViews"),   # seven views in sub-tabs
    ("Quiz", "posviz.qt.panels.quiz:QuizPanel"),
    ("Practice", "posviz.qt.panels.practice:PracticePanel"),
]
