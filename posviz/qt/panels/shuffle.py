"""The word-order demo: the sentence and a reordering of its tokens, their two Z matrices side by side.

The session computes the comparison (:meth:`Session.request_order_comparison`, in its worker for a
large sentence); this panel asks for it when it is shown and renders the answer. The lecturer
chooses the order: drag the chips, reverse, swap two words or draw a random order from a shown
seed. Each control turns the order shown into a new one (``lessons.shuffle``) and hands it to the
session (:meth:`Session.set_word_order`), which keeps it with the lecture and compares again.
"""
from __future__ import annotations

import html
import secrets

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lessons import shuffle
from posviz.model import NoPositions, Rope
from posviz.model.limits import MAX_ORDER_SEED
from posviz.qt.widgets import spoken
from posviz.qt.widgets.colors import symmetric_levels
from posviz.qt.widgets.common import caption
from posviz.qt.widgets.matrix_view import column_labels, make_matrix_view
from posviz.qt.widgets.order_chips import OrderChips
from posviz.qt.widgets.positions_switch import follow_positions_switch
from posviz.shorten import MAX_SHOWN, clip

WordOrder = Context("WordOrder")

MAX_ORDER_CHIPS = 120       # words to drag; longer sentences are reordered with the buttons


class ShufflePanel(QtWidgets.QWidget):
    """Z of the sentence beside Z of the same words reordered; changed cells are framed."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("shufflePanel")
        self.session = session
        self.comparison = None
        self.heading = caption()
        self.left_title, self.right_title = caption(), caption()
        self.left, self.left_model = make_matrix_view("shuffleOriginal", "")
        self.right, self.right_model = make_matrix_view("shuffleReordered", "")
        for table in (self.left, self.right):      # matrices read left to right in Arabic too
            table.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
            table.setProperty("data", True)        # the model's numbers and names, not words of ours
        self.left_title.setProperty("data", True)  # the sentence as typed
        self.positions = QtWidgets.QCheckBox(objectName="orderPositionsToggle")
        self.positions.toggled.connect(lambda on: session.set_settings(positions_on=on))
        self.verdict = caption()
        self.verdict.setObjectName("shuffleVerdict")
        self._build_order_controls()
        self.name_controls()
        self.tables = grid = QtWidgets.QGridLayout()
        self._tables_need, self._side_by_side = 0, None      # the two tables' whole width; how they sit
        self._place_tables(True)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.positions)
        layout.addWidget(self.order_box)
        layout.addLayout(grid, 1)
        layout.addWidget(self.verdict)
        self._stale = self._waiting = False
        session.colormapChanged.connect(self.left_model.set_colormap)      # the table follows it itself
        self.left_model.set_colormap(session.colormap)
        session.colormapChanged.connect(self.right_model.set_colormap)      # the table follows it itself
        self.right_model.set_colormap(session.colormap)
        session.frameChanged.connect(self._on_frame_changed)
        session.orderCompared.connect(self._on_order_compared)
        session.wordOrderChanged.connect(self._on_word_order_changed)
        follow_positions_switch(self.positions, session)     # never ticked beside "None" (issue 25)
        self._refresh(session.frame)

    # --- choosing the order ----------------------------------------------------------------------
    def _build_order_controls(self) -> None:
        self.order_box = QtWidgets.QGroupBox()
        self.chips = OrderChips()
        self.chips.moved.connect(lambda source, target: self._choose(shuffle.move_word, source, target))
        self.chips.picked.connect(self._on_picked)
        self.chips_note = caption()
        self.drag_hint = caption()
        self.reverse = QtWidgets.QPushButton(objectName="orderReverse")
        self.reverse.clicked.connect(lambda: self._choose(shuffle.reverse_order))
        self.swap_a, self.swap_b = QtWidgets.QSpinBox(objectName="swapFirst"), QtWidgets.QSpinBox(objectName="swapSecond")
        self.swap = QtWidgets.QPushButton(objectName="orderSwap")
        self.swap.clicked.connect(lambda: self._choose(shuffle.swap_words, self.swap_a.value(), self.swap_b.value()))
        self.random = QtWidgets.QPushButton(objectName="orderRandom")
        self.random.clicked.connect(lambda: self._draw(secrets.randbelow(MAX_ORDER_SEED + 1)))
        self.seed = QtWidgets.QSpinBox(objectName="orderSeed")
        self.seed.setRange(-1, MAX_ORDER_SEED)
        self.seed.setKeyboardTracking(False)          # an order is drawn when the seed is entered, not per digit
        self.seed.valueChanged.connect(lambda seed: seed >= 0 and self._draw(seed))
        self.default = QtWidgets.QPushButton(objectName="orderDefault")
        self.default.clicked.connect(lambda: self.session.set_word_order(()))
        groups = []
        self.swap_words = QtWidgets.QLabel(), QtWidgets.QLabel()
        for widgets in ((self.reverse, self.swap, self.swap_words[0], self.swap_a, self.swap_words[1],
                         self.swap_b), (self.random, self.seed, self.default)):
            group = QtWidgets.QWidget()
            row = QtWidgets.QHBoxLayout(group)
            row.setContentsMargins(0, 0, 0, 0)
            for widget in widgets:
                row.addWidget(widget)
            groups.append(group)
        self._lay_out_order_box(groups)

    def _lay_out_order_box(self, groups) -> None:
        """The hint, the chips and the rows of order controls (one row, or two when zoomed) in their box."""
        self.order_groups = groups
        self.order_rows = QtWidgets.QBoxLayout(QtWidgets.QBoxLayout.Direction.LeftToRight)   # one row, or two
        for group in groups:
            self.order_rows.addWidget(group, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
        self.order_rows.addStretch(1)
        box = QtWidgets.QVBoxLayout(self.order_box)
        box.addWidget(self.drag_hint)
        box.addWidget(self.chips)
        box.addWidget(self.chips_note)
        box.addLayout(self.order_rows)

    def name_controls(self) -> None:
        """Name the fixed controls in the current language."""
        name_controls(self)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The order buttons on one row when they fit the width (zoomed on a projector: two rows)."""
        super().resizeEvent(event)
        needed = sum(group.sizeHint().width() for group in self.order_groups) + 40
        room = min(self.width(), self.window().width() - 60)   # in a scroll area the panel widens to its row
        wanted = (QtWidgets.QBoxLayout.Direction.LeftToRight if needed <= room
                  else QtWidgets.QBoxLayout.Direction.TopToBottom)
        if self.order_rows.direction() != wanted:
            self.order_rows.setDirection(wanted)
        self._place_tables(self._tables_need <= room)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.FontChange and self.comparison is not None:
            QtCore.QTimer.singleShot(0, self, self._measure_tables)   # once the tables have the new font
        elif event.type() == QtCore.QEvent.Type.LanguageChange and self.__dict__.get("order_rows") is not None:
            self.name_controls()          # and every sentence again, made from the session's state
            if self._behind_another_tab():
                self._stale = True
            else:
                self._refresh(self.session.frame)

    # --- the two tables: side by side when both fit whole, else one under the other ----------------
    def _place_tables(self, side_by_side: bool) -> None:
        """Side by side, or stacked with a few rows each (the page scrolls): at 150-200 % on a
        projector, two six-column tables side by side each scrolled sideways, cutting a column."""
        if side_by_side == self._side_by_side:
            return
        self._side_by_side = side_by_side
        places = ((0, 0), (0, 1), (1, 0), (1, 1)) if side_by_side else ((0, 0), (2, 0), (1, 0), (3, 0))
        for widget, (row, column) in zip((self.left_title, self.right_title, self.left, self.right), places):
            self.tables.removeWidget(widget)
            self.tables.addWidget(widget, row, column)
        for r in range(4):
            self.tables.setRowStretch(r, 1 if r in ((1,) if side_by_side else (1, 3)) else 0)
        self._fit_table_heights()

    def _fit_table_heights(self) -> None:
        for table in (self.left, self.right):
            rows = min(table.model().rowCount(), 6) if not self._side_by_side else 0
            table.setMinimumHeight(0 if not rows else table.horizontalHeader().sizeHint().height()
                                   + rows * table.verticalHeader().defaultSectionSize() + 2 * table.frameWidth()
                                   + table.horizontalScrollBar().sizeHint().height())

    def _measure_tables(self) -> None:
        measure_tables(self)

    def _current_order(self):
        """The order shown (of the frame shown), or None while there is none to change."""
        result = self.comparison
        return result.perm if result is not None and result.original is self.session.frame else None

    def _choose(self, change, *args) -> None:
        """Apply ``change`` (a lessons.shuffle function) to the order shown and hand the result on."""
        perm = self._current_order()
        if perm is None:
            return
        fixed = shuffle.fixed_positions(self.session.frame.tokens)
        try:
            order = change(perm, *args, fixed)
        except ValueError as exc:
            self.session.refuse(WordOrder.tr("Cannot reorder that way: {reason}").format(reason=isolate(str(exc))))
            return
        self.session.set_word_order(order)

    def _draw(self, seed: int) -> None:
        frame = self.session.frame
        if frame.length >= 2:
            order = shuffle.random_order(frame.length, seed, shuffle.fixed_positions(frame.tokens))
            self.session.set_word_order(order, seed)

    def _on_picked(self, first: int, second: int) -> None:
        self.swap_a.setValue(first)
        self.swap_b.setValue(second)

    def _on_word_order_changed(self, _order) -> None:
        with QtCore.QSignalBlocker(self.seed):
            self.seed.setValue(self.session.order_seed)
        if not self._behind_another_tab():
            self._refresh(self.session.frame)
        else:
            self._stale = True

    def _show_order(self, result) -> None:
        """The chips of the reordered sentence and the controls' ranges."""
        frame, length = result.reordered, len(result.perm)
        fixed = shuffle.fixed_positions(result.original.tokens)
        draggable = length <= MAX_ORDER_CHIPS
        if draggable:
            perm = result.perm.tolist()
            #: a chip of the reordered sentence: its word, and under it the position it came from
            chip = WordOrder.tr("{word}\nfrom {position}")
            tip = WordOrder.tr("position {index}: “{word}”, from position {position} of the sentence")
            self.chips.set_chips([chip.format(word=t.text.strip() or t.text, position=perm[i])
                                  for i, t in enumerate(frame.tokens)],
                                 [tip.format(index=i, word=isolate(t.text), position=perm[i])
                                  for i, t in enumerate(frame.tokens)],
                                 [i not in fixed for i in range(length)])
        else:
            self.chips.set_chips([], [], [])
        self.chips.setVisible(draggable)
        self.drag_hint.setVisible(draggable)
        self.chips_note.setVisible(not draggable)
        self.chips_note.setText("" if draggable else WordOrder.tr(
            "Dragging works for sentences of up to {most} tokens (this one has %Ln); Reverse, Swap and a random "
            "order work at any length.", None, length).format(most=MAX_ORDER_CHIPS))
        offer_telling_swap(self.swap_a, self.swap_b, result)
        with QtCore.QSignalBlocker(self.seed):
            self.seed.setValue(self.session.order_seed)
        self._enable_order(result.can_move)

    def _enable_order(self, on: bool) -> None:
        for widget in (self.chips, self.reverse, self.swap_a, self.swap_b, self.swap, self.random, self.seed,
                       self.default):
            widget.setEnabled(on)

    def _on_frame_changed(self, frame) -> None:
        """Redraw now if shown, else when shown again: the comparison encodes the sentence once more,
        which a keystroke on another tab must not pay for (Z at 2,048 x 768: ~10 ms)."""
        if self._behind_another_tab():
            if not self._stale:
                self._forget()
            self._stale = True
        else:
            self._refresh(frame)

    def _behind_another_tab(self) -> bool:
        """Whether a parent below the window is hidden (the tab page, when another tab is in front).
        An unshown window does not count: its current tab is drawn, for exports and tests."""
        widget = self.parentWidget()
        while widget is not None and not widget.isWindow():
            if widget.isHidden():
                return True
            widget = widget.parentWidget()
        return False

    def _forget(self) -> None:
        """Let go of the two encodings drawn for an older sentence (each up to ~100 MB of arrays):
        hidden, the demo is redrawn from the session's frame when shown again anyway."""
        self.comparison = None
        for model in (self.left_model, self.right_model):
            model.set_matrix(self.session.frame.z[:0], [], [])

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._stale:
            self._refresh(self.session.frame)

    def _refresh(self, frame) -> None:
        self._stale = False
        if frame.length < 2:
            self._show_nothing_to_reorder(frame)
            return
        self._waiting = True
        self.session.request_order_comparison()
        if self._waiting:                   # a large sentence: the session's worker answers later
            self.heading.setText(WordOrder.tr("Reordering the tokens…"))

    def _on_order_compared(self, result) -> None:
        self._waiting = False
        if self._behind_another_tab():
            self._stale = True
        elif isinstance(result, Exception):
            self.heading.setText(WordOrder.tr("Cannot reorder this sentence: {reason}").format(
                reason=isolate(html.escape(str(result)))))
        elif not result.moved:
            self._show_nothing_to_reorder(result.original)
            if result.can_move:            # the chosen order moved nobody: say so, keep the controls
                self.comparison = result
                self._show_order(result)
                self.heading.setText(WordOrder.tr(
                    "This order leaves every word where it was: drag a word, swap two, reverse or draw a random "
                    "order to compare."))
        else:
            self._show(result)

    def _show_nothing_to_reorder(self, frame) -> None:
        self.comparison = None
        self.chips.set_chips([], [], [])
        self._enable_order(False)
        self.heading.setText(WordOrder.tr("Type a sentence of at least two words to reorder it."))
        for model in (self.left_model, self.right_model):
            model.set_matrix(frame.z[:0], [], [])
        for label in (self.left_title, self.right_title, self.verdict):
            label.setText("")
        describe_tables(self, None)

    def _show(self, result) -> None:
        self.comparison = result
        cols = column_labels(self.session.layer.table)
        levels = symmetric_levels(result.original.z, 100.0, floor=1.0)
        for model, f in ((self.left_model, result.original), (self.right_model, result.reordered)):
            # A left-to-right mark first: in Arabic "0 · the" was drawn "the · 0".
            model.set_matrix(f.z, [f"\u200e{i} · {t.text}" for i, t in enumerate(f.tokens)], cols, levels)
        self.right_model.set_marked(result.beside)
        self._measure_tables()
        self._show_order(result)
        self.heading.setText(heading())
        self.left_title.setText(f"<b>{isolate(html.escape(_spelled(result.original)))}</b>")
        if self.session.order_seed >= 0:
            title = WordOrder.tr("<b>{words}</b> &nbsp; row i = token from position perm[i], perm = {perm} "
                                 "(random, seed {seed})")
        else:
            title = WordOrder.tr("<b>{words}</b> &nbsp; row i = token from position perm[i], perm = {perm}")
        self.right_title.setText(title.format(words=isolate(html.escape(_spelled(result.reordered))),
                                              perm=isolate(_shown(result.perm)), seed=self.session.order_seed))
        self.verdict.setText(verdict(result))
        describe_tables(self, result)


