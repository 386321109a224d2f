"""Nearest rows of E: large tables are searched off the GUI thread, answers are remembered."""
import threading

import pytest

from posviz.model import EmbeddingTable, InputLayer, Sinusoidal, Vocabulary, toy_model
from posviz.qt.workers.nearest_search import ASYNC_NEAREST_VALUES, REMEMBERED, NearestSearch


class CountingTable:
    """An EmbeddingTable that records each search and the thread it ran on."""

    def __init__(self, table):
        self.table, self.calls = table, []
        self.vocab_size, self.d_model = table.vocab_size, table.d_model

    def nearest(self, token_id, k):
        self.calls.append((token_id, k, threading.current_thread()))
        return self.table.nearest(token_id, k)


@pytest.fixture
def big():
    table = CountingTable(EmbeddingTable.random(5_000, 1_000, seed=3))
    assert table.vocab_size * table.d_model > ASYNC_NEAREST_VALUES
    return table


def test_a_large_table_is_searched_in_the_pool_and_the_answer_is_the_models(qtbot, big):
    search, answers = NearestSearch(4), []
    search.found.connect(lambda table, token_id, result: answers.append((table, token_id, result)))
    assert not search.request(big, 7) and answers == []            # nothing yet: the search is elsewhere
    with qtbot.waitSignal(search.found, timeout=20_000):
        pass
    assert answers == [(big, 7, big.table.nearest(7, 4))]
    assert big.calls[0][2] is not threading.main_thread()


def test_a_small_table_answers_at_once_on_the_gui_thread(qtbot):
    table = CountingTable(toy_model().table)
    search, answers = NearestSearch(3), []
    search.found.connect(lambda *args: answers.append(args[2]))
    assert search.request(table, 2)
    assert [(i, round(c, 2)) for i, c in answers[0]] == [(3, 0.80), (7, 0.25), (6, 0.15)]   # the lesson's
    assert table.calls[0][2] is threading.main_thread()


def test_answers_are_remembered_for_the_same_table_only(qtbot, big):
    search = NearestSearch(4)
    search.request(big, 7)
    assert search.wait()
    assert search.request(big, 7) and len(big.calls) == 1          # answered from memory, no search
    other = CountingTable(big.table)
    search.request(other, 7)
    assert search.wait() and len(other.calls) == 1                 # a new table: searched again
    small = CountingTable(toy_model().table)
    for token_id in range(10):
        search.request(small, token_id)
    assert search.request(small, 0) and len(small.calls) == 10 <= REMEMBERED


def test_the_one_hot_view_searches_a_large_table_off_the_gui_thread(qtbot):
    from posviz.qt import create_window
    from posviz.qt.panels.deeper.onehot import OneHotView
    window = create_window()
    qtbot.addWidget(window)
    window.persistence.disable()
    view = OneHotView(window.session)
    qtbot.addWidget(view)
    words = ["the", "dog"] + [f"w{i}" for i in range(4_998)]
    table = EmbeddingTable.random(5_000, 1_000, seed=1)
    assert window.session.set_layer(InputLayer(Vocabulary(tuple(words)), table, Sinusoidal(), name="big"))
    view.show()
    window.session.set_focus(0)
    window.session.set_focus(1)
    assert "searching all 5,000 rows" in view.nearest.text()     # the GUI thread did not wait for it
    qtbot.waitUntil(lambda: "in all of E" in view.nearest.text(), timeout=20_000)
    expected = ", ".join(f"{words[i]} ({c:.2f})" for i, c in table.nearest(window.session.frame.ids[1], 3))
    assert expected in view.nearest.text()
    view.search.wait()
    window.table.wait()
