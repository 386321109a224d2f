"""The controls: position scheme, d_model, base, positions on/off, heatmap rows."""
from __future__ import annotations

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate
from posviz.model.settings import BASE_RANGE, MAX_D_MODEL
from posviz.qt.widgets.positions_switch import positions_tip, show_positions_switch
from posviz.qt.widgets.checked_spin import CheckedDoubleSpinBox, CheckedSpinBox

Controls = Context("Controls")
# (scheme, convention or None), in the scheme box's order; scheme_choices() names them
SCHEMES = (("sinusoidal", "paper"), ("sinusoidal", "split"), ("sinusoidal", "tensor2tensor"),
           ("sinusoidal", "fairseq"), ("learned", None), ("rope", None), ("none", None))
REAL_ITEM = "real-model"


def scheme_choices() -> list[tuple[str, str, str | None]]:
    """(label, scheme, convention or None) of each entry of the scheme box, in the language showing."""
    labels = (Controls.tr("Sinusoidal: paper (interleaved)"), Controls.tr("Sinusoidal: split halves (Marian)"),
              Controls.tr("Sinusoidal: tensor2tensor"), Controls.tr("Sinusoidal: fairseq (offset 2)"),
              Controls.tr("Learned table (illustrative)"), Controls.tr("RoPE (rotates q, k in attention)"),
              Controls.tr("None", "no position scheme"))
    return [(label, scheme, convention) for label, (scheme, convention) in zip(labels, SCHEMES)]


def convention_tip(convention: str) -> str:
    """What a sinusoidal convention is and who uses it (the scheme box's tool tips)."""
    return {"paper": Controls.tr("paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)"),
            "split": Controls.tr("split halves: all sin, then all cos (Marian)"),
            "tensor2tensor": Controls.tr("tensor2tensor: split, frequency base^(-k/(K-1))"),
            "fairseq": Controls.tr("fairseq: tensor2tensor's table, positions start at 2")}[convention]


def real_positions_label(layer) -> str:
    """The scheme box's words for a loaded model's positions: its scheme's name, and for RoPE its
    own base and scaling, for ALiBi that attention is biased instead (the base box is hidden then)."""
    recipe = layer.recipe
    rope = getattr(recipe, "rope", None)
    name = isolate(layer.positions.name)
    if rope is not None and rope.scaling:
        return Controls.tr("The model's own: {name} (base {base}, {scaling} scaling)").format(
            name=name, base=f"{rope.base:,.10g}", scaling=isolate(rope.scaling))
    if rope is not None:
        return Controls.tr("The model's own: {name} (base {base})").format(name=name, base=f"{rope.base:,.10g}")
    if getattr(recipe, "alibi_slopes", None) is not None:
        return Controls.tr("The model's own: {name} (ALiBi biases attention instead)").format(name=name)
    return Controls.tr("The model's own: {name}").format(name=name)


