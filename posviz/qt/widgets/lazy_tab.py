"""A tab whose view is imported and built the first time it is shown (the window's extra tabs).

Code that reaches a window's tab (the quiz's key, File → Export of a deeper view) asks
``isinstance(page, LazyTab)``: a page is either one of these or the view itself.
"""
from __future__ import annotations

import importlib

from PySide6 import QtCore, QtWidgets

from posviz.qt.widgets.common import FlatLayout


class LazyTab(QtWidgets.QWidget):
    """A tab whose view is imported and built the first time it is shown.

    Attributes
    ----------
    view : QWidget or None
        The view, once built.
    """

    def __init__(self, target: str, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._target, self._session = target, session
        self.view: QtWidgets.QWidget | None = None
        QtWidgets.QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)

    @property
    def target(self) -> str:
        """``"module:Class"`` of the view: how code finds a tab whose title is translated."""
        return self._target

    def ensure_built(self) -> QtWidgets.QWidget:
        if self.view is None:
            module_name, class_name = self._target.split(":")
            cls = getattr(importlib.import_module(module_name), class_name)
            self.view = cls(self._session, self)
            # In a scroll area: a view wider than a zoomed projector scrolls instead of pushing the
            # window past the screen (a tab's least size was the whole window's).
            area = QtWidgets.QScrollArea(objectName="tabScroll")
            holder = QtWidgets.QWidget()         # sized by the view's least height, not its preferred one
            FlatLayout(holder).setContentsMargins(0, 0, 0, 0)
            holder.layout().addWidget(self.view)
            area.setWidget(holder)
            area.setWidgetResizable(True)
            area.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
            area.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)     # the clicker's arrows are not scrolling
            self.layout().addWidget(area)
        return self.view
