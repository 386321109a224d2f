"""Slide mode for pictures: a panel drawn as a figure, not a screenshot.

The panel's own widget is lent to a :class:`SlideFigure` for the time of one drawing: a title and
margins around it, its text sized to the picture (legible on a projected slide), its tables
stretched to fill the space, and nothing that only makes sense on a live screen (buttons such as
"▶ Replay", instructions such as "Hover a cell…"). Afterwards the widget goes back to its panel
exactly as it was, so the window it came from is untouched.
"""
from __future__ import annotations

from contextlib import contextmanager

import shiboken6
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.qt.panels.addition.canvas import AdditionCanvas
from posviz.qt.panels.heatmap.panel import HeatmapPanel
from posviz.qt.panels.heatmap.text import how_to
from posviz.qt.widgets import furniture
from posviz.qt.widgets.cell_fill import cell_text_pixels

SLIDE_SIZE = QtCore.QSize(1920, 1080)      # File → Export's figures (logical pixels, times the scale)
BODY_LINES = 40                            # the body text: a picture's height holds this many lines
TITLE_SCALE = 1.8                          # the title, relative to the body text
CAPTION_SCALE = 1.25                       # a recording's caption under the panel, relative to the body text
MARGIN = 0.035                             # of the picture's height, on every side
QWIDGETSIZE_MAX = (1 << 24) - 1
SLIDE_STRETCH = 6.0                        # drawings with rows (the addition) may fill the height


def instructions() -> tuple[str, ...]:
    """Sentences that only make sense on a live screen, in the language showing."""
    return (how_to(),)


def body_pixels(size: QtCore.QSize) -> int:
    """The body text's pixel size on a picture of ``size`` (it grows with the picture)."""
    return max(10, round(size.height() / BODY_LINES))


class SlideFigure(QtWidgets.QWidget):
    """A title over a panel's content, with margins, at one size.

    Attributes
    ----------
    title : QLabel
    content : QWidget
        The panel's widget while it is lent to the figure.
    """

    def __init__(self, title: str, size: QtCore.QSize, caption: str = "") -> None:
        super().__init__()
        self.setObjectName("slideFigure")
        self.setAutoFillBackground(True)
        font = QtGui.QFont(QtWidgets.QApplication.instance().font())
        font.setPixelSize(body_pixels(size))
        self.setFont(font)
        self.title = QtWidgets.QLabel(title, objectName="slideTitle")
        self.title.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        big = QtGui.QFont(font)
        big.setPixelSize(round(font.pixelSize() * TITLE_SCALE))
        big.setBold(True)
        self.title.setFont(big)
        margin = round(size.height() * MARGIN)
        self.box = QtWidgets.QVBoxLayout(self)
        self.box.setContentsMargins(margin, margin, margin, margin)
        self.box.setSpacing(margin // 2)
        self.box.addWidget(self.title)
        self.caption = QtWidgets.QLabel(caption, objectName="slideCaption")   # under the content (recordings)
        self.caption.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.caption.setVisible(bool(caption))
        spoken = QtGui.QFont(font)
        spoken.setPixelSize(round(font.pixelSize() * CAPTION_SCALE))
        self.caption.setFont(spoken)
        self.box.addWidget(self.caption)
        self.content: QtWidgets.QWidget | None = None
        self.resize(size)


def _of_kind(panel: QtWidgets.QWidget, kind: type) -> list:
    """``panel`` and the widgets inside it that are ``kind``s."""
    return ([panel] if isinstance(panel, kind) else []) + panel.findChildren(kind)


def _tables(widget: QtWidgets.QWidget) -> list[QtWidgets.QTableView]:
    return [w for w in widget.findChildren(QtWidgets.QTableView) if w.isVisibleTo(widget)]


@contextmanager
def lent(panel: QtWidgets.QWidget, title: str, size: QtCore.QSize, caption: str = "", offscreen: bool = False):
    """``panel`` (a widget inside a layout) shown in a :class:`SlideFigure` of ``size``; put back after.

    ``caption``: a sentence under the panel (a recording's step); ``offscreen``: laid out and drawn
    without ever appearing on a screen (a recording made while the window is in use).
    Yields the figure, laid out and ready to render.
    """
    home = panel.parentWidget()
    layout = home.layout() if home is not None else None
    index = layout.indexOf(panel) if layout is not None else -1
    stretch = layout.stretch(index) if isinstance(layout, QtWidgets.QBoxLayout) and index >= 0 else 0
    figure = SlideFigure(title, size, caption)
    figure.setAttribute(QtCore.Qt.WidgetAttribute.WA_DontShowOnScreen, offscreen)
    hidden = [w for w in panel.findChildren(QtWidgets.QAbstractButton) if w.isVisibleTo(panel) and not _corner(w)]
    texts = {label: label.text() for label in panel.findChildren(QtWidgets.QLabel)
             if any(note in label.text() for note in instructions())}
    modes = {}
    stretchy = {w: (w.max_stretch, w.maximumHeight()) for w in _of_kind(panel, AdditionCanvas)}
    held = furniture.hold(panel, slide=True)      # what each panel declares screen-only
    fonts = {}
    try:
        for widget in stretchy:
            widget.max_stretch = SLIDE_STRETCH
            widget.setMaximumHeight(QWIDGETSIZE_MAX)
        figure.box.insertWidget(1, panel, 1)
        figure.content = panel
        for button in hidden:           # live controls do nothing on a slide
            button.hide()
        for label, text in texts.items():
            label.setText(without_instructions(text))
        modes = _stretch_tables(panel)  # the numbers fill the picture instead of its top corner
        figure.show()
        settle(panel)
        fonts = _fit_table_text(panel)  # and grow with the stretched cells (issue 25)
        for widget in _of_kind(panel, HeatmapPanel):
            widget.refit()              # text measured at the figure's final size and font
        settle(panel)
        yield figure
    finally:
        for widget, (stretch, height) in stretchy.items():
            widget.max_stretch = stretch
            widget.setMaximumHeight(height)
        _restore_tables(modes)
        _restore_fonts(fonts)
        furniture.release(held)
        for label, text in texts.items():
            label.setText(text)
        for button in hidden:
            if shiboken6.isValid(button):       # a panel may rebuild its buttons while lent (token chips)
                button.show()
        figure.box.removeWidget(panel)
        if layout is not None:
            panel.setParent(home)
            if isinstance(layout, QtWidgets.QBoxLayout):
                layout.insertWidget(index, panel, stretch)
            else:
                layout.addWidget(panel)
            panel.show()
        figure.hide()
        shiboken6.delete(figure)     # now: deferred deletes of lent figures crashed in shiboken's wrapper release
        for widget in _of_kind(panel, HeatmapPanel):
            widget.refit()           # its text measured again at the live size and font


def _stretch_tables(panel: QtWidgets.QWidget) -> dict:
    """Stretch the panel's tables over the slide; returns each header's resize mode and section sizes
    to put back (a stretched section keeps its slide size when the mode alone is restored)."""
    modes = {}
    for table in _tables(panel):
        header, rows = table.horizontalHeader(), table.verticalHeader()
        stretch_rows = table.model().rowCount() <= 24
        modes[table] = (_sections(header) if table.model().columnCount() else None,
                        _sections(rows) if table.model().rowCount() and stretch_rows else None)
        header.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Stretch)
        if stretch_rows:
            rows.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Stretch)
    return modes


