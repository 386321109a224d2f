"""View 5: RoPE from inside attention. q and k turn with their positions; q.k sees only m - n."""
from __future__ import annotations

import html

import numpy as np
from PySide6 import QtCore, QtWidgets

from posviz.model.positions import Rope
from posviz.lessons.rope_heads import head_rope, model_rope
from posviz.lessons.rotary import head_queries_and_keys, pair_arrow, pairing_gap, rotated_score, scores_by_offset
from posviz.i18n import Context, isolate, number
from posviz.qt.panels.deeper.common import DeeperView, check_text, rich_label, sci
from posviz.qt.panels.deeper.rope_parts import START_STYLES, ArrowDial, ScorePlot

OFFSETS = np.arange(-32, 33)
TOLERANCE = 1e-9
MAX_SHIFT = 500
PLAY_MS = 6000
PAIRINGS = ("interleaved", "half")
DeeperRope = Context("DeeperRope")


def pairing_names() -> tuple[str, str]:
    """The two pairings as the choice names them, in the current language."""
    return (DeeperRope.tr("interleaved: pairs (2i, 2i+1), RoFormer, Meta's Llama, GPT-J"),
            DeeperRope.tr("rotate_half: pairs (i, i + r/2), Hugging Face Llama, GPT-NeoX"))


