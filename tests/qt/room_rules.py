"""The room's rules beyond cut text (room_walk.py): square pictures drawn square, presentation
mode's chrome out of the picture's way (and all back after it), every text at the zoom in force
and no smaller than the panels' numbers, F1 and Help's dialogs within the screen."""
from __future__ import annotations

from PySide6 import QtGui, QtWidgets

import pyqtgraph as pg

MIN_CELL = 4          # px: a square matrix's cell; a 24 x 24 table drawn 330 x 30 had 1.25 px rows


def squares(window) -> list[str]:
    """Matrices of rows and columns of one kind (MatrixView(square=True), plots with ``square``)
    are drawn with square cells of at least MIN_CELL px."""
    from posviz.qt.panels.deeper.common import MatrixView
    out = []
    for view in window.findChildren(MatrixView):
        if view.isVisible() and view.square:
            rect, (n, m) = view.grid_rect(), view.values.shape
            cell_w, cell_h = rect.width() / m, rect.height() / n
            if abs(cell_w - cell_h) > 0.5 or cell_h < MIN_CELL:
                out.append(f"{n} x {m} matrix in {view.parentWidget().objectName()!r} drawn "
                           f"{rect.width():.0f} x {rect.height():.0f} (cells {cell_w:.1f} x {cell_h:.1f})")
    for plot in window.findChildren(pg.PlotWidget):
        if plot.isVisible() and getattr(plot, "square", False):
            for item in plot.getPlotItem().items:
                if isinstance(item, pg.ImageItem) and item.image is not None and item.image.shape[0] > 1:
                    box = item.mapRectToDevice(item.boundingRect())
                    if box is not None and abs(box.width() - box.height()) > 0.02 * max(box.width(), 1) + 1:
                        out.append(f"square image in {type(plot).__name__} drawn {box.width():.0f} x {box.height():.0f}")
    return out


def chrome_widgets(window) -> dict[str, QtWidgets.QWidget]:
    """The bars presentation mode may hide, by name."""
    sentence = window.sentence
    named = {"menu bar": window.menuBar(), "tool bar": window.controls, "status bar": window.statusBar(),
             "sentence line": sentence.editor, "token chips": sentence.token_parts[0],
             "token ids": sentence.token_parts[1], "tabs": window.tabs.tabBar()}
    for i in range(1, window.tabs.count()):
        inner = getattr(getattr(window.tabs.widget(i), "view", None), "tabs", None)
        if isinstance(inner, QtWidgets.QTabWidget):
            named[f"{window.tabs.tabText(i)}'s tabs"] = inner.tabBar()
    return named


def shown(window) -> dict[str, bool]:
    """Which of the bars are shown (as the window's own state, whatever tab is in front)."""
    return {name: not widget.isHidden() for name, widget in chrome_widgets(window).items()}


def presentation_chrome(window) -> list[str]:
    """In presentation mode: no menus, tool bar or status bar; token chips and ids only in the
    walkthrough's steps about them; the sentence's line only on tabs that draw the sentence; no
    second row of tabs."""
    from posviz.lessons.walkthrough import STEPS
    step, index = window.session.step, window.tabs.currentIndex()
    view = getattr(window.tabs.currentWidget(), "view", None)
    allowed = {"tabs"}
    if step >= 0 and "sentence" in STEPS[step].panels:
        allowed |= {"token chips", "token ids", "sentence line"}
    if step < 0 and (index == 0 or getattr(view, "uses_sentence", True)):
        allowed |= {"sentence line"}
    return [f"presenting: {name} shown" for name, widget in chrome_widgets(window).items()
            if widget.isVisible() and name not in allowed]


def _pixels(font: QtGui.QFont | None, fallback: QtGui.QFont) -> int:
    return QtGui.QFontInfo(font if font is not None else fallback).pixelSize()


