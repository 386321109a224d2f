"""A keystroke repaints what it changed, and lays out nothing that kept its size.

Nothing is timed (speed is measured by tests/bench/run.py): the tests count model resets, the
ranges a table announces as changed, paint events of each panel, layout requests and row-label
redraws, and check that what is shown is still right.
"""
import numpy as np
import pytest
import shiboken6
from PySide6 import QtCore, QtWidgets
from PySide6.QtTest import QTest

from posviz.qt import create_window
from posviz.qt.widgets.matrix_model import CELLS_PER_UPDATE, MatrixTableModel
from posviz.qt.widgets.matrix_view import make_matrix_view
from posviz.qt.panels.heatmap.plot import HeatmapPlot
from posviz.qt.panels.heatmap.panel import row_label

Qt = QtCore.Qt
WORDS = ("the", "dog", "bit", "the", "man")
# 64 tokens, unknown first and last words: a keystroke in either keeps the count of unknown words
# (and the token ids line) as it is
LONG = "qq " + " ".join(WORDS[i % 5] for i in range(62)) + " zz"


class Events(QtCore.QObject):
    """Counts events of some types on some widgets, and the rectangles painted."""

    def __init__(self, widgets: dict, kinds=(QtCore.QEvent.Type.Paint, QtCore.QEvent.Type.LayoutRequest)):
        super().__init__()
        self.names = {id(w): name for name, w in widgets.items()}
        self.kinds = kinds
        self.seen: list[tuple[str, QtCore.QEvent.Type]] = []
        self.painted: dict[str, list[QtCore.QRect]] = {name: [] for name in widgets}
        for widget in widgets.values():
            widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if id(obj) in self.names and event.type() in self.kinds:
            self.seen.append((self.names[id(obj)], event.type()))
            if event.type() == QtCore.QEvent.Type.Paint:
                self.painted[self.names[id(obj)]].append(QtCore.QRect(event.rect()))
        return False

    def count(self, name: str, kind) -> int:
        return sum(1 for n, k in self.seen if n == name and k == kind)


class FrameProbe(QtWidgets.QWidget):
    """A 1 x 1 opaque child that counts its paints. Its update() is painted in the window's next
    frame together with every region dirty by then, so its paint proves that frame was drawn."""

    def __init__(self, window: QtWidgets.QWidget) -> None:
        super().__init__(window)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setGeometry(0, 0, 1, 1)
        self.paints = 0
        self.show()

    def paintEvent(self, event) -> None:  # noqa: N802
        self.paints += 1


def settle(qtbot, ms: int = 150) -> None:
    """Wait until every shown window has drawn two frames that began after this call (the second
    one for work the first queued: delayed layouts, zero timers), then ``ms`` more. A fixed wait
    alone passed a "nothing was painted" check on a machine too busy to paint within it."""
    # A widget drawn only off screen (a recording's hidden copy of the window) is "visible" yet never
    # painted by the platform: it has no frames to wait for.
    windows = [w for w in QtWidgets.QApplication.topLevelWidgets()
               if w.isVisible() and not w.testAttribute(QtCore.Qt.WidgetAttribute.WA_DontShowOnScreen)]
    for window in windows:
        if not shiboken6.isValid(window) or not window.isVisible():
            continue            # a dialog an earlier test left to deleteLater, deleted while we waited
        probe = window.findChild(FrameProbe) or FrameProbe(window)
        for _ in range(2):
            seen = probe.paints
            probe.update()
            qtbot.waitUntil(lambda p=probe, n=seen: p.paints > n, timeout=10_000)
    qtbot.wait(ms)


@pytest.fixture
def window(qtbot):
    w = create_window(LONG)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    assert w.session.set_settings(d_model=512)       # wide rows: most of each off screen
    w.session.set_reduce_motion(True)
    w.sentence.editor.setFocus()
    settle(qtbot, 300)
    return w


def type_key(qtbot, window, key) -> None:
    """One key into the sentence editor, the edit sent to the session, the window repainted."""
    QTest.keyClick(window.sentence.editor, key)
    window.sentence.flush()
    settle(qtbot)


