"""View 6: a toy attention is blind to word order until positions enter (added, rotated or biased)."""
from __future__ import annotations

import html

import numpy as np
from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lessons.attention import Alibi, order_experiment, reverse_permutation, swap_permutation
from posviz.model.positions import NoPositions, Rope, Sinusoidal, alibi_slopes
from posviz.qt.panels.deeper.common import DeeperView, MatrixView, check_text, rich_label, sci

DeeperOrder = Context("DeeperOrder")

N_HEADS = 8
UNCHANGED = 1e-9     # below this the reordered weights are "the same, only moved"
MAX_WORDS = 24       # L x L weights: a longer sentence uses its first words (4,000 took 18 s and 1.6 GB)


class OrderView(DeeperView):
    """softmax(Z Z^T / sqrt(d)) for the sentence and for its words reordered, without and with positions."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperOrder")
        self.reorder = QtWidgets.QComboBox(objectName="reorderChoice")
        self.reorder.addItems(["", ""])
        self.swap_i = QtWidgets.QSpinBox(objectName="swapFirst")
        self.swap_j = QtWidgets.QSpinBox(objectName="swapSecond")
        self.lower = QtWidgets.QComboBox(objectName="lowerRowChoice")
        self.lower.addItems(["", ""])
        self.head = QtWidgets.QSpinBox(objectName="alibiHead")
        self.head.setRange(1, N_HEADS)
        for widget in (self.reorder, self.lower):
            widget.currentIndexChanged.connect(lambda *_: self.request_redraw())
        for widget in (self.swap_i, self.swap_j, self.head):
            widget.valueChanged.connect(lambda *_: self.request_redraw())
        self.swap_i.setValue(1)    # "the dog bit the man" -> "the man bit the dog"
        self.swap_j.setValue(4)
        self.views = [[MatrixView(self, legend=False, square=True) for _ in range(2)] for _ in range(2)]
        self.row_titles = [rich_label(), rich_label()]
        self.checks = [rich_label(), rich_label()]
        self.order_text = rich_label()
        self.col_titles = [rich_label(), rich_label()]
        self.perm = np.zeros(0, dtype=np.int64)
        self.experiments = [None, None]
        self.control_names = [QtWidgets.QLabel() for _ in range(4)]
        self._build_layout()
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperOrder.tr("Why order matters: a toy attention"))
        self.reorder.setItemText(0, DeeperOrder.tr("swap two words"))
        self.reorder.setItemText(1, DeeperOrder.tr("reverse the sentence"))
        self.swap_i.setAccessibleName(DeeperOrder.tr("First word to swap (position)"))
        self.swap_j.setAccessibleName(DeeperOrder.tr("Second word to swap (position)"))
        self.lower.setItemText(0, DeeperOrder.tr("the toolbar's positions"))
        self.lower.setItemText(1, DeeperOrder.tr("ALiBi: a bias on the scores"))
        self.head.setAccessibleName(DeeperOrder.tr("ALiBi head"))
        #: the spin box's text around the head's number: "head 3 of 8"
        prefix = DeeperOrder.tr("head {number} of {heads}").format(heads=N_HEADS, number="{number}").split("{number}")
        self.head.setPrefix(prefix[0])
        self.head.setSuffix(prefix[1] if len(prefix) > 1 else "")
        for label, text in zip(self.control_names, (DeeperOrder.tr("Reorder:"), DeeperOrder.tr("words"),
                                                    DeeperOrder.tr("and"), DeeperOrder.tr("Lower row:"))):
            label.setText(text)
        tip = DeeperOrder.tr("One row per word: its attention over the words (each row sums to 1). "
                             "White 0, darkest red the largest weight of the four.")
        for row in self.views:
            for view in row:
                view.setToolTip(tip)

    def coloured_parts(self) -> list:
        return [view for row in self.views for view in row]

    def _build_layout(self) -> None:
        controls = QtWidgets.QVBoxLayout()      # three lines: one was 1,300 px wide at 200 %, two were
        names = self.control_names              # too wide in a longer language
        for line in (((names[0], self.reorder), (names[1], self.swap_i), (names[2], self.swap_j)),
                     ((names[3], self.lower),), ((None, self.head),)):
            row = QtWidgets.QHBoxLayout()
            for label, widget in line:
                if label is not None:
                    row.addWidget(label)
                row.addWidget(widget)
            row.addStretch(1)
            controls.addLayout(row)
        grid = QtWidgets.QGridLayout()
        grid.addWidget(self.col_titles[0], 0, 0)
        grid.addWidget(self.col_titles[1], 0, 1)
        for r in range(2):
            grid.addWidget(self.row_titles[r], 1 + 3 * r, 0, 1, 2)
            for c in range(2):
                grid.addWidget(self.views[r][c], 2 + 3 * r, c)
            grid.addWidget(self.checks[r], 3 + 3 * r, 0, 1, 2)
            grid.setRowStretch(2 + 3 * r, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.order_text)
        layout.addLayout(grid, 1)


    def permutation(self, length: int) -> np.ndarray:
        """The reordering chosen: word p of the new sentence is word perm[p] of the old one."""
        if self.reorder.currentIndex() == 1:
            return reverse_permutation(length)
        return swap_permutation(length, self.swap_i.value(), self.swap_j.value())

    def lower_positions(self, length: int):
        """How positions enter in the lower row: (position vectors, rope, alibi, description)."""
        if self.lower.currentIndex() == 1:
            alibi = Alibi(self.head.value(), N_HEADS)
            slopes = ", ".join(f"1/{1 / m:.0f}" if (1 / m).is_integer() else f"{m:.3g}"
                               for m in alibi_slopes(N_HEADS))
            return None, None, alibi, DeeperOrder.tr(
                "<b>ALiBi</b>: softmax(X X<sup>T</sup>/\u221ad <b>+ m<sub>h</sub>(j \u2212 i)</b>), X = token rows "
                "with nothing added. Head {head}: m = {slope} (the {heads} heads: {slopes}). "
                "A decoder: keys after the query are masked.").format(
                head=alibi.head, slope=f"{alibi.slope:g}", heads=N_HEADS, slopes=slopes)
        scheme = self.session.layer.positions
        if isinstance(scheme, NoPositions):
            scheme = self.view_settings().changed(positions_on=True).position_scheme()
        if isinstance(scheme, NoPositions):
            scheme = Sinusoidal()
        if isinstance(scheme, Rope):
            return None, scheme, None, DeeperOrder.tr(
                "<b>RoPE</b>: softmax(R(X) R(X)<sup>T</sup>/\u221ad), each token row "
                "turned by its position; nothing is added to X.")
        convention = getattr(scheme, "convention", None)
        name = isolate(html.escape(convention)) if convention else DeeperOrder.tr("learned table")
        return scheme.encode(np.arange(length), self.session.layer.d_model), None, None, DeeperOrder.tr(
            "<b>Positions added</b>, {name}: softmax(Z Z<sup>T</sup>/\u221ad), "
            "Z = token rows + position rows.").format(name=name)

    def redraw(self) -> None:
        frame = self.session.frame
        length = min(frame.length, MAX_WORDS)
        for spin in (self.swap_i, self.swap_j):
            with QtCore.QSignalBlocker(spin):
                spin.setRange(0, max(length - 1, 0))
        self.swap_i.setEnabled(self.reorder.currentIndex() == 0)
        self.swap_j.setEnabled(self.reorder.currentIndex() == 0)
        self.head.setEnabled(self.lower.currentIndex() == 1)
        self.perm = self.permutation(length)
        words = [t.text for t in frame.tokens[:length]]
        reordered = " ".join(words[p] for p in self.perm)
        if frame.length > length:
            order = DeeperOrder.tr("perm = {perm}: the first {shown} of %Ln words, new word p is old word perm[p]. "
                                   "Each row of weights sums to 1; outlined: the focused word, before and after "
                                   "the move.", None, frame.length)
        else:
            order = DeeperOrder.tr("perm = {perm}: new word p is old word perm[p]. Each row of weights sums "
                                   "to 1; outlined: the focused word, before and after the move.")
        self.order_text.setText(order.format(perm=isolate(str(self.perm.tolist())), shown=number(length)))
        self.col_titles[0].setText(DeeperOrder.tr("<b>as written:</b> {words}").format(
            words=isolate(html.escape(" ".join(words)))))
        self.col_titles[1].setText(DeeperOrder.tr("<b>reordered:</b> {words}").format(
            words=isolate(html.escape(reordered))))
        self.row_titles[0].setText(DeeperOrder.tr(
            "<b>No positions</b>: softmax(X X<sup>T</sup>/\u221ad), X = token rows"))
        try:
            pe, rope, alibi, text = self.lower_positions(length)
        except ValueError as exc:
            pe, rope, alibi, text = None, None, None, f"\u2717 {html.escape(str(exc))}"
        self.row_titles[1].setText(text)
        rows = frame.token_vectors[:length]
        self.experiments = [order_experiment(rows, self.perm), order_experiment(rows, self.perm, pe, rope, alibi)]
        self._draw(words)

    def _draw(self, words: list[str]) -> None:
        focus = self.session.focus if self.session.focus < len(words) else -1
        moved_focus = int(np.flatnonzero(self.perm == focus)[0]) if focus >= 0 else -1
        new_words = [words[p] for p in self.perm]
        top = max((float(np.max(m)) for e in self.experiments for m in (e.weights, e.reordered) if m.size),
                  default=1.0)
        for r, experiment in enumerate(self.experiments):
            for c, (matrix, labels, row) in enumerate(((experiment.weights, words, focus),
                                                       (experiment.reordered, new_words, moved_focus))):
                cells = [(row, j) for j in range(len(labels))] if row >= 0 else []
                self.views[r][c].set_data(matrix, (-top, top), [f"{i} {w}" for i, w in enumerate(labels)],
                                          labels, highlight=cells)
        off, on = (e.difference for e in self.experiments)
        self.checks[0].setText(check_text(
            off < UNCHANGED, DeeperOrder.tr("only moved with the words (P\u00b7A\u00b7P<sup>T</sup>): both orders "
                                            "look the same to it"),
            DeeperOrder.tr("largest difference {value}").format(value=sci(off))))
        self.checks[1].setText(check_text(
            on > UNCHANGED, DeeperOrder.tr("the weights themselves changed: order now matters") if on > UNCHANGED
            else DeeperOrder.tr("no change: this reordering swaps identical words"),
            DeeperOrder.tr("largest difference {value}").format(value=f"{on:.3g}")))