class ControlsBar(QtWidgets.QToolBar):
    """A tool bar whose widgets write to the session and follow its settings."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("controlsBar")
        self.setMovable(False)
        self.session = session
        self._add_walkthrough()
        self.scheme = QtWidgets.QComboBox(objectName="schemeSelector")
        # Measured again when a model's own (longer) entry is added: sized once, it cut that entry.
        self.scheme.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToContents)
        for _, scheme, convention in scheme_choices():
            self.scheme.addItem("", (scheme, convention))
        self.positions = QtWidgets.QCheckBox(objectName="positionsToggle")
        self.positions.setToolTip(positions_tip())
        self.d_model = CheckedSpinBox(objectName="dModelSpin")
        self.d_model.setRange(1, MAX_D_MODEL)
        self.d_model.setKeyboardTracking(False)
        self.base = CheckedDoubleSpinBox(objectName="baseSpin")
        self.base.setRange(*BASE_RANGE)     # the settings' range, so the box can show any base in force
        self.base.setDecimals(3)            # 1.5 is not shown as 2 (trailing zeros are not shown)
        self.base.setKeyboardTracking(False)
        self.rows = QtWidgets.QSpinBox(objectName="heatmapRowsSpin")
        self.rows.setRange(1, 1_000_000)
        self.rows.setKeyboardTracking(False)
        self.labels = {}                # the box a label names -> the label
        for widget in (self.scheme, self.positions, self.d_model, self.base, self.rows):
            if widget is self.positions:
                self.addWidget(widget)
                continue
            # A label and its box in one piece: when the bar is too narrow both go to its » menu,
            # never the label alone (a longer language at 1,024 px left "Heatmap-Zeilen:" without its box).
            self.labels[widget] = QtWidgets.QLabel()
            pair = QtWidgets.QWidget()
            row = QtWidgets.QHBoxLayout(pair)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(self.labels[widget])
            row.addWidget(widget)
            action = self.addWidget(pair)
            if widget is self.base:
                self._base_action = action   # label and box, hidden while a model fixes the base
        self.retranslate()
        self._fit_scheme()
        self._on_settings_changed(session.settings)
        self.rows.setValue(session.heatmap_rows)
        self.scheme.activated.connect(self._on_scheme_chosen)
        self.positions.toggled.connect(lambda on: self._change(positions_on=on))
        self.d_model.valueChanged.connect(lambda d: self._change(d_model=d))
        self.base.valueChanged.connect(lambda b: self._change(base=b))
        # A typed number out of range goes to the session, which refuses it and says why.
        queued = QtCore.Qt.ConnectionType.QueuedConnection
        self.d_model.outOfRange.connect(lambda d: self._change(d_model=d), queued)
        self.base.outOfRange.connect(lambda b: self._change(base=b), queued)
        self.rows.valueChanged.connect(session.set_heatmap_rows)
        session.settingsChanged.connect(self._on_settings_changed)
        session.messageChanged.connect(self._on_message_changed)
        session.heatmapRowsChanged.connect(self._on_rows_changed)
        session.layerChanged.connect(self._on_layer_changed)

    def retranslate(self) -> None:
        """Name every control again in the language showing (and the loaded model's entry)."""
        self.setWindowTitle(Controls.tr("Controls"))
        arrow = "◀" if self.isRightToLeft() else "▶"
        self.walkthrough.setText(Controls.tr("{arrow} Walkthrough").format(arrow=arrow))
        self.walkthrough.setToolTip(Controls.tr("Start the five-step walkthrough (F6); a clicker moves through it"))
        for i, (label, _, convention) in enumerate(scheme_choices()):
            self.scheme.setItemText(i, label)
            self.scheme.setItemData(i, convention_tip(convention) if convention else None,
                                    QtCore.Qt.ItemDataRole.ToolTipRole)
        self.scheme.setAccessibleName(Controls.tr("Position scheme"))
        self.positions.setText(Controls.tr("Positions on"))
        self.positions.setAccessibleName(Controls.tr("Add position vectors"))
        self.d_model.setAccessibleName(Controls.tr("d_model, the width of every vector"))
        self.d_model.setToolTip(Controls.tr("6 is the lesson's hand-made table; other widths use a seeded random "
                                            "table, marked as illustrative"))
        self.base.setAccessibleName(Controls.tr("Frequency base"))
        self.rows.setAccessibleName(Controls.tr("Positions shown in the heatmap"))
        names = {self.scheme: Controls.tr("Positions:"), self.d_model: Controls.tr("d_model:"),
                 self.base: Controls.tr("base:"), self.rows: Controls.tr("heatmap rows:")}
        for widget, label in self.labels.items():
            label.setText(f" {names[widget]} ")
        if self.session.real_model is not None:
            self._on_layer_changed(self.session.layer)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() in (QtCore.QEvent.Type.LanguageChange, QtCore.QEvent.Type.LayoutDirectionChange):
            self.retranslate()
        if event.type() in (QtCore.QEvent.Type.LanguageChange, QtCore.QEvent.Type.FontChange):
            QtCore.QTimer.singleShot(0, self, self._fit_scheme)     # once the box has its new font too

    def _fit_scheme(self) -> None:
        """The scheme box never narrower than its entry: squeezed by a full tool bar at 200 %, it cut
        "Sinusoidal: paper (interleaved)" short; held at its width, the tool bar moves the controls that
        no longer fit into its » menu instead."""
        self.scheme.setMinimumWidth(0)
        self.scheme.setMinimumWidth(self.scheme.sizeHint().width())

    def _add_walkthrough(self) -> None:
        self.walkthrough = self.addAction("")
        self.walkthrough.setObjectName("startWalkthrough")
        self.walkthrough.triggered.connect(self.session.start_walkthrough)
        # The window's first keys are here (issue 25): a clicker's first press starts the walkthrough.
        self.start_button = self.widgetForAction(self.walkthrough)
        self.start_button.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.addSeparator()

    def _on_layer_changed(self, layer) -> None:
        """A real model brings its own table and positions: show them, and lock what it fixes."""
        real = self.session.real_model
        last = self.scheme.count() - 1
        if self.scheme.itemData(last) == REAL_ITEM:
            self.scheme.removeItem(last)
        self.scheme.setEnabled(real is None)
        self.d_model.setEnabled(real is None)
        self._base_action.setVisible(real is None)      # the toy's base would read as the model's
        if real is None:
            self._fit_scheme()
            self._on_settings_changed(self.session.settings)
            return
        with QtCore.QSignalBlocker(self.scheme), QtCore.QSignalBlocker(self.d_model):
            self.scheme.addItem(real_positions_label(real), REAL_ITEM)
            self.scheme.setCurrentIndex(self.scheme.count() - 1)
            self.d_model.setValue(real.d_model)
        self._fit_scheme()
        tip = Controls.tr("Set by the loaded model; File → Back to the toy model to change it")
        self.scheme.setToolTip(f"{real_positions_label(real)}\n{tip}")    # the box may be too narrow for it
        self.d_model.setToolTip(tip)
        self._on_settings_changed(self.session.settings)

    def _change(self, **changes) -> None:
        if not self.session.set_settings(**changes):
            self._on_settings_changed(self.session.settings)   # refused: show what is really in force

    def _on_scheme_chosen(self, index: int) -> None:
        if self.scheme.itemData(index) == REAL_ITEM:
            return
        scheme, convention = self.scheme.itemData(index)
        changes = {"scheme": scheme}
        if convention:
            changes["convention"] = convention
        if not self.session.set_settings(**changes):
            self._on_settings_changed(self.session.settings)   # show what is really in force

    def _show_positions(self, settings) -> None:
        """One scheme control: the session's own switch is kept for when a scheme that adds vectors
        is chosen again (see :func:`positions_switch`)."""
        show_positions_switch(self.positions, settings, self.session.real_model)

    def _on_settings_changed(self, settings) -> None:
        real = self.session.real_model
        if real is not None:
            self._show_positions(settings)
            return
        blockers = [QtCore.QSignalBlocker(w) for w in (self.scheme, self.positions, self.d_model, self.base)]
        for i, (scheme, convention) in enumerate(SCHEMES):
            if scheme == settings.scheme and convention in (None, settings.convention):
                self.scheme.setCurrentIndex(i)
                break
        self._show_positions(settings)
        self.d_model.setValue(settings.d_model)
        self.base.setValue(settings.base)
        self.base.setEnabled(settings.scheme in ("sinusoidal", "rope"))
        del blockers

    def _on_message_changed(self, message: str) -> None:
        if message:   # a refused setting: put the widgets back to what is in force
            self._on_settings_changed(self.session.settings)

    def _on_rows_changed(self, rows: int) -> None:
        with QtCore.QSignalBlocker(self.rows):
            self.rows.setValue(rows)
