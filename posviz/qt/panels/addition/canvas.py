"""The painted part of the vector-addition panel: one row per dimension, three lanes of bars.

Everything is sized from the widget's font, so an app-wide font change (presentation zoom)
scales the rows, the numbers and the bars together.
"""
from __future__ import annotations

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt.panels.addition.geometry import AdditionGeometry, Piece, addition_geometry, format_value
from posviz.qt.panels.addition.layout import Layout as _Layout, Painting as _Painting, lay_out, minimum_width

# Okabe-Ito colours: distinct for colour-blind viewers, readable on light and dark backgrounds.
LANE_COLORS = (QtGui.QColor("#0072B2"), QtGui.QColor("#E69F00"), QtGui.QColor("#009E73"))
MAX_ROWS = 32        # more rows than this are a wall of numbers, not a picture
MIN_ROWS = 6         # rows always given room (the toy model's width)
HEADER_ROWS = 1.2    # the lane titles take this many row heights
SCREEN_SHARE = 0.25  # the most of the screen's height the canvas insists on
ROW_SPACING = 1.3    # row height in font heights, at least
BAR_FILL = 0.62      # bar height as a share of the row
MAX_STRETCH = 2.0    # rows may grow to this many times their minimum height to fill the space
SLIDE_STRETCH = 6.0  # on a slide figure (the panel's only content) they may fill its height
_RESTYLE_EVENTS = (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.PaletteChange,
                   QtCore.QEvent.Type.StyleChange)