class RopeView(DeeperView):
    """The focused token's q against a chosen token's k, both rotated by RoPE."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperRope")
        self.pair_spin = QtWidgets.QSpinBox(objectName="ropePair")
        self.pairing = QtWidgets.QComboBox(objectName="ropePairing")
        for key in PAIRINGS:
            self.pairing.addItem("", key)
        # The long names are elided when the row is narrow (a zoomed projector); the list shows them whole.
        self.pairing.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.pairing.setMinimumContentsLength(16)
        self.key_choice = QtWidgets.QSpinBox(objectName="ropeKeyToken", keyboardTracking=False)
        # a spin box: sentences can be long
        self.key_word = QtWidgets.QLabel(textFormat=QtCore.Qt.TextFormat.PlainText)    # a word of the sentence
        self.key_word.setProperty("data", True)
        self.shift = QtWidgets.QSlider(QtCore.Qt.Orientation.Horizontal, objectName="ropeShift")
        self.shift.setRange(0, MAX_SHIFT)
        self.play_button = QtWidgets.QPushButton(objectName="ropePlay")
        self.animation = QtCore.QVariantAnimation(self, startValue=0, endValue=60, duration=PLAY_MS)
        self.animation.valueChanged.connect(lambda v: self.shift.setValue(int(v)))
        self.play_button.clicked.connect(self.play)
        self.key_index = None
        self.dial, self.plot = ArrowDial(self), ScorePlot(self)
        self.summary, self.offset_check, self.pairing_check = rich_label(), rich_label(), rich_label()
        self.head_info = rich_label()
        self.head_info.setObjectName("ropeHeadInfo")
        self.rope = None                      # the HeadRope drawn
        self.scores = np.zeros((len(START_STYLES), len(OFFSETS)))
        self.score = float("nan")
        self._scores_key = None
        self.pair_spin.valueChanged.connect(lambda *_: self.request_redraw())
        self.shift.valueChanged.connect(lambda *_: self.request_redraw())
        self.key_choice.valueChanged.connect(self._on_key_chosen)
        self.pairing.activated.connect(lambda i: session.set_settings(rope_pairing=self.pairing.itemData(i)))
        self.control_names = [QtWidgets.QLabel() for _ in range(4)]
        self.plot_title = rich_label()
        self._build_layout()
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperRope.tr("RoPE: rotating queries and keys"))
        self.pair_spin.setAccessibleName(DeeperRope.tr("Rotated pair i"))
        for i, text in enumerate(pairing_names()):
            self.pairing.setItemText(i, text)
        self.key_choice.setAccessibleName(DeeperRope.tr("Position of the key word"))
        self.shift.setAccessibleName(DeeperRope.tr("Shift both words by this many positions"))
        self.play_button.setText(DeeperRope.tr("Move both along"))
        for label, text in zip(self.control_names, (DeeperRope.tr("Pairing:"), DeeperRope.tr("Pair i:"),
                                                    DeeperRope.tr("Key word:"), DeeperRope.tr("Shift both by:"))):
            label.setText(text)
        self.plot_title.setText(DeeperRope.tr(
            "<b>q\u00b7k against the offset</b>, computed three times: key at position 0 or later "
            "(wide orange), 100 or later (dashes), 10,000 or later (blue dots). The dot: the "
            "current m and n (all pairs summed; the dial shows one pair)."))

    def _build_layout(self) -> None:
        controls = QtWidgets.QGridLayout()
        controls.addWidget(self.control_names[0], 0, 0)
        controls.addWidget(self.pairing, 0, 1, 1, 3)
        controls.addWidget(self.control_names[1], 0, 4)
        controls.addWidget(self.pair_spin, 0, 5)
        key = QtWidgets.QHBoxLayout()
        key.addWidget(self.key_choice)
        key.addWidget(self.key_word)
        controls.addWidget(self.control_names[2], 1, 0)
        controls.addLayout(key, 1, 1)
        controls.addWidget(self.control_names[3], 1, 2)
        controls.addWidget(self.shift, 1, 3)
        controls.addWidget(self.play_button, 1, 4, 1, 2)
        controls.setColumnStretch(3, 1)
        left = QtWidgets.QVBoxLayout()
        left.addWidget(self.dial, 1)
        right = QtWidgets.QVBoxLayout()
        right.addWidget(self.plot_title)
        right.addWidget(self.plot, 1)
        for label in (self.summary, self.offset_check, self.pairing_check):
            right.addWidget(label)
        row = QtWidgets.QHBoxLayout()
        row.addLayout(left, 2)
        row.addLayout(right, 3)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.head_info)
        layout.addLayout(row, 1)


    def _on_key_chosen(self, index: int) -> None:
        self.key_index = index
        self.request_redraw()

    def play(self) -> None:
        """Move both tokens along together (at once to the end when motion is reduced)."""
        self.animation.stop()
        start = self.shift.value()
        end = min(start + 60, MAX_SHIFT) if start < MAX_SHIFT else 0
        if self.session.reduce_motion:
            self.shift.setValue(end)
            return
        self.animation.setStartValue(start)
        self.animation.setEndValue(end)
        self.animation.start()

    def positions(self) -> tuple[int, int]:
        """(m, n): the query's and the key's positions, the shift included."""
        return self.session.focus + self.shift.value(), self.key_index + self.shift.value()

    def _head(self, settings, frame):
        """The head drawn: the real model's own (per head, its pairing, scaled at L), else the toy's."""
        model = model_rope(self.session.real_model)
        rope = model if model is not None else Rope(settings.base, settings.rope_pairing)
        return head_rope(rope, settings.d_model, seq_len=max(frame.length, 1))

    def redraw(self) -> None:
        frame, settings = self.session.frame, self.view_settings()
        d = settings.d_model
        model = model_rope(self.session.real_model)
        if (model is None and d % 2) or frame.length == 0:
            self._show_message(DeeperRope.tr("RoPE rotates pairs of dimensions, so it needs an even d_model; "
                                             "d_model is {d}.").format(d=d) if frame.length
                               else DeeperRope.tr("Type a sentence to get queries and keys."))
            return
        self.setEnabled(True)
        rope = self.rope = self._head(settings, frame)
        self._sync_controls(frame, settings, rope)
        q_all, k_all = head_queries_and_keys(frame.token_vectors, rope.head_dim, settings.seed)
        q, k = q_all[self.session.focus], k_all[self.key_index]
        m, n = self.positions()
        self._draw_dial(rope, q, k, m, n, frame)
        # The curves depend on rope, q and k only (not on the shift or the pair): skip them when those
        # are the same. Keyed by value, not by frame: a key holding the frame kept it (up to ~100 MB
        # of arrays) alive while this view was hidden, long after the session had moved on.
        key = (rope.key, q.tobytes(), k.tobytes())
        if key != self._scores_key:
            self.scores = scores_by_offset(rope, q, k, OFFSETS, [s for s, _, _, _ in START_STYLES])
            self._scores_key = key
        self.score = rotated_score(rope, q, k, m, n)
        self.plot.set_scores(OFFSETS, self.scores, m - n, self.score)
        self._write_head_info(rope, frame)
        self._write_checks(settings, rope, q, k, m, n, frame)

    def _sync_controls(self, frame, settings, rope) -> None:
        blockers = [QtCore.QSignalBlocker(w) for w in (self.pair_spin, self.pairing, self.key_choice)]
        self.pair_spin.setRange(0, rope.n_pairs - 1)
        self.pairing.setCurrentIndex(self.pairing.findData(rope.pairing))
        self.pairing.setEnabled(not rope.from_model)     # a real model has its own pairing
        self.pairing.setToolTip(DeeperRope.tr("the model's own pairing") if rope.from_model else "")
        self.key_choice.setRange(0, frame.length - 1)
        if self.key_index is None or self.key_index >= frame.length:
            self.key_index = max(self.session.focus - 1, 0) if frame.length > 1 else 0
        self.key_choice.setValue(self.key_index)
        self.key_word.setText(f"\u201c{frame.tokens[self.key_index].text}\u201d")
        del blockers

    def _draw_dial(self, rope, q, k, m, n, frame) -> None:
        pair = self.pair_spin.value()
        theta = rope.theta[pair]
        dims = rope.pairs()[pair]
        word_q, word_k = (frame.tokens[i].text for i in (self.session.focus, self.key_index))
        self.dial.set_arrows(pair_arrow(rope, q, m, pair), pair_arrow(rope, k, n, pair),
                             DeeperRope.tr("q of \u201c{word}\u201d at m = {m}: turned {m}\u00b7\u03b8 = {angle} rad").format(
                                 word=isolate(word_q), m=m, angle=f"{m * theta:.2f}"),
                             DeeperRope.tr("k of \u201c{word}\u201d at n = {n}: turned {n}\u00b7\u03b8 = {angle} rad").format(
                                 word=isolate(word_k), n=n, angle=f"{n * theta:.2f}"),
                             tuple(int(x) for x in dims))
        self.dial.setToolTip(DeeperRope.tr("dimensions {first} and {second}, \u03b8 = {theta} rad per position").format(
            first=dims[0], second=dims[1], theta=f"{theta:.4g}"))

    def _write_head_info(self, rope, frame) -> None:
        pair = self.pair_spin.value()
        dims, theta, unscaled = rope.pairs()[pair], rope.theta[pair], rope.unscaled[pair]
        whose = (DeeperRope.tr("<b>One head of {model}</b> (every head turns alike)").format(
                     model=isolate(html.escape(self.session.real_model.name)))
                 if rope.from_model else DeeperRope.tr("<b>The lesson's toy</b> turns all of d<sub>model</sub> as one head"))
        if rope.scaling:
            text = DeeperRope.tr("{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: "
                                 "<b>\u03b8 = {theta} rad per position</b> at L = {length} (unscaled {unscaled}; "
                                 "cos, sin \u00d7 attention factor {factor}).")
        else:
            text = DeeperRope.tr("{whose}: {head}. Pair {pair} = dimensions ({first}, {second}) of the head: "
                                 "<b>\u03b8 = {theta} rad per position</b> at L = {length}.")
        self.head_info.setText(text.format(
            whose=whose, head=html.escape(rope.describe()), pair=pair, first=dims[0], second=dims[1],
            theta=f"{theta:.6g}", length=number(frame.length), unscaled=f"{unscaled:.6g}",
            factor=f"{rope.attention_factor:.6g}"))

    def _write_checks(self, settings, rope, q, k, m, n, frame) -> None:
        pair = self.pair_spin.value()
        dims = rope.pairs()[pair]
        spread = float(np.max(np.ptp(self.scores, axis=0)))
        unknown = [frame.tokens[i].text for i in {self.session.focus, self.key_index} if not frame.known[i]]
        summary = DeeperRope.tr(
            "Pair {pair} = dimensions ({first}, {second}). <b>q\u00b7k = {score}</b> at m \u2212 n = {offset}. q and k "
            "are <i>illustrative</i>: each word's row of E times seeded random W<sub>q</sub>, W<sub>k</sub> (seed "
            "{seed}), not trained weights.").format(pair=pair, first=dims[0], second=dims[1],
                                                    score=f"{self.score:.4f}", offset=m - n, seed=settings.seed)
        if unknown:
            summary = DeeperRope.tr("\u201c{word}\u201d is not in the vocabulary: its row is zeros, so its vector "
                                    "is 0. {summary}").format(word=isolate(html.escape(unknown[0])), summary=summary)
        self.summary.setText(summary)
        self.offset_check.setText(check_text(
            spread < TOLERANCE, DeeperRope.tr("the curves coincide: the score depends only on m \u2212 n, not on "
                                              "where the pair sits"),
            DeeperRope.tr("largest gap between curves {value}").format(value=sci(spread))))
        same, permuted = pairing_gap(rope, q, k, m, n)
        self.pairing_check.setText(DeeperRope.tr(
            "Interleaved vs rotate_half with the same W<sub>q</sub>, W<sub>k</sub>: scores differ by {gap}. "
            "{check}").format(gap=f"{same:.3g}", check=check_text(
                permuted < TOLERANCE, DeeperRope.tr("after permuting W's columns (2i, 2i+1) \u2192 (i, i + {half}) "
                                                    "they agree").format(half=rope.rotary_dim // 2),
                DeeperRope.tr("difference {value}").format(value=sci(permuted)))))

    def _show_message(self, message: str) -> None:
        self.dial.set_message(message)
        for label in (self.summary, self.offset_check, self.pairing_check, self.head_info):
            label.setText("")
        self.summary.setText(message)