def measure_tables(panel: ShufflePanel) -> None:
    """The width both tables need side by side, each with every column whole (as the column
    fitter measures them)."""
    need = panel.tables.horizontalSpacing() + 40
    for table in (panel.left, panel.right):
        columns = table.model().columnCount()
        if columns > 32:               # wide tables scroll anyway: stack them
            need = 1 << 24
            break
        header = table.horizontalHeader()
        need += (sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(columns))
                 + table.verticalHeader().sizeHint().width() + 2 * table.frameWidth()
                 + table.verticalScrollBar().sizeHint().width())
    panel._tables_need = need
    panel._place_tables(need <= min(panel.width(), panel.window().width() - 60))
    panel._fit_table_heights()


def describe_tables(panel: ShufflePanel, result) -> None:
    """The two tables' descriptions for a screen reader, from the comparison drawn (None: empty)."""
    if result is None:
        for table in (panel.left, panel.right):
            table.setAccessibleDescription(WordOrder.tr("No rows: nothing is reordered now."))
        return
    rows, columns = number(result.original.length), number(result.original.d_model)
    panel.left.setAccessibleDescription(WordOrder.tr(
        "{rows} rows × {columns} columns, one row per token, in the order typed.").format(rows=rows, columns=columns))
    panel.right.setAccessibleDescription(WordOrder.tr(
        "{rows} rows × {columns} columns, the same tokens reordered. {moves}").format(
        rows=rows, columns=columns, moves=spoken.reordered_rows(result.reordered.tokens, result.perm, result.beside)))


