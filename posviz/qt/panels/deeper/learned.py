"""View 8: what the positions learned. A position table's similarity, components and norms, beside sinusoidal.

The numbers come from :mod:`posviz.lessons.learned_positions`; a table above ``SYNC_VALUES``
numbers is read in a background thread, with the last picture kept and "computing…" said.
"""
from __future__ import annotations

import html

import numpy as np
from PySide6 import QtCore, QtWidgets

from posviz.i18n import Context, isolate, number
from posviz.lessons.learned_positions import (MAX_ROWS, SCORE_DEFINITIONS, comparison_reading, comparison_table,
                                              components_caption, norms_caption, read_table, score_words,
                                              scores_note, session_table, shown_title, similarity_caption)
from posviz.qt.panels.deeper.common import DeeperView, rich_label
from posviz.qt.panels.deeper.learned_parts import ComponentScatter, CurvePlot, SimilarityImage
from posviz.qt.workers.latest_call import LatestCall
from posviz.qt.widgets.text_style import status_colour
from posviz.lessons.captions.deeper import scheme_label  # moved there: tested Qt-free

DeeperLearned = Context("DeeperLearned")

SYNC_VALUES = 200_000        # L x (L + d) numbers read on the GUI thread; more go to the background
DEFAULT_LENGTH = 256         # rows of a formula's table (a learned table has its own)
SIDE_BY_SIDE_CHARS = 150     # below this width (in average characters) the two tables stack


def _boxed(widget: QtWidgets.QWidget) -> QtWidgets.QWidget:
    """``widget`` alone in a box layout of its own (slide export re-inserts a lent widget into a box layout)."""
    box = QtWidgets.QWidget()
    layout = QtWidgets.QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(widget)
    return box


class TableColumn(QtWidgets.QWidget):
    """One table's readings: the similarity image, the components, the offset profile and the norms."""

    def __init__(self, name: str, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.title = rich_label()
        self.message = rich_label()
        self.similarity = SimilarityImage()
        self.scatter = ComponentScatter()
        self.profile = CurvePlot("", "")
        self.norms = CurvePlot("", "")
        self.similarity_text, self.components_text, self.norms_text = rich_label(), rich_label(), rich_label()
        self.pictures = QtWidgets.QWidget()
        grid = QtWidgets.QGridLayout(self.pictures)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(_boxed(self.similarity), 0, 0)      # in boxes: an export lends them and puts them back
        grid.addWidget(_boxed(self.scatter), 0, 1)
        grid.addWidget(self.profile, 1, 0)
        grid.addWidget(self.norms, 1, 1)
        top = QtCore.Qt.AlignmentFlag.AlignTop
        grid.addWidget(self.similarity_text, 2, 0, top)
        grid.addWidget(self.components_text, 2, 1, top)
        grid.addWidget(self.norms_text, 3, 0, 1, 2)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.title)
        layout.addWidget(self.message)
        layout.addWidget(self.pictures, 1)
        self.reading = None
        self.name_axes()

    def name_axes(self) -> None:
        """The plots' axes named in the current language."""
        self.profile.axis_labels = (DeeperLearned.tr("offset j \u2212 i"), DeeperLearned.tr("mean cosine"))
        self.norms.axis_labels = (DeeperLearned.tr("position"), DeeperLearned.tr("row length"))
        self.similarity.axis_labels = (DeeperLearned.tr("position j"), DeeperLearned.tr("position i"))
        for plot in (self.profile, self.norms, self.similarity):
            plot.apply_font()

    def show_reading(self, reading) -> None:
        """Draw ``reading`` (a TableReading) and write its captions."""
        self.reading = reading
        table = reading.table
        length, d = table.shape
        title = isolate(html.escape(shown_title(table)))
        if table.total_rows > length:
            text = DeeperLearned.tr("<b>{title}</b> ({rows} \u00d7 {width}, the first {rows} of %Ln rows)", None,
                                    table.total_rows)
        else:
            text = DeeperLearned.tr("<b>{title}</b> ({rows} \u00d7 {width})")
        self.title.setText(text.format(title=title, rows=number(length), width=number(d)))
        self.message.setText("")
        self.message.setVisible(False)
        self.pictures.setVisible(True)
        self.similarity.set_matrix(reading.similarity)
        self.similarity.setAccessibleName(DeeperLearned.tr("Cosine similarity of every pair of positions: {title}").format(
            title=shown_title(table)))
        shares = ", ".join(f"PC {i + 1} {number(100 * s, 1)} %" for i, s in enumerate(reading.components.explained[:2]))
        self.scatter.setAccessibleName(DeeperLearned.tr(
            "{title} on its first principal components ({shares} of the variance)").format(
            title=shown_title(table), shares=shares))
        self.profile.set_curve(np.arange(length), reading.profile)
        projections = reading.components.projections
        if projections.shape[1] >= 2:
            self.scatter.set_points(projections[:, 0], projections[:, 1], ("PC 1", "PC 2"))
        else:
            self.scatter.set_points(projections[:, 0], np.zeros(length), ("PC 1", DeeperLearned.tr("(no second component)")))
        self.norms.set_curve(np.arange(length), reading.norms, from_zero=True)
        self.similarity_text.setText(html.escape(similarity_caption(reading)))
        self.components_text.setText(html.escape(components_caption(reading)))
        self.norms_text.setText(html.escape(norms_caption(reading)))

    def show_absent(self, title: str, why: str) -> None:
        """No table to read: say why instead of drawing."""
        self.reading = None
        self.title.setText(f"<b>{html.escape(title)}</b>")
        self.message.setText(html.escape(why))
        self.message.setVisible(True)
        self.pictures.setVisible(False)


