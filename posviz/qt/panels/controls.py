"""The controls: position scheme, d_model, base, positions on/off, heatmap rows."""
from __future__ import annotations

from PySide6 import QtCore, QtWidgets

from posviz.model.settings import BASE_RANGE, CONVENTION_LABELS, MAX_D_MODEL
from posviz.qt.widgets.positions_switch import POSITIONS_TIP, show_positions_switch
from posviz.qt.widgets.checked_spin import CheckedDoubleSpinBox, CheckedSpinBox

# (label, scheme, convention or None)
SCHEME_CHOICES = (
    ("Sinusoidal: paper (interleaved)", "sinusoidal", "paper"),
    ("Sinusoidal: split halves (Marian)", "sinusoidal", "split"),
    ("Sinusoidal: tensor2tensor", "sinusoidal", "tensor2tensor"),
    ("Sinusoidal: fairseq (offset 2)", "sinusoidal", "fairseq"),
    ("Learned table (illustrative)", "learned", None),
    ("RoPE (rotates q, k in attention)", "rope", None),
    ("None", "none", None),
)
REAL_ITEM = "real-model"
def real_positions_label(layer) -> str:
    """The scheme box's words for a loaded model's positions: its scheme's name, and for RoPE its
    own base and scaling, for ALiBi that attention is biased instead (the base box is hidden then)."""
    recipe = layer.recipe
    rope = getattr(recipe, "rope", None)
    detail = ""
    if rope is not None:
        detail = f" (base {rope.base:,.10g}" + (f", {rope.scaling} scaling)" if rope.scaling else ")")
    elif getattr(recipe, "alibi_slopes", None) is not None:
        detail = " (ALiBi biases attention instead)"
    return f"The model's own: {layer.positions.name}{detail}"


class ControlsBar(QtWidgets.QToolBar):
    """A tool bar whose widgets write to the session and follow its settings."""

    def __init__(self, session, parent=None) -> None:
        super().__init__("Controls", parent)
        self.setObjectName("controlsBar")
        self.setMovable(False)
        self.session = session
        self._add_walkthrough()
        self.scheme = QtWidgets.QComboBox(objectName="schemeSelector")
        self.scheme.setAccessibleName("Position scheme")
        # Measured again when a model's own (longer) entry is added: sized once, it cut that entry.
        self.scheme.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToContents)
        for label, scheme, convention in SCHEME_CHOICES:
            self.scheme.addItem(label, (scheme, convention))
            if convention:
                self.scheme.setItemData(self.scheme.count() - 1, CONVENTION_LABELS[convention],
                                        QtCore.Qt.ItemDataRole.ToolTipRole)
        self.positions = QtWidgets.QCheckBox("Positions on", objectName="positionsToggle")
        self.positions.setAccessibleName("Add position vectors")
        self.positions.setToolTip(POSITIONS_TIP)
        self.d_model = CheckedSpinBox(objectName="dModelSpin")
        self.d_model.setRange(1, MAX_D_MODEL)
        self.d_model.setAccessibleName("d_model, the width of every vector")
        self.d_model.setToolTip("6 is the lesson's hand-made table; other widths use a seeded random "
                                "table, marked as illustrative")
        self.d_model.setKeyboardTracking(False)
        self.base = CheckedDoubleSpinBox(objectName="baseSpin")
        self.base.setRange(*BASE_RANGE)     # the settings' range, so the box can show any base in force
        self.base.setDecimals(3)            # 1.5 is not shown as 2 (trailing zeros are not shown)
        self.base.setAccessibleName("Frequency base")
        self.base.setKeyboardTracking(False)
        self.rows = QtWidgets.QSpinBox(objectName="heatmapRowsSpin")
        self.rows.setRange(1, 1_000_000)
        self.rows.setAccessibleName("Positions shown in the heatmap")
        self.rows.setKeyboardTracking(False)
        self._base_actions = []         # the base's label and box, hidden while a model fixes the base
        for text, widget in (("Positions:", self.scheme), (None, self.positions), ("d_model:", self.d_model),
                             ("base:", self.base), ("heatmap rows:", self.rows)):
            actions = [self.addWidget(QtWidgets.QLabel(f" {text} "))] if text else []
            actions.append(self.addWidget(widget))
            if widget is self.base:
                self._base_actions = actions
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

    def _add_walkthrough(self) -> None:
        self.walkthrough = self.addAction("▶ Walkthrough")
        self.walkthrough.setObjectName("startWalkthrough")
        self.walkthrough.setToolTip("Start the five-step walkthrough (F6); a clicker moves through it")
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
        for action in self._base_actions:       # the toy's base would read as the model's
            action.setVisible(real is None)
        if real is None:
            self._on_settings_changed(self.session.settings)
            return
        with QtCore.QSignalBlocker(self.scheme), QtCore.QSignalBlocker(self.d_model):
            self.scheme.addItem(real_positions_label(real), REAL_ITEM)
            self.scheme.setCurrentIndex(self.scheme.count() - 1)
            self.d_model.setValue(real.d_model)
        tip = "Set by the loaded model; File → Back to the toy model to change it"
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
        for i, (_, scheme, convention) in enumerate(SCHEME_CHOICES):
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
