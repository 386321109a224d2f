"""Keyboard and screen-reader users: Qt's accessibility tree names every control and describes every
chart (with the frame's own numbers, kept up to date), Tab reaches every control of every tab and
always gets out again, the focused control is visibly marked, and text stays readable (WCAG
contrast >= 4.5 : 1) in every theme and on every colour map's cells."""
import re

import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest

from a11y_walk import focusable, tab_chain, unnamed_in_tree
from posviz.qt import create_window
from posviz.qt.widgets.colors import COLORMAPS, qcolors
from posviz.qt.widgets.matrix_model import NONFINITE_BACKGROUND, NONFINITE_TEXT
from posviz.qt.widgets.spoken import is_chart
from posviz.qt.widgets.text_style import STATUS_COLOURS, status_colour
from posviz.qt.window.appearance import THEMES, _palette
from shared_window import reset_shared

A = QtGui.QAccessible
Key = QtCore.Qt.Key
NUMBER = re.compile(r"[−-]?\d+(?:\.\d+)?(?:e[−-]?\d+)?")
WALKED = {}          # tab -> widgets walked (printed for the report)


@pytest.fixture(scope="module")
def window():
    w = create_window()
    w.session.set_background(False)
    w.session.set_reduce_motion(True)
    w.show()
    QTest.qWaitForWindowExposed(w)
    w.activateWindow()
    yield w
    w.close()
    w.deleteLater()


@pytest.fixture(autouse=True)
def back_to_the_files_start(request):
    """The shared window is put back where the file's fixture left it, whatever ran before."""
    reset_shared(request, "window")


def pages(window):
    """Show every tab, every deeper view and every practice side tab in turn; yields a label."""
    for t in range(window.tabs.count()):
        window.tabs.setCurrentIndex(t)
        QtWidgets.QApplication.processEvents()
        inner = [tabs for tabs in window.tabs.widget(t).findChildren(QtWidgets.QTabWidget) if tabs.isVisible()]
        yield window.tabs.tabText(t)
        for tabs in inner:
            for s in range(tabs.count()):
                tabs.setCurrentIndex(s)
                QtWidgets.QApplication.processEvents()
                yield f"{window.tabs.tabText(t)} / {tabs.tabText(s)}"
    window.tabs.setCurrentIndex(0)


def spoken(widget, which=A.Text.Name) -> str:
    interface = A.queryAccessibleInterface(widget)
    return interface.text(which) if interface is not None else ""


def test_every_control_has_a_name_and_every_chart_a_description_in_every_tab(window):
    for page in pages(window):
        controls = focusable(window)
        WALKED[page] = len(controls)
        unnamed = [(type(w).__name__, w.objectName()) for w in controls if not spoken(w).strip()]
        assert not unnamed, (page, unnamed)
        charts = [w for w in window.findChildren(QtWidgets.QWidget) if w.isVisible() and is_chart(w)]
        undescribed = [(type(w).__name__, w.objectName()) for w in charts
                       if not spoken(w).strip() or not spoken(w, A.Text.Description).strip()]
        assert not undescribed, (page, undescribed)
    print("widgets walked per page:", WALKED, "total", sum(WALKED.values()))
    assert sum(WALKED.values()) > 200


TREE = {}


def test_the_accessibility_tree_names_every_control_on_every_page(window):
    for page in pages(window):
        found = []
        TREE[page] = unnamed_in_tree(A.queryAccessibleInterface(window), found)
        assert not found, (page, found)
    print("accessible interfaces walked per page:", TREE, "total", sum(TREE.values()))


def test_tab_reaches_every_control_of_every_tab_in_order_and_never_traps(window):
    window.session.set_step(-1)
    for page in pages(window):
        chain = tab_chain(window, window.sentence.editor)
        missing = [(type(w).__name__, w.objectName(), w.accessibleName()) for w in focusable(window)
                   if w not in chain and not any(w.isAncestorOf(c) for c in chain)]
        assert not missing, (page, missing)
        assert len(chain) == len(set(map(id, chain))), page           # each control once per round
    main = tab_chain(window, window.sentence.editor)
    order = [main.index(w) for w in (window.sentence.editor, window.sentence.presets, window.table.view,
                                     window.matrix.view)]
    assert order == sorted(order)          # the sentence, then E, then Z: top to bottom, left to right


