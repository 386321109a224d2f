"""Walkthrough step 3 makes the sentence the heatmap's subject: its rows fill the view.

At the default 64 rows a five-word sentence was a sliver at the top of the picture, its outline a
hairline and its names fanned out from one point; framed on the sentence, each row is tall, outlined
boldly and named beside itself. Elsewhere the whole table is in view again.
"""
from __future__ import annotations

from PySide6 import QtCore

POSITIONS_STEP = 2            # the walkthrough's "Make a vector for each position"
MIN_SUBJECT_ROWS = 4          # a two-word sentence still shows a few rows, not two stretched bands


class SentenceFraming(QtCore.QObject):
    """Keeps ``panel``'s view on the sentence's rows while the walkthrough is at the position step.

    Parameters
    ----------
    panel : HeatmapPanel
        Read: ``session``, ``rows_shown``, ``view.view_box``.
    """

    def __init__(self, panel) -> None:
        super().__init__(panel)
        self.panel, self.subject = panel, False
        panel.session.stepChanged.connect(self._on_step_changed)
        self._on_step_changed(panel.session.step)

    def _on_step_changed(self, step: int) -> None:
        subject = step == POSITIONS_STEP
        if subject != self.subject:
            self.subject = subject
            self.frame_rows(self.panel.session.frame)

    def follow(self, frame) -> None:
        """A new sentence: on the subject step the view follows it (elsewhere the reader's view stays)."""
        if self.subject:
            self.frame_rows(frame)

    def frame_rows(self, frame) -> None:
        """Set the rows in view: the sentence's (at least MIN_SUBJECT_ROWS) on the subject step, else all.

        Parameters
        ----------
        frame : Frame
            The sentence drawn (its ``length`` rows are the subject).
        """
        rows = self.panel.rows_shown
        shown = min(rows, max(frame.length, MIN_SUBJECT_ROWS)) if self.subject else rows
        box = self.panel.view.view_box
        y0, y1 = box.viewRange()[1]
        if (round(y0), round(y1)) != (0, shown):
            box.setRange(yRange=(0, shown), padding=0)
