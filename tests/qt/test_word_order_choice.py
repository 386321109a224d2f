"""The lecturer chooses the Word order demo's order (drag, swap, reverse, a seeded random order): Z's
rows are permuted exactly so with positions off, the verdict is the model's comparison made by the
session in that order, and the order goes into the lecture file and comes back."""
import secrets
import threading

import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lecture.state import LectureState
from posviz.lessons import shuffle
from posviz.model import toy_model
from posviz.qt import create_window
from posviz.qt.lecture import persistence, preferences
from posviz.qt.session import Session

Qt = QtCore.Qt
LESSON = [0, 4, 2, 3, 1]                       # the lesson's swap: "the man bit the dog"
SEED = 4821
SEEDED = np.random.default_rng(SEED).permutation(5).tolist()     # numpy's own draw, the reference


def framed(model) -> np.ndarray:
    """The cells the table frames, read through the role its delegate paints from, shape (rows, columns)."""
    from posviz.qt.widgets.matrix_model import MARK_ROLE
    return np.array([[bool(model.data(model.index(r, c), MARK_ROLE)) for c in range(model.columnCount())]
                     for r in range(model.rowCount())], dtype=bool).reshape(model.rowCount(), model.columnCount())


@pytest.fixture
def compares(monkeypatch):
    """Every comparison the model made: (frame, perm asked, thread)."""
    seen, original = [], shuffle.compare_orders

    def counting(layer, frame, perm=None):
        seen.append((frame, None if perm is None else list(perm), threading.current_thread()))
        return original(layer, frame, perm)
    monkeypatch.setattr(shuffle, "compare_orders", counting)
    return seen


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch):
    """Windows with autosave and preferences in this test's folder, shown at 1024 x 768."""
    monkeypatch.setattr(persistence, "data_dir", lambda: tmp_path / "data")
    store = str(tmp_path / "prefs.ini")
    monkeypatch.setattr(preferences, "open_settings", lambda: QtCore.QSettings(store, QtCore.QSettings.Format.IniFormat))
    app = QtWidgets.QApplication.instance()
    font, palette, windows = QtGui.QFont(app.font()), QtGui.QPalette(app.palette()), []

    def make(sentence="the dog bit the man"):
        window = create_window(sentence)
        windows.append(window)
        window.resize(1024, 768)
        window.show()
        qtbot.waitExposed(window)
        return window
    yield make
    for window in reversed(windows):
        window.persistence.disable()
        window.close()
        window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    app.setFont(font)
    app.setPalette(palette)


def word_order_panel(window):
    window.show_tab("Word order")
    panel = window.tabs.currentWidget().ensure_built()
    QtWidgets.QApplication.processEvents()      # a page built into a shown tab is shown by a queued call
    return panel


def drop(chips, source: int, target: int) -> None:
    """Drag chip ``source`` onto chip ``target`` as Qt delivers it: enter, move, drop on the viewport."""
    mime = chips.mimeData([chips.item(source)])
    point = chips.visualItemRect(chips.item(target)).center()
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    for event in (QtGui.QDragEnterEvent(point, actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier),
                  QtGui.QDragMoveEvent(point, actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier),
                  QtGui.QDropEvent(QtCore.QPointF(point), actions, mime, Qt.MouseButton.LeftButton,
                                   Qt.KeyboardModifier.NoModifier)):
        QtWidgets.QApplication.sendEvent(chips.viewport(), event)


def by_drag(panel):
    drop(panel.chips, 4, 0)                     # "dog" (last) dragged onto the first chip
    return [1, 0, 4, 2, 3]


def by_reverse(panel):
    panel.reverse.click()
    return [1, 3, 2, 4, 0]


def by_swap_boxes(panel):
    panel.swap_a.setValue(0)
    panel.swap_b.setValue(2)
    panel.swap.click()
    return [2, 4, 0, 3, 1]


def by_picking_two_chips(panel):
    panel.chips.item(1).setSelected(True)
    panel.chips.item(3).setSelected(True)
    assert (panel.swap_a.value(), panel.swap_b.value()) == (1, 3)
    panel.swap.click()
    return [0, 3, 2, 4, 1]


