"""Pieces of the presenter console: what it says of the step and the next, a stopwatch, the clock bar,
and the live picture of the room."""
from __future__ import annotations

import time
from typing import Callable

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, number
from posviz.lecture.speaker_notes import step_notes
from posviz.qt.window.walkthrough import STEPS, step_caption, step_title

ROOM_REFRESH_MS = 2000      # the room's picture is grabbed again this often (animations, hovering) ...
ROOM_SETTLE_MS = 150        # ... and this long after a change the session announced
Console = Context("Console")


def no_notes() -> str:
    return Console.tr("No notes here. Each walkthrough step has notes of its own; a prepared sentence's notes, "
                      "when it has some, show in their place (View → Speaker notes, in the main window, edits them).")


def console_notes(session, slide) -> str:
    """The notes for what is shown now: the prepared sentence's own notes when it has any, else the
    default notes of the walkthrough step the session is on ("" outside the walkthrough)."""
    own = slide.notes
    return own if own.strip() else step_notes(session.step)


def now_and_next(session) -> tuple[str, str, str, str, str]:
    """(where, title, caption, next, next caption) for the console: the current step and what the
    next click brings (its title and the caption the room will read)."""
    step, count = session.step, len(STEPS)
    coming = step + 1 if step + 1 < count else None
    later = step_caption(coming, session.layer) if coming is not None else ""
    if step < 0:
        return (Console.tr("Not in the walkthrough"), Console.tr("The main view"),
                Console.tr("The sentence and the panels, as in the window without menus."),
                Console.tr("Next: step 1 of {count}, {title} (Next starts the walkthrough)").format(
                    count=number(count), title=step_title(0, session.layer)), later)
    after = (Console.tr("Next: step {number} of {count}, {title}").format(
        number=number(step + 2), count=number(count), title=step_title(coming, session.layer)) if coming is not None
        else Console.tr("Next: nothing; this is the last step (Esc leaves the walkthrough)"))
    where = Console.tr("Step {number} of {count}").format(number=number(step + 1), count=number(count))
    return where, step_title(step, session.layer), step_caption(step, session.layer), after, later


def clock_text(seconds: float) -> str:
    """``seconds`` as H:MM:SS (0:00:00 for anything below a second, negative included)."""
    whole = max(0, int(seconds))
    return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"


class Stopwatch:
    """Elapsed lecture time that can be paused: the seconds banked plus those since the last start.

    Parameters
    ----------
    clock : callable
        Seconds from a monotonic clock (tests pass their own).
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._banked = 0.0
        self._since: float | None = None

    @property
    def running(self) -> bool:
        return self._since is not None

    def elapsed(self) -> float:
        """Seconds counted so far."""
        return self._banked + (self._clock() - self._since if self._since is not None else 0.0)

    def start(self) -> None:
        if self._since is None:
            self._since = self._clock()

    def pause(self) -> None:
        if self._since is not None:
            self._banked, self._since = self.elapsed(), None

    def reset(self) -> None:
        """Back to 0:00:00, paused."""
        self._banked, self._since = 0.0, None


class ClockBar(QtWidgets.QWidget):
    """The time of day, the lecture's elapsed time, and Start/Pause and Reset buttons."""

    def __init__(self, stopwatch: Stopwatch | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("consoleClock")
        self.stopwatch = stopwatch or Stopwatch()
        self.clock = QtWidgets.QLabel(objectName="timeOfDay")
        self.elapsed = QtWidgets.QLabel(objectName="elapsedTime")
        for label in (self.clock, self.elapsed):
            label.setProperty("scale", (1.5, True))    # read at a glance (the console sizes its labels)
        self.start_pause = QtWidgets.QPushButton(objectName="timerStartPause")
        self.reset = QtWidgets.QPushButton(objectName="timerReset")
        for button in (self.start_pause, self.reset):
            button.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)    # the clicker's keys stay the lecturer's
        self.start_pause.clicked.connect(self.toggle)
        self.reset.clicked.connect(self._on_reset)
        layout = QtWidgets.QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget, stretch in ((self.clock, 0), (self.elapsed, 1), (self.start_pause, 0), (self.reset, 0)):
            layout.addWidget(widget, stretch)
        layout.insertSpacing(1, 16)
        self._tick = QtCore.QTimer(self, interval=500)
        self._tick.timeout.connect(self.update_text)
        self._tick.start()
        self.update_text()

    def start(self) -> None:
        self.stopwatch.start()
        self.update_text()

    def toggle(self) -> None:
        """Start the timer, or pause it."""
        self.stopwatch.pause() if self.stopwatch.running else self.stopwatch.start()
        self.update_text()

    def _on_reset(self) -> None:
        self.stopwatch.reset()
        self.update_text()

    def update_text(self) -> None:
        self.clock.setText(QtCore.QTime.currentTime().toString("HH:mm"))
        elapsed = clock_text(self.stopwatch.elapsed())      # read every tick: a new language shows at once
        self.elapsed.setText(Console.tr("Elapsed {time}").format(time=elapsed) if self.stopwatch.running else
                             Console.tr("Elapsed {time}  (paused)").format(time=elapsed))
        self.elapsed.setToolTip(Console.tr("Time since the timer was started, pauses not counted"))
        self.start_pause.setText(Console.tr("Pause") if self.stopwatch.running else Console.tr("Start"))
        self.reset.setText(Console.tr("Reset"))


