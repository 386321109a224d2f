"""The positional heatmap: positions down, dimensions across, coloured by value.

The table is virtual: the panel asks :mod:`posviz.model.viewport` for the rows and columns that
fall on its pixels, so a million positions cost a screenful. Zoomed out, a pixel row shows the mean
of its positions, and the panel says so. A focus change only moves the outline.
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context, number
from posviz.model import Learned, Sinusoidal
from posviz.model.viewport import level_sample, pan_tile, pixel_bins, tile_steps
from posviz.qt.widgets import colors, spoken
from posviz.qt.widgets.common import LabelHolder
from posviz.qt.panels.heatmap import text as words, wording
from posviz.qt.panels.heatmap.framing import SentenceFraming
from posviz.qt.panels.heatmap.plot import HeatmapPlot
from posviz.qt.panels.heatmap.progressive import TileJob
from posviz.lessons.captions.heatmap import HeatmapCaptions

HeatmapPanelWords = Context("HeatmapPanelWords")

RENDER_DELAY_MS = 15          # coalesce bursts of range changes (one render per frame at most)
REFINE_DELAY_MS = 150         # full resolution once zooming pauses
UNSHOWN_PIXELS = 1024         # pixel size assumed before the view is laid out
MAX_NAMED_WORDS = 200         # words named beside the rows (more never fit on a screen)


class HeatmapPanel(QtWidgets.QWidget):
    """Positions down, dimensions across, coloured by value, over a virtual table.

    Attributes
    ----------
    image_item : pg.ImageItem
        Its image is (positions shown on screen) x (dimensions), one value per pixel block.
    render_count : int
        Number of tiles computed and pushed to ``image_item`` (focus changes add none).
    slide : bool
        Built for one slide figure (:meth:`slide_copy`): no pointer, so its legend says nothing of hovering.
    """

    def __init__(self, session, parent=None, slide: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("positionHeatmap")
        self.session = session
        self.slide = slide
        self.render_count = 0
        self._colormap = colors.DEFAULT_COLORMAP
        self._scheme, self._d, self._names, self._levels = None, 1, None, (-1.0, 1.0)
        self._tile, self._tile_key = None, None
        self._row_words = None        # token texts the row labels were last drawn with
        self._readout_key = None      # what the readout's height was last fitted to
        self._page_key = None         # what the caption and empty page were last worded for
        self._described = None        # what the accessible description was last made from
        self._legend = None           # the legend's text as last set
        self.caption = self._label("heatmapCaption", wrap=True)
        self.readout = self._label("heatmapReadout", wrap=True)
        self.empty = self._label("heatmapEmpty", wrap=True)
        self.empty.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        self._build_plot()
        self.framing = SentenceFraming(self)
        self.stack = QtWidgets.QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.empty)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        # Held outside the layout: a new caption (sentence length) or readout (hover) lays out nothing
        self.caption_holder, self.readout_holder = LabelHolder(self.caption), LabelHolder(self.readout)
        for widget, stretch in ((self.caption_holder, 0), (self.stack, 1), (self.readout_holder, 0)):
            layout.addWidget(widget, stretch)
        self._batch = False
        self._timer = QtCore.QTimer(self, singleShot=True, interval=RENDER_DELAY_MS)
        self._timer.timeout.connect(self._render_while_moving)
        self._refine = QtCore.QTimer(self, singleShot=True, interval=REFINE_DELAY_MS)
        self._refine.timeout.connect(self.render_now)
        self._job = TileJob(lambda tile, key: show_tile(self, tile, key), self)    # a slice per loop turn
        self._connect()
        self._on_layer_changed(session.layer)

    # --- building ------------------------------------------------------------------------
    def _label(self, name: str, wrap: bool) -> QtWidgets.QLabel:
        label = QtWidgets.QLabel(objectName=name)
        label.setTextFormat(QtCore.Qt.TextFormat.PlainText)    # it quotes the sentence's words
        label.setWordWrap(wrap)
        label.setAlignment(QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignTop)
        label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.NoTextInteraction)
        return label

    def _build_plot(self) -> None:
        self.view = HeatmapPlot(lambda row, every: row_label(self, row, every),
                                lambda col, every: dim_label(self, col, every))
        # Positions down, dimensions left to right, as mathematics writes a table: in every language.
        self.view.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        self.view.plot.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)
        # the parts tests and neighbours reach for
        self.plot, self.image_item, self.colorbar = self.view.plot, self.view.image_item, self.view.colorbar
        self.rows_axis, self.dims_axis, self.strip = self.view.rows_axis, self.view.dims_axis, self.view.strip
        self.outline = self.view.outline
        name_parts(self)
        self._restyle()

    def _restyle(self) -> None:
        self.view.restyle(self.palette(), self.font())
        self._fit_dims_axis()
        fit_readout(self)

    def _fit_dims_axis(self) -> None:
        """Room for two-line column labels ("4" over "sin 2") from the start, so the plot does not
        shrink once the first labels are drawn; the same room under every scheme: a scheme change
        that resized the plot drew its image three times (the view's new size, then coarse and fine)."""
        metrics = QtGui.QFontMetrics(self.dims_axis.style["tickFont"] or self.font())
        lines = 3          # the sinusoid's two-line ticks, and the axis title
        self.dims_axis.setHeight(lines * metrics.height() + 12)

    def slide_copy(self) -> HeatmapPanel:
        """A new panel on the same session showing the same positions and dimensions, for a slide
        figure (this panel is not touched)."""
        copy = HeatmapPanel(self.session, slide=True)
        (x0, x1), (y0, y1) = self.view.view_box.viewRange()
        copy.view.view_box.setRange(xRange=(x0, x1), yRange=(y0, y1), padding=0)
        return copy

    def fit_slide(self) -> None:
        """The figure is laid out: the readout fitted to its size and font, the image drawn now."""
        self.refit()
        self.render_now()

    def refit(self) -> None:
        """Fit the readout's height again (after a new size and font, e.g. on a slide figure)."""
        self._readout_key = None
        fit_readout(self)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() in (QtCore.QEvent.Type.PaletteChange, QtCore.QEvent.Type.FontChange):
            self._restyle()
        elif event.type() == QtCore.QEvent.Type.LanguageChange and self._scheme is not None:
            name_parts(self)         # and every sentence again, from the session
            self._readout_key = self._page_key = self._described = self._legend = None
            self._on_frame_changed(self.session.frame)
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        fit_readout(self)

    def _connect(self) -> None:
        self.session.layerChanged.connect(self._on_layer_changed)
        self.session.frameChanged.connect(self._on_frame_changed)
        self.session.focusChanged.connect(self._on_focus_changed)
        self.session.heatmapRowsChanged.connect(self._on_heatmap_rows_changed)
        self.session.colormapChanged.connect(self.set_colormap)      # the panel follows it itself
        self.set_colormap(self.session.colormap)
        self.view.view_box.sigRangeChanged.connect(self._schedule_render)
        self.view.view_box.sigResized.connect(self._schedule_render)
        self.view.scene().sigPrepareForPaint.connect(lambda: _render_before_paint(self))
        if not self.slide:            # a slide has no pointer
            self.view.scene().sigMouseMoved.connect(self._on_mouse_moved)
            self.view.scene().sigMouseClicked.connect(self._on_mouse_clicked)

    # --- session handlers ----------------------------------------------------------------
    def _on_layer_changed(self, layer) -> None:
        self._scheme, self._d, self._names = layer.positions, layer.d_model, layer.table.dim_names
        self._levels = choose_levels(self._scheme)
        self._fit_dims_axis()
        self._on_heatmap_rows_changed(self.session.heatmap_rows)

    def _on_heatmap_rows_changed(self, rows: int) -> None:
        self._batch = True              # the range moves in steps here: render once, below
        try:
            self.view.set_table(self.rows_shown, self._d, self._levels)
        finally:
            self._batch = False
        self._tile_key, self._row_words = None, None
        self._job.cancel()
        self.image_item.setVisible(False)        # the last table's image is not this table's
        self._on_frame_changed(self.session.frame)

    def _on_frame_changed(self, frame) -> None:
        self._update_page(frame)
        self.framing.follow(frame)          # on walkthrough step 3 the view follows the sentence as typed
        labelled = self.rows_axis.labelled     # rows whose labels name their token (the rest: numbers)
        words_shown = (labelled, tuple(self._labels(frame.tokens[labelled.start:labelled.stop])))
        if words_shown != self._row_words:      # redraw the labels only if the words they name changed
            self._row_words = words_shown
            self.view.relabel_rows()
        self._on_focus_changed(self.session.focus)
        fit_readout(self)
        if self._tile_key is None and self._tile is not None:
            # A new table (rows, d, scheme) is drawn at the next frame, once its layout is done (wider
            # row numbers narrow the plot): drawn here, inside the session's change, a 10^6-row tile
            # held the GUI thread as long as the rest of the change, and was drawn again after it.
            self._schedule_render()
        else:
            self._render()

    def _labels(self, tokens) -> list[str]:
        """The tokens as a reader reads them (a real tokenizer's pieces: "␣dog", "<0xE2>"), else their text."""
        vocabulary = self.session.layer.vocabulary
        return vocabulary.token_labels(tokens)

    def _on_focus_changed(self, index: int) -> None:
        """Move the outline and the strip's mark: the image is left alone."""
        shown = 0 <= index < self.rows_shown
        frame = self.session.frame
        length = min(frame.length, self.rows_shown)
        words = self._labels(frame.tokens[:min(length, MAX_NAMED_WORDS)])
        self.view.set_marks(length, index if shown else -1, self._d, words)
        self._show_legend()
        key = wording.describing(self, frame, index)
        if key != self._described:       # a keystroke that leaves the focused row and caption alone
            self._described = key
            describe(self, frame, index)

    # --- public ------------------------------------------------------------------------
    @property
    def rows_shown(self) -> int:
        """Positions drawn: the session's heatmap rows, no more than a learned table has."""
        max_len = getattr(self._scheme, "max_len", None)
        return min(self.session.heatmap_rows, max_len) if max_len else self.session.heatmap_rows

    @property
    def levels(self) -> tuple[float, float]:
        """The values drawn at the two ends of the colour map."""
        return self._levels

    @property
    def tile(self):
        """The last :class:`~posviz.model.viewport.Tile` drawn (None before the first)."""
        return self._tile

    def set_colormap(self, name: str) -> None:
        """Draw with another diverging map (``colors.COLORMAPS``), e.g. a colour-blind-safe one."""
        if name not in colors.COLORMAPS:
            raise ValueError(f"unknown colour map {name!r}; choose one of {', '.join(colors.COLORMAPS)}")
        self._colormap = name
        self.view.set_colormap(name)

    def readout_text(self, position: int, column: int) -> str:
        """What hovering cell (position, column) shows: where it is, its value, its formula."""
        return words.readout(self._scheme, self._d, self._names, self.session.frame, position, column)

    def show_rows(self, first: float, count: float) -> None:
        """Show positions ``first`` to ``first + count`` (whole width) and draw them now: a recording
        scrolls the table with it, one frame at a time."""
        self.view.view_box.setRange(xRange=(0, self._d), yRange=(first, first + count), padding=0)
        self.render_now()

    # --- rendering -----------------------------------------------------------------------
    def render_now(self) -> None:
        """Draw the current view at once instead of at the next frame (tests, exports)."""
        self._timer.stop()
        self._refine.stop()
        self._job.finish()
        self._render(now=True)

    pending = property(lambda self: self._timer.isActive() or self._job.running,
                       doc="True while a render waits for its timer or a large tile is being computed in slices.")

    def _schedule_render(self, *args) -> None:
        # Renders wait for the timer (one per frame at most): rendering inside pyqtgraph's range signal
        # read a range still being changed, and left a tile short of the view (found by the fuzz test).
        if not self._timer.isActive():
            self._timer.start()

    def _render_while_moving(self) -> None:
        """During a zoom, first draw blocks twice as large (a quarter of the work), refine later."""
        rows, cols = self._visible_bins()
        if self._tile_key is None or (rows.block, cols.block) == (self._tile.rows.block, self._tile.cols.block):
            self._render()
        else:
            self._render(coarseness=2)
            self._refine.start()

    def _render(self, coarseness: int = 1, now: bool = False) -> None:
        """Compute and push a new image, only if the visible blocks or the table changed (``coarseness`` > 1:
        blocks that many pixels wide and tall, still honest means); a new table's large tile in slices unless ``now``."""
        if self.stack.currentWidget() is not self.view or (self.slide and not self.isVisible()):
            return          # a slide copy is drawn once its figure has laid it out (fit_slide), not before
        rows, cols = self._visible_bins(coarseness)
        key = (self._scheme, self._d, rows, cols)
        if key in (self._tile_key, self._job.key):
            return
        same_table = self._tile_key is not None and self._tile_key[:2] == key[:2]
        cells = 0 if same_table or now else rows.count * (cols.stop - cols.start)
        if self._job.take(key, cells, lambda: tile_steps(self._scheme, self._d, rows, cols)):
            return
        show_tile(self, pan_tile(self._tile if same_table else None, self._scheme, self._d, rows, cols), key)

    def _show_legend(self) -> None:
        wording.show_legend(self)

    def _visible_bins(self, coarseness: int = 1):
        """Blocks of positions and dimensions for the view's range, one per pixel (or per
        ``coarseness`` pixels)."""
        (x0, x1), (y0, y1) = self.view.view_box.viewRange()
        width, height = (size / coarseness for size in self.view.pixels())
        if not self.isVisible() or width < 2 or height < 2:
            width = height = UNSHOWN_PIXELS / coarseness
        return (pixel_bins(y0, y1, self.rows_shown, int(height)), pixel_bins(x0, x1, self._d, int(width)))

    # --- mouse ---------------------------------------------------------------------------
    def _cell_at(self, scene_pos) -> tuple[int, int] | None:
        return self.view.cell_at(scene_pos) if self.stack.currentWidget() is self.view else None

    def _on_mouse_moved(self, scene_pos) -> None:
        cell = self._cell_at(scene_pos)
        if cell is None:
            self._show_legend()
        else:
            self.readout.setText(f"{self.readout_text(*cell)}\n{words.hovered_pixel(self._tile, *cell)}")

    def _on_mouse_clicked(self, event) -> None:
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            return
        cell = self._cell_at(event.scenePos())
        if cell is not None and cell[0] < self.session.frame.length:
            self.session.set_focus(cell[0])

    # --- words ---------------------------------------------------------------------------
    def _update_page(self, frame) -> None:
        wording.update_page(self, frame)



def name_parts(panel: HeatmapPanel) -> None:
    """The panel's own words in the language showing (the axes' titles, names for screen readers)."""
    panel.setAccessibleName(HeatmapPanelWords.tr("Positional heatmap"))
    panel.view.setAccessibleName(HeatmapPanelWords.tr("Position table heatmap"))
    panel.view.setAccessibleDescription(words.how_to())
    panel.rows_axis.setLabel(HeatmapPanelWords.tr("position"))
    panel.dims_axis.setLabel(HeatmapPanelWords.tr("dimension"))


def fit_readout(panel: HeatmapPanel) -> None:
    """Room for the longest readout at this width, fixed so hovering never moves the plot."""
    if panel._scheme is None or panel.stack.currentWidget() is not panel.view:
        return
    frame, rows, d, focus = panel.session.frame, panel.rows_shown, panel._d, panel.session.focus
    key = (panel._scheme, d, rows, panel._names, min(frame.length, rows), focus, panel._tile, panel.readout.width(),
           panel.readout.font().key(), *(frame.tokens[i].text if 0 <= i < frame.length else None
                                        for i in (focus, rows - 1)))
    if key == panel._readout_key:
        return          # a keystroke elsewhere: the same words to fit
    panel._readout_key = key
    samples = readout_samples(panel, frame, rows, d)
    box = QtCore.QRect(0, 0, max(panel.readout.width(), 120), 100_000)
    metrics, wrap = panel.readout.fontMetrics(), QtCore.Qt.TextFlag.TextWordWrap
    height = max(metrics.boundingRect(box, wrap, text).height() for text in samples)
    panel.readout_holder.setFixedHeight(height + 4)


def readout_samples(panel: HeatmapPanel, frame, rows: int, d: int) -> tuple[str, str]:
    """The longest texts the readout can show now: the legend, and a hovered cell's with the widest pixel."""
    longest_pixel = HeatmapCaptions.tr("This pixel = mean of positions {first}–{last}, dimensions "
                                       "{first_dim}–{last_dim}: {value}.").format(
        first=number(rows - 1), last=number(rows - 1), first_dim=number(d - 1), last_dim=number(d - 1),
        value=number(-0.0, 4))
    return (f"{words.legend(frame, panel.session.focus, rows, live=not panel.slide)}\n{words.pixel_note(panel.tile)}",
            f"{words.readout(panel._scheme, d, panel._names, frame, rows - 1, d - 1)}\n{longest_pixel}")


def choose_levels(scheme) -> tuple[float, float]:
    """The values at the colour map's two ends: a learned table's symmetric percentile (its outliers
    would wash the rest out), else the sinusoid's exact range."""
    if isinstance(scheme, Learned):
        rows = scheme.table[getattr(scheme, "offset", 0):]      # the rows positions read
        return colors.symmetric_levels(level_sample(rows), words.LEVEL_PERCENTILE, floor=1e-6)
    return (-1.0, 1.0)


def wave_width(font: QtGui.QFont, d_model: int) -> int:
    """Pixels a column needs to be named by its wave ("cos 383") in ``font``."""
    return QtGui.QFontMetrics(font).horizontalAdvance(f"cos {max(d_model // 2, 1):,}") + 10


def row_label(panel: HeatmapPanel, row: int, every: bool) -> str:
    """A row's tick: its position, and its token when every row is labelled."""
    frame = panel.session.frame
    if every and row < frame.length:
        return f"{row} · {words.short(panel._labels(frame.tokens[row:row + 1])[0], 8)}"
    return f"{row:,}"


def dim_label(panel: HeatmapPanel, col: int, every: bool) -> str:
    """The column's index and, with room, its wave ("sin 0": the sine of pair 0), never E's names."""
    scheme, d, axis = panel._scheme, panel._d, panel.dims_axis
    if every and isinstance(scheme, Sinusoidal) and axis.pixels_per_cell >= wave_width(axis.style["tickFont"] or panel.font(), d):
        pair, is_sin = scheme.columns(d)
        return f"{col:,}\n{'sin' if is_sin[col] else 'cos'} {int(pair[col]):,}"
    return f"{col:,}"


def describe(panel: HeatmapPanel, frame, index: int) -> None:
    """The plot's description for a screen reader: what is drawn and the focused row's numbers."""
    if panel.stack.currentWidget() is not panel.view:
        panel.view.setAccessibleDescription(panel.empty.text())
        return
    rows = frame.position_vectors[:panel.rows_shown]
    panel.view.setAccessibleDescription(HeatmapPanelWords.tr(
        "Heatmap of the position vectors: {rows} positions × {width} dimensions, one row per position. "
        "{caption} {focus}").format(rows=number(panel.rows_shown), width=number(panel._d),
                                    caption=panel.caption.text(), focus=spoken.focused_row(frame, index, rows, 'row')))


def show_tile(panel: HeatmapPanel, tile, key) -> None:
    """Push ``tile`` (drawn for the view ``key``) to the image, and the words that depend on it."""
    panel.image_item.setVisible(True)
    panel.view.show_tile(tile, panel.levels)
    panel._tile, panel._tile_key = tile, key
    panel.render_count += 1
    fit_readout(panel)          # a new tile's pixel note may take another line
    panel._show_legend()


def _render_before_paint(panel: HeatmapPanel) -> None:
    """A paint before the render timer: the new range's image is drawn in it (the range is settled by
    then), not the old image stretched and painted again at the timer (each zoom or drag step twice)."""
    if panel._timer.isActive():
        panel._timer.stop()
        panel._render_while_moving()
