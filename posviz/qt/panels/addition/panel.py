"""Vector addition: the focused token's table row + its position row = its row of Z, animated.

The panel owns a ``QVariantAnimation`` that drives :meth:`VectorAdditionPanel.set_progress`; where
the bars are at time t comes from the pure :func:`addition_geometry.addition_geometry`. It plays
when the focused token or what it adds up to changes, and jumps to the end under reduce motion.
"""
from __future__ import annotations

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lessons.model_steps import placement
from posviz.model.positions import NoPositions
from posviz.qt.panels.addition.canvas import SLIDE_STRETCH, AdditionCanvas
from posviz.qt.panels.addition.geometry import dims_window, value_range
from posviz.i18n import Context
from posviz.qt.panels.addition import text
from posviz.qt.panels.addition.parts import label, read_out
from posviz.shorten import clip

DURATION_MS = 1000
AdditionPanel = Context("AdditionPanel")
QWIDGETSIZE_MAX = (1 << 24) - 1    # Qt's "no maximum" (PySide6 does not export the constant)
WHEEL_ROWS = 3          # dimension rows moved per wheel notch


class VectorAdditionPanel(QtWidgets.QWidget):
    """Token row + position row = row of Z, for the focused token, dimension by dimension.

    Signals
    -------
    finished()
        The addition has been played to its end (also sent at once when motion is reduced).

    ``slide``: built for one slide figure (:meth:`slide_copy`): no replay or pager, rows that may fill it.
    """

    finished = QtCore.Signal()

    def __init__(self, session, parent: QtWidgets.QWidget | None = None, slide: bool = False) -> None:
        super().__init__(parent)
        self._built = False          # a LanguageChange before the animation exists has nothing to redo
        self.setObjectName("vectorAddition")
        self._session = session
        self.slide = slide
        self._first_dim = 0
        self._shown_key = self._shown_context = None
        self._values = (np.zeros(0), np.zeros(0), np.zeros(0))
        self._titles = ("", "", "")
        self._build_widgets()
        self.animation = QtCore.QVariantAnimation(self, duration=DURATION_MS, startValue=0.0, endValue=1.0)
        self.animation.valueChanged.connect(self.set_progress)
        self.animation.finished.connect(self._on_animation_finished)
        session.frameChanged.connect(self._on_frame_changed)
        session.focusChanged.connect(self._on_focus_changed)
        session.reduceMotionChanged.connect(self._on_reduce_motion_changed)
        if not slide:                  # a slide copy is never on screen when "next" is pressed
            session.hold_next_step(self, self._finish_on_next)
        self.canvas.rowsFitChanged.connect(self._on_rows_fit_changed)
        self.canvas.scrollRequested.connect(self._on_scroll_requested)
        self._built = True
        self._refresh(animate=False)

    def _build_widgets(self) -> None:
        self.caption = label("additionCaption", self)
        font = QtGui.QFont()          # only "bold" is set: the size still follows the panel's font
        font.setBold(True)
        self.caption.setFont(font)
        self.canvas = AdditionCanvas(self)
        self.canvas.setObjectName("additionCanvas")
        if self.slide:
            self.canvas.max_stretch = SLIDE_STRETCH
        # A sum of vectors, dimension 0 first: it reads left to right as mathematics does, in every language.
        self.canvas.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        self.note = label("additionNote", self)
        self.replay_button = QtWidgets.QPushButton(self, objectName="additionReplay")
        self.replay_button.clicked.connect(self.replay)
        self.prev_button = QtWidgets.QToolButton(self, text="◀", objectName="additionPrevDims")
        self.next_button = QtWidgets.QToolButton(self, text="▶", objectName="additionNextDims")
        self.prev_button.clicked.connect(lambda: self._move_window(-self._dims_count()))
        self.next_button.clicked.connect(lambda: self._move_window(self._dims_count()))
        self.dims_label = QtWidgets.QLabel(self, objectName="additionDims")
        heading = QtWidgets.QHBoxLayout()
        heading.addWidget(self.caption, 1)
        heading.addWidget(self.replay_button, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        self.replay_button.setVisible(not self.slide)      # a picture replays nothing
        self._name_parts()
        paging = QtWidgets.QHBoxLayout()
        paging.addStretch(1)
        for widget in (self.prev_button, self.dims_label, self.next_button):
            paging.addWidget(widget)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(heading)
        layout.addWidget(self.canvas, 1)
        layout.addLayout(paging)
        layout.addWidget(self.note)
        layout.addStretch(0)

    def _name_parts(self) -> None:
        """The panel's own words, in the language showing."""
        self.setAccessibleName(AdditionPanel.tr("Vector addition"))
        self.canvas.setAccessibleName(AdditionPanel.tr("Token row plus position row equals row of Z, by dimension"))
        self.replay_button.setText(AdditionPanel.tr("{arrow} Replay").format(
            arrow="◀" if self.isRightToLeft() else "▶"))
        self.replay_button.setToolTip(AdditionPanel.tr("Play the addition again"))
        self.prev_button.setToolTip(AdditionPanel.tr("Earlier dimensions"))
        self.next_button.setToolTip(AdditionPanel.tr("Later dimensions"))

    def slide_copy(self) -> VectorAdditionPanel:
        """A new panel on the same session and dimensions, settled, for a slide figure (this one is not touched)."""
        copy = VectorAdditionPanel(self._session, slide=True)
        copy._first_dim = self._first_dim
        if len(copy.values[0]):
            copy._update_rows()
        return copy

    def fit_slide(self) -> None:
        """Nothing to fit: the canvas fills the figure as it is laid out."""

    def box_title(self) -> str:
        """The title of the box around the panel, as true of the model as the caption."""
        return text.title(placement(self._session.layer))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """A new language: the words are made again from the session (the bars are not replayed)."""
        super().changeEvent(event)
        if self._built and event.type() in (QtCore.QEvent.Type.LanguageChange,
                                                           QtCore.QEvent.Type.LayoutDirectionChange):
            self._name_parts()
            self._shown_context = None            # the same addition, said again
            self._refresh(animate=False)

    # --- public: what the walkthrough and the tests use ------------------------------------
    def play(self) -> None:
        """Play the addition from the start (restarting one already running).

        With reduce motion on, or nothing to show, it jumps to the end and says ``finished`` at once.
        """
        self.animation.stop()
        if self._session.reduce_motion or not len(self._values[0]):
            self.set_progress(1.0)
            self.finished.emit()
            return
        self.set_progress(0.0)
        self.animation.start()

    def _finish_on_next(self) -> bool:
        """A "next" while the addition is flying on screen shows the sum at once and uses the press."""
        if self.animation.state() != QtCore.QAbstractAnimation.State.Running or not self.isVisible():
            return False
        self.animation.stop()
        self._on_animation_finished()
        return True

    def replay(self) -> None:
        """Play the addition again (the replay button)."""
        self.play()

    def set_progress(self, t: float) -> None:
        """Draw the addition at time ``t`` in [0, 1] (1: the sums have settled)."""
        self.canvas.set_progress(t)

    @property
    def progress(self) -> float:
        return self.canvas.progress

    @property
    def values(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The focused token's (token row, position row, row of Z), each shape (d,); empty when
        there is no sentence."""
        return self._values

    @property
    def dims(self) -> tuple[int, int]:
        """The window of dimensions drawn: ``(first, stop)``; (0, 0) when there is no sentence."""
        d = len(self._values[0])
        return dims_window(self._first_dim, self._dims_count(), d) if d else (0, 0)

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        # A layout's minimum counts a wrapped label as one line; add the lines it really takes at
        # this width, so the rows the canvas needs are never squeezed out by a long caption.
        hint = super().minimumSizeHint()
        width = max(self.width(), hint.width()) - 4
        widths = {self.caption: width - self.replay_button.sizeHint().width() - 6, self.note: width}
        extra = sum(max(0, label.heightForWidth(w) - label.minimumSizeHint().height())
                    for label, w in widths.items() if label.isVisibleTo(self))
        return QtCore.QSize(hint.width(), hint.height() + extra)

    # --- session handlers ----------------------------------------------------------------
    def _on_frame_changed(self, frame) -> None:
        self._refresh(animate=True)

    def _on_focus_changed(self, index: int) -> None:
        self._refresh(animate=True)

    def _on_reduce_motion_changed(self, on: bool) -> None:
        if on and self.animation.state() == QtCore.QAbstractAnimation.State.Running:
            self.play()

    # --- internals -----------------------------------------------------------------------
    def _refresh(self, animate: bool) -> None:
        """Read the focused token from the session; play when what it adds up to changed."""
        frame, index = self._session.frame, self._session.focus
        if frame.length == 0 or not 0 <= index < frame.length:
            self._show_empty()
            return
        token, position, z = frame.token_vectors[index], frame.position_vectors[index], frame.z[index]
        key = (frame.tokens[index].text, int(frame.ids[index]), index, token.tobytes(), position.tobytes())
        changed, self._shown_key = key != self._shown_key, key
        context = (self._session.layer, self._session.settings)
        if not changed and context == self._shown_context:
            return          # a keystroke elsewhere in the sentence: the same addition is on screen
        self._shown_context = context
        if len(token) != len(self._values[0]):
            self._first_dim = 0
        self._values = (token, position, z)
        self._show_texts(frame, index)
        self._update_rows()
        if animate and changed:
            self.play()

    def _show_texts(self, frame, index: int) -> None:
        layer, settings = self._session.layer, self._session.settings
        rope = not frame.scheme.adds_to_input
        off = isinstance(frame.scheme, NoPositions)
        word, token_id, known = clip(frame.tokens[index].text), int(frame.ids[index]), bool(frame.known[index])
        own = layer.recipe.positions if layer.recipe is not None else ""
        notes = (text.position_note(settings, rope=rope, off=off, model_positions=own),
                 "" if known else text.unknown_note(word, layer.vocabulary.unk, token_id),
                 text.illustrative_note(layer.table, frame.scheme, frame.d_model))
        place = placement(layer)             # what this model adds and whether z is what block 1 receives
        caption, note = text.model_caption(word, index, place, known=known), "\n".join(n for n in notes if n)
        box = self.parentWidget()
        if isinstance(box, QtWidgets.QGroupBox) and box.title() != self.box_title():
            box.setTitle(self.box_title())
        if (caption, note) != (self.caption.text(), self.note.text()):
            self.caption.setText(caption)
            self.note.setText(note)
            self.note.setVisible(bool(note))
            self.updateGeometry()     # the labels' heights are part of this panel's smallest height
        self._titles = text.lane_titles(word, token_id, known, index, final=not place.more)
        self.replay_button.setEnabled(True)

    def _show_empty(self) -> None:
        self.animation.stop()
        self._values = (np.zeros(0), np.zeros(0), np.zeros(0))
        self._shown_key = self._shown_context = None
        self.caption.setText(text.empty_caption())
        self.note.setText("")
        self.note.setVisible(False)
        self.replay_button.setEnabled(False)
        self.canvas.set_rows([], *self._values, (0.0, 1.0), ("", "", ""))
        self.canvas.set_progress(1.0)
        self._update_paging(0, 0, 0)
        self._fit_height(all_shown=True)

    def _update_rows(self) -> None:
        token, position, z = self._values
        d = len(token)
        first, stop = dims_window(self._first_dim, self._dims_count(), d)
        self._first_dim = first
        names = text.dim_names(self._session.layer.table.dim_names, first, stop)
        self.canvas.set_rows(names, token[first:stop], position[first:stop], z[first:stop],
                             value_range(token, position, z), self._titles, total=d)
        self._update_paging(first, stop, d)
        self._fit_height(all_shown=stop - first == d)
        self.canvas.setAccessibleDescription(read_out(self.caption.text(), names, self._values, first, stop))

    def _fit_height(self, all_shown: bool) -> None:
        """A short vector takes only the height it needs, so the controls sit right under it;
        a long one takes all the room there is, to show as many dimensions as fit."""
        limit = self.canvas.height_for_rows(len(self._values[0])) if all_shown else QWIDGETSIZE_MAX
        if self.canvas.maximumHeight() != limit:
            self.canvas.setMaximumHeight(limit)

    def _update_paging(self, first: int, stop: int, d: int) -> None:
        paging = stop - first < d
        for widget in (self.prev_button, self.dims_label, self.next_button):
            widget.setVisible(paging and not self.slide)     # a slide copy says what it shows without a pager
        self.dims_label.setText(text.dims_label(first, stop, d) if paging else "")
        self.prev_button.setEnabled(first > 0)
        self.next_button.setEnabled(stop < d)

    def _dims_count(self) -> int:
        return self.canvas.rows_that_fit()

    def _move_window(self, rows: int) -> None:
        if len(self._values[0]):
            self._first_dim += rows
            self._update_rows()

    def _on_rows_fit_changed(self, rows: int) -> None:
        if len(self._values[0]):
            self._update_rows()

    def _on_scroll_requested(self, notches: int) -> None:
        self._move_window(notches * WHEEL_ROWS)

    def _on_animation_finished(self) -> None:
        self.set_progress(1.0)
        self.finished.emit()