def test_focus_is_visible_on_every_control_of_every_page(window):
    """Each control looks different with the keys than without (the focus ring, Fusion's frame, a
    table's current cell): the window's picture around it, grabbed with focus on it and elsewhere.
    Outside the walkthrough and presentation mode (step -1 here), where focus is shown however it
    came; in front of a room only a Tab key shows it (test_in_front_of_a_room_...)."""
    window.session.set_step(-1)
    assert not window.presenting
    shown = 0
    for page in pages(window):
        chain = tab_chain(window, window.sentence.editor)
        blind = []
        for widget in chain:
            area = QtCore.QRect(widget.mapTo(window, QtCore.QPoint(0, 0)), widget.size()).adjusted(-6, -6, 6, 6)
            widget.setFocus(QtCore.Qt.FocusReason.TabFocusReason)
            QtWidgets.QApplication.processEvents()
            focused = window.grab(area).toImage()
            window.menuBar().setFocus()
            QtWidgets.QApplication.processEvents()
            assert not widget.hasFocus()
            if focused == window.grab(area).toImage():
                blind.append((type(widget).__name__, widget.objectName()))
        assert not blind, (page, blind)
        shown += len(chain)
    print("focus shown on", shown, "controls")


def numbers_after(text: str, marker: str) -> np.ndarray:
    tail = text.split(marker, 1)[1]
    return np.array([float(n.replace("−", "-")) for n in NUMBER.findall(tail)])


def test_chart_descriptions_read_the_frames_own_numbers_and_follow_it(window):
    session = window.session
    window.tabs.setCurrentIndex(0)
    for text, focus in (("the dog bit the man", 1), ("the man bit the dog", 4), ("a cat", 0)):
        session.set_text(text)
        session.set_focus(focus)
        frame = session.frame
        word = frame.tokens[focus].text
        heat = window.heatmap.view.accessibleDescription()
        assert f"position {focus}" in heat and f"“{word}”" in heat
        got = numbers_after(heat, f"“{word}”):")
        np.testing.assert_allclose(got, frame.position_vectors[focus], rtol=1e-3, atol=1e-4)
        z = window.matrix.view.accessibleDescription()
        np.testing.assert_allclose(numbers_after(z, f"“{word}”):"), frame.z[focus], rtol=1e-3, atol=1e-4)
        e = window.table.view.accessibleDescription()
        np.testing.assert_allclose(numbers_after(e, f"row {frame.ids[focus]}:"), frame.token_vectors[focus],
                                   rtol=1e-3, atol=1e-4)
        sums = window.addition.canvas.accessibleDescription().split("Token + position = z:", 1)[1]
        triples = [numbers_after(part, ":") for part in sums.split(";")]
        np.testing.assert_allclose(np.array(triples), np.stack([frame.token_vectors[focus],
                                                                frame.position_vectors[focus],
                                                                frame.z[focus]], axis=1), rtol=1e-3, atol=1e-4)
    session.set_settings(d_model=16)
    assert "64 positions × 16 dimensions" in window.heatmap.view.accessibleDescription()
    session.set_settings(d_model=6)


def test_the_word_order_tables_describe_the_comparison_and_follow_it(window, qtbot):
    """The reordered table says which rows moved (from where) and how many numbers differ, in which
    rows; read back against the comparison the panel draws, for three orders and positions off."""
    session = window.session
    session.set_text("the dog bit the man")
    window.show_tab("Word order")
    panel = window.tabs.currentWidget().ensure_built()
    try:
        for order, positions_on in (([0, 4, 2, 3, 1], True), ([4, 3, 2, 1, 0], True), ([1, 0, 2, 3, 4], False)):
            session.set_settings(positions_on=positions_on)
            session.set_word_order(order)
            qtbot.waitUntil(lambda order=order: panel.comparison is not None and panel.comparison.original is session.frame
                            and panel.comparison.perm.tolist() == order, timeout=5000)
            result = panel.comparison
            length, d = result.changed.shape
            left, right = panel.left.accessibleDescription(), panel.right.accessibleDescription()
            assert left.startswith(f"{length} rows × {d} columns") and "order typed" in left
            moved = re.search(r"(\d+) of (\d+) tokens moved", right)
            rows = [(int(r), word, int(p)) for r, word, p in re.findall(r"row (\d+) “([^”]*)” from position (\d+)", right)]
            expected = [(i, result.reordered.tokens[i].text, order[i]) for i in range(length) if order[i] != i]
            assert (int(moved[1]), int(moved[2])) == (len(expected), length) and rows == expected, right
            differ = re.search(r"(\d+) of (\d+) numbers differ .* in (\d+) rows: ([\d, ]+)\.", right)
            changed_rows = np.flatnonzero(result.beside.any(axis=1)).tolist()
            if result.beside.any():
                assert differ is not None, right
                assert (int(differ[1]), int(differ[2])) == (int(result.beside.sum()), result.beside.size)
                assert [int(r) for r in differ[4].split(",")] == changed_rows and int(differ[3]) == len(changed_rows)
                # the reference: each row against the row beside it in the typed sentence's table
                z, typed = result.reordered.z, result.original.z
                assert changed_rows == [i for i in range(length) if not np.array_equal(z[i], typed[i])]
            else:
                assert differ is None and "Not one number differs" in right, right
    finally:
        session.set_settings(positions_on=True)
        session.set_word_order(())
        window.tabs.setCurrentIndex(0)