def name_controls(panel: ShufflePanel) -> None:
    """Name the demo's fixed controls in the current language."""
    panel.setAccessibleName(WordOrder.tr("Word order demo"))
    panel.left.setAccessibleName(WordOrder.tr("Z of the sentence as typed"))
    panel.right.setAccessibleName(WordOrder.tr("Z of the reordered sentence"))
    panel.positions.setText(WordOrder.tr("Positions on"))
    panel.order_box.setTitle(WordOrder.tr("Reordered sentence"))
    # Apart from the title, which does not wrap: a longer language's whole sentence widened the tab at 200 %.
    panel.drag_hint.setText(WordOrder.tr("Drag a word onto another to move it there."))
    panel.reverse.setText(WordOrder.tr("Reverse"))
    panel.reverse.setToolTip(WordOrder.tr("Read the reordered sentence backwards (special tokens stay in place)"))
    panel.swap_a.setAccessibleName(WordOrder.tr("Swap: first position"))
    panel.swap_b.setAccessibleName(WordOrder.tr("Swap: second position"))
    panel.swap.setText(WordOrder.tr("Swap"))
    panel.swap.setToolTip(WordOrder.tr("Exchange the words at the two positions (selecting two words fills them in)"))
    panel.swap_words[0].setText(WordOrder.tr("positions"))
    panel.swap_words[1].setText(WordOrder.tr("and"))
    panel.random.setText(WordOrder.tr("New random order"))
    panel.random.setToolTip(WordOrder.tr("Draw a random order; its seed is shown, and typing a seed draws that "
                                        "order again"))
    panel.seed.setSpecialValueText(WordOrder.tr("no seed"))
    #: the seed box's text around its number: "seed 42"
    prefix = WordOrder.tr("seed {number}").split("{number}")
    panel.seed.setPrefix(prefix[0])
    panel.seed.setSuffix(prefix[1] if len(prefix) > 1 else "")
    panel.seed.setAccessibleName(WordOrder.tr("Seed of the random order"))
    panel.default.setText(WordOrder.tr("Lesson's swap"))
    panel.default.setToolTip(WordOrder.tr("Back to the lesson's order: the first and last words that are not "
                                         "“the”, “a” or “an” change places"))