def watched(window) -> dict:
    return {"Z": window.matrix.view.viewport(), "Z rows": window.matrix.view.verticalHeader().viewport(),
            "E": window.table.view.viewport(), "heatmap": window.heatmap.view.viewport(),
            "addition": window.addition.canvas, "sentence": window.sentence,
            **{f"box {name}": box for name, box in window.boxes.items() if name != "sentence"}}


def strip_only(window, rects) -> bool:
    """Every rectangle painted in the heatmap lies in the band that names the sentence's words."""
    strip = window.heatmap.strip
    box = window.heatmap.view.mapFromScene(strip.mapToScene(strip.boundingRect())).boundingRect()
    return all(box.adjusted(-3, -3, 3, 3).contains(r) for r in rects)     # the view pads updates by 2 px


def test_typing_at_the_end_of_a_long_sentence_repaints_no_panel(qtbot, window):
    editor = window.sentence.editor
    editor.end(False)
    resets = []
    window.matrix.model.modelReset.connect(lambda: resets.append(1))
    events = Events(watched(window))
    type_key(qtbot, window, Qt.Key.Key_X)
    assert window.session.frame.tokens[63].text == "zzx"
    # Z holds the new row and label, though neither is on screen, and nothing was redrawn for it
    np.testing.assert_array_equal(window.matrix.model.matrix, window.session.frame.z)
    assert window.matrix.model.headerData(63, Qt.Orientation.Vertical) == "63 · zzx"
    assert resets == []
    # no layout anywhere, no paint but the editor's (the sentence panel is painted under it)
    assert [seen for seen in events.seen if seen != ("sentence", QtCore.QEvent.Type.Paint)] == []


def test_typing_in_the_first_word_moves_the_chips_not_the_window(qtbot, window):
    editor = window.sentence.editor
    editor.home(False)
    events = Events(watched(window))
    chips, height = list(window.sentence.chips), window.sentence.chips_scroll.height()
    type_key(qtbot, window, Qt.Key.Key_X)
    assert window.session.frame.tokens[0].text == "xqq"
    assert window.matrix.model.headerData(0, Qt.Orientation.Vertical) == "0 · xqq"
    row_height = window.matrix.view.rowHeight(0)
    assert events.painted["Z rows"] and all(r.bottom() <= row_height for r in events.painted["Z rows"])
    assert events.painted["Z"] == []          # an unknown word still: the same zero token row
    assert events.painted["E"] == [] and strip_only(window, events.painted["heatmap"])   # the word beside row 0
    assert window.sentence.chips == chips                   # the same chip widgets, one relabelled
    assert chips[0].text().startswith("xqq") and window.sentence.chips_scroll.height() == height
    layouts = [name for name, kind in events.seen if kind == QtCore.QEvent.Type.LayoutRequest]
    assert layouts == []            # a wider chip moves its neighbours, not the window's layout


def test_a_wider_first_word_lays_the_chips_out_before_the_window_paints(qtbot, window):
    """Left to the event loop, the chips were laid out, painted, then moved and painted again
    once the strip had fitted its box to the wider word (a second repaint pass a keystroke)."""
    editor = window.sentence.editor
    editor.home(False)
    chips = window.sentence.chips
    events = Events({f"chip {i}": chip for i, chip in enumerate(chips[:3])})
    width = chips[0].width()
    QTest.keyClicks(editor, "wxyzwxyz")   # (one edit: the session hears of it at the flush)
    window.sentence.flush()              # the frame's handlers have run, the event loop has not
    placed = [chip.geometry() for chip in chips]
    assert chips[0].text().startswith("wxyzwxyzqq") and chips[0].width() >= chips[0].sizeHint().width() > width
    assert all(a.right() < b.left() for a, b in zip(placed, placed[1:]))     # side by side, none cut
    settle(qtbot)
    assert [chip.geometry() for chip in chips] == placed                      # nothing moved later
    paints = [events.count(f"chip {i}", QtCore.QEvent.Type.Paint) for i in range(3)]
    assert paints[0] == 1 and max(paints) == 1      # a moved chip may be copied on screen, never drawn twice


