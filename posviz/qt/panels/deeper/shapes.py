"""View 2: E is |V| x d, a sentence is L x d, d is fixed; real models' figures beside the demo's."""
from __future__ import annotations

import math

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, number
from posviz.lessons.shapes import (ModelShapes, comparison_rows, format_count, model_label, positions_label,
                                   sentence_numbers)
from posviz.qt.panels.deeper.common import DeeperView, HeaderTableModel, rich_label

DeeperShapes = Context("DeeperShapes")

MAX_IMAGINED = 100_000        # the lesson's extreme input length
SLIDER_STEPS = 1000           # the length slider is logarithmic: 1 .. MAX_IMAGINED


def slider_to_length(step: int) -> int:
    """Length for a slider step: 10 ** (5 * step / SLIDER_STEPS), rounded, 1 .. 100,000."""
    return int(round(10 ** (math.log10(MAX_IMAGINED) * step / SLIDER_STEPS)))


def length_to_slider(length: int) -> int:
    """The slider step closest to ``length``."""
    return round(math.log10(min(max(length, 1), MAX_IMAGINED)) / math.log10(MAX_IMAGINED) * SLIDER_STEPS)


class ShapesTableModel(HeaderTableModel):
    """One row per model: |V|, d, the size of E and how positions are handled."""

    HEADERS = ("model", "|V|", "d", "E: |V|\u00b7d", "positions")

    def headers(self) -> tuple[str, ...]:
        return (DeeperShapes.tr("model"), "|V|", "d", "E: |V|\u00b7d", DeeperShapes.tr("positions"))

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: tuple[ModelShapes, ...] = ()

    def set_rows(self, rows) -> None:
        self.beginResetModel()
        self.rows = tuple(rows)
        self.endResetModel()

    def _row_count(self) -> int:
        return len(self.rows)

    def cell_text(self, row: int, column: int) -> str:
        m = self.rows[row]
        about = "~" if m.approximate else ""
        positions = positions_label(m.positions)
        if m.max_positions:
            #: a learned position table's cell: the scheme's name, then its rows x width = its numbers
            positions = DeeperShapes.tr("{scheme}:\n{rows} \u00d7 {width} = {count}").format(
                scheme=positions, rows=number(m.max_positions), width=number(m.d_model),
                count=format_count(m.position_weights))
        return (model_label(m.name), f"{about}{number(m.vocab_size)}", number(m.d_model),
                f"{about}{format_count(m.embedding_weights)}", positions)[column]

    def data(self, index, role=QtCore.Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == QtCore.Qt.ItemDataRole.DisplayRole:
            return self.cell_text(index.row(), index.column())
        if role == QtCore.Qt.ItemDataRole.FontRole and index.row() == 0:
            font = QtGui.QFont()
            font.setBold(True)
            return font
        if role == QtCore.Qt.ItemDataRole.TextAlignmentRole and index.column() in (1, 2, 3):
            return int(QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter)
        return None


class ShapesDiagram(QtWidgets.QWidget):
    """E and the input matrix drawn with the same width d; heights on a log scale."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.vocab_size, self.length, self.d_model = 10, 5, 6
        self.setMinimumSize(240, 150)

    def set_shapes(self, vocab_size: int, length: int, d_model: int) -> None:
        self.vocab_size, self.length, self.d_model = vocab_size, length, d_model
        self.update()

    def bar_height(self, n: int, full: float) -> float:
        """Pixel height of a matrix with ``n`` rows: log scale, 1 row -> a sliver, the top -> ``full``."""
        top = math.log10(max(MAX_IMAGINED, self.vocab_size, self.length) + 1)
        return max(3.0, full * math.log10(n + 1) / top)

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QtGui.QPainter(self)
        fh = self.fontMetrics().height()
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        painter.drawText(QtCore.QPointF(4, fh), DeeperShapes.tr("both d = {width} wide; heights on a log scale").format(
            width=number(self.d_model)))
        full = self.height() - 3.4 * fh
        width = max(2 * fh, min(self.width() / 5, 6 * fh))
        bottom = self.height() - 2
        for i, (name, rows, colour) in enumerate((("E", self.vocab_size, "#4c72b0"),
                                                   (DeeperShapes.tr("input"), self.length, "#dd8452"))):
            x = 4 + i * self.width() / 2
            height = self.bar_height(rows, full)
            painter.fillRect(QtCore.QRectF(x, bottom - height, width, height), QtGui.QColor(colour))
            painter.drawText(QtCore.QPointF(x, bottom - height - 0.4 * fh), DeeperShapes.tr(
                "{name}: {rows} \u00d7 {width}").format(name=name, rows=number(rows), width=number(self.d_model)))
        painter.end()


class ShapesView(DeeperView):
    """Live shapes of E and of the sentence, an imagined length up to 100,000, real models' sizes."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperShapes")
        self.live = rich_label()
        self.slider = QtWidgets.QSlider(QtCore.Qt.Orientation.Horizontal, objectName="lengthSlider")
        self.slider.setRange(0, SLIDER_STEPS)
        self.slider.valueChanged.connect(self._on_slider_moved)
        self.imagined_length = 1
        self.imagined = rich_label()
        self.diagram = ShapesDiagram(self)
        self.models = ShapesTableModel(self)
        self.table_view = QtWidgets.QTableView(objectName="shapesTable")
        self.table_view.setTabKeyNavigation(False)
        self.table_view.setModel(self.models)
        self.table_view.verticalHeader().hide()
        self.table_view.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.table_view.verticalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.imagine_title, self.real_title, self.real_note = rich_label(), rich_label(), rich_label()
        self.length_buttons = [QtWidgets.QPushButton() for _ in range(3)]
        self._build_layout()
        self.name_controls()
        self.slider.setValue(length_to_slider(MAX_IMAGINED))

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperShapes.tr("Shapes of the embedding table and of the input"))
        self.slider.setAccessibleName(DeeperShapes.tr("Imagined input length"))
        self.table_view.setAccessibleName(DeeperShapes.tr("Shapes of real models' tables"))
        for button, text in zip(self.length_buttons, (
                DeeperShapes.tr("your sentence"), number(1_000),
                DeeperShapes.tr("%Ln tokens", None, MAX_IMAGINED))):
            button.setText(text)
        self.imagine_title.setText(DeeperShapes.tr("<b>Imagine a longer input</b> (drag: 1 to {most} tokens)").format(
            most=number(MAX_IMAGINED)))
        self.real_title.setText(DeeperShapes.tr("<b>Real models</b> (from their published configurations)"))
        self.real_note.setText(DeeperShapes.tr(
            "A learned position table is one more matrix, L<sub>max</sub> \u00d7 d, and it caps the "
            "input length. RoPE rotates queries and keys inside attention, so Llama 3 has no position "
            "table at all. The first row follows the toolbar."))
        self.models.retranslate()
        self.diagram.update()

    def _buttons(self) -> QtWidgets.QHBoxLayout:
        row = QtWidgets.QHBoxLayout()
        for button, length in zip(self.length_buttons, (None, 1_000, MAX_IMAGINED)):
            button.clicked.connect(lambda _=False, n=length: self.set_imagined_length(
                n if n is not None else max(self.session.frame.length, 1)))
            row.addWidget(button)
        row.addStretch(1)
        return row

    def _build_layout(self) -> None:
        left = QtWidgets.QVBoxLayout()
        left.addWidget(self.live)
        left.addWidget(self.imagine_title)
        left.addWidget(self.slider)
        left.addLayout(self._buttons())
        left.addWidget(self.imagined)
        left.addWidget(self.diagram, 1)
        right = QtWidgets.QVBoxLayout()
        right.addWidget(self.real_title)
        right.addWidget(self.table_view, 1)
        right.addWidget(self.real_note)
        self.columns = QtWidgets.QBoxLayout(QtWidgets.QBoxLayout.Direction.LeftToRight, self)
        self.columns.addLayout(left, 5)
        self.columns.addLayout(right, 8)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._arrange()

    def least_height(self, width: int) -> int:
        """Stacked, each column's wrapped lines at full width (Qt's least height for the stack
        squeezed the numbers' captions into each other)."""
        if self.columns.direction() != QtWidgets.QBoxLayout.Direction.TopToBottom:
            return 0
        return self.columns.totalHeightForWidth(width)

    def _arrange(self) -> None:
        """Side by side when the table of real models fits beside the sentence's numbers, else the
        table below them (at 200 % on a 1024 px projector it scrolled sideways beside them)."""
        table = self.table_view
        whole = table.horizontalHeader().length() + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
        side_by_side = self.width() * 8 / 13 >= whole + self.columns.spacing()     # the right column's share
        direction = QtWidgets.QBoxLayout.Direction.LeftToRight if side_by_side else \
            QtWidgets.QBoxLayout.Direction.TopToBottom
        if self.columns.direction() != direction:
            self.columns.setDirection(direction)
            self.columns.setStretch(0, 5 if side_by_side else 0)   # stacked, the numbers take what they
            self.columns.setStretch(1, 8 if side_by_side else 1)   # need and the table the rest
            self.columns.invalidate()

    def set_imagined_length(self, length: int) -> None:
        """Show what an input of ``length`` tokens would become (the table stays the same)."""
        self.slider.setValue(length_to_slider(length))
        self._show_imagined(length)

    def _on_slider_moved(self, step: int) -> None:
        self._show_imagined(slider_to_length(step))

    def _show_imagined(self, length: int) -> None:
        self.imagined_length = length
        table = self.session.layer.table
        d = table.d_model
        self.imagined.setText(DeeperShapes.tr(
            "<big><b>%Ln tokens \u2192 a {length} \u00d7 {width} matrix</b> ({numbers} numbers).<br>"
            "E is still {rows} \u00d7 {width} = {count}: it does not grow.</big>", None, length).format(
            length=number(length), width=number(d), numbers=number(sentence_numbers(length, d)),
            rows=number(table.vocab_size), count=format_count(table.parameter_count)))
        self.diagram.set_shapes(table.vocab_size, length, d)

    def redraw(self) -> None:
        frame, table = self.session.frame, self.session.layer.table
        v, d, length = table.vocab_size, table.d_model, frame.length
        numbers = format_count(sentence_numbers(length, d))
        self.live.setText(DeeperShapes.tr(
            "<b>E</b> = |V| \u00d7 d = {rows} \u00d7 {width} = <b>{table}</b> numbers: set by the "
            "vocabulary, never by the input.<br><b>This sentence</b> = L \u00d7 d = {length} \u00d7 {width} = "
            "<b>{numbers}</b>: grows with every token you type.<br><b>d = {width}</b>: a design choice, "
            "the same for every token and every input.").format(
            rows=number(v), width=number(d), table=format_count(v * d), length=number(length), numbers=numbers))
        layer = self.session.layer
        self.models.set_rows(comparison_rows(layer, "this demo" if self.session.real_model is None else layer.name))
        self._show_imagined(self.imagined_length)