def heading() -> str:
    """The demo's heading while two orders are compared, in the current language."""
    return WordOrder.tr("The same tokens in another order. Each row on the right belongs to a token from the left, "
                        "now at a new position.")


def offer_telling_swap(first: QtWidgets.QSpinBox, second: QtWidgets.QSpinBox, result) -> None:
    """Fit the Swap boxes to the sentence; when they name one position twice ("swap 0 and 0" does
    nothing), fill in two positions whose swap changes the sentence shown."""
    for box in (first, second):
        box.setRange(0, max(0, len(result.perm) - 1))
    pair = shuffle.telling_swap(result.perm, result.original.tokens)
    if pair is not None and first.value() == second.value():
        first.setValue(pair[0])
        second.setValue(pair[1])


def _shown(perm) -> str:
    """``perm`` as a list, its first 40 entries for a long sentence."""
    return str(perm.tolist()) if len(perm) <= 40 else str(perm[:40].tolist())[:-1] + ", …]"


def _spelled(frame) -> str:
    """The tokens' texts joined by spaces, cut to a line's worth (:data:`MAX_SHOWN`): the two titles
    laid out 3,000 family emoji whole, with font fallback per character, for 0.5-2 s (issue 26)."""
    return clip(" ".join(t.text.strip() for t in frame.tokens), MAX_SHOWN)