def _fit_table_text(panel: QtWidgets.QWidget) -> dict:
    """Grow each stretched table's numbers with its cells (:func:`cell_text_pixels`),
    as far as the widest number still fits its column (a 1024 × 768 slide of Z had 150 px tall cells
    around 19 px numbers); the headers keep the slide's text size. Returns the fonts to put back."""
    fonts = {}
    for table in _tables(panel):
        model, rows = table.model(), table.verticalHeader()
        if not 0 < model.rowCount() <= 24 or rows.sectionResizeMode(0) != QtWidgets.QHeaderView.ResizeMode.Stretch:
            continue
        for widget in (table, table.horizontalHeader(), rows):
            fonts[widget] = (QtGui.QFont(widget.font()), widget.testAttribute(QtCore.Qt.WidgetAttribute.WA_SetFont))
        for header in (table.horizontalHeader(), rows):
            header.setFont(QtGui.QFont(header.font()))      # the headers keep the slide's text size
        font = QtGui.QFont(table.font())
        font.setPixelSize(cell_text_pixels(table, font))
        table.setFont(font)
    settle(panel)
    return fonts


def _restore_fonts(fonts: dict) -> None:
    for widget, (font, own) in fonts.items():
        widget.setFont(font if own else QtGui.QFont())     # an empty font: inherit the panel's again


def _sections(header: QtWidgets.QHeaderView) -> tuple:
    """A header's resize mode, default size and every section's size (at most a few thousand: a model's width)."""
    return header.sectionResizeMode(0), header.defaultSectionSize(), [header.sectionSize(i) for i in range(header.count())]


def _restore_tables(modes: dict) -> None:
    for table, saved in modes.items():
        if not shiboken6.isValid(table):
            continue
        for header, kept in zip((table.horizontalHeader(), table.verticalHeader()), saved):
            if kept is None:
                continue
            mode, default, sizes = kept
            header.setSectionResizeMode(mode)
            header.setDefaultSectionSize(default)
            if mode != QtWidgets.QHeaderView.ResizeMode.Stretch and len(sizes) == header.count():
                for i, size in enumerate(sizes):
                    header.resizeSection(i, size)


def _corner(button: QtWidgets.QAbstractButton) -> bool:
    """A table's top-left corner: drawn as part of the table, not a control of the panel."""
    return button.objectName() == "qt_tableview_cornerbutton"


def without_instructions(text: str) -> str:
    for note in instructions():
        text = text.replace(" " + note, "").replace(note, "")
    return text


def settle(panel: QtWidgets.QWidget | None = None) -> None:
    """Lay out and render what the new size and font ask for.

    The heatmap renders on a 15 ms timer; every other deferred fit of a panel is a zero timer. Given
    the ``panel``, its heatmaps are drawn at once; without, the timers are waited for (60 ms: three
    such waits were 180 ms of an export's 0.4 s).
    """
    for _ in range(3):
        QtWidgets.QApplication.processEvents()
    if panel is None:
        loop = QtCore.QEventLoop()
        QtCore.QTimer.singleShot(60, loop.quit)
        loop.exec()
    else:
        for heatmap in _of_kind(panel, HeatmapPanel):
            heatmap.render_now()
    QtWidgets.QApplication.processEvents()


def inner_panel(box: QtWidgets.QWidget) -> tuple[QtWidgets.QWidget, str]:
    """The panel inside a titled box, and the box's title (a box without a layout is its own panel)."""
    layout = box.layout()
    if isinstance(box, QtWidgets.QGroupBox) and layout is not None and layout.count():
        widget = layout.itemAt(0).widget()
        if widget is not None:
            return widget, box.title()
    return box, box.accessibleName() or "posviz"
