"""The "Deeper ideas" tab: eleven views of what the lessons teach beyond the input layer itself.

One tab in the main window holds its own row of sub-tabs, so the main tab bar stays short.
Each view is imported and built the first time its sub-tab is shown, inside a scroll area so a
small screen (a 1024 x 768 projector) scrolls rather than clips.
"""
from __future__ import annotations

import importlib

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context
from posviz.qt.widgets.common import FlatLayout

DeeperTabs = Context("DeeperTabs")

# (short title, tooltip, "module:Class"); the English title names the view in code and tests,
# the screen shows view_names() in the user's language.
DEEPER_VIEWS: tuple[tuple[str, str, str], ...] = (
    ("One-hot vs row", "One-hot times E is a look-up; only learned rows carry meaning",
     "posviz.qt.panels.deeper.onehot:OneHotView"),
    ("Shapes", "E is |V| x d, a sentence is L x d, d is fixed by design",
     "posviz.qt.panels.deeper.shapes:ShapesView"),
    ("Past the table", "Sinusoidal, learned and RoPE past the longest training length",
     "posviz.qt.panels.deeper.lengths:LengthsView"),
    ("Relative", "PE.PE^T depends only on the offset; M_k shifts every position by k",
     "posviz.qt.panels.deeper.relative:RelativeView"),
    ("RoPE", "q and k rotate; their score depends only on m - n",
     "posviz.qt.panels.deeper.rope:RopeView"),
    ("Why order", "A toy attention is blind to word order until positions are added",
     "posviz.qt.panels.deeper.order:OrderView"),
    ("Conventions", "The sinusoidal conventions of the libraries, checked against their formulas",
     "posviz.qt.panels.deeper.conventions:ConventionsView"),
    ("What positions learned", "A position table's similarity, principal components, norms and property scores, "
     "beside sinusoidal", "posviz.qt.panels.deeper.learned:LearnedView"),
    ("RoPE at long range", "RoFormer's decaying bound, and the smallest base that keeps a context length",
     "posviz.qt.panels.deeper.long_range:LongRangeView"),
    ("Context extension", "How RoPE scaling lets a model read past its training length: each pair's "
     "frequency before and after", "posviz.qt.panels.deeper.context:ContextView"),
    ("Relative buckets", "T5's buckets and DeBERTa's relative positions: what attention reads for each query and key",
     "posviz.qt.panels.deeper.buckets:BucketsView"),
)


def view_names() -> tuple[tuple[str, str], ...]:
    """(title, tooltip) of each view in DEEPER_VIEWS' order, in the current language."""
    return (
        (DeeperTabs.tr("One-hot vs row"),
         DeeperTabs.tr("One-hot times E is a look-up; only learned rows carry meaning")),
        (DeeperTabs.tr("Shapes"), DeeperTabs.tr("E is |V| x d, a sentence is L x d, d is fixed by design")),
        (DeeperTabs.tr("Past the table"),
         DeeperTabs.tr("Sinusoidal, learned and RoPE past the longest training length")),
        (DeeperTabs.tr("Relative"),
         DeeperTabs.tr("PE.PE^T depends only on the offset; M_k shifts every position by k")),
        (DeeperTabs.tr("RoPE"), DeeperTabs.tr("q and k rotate; their score depends only on m - n")),
        (DeeperTabs.tr("Why order"),
         DeeperTabs.tr("A toy attention is blind to word order until positions are added")),
        (DeeperTabs.tr("Conventions"),
         DeeperTabs.tr("The sinusoidal conventions of the libraries, checked against their formulas")),
        (DeeperTabs.tr("What positions learned"),
         DeeperTabs.tr("A position table's similarity, principal components, norms and property scores, "
                       "beside sinusoidal")),
        (DeeperTabs.tr("RoPE at long range"),
         DeeperTabs.tr("RoFormer's decaying bound, and the smallest base that keeps a context length")),
        (DeeperTabs.tr("Context extension"),
         DeeperTabs.tr("How RoPE scaling lets a model read past its training length: each pair's "
                       "frequency before and after")),
        (DeeperTabs.tr("Relative buckets"),
         DeeperTabs.tr("T5's buckets and DeBERTa's relative positions: what attention reads for each query "
                       "and key")),
    )


class DeeperViews(QtWidgets.QWidget):
    """A sub-tab widget over the deeper views, each built on first show."""

    uses_sentence = False       # presentation mode hides the sentence's line on this tab

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.views: dict[int, QtWidgets.QWidget] = {}
        self.tabs = QtWidgets.QTabWidget(objectName="deeperTabs")
        self.tabs.setDocumentMode(True)
        for _ in DEEPER_VIEWS:
            scroll = QtWidgets.QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
            self.tabs.addTab(scroll, "")
        self.name_tabs()
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self._on_tab_changed(self.tabs.currentIndex())

    def name_tabs(self) -> None:
        """Each sub-tab's number, title and tooltip in the current language."""
        for i, (title, tip) in enumerate(view_names()):
            self.tabs.widget(i).setAccessibleName(
                DeeperTabs.tr("Deeper idea {number}: {title}").format(number=i + 1, title=title))
            #: a sub-tab's label: its number, then its title
            self.tabs.setTabText(i, DeeperTabs.tr("{number} {title}").format(number=i + 1, title=title))
            self.tabs.setTabToolTip(i, tip)

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.name_tabs()

    def view(self, index: int) -> QtWidgets.QWidget:
        """The view of sub-tab ``index``, built now if it was not yet."""
        if index not in self.views:
            module_name, class_name = DEEPER_VIEWS[index][2].split(":")
            cls = getattr(importlib.import_module(module_name), class_name)
            view = cls(self.session)
            holder = QtWidgets.QWidget()
            layout = FlatLayout(holder)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.addWidget(view)
            self.tabs.widget(index).setWidget(holder)
            self.views[index] = view
        return self.views[index]

    def show_view(self, index: int) -> QtWidgets.QWidget:
        """Switch to sub-tab ``index`` and return its view."""
        self.tabs.setCurrentIndex(index)
        return self.view(index)

    def set_presenting(self, on: bool) -> None:
        """Presentation mode: the row of sub-tabs steps aside (the view in front keeps the screen)."""
        self.tabs.tabBar().setVisible(not on)

    def _on_tab_changed(self, index: int) -> None:
        if index >= 0:
            self.view(index)