def by_typed_seed(panel):
    panel.seed.setValue(SEED)                   # as typed and entered (no keyboard tracking)
    assert SEEDED != list(range(5))
    return SEEDED


WAYS = [by_drag, by_reverse, by_swap_boxes, by_picking_two_chips, by_typed_seed]


@pytest.mark.parametrize("choose", WAYS, ids=lambda f: f.__name__)
def test_each_way_permutes_z_rows_exactly_with_positions_off_and_the_model_says_so(make_window, compares, choose):
    window = make_window()
    session = window.session
    session.set_settings(positions_on=False)
    panel = word_order_panel(window)
    assert panel.comparison.perm.tolist() == LESSON
    expected = choose(panel)
    assert list(session.word_order) == expected
    assert compares[-1][:2] == (session.frame, expected)         # compared by the model, in that order
    z = session.frame.z
    shown = panel.right_model.matrix
    for i, j in enumerate(expected):                             # row i is the original row perm[i], exactly
        assert np.array_equal(shown[i], z[j]), (i, j)
    assert not panel.comparison.changed.any()
    beside = np.abs(shown - z) > 1e-12                           # the tables read side by side, row by row
    np.testing.assert_array_equal(framed(panel.right_model), beside)
    assert f"Positions off: {int(beside.sum())} of 30 numbers differ from the number beside them" in panel.verdict.text()
    assert f"perm = {expected}" in panel.right_title.text()
    assert [panel.chips.item(i).text().split("\n")[1] for i in range(5)] == [f"from {j}" for j in expected]

    panel.positions.setChecked(True)                             # positions on: the rows that moved change
    assert compares[-1][1] == expected and compares[-1][0] is session.frame
    result = panel.comparison
    moved = np.array(expected) != np.arange(5)
    np.testing.assert_array_equal(result.changed.any(axis=1), moved)
    positions = toy_model().positions.encode(np.arange(5), 6)    # z_new[i] - z_old[perm[i]] = P[i] - P[perm[i]]
    reference = np.abs(positions - positions[expected]) > 1e-12
    np.testing.assert_array_equal(result.changed, reference)
    side = np.abs(panel.right_model.matrix - panel.left_model.matrix) > 1e-12
    np.testing.assert_array_equal(framed(panel.right_model), side)     # framed: exactly what differs beside
    assert (f"Positions on: {int(side.sum())} of 30 numbers differ from the number beside them" in panel.verdict.text()
            and f"its own row on the left, {int(reference.sum())} of 30 numbers differ" in panel.verdict.text())


def test_a_new_random_order_shows_its_seed_and_the_seed_draws_it_again(make_window, monkeypatch):
    window = make_window()
    panel = word_order_panel(window)
    monkeypatch.setattr(secrets, "randbelow", lambda n: SEED)          # the draw the button makes
    panel.random.click()
    assert list(window.session.word_order) == SEEDED and window.session.order_seed == SEED
    assert panel.seed.text() == f"seed {SEED}" and f"(random, seed {SEED})" in panel.right_title.text()
    panel.reverse.click()                                        # not drawn: no seed shown
    assert window.session.order_seed == -1 and panel.seed.text() == "no seed"
    assert "random, seed" not in panel.right_title.text()
    other = make_window()
    other_panel = word_order_panel(other)
    other_panel.seed.setValue(SEED)                              # the seed read out, typed elsewhere
    assert list(other.session.word_order) == SEEDED
    positions = toy_model().positions.encode(np.arange(5), 6)
    np.testing.assert_allclose(other_panel.right_model.matrix,
                               other.session.frame.z[SEEDED] + positions - positions[SEEDED], rtol=0, atol=1e-12)


