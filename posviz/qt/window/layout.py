"""A layout that fits the room: the window never grows past its screen, and when the four panels of
the main view cannot all be legible at once (a 1024 x 768 projector at 150 or 200 %), fewer,
larger panels are shown, one or two at a time, chosen with a row of buttons (or, in the
walkthrough, by the step).

How many panels fit is measured in text: the width of the page in average characters and its
height in lines of the current font, so the rule follows the zoom and the screen together.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6 import QtCore, QtGui, QtWidgets

from posviz.i18n import Context
from posviz.qt.widgets.matrix_view import scroll_to_row
from posviz.qt.window.tabs import PanelBox

PanelPager = Context("PanelPager")
# The four panels in the order the lesson builds them (panel_names() names them on the pager's buttons).
PANELS = ("table", "heatmap", "addition", "matrix")


def panel_names() -> dict[str, str]:
    """The panels' short names on the pager's buttons, in the language showing."""
    return {"table": PanelPager.tr("E: token rows"), "heatmap": PanelPager.tr("Position vectors"),
            "addition": PanelPager.tr("Token + position"), "matrix": "Z"}
# Side by side, each half must hold E's table (a row label and six ~11-character columns, ~80
# characters); four at once, also both of a column's panels at their least heights (~34 lines).
GRID_CHARS, GRID_LINES = 165, 34      # four panels at once need a page this wide and tall
PAIR_CHARS, PAIR_LINES = 165, 12      # two side by side
COMPACT_LINES = 6                     # least height of a panel shown alone or in a pair, in lines
SMALL_SCREEN = QtCore.QSize(1400, 900)   # a projector or small laptop: the window takes all of it


def panels_per_page(chars: float, lines: float) -> int:
    """How many of the four panels to show at once on a page ``chars`` wide and ``lines`` tall."""
    if chars >= GRID_CHARS and lines >= GRID_LINES:
        return 4
    if chars >= PAIR_CHARS and lines >= PAIR_LINES:
        return 2
    return 1


def pages_of(per_page: int) -> list[tuple[str, ...]]:
    """The panels of each page: all four, two pairs side by side, or one at a time."""
    if per_page >= 4:
        return [PANELS]
    if per_page == 2:
        return [("table", "heatmap"), ("addition", "matrix")]     # a left and a right panel each
    return [(name,) for name in PANELS]


class Pager(QtWidgets.QWidget):
    """A row of buttons naming the panels; the current page's are checked. Where one row is wider than
    the window (long names in a translation at 200 %), the buttons go on two rows of two."""

    pageChosen = QtCore.Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("panelPager")
        self.buttons: dict[str, QtWidgets.QToolButton] = {}
        self.grid = QtWidgets.QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSizeConstraint(QtWidgets.QLayout.SizeConstraint.SetNoConstraint)   # minimumSizeHint rules
        self.label = QtWidgets.QLabel()
        for name in PANELS:
            button = QtWidgets.QToolButton(checkable=True, autoRaise=False)
            button.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, name=name: self._on_clicked(name))
            self.buttons[name] = button
        self.columns = 0
        self.pages: list[tuple[str, ...]] = [PANELS]
        self._name_buttons()
        self._place(len(PANELS))

    def _name_buttons(self) -> None:
        self.label.setText(PanelPager.tr("Panels:"))
        for name, text in panel_names().items():
            self.buttons[name].setText(text)

    def _place(self, columns: int) -> None:
        """The label, then the buttons ``columns`` to a row."""
        if columns == self.columns:
            return
        self.columns = columns
        for widget in (self.label, *self.buttons.values()):
            self.grid.removeWidget(widget)
        for column in range(len(PANELS) + 2):
            self.grid.setColumnStretch(column, 0)
        self.grid.addWidget(self.label, 0, 0)
        for i, button in enumerate(self.buttons.values()):
            self.grid.addWidget(button, i // columns, 1 + i % columns)
        self.grid.setColumnStretch(columns + 1, 1)
        self.updateGeometry()

    def width_for(self, columns: int) -> int:
        """The width the label and the buttons need, ``columns`` buttons to a row."""
        widths = [button.sizeHint().width() for button in self.buttons.values()]
        widest = [max(widths[c::columns]) for c in range(columns)]
        spacing = max(self.grid.horizontalSpacing(), 0)
        return self.label.sizeHint().width() + sum(widest) + spacing * columns

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 (Qt's name)
        return QtCore.QSize(self.width_for(2), self.grid.minimumSize().height())

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802
        return QtCore.QSize(self.width_for(self.columns), self.grid.sizeHint().height())

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        self._place(len(PANELS) if self.width_for(len(PANELS)) <= self.width() else 2)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() in (QtCore.QEvent.Type.LanguageChange, QtCore.QEvent.Type.FontChange):
            if event.type() == QtCore.QEvent.Type.LanguageChange:
                self._name_buttons()
            self._fit()
            self.updateGeometry()

    def show_pages(self, pages: list[tuple[str, ...]], current: int) -> None:
        self.pages = pages
        for name, button in self.buttons.items():
            button.setChecked(name in pages[current])

    def _on_clicked(self, name: str) -> None:
        self.pageChosen.emit(next(i for i, page in enumerate(self.pages) if name in page))


@dataclass(frozen=True)
class RoomPanels:
    """What the room layout arranges, given explicitly.

    Attributes
    ----------
    boxes : dict of str to PanelBox
        The four panels' boxes, by their names in PANELS.
    tables : tuple of (QTableView, MatrixTableModel)
        E's and Z's tables: the focused row (``model.focus_row``) is scrolled back into view.
    compact : tuple of callables
        ``set_compact(bool)`` of panels that can say less when room is short (E's panel).
    """

    boxes: dict[str, PanelBox]
    tables: tuple
    compact: tuple


class RoomLayout(QtCore.QObject):
    """Keeps ``window`` within its screen and shows as many panels as are legible.

    Parameters
    ----------
    window : MainWindow
        Its ``session``, ``tabs`` (the main view is tab 0), ``emphasis``, ``walkthrough``,
        ``sentence``, ``controls``, ``presenting`` and its bars are read to measure the page.
    panels : RoomPanels
    """

    def __init__(self, window, panels: RoomPanels) -> None:
        super().__init__(window)
        self.window, self.panels = window, panels
        self.per_page, self.page = 4, 0
        self._lines: dict[str, int] = {}      # each panel's own least height, in lines
        self._sized = False                   # the window has been fitted to its screen once
        self.keep_on_screen = True            # False: any size (an export draws the window off-screen)
        self.pager = Pager()
        self.pager.pageChosen.connect(self.show_page)
        self._install_pager()
        self._timer = QtCore.QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self.apply)
        session = window.session
        for signal in (session.stepChanged, session.zoomChanged, window.tabs.currentChanged):
            signal.connect(self.schedule)
        window.installEventFilter(self)

    def _install_pager(self) -> None:
        """The pager goes above the main view, inside its tab."""
        tabs = self.window.tabs
        title, view = tabs.tabText(0), tabs.widget(0)
        holder = QtWidgets.QWidget(objectName="inputLayerPage")
        holder.setProperty("tabKey", view.property("tabKey"))
        layout = QtWidgets.QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        with QtCore.QSignalBlocker(tabs):
            current = tabs.currentIndex()
            tabs.removeTab(0)
            layout.addWidget(self.pager)
            layout.addWidget(view, 1)
            view.show()                  # the tab widget hid it if it was not the current tab
            tabs.insertTab(0, holder, title)
            tabs.setCurrentIndex(current)
        self.pager.hide()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.window and event.type() in (QtCore.QEvent.Type.Show, QtCore.QEvent.Type.ScreenChangeInternal,
                                                   QtCore.QEvent.Type.WindowStateChange, QtCore.QEvent.Type.Resize):
            self.schedule()
        return False

    def schedule(self, *args) -> None:
        """Fit at the next turn of the event loop (after the change has been laid out)."""
        self._timer.start()

    def show_page(self, page: int) -> None:
        """Show page ``page`` of the panels (outside the walkthrough)."""
        pages = pages_of(self.per_page)
        self.page = max(0, min(int(page), len(pages) - 1))
        self.pager.show_pages(pages, self.page)
        compact = self.per_page < 4
        self._relax_boxes(compact)
        for set_compact in self.panels.compact:       # panels that can say less when room is short
            set_compact(compact and self.window.session.step >= 0)
        self.window.emphasis.set_room(compact, None if not compact else pages[self.page])
        self.window.walkthrough.set_compact(compact)
        QtCore.QTimer.singleShot(0, self, self.reveal_focus)     # once the new page is laid out

    def reveal_focus(self) -> None:
        """Scroll E's and Z's tables so the focused row is whole: a page that shrank a table (a
        projector at 200 %) left it half under the table's edge."""
        for view, model in self.panels.tables:
            if model.focus_row >= 0 and view.isVisible():
                scroll_to_row(view, model.focus_row)

    def _relax_boxes(self, compact: bool) -> None:
        """A panel shown alone (or in a pair) has the page to itself: its least height, in lines,
        that keeps it readable among four would only make the page scroll."""
        for name in PANELS:
            box = self.panels.boxes[name]
            full = self._lines.setdefault(name, box.lines)
            box.set_lines(min(full, COMPACT_LINES) if compact else full)

    def available(self) -> QtCore.QRect:
        """The screen area the window may use (all of it in presentation mode)."""
        screen = self.window.screen() or QtGui.QGuiApplication.primaryScreen()
        if screen is None:
            return QtCore.QRect(0, 0, 1280, 800)
        return screen.geometry() if self.window.presenting else screen.availableGeometry()

    def page_room(self, area: QtCore.QRect) -> tuple[float, float]:
        """The main view's page, in average characters across and lines down, in a window the size
        of ``area``."""
        window, metrics = self.window, self.window.fontMetrics()
        chrome = sum(bar.sizeHint().height() for bar in (window.menuBar(), window.controls)
                     if not window.presenting)
        chrome += window.statusBar().sizeHint().height() if not window.presenting else 0
        chrome += window.sentence.sizeHint().height() + window.tabs.tabBar().sizeHint().height()   # shown or not:
        # the choice of layout must not depend on what the choice itself hides
        chrome += self.pager.sizeHint().height() + 40                    # margins, the tab's frame
        if window.walkthrough.isVisibleTo(window):
            bar = window.walkthrough
            chrome += bar.heightForWidth(area.width() - 12) if bar.hasHeightForWidth() else bar.sizeHint().height()
        return (area.width() - 24) / max(metrics.averageCharWidth(), 1), (area.height() - chrome) / metrics.lineSpacing()

    def apply(self) -> None:
        """Keep the window on its screen, and show as many panels as its size makes legible."""
        area = self.available()
        self.fit_window(area)
        window = self.window
        room = QtCore.QRect(0, 0, min(window.width(), area.width()), min(window.height(), area.height()))
        if not self.keep_on_screen:
            room = window.rect()
        per_page = panels_per_page(*self.page_room(room if window.isVisible() else area))
        if per_page != self.per_page:
            self.per_page, self.page = per_page, 0
        walking = self.window.session.step >= 0
        self.pager.setVisible(per_page < 4 and not walking)
        cramped = walking and per_page < 4   # in the walkthrough on a small screen every line is the step's:
        if not self.window.presenting:       # no status bar, and no tab bar (the steps are all on one tab)
            self.window.statusBar().setVisible(not cramped)
        self.window.tabs.tabBar().setVisible(not cramped)
        self.show_page(self.page)

    def fit_window(self, area: QtCore.QRect) -> None:
        """The window is never larger than ``area``, and is moved back onto it if it was pushed off."""
        window = self.window
        if not self.keep_on_screen or window.presenting or window.isFullScreen() or window.isMaximized():
            return
        frame = window.frameGeometry().size() - window.size()          # title bar and borders
        window.setMaximumSize(area.size() - frame)
        small = area.width() <= SMALL_SCREEN.width() or area.height() <= SMALL_SCREEN.height()
        if not self._sized and window.isVisible() and small:
            self._sized = True          # on a projector every line counts: the window takes the screen
            window.setGeometry(QtCore.QRect(area.topLeft() + QtCore.QPoint(0, frame.height()), area.size() - frame))
        if window.width() > area.width() - frame.width() or window.height() > area.height() - frame.height():
            window.resize(min(window.width(), area.width() - frame.width()),
                          min(window.height(), area.height() - frame.height()))
        geometry = window.frameGeometry()
        if not area.contains(geometry):
            window.move(max(area.left(), min(geometry.left(), area.right() - geometry.width() + 1)),
                        max(area.top(), min(geometry.top(), area.bottom() - geometry.height() + 1)))