def test_a_keystroke_and_the_panels_answer_are_painted_in_one_pass(qtbot, window):
    """The edit reaches the session before the window repaints (a posted call: a zero timer ran
    after the repaint), so the editor's new text, Z's new row label and the heatmap's new word
    share one repaint pass; keys that arrive together are still encoded once."""
    editor = window.sentence.editor
    editor.home(False)
    frames = []
    window.session.frameChanged.connect(frames.append)
    kinds = (QtCore.QEvent.Type.Paint, QtCore.QEvent.Type.UpdateRequest)
    events = Events({"window": window, "editor": editor, "Z rows": window.matrix.view.verticalHeader().viewport(),
                     "heatmap": window.heatmap.view.viewport()}, kinds)
    QTest.keyClicks(editor, "xy")          # two keys before the event loop runs
    settle(qtbot)
    assert [frame.tokens[0].text for frame in frames] == ["xyqq"]
    assert window.matrix.model.headerData(0, Qt.Orientation.Vertical) == "0 · xyqq"
    passes, first_pass = 0, {}
    for name, kind in events.seen:
        passes += kind == QtCore.QEvent.Type.UpdateRequest and name == "window"
        if kind == QtCore.QEvent.Type.Paint:
            first_pass.setdefault(name, passes)
    # the heatmap's words strip too: its scene's "changed" (a queued signal) is delivered before the repaint
    assert first_pass["editor"] == first_pass["Z rows"] == first_pass["heatmap"] == 1


def test_a_new_word_on_screen_repaints_its_row_of_z(qtbot, window):
    assert window.session.focus == 1
    events = Events(watched(window))
    window.session.set_text(LONG.replace(" dog ", " cat ", 1))       # row 2, not the focused one
    settle(qtbot)
    view = window.matrix.view
    top, height = view.rowViewportPosition(2), view.rowHeight(2)
    assert events.painted["Z"] and all(top <= r.top() and r.bottom() <= top + height for r in events.painted["Z"])
    assert window.matrix.model.data(window.matrix.model.index(2, 0)) == f"{window.session.frame.z[2, 0]:.2f}"
    assert strip_only(window, events.painted["heatmap"]) and events.painted["addition"] == []
    layouts = [name for name, kind in events.seen if kind == QtCore.QEvent.Type.LayoutRequest]
    assert layouts == []


def test_a_focused_unknown_word_keeps_the_chip_strip_height(qtbot, window):
    """Sized on a chip that can get a thicker border, the strip grew and re-laid out the window."""
    strip = window.sentence.chips_scroll
    height = strip.height()
    window.session.set_focus(0)
    window.session.set_text("xyz " + LONG)
    settle(qtbot)
    assert window.sentence.chips[0].isChecked() and "xyz" in window.sentence.chips[0].text()
    assert strip.height() == height
    chip = window.sentence.chips[0]
    assert strip.viewport().height() >= chip.height()        # the chip is not cut by the scroll bar


def test_a_word_typed_into_a_labelled_heatmap_row_redraws_the_labels(qtbot, window, monkeypatch):
    relabels = []
    original = HeatmapPlot.relabel_rows
    monkeypatch.setattr(HeatmapPlot, "relabel_rows", lambda plot: (relabels.append(1), original(plot)))
    panel = window.heatmap
    assert not panel.rows_axis.every_cell            # 64 rows: labelled by number only
    window.session.set_text(LONG.replace("qq", "cat", 1))
    settle(qtbot)
    assert relabels == []
    window.session.set_heatmap_rows(5)                # five rows: each labelled with its word
    settle(qtbot)
    assert panel.rows_axis.every_cell and 0 in panel.rows_axis.labelled
    relabels.clear()
    window.session.set_text(LONG.replace("qq", "cow", 1))
    settle(qtbot)
    assert relabels == [1]
    assert row_label(panel, 0, True) == "0 · cow"


def test_a_keystroke_elsewhere_does_not_lay_out_the_addition_again(qtbot, window):
    window.session.set_focus(1)
    settle(qtbot)
    events = Events({"box": window.boxes["addition"], "panel": window.addition})
    window.session.set_text(LONG + "s")
    settle(qtbot)
    assert events.seen == []
    window.session.set_focus(2)                       # another word: its caption is new
    settle(qtbot)
    assert "“dog” at position 2" in window.addition.caption.text()