def test_the_chosen_order_is_saved_with_the_lecture_and_opens_again(make_window, tmp_path):
    window = make_window()
    panel = word_order_panel(window)
    panel.seed.setValue(SEED)
    keep = window.persistence
    keep.add_slide()                                             # slide 2: the same, then reversed
    panel.reverse.click()
    reversed_seeded = [SEEDED[i] for i in (4, 3, 2, 1, 0)]
    assert list(window.session.word_order) == reversed_seeded
    assert keep.go_to(0) and list(window.session.word_order) == SEEDED and window.session.order_seed == SEED
    path = tmp_path / "orders.posviz"
    keep.save_to(path)
    views = [slide.view for slide in LectureState.load(path).slides]
    assert [(list(v.word_order), v.order_seed) for v in views] == [(SEEDED, SEED), (reversed_seeded, -1)]

    other = make_window("a cat")
    other.persistence.open_from(path)
    other_panel = word_order_panel(other)
    assert list(other.session.word_order) == SEEDED and other_panel.seed.text() == f"seed {SEED}"
    assert other_panel.comparison.perm.tolist() == SEEDED
    other.persistence.go_to(1)
    assert other_panel.comparison.perm.tolist() == reversed_seeded and other_panel.seed.text() == "no seed"


def test_the_lessons_swap_comes_back_and_another_length_resets_the_order(make_window):
    window = make_window()
    panel = word_order_panel(window)
    panel.reverse.click()
    panel.default.click()
    assert window.session.word_order == () and panel.comparison.perm.tolist() == LESSON
    panel.reverse.click()
    window.session.set_text("the man bit the dog")              # the same length: the order is kept
    assert panel.comparison.perm.tolist() == [1, 3, 2, 4, 0]
    window.session.set_text("a cat sat")                         # 3 tokens: back to the lesson's swap
    assert window.session.word_order == () and panel.comparison.perm.tolist() == [0, 2, 1]


def test_an_order_that_moves_nobody_says_so_and_keeps_the_controls(make_window):
    window = make_window()
    panel = word_order_panel(window)
    panel.swap_a.setValue(1)
    panel.swap_b.setValue(4)
    panel.swap.click()                                           # the lesson's swap undone
    assert list(window.session.word_order) == [0, 1, 2, 3, 4]
    assert "leaves every word where it was" in panel.heading.text() and panel.verdict.text() == ""
    assert panel.reverse.isEnabled() and panel.chips.count() == 5


def test_an_order_that_does_not_fit_is_refused_and_the_last_one_stays(qtbot):
    session = Session()
    assert session.set_word_order([4, 3, 2, 1, 0])
    assert not session.set_word_order([0, 1, 2])
    assert "has 3 positions but the sentence has 5 tokens" in session.message
    assert not session.set_word_order([0, 0, 1, 2, 3]) and session.word_order == (4, 3, 2, 1, 0)


def test_a_large_sentence_is_compared_in_the_worker_in_the_chosen_order(qtbot, compares):
    session = Session()
    session.set_background(False)
    assert session.set_settings(d_model=768) and session.set_text("the dog bit the man " * 400)
    session.set_background(True)
    length = session.frame.length
    first, second = list(range(length))[::-1], shuffle.random_order(length, 7).tolist()
    seen = []
    session.orderCompared.connect(seen.append)
    session.set_word_order(first)
    session.request_order_comparison()
    session.set_word_order(second, 7)                            # chosen while the first is computed
    session.request_order_comparison()
    assert session.wait_order_comparison()
    assert [r.perm.tolist() for r in seen] == [second]           # the answer about the first is dropped
    assert all(thread is not threading.main_thread() for _, _, thread in compares)
    np.testing.assert_array_equal(seen[0].reordered.ids, session.frame.ids[second])


def test_special_tokens_stay_in_place_whichever_way_the_order_is_chosen(make_window, qtbot, tmp_path):
    import sys
    from pathlib import Path
    pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
    pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints
    folder, _ = tiny_checkpoints.bert(tmp_path / "bert")
    window = make_window()
    with qtbot.waitSignal(window.models.loader.loaded, timeout=20_000):
        window.models.open(folder)
    window.models.loader.wait()
    window.session.set_text("the dog bit the man")              # [CLS] the dog bit the man [SEP]
    panel = word_order_panel(window)
    assert [t.text for t in window.session.frame.tokens][::6] == ["[CLS]", "[SEP]"]
    assert panel.comparison.perm.tolist() == [0, 1, 5, 3, 4, 2, 6]      # the lesson's: dog and man swap
    panel.reverse.click()                                        # the words between [CLS] and [SEP] backwards
    assert list(window.session.word_order) == [0, 2, 4, 3, 5, 1, 6]
    drop(panel.chips, 5, 0)                                      # onto [CLS]: refused, nothing moves
    assert list(window.session.word_order) == [0, 2, 4, 3, 5, 1, 6] and "special token" in window.session.message
    drop(panel.chips, 5, 1)
    assert list(window.session.word_order) == [0, 1, 2, 4, 3, 5, 6]
    for seed in (1, 2, 3):
        panel.seed.setValue(seed)
        order = window.session.word_order
        assert order[0] == 0 and order[6] == 6 and sorted(order) == list(range(7))
    flags = [panel.chips.item(i).flags() for i in (0, 6)]
    assert not any(f & Qt.ItemFlag.ItemIsDragEnabled for f in flags)
    assert panel.chips.item(3).flags() & Qt.ItemFlag.ItemIsDragEnabled