# --- contrast (WCAG 2.x, written here from the definition) -------------------------------------------
def _linear(channel: float) -> float:
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: QtGui.QColor) -> float:
    return 0.2126 * _linear(colour.red()) + 0.7152 * _linear(colour.green()) + 0.0722 * _linear(colour.blue())


def contrast(a: QtGui.QColor, b: QtGui.QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_contrast_formula_matches_wcags_examples():
    assert contrast(QtGui.QColor("black"), QtGui.QColor("white")) == pytest.approx(21.0)
    assert contrast(QtGui.QColor("#777777"), QtGui.QColor("white")) == pytest.approx(4.48, abs=0.01)


ROLE = QtGui.QPalette.ColorRole
TEXT_PAIRS = ((ROLE.WindowText, ROLE.Window), (ROLE.Text, ROLE.Base), (ROLE.Text, ROLE.AlternateBase),
              (ROLE.WindowText, ROLE.Base),          # plots' axes and labels: window text on the plot's base
              (ROLE.Text, ROLE.Window),
              (ROLE.ButtonText, ROLE.Button), (ROLE.HighlightedText, ROLE.Highlight),
              (ROLE.ToolTipText, ROLE.ToolTipBase), (ROLE.PlaceholderText, ROLE.Base), (ROLE.Link, ROLE.Base),
              (ROLE.Link, ROLE.Window))
LOWEST = {}


@pytest.mark.parametrize("theme", [t for t in THEMES if t != "system"])
def test_every_text_colour_of_every_theme_reads_at_4_5_to_1(theme):
    palette = _palette(theme)
    ratios = {(fg.name, bg.name): contrast(palette.color(fg), palette.color(bg)) for fg, bg in TEXT_PAIRS}
    LOWEST[theme] = min(ratios.items(), key=lambda item: item[1])
    print(theme, "lowest", LOWEST[theme])
    assert all(r >= 4.5 for r in ratios.values()), {k: round(v, 2) for k, v in ratios.items() if v < 4.5}


@pytest.mark.parametrize("name", COLORMAPS)
def test_numbers_on_every_cell_colour_read_at_4_5_to_1(name):
    """Every cell colour of the map (its two extremes included) with the text colour drawn on it."""
    backgrounds, texts = qcolors(name)
    ratios = [contrast(b, t) for b, t in zip(backgrounds, texts)]
    print(name, "lowest", round(min(ratios), 2), "ends", round(ratios[0], 2), round(ratios[-1], 2))
    assert min(ratios) >= 4.5
    assert contrast(NONFINITE_BACKGROUND, NONFINITE_TEXT) >= 4.5


@pytest.mark.parametrize("theme", [t for t in THEMES if t != "system"])
def test_status_texts_read_at_4_5_to_1_in_every_theme(theme):
    """Errors, passed checks and warnings are coloured text: each shade against every background."""
    palette = _palette(theme)
    for kind in STATUS_COLOURS:
        colour = QtGui.QColor(status_colour(kind, palette))
        for role in (ROLE.Window, ROLE.Base, ROLE.AlternateBase, ROLE.Button):
            assert contrast(colour, palette.color(role)) >= 4.5, (kind, role.name)


def test_a_shown_error_takes_the_new_themes_shade(window):
    window.show_tab("Quiz")
    quiz = window.tabs.currentWidget().ensure_built()
    quiz.set_message("This quiz file cannot be used: question 2 has no answer")
    try:
        for theme in ("dark", "light", "high-contrast"):
            window.session.set_theme(theme)
            text = quiz.message.palette().color(ROLE.WindowText)
            background = QtWidgets.QApplication.palette().color(ROLE.Window)
            assert contrast(text, background) >= 4.5, theme
    finally:
        quiz.set_message("")
        window.session.set_theme("light")
        window.tabs.setCurrentIndex(0)


def test_the_notes_docks_refusal_and_the_consoles_held_line_take_each_themes_shade(window):
    """Two status texts of issue 19: the notes dock's 'Not kept: ...' (error) and the presenter
    console's 'Typed here only ...' (warning), read in the colour they are drawn with, against the
    theme's window colour, after each theme change (a fixed red was 2.8 : 1 on the dark theme)."""
    from posviz.model.limits import MAX_NOTES
    from posviz.qt.window.presenting.console import PresenterConsole
    console = PresenterConsole(window, window.stage)      # built, not shown: one screen here
    notes = window.notes
    notes.editor.setPlainText("n" * (MAX_NOTES + 1))
    assert window.session.set_text("the dog bit the man")   # whatever an earlier test left
    console.sentence.editor.setText("a cat")               # typed in the console, not yet shown
    try:
        assert notes.where.text().startswith("Not kept:") and console.held.isVisibleTo(console)
        for theme in ("dark", "light", "high-contrast", "dark"):
            window.session.set_theme(theme)
            background = QtWidgets.QApplication.palette().color(ROLE.Window)
            for label, kind in ((notes.where, "error"), (console.held, "warning")):
                text = label.palette().color(ROLE.WindowText)
                assert text == QtGui.QColor(status_colour(kind)), (theme, label.objectName())
                assert contrast(text, background) >= 4.5, (theme, label.objectName())
        assert notes.where.font().bold()
        notes.editor.setPlainText("fine")                   # kept: the line is the theme's text again
        assert notes.where.palette().color(ROLE.WindowText) == QtWidgets.QApplication.palette().color(ROLE.WindowText)
    finally:
        notes.editor.setPlainText("")
        console.close()
        console.deleteLater()
        window.session.set_theme("light")


def test_the_focus_ring_frames_the_focused_control_even_after_its_page_scrolls(qtbot):
    from posviz.qt.window.focus_ring import RING_WIDTH, FocusRing
    window = QtWidgets.QWidget()
    qtbot.addWidget(window)
    area = QtWidgets.QScrollArea(window, widgetResizable=True)
    page = QtWidgets.QWidget()
    column = QtWidgets.QVBoxLayout(page)
    buttons = [QtWidgets.QPushButton(f"button {i}") for i in range(40)]
    for button in buttons:
        column.addWidget(button)
    area.setWidget(page)
    area.setGeometry(0, 0, 300, 200)
    window.resize(300, 200)
    ring = FocusRing(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()

    def framed(button):
        rect = QtCore.QRect(button.mapTo(window, QtCore.QPoint(0, 0)), button.size())
        return rect.adjusted(-RING_WIDTH, -RING_WIDTH, RING_WIDTH, RING_WIDTH) & window.rect()

    buttons[1].setFocus(QtCore.Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: ring.isVisible() and ring.geometry() == framed(buttons[1]), timeout=2000)
    area.verticalScrollBar().setValue(30)                 # the page moves under the ring
    QtWidgets.QApplication.processEvents()
    assert ring.geometry() == framed(buttons[1])
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())   # scrolled out of sight
    QtWidgets.QApplication.processEvents()
    assert not ring.isVisible()


def test_in_front_of_a_room_only_a_tab_key_shows_the_focus_ring(qtbot):
    """In the walkthrough and presentation mode nothing frames the step's surroundings unasked: the
    control focused before the lecture, or the one Qt gives the keys when the focused panel steps
    aside (the tab bar or the page just under the caption), is not framed, and the window's picture
    there is the picture with no focus at all. A Tab key still shows the ring (keyboard users);
    outside the walkthrough the ring frames focus however it came (the tests above)."""
    window = create_window()
    qtbot.addWidget(window)
    window.session.set_background(False)
    window.session.set_reduce_motion(True)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.activateWindow()
    ring = window.focus_ring
    window.sentence.editor.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
    QtWidgets.QApplication.processEvents()
    assert ring.isVisible()                        # outside the lecture: always
    try:
        window.session.set_step(0)
        window.set_presenting(True)
        QtWidgets.QApplication.processEvents()
        assert window.sentence.editor.hasFocus() and not ring.isVisible()
        window.session.set_step(2)                 # the sentence panel steps aside; Qt moves the keys on
        QtWidgets.QApplication.processEvents()
        focus = QtWidgets.QApplication.focusWidget()
        assert focus is not None and focus.window() is window and focus is not window.sentence.editor
        assert not ring.isVisible(), type(focus).__name__
        area = QtCore.QRect(focus.mapTo(window, QtCore.QPoint(0, 0)), focus.size())
        area = area.united(window.walkthrough.geometry()).adjusted(-6, -6, 6, 6)
        with_focus = window.grab(area).toImage()
        focus.clearFocus()
        QtWidgets.QApplication.processEvents()
        assert with_focus == window.grab(area).toImage()
        QTest.keyClick(window.windowHandle(), Key.Key_Tab)      # a keyboard user goes through the controls
        QtWidgets.QApplication.processEvents()
        tabbed = QtWidgets.QApplication.focusWidget()
        assert tabbed is not None and ring.isVisible()
        assert ring.geometry().contains(QtCore.QRect(tabbed.mapTo(window, QtCore.QPoint(0, 0)), tabbed.size())
                                        & window.rect())
        window.session.set_step(3)
        QtWidgets.QApplication.processEvents()
        if not tabbed.isVisible():                # its panel stepped aside too: Qt's move is not framed
            assert not ring.isVisible()
    finally:
        window.set_presenting(False)
        window.session.set_step(-1)
