"""A layout that fits the room: at projector, laptop and desktop sizes and 100/150/200 % zoom,
as a window and presented (F5), the window stays on its screen and no text of any view or
walkthrough step is cut off, square pictures stay square, presentation mode's bars step aside;
fewer, larger panels are shown when four would not be legible.

Each screen size runs in its own process (Qt fixes the screens when it starts); room_walk.py and
room_rules.py say how a cut text (each text's width and height against its room) and the rest are found.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6 import QtCore, QtWidgets

from posviz.qt.panels.deeper.views import DEEPER_VIEWS, DeeperViews
from posviz.qt.window.layout import pages_of, panels_per_page
from posviz.qt.window.tabs import LazyTab

WALK = Path(__file__).with_name("room_walk.py")
SCREENS = [(1024, 768), (1280, 720), (1920, 1080)]
ZOOMS = ("1.0", "1.5", "2.0")


def walk(size, *args) -> list[str]:
    config = {"screens": [{"name": "room", "x": 0, "y": 0, "width": size[0], "height": size[1],
                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"posviz-room-{size[0]}x{size[1]}-{os.getpid()}.json"
    path.write_text(json.dumps(config))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={path}")
    done = subprocess.run([sys.executable, str(WALK), *args], env=env, capture_output=True, text=True, timeout=300)
    path.unlink()
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_view_fits_the_room(size):
    """The main view, every step (forwards, backwards, after the tabs), every tab and deeper view,
    at 100/150/200 %: first as a window, then presented (F5; tabs last to first), then back.

    Each view: the window stays on the screen and no text is cut (a page that scrolls up and down
    is not cut; one that scrolls sideways is); square matrices are square; no text is smaller than
    the panels' numbers. Presented: no menus, tool bar or status bar, token chips only in the steps
    about them, the sentence's line only on tabs that draw it, no second row of tabs; afterwards
    every bar is as it was. F1's keys and Help's texts fit the screen (room_rules.py)."""
    problems = walk(size, *ZOOMS)
    assert problems == []


def test_fewer_larger_panels_when_four_would_not_be_legible():
    assert panels_per_page(166, 40) == 4                    # 1024 x 768 at 100 %
    assert panels_per_page(166, 30) == 2                    # the same with the walkthrough's caption
    assert panels_per_page(100, 20) == 1                    # 1024 x 768 at 200 %
    assert [len(p) for p in pages_of(2)] == [2, 2] and sum(pages_of(1), ()) == pages_of(4)[0]


class WideView(QtWidgets.QWidget):
    """A tab's view that needs more width than a projector has."""

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(3000)


def test_a_wide_tab_scrolls_instead_of_widening_the_window(qtbot):
    """A tab's least size was the window's: a view 3,000 px wide pushed the window past the screen."""
    tab = LazyTab(f"{__name__}:WideView", session=None)
    qtbot.addWidget(tab)
    view = tab.ensure_built()
    assert view.minimumSizeHint().width() >= 3000 or view.minimumWidth() >= 3000
    assert tab.minimumSizeHint().width() < 400
    tab.resize(1000, 600)
    tab.show()
    qtbot.waitExposed(tab)
    area = tab.findChild(QtWidgets.QScrollArea)
    assert view.parentWidget() is area.widget() and area.horizontalScrollBar().maximum() > 0      # reachable by scrolling
    assert area.focusPolicy() == QtCore.Qt.FocusPolicy.NoFocus                       # not a clicker target


@pytest.mark.parametrize("index", range(len(DEEPER_VIEWS)))
def test_every_deeper_view_gives_its_captions_their_lines_at_200(qtbot, index):
    """On a 1024-wide page at twice the font, each wrapped caption is as tall as its text (the page
    scrolls); squeezed, the Shapes and Conventions captions were drawn over each other."""
    from posviz.qt.session import Session
    session = Session()
    session.background = False
    session.set_reduce_motion(True)
    views = DeeperViews(session)
    qtbot.addWidget(views)
    views.resize(1200, 800)
    views.show()
    font = views.font()
    font.setPointSizeF(2 * font.pointSizeF())
    views.setFont(font)
    views.resize(1024, 560)
    view = views.show_view(index)
    qtbot.waitUntil(lambda: getattr(view, "redraw_count", 1) > 0)
    for _ in range(3):
        QtWidgets.QApplication.processEvents()
    labels = [label for label in view.findChildren(QtWidgets.QLabel)
              if label.wordWrap() and label.text() and label.isVisibleTo(view)]
    assert labels
    short = [(label.text()[:40], label.height(), label.heightForWidth(label.width())) for label in labels
             if label.height() < label.heightForWidth(label.width()) - 1]
    assert short == []
    assert view.minimumSizeHint().width() <= 1024 - 20        # nothing needs scrolling sideways
    sideways = [t.objectName() for t in view.findChildren(QtWidgets.QTableView)
                if t.isVisibleTo(view) and t.model().columnCount() <= 16 and t.horizontalScrollBar().maximum() > 0]
    assert sideways == []                                     # nor does a table's row


