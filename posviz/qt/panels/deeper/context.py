"""View 8: context extension. RoPE scaling slows the slow pairs so a model reads past its training length."""
from __future__ import annotations

import html
import math

from PySide6 import QtCore, QtWidgets

from posviz.lessons.context_extension import (DEFAULTS, ORIGINAL, PARAMETER_NAMES, SCALING_TYPES, extension, toy_extension)
from posviz.lessons.rope_heads import model_rope
from posviz.qt.panels.deeper.common import DeeperView, rich_label
from posviz.qt.panels.deeper.context_parts import AFTER_COLOUR, MARK_COLOUR, PairPlot, band_hex
from posviz.qt.widgets.text_style import status_colour

TOY_HEAD_DIM = 128          # a Llama-sized head: 64 pairs make the bands visible
MAX_LENGTH = 100_000_000
TYPE_PARAMETERS = {"linear": ("factor", ORIGINAL), "dynamic": ("factor", ORIGINAL),
                   "yarn": ("factor", ORIGINAL, "beta_fast", "beta_slow"),
                   "llama3": ("factor", ORIGINAL, "low_freq_factor", "high_freq_factor")}


def _parameter_box(name: str) -> QtWidgets.QAbstractSpinBox:
    if name == ORIGINAL:
        box = QtWidgets.QSpinBox(keyboardTracking=False)
        box.setRange(16, 10_000_000)
        box.setSingleStep(1024)
    else:
        box = QtWidgets.QDoubleSpinBox(keyboardTracking=False, decimals=3)
        box.setRange(0.001, 10_000.0)
        box.setSingleStep(0.5 if name == "factor" else 1.0)
    box.setObjectName(f"context_{name}")
    box.setAccessibleName(PARAMETER_NAMES[name])
    return box


