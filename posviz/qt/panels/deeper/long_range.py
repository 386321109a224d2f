"""View 9: RoPE at long range. RoFormer's decaying bound, and the smallest base that keeps a context length.

The bound is drawn at once; the base search (seconds for a Llama-sized head) runs in a
background thread, the last answer kept and "computing…" said meanwhile.
"""
from __future__ import annotations

import html

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

import pyqtgraph as pg

from posviz.i18n import Context, isolate, number
from posviz.lessons.long_range import (DEFAULT_CONTEXT, bound_caption, decay_head, decay_table, search_caption,
                                       search_how)
from posviz.lessons.rope_long_range import smallest_base
from posviz.model.settings import BASE_RANGE
from posviz.qt.panels.deeper.common import DeeperView, rich_label
from posviz.qt.panels.deeper.rope_parts import ThemedPlot
from posviz.qt.workers.latest_call import LatestCall
from posviz.qt.widgets.text_style import status_colour

DeeperLongRange = Context("DeeperLongRange")

PASS_COLOUR, FAIL_COLOUR = QtGui.QColor("#0072b2"), QtGui.QColor("#d55e00")   # Okabe-Ito; height says it too
MAX_LENGTH = 1_000_000
NEIGHBOURS = 40              # grid bases drawn below the first that passes (all fail)


class DecayPlot(ThemedPlot):
    """RoFormer's bound against the distance, log x, with a line at the context length L."""

    @property
    def axis_labels(self) -> tuple[str, str]:
        return DeeperLongRange.tr("distance m (log scale)"), DeeperLongRange.tr("bound")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ropeDecayPlot")
        self.setLogMode(True, False)
        self.curve = self.plot([], [], pen=pg.mkPen(PASS_COLOUR, width=2))
        self.length_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(FAIL_COLOUR, width=2,
                                                                  style=QtCore.Qt.PenStyle.DashLine))
        self.addItem(self.length_line)
        self.showGrid(x=True, y=True, alpha=0.25)
        self.drawn: tuple | None = None         # the last (distances, bound, length) drawn
        self.apply_font()

    def slide_copy(self) -> DecayPlot:
        """A new plot of the same bound, for a slide figure (this one is not touched)."""
        copy = DecayPlot()
        if self.drawn is not None:
            copy.set_curve(*self.drawn)
        copy.setAccessibleName(self.accessibleName())
        return copy

    def set_curve(self, distances: np.ndarray, bound: np.ndarray, length: int) -> None:
        """The bound at distances ≥ 1 (log axis) and the line at ``length``."""
        self.drawn = (distances, bound, length)
        keep = distances >= 1
        self.curve.setData(distances[keep], bound[keep])
        self.length_line.setValue(np.log10(max(length, 1)))
        self.getAxis("bottom").setTicks(decade_ticks(distances[keep]))
        self.enableAutoRange()


def decade_ticks(values: np.ndarray) -> list[list[tuple[float, str]]]:
    """Labels at 1, 10, 100, … only (at log10 of each, as a log axis places them), unlabelled
    ticks at 2-9 × each: pyqtgraph's own labels for 2·10¹ … 9·10¹ ran into each other."""
    top = int(np.ceil(np.log10(max(float(values.max()), 1.0)))) if values.size else 1
    major = [(float(k), f"{10 ** k:,}") for k in range(0, top + 1)]
    minor = [(float(np.log10(m * 10 ** k)), "") for k in range(0, top) for m in range(2, 10)]
    return [major, minor]


