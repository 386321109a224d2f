"""Draw a recording's frames off screen: each scene a slide figure, each frame a function of its time.

The stage is a window that is never shown (the CLI's off-screen window, or a second window built
for File → Record…). Each scene draws a new slide copy of one of its panels (or a new deeper view's
plot) in a slide figure of the asked size, with ``WA_DontShowOnScreen``: nothing appears on a
screen, and neither the stage's panels nor the user's window are moved or changed (issue 23).
A frame depends only on (scene, t): the same arguments give the same pictures.
"""
from __future__ import annotations

from contextlib import ExitStack, contextmanager

import numpy as np
import shiboken6
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lecture.timeline import Timeline
from posviz.qt.export import slide
from posviz.qt.export.export import paint_into
from posviz.qt.panels.deeper.context import ContextView
from posviz.qt.panels.deeper.rope import RopeView
from posviz.qt.record.scenes import ROPE_SHIFT, Scene, factor_at

CARD_LINES_SCALE = 1.5          # the title card's lines, relative to the body text


def to_rgb(image: QtGui.QImage) -> np.ndarray:
    """``image`` as an RGB array of shape (height, width, 3), uint8 (a copy)."""
    rgb = image.convertToFormat(QtGui.QImage.Format.Format_RGB888)
    width, height, stride = rgb.width(), rgb.height(), rgb.bytesPerLine()
    data = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=stride * height).reshape(height, stride)
    return data[:, :width * 3].reshape(height, width, 3).copy()


def _drawn(widget: QtWidgets.QWidget, size: QtCore.QSize) -> QtGui.QImage:
    """``widget`` painted into an image of exactly ``size`` (a layout that needs more is cut at the edge:
    every frame of a video has the same size)."""
    return paint_into(widget, QtGui.QImage(size, QtGui.QImage.Format.Format_RGB32))


def timeline(scenes: list[Scene], fps: int) -> Timeline:
    return Timeline.cut([scene.plan for scene in scenes], fps)


class Renderer:
    """The frames of ``scenes`` drawn from ``stage`` at ``size``, in any order.

    Parameters
    ----------
    stage : MainWindow
        A window that is not shown; its ``boxes`` and ``addition`` are drawn.
    scenes : list of Scene
    size : (width, height)
    """

    def __init__(self, stage, scenes: list[Scene], size: tuple[int, int]) -> None:
        self.stage, self.scenes, self.size = stage, scenes, QtCore.QSize(*size)
        self._stack: ExitStack | None = None
        self._figure: QtWidgets.QWidget | None = None
        self.content = None          # the slide copy drawn in the scene shown (None: the title card)
        self.view = None             # the new deeper view whose plot it is (RoPE, Context extension)
        self._shown: int | None = None
        self._last: tuple[int, float] | None = None
        self._picture: np.ndarray | None = None
        self.renders = 0             # pictures actually drawn (held frames reuse the last one)

    def picture(self, scene: int, t: float) -> np.ndarray:
        """Scene ``scene`` at animation time ``t`` in [0, 1], shape (height, width, 3) uint8.

        The same (scene, t) as the last call returns the same array, not a new drawing.
        """
        if (scene, t) == self._last:
            return self._picture
        if scene != self._shown:
            self._show(scene)
        self._move(self.scenes[scene], t)
        self._picture = to_rgb(_drawn(self._figure, self.size))
        self._last = (scene, t)
        self.renders += 1
        return self._picture

    def _move(self, scene: Scene, t: float) -> None:
        """Put the scene's panel at time ``t`` (each kind of motion is a function of t alone)."""
        if scene.panel == "heatmap":      # scrolled; a still heatmap (the walkthrough's) shows all its rows
            rows = self.content.rows_shown
            self.content.show_rows(*(scene.window(t, rows) if scene.moves else (0, rows)))
        elif scene.panel == "rope":
            self.view.shift.setValue(round(t * ROPE_SHIFT))
            self.view.refresh()           # the view itself is hidden: it would wait to be shown
        elif scene.panel == "context":
            self.view.parameters["factor"].setValue(factor_at(t))
            self.view.refresh()
            _plot_settled(self._figure, self.size)
        elif scene.moves:
            self.content.set_progress(t)

    def close(self) -> None:
        """Delete the scene's figure and the copy drawn in it."""
        if self._stack is not None:
            self._stack.close()
        self._stack = self._figure = self._shown = self._last = self._picture = None
        self.content = self.view = None

    def _show(self, index: int) -> None:
        self.close()
        scene = self.scenes[index]
        session = self.stage.session
        if scene.focus is not None and scene.focus != session.focus:
            session.set_focus(scene.focus)
        self._stack = ExitStack()
        if scene.panel is None:
            self._figure = self._stack.enter_context(_card(scene, self.size))
        else:
            self.content = self._copy(scene.panel)
            self._figure = self._stack.enter_context(
                slide.figure_of(self.content, scene.title, self.size, scene.caption, offscreen=True))
        self._shown = index

    def _copy(self, name: str) -> slide.SlideContent:
        """A new slide copy of the stage's panel ``name``, or the plot of a new deeper view (RoPE's dial,
        Context extension's frequencies), which the scene's time then moves."""
        session = self.stage.session
        if name in ("rope", "context"):
            self.view = RopeView(session) if name == "rope" else ContextView(session)
            self._stack.callback(shiboken6.delete, self.view)     # after the figure, which holds its plot
            self.view.refresh()
            return self.view.dial if name == "rope" else self.view.freq_plot
        panels = {"sentence": self.stage.sentence, "table": self.stage.table, "matrix": self.stage.matrix,
                  "addition": self.stage.addition, "heatmap": self.stage.heatmap}
        return panels[name].slide_copy()


def _plot_settled(figure: QtWidgets.QWidget, size: QtCore.QSize) -> None:
    """A plot whose range follows its data lays itself out again after the first paint with new data
    (axes' widths follow their tick labels): paint, let Qt lay it out, so the frame shows it settled."""
    for _ in range(2):
        _drawn(figure, size)
        QtWidgets.QApplication.processEvents()


@contextmanager
def _card(scene: Scene, size: QtCore.QSize):
    """The title card: a slide figure whose content is the lines naming the model and the sentence."""
    figure = slide.SlideFigure(scene.title, size)
    figure.setAttribute(QtCore.Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    lines = QtWidgets.QLabel("\n".join(scene.lines), figure, objectName="slideCardLines")
    lines.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    lines.setWordWrap(True)
    lines.setAlignment(QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignVCenter)
    font = QtGui.QFont(figure.font())
    font.setPixelSize(round(slide.body_pixels(size) * CARD_LINES_SCALE))
    lines.setFont(font)
    figure.box.insertWidget(1, lines, 1)
    figure.show()
    slide.settle()
    try:
        yield figure
    finally:
        figure.hide()
        shiboken6.delete(figure)


def snapshot(stage, scene: Scene, size: tuple[int, int], t: float = 1.0) -> np.ndarray:
    """The picture of one scene at time ``t``, drawn on its own (outside any recording)."""
    renderer = Renderer(stage, [scene], size)
    try:
        return renderer.picture(0, t)
    finally:
        renderer.close()