class RoomView(QtWidgets.QLabel):
    """What the room sees: the audience window grabbed and scaled to this label.

    It is grabbed shortly after the session announces a change, when the room's window is blanked
    or shown again, and every ROOM_REFRESH_MS while shown (animations and the like announce
    nothing). Nothing is grabbed while this label or the room's window is hidden.

    Attributes
    ----------
    grabs : int
        Pictures taken so far.
    last_cost_ms : float
        How long the last one took (grab and scaling), in milliseconds.
    """

    def __init__(self, audience: QtWidgets.QWidget, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("roomView")
        self.audience = audience
        self.grabs, self.last_cost_ms = 0, 0.0
        self.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        # The picture must not decide the label's size (it would grow the console on every grab).
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Ignored, QtWidgets.QSizePolicy.Policy.Ignored)
        self.setMinimumSize(200, 120)
        self._soon = QtCore.QTimer(self, singleShot=True, interval=ROOM_SETTLE_MS)
        self._soon.timeout.connect(self.refresh)
        self._tick = QtCore.QTimer(self, interval=ROOM_REFRESH_MS)
        self._tick.timeout.connect(self.refresh)
        for signal in (session.frameChanged, session.focusChanged, session.stepChanged, session.zoomChanged,
                       session.themeChanged, session.colormapChanged, session.heatmapRowsChanged):
            signal.connect(self.schedule)

    def schedule(self, *_args) -> None:
        """Grab the room's window once the change has been drawn."""
        self._soon.start()

    def refresh(self) -> None:
        """Grab the room's window now and show it scaled (nothing while either is hidden)."""
        self._soon.stop()
        if not self.isVisible() or not self.audience.isVisible():
            return
        started = time.perf_counter()
        room = self.contentsRect().size()
        picture = self.audience.grab().scaled(room - QtCore.QSize(2, 2), QtCore.Qt.AspectRatioMode.KeepAspectRatio,
                                              QtCore.Qt.TransformationMode.SmoothTransformation)
        framed = QtGui.QPixmap(picture.size() + QtCore.QSize(2, 2))   # a frame: the room's window ends here
        framed.fill(QtGui.QColor("#808080"))
        painter = QtGui.QPainter(framed)
        painter.drawPixmap(1, 1, picture)
        painter.end()
        self.setPixmap(framed)
        self.grabs += 1
        self.last_cost_ms = (time.perf_counter() - started) * 1000

    def picture(self) -> QtGui.QImage:
        """The picture shown now (empty before the first grab)."""
        return self.pixmap().toImage() if not self.pixmap().isNull() else QtGui.QImage()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._tick.start()
        self.schedule()

    def hideEvent(self, event) -> None:  # noqa: N802
        super().hideEvent(event)
        self._tick.stop()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.schedule()