class ScanPlot(ThemedPlot):
    """Each scanned base as a dot: up (blue) when it keeps the condition, down (orange) when it fails."""

    @property
    def axis_labels(self) -> tuple[str, str]:
        return DeeperLongRange.tr("base (log scale)"), ""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ropeScanPlot")
        self.setLogMode(True, False)
        self.passing = pg.ScatterPlotItem(size=7, brush=pg.mkBrush(PASS_COLOUR), pen=pg.mkPen(None))
        self.failing = pg.ScatterPlotItem(size=7, brush=pg.mkBrush(FAIL_COLOUR), pen=pg.mkPen(None), symbol="x")
        self.addItem(self.passing)
        self.addItem(self.failing)
        self.found = pg.InfiniteLine(angle=90, pen=pg.mkPen(PASS_COLOUR, width=2))
        self.addItem(self.found)
        self.getAxis("bottom").enableAutoSIPrefix(False)
        self.setYRange(-0.3, 1.3, padding=0)
        self.apply_font()

    def apply_font(self) -> None:
        """The axes styled and named, the two rows' names included, in the current language."""
        self.getAxis("left").setTicks([[(0, DeeperLongRange.tr("fails")), (1, DeeperLongRange.tr("passes"))]])
        super().apply_font()

    def set_scan(self, search) -> None:
        """The grid's answers (``search.grid``, ``search.passing``) and the base found.

        Dots sit at log10 of the base: items added to a log plot are not converted, only its curves.
        """
        x = np.log10(search.grid)
        ok = np.asarray(search.passing, dtype=bool)
        self.passing.setData(x=x[ok], y=np.ones(ok.sum()))
        self.failing.setData(x=x[~ok], y=np.zeros((~ok).sum()))
        self.found.setVisible(search.base is not None)
        if search.base is not None:
            self.found.setValue(np.log10(search.base))
        first = int(np.argmax(ok)) if ok.any() else 0
        self.setXRange(float(x[max(0, first - NEIGHBOURS)]), float(x[-1]), padding=0.02)
        self.setYRange(-0.3, 1.3, padding=0)