def test_z_after_edits_is_what_a_fresh_table_would_show(qtbot, window):
    """Z is updated row by row (labels, values and colour scale kept for unchanged tokens): after
    any sequence of edits it shows what the frame holds, as a reset would."""
    from posviz.qt.widgets.colors import symmetric_levels
    edits = ["the dog bit the man", "the dog bit the man a", "The dog bit the man a", "the cat bit",
             "qq dog bit the man", "xqq dog bit the man small small", "", "man", LONG, LONG + " x"]
    model = window.matrix.model
    for text in edits:
        window.session.set_text(text)
        frame = window.session.frame
        np.testing.assert_array_equal(model.matrix, frame.z)
        assert model.row_labels == [f"{i} · {t.text}" for i, t in enumerate(frame.tokens)]
        assert model.levels == (symmetric_levels(frame.z, 100.0, floor=1.0) if frame.length else (-1.0, 1.0))
        assert model.rowCount() == frame.length
    assert window.session.set_settings(d_model=6)           # another layer: every row new
    np.testing.assert_array_equal(model.matrix, window.session.frame.z)


def test_a_new_word_lays_out_no_panel(qtbot, window):
    """A new token changes Z's caption, which counts tokens: its label repaints, nothing moves."""
    editor = window.sentence.editor
    QTest.mouseClick(editor, Qt.MouseButton.LeftButton)      # into the editor: Space is typed, not a presenter key
    editor.end(False)
    window.session.set_heatmap_rows(100)       # (65 tokens in 64 rows would add a sentence to its caption)
    settle(qtbot)
    panels = {"sentence": window.sentence, "Z panel": window.matrix, "heatmap panel": window.heatmap,
              **{f"box {name}": box for name, box in window.boxes.items() if name != "sentence"}}
    events = Events(panels, kinds=(QtCore.QEvent.Type.LayoutRequest, QtCore.QEvent.Type.Resize))
    QTest.keyClicks(editor, " a")
    window.sentence.flush()
    settle(qtbot)
    assert window.session.frame.length == 65
    assert "65 × 512" in window.matrix.summary.text()
    assert events.seen == []


def test_cells_follow_a_new_font(qtbot, window):
    """The painter keeps laid-out numbers and fonts; a font change (zoom) must drop them."""
    from posviz.qt.widgets.matrix_view import FocusRowDelegate
    window.session.set_zoom(1.5)
    settle(qtbot, 300)
    view = window.matrix.view
    cached = view.viewport().grab().toImage()
    view.setItemDelegate(FocusRowDelegate(view))
    fresh = view.viewport().grab().toImage()
    assert cached == fresh


def test_a_hidden_word_order_demo_waits_until_shown(qtbot, window, monkeypatch):
    from posviz.lessons import shuffle
    window.show_tab("Word order")
    demo = window.tabs.currentWidget().ensure_built()
    settle(qtbot)
    window.show_tab("Input layer")
    calls = []
    original = shuffle.compare_orders
    monkeypatch.setattr(shuffle, "compare_orders", lambda *a: (calls.append(1), original(*a))[1])
    window.session.set_text("the man bit the dog")
    window.session.set_text("the dog bit the cat")
    assert calls == []                      # two keystrokes on the Input layer tab: no encodes for the demo
    window.show_tab("Word order")
    assert calls == [1]
    np.testing.assert_array_equal(demo.left_model.matrix, window.session.frame.z)


# --- the table model and view ------------------------------------------------------------

def announced(model):
    """Lists that grow with each change signal of ``model``."""
    seen = {"data": [], "reset": [], "inserted": [], "removed": [], "labels": []}
    model.dataChanged.connect(lambda a, b, roles=(): seen["data"].append((a.row(), b.row(), a.column(), b.column())))
    model.modelReset.connect(lambda: seen["reset"].append(1))
    model.rowsInserted.connect(lambda parent, a, b: seen["inserted"].append((a, b)))
    model.rowsRemoved.connect(lambda parent, a, b: seen["removed"].append((a, b)))
    model.rowLabelsChanged.connect(lambda a, b: seen["labels"].append((a, b)))
    return seen


def labels(n, change=None):
    return [f"{i} · {change if i == 2 and change else 'w'}" for i in range(n)]