class ContextView(DeeperView):
    """One head's frequencies before and after RoPE scaling, per pair, with the bands coloured."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperContext")
        self.setAccessibleName("Context extension: RoPE scaling")
        self.extension = None                 # the Extension drawn
        self._toy_kind, self._shown_rope, self._fresh = "llama3", None, True
        self.kind = QtWidgets.QComboBox(objectName="contextScaling")
        self.attention_type = QtWidgets.QComboBox(objectName="contextAttentionType")   # models with several RoPEs
        for kind in SCALING_TYPES:
            self.kind.addItem(kind, kind)
        self.kind.setCurrentIndex(SCALING_TYPES.index("llama3"))
        self.parameters = {name: _parameter_box(name) for name in PARAMETER_NAMES}
        self.parameter_labels = {name: QtWidgets.QLabel(f"{PARAMETER_NAMES[name]}:") for name in PARAMETER_NAMES}
        self.head_spin = self._spin("contextHeadDim", 2, 1024, TOY_HEAD_DIM, "Width of the toy head")
        self.head_spin.setSingleStep(2)
        self.length_spin = self._spin("contextLength", 1, MAX_LENGTH, 1, "Sequence length L")
        self.pair_spin = self._spin("contextPair", 0, 0, 0, "Pair")
        self.position_spin = self._spin("contextPosition", 0, 1_000_000_000, 0, "Position")
        self.freq_plot = PairPlot("\u03b8, radians")
        self.wave_plot = PairPlot("tokens per turn")
        self.freq_plot.setObjectName("contextFrequencyPlot")
        self.wave_plot.setObjectName("contextWavelengthPlot")
        self.source, self.legend, self.band_text = rich_label(), rich_label(), rich_label()
        self.rule, self.context, self.attention, self.angle = rich_label(), rich_label(), rich_label(), rich_label()
        self.message = rich_label()
        self._set_defaults(self._toy_kind)
        self.kind.activated.connect(self._on_kind_chosen)
        self.attention_type.activated.connect(self._on_attention_type_chosen)
        for box in (*self.parameters.values(), self.head_spin, self.length_spin, self.pair_spin, self.position_spin):
            box.valueChanged.connect(lambda *_: self.request_redraw())
        self._build_layout()

    @staticmethod
    def _spin(name: str, low: int, high: int, value: int, accessible: str) -> QtWidgets.QSpinBox:
        box = QtWidgets.QSpinBox(objectName=name, keyboardTracking=False)
        box.setRange(low, high)
        box.setValue(value)
        box.setAccessibleName(accessible)
        box.setGroupSeparatorShown(True)
        return box

    def _build_layout(self) -> None:
        self.cells = []        # one (label, box) widget per control, arranged in as many columns as fit
        for label, widget in [("Scaling:", self.kind), *((self.parameter_labels[n], self.parameters[n])
                                                         for n in PARAMETER_NAMES),
                              ("Attention:", self.attention_type),
                              ("Head width:", self.head_spin), ("Sequence length L:", self.length_spin),
                              ("Pair i:", self.pair_spin), ("Position p:", self.position_spin)]:
            label = QtWidgets.QLabel(label) if isinstance(label, str) else label
            label.setBuddy(widget)
            cell = QtWidgets.QWidget()
            row = QtWidgets.QHBoxLayout(cell)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(label)
            row.addWidget(widget)
            self.cells.append(cell)
        self.controls = QtWidgets.QGridLayout()
        self._columns, self._hidden_cells = 0, set()
        self.plots = QtWidgets.QBoxLayout(QtWidgets.QBoxLayout.Direction.LeftToRight)
        self.plots.addWidget(self.freq_plot, 1)
        self.plots.addWidget(self.wave_plot, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(self.controls)
        layout.addWidget(self.message)
        layout.addLayout(self.plots, 1)          # the plots first: on a projector they are what fits
        for label in (self.legend, self.band_text, self.rule, self.source, self.context, self.attention,
                      self.angle):
            layout.addWidget(label)
        self._arrange_controls(4)

    def _arrange_controls(self, columns: int) -> None:
        """The controls in ``columns`` columns (fewer on a narrow or zoomed screen, so nothing is cut off)."""
        if columns == self._columns:
            return
        self._columns = columns
        for cell in self.cells:
            self.controls.removeWidget(cell)
        shown = [cell for cell in self.cells if cell not in self._hidden_cells]
        for i, cell in enumerate(shown):
            self.controls.addWidget(cell, i // columns, i % columns, QtCore.Qt.AlignmentFlag.AlignLeft)
        for cell in self.cells:     # all are children of this view by now (added once at least)
            cell.setVisible(cell not in self._hidden_cells)
        for c in range(5):
            self.controls.setColumnStretch(c, 1 if c == columns else 0)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        widest = max(cell.sizeHint().width() for cell in self.cells) + self.controls.horizontalSpacing()
        self._arrange_controls(max(1, min(4, self.width() // max(widest, 1))))

    # --- controls --------------------------------------------------------------------------
    def _set_defaults(self, kind: str) -> None:
        """The type's default parameters; L, p and the pair follow on the next redraw."""
        blockers = [QtCore.QSignalBlocker(w) for w in self.parameters.values()]
        for name, box in self.parameters.items():
            box.setValue(DEFAULTS[kind].get(name, box.value()))
        del blockers
        self._fresh = True

    def _on_kind_chosen(self, index: int) -> None:
        self._toy_kind = self.kind.itemData(index)
        self._set_defaults(self._toy_kind)
        self.request_redraw()

    def _on_attention_type_chosen(self, index: int) -> None:
        self._fresh = True
        self.request_redraw()

    def _on_model_changed(self, model) -> None:
        """A real model shows its own scaling and head (read-only); the toy gets its chooser back."""
        self._shown_rope = model
        blockers = [QtCore.QSignalBlocker(w) for w in (self.kind, self.head_spin, self.attention_type)]
        self.kind.clear()
        if model is not None:
            self.kind.addItem(f"{model.scaling or 'none'} (the model's own)", None)
            self.head_spin.setValue(model.head_dim or self.session.layer.d_model)
        else:
            for kind in SCALING_TYPES:
                self.kind.addItem(kind, kind)
            self.kind.setCurrentIndex(SCALING_TYPES.index(self._toy_kind))
            self.head_spin.setValue(TOY_HEAD_DIM)
        self.kind.setEnabled(model is None)
        self.head_spin.setEnabled(model is None)
        self.attention_type.clear()
        ropes = getattr(self.session.real_model.recipe, "ropes", ()) if model is not None else ()
        for name, _ in ropes if len(ropes) > 1 else ():
            self.attention_type.addItem(name, name)
        self.attention_type.setCurrentIndex(max(self.attention_type.findData("full_attention"), 0))
        del blockers
        self._fresh = True
        if model is None:
            self._set_defaults(self._toy_kind)

    def _chosen_rope(self, primary):
        """The RoPE of the attention type chosen (models with one per type), else the model's own."""
        if primary is None or self.attention_type.count() < 2:
            return primary
        return dict(self.session.real_model.recipe.ropes).get(self.attention_type.currentData(), primary)

    def _toy_values(self) -> dict:
        return {name: self.parameters[name].value() for name in TYPE_PARAMETERS[self._toy_kind]}

    def _show_parameters(self, names) -> None:
        hidden = {cell for cell, name in zip(self.cells[1:], PARAMETER_NAMES) if name not in names}
        if self.attention_type.count() < 2:
            hidden.add(self.cells[len(PARAMETER_NAMES) + 1])
        if hidden != self._hidden_cells:
            self._hidden_cells = hidden
            columns, self._columns = self._columns, 0
            self._arrange_controls(columns)      # re-flow: hidden cells leave no gaps

    # --- drawing ---------------------------------------------------------------------------
    def _compute(self, model):
        """The Extension to draw and the sentence saying whose it is."""
        length = self.length_spin.value()
        if model is not None:
            ext = extension(model, self.session.layer.d_model, length, self.session.layer.recipe.max_length)
            kind = self.attention_type.currentData()
            which = f" ({html.escape(kind)} layers)" if kind else ""
            return ext, f"<b>{html.escape(self.session.real_model.name)}</b>, one head{which}, as its config says"
        ext = toy_extension(self._toy_kind, self.head_spin.value(), self.session.settings.base, self._toy_values(),
                            length)
        whose = ("The loaded model has no RoPE, so a toy head is shown. " if self.session.real_model else "")
        return ext, f"{whose}<b>A toy head</b> (illustrative; its base is the one set in the controls bar)"

    def redraw(self) -> None:
        primary = model_rope(self.session.real_model)
        if primary is not self._shown_rope:
            self._on_model_changed(primary)
        model = self._chosen_rope(primary)
        if model is not None:
            self.kind.setItemText(0, f"{model.scaling or 'none'} (the model's own)")
        self._show_parameters(() if model is not None else TYPE_PARAMETERS[self._toy_kind])
        try:
            ext, whose = self._compute(model)
            if self._fresh:        # a new model or type: L and p at its extended context, the first slow pair
                self._start_at(ext)
                ext, whose = self._compute(model)
        except (ValueError, ZeroDivisionError, OverflowError) as exc:
            self.message.setText(f'<span style="color:{status_colour("error")}"><b>\u2717</b></span> These parameters cannot be '
                                 f"used: {html.escape(str(exc) or type(exc).__name__)}. The last good picture is kept.")
            return
        self.message.setText("")
        self.extension = ext
        self._write_source(ext, whose)
        self._draw_plots(ext)
        self._write_captions(ext)

    def _start_at(self, ext) -> None:
        self._fresh = False
        blockers = [QtCore.QSignalBlocker(w) for w in (self.length_spin, self.position_spin, self.pair_spin)]
        longest = min(ext.extended_context, MAX_LENGTH)
        self.length_spin.setValue(longest)
        self.position_spin.setValue(longest)
        self.pair_spin.setRange(0, ext.head.n_pairs - 1)
        past = [i for i in range(ext.head.n_pairs) if ext.wavelength[i] > ext.original_context]
        self.pair_spin.setValue(past[0] if past else ext.head.n_pairs - 1)
        del blockers

    def _write_source(self, ext, whose: str) -> None:
        head = ext.head
        values = ", ".join(f"{PARAMETER_NAMES.get(k, k)} {v:,.6g}" for k, v in (ext.parameters or {}).items()
                           if isinstance(v, (int, float)))
        self.source.setText(f"{whose}: {html.escape(head.describe())}" + (f" ({values})" if values else "")
                            + f"; frequencies at L = {self.length_spin.value():,} tokens.")
        self.legend.setText(
            f"Dashed: before scaling. <span style='color:{AFTER_COLOUR.name()}'><b>Solid blue: after scaling.</b>"
            f"</span> Background: <span style='background-color:{band_hex(0)}; color:black'>&nbsp;kept&nbsp;</span> "
            f"<span style='background-color:{band_hex(1)}; color:black'>&nbsp;between&nbsp;</span> "
            f"<span style='background-color:{band_hex(2)}; color:black'>&nbsp;slowed by the factor&nbsp;</span>. "
            f"<span style='color:{MARK_COLOUR.name()}'>Vertical line: pair {self.pair_spin.value()}.</span> "
            "Both plots have a log scale.")

    def _draw_plots(self, ext) -> None:
        with QtCore.QSignalBlocker(self.pair_spin):
            self.pair_spin.setMaximum(ext.head.n_pairs - 1)      # (a narrower head clamps the pair)
        runs, pair = ext.band_runs(), self.pair_spin.value()
        self.freq_plot.set_values(ext.unscaled, ext.scaled, runs, pair)
        self.wave_plot.set_values(ext.wavelength, ext.scaled_wavelength, runs, pair)
        levels = [(ext.original_context, f"original context {ext.original_context:,}", f"{ext.original_context:,}")]
        if ext.factor and ext.factor > 1:
            longest = ext.original_context * ext.factor
            levels.append((longest, f"{ext.factor:g} \u00d7 original = {longest:,.0f}", f"{longest:,.0f}"))
        self.wave_plot.set_levels(levels)

    def _write_captions(self, ext) -> None:
        lines = [f"<span style='background-color:{band_hex(band)}'>&nbsp;&nbsp;&nbsp;</span> {html.escape(text)}"
                 for (band, _, _), text in zip(ext.band_runs(), ext.band_captions())]
        self.band_text.setText("<br>".join(lines))
        self.rule.setText(html.escape(ext.rule_caption()))
        self.rule.setVisible(bool(ext.rule_caption()))
        self.context.setText(html.escape(ext.context_caption()))
        self.attention.setText(html.escape(ext.attention_caption()))
        pair, position = self.pair_spin.value(), self.position_spin.value()
        before, after = ext.angle(pair, position)
        self.angle.setText(
            f"<b>Pair {pair} at position {position:,}</b>: before scaling p\u00b7\u03b8 = {position:,} \u00d7 "
            f"{ext.unscaled[pair]:.6g} = <b>{before:,.6g} rad</b> ({before / (2 * math.pi):,.4g} turns); after: "
            f"{position:,} \u00d7 {ext.scaled[pair]:.6g} = <b>{after:,.6g} rad</b> ({after / (2 * math.pi):,.4g} turns).")
