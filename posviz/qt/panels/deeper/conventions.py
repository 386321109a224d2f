"""View 7: the sinusoidal conventions of the libraries, each checked live against its own formula."""
from __future__ import annotations

import html

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lessons.conventions import (CHECK_TOLERANCE, CONVENTION_INFO, LIVE_CHECK_CELLS, convention_words,
                                        formula_text, reference_gap, scheme_for)
from posviz.qt.panels.deeper.common import DeeperView, MatrixView, check_text, math_label, rich_label, sci

DeeperConventions = Context("DeeperConventions")


class ConventionsView(DeeperView):
    """Pick a convention: its formula, its heatmap and a check against a hand-written reference."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperConventions")
        self.buttons = QtWidgets.QButtonGroup(self)
        for i, info in enumerate(CONVENTION_INFO.values()):
            self.buttons.addButton(QtWidgets.QRadioButton(objectName=f"convention_{info.key}"), i)
        self.buttons.idClicked.connect(self._on_convention_clicked)
        self.count_spin = QtWidgets.QSpinBox(objectName="conventionPositions", keyboardTracking=False)
        self.count_spin.setRange(1, 256)
        self.count_spin.setValue(32)
        self.count_spin.valueChanged.connect(lambda *_: self.request_redraw())
        self.libraries, self.check, self.cell_text = (rich_label() for _ in range(3))
        self.formula = math_label()
        self.heatmap = MatrixView(self)
        self.heatmap.cellClicked.connect(self._on_cell_clicked)
        self.cell = None            # (position, column) explained under the formula
        self.gap = float("nan")
        self.heading, self.table_title = rich_label(), rich_label()
        self.count_name = QtWidgets.QLabel()
        self._build_layout()
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperConventions.tr("Sinusoidal conventions switchboard"))
        for key, button in zip(CONVENTION_INFO, self.buttons.buttons()):
            title, libraries, _ = convention_words(key)
            button.setText(title)
            button.setToolTip(libraries)
        self.count_spin.setAccessibleName(DeeperConventions.tr("Positions shown"))
        self.heading.setText(DeeperConventions.tr("<b>Sinusoidal convention</b> (also the toolbar's)"))
        self.table_title.setText(DeeperConventions.tr(
            "<b>The table</b>: positions down, columns across. Click a cell."))
        self.count_name.setText(DeeperConventions.tr("Positions:"))

    def coloured_parts(self) -> list:
        return [self.heatmap]

    def _build_layout(self) -> None:
        left = QtWidgets.QVBoxLayout()
        left.addWidget(self.heading)
        for button in self.buttons.buttons():
            left.addWidget(button)
        for label in (self.libraries, self.formula, self.check, self.cell_text):
            left.addWidget(label)
        left.addStretch(1)
        right = QtWidgets.QVBoxLayout()
        right.addWidget(self.table_title)      # alone on its line: beside the count it was cut at 200 %
        count = QtWidgets.QHBoxLayout()
        count.addWidget(self.count_name)
        count.addWidget(self.count_spin)
        count.addStretch(1)
        right.addLayout(count)
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
        _, libraries, note = convention_words(key)
        with QtCore.QSignalBlocker(self.buttons):
            self.buttons.button(list(CONVENTION_INFO).index(key)).setChecked(True)
        count = self.count_spin.value()
        checked = min(count, max(LIVE_CHECK_CELLS // d, 1))   # the reference is plain Python loops
        scheme = scheme_for(key, base)
        table = scheme.encode(count, d)
        self.heatmap.set_data(table, (-1.0, 1.0), [str(p) for p in range(count)], self._column_names(scheme, d),
                              highlight=[self._cell(count, d)])
        self.libraries.setText(DeeperConventions.tr("<b>Used by:</b> {libraries}.<br>{note}").format(
            libraries=html.escape(libraries), note=html.escape(note)))
        self.formula.setText(f"<big>{formula_text(key, base)}</big>")
        self.gap = reference_gap(key, range(checked), d, base)
        self.check.setText(check_text(
            self.gap < CHECK_TOLERANCE, DeeperConventions.tr("matches the reference formula to {tolerance}").format(
                tolerance=f"{CHECK_TOLERANCE:g}"),
            DeeperConventions.tr("largest difference {value} over %Ln positions \u00d7 {columns} columns", None,
                                 checked).format(value=sci(self.gap), columns=number(d))))
        p, column = self._cell(count, d)
        text = DeeperConventions.tr("Position {position}, column {column}: {formula}").format(
            position=p, column=column, formula=isolate(html.escape(scheme.describe(p, column, d))))
        if settings.scheme != "sinusoidal":
            text = DeeperConventions.tr("{cell}<br><i>The toolbar shows {scheme}; this convention applies once "
                                        "you pick sinusoidal.</i>").format(cell=text, scheme=isolate(settings.scheme))
        self.cell_text.setText(text)

    def _cell(self, count: int, d: int) -> tuple[int, int]:
        """The cell explained: the clicked one, else the focused token's position in column 0."""
        p, column = self.cell if self.cell is not None else (max(self.session.focus, 0), 0)
        return min(p, count - 1), min(column, d - 1)

    @staticmethod
    def _column_names(scheme, d: int) -> list[str]:
        """'s0', 'c0', ...: which pair each column holds and whether it is the sine or the cosine."""
        pair, is_sin = scheme.columns(d)
        return [f"{'s' if s else 'c'}{k}" for k, s in zip(pair, is_sin)]
