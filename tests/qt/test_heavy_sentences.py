"""Legal but heavy input is laid out in bounded time: what Qt lays out is cut, what it lists stays lazy (issue 26).

No timing here (tests/bench/bench_stalls.py measures the stalls): the tests check the sizes that
made the GUI thread wait — the length of every text handed to a label, a header or a button, and
how many labels a table reads.
"""
from __future__ import annotations

import json

import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lecture.state import _cleaned
from posviz.lessons.shuffle import check_order
from posviz.qt import create_window
from posviz.qt.panels.quiz import open_quiz_file, show_quiz_panel
from posviz.qt.widgets.matrix_model import MatrixTableModel
from posviz.shorten import MAX_LABEL, MAX_SHOWN

FDFA = "\ufdfa" * 99_000
LONGEST_SHOWN = 2_000        # no widget holds more text than this for one token


@pytest.fixture
def window(qtbot):
    made = create_window("the dog bit the man")
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.close()
    made.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)


def longest_texts(window) -> list[tuple[int, str]]:
    found = []
    for widget in window.findChildren(QtWidgets.QWidget):
        for getter in ("text", "toolTip", "accessibleName", "accessibleDescription"):
            value = getattr(widget, getter)() if callable(getattr(widget, getter, None)) else None
            if isinstance(value, str) and len(value) > LONGEST_SHOWN and widget.objectName() != "sentenceEditor":
                found.append((len(value), f"{type(widget).__name__} {widget.objectName()} {getter}"))
    return found


def test_a_99000_character_token_is_drawn_cut_everywhere(window):
    assert window.session.set_text(FDFA) and window.session.frame.length == 1
    for tab in range(window.tabs.count()):      # every view built, with the heavy sentence in it
        window.tabs.setCurrentIndex(tab)
        QtCore.QCoreApplication.processEvents()
    window.tabs.setCurrentIndex(0)
    assert longest_texts(window) == []          # was: chips, captions, notes with 99,000 characters
    z = window.findChild(QtWidgets.QTableView, "inputMatrix") or window.findChildren(QtWidgets.QTableView)[0]
    label = z.model().headerData(0, QtCore.Qt.Orientation.Vertical)
    assert label.removeprefix("▶ ") == "0 · " + "\ufdfa" * (MAX_LABEL - 5) + "…"


class CountingNames:
    """Row names made on demand, counting how many were asked for (a real vocabulary's)."""

    def __init__(self, size: int) -> None:
        self.size, self.asked = size, 0

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.size))]
        self.asked += 1
        return f"{index} · w{index}"


def test_a_large_vocabularys_row_names_are_made_only_when_shown():
    from collections.abc import Sequence
    Sequence.register(CountingNames)
    model, names = MatrixTableModel(), CountingNames(600_000)
    model.set_matrix(np.zeros((600_000, 2), dtype=np.float32), names, ["0", "1"])
    assert names.asked == 0 and model.rowCount() == 600_000          # listed all 600,000 before
    assert model.headerData(599_999, QtCore.Qt.Orientation.Vertical) == "599999 · w599999"
    assert names.asked == 1


def test_eight_five_thousand_character_choices_are_shown_cut(window, tmp_path):
    choices = [{"text": chr(65 + i) * 5_000, "correct": i == 0, "explanation": "Because."} for i in range(8)]
    path = tmp_path / "long.json"
    path.write_text(json.dumps({"format": "posviz-quiz", "version": 1, "title": "Long",
                                "questions": [{"id": "q", "question": "Which?", "choices": choices}]}))
    assert open_quiz_file(window, path)
    panel = show_quiz_panel(window)
    texts = [button.text() for button in panel.choice_buttons]
    assert len(texts) == 8 and all(len(t) < 500 for t in texts)
    assert texts[1].endswith("BBBB… (5,000 characters in all)")
    assert panel.choice_buttons[1].accessibleName().startswith("B. BBBB")


def test_word_orders_are_checked_whole_and_fast_paths_keep_their_answers():
    assert check_order([2, 0, 1]).tolist() == [2, 0, 1]
    assert check_order(np.array([1, 0])).tolist() == [1, 0]
    for bad in ([0, 0], [True, False], [0, 1 << 70], [0, 2]):
        with pytest.raises(ValueError):
            check_order(bad)
    numbers = list(range(700))
    assert _cleaned(numbers) == (numbers, 0) and _cleaned(numbers)[0] is numbers    # no copy, no recursion
    assert _cleaned([1, "a\ud800"]) == ([1, "a\ufffd"], 1)


def test_word_orders_titles_spell_a_long_sentence_cut_to_a_line(window, qtbot):
    """3,000 family ZWJ emoji: the two titles above the tables were laid out whole (0.5-2 s)."""
    family = "\U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466"
    assert window.session.set_text(family * 3_000)
    for i in range(window.tabs.count()):
        if window.tabs.tabText(i) == "Word order":
            window.tabs.setCurrentIndex(i)
    panel = window.findChild(QtWidgets.QWidget, "shufflePanel")
    qtbot.waitUntil(lambda: panel.comparison is not None, timeout=20_000)
    for title in (panel.left_title, panel.right_title):
        spelled = QtGui.QTextDocumentFragment.fromHtml(title.text()).toPlainText().split(" row i = ")[0].rstrip()
        assert len(spelled) == MAX_SHOWN and spelled.endswith("…")      # 399 characters and the ellipsis
        assert spelled.replace(" ", "").startswith(family * 50)         # the sentence's start, as typed
