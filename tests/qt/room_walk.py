"""Walk every view of the window on one screen size at several zooms and list what does not fit.

Run in its own process (the screen is fixed when Qt starts):
``QT_QPA_PLATFORM=offscreen:configfile=screens.json python room_walk.py 1.0 1.5 2.0``
prints a JSON list of problems (empty: everything fits). Used by test_room_layout.py; with
``--shots DIR`` it also saves a picture of each view, with ``--main-only`` it skips the other tabs.
"""
from __future__ import annotations

import json
import sys

from PySide6 import QtCore, QtGui, QtWidgets

import room_rules

STEPS = 5


def settle() -> None:
    for _ in range(4):
        QtWidgets.QApplication.processEvents()
        QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)


def _needs(widget: QtWidgets.QWidget) -> QtCore.QSize:
    """The size a text-showing widget needs not to cut its text."""
    if isinstance(widget, QtWidgets.QLabel) and widget.wordWrap():
        width = max(widget.contentsRect().width(), 1)
        doc = QtGui.QTextDocument()
        doc.setDefaultFont(widget.font())
        doc.setDocumentMargin(0)
        rich = widget.textFormat() == QtCore.Qt.TextFormat.RichText or (
            widget.textFormat() == QtCore.Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(widget.text()))
        if not rich:     # a RichText label's "&#x27;" is one character, not six
            doc.setPlainText(widget.text())
        else:
            doc.setHtml(widget.text())
        doc.setTextWidth(width)
        margins = widget.contentsMargins()
        return QtCore.QSize(0, int(doc.size().height()) + margins.top() + margins.bottom() - 2)
    return widget.minimumSizeHint()


def text_of(widget) -> str:
    """The text a widget draws ("" for an icon-only tool button: its text is only a name)."""
    if isinstance(widget, QtWidgets.QToolButton) and not widget.icon().isNull() and (
            widget.toolButtonStyle() == QtCore.Qt.ToolButtonStyle.ToolButtonIconOnly):
        return ""
    if isinstance(widget, (QtWidgets.QLabel, QtWidgets.QAbstractButton)):
        return widget.text()
    return widget.title() if isinstance(widget, QtWidgets.QGroupBox) else ""


def clipped(window: QtWidgets.QWidget) -> list[str]:
    """Texts cut off: a label, button or panel title smaller than its text, or partly outside what
    its parents show; header sections and tabs narrower than their names; columns scrolled away."""
    problems = []
    for widget in window.findChildren(QtWidgets.QWidget):
        if not widget.isVisible() or widget.window() is not window:
            continue
        text = text_of(widget)
        if text.strip() and not isinstance(widget, QtWidgets.QGroupBox):
            need = _needs(widget)
            if widget.width() + 1 < need.width() or widget.height() + 1 < need.height():
                problems.append(f"{type(widget).__name__} {text[:40]!r}: {widget.width()}x{widget.height()} "
                                f"< {need.width()}x{need.height()}")
            seen = widget.visibleRegion().boundingRect()
            if not seen.isEmpty() and (seen.width() + 2 < widget.width() or
                                       (seen.height() + 2 < widget.height() and not _scrolls_down_to(widget))):
                problems.append(f"{type(widget).__name__} {text[:40]!r}: only {seen.width()}x{seen.height()} "
                                f"of {widget.width()}x{widget.height()} shown")
        elif isinstance(widget, QtWidgets.QGroupBox) and widget.title():
            if widget.fontMetrics().horizontalAdvance(widget.title()) + 12 > widget.width():
                problems.append(f"panel title {widget.title()!r} wider than its panel ({widget.width()} px)")
        if isinstance(widget, QtWidgets.QHeaderView):
            problems += _header_problems(widget)
        elif isinstance(widget, QtWidgets.QTabBar):
            problems += _tab_problems(widget)
        elif isinstance(widget, QtWidgets.QTableView) and widget.model() is not None:
            if widget.model().columnCount() <= 16 and widget.horizontalScrollBar().maximum() > 0:
                problems.append(f"table {widget.objectName() or widget.accessibleName()!r}: columns cut off")
    return problems