class AdditionCanvas(QtWidgets.QWidget):
    """Draws a + b = z for a window of dimensions at animation progress t.

    Signals
    -------
    rowsFitChanged(int)
        How many dimension rows fit at a readable size changed (the widget was resized or its font
        changed); the panel picks its window of dimensions from it.
    scrollRequested(int)
        The wheel was turned: notches, positive towards later dimensions.
    """

    rowsFitChanged = QtCore.Signal(int)
    scrollRequested = QtCore.Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.max_stretch = MAX_STRETCH      # a slide figure lets the rows fill its height
        self._names: list[str] = []
        self._token = self._position = self._z = np.zeros(0)
        self._range = (0.0, 1.0)
        self._titles = ("", "", "")
        self._progress = 1.0
        self._geometry = addition_geometry(self._token, self._position, self._z, 1.0)
        self._rows_fit = 0
        self._total = 0
        self._cache = None      # the still parts, drawn once per change (see _layers)
        self.paint_count = 0
        self.layer_builds = 0   # how often the still parts were redrawn (animation frames reuse them)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Expanding)

    # --- data ----------------------------------------------------------------------------
    def set_rows(self, names: list[str], token: np.ndarray, position: np.ndarray, z: np.ndarray,
                 value_range: tuple[float, float], titles: tuple[str, str, str], total: int = 0) -> None:
        """Show ``token + position = z`` for the named rows.

        Parameters
        ----------
        names : list of str, length n
            Label of each dimension row.
        token, position, z : ndarray, shape (n,)
        value_range : (low, high)
            Value span shared by the three lanes (so equal values have equal lengths).
        titles : three str
            Headings of the token, position and Z lanes.
        total : int
            How many dimensions the vectors have in all (n or more); sets the size hints.
        """
        vectors = tuple(np.asarray(v, dtype=np.float64) for v in (token, position, z))
        if self._shows(names, vectors, value_range, titles, total):
            return          # the same rows (a keystroke elsewhere in the sentence): keep the drawn layers
        self._names = list(names)
        if max(total, len(names)) != self._total:
            self._total = max(total, len(names))
            self.updateGeometry()       # the size hints follow the vector's width
        self._token, self._position, self._z = vectors
        self._range, self._titles = value_range, titles
        self._cache = None
        self._geometry = addition_geometry(self._token, self._position, self._z, self._progress)
        self.update()

    def _shows(self, names, vectors, value_range, titles, total: int) -> bool:
        """Whether these rows are the ones already drawn."""
        return (list(names) == self._names and tuple(value_range) == tuple(self._range)
                and tuple(titles) == tuple(self._titles) and max(total, len(names)) == self._total
                and all(np.array_equal(a, b) for a, b in zip(vectors, (self._token, self._position, self._z))))

    def set_progress(self, t: float) -> None:
        """Move the animation to ``t`` in [0, 1] and repaint."""
        self._progress = min(max(float(t), 0.0), 1.0)
        self._geometry = addition_geometry(self._token, self._position, self._z, self._progress)
        self.update()

    @property
    def progress(self) -> float:
        return self._progress

    @property
    def geometry_now(self) -> AdditionGeometry:
        """The moving bars as last computed (what the next paint draws)."""
        return self._geometry

    def row_texts(self) -> list[tuple[str, str, str, str]]:
        """(name, token, position, z) as drawn, one tuple per row, numbers to 2 decimals."""
        return [(name, format_value(a), format_value(b), format_value(z))
                for name, a, b, z in zip(self._names, self._token, self._position, self._z)]

    # --- sizes ---------------------------------------------------------------------------
    def row_height(self) -> float:
        return self.fontMetrics().height() * ROW_SPACING

    def rows_that_fit(self) -> int:
        """Dimension rows that fit under the heading at the current size (1 .. MAX_ROWS)."""
        rows = int((self.height() - self.row_height() * HEADER_ROWS) // self.row_height())
        return max(1, min(MAX_ROWS, rows))

    def height_for_rows(self, rows: int) -> int:
        """The tallest this canvas usefully gets for ``rows`` rows (more would be blank space)."""
        return int(self.row_height() * (HEADER_ROWS + rows * self.max_stretch)) + 1

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802
        # The lesson's six dimensions must all fit without paging, unless the font is so large
        # (presentation zoom on a small projector) that they would take over a quarter of the
        # screen: then fewer rows are promised and the rest are a page away.
        rows = min(self._total or MIN_ROWS, MIN_ROWS)
        height = self.row_height() * (HEADER_ROWS + rows)
        screen = self.screen()
        if screen is not None:
            floor = self.row_height() * (HEADER_ROWS + 2)
            height = min(height, max(screen.availableGeometry().height() * SCREEN_SHARE, floor))
        return QtCore.QSize(self._minimum_width(), int(height) + 1)

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802
        # Room for the toy model's six rows at a comfortable height (more rows use what is given).
        rows = min(max(self._total, MIN_ROWS), 10)
        return QtCore.QSize(self.fontMetrics().horizontalAdvance("0") * 60, self.height_for_rows(rows))

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._cache = None
        self._announce_rows_fit()

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in _RESTYLE_EVENTS:
            self._cache = None
            self.update()
        if event.type() == QtCore.QEvent.Type.FontChange:
            self._announce_rows_fit()

    def wheelEvent(self, event: QtGui.QWheelEvent) -> None:  # noqa: N802
        notches = -round(event.angleDelta().y() / 120)
        if notches:
            self.scrollRequested.emit(notches)
        event.accept()

    def _announce_rows_fit(self) -> None:
        rows = self.rows_that_fit()
        if rows != self._rows_fit:
            self._rows_fit = rows
            self.rowsFitChanged.emit(rows)

    def _numbers(self) -> list[str]:
        return [format_value(v) for v in np.concatenate([self._token, self._position, self._z])]

    def _minimum_width(self) -> int:
        return minimum_width(self.fontMetrics(), self._numbers())

    def _layout(self) -> _Layout:
        return lay_out(self.fontMetrics(), self.width(), self.height(), self._names, self._numbers(),
                       self.row_height(), HEADER_ROWS, self.max_stretch)

    # --- painting ------------------------------------------------------------------------
    def paintEvent(self, event: QtGui.QPaintEvent) -> None:  # noqa: N802
        self.paint_count += 1
        if not self._names:
            return
        lay, back, texts, z_texts = self._layers()
        geo = self._geometry
        painter = QtGui.QPainter(self)
        painter.drawPixmap(0, 0, back)
        self._paint_piece(painter, lay, geo.z_bar, 2)
        self._paint_piece(painter, lay, geo.token_copy, 0, outline=True)
        self._paint_piece(painter, lay, geo.position_copy, 1, outline=True)
        painter.drawPixmap(0, 0, texts)      # after the bars, so a passing bar never hides a number
        if geo.z_text_opacity > 0.0:
            painter.setOpacity(geo.z_text_opacity)
            painter.drawPixmap(0, 0, z_texts)
        painter.end()

    def _layers(self) -> tuple[_Layout, QtGui.QPixmap, QtGui.QPixmap, QtGui.QPixmap]:
        """What does not move, drawn once per change of data, size or font (an animation frame
        then costs three blits and a few rectangles): the layout, the background with the
        still bars, the names and numbers of the first two lanes, and the Z numbers."""
        if self._cache is None:
            self.layer_builds += 1
            lay = self._layout()
            back, texts, z_texts = (self._blank() for _ in range(3))
            with _Painting(back) as painter:
                self._paint_stripes(painter, lay)
                self._paint_titles(painter, lay)
                self._paint_axes(painter, lay)
                self._paint_piece(painter, lay, Piece(0.0, np.zeros_like(self._token), self._token, 1.0), 0)
                self._paint_piece(painter, lay, Piece(1.0, np.zeros_like(self._position), self._position, 1.0), 1)
            with _Painting(texts) as painter:
                self._paint_text(painter, lay, z_lane=False)
            with _Painting(z_texts) as painter:
                self._paint_text(painter, lay, z_lane=True)
            self._cache = (lay, back, texts, z_texts)
        return self._cache

    def _blank(self) -> QtGui.QPixmap:
        ratio = self.devicePixelRatioF()
        pixmap = QtGui.QPixmap(self.size() * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QtCore.Qt.GlobalColor.transparent)
        return pixmap

    def _x(self, lay: _Layout, lane: float, values: np.ndarray) -> np.ndarray:
        low, high = self._range
        return lay.lane_x(lane) + (np.asarray(values) - low) / (high - low) * lay.bar_w

    def _paint_stripes(self, painter: QtGui.QPainter, lay: _Layout) -> None:
        shade = self.palette().color(QtGui.QPalette.ColorRole.AlternateBase)
        for row in range(1, len(self._names), 2):
            painter.fillRect(QtCore.QRectF(0, lay.top + row * lay.row_h, self.width(), lay.row_h), shade)

    def _paint_titles(self, painter: QtGui.QPainter, lay: _Layout) -> None:
        bold = QtGui.QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        fm = QtGui.QFontMetrics(bold)
        for lane, title in enumerate(self._titles):
            rect = QtCore.QRectF(lay.lane_x(lane), 0, lay.bar_w + lay.num_w, lay.top)
            if fm.horizontalAdvance(title) > rect.width():
                # The header row is empty left of lane 0 and between lanes: a long title may use it.
                spare = lay.sign_w / 2 - lay.left        # half the sign column, less a gap
                x0 = lay.left if lane == 0 else lay.lane_x(lane) - spare
                x1 = min(rect.right() + spare, self.width())
                rect = QtCore.QRectF(x0, 0, x1 - x0, lay.top)
            painter.setPen(self._title_color(lane))
            text = fm.elidedText(title, QtCore.Qt.TextElideMode.ElideRight, int(rect.width()))
            painter.drawText(rect, QtCore.Qt.AlignmentFlag.AlignCenter, text)
        painter.setFont(self.font())

    def _title_color(self, lane: int) -> QtGui.QColor:
        """The lane's colour, darkened on a light background and lightened on a dark one, so thin
        letters keep their contrast in every theme."""
        dark_theme = self.palette().color(QtGui.QPalette.ColorRole.Window).lightness() < 128
        return LANE_COLORS[lane].lighter(150) if dark_theme else LANE_COLORS[lane].darker(135)

    def _paint_axes(self, painter: QtGui.QPainter, lay: _Layout) -> None:
        painter.setPen(QtGui.QPen(self.palette().color(QtGui.QPalette.ColorRole.Mid), 1))
        bottom = lay.top + len(self._names) * lay.row_h
        for lane in range(3):
            x = float(self._x(lay, lane, 0.0))
            painter.drawLine(QtCore.QPointF(x, lay.top), QtCore.QPointF(x, bottom))

    def _paint_piece(self, painter: QtGui.QPainter, lay: _Layout, piece: Piece, color_lane: int,
                     outline: bool = False) -> None:
        if piece.opacity <= 0.0:
            return
        color = QtGui.QColor(LANE_COLORS[color_lane])
        color.setAlphaF(piece.opacity * (0.8 if outline else 1.0))
        painter.setPen(QtGui.QPen(color.darker(140), 1) if outline else QtCore.Qt.PenStyle.NoPen)
        painter.setBrush(color)
        x0, x1 = self._x(lay, piece.lane, piece.start), self._x(lay, piece.lane, piece.end)
        bar_h = lay.row_h * BAR_FILL
        for row, (a, b) in enumerate(zip(x0, x1)):
            y = lay.top + row * lay.row_h + (lay.row_h - bar_h) / 2
            painter.drawRect(QtCore.QRectF(min(a, b), y, abs(b - a), bar_h))

    def _paint_text(self, painter: QtGui.QPainter, lay: _Layout, z_lane: bool) -> None:
        painter.setFont(self.font())
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        align_right = QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter
        align_left = QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignVCenter
        fm = self.fontMetrics()
        for row, (name, a, b, z) in enumerate(self.row_texts()):
            y = lay.top + row * lay.row_h
            if z_lane:
                painter.drawText(self._number_rect(lay, 2, y), align_right, z)
                continue
            label = fm.elidedText(name, QtCore.Qt.TextElideMode.ElideRight, int(lay.name_w))
            painter.drawText(QtCore.QRectF(lay.left, y, lay.name_w, lay.row_h), align_left, label)
            for lane, (number, sign) in enumerate(((a, "+"), (b, "="))):
                painter.drawText(self._number_rect(lay, lane, y), align_right, number)
                sign_x = lay.lane_x(lane) + lay.bar_w + lay.num_w
                painter.drawText(QtCore.QRectF(sign_x, y, lay.sign_w, lay.row_h),
                                 QtCore.Qt.AlignmentFlag.AlignCenter, sign)

    @staticmethod
    def _number_rect(lay: _Layout, lane: int, y: float) -> QtCore.QRectF:
        return QtCore.QRectF(lay.lane_x(lane) + lay.bar_w, y, lay.num_w, lay.row_h)
