"""Pieces shared by the "Deeper ideas" views: a base view, labels for checks (the painted matrix
lives in matrix_cells.py and is imported from here too).

Every view follows the session (frame, focus, settings) but only renders while it is visible;
a hidden view marks itself stale and catches up when it is shown.
"""
from __future__ import annotations

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context
from posviz.qt.panels.deeper.fitting import fit_height
from posviz.qt.panels.deeper.matrix_cells import MatrixView, draw_outline, label_step  # noqa: F401  (moved there)
from posviz.qt.widgets.spoken import describe_charts
from posviz.qt.widgets.text_style import status_colour
from posviz.lessons.captions.deeper import sci  # noqa: F401  (moved: tested Qt-free)

DeeperCommon = Context("DeeperCommon")


class DeeperView(QtWidgets.QWidget):
    """Base of the deeper views: calls :meth:`redraw` when the session changes and the view shows."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._stale = True
        self.redraw_count = 0
        # Every accepted settings change also emits frameChanged, so that one signal covers both.
        session.frameChanged.connect(self._on_frame_changed)
        session.focusChanged.connect(self._on_focus_changed)
        session.colormapChanged.connect(self._on_colormap_changed)
        session.reduceMotionChanged.connect(self._on_reduce_motion_changed)

    @property
    def colormap(self) -> str:
        """The session's colour map name (every painted part of the view uses it)."""
        return self.session.colormap

    def view_settings(self):
        """The session's settings at the width on screen (a loaded real model keeps its own d)."""
        settings, d = self.session.settings, self.session.layer.d_model
        if settings.d_model == d:
            return settings
        try:
            return settings.changed(d_model=d)
        except ValueError:   # RoPE settings refuse an odd width; the views say so themselves
            return settings.changed(d_model=d, scheme="sinusoidal")

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """Every word of the view again in the current language: its fixed names
        (:meth:`name_controls`) and its captions, remade from state by :meth:`redraw`; the charts'
        spoken names, made from the view's name, are made again too."""
        self.name_controls()
        for chart in self.coloured_parts():
            chart.setAccessibleName("")
        self.request_redraw()

    def name_controls(self) -> None:
        """Name the view's fixed labels, buttons and choices in the current language (views override)."""

    def _on_frame_changed(self, frame) -> None:
        self.request_redraw()

    def _on_colormap_changed(self, name: str) -> None:
        self.request_redraw()

    def _on_reduce_motion_changed(self, on: bool) -> None:
        if on:   # a running animation jumps to its end (its last frame and its finished signal)
            for animation in self.findChildren(QtCore.QVariantAnimation):
                if animation.state() == QtCore.QAbstractAnimation.State.Running:
                    animation.setCurrentTime(animation.totalDuration())

    def _on_focus_changed(self, index: int) -> None:
        self.request_redraw()

    def request_redraw(self) -> None:
        """Render now if shown, else on the next show."""
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QtGui.QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        """Render from the session's current state."""
        self._stale = False
        self.redraw_count += 1
        for part in self.coloured_parts():
            part.set_colormap(self.colormap)
        self.redraw()
        fit_height(self)             # new captions may wrap to more lines
        describe_charts(self)        # screen readers hear what the captions say of the new pictures

    def coloured_parts(self) -> list:
        """The parts drawn with the session's colour map (each has ``set_colormap``): named by the
        view, not searched for."""
        return []

    def least_height(self, width: int) -> int:
        """The least height the view needs at ``width`` beyond what its layout says (0: none)."""
        return 0

    def event(self, event: QtCore.QEvent) -> bool:
        """After a resize, a zoom or new text (a layout request) the view asks for the height its
        wrapped captions need at its width: the one place captions are fitted."""
        handled = super().event(event)
        if event.type() in (QtCore.QEvent.Type.Resize, QtCore.QEvent.Type.LayoutRequest):
            fit_height(self)
        return handled

    def redraw(self) -> None:  # pragma: no cover - every view overrides it (not QWidget.render)
        raise NotImplementedError


class HeaderTableModel(QtCore.QAbstractTableModel):
    """A read-only table model with fixed column ``HEADERS``; subclasses give ``_row_count``."""

    HEADERS: tuple[str, ...] = ()

    def headers(self) -> tuple[str, ...]:
        """The column names in the current language (default: ``HEADERS``, symbols that stay)."""
        return self.HEADERS

    def retranslate(self) -> None:
        """Tell the view the column names changed language."""
        self.headerDataChanged.emit(QtCore.Qt.Orientation.Horizontal, 0, max(len(self.HEADERS) - 1, 0))

    def _row_count(self) -> int:
        raise NotImplementedError

    def rowCount(self, parent=QtCore.QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else self._row_count()

    def columnCount(self, parent=QtCore.QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section, orientation, role=QtCore.Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == QtCore.Qt.ItemDataRole.DisplayRole and orientation == QtCore.Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None


def rich_label(text: str = "", wrap: bool = True) -> QtWidgets.QLabel:
    """A label for rich text that wraps and can be selected (numbers can be copied)."""
    label = QtWidgets.QLabel(text)
    label.setTextFormat(QtCore.Qt.TextFormat.RichText)
    label.setWordWrap(wrap)
    label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def math_label(text: str = "") -> QtWidgets.QLabel:
    """A rich label for a formula: mathematics, read left to right in every language and not
    translated (its ``math`` property tells the language walk so)."""
    label = rich_label(text)
    label.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
    label.setProperty("math", True)
    return label


def check_text(ok: bool, claim: str, detail: str) -> str:
    """A check result as rich text: a tick or a cross (not colour alone), the claim, the number."""
    mark, colour = ("\u2713", status_colour("ok")) if ok else ("\u2717", status_colour("error"))
    #: a check's result: {mark} is a tick or a cross, {claim} what holds, {detail} the measured number
    return DeeperCommon.tr("{mark} {claim} ({detail})").format(
        mark=f'<span style="color:{colour}"><b>{mark}</b></span>', claim=claim, detail=detail)


def symmetric(values, floor: float = 1e-12) -> tuple[float, float]:
    """Levels (-m, m) with m the largest |value| (finite ones), so 0 is the middle colour."""
    values = np.asarray(values, dtype=np.float64)
    finite = np.abs(values[np.isfinite(values)])
    top = float(finite.max()) if finite.size else 1.0
    return (-max(top, floor), max(top, floor))
