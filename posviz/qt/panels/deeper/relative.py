"""View 4: PE.PE^T depends only on the offset, and one matrix M_k moves every position k steps."""
from __future__ import annotations

import numpy as np
from PySide6 import QtWidgets

from posviz.i18n import Context, isolate, shown as in_language
from posviz.model.positions import Learned
from posviz.lessons.relative import apply_shift, shift_matrix, shift_residual, similarity_matrix, toeplitz_deviation
from posviz.qt.panels.deeper.common import DeeperView, MatrixView, check_text, rich_label, sci, symmetric
from posviz.lessons.captions.deeper import subscript  # moved there: tested Qt-free

DeeperRelative = Context("DeeperRelative")

TOLERANCE = 1e-9
PROBE_COLUMNS = 12        # columns of PE(p), M_k PE(p), PE(p+k) written out
MATRIX_SHOWN = 64         # a wider model's M_k is shown by its top-left corner


class RelativeView(DeeperView):
    """Similarity of position vectors (positions x positions) and the shift matrix M_k."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperRelative")
        self.count_spin = QtWidgets.QSpinBox(objectName="similarityPositions", keyboardTracking=False)
        self.count_spin.setRange(2, 256)
        self.count_spin.setValue(24)
        self.offset_spin = QtWidgets.QSpinBox(objectName="shiftOffset", keyboardTracking=False)
        self.offset_spin.setRange(-1000, 1000)
        self.offset_spin.setValue(3)
        self.table_choice = QtWidgets.QComboBox(objectName="similarityScheme")
        self.table_choice.addItems(["", ""])
        for widget in (self.count_spin, self.offset_spin):
            widget.valueChanged.connect(lambda *_: self.request_redraw())
        self.table_choice.currentIndexChanged.connect(lambda *_: self.request_redraw())
        self.similarity, self.shift = MatrixView(self, square=True), MatrixView(self, square=True)
        self.probe = MatrixView(self, legend=False)
        self.similarity.cellClicked.connect(lambda r, c: self.offset_spin.setValue(c - r))
        self.similarity_title, self.similarity_check = rich_label(), rich_label()
        self.shift_title, self.shift_check = rich_label(), rich_label()
        self.toeplitz_error = self.residual = float("nan")
        self.control_names = [QtWidgets.QLabel() for _ in range(3)]
        self._build_layout()
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperRelative.tr("Relative position: similarity and the shift matrix"))
        self.count_spin.setAccessibleName(DeeperRelative.tr("Positions in the similarity table"))
        self.offset_spin.setAccessibleName(DeeperRelative.tr("Offset k of the shift matrix"))
        self.table_choice.setItemText(0, DeeperRelative.tr("sinusoidal (the toolbar's convention)"))
        self.table_choice.setItemText(1, DeeperRelative.tr("learned (the model's own, or illustrative)"))
        for label, text in zip(self.control_names, (DeeperRelative.tr("Positions:"), DeeperRelative.tr("Offset k:"),
                                                    DeeperRelative.tr("Table:"))):
            label.setText(text)

    def coloured_parts(self) -> list:
        return [self.similarity, self.shift, self.probe]

    def _build_layout(self) -> None:
        # Two lines, the table's long names on the second: one line needed 1,044 px at 200 %.
        controls = QtWidgets.QGridLayout()
        for i, (label, widget) in enumerate(zip(self.control_names,
                                                (self.count_spin, self.offset_spin, self.table_choice))):
            controls.addWidget(label, i // 2, 2 * (i % 2))
            controls.addWidget(widget, i // 2, 2 * (i % 2) + 1, 1, 3 if i == 2 else 1)
        controls.setColumnStretch(4, 1)
        left = QtWidgets.QVBoxLayout()
        for widget, stretch in ((self.similarity_title, 0), (self.similarity, 1), (self.similarity_check, 0)):
            left.addWidget(widget, stretch)
        right = QtWidgets.QVBoxLayout()
        for widget, stretch in ((self.shift_title, 0), (self.shift, 3), (self.probe, 1), (self.shift_check, 0)):
            right.addWidget(widget, stretch)
        self.probe.setMinimumHeight(3 * self.fontMetrics().height() + 8)
        row = QtWidgets.QHBoxLayout()
        row.addLayout(left, 1)
        row.addLayout(right, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addLayout(row, 1)

    def sinusoidal(self):
        """The session's sinusoidal scheme (its convention and base), whatever the toolbar shows."""
        return self.view_settings().changed(scheme="sinusoidal", positions_on=True).position_scheme()

    def table_scheme(self):
        """The table compared: sinusoidal, or a learned one (the loaded model's if it has one)."""
        if self.table_choice.currentIndex() == 0:
            return self.sinusoidal()
        own = self.session.layer.positions
        if isinstance(own, Learned) and not own.illustrative:
            return own
        return self.view_settings().changed(scheme="learned", positions_on=True,
                                            learned_max_len=max(self.count_spin.value(), 2)).position_scheme()

    def redraw(self) -> None:
        self._draw_similarity()
        self._draw_shift()

    def _draw_similarity(self) -> None:
        n, k, d = self.count_spin.value(), self.offset_spin.value(), self.session.layer.d_model
        scheme = self.table_scheme()
        n = min(n, scheme.max_len or n)   # a real learned table may be shorter than asked
        matrix = similarity_matrix(scheme, n, d)
        self.toeplitz_error = toeplitz_deviation(matrix)
        labels = [str(p) for p in range(n)]
        diagonal = [(i, i + k) for i in range(n) if 0 <= i + k < n]
        self.similarity.set_data(matrix, symmetric(matrix), labels, labels, decimals=1, highlight=diagonal)
        self.similarity_title.setText(DeeperRelative.tr(
            "<b>PE(p) \u00b7 PE(q)</b> for positions p (down) and q (across). Outlined: the diagonal q \u2212 p "
            "= k = {k}. Click a cell to pick its offset.").format(k=k))
        ok = self.toeplitz_error < TOLERANCE
        claim = (DeeperRelative.tr("every diagonal is constant: the similarity depends only on q \u2212 p") if ok else
                 DeeperRelative.tr("the diagonals are not constant: this table does not encode offsets"))
        self.similarity_check.setText(check_text(ok, claim, DeeperRelative.tr(
            "largest change along a diagonal {value}").format(value=sci(self.toeplitz_error))))

    def _draw_shift(self) -> None:
        scheme, k, d = self.sinusoidal(), self.offset_spin.value(), self.session.layer.d_model
        try:
            m_k = shift_matrix(scheme, k, d, size=MATRIX_SHOWN)
        except ValueError as exc:
            self._no_shift(str(exc))
            return
        n = self.count_spin.value()
        self.residual = shift_residual(scheme, k, np.arange(n), d)
        names = [str(j) for j in range(len(m_k))]
        self.shift.set_data(m_k, (-1.0, 1.0), names, names)
        if len(m_k) == d:
            title = DeeperRelative.tr("<b>M<sub>{k}</sub></b>: a 2\u00d72 rotation per sine/cosine pair "
                                      "({convention}). It does not depend on p.")
        else:
            title = DeeperRelative.tr("<b>M<sub>{k}</sub></b> (its top-left {shown} \u00d7 {shown} of {d} \u00d7 {d}): "
                                      "a 2\u00d72 rotation per sine/cosine pair ({convention}). It does not depend on p.")
        self.shift_title.setText(title.format(k=k, shown=len(m_k), d=d, convention=isolate(in_language(scheme.convention))))
        self._draw_probe(scheme, k, d)
        ok = self.residual < TOLERANCE
        self.shift_check.setText(check_text(
            ok, DeeperRelative.tr("M<sub>{k}</sub>\u00b7PE(p) = PE(p + {k}) for every p from 0 to {last}").format(
                k=k, last=n - 1),
            DeeperRelative.tr("largest difference {value}").format(value=sci(self.residual))))

    def _draw_probe(self, scheme, k: int, d: int) -> None:
        """PE(p), M_k PE(p) and PE(p + k) for p = the focused token's position."""
        p = max(self.session.focus, 0, -k)
        before, after = scheme.encode([p, p + k], d)
        moved = apply_shift(scheme, k, before[None, :], d)[0]
        rows = np.stack([before, moved, after])[:, :PROBE_COLUMNS]
        self.probe.set_data(rows, (-1.0, 1.0), [f"PE({p})", f"M{subscript(k)}\u00b7PE({p})", f"PE({p + k})"])

    def _no_shift(self, message: str) -> None:
        self.residual = float("nan")
        self.shift.set_data(np.zeros((0, 0)))
        self.probe.set_data(np.zeros((0, 0)))
        self.shift_title.setText("<b>M<sub>k</sub></b>")
        self.shift_check.setText(check_text(False, DeeperRelative.tr("no shift matrix"), message))
