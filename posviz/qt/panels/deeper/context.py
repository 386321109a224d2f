"""View 8: context extension. RoPE scaling slows the slow pairs so a model reads past its training length."""
from __future__ import annotations

import html
import math

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lessons.context_extension import (DEFAULTS, ORIGINAL, PARAMETER_NAMES, SCALING_TYPES, extension,
                                              parameter_label, toy_extension)
from posviz.lessons.rope_heads import model_rope
from posviz.qt.panels.deeper.common import DeeperView, rich_label
from posviz.qt.panels.deeper.context_parts import AFTER_COLOUR, MARK_COLOUR, PairPlot, band_hex
from posviz.qt.widgets.text_style import status_colour

TOY_HEAD_DIM = 128          # a Llama-sized head: 64 pairs make the bands visible
MAX_LENGTH = 100_000_000
TYPE_PARAMETERS = {"linear": ("factor", ORIGINAL), "dynamic": ("factor", ORIGINAL),
                   "yarn": ("factor", ORIGINAL, "beta_fast", "beta_slow"),
                   "llama3": ("factor", ORIGINAL, "low_freq_factor", "high_freq_factor")}


DeeperContext = Context("DeeperContext")


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
    return box


class ContextView(DeeperView):
    """One head's frequencies before and after RoPE scaling, per pair, with the bands coloured."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperContext")
        self.extension = None                 # the Extension drawn
        self._toy_kind, self._shown_rope, self._fresh = "llama3", None, True
        self.kind = QtWidgets.QComboBox(objectName="contextScaling")
        self.attention_type = QtWidgets.QComboBox(objectName="contextAttentionType")   # models with several RoPEs
        for kind in SCALING_TYPES:
            self.kind.addItem(kind, kind)
        self.kind.setCurrentIndex(SCALING_TYPES.index("llama3"))
        self.parameters = {name: _parameter_box(name) for name in PARAMETER_NAMES}
        self.parameter_labels = {name: QtWidgets.QLabel() for name in PARAMETER_NAMES}
        self.head_spin = self._spin("contextHeadDim", 2, 1024, TOY_HEAD_DIM)
        self.head_spin.setSingleStep(2)
        self.length_spin = self._spin("contextLength", 1, MAX_LENGTH, 1)
        self.pair_spin = self._spin("contextPair", 0, 0, 0)
        self.position_spin = self._spin("contextPosition", 0, 1_000_000_000, 0)
        self.freq_plot = PairPlot("")
        self.wave_plot = PairPlot("")
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
        self.control_names = [QtWidgets.QLabel() for _ in range(6)]
        # Names from a model's config.json (the scaling types, beta_fast, low_freq_factor…) are data, as written there.
        self.kind.setProperty("data", True)
        for name in PARAMETER_NAMES:
            if name not in ("factor", ORIGINAL):
                self.parameters[name].setProperty("data", True)
                self.parameter_labels[name].setProperty("data", True)
        self._build_layout()
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperContext.tr("Context extension: RoPE scaling"))
        for name, box in self.parameters.items():
            box.setAccessibleName(parameter_label(name))
            #: a control's label: the scaling parameter's name
            self.parameter_labels[name].setText(DeeperContext.tr("{name}:").format(name=parameter_label(name)))
        for box, name in ((self.head_spin, DeeperContext.tr("Width of the toy head")),
                          (self.length_spin, DeeperContext.tr("Sequence length L")),
                          (self.pair_spin, DeeperContext.tr("Pair")), (self.position_spin, DeeperContext.tr("Position"))):
            box.setAccessibleName(name)
        for label, text in zip(self.control_names, (
                DeeperContext.tr("Scaling:"), DeeperContext.tr("Attention:"), DeeperContext.tr("Head width:"),
                DeeperContext.tr("Sequence length L:"), DeeperContext.tr("Pair i:"), DeeperContext.tr("Position p:"))):
            label.setText(text)
        for plot, y_label in ((self.freq_plot, DeeperContext.tr("\u03b8, radians")),
                              (self.wave_plot, DeeperContext.tr("tokens per turn"))):
            plot.axis_labels = (DeeperContext.tr("pair i"), y_label)
            plot.apply_font()

    @staticmethod
    def _spin(name: str, low: int, high: int, value: int) -> QtWidgets.QSpinBox:
        box = QtWidgets.QSpinBox(objectName=name, keyboardTracking=False)
        box.setRange(low, high)
        box.setValue(value)
        box.setGroupSeparatorShown(True)
        return box

    def _build_layout(self) -> None:
        self.cells = []        # one (label, box) widget per control, arranged in as many columns as fit
        names = self.control_names
        for label, widget in [(names[0], self.kind), *((self.parameter_labels[n], self.parameters[n])
                                                       for n in PARAMETER_NAMES),
                              (names[1], self.attention_type),
                              (names[2], self.head_spin), (names[3], self.length_spin),
                              (names[4], self.pair_spin), (names[5], self.position_spin)]:
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
            self.kind.addItem(self._own_scaling(model), None)
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

    @staticmethod
    def _own_scaling(model) -> str:
        """The chooser's one item for a real model: its scaling, which is its own."""
        if model.scaling:
            return DeeperContext.tr("{scaling} (the model's own)").format(scaling=isolate(model.scaling))
        return DeeperContext.tr("none (the model's own)")

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
            name = isolate(html.escape(self.session.real_model.name))
            if kind:
                return ext, DeeperContext.tr("<b>{model}</b>, one head ({kind} layers), as its config says").format(
                    model=name, kind=isolate(html.escape(kind)))
            return ext, DeeperContext.tr("<b>{model}</b>, one head, as its config says").format(model=name)
        ext = toy_extension(self._toy_kind, self.head_spin.value(), self.session.settings.base, self._toy_values(),
                            length)
        if self.session.real_model:
            return ext, DeeperContext.tr("The loaded model has no RoPE, so a toy head is shown. <b>A toy head</b> "
                                         "(illustrative; its base is the one set in the controls bar)")
        return ext, DeeperContext.tr("<b>A toy head</b> (illustrative; its base is the one set in the controls bar)")

    def redraw(self) -> None:
        primary = model_rope(self.session.real_model)
        if primary is not self._shown_rope:
            self._on_model_changed(primary)
        model = self._chosen_rope(primary)
        if model is not None:
            self.kind.setItemText(0, self._own_scaling(model))
        self._show_parameters(() if model is not None else TYPE_PARAMETERS[self._toy_kind])
        try:
            ext, whose = self._compute(model)
            if self._fresh:        # a new model or type: L and p at its extended context, the first slow pair
                self._start_at(ext)
                ext, whose = self._compute(model)
        except (ValueError, ZeroDivisionError, OverflowError) as exc:
            self.message.setText(DeeperContext.tr("{mark} These parameters cannot be used: {error}. The last good picture "
                                                  "is kept.").format(
                mark=f'<span style="color:{status_colour("error")}"><b>\u2717</b></span>',
                error=isolate(html.escape(str(exc) or type(exc).__name__))))
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
        values = ", ".join(f"{parameter_label(k)} {v:,.6g}" for k, v in (ext.parameters or {}).items()
                           if isinstance(v, (int, float)))
        if values:
            text = DeeperContext.tr("{whose}: {head} ({values}); frequencies at L = {length} tokens.")
        else:
            text = DeeperContext.tr("{whose}: {head}; frequencies at L = {length} tokens.")
        self.source.setText(text.format(whose=whose, head=html.escape(head.describe()), values=isolate(values),
                                        length=number(self.length_spin.value())))
        chip = "<span style='background-color:{colour}; color:black'>&nbsp;{name}&nbsp;</span>"
        after = DeeperContext.tr("Solid blue: after scaling.")
        line = DeeperContext.tr("Vertical line: pair {pair}.").format(pair=self.pair_spin.value())
        self.legend.setText(DeeperContext.tr(
            "Dashed: before scaling. {after} Background: {kept} {between} {slowed}. {line} Both plots have a log "
            "scale.").format(
            after=f"<span style='color:{AFTER_COLOUR.name()}'><b>{after}</b></span>",
            kept=chip.format(colour=band_hex(0), name=DeeperContext.tr("kept")),
            between=chip.format(colour=band_hex(1), name=DeeperContext.tr("between")),
            slowed=chip.format(colour=band_hex(2), name=DeeperContext.tr("slowed by the factor")),
            line=f"<span style='color:{MARK_COLOUR.name()}'>{line}</span>"))

    def _draw_plots(self, ext) -> None:
        with QtCore.QSignalBlocker(self.pair_spin):
            self.pair_spin.setMaximum(ext.head.n_pairs - 1)      # (a narrower head clamps the pair)
        runs, pair = ext.band_runs(), self.pair_spin.value()
        self.freq_plot.set_values(ext.unscaled, ext.scaled, runs, pair)
        self.wave_plot.set_values(ext.wavelength, ext.scaled_wavelength, runs, pair)
        original = number(ext.original_context)
        levels = [(ext.original_context, DeeperContext.tr("original context {tokens}").format(tokens=original), original)]
        if ext.factor and ext.factor > 1:
            longest = ext.original_context * ext.factor
            levels.append((longest, DeeperContext.tr("{factor} \u00d7 original = {tokens}").format(
                factor=f"{ext.factor:g}", tokens=number(round(longest))), number(round(longest))))
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
        self.angle.setText(DeeperContext.tr(
            "<b>Pair {pair} at position {position}</b>: before scaling p\u00b7\u03b8 = {position} \u00d7 {theta} = "
            "<b>{before} rad</b> ({turns} turns); after: {position} \u00d7 {scaled} = <b>{after} rad</b> "
            "({scaled_turns} turns).").format(
            pair=pair, position=number(position), theta=f"{ext.unscaled[pair]:.6g}", before=f"{before:,.6g}",
            turns=f"{before / (2 * math.pi):,.4g}", scaled=f"{ext.scaled[pair]:.6g}", after=f"{after:,.6g}",
            scaled_turns=f"{after / (2 * math.pi):,.4g}"))