def _scrolls_down_to(widget: QtWidgets.QWidget) -> bool:
    """Whether the part of ``widget`` not shown is below or above a page that scrolls up and down
    (reachable, not cut off)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QtWidgets.QScrollArea) and parent.verticalScrollBar().maximum() > 0:
            return True
        parent = parent.parentWidget()
    return False


def _header_problems(header: QtWidgets.QHeaderView) -> list[str]:
    model, metrics, out = header.model(), header.fontMetrics(), []
    if model is None:
        return out
    horizontal = header.orientation() == QtCore.Qt.Orientation.Horizontal
    count = model.columnCount() if horizontal else model.rowCount()
    for i in range(min(count, 64)):
        if header.isSectionHidden(i):
            continue
        text = model.headerData(i, header.orientation(), QtCore.Qt.ItemDataRole.DisplayRole)
        if not text:
            continue
        width = max(metrics.horizontalAdvance(line) for line in str(text).splitlines()) + 8
        room = header.sectionSize(i) if horizontal else header.width()
        if room < width:
            out.append(f"header {str(text)!r}: {room} px for {width}")
    return out


def _tab_problems(bar: QtWidgets.QTabBar) -> list[str]:
    out = []
    for i in range(bar.count()):     # a bar that scrolls (its arrows) may hide all but the current tab
        rect, text = bar.tabRect(i), bar.tabText(i).replace("&", "")
        hidden = not bar.rect().contains(rect) and (i == bar.currentIndex() or not bar.usesScrollButtons())
        if rect.width() < bar.fontMetrics().horizontalAdvance(text) + 8 or hidden:
            out.append(f"tab {text!r} cut off")
    return out


def fits(window, screen: QtCore.QRect) -> list[str]:
    frame = window.frameGeometry()
    return [] if screen.contains(frame) else [f"window {frame.getRect()} past the screen {screen.getRect()}"]


def walk_tabs(window, check, tabs: bool, backwards: bool) -> None:
    """Visit every tab after the main one and every view inside a tab that has views."""
    order = list(range(1, window.tabs.count() if tabs else 1))
    for index in reversed(order) if backwards else order:
        window.tabs.setCurrentIndex(index)
        settle()
        view = getattr(window.tabs.widget(index), "view", None)
        inner = view.findChild(QtWidgets.QTabWidget) if view is not None else None
        subs = list(range(inner.count() if inner is not None else 1))
        for sub in reversed(subs) if backwards else subs:
            if inner is not None:
                inner.setCurrentIndex(sub)
            name = window.tabs.tabText(index) + (f" / {inner.tabText(sub)}" if inner is not None else "")
            check(name.replace("/", "-") + (" (back)" if backwards else ""))


def walk_window(zoom: float):
    """A shown main window at ``zoom`` that encodes on the GUI thread and does not animate, settled."""
    from posviz.qt import create_window
    window = create_window()
    window.session.background = False
    window.session.set_reduce_motion(True)
    window.show()
    window.session.set_zoom(zoom)
    settle()
    return window


def walk(zoom: float, shots: str | None, tabs: bool = True, presented: float | None = None) -> list[str]:
    """Every view at ``zoom``: the main view's pages, the steps and the tabs first as a window,
    then in presentation mode (steps, tabs last to first) at zoom ``presented`` (the views built
    at ``zoom`` must follow a zoom at once, as Ctrl+= does), then back: the bars are as they were."""
    window = walk_window(zoom)
    screen = window.screen().availableGeometry()
    problems: list[str] = []

    def check(name: str) -> None:
        settle()
        found = fits(window, screen) + clipped(window) + room_rules.squares(window) + room_rules.small_texts(window)
        found += room_rules.needless_scrolls(window)
        if window.presenting:
            found += room_rules.presentation_chrome(window)
            name = f"F5 {name}"
        problems.extend(f"zoom {window.session.zoom:g}, {name}: {p}" for p in found)
        if shots:
            window.grab().save(f"{shots}/{screen.width()}x{screen.height()}_{int(zoom * 100)}_{name}.png")

    def steps(order) -> None:
        for n, step in enumerate(order):
            window.session.set_step(step)
            check(f"step {step + 1} ({n})")
        window.session.set_step(-1)

    pages = window.room.pager.pages if window.room.per_page < 4 else [None]
    for i in range(len(pages)):
        window.room.show_page(i)
        check(f"main page {i + 1}")
    steps(list(range(STEPS)) + list(reversed(range(STEPS - 1))) + [STEPS - 1, 0])
    walk_tabs(window, check, tabs, backwards=False)
    if tabs:
        problems.extend(f"zoom {zoom:g}: {p}" for p in room_rules.dialogs_fit(window))
    window.tabs.setCurrentIndex(0)
    before = room_rules.shown(window)
    window.set_presenting(True)       # the second order, presented: last tab first, views backwards
    window.session.set_zoom(zoom if presented is None else presented)
    check("main view")
    steps(list(range(STEPS)))
    walk_tabs(window, check, tabs, backwards=True)
    window.session.set_step(2)
    check("step 3 after the tabs")
    window.session.set_step(-1)
    window.tabs.setCurrentIndex(0)
    window.session.set_zoom(zoom)     # back as it was before presenting: every bar as it was too
    window.set_presenting(False)
    settle()
    after = room_rules.shown(window)
    problems.extend(f"zoom {zoom:g}, after F5: {name} {'shown' if after[name] else 'hidden'} "
                    f"(was {'shown' if was else 'hidden'})" for name, was in before.items() if after.get(name) != was)
    window.close()
    window.deleteLater()
    settle()
    return problems


def main(argv: list[str]) -> None:
    shots, tabs = None, "--main-only" not in argv
    argv = [a for a in argv if a != "--main-only"]
    if "--shots" in argv:
        at = argv.index("--shots")
        shots, argv = argv[at + 1], argv[:at] + argv[at + 2:]
    from posviz.qt.window.app import application
    application()
    zooms = [float(zoom) for zoom in argv]     # each presented at the next one's zoom
    problems = [p for i, zoom in enumerate(zooms) for p in walk(zoom, shots, tabs, zooms[(i + 1) % len(zooms)])]
    print(json.dumps(problems, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1:])