def verdict(result) -> str:
    """What the two matrices show, read side by side as they are drawn, as sentences true of them
    (rich text): the framed cells are exactly those that differ from the cell beside them."""
    side, own, total = int(result.beside.sum()), int(result.changed.sum()), result.beside.size
    if not side:
        return WordOrder.tr("<b>Not one number differs from the number beside it.</b> The words that changed places "
                            "are the same token, so both orders give the first layer the same Z.")
    if own:
        text = WordOrder.tr(
            "<b>Positions on: {side} of %Ln numbers differ from the number beside them</b> (framed). A moved word "
            "does not keep its row either: compared with its own row on the left, {own} of %Ln numbers differ, "
            "because its new position brings a new position vector. The two sentences give the first layer "
            "different inputs.", None, total)
    elif isinstance(result.original.scheme, NoPositions):
        text = WordOrder.tr(
            "<b>Positions off: {side} of %Ln numbers differ from the number beside them</b> (framed), only because "
            "other words now stand there. Every word keeps exactly its row from the left, in a new order, so a "
            "model that cannot see positions reads both sentences the same way.", None, total)
    elif isinstance(result.original.scheme, Rope):
        text = WordOrder.tr(
            "<b>RoPE adds nothing to Z: {side} of %Ln numbers differ from the number beside them</b> (framed), only "
            "because other words now stand there. Every word keeps exactly its row from the left; RoPE tells the "
            "orders apart later, by rotating queries and keys inside attention (Deeper ideas → RoPE).", None, total)
    else:
        text = WordOrder.tr(
            "<b>{side} of %Ln numbers differ from the number beside them</b> (framed), only because other words now "
            "stand there. Every word keeps exactly its row from the left: the positions the words moved between "
            "have the same position vector here.", None, total)
    return text.format(side=number(side), own=number(own))