def test_a_sentence_too_long_to_drag_says_so_and_the_buttons_still_choose(make_window):
    from posviz.qt.panels.shuffle import MAX_ORDER_CHIPS
    window = make_window("the dog bit the man " * 26)           # 130 tokens
    window.session.set_settings(positions_on=False)
    panel = word_order_panel(window)
    assert window.session.frame.length == 130 > MAX_ORDER_CHIPS
    assert not panel.chips.isVisible() and panel.chips.count() == 0 and panel.chips_note.isVisible()
    assert panel.chips_note.text().startswith(f"Dragging works for sentences of up to {MAX_ORDER_CHIPS} tokens "
                                              "(this one has 130)")
    panel.swap_a.setValue(0)
    panel.swap_b.setValue(129)
    panel.swap.click()
    expected = list(range(130))
    expected[1], expected[129] = 129, 1                         # the lesson's swap: dog (1) and man (129)
    expected[0], expected[129] = expected[129], expected[0]     # then positions 0 and 129 exchanged
    assert list(window.session.word_order) == expected and panel.comparison.perm.tolist() == expected
    z = window.session.frame.z
    for i, j in enumerate(expected):
        assert np.array_equal(panel.right_model.matrix[i], z[j])


def test_alt_arrows_move_the_current_word_like_a_drag(make_window):
    from PySide6.QtTest import QTest
    window = make_window()
    window.session.set_settings(positions_on=False)
    panel = word_order_panel(window)
    panel.chips.setFocus()
    panel.chips.setCurrentRow(4)                                # "dog", last
    QTest.keyClick(panel.chips, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert list(window.session.word_order) == [0, 4, 2, 1, 3] and panel.chips.currentRow() == 3
    QTest.keyClick(panel.chips, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert list(window.session.word_order) == [0, 4, 1, 2, 3] and panel.chips.currentRow() == 2
    QTest.keyClick(panel.chips, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert list(window.session.word_order) == [0, 4, 2, 1, 3]
    z = window.session.frame.z
    for i, j in enumerate([0, 4, 2, 1, 3]):
        assert np.array_equal(panel.right_model.matrix[i], z[j])


def test_the_swap_boxes_start_on_a_swap_that_changes_the_sentence(make_window):
    """A fresh Word order tab offers "Swap positions 0 and 1" ("the" and "man" of the lesson's order),
    not "0 and 0", which did nothing; clicking Swap gives the order those two positions exchanged."""
    window = make_window()
    panel = word_order_panel(window)
    assert (panel.swap_a.value(), panel.swap_b.value()) == (0, 1)
    panel.swap.click()
    assert list(window.session.word_order) == [4, 0, 2, 3, 1]         # "man the bit the dog"
    assert panel.comparison.reordered.text == "man the bit the dog"
    panel.swap_a.setValue(2)
    panel.swap_b.setValue(3)
    window.session.set_text("the dog bit")
    assert (panel.swap_a.value(), panel.swap_b.value()) == (2, 3) or panel.swap_b.maximum() == 2
    # clipped to the shorter sentence (2 and 2: no swap at all), the boxes offer a telling pair again
    assert (panel.swap_a.value(), panel.swap_b.value()) == (0, 1)
    window.session.set_text("the dog bit the man")
    panel.swap_a.setValue(2)
    panel.swap_b.setValue(4)
    window.session.set_text("the dog bit the man .")                  # a chosen pair that still fits is kept
    assert (panel.swap_a.value(), panel.swap_b.value()) == (2, 4)