class LongRangeView(DeeperView):
    """RoFormer's bound for the session's base and head, and the smallest base for a context length."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperLongRange")
        self.base_spin = QtWidgets.QDoubleSpinBox(objectName="longRangeBase", keyboardTracking=False, decimals=1)
        self.base_spin.setRange(*BASE_RANGE)
        self.base_spin.setGroupSeparatorShown(True)
        self.head_spin = QtWidgets.QSpinBox(objectName="longRangeHead", keyboardTracking=False)
        self.head_spin.setRange(2, 1024)
        self.head_spin.setSingleStep(2)
        self.length_spin = QtWidgets.QSpinBox(objectName="longRangeLength", keyboardTracking=False)
        self.length_spin.setRange(1, MAX_LENGTH)
        self.length_spin.setValue(DEFAULT_CONTEXT)
        self.length_spin.setGroupSeparatorShown(True)
        for box in (self.base_spin, self.head_spin, self.length_spin):
            box.valueChanged.connect(lambda *_: self.request_redraw())
        self.source, self.bound_text, self.status = rich_label(), rich_label(), rich_label()
        self.search_text, self.how = rich_label(), rich_label()
        self.status.setObjectName("longRangeStatus")
        self.decay = DecayPlot()
        self.scan = ScanPlot()
        self.worker = LatestCall("posviz base search", self)
        self.worker.done.connect(self._on_search)
        self.searches: dict[tuple[int, int], object] = {}     # (d, L) -> BaseSearch, answered before
        self.search = None              # the BaseSearch drawn
        self.decay_data = None          # (distances, bound) drawn
        self._session_source = None     # (base, d) the session gave last: a change resets the boxes
        self._request = 0
        self.control_names = [QtWidgets.QLabel() for _ in range(3)]
        self._build_layout()
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperLongRange.tr("RoPE at long range"))
        for box, name, label, text in zip(
                (self.base_spin, self.head_spin, self.length_spin),
                (DeeperLongRange.tr("Base"), DeeperLongRange.tr("Rotated dimensions per head d"),
                 DeeperLongRange.tr("Context length L")), self.control_names,
                (DeeperLongRange.tr("Base:"), DeeperLongRange.tr("Head d:"), DeeperLongRange.tr("Context length L:"))):
            box.setAccessibleName(name)
            label.setText(text)
        self.how.setText(search_how())

    def _build_layout(self) -> None:
        controls = QtWidgets.QGridLayout()
        for i, (label, box) in enumerate(zip(self.control_names, (self.base_spin, self.head_spin, self.length_spin))):
            label.setBuddy(box)
            controls.addWidget(label, i // 2, 2 * (i % 2))
            controls.addWidget(box, i // 2, 2 * (i % 2) + 1)
        controls.setColumnStretch(4, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.source)
        layout.addWidget(self.decay, 1)
        layout.addWidget(self.bound_text)
        layout.addWidget(self.status)
        layout.addWidget(self.scan, 1)
        layout.addWidget(self.search_text)
        layout.addWidget(self.how)

    def session_head(self) -> tuple[float, int, str]:
        """The base and rotated width the session gives, and whose they are."""
        model = self.session.real_model
        return decay_head(self.session.layer, self.session.settings.base, model.name if model else None)

    def redraw(self) -> None:
        base, d, whose = self.session_head()
        if (base, d) != self._session_source:          # the session moved: the boxes follow it
            self._session_source = (base, d)
            blockers = [QtCore.QSignalBlocker(b) for b in (self.base_spin, self.head_spin)]
            self.base_spin.setValue(base)
            self.head_spin.setValue(max(d, 2))
            del blockers
        base, d, length = self.base_spin.value(), self.head_spin.value(), self.length_spin.value()
        try:
            distances, bound = decay_table(base, d, length)
        except (ValueError, MemoryError) as exc:
            self.status.setText(DeeperLongRange.tr("{mark} {error}. The last picture is kept.").format(
                mark=f'<span style="color:{status_colour("error")}"><b>\u2717</b></span>',
                error=isolate(html.escape(str(exc)))))
            return
        self.decay_data = (distances, bound)
        own = (base, d) == self._session_source
        if own:
            source = DeeperLongRange.tr("<b>{whose}</b>: base {base}, d = {d} rotated dimensions, so {pairs} pairs "
                                        "with \u03b8\u1d62 = base^(\u22122i/d).")
            name = DeeperLongRange.tr("RoFormer's bound against distance ({whose}): base {base}, d = {d}, L = {length}")
        else:
            source = DeeperLongRange.tr("<b>{whose}</b> (changed in the boxes above): base {base}, d = {d} rotated "
                                        "dimensions, so {pairs} pairs with \u03b8\u1d62 = base^(\u22122i/d).")
            name = DeeperLongRange.tr("RoFormer's bound against distance ({whose}, changed in the boxes above): "
                                      "base {base}, d = {d}, L = {length}")
        values = dict(whose=html.escape(whose), base=f"{base:,.6g}", d=d, pairs=d // 2, length=number(length))
        self.source.setText(source.format(**values))
        self.decay.set_curve(distances, bound, length)
        self.decay.setAccessibleName(name.format(**values))
        formula = "\u200e(1/(d/2)) \u03a3_{j=1\u2026d/2} |\u03a3_{k&lt;j} e^(i\u00b7m\u00b7\u03b8_k)|\u200e"
        self.bound_text.setText(DeeperLongRange.tr(
            "RoFormer's upper bound of a query\u2013key score m positions apart, {formula} (dashed line: L). "
            "{caption}").format(formula=formula, caption=html.escape(bound_caption(distances, bound, d, length))))
        self._ask_search(d, length)

    def _ask_search(self, d: int, length: int) -> None:
        key = (d, length)
        if key in self.searches:
            self._show_search(key, self.searches[key])
            return
        self._request += 1
        self.status.setText(DeeperLongRange.tr("<i>computing\u2026</i> the smallest base for d = {d}, L = {length} (in "
                                               "the background; the last answer is kept until then)").format(
            d=d, length=number(length)))
        self.worker.submit((self._request, key), lambda: smallest_base(d, length))

    def _on_search(self, key, result) -> None:
        request, (d, length) = key
        if isinstance(result, Exception):
            self.status.setText(DeeperLongRange.tr("{mark} The search failed: {error}. The last answer is kept.").format(
                mark=f'<span style="color:{status_colour("error")}"><b>\u2717</b></span>',
                error=isolate(html.escape(str(result)))))
            return
        self.searches[(d, length)] = result
        if request == self._request:
            self._show_search((d, length), result)

    def _show_search(self, key, search) -> None:
        d, length = key
        self.search = search
        self.status.setText("")
        self.scan.set_scan(search)
        if search.base is None:
            dots = DeeperLongRange.tr("Dots: every base scanned, all failing.")
        else:
            dots = DeeperLongRange.tr("Dots: the bases scanned from {steps} grid steps below the first pass (up: keeps "
                                      "the condition; down, crosses: fails; every smaller base scanned fails).").format(
                steps=NEIGHBOURS)
        self.search_text.setText(html.escape(f"{search_caption(search, d, length)} {dots}"))