class ScoresTable(QtWidgets.QTableWidget):
    """The three property scores of both tables, each with its one-line definition."""

    def __init__(self, parent=None) -> None:
        super().__init__(len(SCORE_DEFINITIONS), 3, parent)
        self.setObjectName("learnedScores")
        self.setTabKeyNavigation(False)
        self.name_columns()
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        header = self.horizontalHeader()
        # The property's meaning under its name, in the one stretching column: a fourth column for the
        # meanings was too narrow for its name in a longer language at 200 % on a 1024 px projector.
        header.setSectionResizeMode(0, QtWidgets.QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def name_columns(self) -> None:
        """Column names, each score's name and meaning, in the current language."""
        self.setAccessibleName(DeeperLearned.tr("Property scores of both tables"))
        self.setHorizontalHeaderLabels([DeeperLearned.tr("Property: what it measures"), DeeperLearned.tr("This table"),
                                        DeeperLearned.tr("Sinusoidal")])
        for row, (name, meaning) in enumerate(score_words()):
            #: a score's name, and on the next line what it measures
            self.setItem(row, 0, QtWidgets.QTableWidgetItem(DeeperLearned.tr("{name}:\n{meaning}").format(
                name=name, meaning=meaning)))

    def set_scores(self, mine, theirs) -> None:
        """Fill the score columns (a PropertyScores or None each: '—' for a table without scores)."""
        for row, (key, _, _) in enumerate(SCORE_DEFINITIONS):
            for column, scores in ((1, mine), (2, theirs)):
                text = "\u2014" if scores is None else f"{getattr(scores, key):.3f}"
                self.setItem(row, column, QtWidgets.QTableWidgetItem(text))
        self.resizeRowsToContents()
        self.setFixedHeight(self.horizontalHeader().height() + self.verticalHeader().length() + 2 * self.frameWidth())


class LearnedView(DeeperView):
    """The session's position table read as Wang & Chen (2020) and Wang et al. (2021) read them, beside sinusoidal."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperLearned")
        self.length_spin = QtWidgets.QSpinBox(objectName="learnedLength", keyboardTracking=False)
        self.length_spin.setRange(3, MAX_ROWS)
        self.length_spin.setValue(DEFAULT_LENGTH)
        self.length_spin.setGroupSeparatorShown(True)
        self.length_spin.valueChanged.connect(lambda *_: self.request_redraw())
        self.length_label = QtWidgets.QLabel()
        self.length_label.setBuddy(self.length_spin)
        self.status = rich_label()
        self.status.setObjectName("learnedStatus")
        self.mine, self.theirs = TableColumn("learnedSession"), TableColumn("learnedSinusoidal")
        self.scores = ScoresTable()
        self.note = rich_label()
        self.worker = LatestCall("posviz position readings", self)
        self.worker.done.connect(self._on_readings)
        self.readings = None            # (session's reading or None, sinusoidal reading) shown
        self._source = None             # (positions, d, length) of what is shown or being computed
        self._request = 0
        self._build_layout()
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperLearned.tr("What the positions learned"))
        self.length_spin.setAccessibleName(DeeperLearned.tr("Rows of a formula's table"))
        self.length_label.setText(DeeperLearned.tr("Rows of a formula's table:"))
        self.scores.name_columns()
        for column in (self.mine, self.theirs):
            column.name_axes()

    def retranslate(self) -> None:
        self._source = None               # the captions are made again, in the new language
        super().retranslate()

    def coloured_parts(self) -> list:
        return [self.mine.similarity, self.theirs.similarity]

    def _build_layout(self) -> None:
        controls = QtWidgets.QHBoxLayout()
        controls.addWidget(self.length_label)
        controls.addWidget(self.length_spin)
        controls.addStretch(1)
        self.columns = QtWidgets.QBoxLayout(QtWidgets.QBoxLayout.Direction.LeftToRight)
        self.columns.addWidget(self.mine, 1)
        self.columns.addWidget(self.theirs, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.status)
        layout.addLayout(self.columns, 1)
        layout.addWidget(self.scores)
        layout.addWidget(self.note)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        wide = self.width() >= SIDE_BY_SIDE_CHARS * self.fontMetrics().averageCharWidth()
        direction = QtWidgets.QBoxLayout.Direction.LeftToRight if wide else QtWidgets.QBoxLayout.Direction.TopToBottom
        if self.columns.direction() != direction:
            self.columns.setDirection(direction)

    # --- computing -------------------------------------------------------------------------
    def _tables(self):
        """The session's table (or None) and the sinusoidal one of the same shape."""
        layer, model = self.session.layer, self.session.real_model
        positions = layer.positions
        mine = session_table(positions, layer.d_model, self.length_spin.value(), model.name if model else None)
        length = mine.shape[0] if mine is not None else self.length_spin.value()
        return mine, comparison_table(length, layer.d_model)

    def redraw(self) -> None:
        layer = self.session.layer
        formula = not hasattr(layer.positions, "table")
        self.length_spin.setEnabled(formula)
        self.length_label.setEnabled(formula)
        source = (layer.positions, layer.d_model, self.length_spin.value() if formula else None)
        if self._source is not None and source[0] is self._source[0] and source[1:] == self._source[1:]:
            return                       # the same table: nothing to recompute (colours follow by themselves)
        self._source = source
        self._request += 1
        try:
            mine, theirs = self._tables()
        except (ValueError, MemoryError) as exc:
            self._refuse(exc)
            return
        size = theirs.shape[0] * (theirs.shape[0] + theirs.shape[1])
        if size <= SYNC_VALUES:
            try:
                self._show_mine(read_table(mine) if mine is not None else None)
                self._show_theirs(comparison_reading(*theirs.shape))
            except (ValueError, MemoryError) as exc:
                self._refuse(exc)
            return
        self.status.setText(DeeperLearned.tr("<i>computing\u2026</i> ({rows} \u00d7 {width}, in the background; the "
                                             "last picture is kept until then)").format(
            rows=number(theirs.shape[0]), width=number(theirs.shape[1])))
        # the session's table first (its picture shows sooner), then the sinusoidal one (cached by shape)
        self.worker.submit((self._request, "mine", theirs.shape),
                           lambda: read_table(mine) if mine is not None else None)

    def _on_readings(self, key, result) -> None:
        request, which, shape = key
        if request != self._request:
            return
        if isinstance(result, Exception):
            self._refuse(result)
        elif which == "mine":
            self._show_mine(result)
            self.worker.submit((request, "theirs", shape), lambda: comparison_reading(*shape))
        else:
            self.status.setText("")
            self._show_theirs(result)

    def _refuse(self, exc: BaseException) -> None:
        self._source = None
        self.status.setText(DeeperLearned.tr("{mark} This table cannot be read: {error}. The last picture is kept.").format(
            mark=f'<span style="color:{status_colour("error")}"><b>\u2717</b></span>',
            error=isolate(html.escape(str(exc) or type(exc).__name__))))

    def _show_mine(self, mine) -> None:
        """The session's column (``mine`` a TableReading, or None when the session adds no table)."""
        self.readings = (mine, None)
        if mine is None:
            self.mine.show_absent(
                DeeperLearned.tr("The session adds no position table"),
                DeeperLearned.tr("{scheme} adds no vectors to the input (RoPE turns queries and keys inside attention, "
                                 "ALiBi biases attention scores; 'none' adds zeros), so there is no table to read. "
                                 "The sinusoidal table of the same width is read beside it.").format(
                    scheme=isolate(scheme_label(self.session.layer))))
        else:
            self.mine.show_reading(mine)

    def _show_theirs(self, theirs) -> None:
        """The sinusoidal column, and the scores of both."""
        mine = self.readings[0]
        self.readings = (mine, theirs)
        self.status.setText("")
        self.theirs.show_reading(theirs)
        self.scores.set_scores(mine.scores if mine is not None else None, theirs.scores)
        window = theirs.scores.window if theirs.scores is not None else 0
        self.note.setText(html.escape(scores_note(window)))