def small_texts(window) -> list[str]:
    """Texts smaller than the panels' numbers (the application's font: the zoom in force): every
    widget's, and every pyqtgraph plot's ticks, axis names, colour-bar labels and titles; and
    ticks larger than it (a zoom out that did not reach them)."""
    app = QtWidgets.QApplication.instance()
    least = QtGui.QFontInfo(app.font()).pixelSize()
    out = set()
    for widget in window.findChildren(QtWidgets.QWidget):
        if widget.isVisible() and widget.window() is window and QtGui.QFontInfo(widget.font()).pixelSize() < least:
            from room_walk import text_of
            if text_of(widget).strip():
                out.add(f"{type(widget).__name__} {text_of(widget)[:30]!r}: "
                        f"{QtGui.QFontInfo(widget.font()).pixelSize()} px < {least}")
    for plot in window.findChildren(pg.GraphicsView):
        if not plot.isVisible():
            continue
        for item in plot.scene().items():
            if not item.isVisible():
                continue
            if isinstance(item, pg.AxisItem):
                sizes = [_pixels(item.style.get("tickFont"), plot.font())]
                sizes += [_pixels(item.label.font(), plot.font())] if item.label.isVisible() else []
            elif isinstance(item, pg.TextItem):
                sizes = [_pixels(item.textItem.font(), plot.font())]
            elif isinstance(item, pg.LabelItem) and item.text:
                size = str(item.opts.get("size") or "")
                font = QtGui.QFont(plot.font())
                if size.endswith("pt"):
                    font.setPointSizeF(float(size[:-2]))
                elif size.endswith("px"):
                    font.setPixelSize(int(float(size[:-2])))
                sizes = [_pixels(font, plot.font())]
            else:
                continue
            if min(sizes) < least:
                out.add(f"{type(item).__name__} in {type(plot).__name__}: {min(sizes)} px < {least}")
            elif isinstance(item, pg.AxisItem) and sizes[0] > least + 1:     # zoomed out, left large
                out.add(f"ticks of {type(plot).__name__}: {sizes[0]} px, not the zoom's {least}")
    return sorted(out)


def dialogs_fit(window) -> list[str]:
    """F1's keys and Help's texts: within the screen, every row of the keys shown, no text cut
    at the side (a text that needs more than the screen at 100 % may scroll down)."""
    from posviz.qt.window.actions import key_help_dialog
    from room_walk import clipped, settle
    screen = window.screen().availableGeometry()
    out = []
    made = [("keys (F1)", key_help_dialog(window))]
    made += [(name, getattr(window.help, f"show_{name}")()) for name in ("lessons", "files", "about")]
    for name, dialog in made:
        dialog.show()
        settle()
        if not screen.contains(dialog.frameGeometry()):
            out.append(f"{name}: {dialog.frameGeometry().getRect()} past the screen {screen.getRect()}")
        if dialog.width() > screen.width() or dialog.height() > screen.height():
            out.append(f"{name}: {dialog.width()} x {dialog.height()} larger than the screen")
        for area in dialog.findChildren(QtWidgets.QAbstractScrollArea):
            if area.horizontalScrollBar().maximum() > 0:
                out.append(f"{name}: its text scrolls sideways")
            if isinstance(area, QtWidgets.QTableView) and area.verticalScrollBar().maximum() > 0:
                out.append(f"{name}: {area.verticalScrollBar().maximum()} px of its rows below the edge")
            elif area.verticalScrollBar().maximum() > 0 and dialog.frameGeometry().height() < screen.height() - 64:
                out.append(f"{name}: scrolls by {area.verticalScrollBar().maximum()} px at "
                           f"{dialog.width()} x {dialog.height()}, with room on the screen")
        table = dialog.findChild(QtWidgets.QTableView)
        if table is not None:
            cut = [r for r in range(table.model().rowCount())
                   if table.rowHeight(r) + 1 < table.sizeHintForRow(r)]
            out += [f"{name}: row {r + 1} cut" for r in cut]
        out += [f"{name}: {p}" for p in clipped(dialog)]
        dialog.close()
        dialog.deleteLater()
    settle()
    return out


def needless_scrolls(window) -> list[str]:
    """Pages that scroll up and down although their least height fits: a view fits one screen
    wherever it can (the quiz at 200 % scrolled by 127 px over an empty half page, its
    navigation under the fold)."""
    out = []
    for area in window.findChildren(QtWidgets.QScrollArea):
        page = area.widget()
        if not area.isVisible() or page is None or area.verticalScrollBar().maximum() <= 0:
            continue
        width, layout = area.viewport().width(), page.layout()
        least = page.minimumSizeHint().height()
        if layout is not None and layout.hasHeightForWidth():
            least = layout.totalMinimumHeightForWidth(width)
        least = max(least, page.minimumHeight())
        if least <= area.viewport().height():
            out.append(f"{area.objectName() or area.accessibleName()!r} scrolls by {area.verticalScrollBar().maximum()} px "
                       f"although its least height {least} fits in {area.viewport().height()}")
    return out
