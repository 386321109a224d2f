"""View 1: a one-hot vector times E collapses to one row of E; only the rows carry meaning."""
from __future__ import annotations

import html

from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lessons.lookup import dense_cosines, lookup, one_hot_cosines, window
from posviz.qt.workers.nearest_search import NearestSearch
from posviz.qt.panels.deeper.common import DeeperView, rich_label, symmetric
from posviz.qt.panels.deeper.onehot_parts import CosineTableModel, LookupCanvas
from posviz.shorten import clip

DeeperOneHot = Context("DeeperOneHot")

ROWS_SHOWN = 12          # rows of E drawn around the focused id (a real vocabulary has 50,000+)
DURATION_MS = 1400


class OneHotView(DeeperView):
    """The focused token as a one-hot (|V| wide) and as its learned row (d wide), and the product.

    Signals
    -------
    finished()
        The look-up animation reached its end (at once when motion is reduced).
    """

    finished = QtCore.Signal()

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperOneHot")
        self.title = rich_label()
        self.canvas = LookupCanvas(self)
        self.play_button = QtWidgets.QPushButton(objectName="oneHotPlay")
        self.play_button.clicked.connect(self.play)
        self.cosines = CosineTableModel(self)
        table = QtWidgets.QTableView(objectName="cosineTable")
        table.setTabKeyNavigation(False)
        table.setModel(self.cosines)
        table.verticalHeader().hide()
        # Stretch, not ResizeToContents: measuring 4,000 rows of a long sentence took over a second.
        # Position and word get the width of their texts (measured on the strings alone), the two
        # cosines share the rest: four equal columns cut "row of E" at 200 % on a projector.
        header = table.horizontalHeader()
        header.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Stretch)
        for column in (0, 1):
            header.setSectionResizeMode(column, QtWidgets.QHeaderView.ResizeMode.Interactive)
        self.table_view = table
        self.nearest = rich_label()
        self.animation = QtCore.QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=DURATION_MS)
        self.animation.setEasingCurve(QtCore.QEasingCurve.Type.InOutCubic)
        self.animation.valueChanged.connect(self.set_progress)
        self.animation.finished.connect(self.finished)
        self._shown_id: int | None = None
        self._nearest_for: tuple[int, str] | None = None      # the word whose nearest rows are shown
        self.search = NearestSearch(3, self)
        self.search.found.connect(self._on_nearest_found)
        self.cosine_title, self.cosine_note = rich_label(), rich_label()
        self._build_layout()
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperOneHot.tr("One-hot vector against a learned row"))
        self.play_button.setText(DeeperOneHot.tr("Play the look-up again"))
        self.table_view.setAccessibleName(DeeperOneHot.tr("Cosine of the focused word's row with every row of E"))
        self.cosine_title.setText(DeeperOneHot.tr(
            "<b>Cosine with each word of the sentence</b> (focused word in bold)"))
        self.cosine_note.setText(DeeperOneHot.tr(
            "Two different one-hot vectors never share a 1, so their cosine is always 0: every word "
            "is equally unlike every other. Learned rows are trained so that words used alike point "
            "alike, and their cosine says how much."))
        self.cosines.retranslate()
        self._arrange()

    def coloured_parts(self) -> list:
        return [self.canvas]

    def _build_layout(self) -> None:
        right = QtWidgets.QVBoxLayout()
        right.addWidget(self.cosine_title)
        right.addWidget(self.table_view, 1)
        right.addWidget(self.nearest)
        right.addWidget(self.cosine_note)
        left = QtWidgets.QVBoxLayout()
        left.addWidget(self.title)
        left.addWidget(self.canvas, 1)
        left.addWidget(self.play_button, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
        self.columns = QtWidgets.QBoxLayout(QtWidgets.QBoxLayout.Direction.LeftToRight, self)
        self.columns.addLayout(left, 5)
        self.columns.addLayout(right, 3)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._arrange()

    def least_height(self, width: int) -> int:
        """Stacked, each column's wrapped lines at full width."""
        if self.columns.direction() != QtWidgets.QBoxLayout.Direction.TopToBottom:
            return 0
        return self.columns.totalHeightForWidth(width)

    def _arrange(self) -> None:
        """The table beside the look-up when its column names fit in its share, else below it (a
        longer language's names were cut at 200 % on a 1024 px projector)."""
        metrics = self.table_view.horizontalHeader().fontMetrics()
        names = sum(metrics.horizontalAdvance(name) + 3 * metrics.averageCharWidth() for name in self.cosines.headers())
        side_by_side = self.width() * 3 / 8 >= names + self.columns.spacing()
        direction = QtWidgets.QBoxLayout.Direction.LeftToRight if side_by_side else \
            QtWidgets.QBoxLayout.Direction.TopToBottom
        if self.columns.direction() != direction:
            self.columns.setDirection(direction)
            self.columns.invalidate()

    # --- animation: view state; geometry is a pure function of t in LookupCanvas ----------------
    def set_progress(self, t: float) -> None:
        """Show the look-up at stage ``t`` in [0, 1] (1: only the chosen row is left)."""
        self.canvas.set_progress(float(t))

    def play(self) -> None:
        """Run the look-up from the start, or jump to its end when motion is reduced."""
        self.animation.stop()
        if self.session.reduce_motion or self._shown_id is None:
            self.set_progress(1.0)
            self.finished.emit()
        else:
            self.animation.start()

    # --- rendering -----------------------------------------------------------------------------------
    def redraw(self) -> None:
        frame, focus, layer = self.session.frame, self.session.focus, self.session.layer
        table, vocabulary = layer.table, layer.vocabulary
        if focus < 0:
            self.cosines.clear()
            self._show_nothing(DeeperOneHot.tr("Type a sentence: its focused word is shown here."))
            return
        token = frame.tokens[focus]
        self.cosines.colormap = self.colormap
        self.cosines.set_rows(frame, focus, one_hot_cosines(frame.ids, focus),
                              dense_cosines(frame.token_vectors, focus))
        self._fit_text_columns()
        if not token.known:
            self._show_nothing(DeeperOneHot.tr(
                "\u201c{word}\u201d is not in the vocabulary: it has no one-hot "
                "slot and no row of E (it is shown as [UNK], a vector of zeros).").format(word=isolate(clip(token.text))))
            return
        result = lookup(table, token.id)
        start, stop = window(table.vocab_size, token.id, ROWS_SHOWN)
        labels = [f"{i} {vocabulary.token_of(i)}" for i in range(start, stop)]
        self.canvas.set_lookup(labels, result.one_hot[start:stop], table.matrix[start:stop],
                               token.id - start, start, table.vocab_size, result.product,
                               self._levels(table, start, stop), columns=table.dim_names)
        self.title.setText(DeeperOneHot.tr(
            "<b>one-hot(\u201c{word}\u201d) \u00b7 E = E[{id}]</b> &nbsp; a |V| = "
            "{rows}-wide vector of zeros with one 1, times the {rows} \u00d7 "
            "{width} table, leaves row {id}: {width} numbers "
            "(largest difference from the row: {residual})").format(
            word=isolate(html.escape(token.text)), id=token.id, rows=number(table.vocab_size), width=table.d_model,
            residual=f"{result.residual:g}"))
        self._show_nearest(token.id, token.text)
        if token.id != self._shown_id:
            self._shown_id = token.id
            self.play()

    @staticmethod
    def _levels(table, start: int, stop: int) -> tuple[float, float]:
        """Colour levels: the lesson's [-1, 1] for the hand-made table, else the rows drawn (a real
        table's values are ~0.1, and scanning all 525M of Llama's numbers per click is too slow)."""
        return symmetric(table.matrix[start:stop], 1.0 if table.dim_names is not None else 1e-12)

    def _fit_text_columns(self) -> None:
        """Position and word columns as wide as their widest text (header included), a word at most
        16 characters' worth: the cosine columns keep the rest."""
        metrics, header = self.table_view.fontMetrics(), self.table_view.horizontalHeader()
        pad = 2 * self.table_view.style().pixelMetric(QtWidgets.QStyle.PixelMetric.PM_HeaderMargin) + 8
        words = self.cosines.words
        texts = ([self.cosines.headers()[0], str(max(len(words) - 1, 0))],
                 [self.cosines.headers()[1], *words[:4096]])
        for column, column_texts in enumerate(texts):
            width = max(metrics.horizontalAdvance(t) for t in column_texts) + pad
            header.resizeSection(column, min(width, 16 * metrics.averageCharWidth() + pad))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.LanguageChange) and self.cosines.words:
            self._fit_text_columns()

    def _show_nearest(self, token_id: int, text: str) -> None:
        self._nearest_for = (token_id, text)
        table = self.session.layer.table
        if not self.search.request(table, token_id):
            self.nearest.setText(DeeperOneHot.tr(
                "Closest rows to \u201c{word}\u201d: searching all %Ln rows of E\u2026", None,
                table.vocab_size).format(word=isolate(html.escape(text))))

    def _on_nearest_found(self, table, token_id: int, pairs) -> None:
        layer = self.session.layer
        if table is not layer.table or self._nearest_for is None or self._nearest_for[0] != token_id:
            return   # the focus or the model moved on while the search ran
        text = isolate(html.escape(self._nearest_for[1]))
        if isinstance(pairs, Exception):
            self.nearest.setText(DeeperOneHot.tr("Closest rows to \u201c{word}\u201d could not be computed: "
                                                 "{error}").format(word=text, error=isolate(html.escape(str(pairs)))))
            return
        words = isolate(", ".join(f"{html.escape(layer.vocabulary.token_of(i))} ({c:.2f})" for i, c in pairs))
        if table.illustrative:
            found = DeeperOneHot.tr("Closest rows to \u201c{word}\u201d in all of E (an illustrative random "
                                    "table): {words}")
        else:
            found = DeeperOneHot.tr("Closest rows to \u201c{word}\u201d in all of E: {words}")
        self.nearest.setText(found.format(word=text, words=words))

    def _show_nothing(self, message: str) -> None:
        self._shown_id = self._nearest_for = None
        self.canvas.set_message(message)
        self.title.setText(DeeperOneHot.tr("<b>one-hot \u00b7 E = a row of E</b>"))
        self.nearest.setText("")