def shown_window(qtbot):
    """A window on the screen, encoding in the foreground, without animations."""
    from posviz.qt import create_window
    window = create_window()
    qtbot.addWidget(window)
    window.session.background = False
    window.session.set_reduce_motion(True)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_focused_row_of_e_is_whole_on_a_zoomed_projector(qtbot):
    """At 200 % on 1024 x 768, E's table has room for a few rows: the focused one is shown whole
    (it was left half under the table's lower edge)."""
    window = shown_window(qtbot)
    window.session.set_focus(1)                          # "dog": row 2 of E
    window.session.set_zoom(2.0)
    window.resize(1024, 740)
    qtbot.waitUntil(lambda: window.room.per_page < 4)
    window.room.show_page(0)
    view, model = window.table.view, window.table.model
    for _ in range(5):
        QtWidgets.QApplication.processEvents()
    assert model.focus_row == 2 and view.isVisible()
    rows = view.viewport().height() // view.rowHeight(0)
    assert 1 <= rows <= 6                                  # a short table: the case that went wrong
    cell = view.visualRect(model.index(model.focus_row, 0))
    assert view.viewport().rect().contains(cell), (cell, view.viewport().rect())


def test_zooming_back_down_refits_es_columns(qtbot):
    """200 % then 100 %: E's columns were measured while its header still had the large font, so at
    100 % they stayed wide and 'small word' and 'size' scrolled out of the panel."""
    from posviz.qt import create_window
    window = create_window()
    qtbot.addWidget(window)
    window.session.background = False
    window.session.set_reduce_motion(True)
    window.resize(1024, 740)
    window.show()
    qtbot.waitExposed(window)
    view = window.table.view

    def settled_widths():
        for _ in range(6):
            QtWidgets.QApplication.processEvents()
        return [view.columnWidth(c) for c in range(view.model().columnCount())]
    fresh = settled_widths()
    window.session.set_zoom(2.0)
    settled_widths()
    window.session.set_zoom(1.0)
    assert settled_widths() == fresh
    assert view.horizontalScrollBar().maximum() == 0


def test_step_one_on_a_small_screen_previews_e_dimmed(qtbot):
    """When one panel fits, step 1 (the sentence and its ids) left the page under it blank; it shows
    E, dimmed (the ids are its row numbers), as the large layout shows every panel dimmed."""
    from posviz.qt import create_window
    from posviz.qt.window.walkthrough import DimOverlay
    window = create_window()
    qtbot.addWidget(window)
    window.session.set_reduce_motion(True)
    window.show()
    window.emphasis.set_room(True, None)
    window.session.set_step(0)
    boxes = window.boxes
    veil = boxes["table"].findChild(DimOverlay)
    assert boxes["table"].isVisibleTo(window) and veil is not None and not veil.isHidden()
    assert not any(boxes[name].isVisibleTo(window) for name in ("heatmap", "addition", "matrix"))
    window.session.set_step(1)                           # step 2 needs E itself: shown, not dimmed
    assert boxes["table"].isVisibleTo(window)
    veil = boxes["table"].findChild(DimOverlay)
    assert veil is None or veil.isHidden()
    window.session.set_step(2)
    assert not boxes["table"].isVisibleTo(window)
    window.session.set_step(-1)


def test_a_tab_first_shown_while_presenting_gives_its_picture_the_screen(qtbot):
    """F5 first, then the deeper ideas for the first time (built then): the sentence's line, the
    token chips and the row of deeper views are hidden; step 1 shows the chips again; leaving F5
    shows every bar as before."""
    window = shown_window(qtbot)
    sentence = window.sentence
    window.set_presenting(True)
    assert not sentence.token_parts[0].isVisible() and sentence.editor.isVisible()   # the main view: typing stays
    window.show_tab("Deeper ideas")
    views = window.tabs.currentWidget().view
    assert not views.tabs.tabBar().isVisible() and not sentence.editor.isVisible()
    window.session.set_step(0)                      # step 1 is about the tokens: on the main view, shown
    assert window.tabs.currentIndex() == 0 and sentence.token_parts[0].isVisible()
    window.session.set_step(-1)
    window.show_tab("Deeper ideas")
    window.set_presenting(False)
    qtbot.waitUntil(lambda: views.tabs.tabBar().isVisible())       # once the window is normal again
    assert sentence.editor.isVisible() and sentence.token_parts[0].isVisible()
