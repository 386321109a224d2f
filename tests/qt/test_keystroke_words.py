"""A keystroke words the panels' screen-reader descriptions and the heatmap's legend again only
when what they say changed, and they then read exactly what a window opened on the new sentence
reads (nothing is timed: calls are counted, texts compared)."""
import pytest
from PySide6 import QtCore
from PySide6.QtTest import QTest

from posviz.qt import create_window

Qt = QtCore.Qt
WORDS = ("the", "dog", "bit", "the", "man")
LONG = "qq " + " ".join(WORDS[i % 5] for i in range(62)) + " zz"     # 64 tokens


def opened(qtbot, text: str, focus: int):
    window = create_window(text)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert window.session.set_settings(d_model=512)
    window.session.set_focus(focus)
    qtbot.wait(50)
    return window


def views(window) -> dict:
    return {"heatmap": window.heatmap.view, "Z": window.matrix.view, "E": window.table.view}


def words_of(window) -> dict:
    """Every description, and the heatmap's legend, as the window shows them."""
    said = {name: view.accessibleDescription() for name, view in views(window).items()}
    strip = tuple(text for _, text, _, _ in window.heatmap.strip.word_labels())     # the words beside the rows
    return dict(said, legend=window.heatmap.readout.text(), caption=window.heatmap.caption.text(), strip=strip)


class Described:
    """Counts each view's setAccessibleDescription calls."""

    def __init__(self, window) -> None:
        self.calls = {name: 0 for name in views(window)}
        for name, view in views(window).items():
            original = view.setAccessibleDescription

            def counted(text, name=name, original=original):
                self.calls[name] += 1
                original(text)
            view.setAccessibleDescription = counted


def type_key(qtbot, window, key) -> None:
    QTest.keyClick(window.sentence.editor, key)
    window.sentence.flush()
    qtbot.wait(30)


@pytest.fixture
def window(qtbot):
    w = opened(qtbot, LONG, 0)
    w.sentence.editor.setFocus()
    return w


def test_a_keystroke_away_from_the_focused_word_words_nothing_again(qtbot, window):
    window.sentence.editor.end(False)
    described = Described(window)
    type_key(qtbot, window, Qt.Key.Key_X)
    assert window.session.frame.tokens[63].text == "zzx" and window.session.focus == 0
    assert described.calls == {"heatmap": 0, "Z": 0, "E": 0}
    fresh = opened(qtbot, LONG + "x", 0)
    assert words_of(window) == words_of(fresh)


def test_a_keystroke_in_the_focused_word_words_it_again_as_a_fresh_window_does(qtbot, window):
    window.sentence.editor.home(False)
    before = words_of(window)
    described = Described(window)
    type_key(qtbot, window, Qt.Key.Key_W)
    assert window.session.frame.tokens[0].text == "wqq" and window.session.focus == 0
    assert described.calls == {"heatmap": 1, "Z": 1, "E": 1}
    after = words_of(window)
    assert all("wqq" in after[name] for name in ("heatmap", "Z", "E", "legend")) and after["strip"][0] == "0 wqq"
    assert all(after[name] != before[name] for name in ("heatmap", "Z", "E", "legend"))
    fresh = opened(qtbot, "w" + LONG, 0)
    assert after == words_of(fresh)


def test_a_new_length_words_the_descriptions_and_legend_again(qtbot, window):
    window.sentence.editor.end(False)
    window.sentence.editor.insert(" a")          # (Space is a clicker key outside editing)
    window.sentence.flush()
    qtbot.wait(30)
    assert window.session.frame.length == 65
    fresh = opened(qtbot, LONG + " a", 0)
    assert words_of(window) == words_of(fresh)
    assert "65 rows" in window.matrix.view.accessibleDescription()
    assert "0–63" in window.heatmap.readout.text()       # the heatmap draws 64 rows: the grey bar ends there


def strip_on_screen(qtbot, window):
    """The strip's pixels as the window last drew them (the screen's copy, not a fresh rendering:
    a part left out of a partial repaint shows here)."""
    qtbot.wait(80)                            # (the repaint pass of the last change)
    strip, view = window.heatmap.strip, window.heatmap.view
    box = view.mapFromScene(strip.mapToScene(strip.boundingRect())).boundingRect()
    corner = view.mapTo(window, box.topLeft())
    return window.screen().grabWindow(window.winId(), corner.x(), corner.y(), box.width(), box.height()).toImage()


def test_the_words_redrawn_alone_leave_the_strip_as_a_fresh_window_draws_it(qtbot, window):
    window.sentence.editor.home(False)
    qtbot.wait(400)                             # the heatmap's first renders (coarse, then refined) are done
    type_key(qtbot, window, Qt.Key.Key_W)       # the first word: only its label is redrawn
    ours = strip_on_screen(qtbot, window)       # (before another window deactivates it: that repaints all)
    fresh = opened(qtbot, "w" + LONG, 0)
    fresh.sentence.editor.setFocus()
    theirs = strip_on_screen(qtbot, fresh)
    assert not ours.isNull() and ours.size() == theirs.size() and ours.width() > 50
    assert ours == theirs
