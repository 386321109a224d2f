"""Presentation mode gives the picture the screen: what the tab or step in view does not use steps aside.

Outside presentation mode every bar is shown. In it (F5), besides the menus, tool bar and status
bar (:meth:`MainWindow.set_presenting`):

- the token chips and ids are shown only by the walkthrough steps that are about them (1 and 2);
- the sentence's line only on tabs that draw the sentence (a view says it does not with a class
  attribute ``uses_sentence = False``: the quiz, practice, the deeper ideas);
- a view with a second row of tabs hides it (its ``set_presenting(on)``; the deeper ideas).

Leaving presentation mode shows them all again. At 1024 x 768 and 200 % these took ~230 of the
768 lines on every tab.
"""
from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6 import QtCore

from posviz.lessons.walkthrough import STEPS
from posviz.qt.widgets.lazy_tab import LazyTab


@runtime_checkable
class SentenceAware(Protocol):
    """A tab's view that says whether it draws the sentence (class attribute)."""

    uses_sentence: bool


@runtime_checkable
class Presentable(Protocol):
    """A tab's view with bars of its own to hide while presenting (the deeper ideas' second row)."""

    def set_presenting(self, on: bool) -> None: ...


class PresentationChrome(QtCore.QObject):
    """Shows or hides the window's bars for the tab and step in view.

    Parameters
    ----------
    window : MainWindow
        Its ``session``, ``presenting``, ``sentence`` (a SentencePanel) and ``tabs`` (the main view
        first; the others are LazyTabs with a ``view`` once built) are read.
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self._presented: set = set()          # views told they are presented, to be told when it ends
        window.tabs.currentChanged.connect(lambda *_: self.apply())
        window.session.stepChanged.connect(lambda *_: self.apply())

    def tab_view(self):
        """The view of the tab in front (None for the main view or a tab not built yet)."""
        page = self.window.tabs.currentWidget()
        return page.view if isinstance(page, LazyTab) else None

    def apply(self) -> None:
        """Show what the tab and step in view use (everything outside presentation mode)."""
        window = self.window
        on, step, view = window.presenting, window.session.step, self.tab_view()
        uses_sentence = window.tabs.currentIndex() == 0 or not isinstance(view, SentenceAware) or view.uses_sentence
        about_tokens = step >= 0 and "sentence" in STEPS[step].panels
        window.sentence.show_parts(line=not on or uses_sentence, tokens=not on or about_tokens)
        views = {view} if on and isinstance(view, Presentable) else set()
        for gone in self._presented - views:
            gone.set_presenting(False)
        for shown in views - self._presented:
            shown.set_presenting(True)
        self._presented = views
