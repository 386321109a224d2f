"""View 3: sinusoidal, learned and RoPE side by side, and a sweep of the length past the table's end."""
from __future__ import annotations

import html

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lessons.lengths import compare_lengths, rope_head
from posviz.lessons.rope_heads import model_rope
from posviz.model.positions import Learned
from posviz.lessons.shapes import format_count
from posviz.qt.panels.deeper.common import DeeperView, MatrixView, check_text, rich_label
from posviz.qt.widgets.text_style import status_colour
from posviz.lessons.captions.deeper import learned_note  # moved there: tested Qt-free

DeeperLengths = Context("DeeperLengths")

MAX_LENGTH = 10_000_000
SWEEP_MS_PER_STEP = 110
MATRIX_LINES = 10           # smallest height of a matrix, in lines of text


def sweep_range(max_len: int) -> tuple[int, int]:
    """Lengths a sweep runs through: from a little before the table's end to well past it."""
    return max(1, max_len - 24), max_len + 16


class SchemeColumn(QtWidgets.QWidget):
    """One scheme: its name, its parameter count, its vectors and whether it covered every position."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.title, self.parameters, self.status = rich_label(), rich_label(), rich_label()
        self.matrix = MatrixView(self)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        for widget, stretch in ((self.title, 0), (self.parameters, 0), (self.status, 0), (self.matrix, 1)):
            layout.addWidget(widget, stretch)

    def show_check(self, check, parameters: str, length: int, peak: float = 1.0) -> None:
        self.matrix.setMinimumHeight(MATRIX_LINES * self.fontMetrics().height())   # grows with the zoom
        self.title.setText(f"<b>{html.escape(check.title)}</b>")
        self.parameters.setText(parameters)
        labels = [str(p) for p in check.positions]
        d = check.vectors.shape[1]
        self.matrix.set_data(check.vectors, (-peak, peak), labels, [str(j) for j in range(d)],
                             missing_text=DeeperLengths.tr("no row: past the table"))
        if check.error:
            self.status.setText(DeeperLengths.tr("{mark} {error}").format(
                mark=f'<span style="color:{status_colour("error")}"><b>\u2717 ValueError:</b></span>',
                error=isolate(html.escape(check.error))))
        else:
            where = DeeperLengths.tr("a formula") if check.parameters == 0 else DeeperLengths.tr("inside the table")
            self.status.setText(check_text(True, DeeperLengths.tr("all %Ln positions have a vector", None, length),
                                           where))


class LengthsView(DeeperView):
    """Three schemes asked for the same sequence length, which the user (or a sweep) pushes past L_max."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperLengths")
        self.length = None                      # the length tried; starts at the sentence's
        self.checks = ()
        self.length_spin = QtWidgets.QSpinBox(objectName="lengthSpin", keyboardTracking=False)
        self.length_spin.setRange(1, MAX_LENGTH)
        self.length_spin.valueChanged.connect(self.set_length)
        self.slider = QtWidgets.QSlider(QtCore.Qt.Orientation.Horizontal, objectName="lengthSweepSlider")
        self.slider.valueChanged.connect(self.set_length)
        self.max_len_spin = QtWidgets.QSpinBox(objectName="learnedRowsSpin", keyboardTracking=False)
        self.max_len_spin.setRange(1, 1_000_000)
        self.max_len_spin.valueChanged.connect(lambda n: session.set_settings(learned_max_len=n))
        self.sweep_button = QtWidgets.QPushButton(objectName="sweepButton")
        self.sweep_button.clicked.connect(self.sweep)
        self.animation = QtCore.QVariantAnimation(self)
        self.animation.valueChanged.connect(lambda v: self.set_length(int(v)))
        self.columns = [SchemeColumn(self) for _ in range(3)]
        self.note = rich_label()
        self.control_names = QtWidgets.QLabel(), QtWidgets.QLabel()
        self._build_layout()
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperLengths.tr("Sinusoidal, learned and RoPE past the training length"))
        self.length_spin.setAccessibleName(DeeperLengths.tr("Input length L"))
        self.slider.setAccessibleName(DeeperLengths.tr("Input length L (slider)"))
        self.max_len_spin.setAccessibleName(DeeperLengths.tr("Rows of the learned position table"))
        self.sweep_button.setText(DeeperLengths.tr("Sweep past the table's end"))
        self.control_names[0].setText(DeeperLengths.tr("Length L:"))
        self.control_names[1].setText(DeeperLengths.tr("Learned table rows:"))

    def coloured_parts(self) -> list:
        return [column.matrix for column in self.columns]

    def _build_layout(self) -> None:
        controls = QtWidgets.QGridLayout()       # the slider has a row of its own: the boxes fit a zoomed projector
        controls.addWidget(self.control_names[0], 0, 0)
        controls.addWidget(self.length_spin, 0, 1)
        controls.addWidget(self.control_names[1], 0, 2)
        controls.addWidget(self.max_len_spin, 0, 3)
        controls.setColumnStretch(4, 1)
        controls.addWidget(self.sweep_button, 1, 0, 1, 2)
        controls.addWidget(self.slider, 1, 2, 1, 3)
        row = QtWidgets.QHBoxLayout()
        for column in self.columns:
            row.addWidget(column, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addLayout(row, 1)
        layout.addWidget(self.note)

    def set_length(self, length: int) -> None:
        """Ask every scheme for a sequence of ``length`` tokens."""
        length = min(max(int(length), 1), MAX_LENGTH)
        if length != self.length:
            self.length = length
            self.request_redraw()

    def sweep(self) -> None:
        """Run the length from before the learned table's end to past it (at once: reduced motion)."""
        start, stop = sweep_range(self.session.settings.learned_max_len)
        self.animation.stop()
        if self.session.reduce_motion:
            self.set_length(stop)
            return
        self.animation.setStartValue(start)
        self.animation.setEndValue(stop)
        self.animation.setDuration(SWEEP_MS_PER_STEP * (stop - start))
        self.animation.start()

    def _learned_table(self):
        positions = self.session.layer.positions
        return positions if isinstance(positions, Learned) and not positions.illustrative else None

    def redraw(self) -> None:
        settings = self.view_settings()
        if self.length is None:
            self.length = max(self.session.frame.length, 1)
        self._sync_controls(settings.learned_max_len)
        model = model_rope(self.session.real_model)
        self.checks = compare_lengths(settings, self.length, self._learned_table(), model)
        self.rope = rope_head(settings, self.length, model)
        d = settings.d_model
        learned_rows = self.checks[1].parameters // d
        texts = (DeeperLengths.tr("parameters: <b>none</b>, a formula gives every position"),
                 DeeperLengths.tr("parameters: <b>{rows} \u00d7 {width} = {count}</b> learned numbers").format(
                     rows=number(learned_rows), width=number(d), count=format_count(self.checks[1].parameters)),
                 self._rope_parameters())
        factor = self.rope.attention_factor if self.rope is not None else 1.0
        for column, check, text, peak in zip(self.columns, self.checks, texts, (1.0, 1.0, max(1.0, factor))):
            column.show_check(check, text, self.length, peak)
        shown = self.checks[0].positions
        if len(shown):
            drawn = DeeperLengths.tr("Drawn: positions {first} to {last} (the last %Ln of L = {length}); grey = no "
                                     "vector. {note} Sinusoidal and RoPE compute any position; whether a network "
                                     "trained on short inputs uses those far positions well is a separate question.",
                                     None, len(shown))
        else:
            drawn = DeeperLengths.tr("Drawn: no positions (L = {length}); grey = no vector. {note} Sinusoidal and "
                                     "RoPE compute any position; whether a network trained on short inputs uses "
                                     "those far positions well is a separate question.")
        self.note.setText(drawn.format(first=number(int(shown[0])) if len(shown) else "",
                                       last=number(int(shown[-1])) if len(shown) else "",
                                       length=number(self.length), note=learned_note(self.checks[1])))

    def _rope_parameters(self) -> str:
        """The RoPE column's parameter line: none, and for a real model its head's columns and frequencies
        at this L (scaled ones may depend on L)."""
        rope = self.rope
        if rope is None or not rope.from_model:
            return DeeperLengths.tr("parameters: <b>none</b>, a rotation for every position")
        theta = ", ".join(f"{t:.4g}" for t in rope.theta[:3])
        pairs, more = rope.pairs(), ", \u2026"     # one pair when only 2 dimensions of a head turn
        dims = ", ".join(str(tuple(int(x) for x in pair)) for pair in pairs[:2]) + (more if len(pairs) > 2 else "")
        theta += more if len(rope.theta) > 3 else ""
        if rope.scaling:
            text = DeeperLengths.tr(
                "parameters: <b>none</b>, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = "
                "dims {dims} of one {width}-wide head; \u03b8 = {theta} rad per position ({scaling} scaling at "
                "L = {length}; cos, sin \u00d7 {factor})")
        else:
            text = DeeperLengths.tr(
                "parameters: <b>none</b>, a rotation for every position. Columns 2i, 2i+1: cos, sin of pair i = "
                "dims {dims} of one {width}-wide head; \u03b8 = {theta} rad per position")
        return text.format(dims=isolate(dims), width=rope.head_dim, theta=isolate(theta), scaling=rope.scaling,
                           length=number(self.length), factor=f"{rope.attention_factor:.4g}")

    def _sync_controls(self, max_len: int) -> None:
        blockers = [QtCore.QSignalBlocker(w) for w in (self.length_spin, self.slider, self.max_len_spin)]
        self.max_len_spin.setValue(max_len)
        self.slider.setRange(1, max(64, sweep_range(max_len)[1], min(self.length, 4 * max_len)))
        self.slider.setValue(self.length)
        self.length_spin.setValue(self.length)
        del blockers