def test_a_changed_row_is_announced_in_ranges_qt_repaints_cell_by_cell():
    model = MatrixTableModel()
    cols = [f"d{j}" for j in range(512)]
    matrix = np.arange(10 * 512, dtype=float).reshape(10, 512) / 5000
    model.set_matrix(matrix, labels(10), cols)
    seen = announced(model)
    changed = matrix.copy()
    changed[7, 300] = 0.5
    model.set_matrix(changed, labels(10), cols)
    assert seen["reset"] == [] and seen["labels"] == []
    assert {(a, b) for a, b, _, _ in seen["data"]} == {(7, 7)}
    spans = sorted((c0, c1) for _, _, c0, c1 in seen["data"])
    assert spans[0][0] == 0 and spans[-1][1] == 511 and all(b + 1 == c for (_, b), (c, _) in zip(spans, spans[1:]))
    assert all(c1 - c0 + 1 <= CELLS_PER_UPDATE for c0, c1 in spans)
    assert model.data(model.index(7, 300)) == "0.50"


def test_rows_added_or_removed_at_the_end_are_inserted_or_removed_not_reset():
    model = MatrixTableModel()
    cols = ["a", "b"]
    model.set_matrix(np.zeros((3, 2)), labels(3), cols)
    seen = announced(model)
    model.set_matrix(np.ones((5, 2)), labels(5, change="new"), cols)
    assert seen["reset"] == [] and seen["inserted"] == [(3, 4)]
    assert {(a, b) for a, b, _, _ in seen["data"]} == {(0, 2)} and seen["labels"] == [(2, 2)]
    model.set_matrix(np.ones((2, 2)), labels(2), cols)
    assert seen["removed"] == [(2, 4)] and model.rowCount() == 2
    assert model.headerData(1, Qt.Orientation.Vertical) == "1 · w"


def test_new_levels_recolour_every_row_and_new_columns_reset():
    model = MatrixTableModel()
    model.set_matrix(np.zeros((4, 2)), labels(4), ["a", "b"])
    seen = announced(model)
    model.set_matrix(np.zeros((4, 2)), labels(4), ["a", "b"], levels=(-2.0, 2.0))
    assert {(a, b) for a, b, _, _ in seen["data"]} == {(0, 3)}
    model.set_matrix(np.zeros((4, 3)), labels(4), ["a", "b", "c"])
    assert seen["reset"] == [1] and model.columnCount() == 3


def test_row_labels_widen_the_header_when_needed_and_fit_again_on_a_reset(qtbot):
    view, model = make_matrix_view("t", "t")
    qtbot.addWidget(view)
    cols = ["a", "b"]
    model.set_matrix(np.zeros((4, 2)), labels(4), cols)
    view.resize(500, 300)
    view.show()
    qtbot.waitExposed(view)
    settle(qtbot)
    header = view.verticalHeader()
    narrow = header.width()
    model.set_matrix(np.zeros((4, 2)), labels(4, change="a much longer word"), cols)
    settle(qtbot)
    wide = header.width()
    metrics = header.fontMetrics()
    assert wide > narrow and wide >= metrics.horizontalAdvance("2 · a much longer word")
    model.set_matrix(np.zeros((4, 2)), labels(4), cols)         # shorter again: the column stays
    settle(qtbot)
    assert header.width() == wide
    model.set_matrix(np.zeros((4, 3)), labels(4), cols + ["c"])  # a new matrix: fitted again
    settle(qtbot)
    assert header.width() == narrow


def test_a_new_ids_text_of_the_same_height_asks_for_no_layout(qtbot, window):
    holder = window.sentence.ids_holder
    events = Events({"sentence": window.sentence, "holder": holder},
                    kinds=(QtCore.QEvent.Type.LayoutRequest,))
    before = holder.height()
    holder.set_text(window.sentence.ids_label.text().replace("0", "1"))
    settle(qtbot)
    assert events.count("sentence", QtCore.QEvent.Type.LayoutRequest) == 0
    holder.set_text("<br>".join(["Token ids: a line"] * 6))    # taller: the sentence panel makes room
    settle(qtbot)
    assert holder.height() > before
    assert holder.height() >= window.sentence.ids_label.heightForWidth(holder.width())
