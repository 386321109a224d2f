"""View 7: the sinusoidal conventions of the libraries, each checked live against its own formula."""
from __future__ import annotations

import html

from PySide6 import QtCore, QtWidgets

from posviz.lessons.conventions import (CHECK_TOLERANCE, CONVENTION_INFO, LIVE_CHECK_CELLS, formula_text,
                                  reference_gap, scheme_for)
from posviz.qt.panels.deeper.common import DeeperView, MatrixView, check_text, rich_label, sci


class ConventionsView(DeeperView):
    """Pick a convention: its formula, its heatmap and a check against a hand-written reference."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperConventions")
        self.setAccessibleName("Sinusoidal conventions switchboard")
        self.buttons = QtWidgets.QButtonGroup(self)
        for i, info in enumerate(CONVENTION_INFO.values()):
            button = QtWidgets.QRadioButton(info.title, objectName=f"convention_{info.key}")
            button.setToolTip(info.libraries)
            self.buttons.addButton(button, i)
        self.buttons.idClicked.connect(self._on_convention_clicked)
        self.count_spin = QtWidgets.QSpinBox(objectName="conventionPositions", keyboardTracking=False)
        self.count_spin.setAccessibleName("Positions shown")
        self.count_spin.setRange(1, 256)
        self.count_spin.setValue(32)
        self.count_spin.valueChanged.connect(lambda *_: self.request_redraw())
        self.libraries, self.formula, self.check, self.cell_text = (rich_label() for _ in range(4))
        self.heatmap = MatrixView(self)
        self.heatmap.cellClicked.connect(self._on_cell_clicked)
        self.cell = None            # (position, column) explained under the formula
        self.gap = float("nan")
        self._build_layout()

    def coloured_parts(self) -> list:
        return [self.heatmap]

    def _build_layout(self) -> None:
        left = QtWidgets.QVBoxLayout()
        left.addWidget(rich_label("<b>Sinusoidal convention</b> (also the toolbar's)"))
        for button in self.buttons.buttons():
            left.addWidget(button)
        for label in (self.libraries, self.formula, self.check, self.cell_text):
            left.addWidget(label)
        left.addStretch(1)
        right = QtWidgets.QVBoxLayout()
        header = QtWidgets.QHBoxLayout()
        header.addWidget(rich_label("<b>The table</b>: positions down, columns across. Click a cell."), 1)
        header.addWidget(QtWidgets.QLabel("Positions:"))
        header.addWidget(self.count_spin)
        right.addLayout(header)
        right.addWidget(self.heatmap, 1)
        layout = QtWidgets.QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)


    def _on_convention_clicked(self, index: int) -> None:
        self.session.set_settings(convention=list(CONVENTION_INFO)[index])

    def _on_cell_clicked(self, row: int, column: int) -> None:
        self.cell = (row, column)
        self.request_redraw()

    def redraw(self) -> None:
        settings = self.view_settings()
        key, d, base = settings.convention, settings.d_model, settings.base
        info = CONVENTION_INFO[key]
        with QtCore.QSignalBlocker(self.buttons):
            self.buttons.button(list(CONVENTION_INFO).index(key)).setChecked(True)
        count = self.count_spin.value()
        checked = min(count, max(LIVE_CHECK_CELLS // d, 1))   # the reference is plain Python loops
        scheme = scheme_for(key, base)
        table = scheme.encode(count, d)
        self.heatmap.set_data(table, (-1.0, 1.0), [str(p) for p in range(count)], self._column_names(scheme, d),
                              highlight=[self._cell(count, d)])
        self.libraries.setText(f"<b>Used by:</b> {html.escape(info.libraries)}.<br>{html.escape(info.note)}")
        self.formula.setText(f"<big>{formula_text(key, base)}</big>")
        self.gap = reference_gap(key, range(checked), d, base)
        self.check.setText(check_text(
            self.gap < CHECK_TOLERANCE, f"matches the reference formula to {CHECK_TOLERANCE:g}",
            f"largest difference {sci(self.gap)} over {checked} positions \u00d7 {d:,} columns"))
        p, column = self._cell(count, d)
        elsewhere = "" if settings.scheme == "sinusoidal" else (
            f"<br><i>The toolbar shows {settings.scheme}; this convention applies once you pick sinusoidal.</i>")
        self.cell_text.setText(f"Position {p}, column {column}: {html.escape(scheme.describe(p, column, d))}"
                               f"{elsewhere}")

    def _cell(self, count: int, d: int) -> tuple[int, int]:
        """The cell explained: the clicked one, else the focused token's position in column 0."""
        p, column = self.cell if self.cell is not None else (max(self.session.focus, 0), 0)
        return min(p, count - 1), min(column, d - 1)

    @staticmethod
    def _column_names(scheme, d: int) -> list[str]:
        """'s0', 'c0', ...: which pair each column holds and whether it is the sine or the cosine."""
        pair, is_sin = scheme.columns(d)
        return [f"{'s' if s else 'c'}{k}" for k, s in zip(pair, is_sin)]
