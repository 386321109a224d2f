"""The heatmap read from the back row: the sentence's rows are marked in a band with their words
beside them at any row count, and the columns are named for what they are (index, pair, sin/cos),
never for E's meanings."""
import numpy as np
import pytest
from PySide6 import QtCore, QtGui

from posviz.qt.panels.heatmap.axes import BAND_WIDTH, SENTENCE_COLOR
from posviz.qt.panels.heatmap.panel import HeatmapPanel
from posviz.qt.session import Session

SENTENCE = "the dog bit the man"


@pytest.fixture
def make_panel(qtbot):
    def make(text=SENTENCE, size=(500, 420), rows=64):
        session = Session(text)
        session.background = False
        session.set_heatmap_rows(rows)
        panel = HeatmapPanel(session)
        qtbot.addWidget(panel)
        panel.resize(*size)
        panel.show()
        qtbot.waitExposed(panel)
        panel.render_now()
        return session, panel
    return make


def row_middle_in_strip(panel, row) -> float:
    """y of a row's middle in the strip's own pixels, mapped through the view box (not the strip)."""
    scene = panel.plot.getViewBox().mapViewToScene(QtCore.QPointF(0, row + 0.5))
    return panel.strip.mapFromScene(scene).y()


@pytest.mark.parametrize("rows", [64, 1000, 1_000_000])
def test_the_sentence_band_is_wide_and_its_words_stand_beside_it(make_panel, rows):
    session, panel = make_panel(rows=rows)
    grabbed = panel.view.grab().toImage()
    y = int(panel.view.mapFromScene(panel.strip.mapToScene(QtCore.QPointF(0, row_middle_in_strip(panel, 0)))).y())
    band = [x for x in range(grabbed.width()) if QtGui.QColor(grabbed.pixel(x, max(y, 1))) == SENTENCE_COLOR]
    assert len(band) >= BAND_WIDTH >= 12                       # not a 6 px sliver
    labels = panel.strip.word_labels()
    words = [token.text for token in session.frame.tokens]
    assert [text for _, text, _, _ in labels] == [f"{i} {w}" for i, w in enumerate(words)]
    line = QtGui.QFontMetrics(panel.strip.style["tickFont"] or panel.font()).height()
    for (_, _, box, row_y), (i, _, _, _) in zip(labels, labels):
        assert box.height() >= line
        assert row_y == pytest.approx(row_middle_in_strip(panel, i), abs=0.5)   # the leader ends on its row
    tops = [box.top() for _, _, box, _ in labels]
    assert all(b - a >= line - 0.5 for a, b in zip(tops, tops[1:]))           # one line apart, no overlap
    strip = panel.strip.boundingRect()
    assert all(strip.contains(box) or box.bottom() <= strip.bottom() + 0.5 for _, _, box, _ in labels)


def test_a_long_sentence_names_what_fits_and_counts_the_rest(make_panel):
    text = " ".join(["the dog bit the man"] * 12)            # 60 tokens in a short panel
    session, panel = make_panel(text=text, size=(500, 300))
    labels = panel.strip.word_labels()
    assert labels[-1][1].startswith("… ") and labels[-1][1].endswith(" more")
    shown = len(labels) - 1
    assert labels[-1][1] == f"… {60 - shown:,} more"
    assert labels[-1][2].bottom() <= panel.strip.boundingRect().bottom() + 0.5


def test_a_scrolled_long_sentence_names_exactly_the_rows_on_screen(make_panel):
    """Only the screenful of rows is mapped to pixels (a keystroke in a 2,000-token sentence must not
    map every row), and the words named are still those of every row whose middle is on screen."""
    text = " ".join(["the dog bit the man"] * 400)
    session, panel = make_panel(text=text, size=(500, 700), rows=4_000)
    assert panel.strip.word_labels()[0][:2] == (0, "0 the")     # (kept until the view moves)
    panel.plot.getViewBox().setYRange(150, 176, padding=0)
    panel.render_now()
    bounds = panel.strip.boundingRect()
    named = min(len(panel.strip.words), session.frame.length)        # the words the panel passes
    on_screen = [i for i in range(named) if bounds.top() <= row_middle_in_strip(panel, i) <= bounds.bottom()]
    *labels, more = panel.strip.word_labels()
    assert 24 <= len(on_screen) <= 30 and 148 <= on_screen[0] <= 150
    assert [i for i, _, _, _ in labels] == on_screen
    assert [text for _, text, _, _ in labels] == [f"{i} {session.frame.tokens[i].text}" for i in on_screen]
    assert more[:2] == (-1, f"… {session.frame.length - len(on_screen):,} more")


def test_hover_names_the_wave_not_the_tables_meaning(make_panel):
    session, panel = make_panel()
    names = session.layer.table.dim_names
    assert names and "animal" in names                        # E's columns do have meanings...
    for column in range(session.layer.d_model):
        text = panel.readout_text(7, column)
        pair, kind = column // 2, ("sin" if column % 2 == 0 else "cos")
        assert text.startswith(f"position 7 · dimension {column} (pair {pair} · {kind}): {kind}(7 / 10000^")
        assert not any(name in text for name in names)       # ...a position's columns do not


def test_column_ticks_say_index_and_wave_when_there_is_room(make_panel):
    session, panel = make_panel(size=(1400, 420))
    axis = panel.dims_axis
    axis.tickValues(0, 6, panel.view.view_box.width())
    strings = axis.tickStrings([c + 0.5 for c in range(6)], 1, 1)
    assert strings == ["0\nsin 0", "1\ncos 0", "2\nsin 1", "3\ncos 1", "4\nsin 2", "5\ncos 2"]
    session.set_settings(convention="split")
    strings = axis.tickStrings([c + 0.5 for c in range(6)], 1, 1)
    assert strings == ["0\nsin 0", "1\nsin 1", "2\nsin 2", "3\ncos 0", "4\ncos 1", "5\ncos 2"]
    assert not any(name in " ".join(strings) for name in session.layer.table.dim_names)


@pytest.mark.parametrize("convention", ["paper", "split"])
def test_the_caption_says_which_columns_turn_fast_as_the_table_does(make_panel, convention):
    session, panel = make_panel()
    session.set_settings(convention=convention, d_model=16)
    table = session.layer.positions.encode(np.arange(64), 16)
    rate = np.abs(np.diff(table, axis=0)).mean(axis=0)       # change per position, per column
    caption = panel.caption.text()
    if "Pair 0 (left) turns fastest." in caption:
        assert rate[0] > 5 * rate[-1] and np.all(np.diff(rate[0::2]) < 0)
    else:
        assert "Sines, then cosines: pair 0 of each half turns fastest" in caption
        assert rate[0] > 5 * rate[7] and rate[8] > 5 * rate[15]


def band_pixels(panel, grabbed, row) -> list[int]:
    """x of the strip's grey pixels on the line through the middle of ``row``."""
    y = int(panel.view.mapFromScene(panel.strip.mapToScene(QtCore.QPointF(0, row_middle_in_strip(panel, row)))).y())
    return [x for x in range(grabbed.width()) if QtGui.QColor(grabbed.pixel(x, y)) == SENTENCE_COLOR]


@pytest.mark.parametrize("focus", [0, 3])
def test_the_legend_says_what_the_band_and_the_outline_mark(make_panel, focus):
    """“Grey bar: the sentence, positions 0–N. Outlined: “w”, position f.” read against the picture:
    the bar is grey and covers exactly the sentence's rows, the outline sits on row f, w is its token."""
    session, panel = make_panel()
    session.set_focus(focus)
    legend = panel.readout.text()
    length = session.frame.length
    assert f"Grey bar: the sentence, positions 0–{length - 1}." in legend
    word = session.frame.tokens[focus].text
    assert f"Outlined: “{word}”, position {focus}." in legend
    r, g, b, _ = SENTENCE_COLOR.getRgb()
    assert max(r, g, b) - min(r, g, b) <= 10                        # the bar's colour is a grey
    grabbed = panel.view.grab().toImage()
    assert all(band_pixels(panel, grabbed, row) for row in range(length))     # every sentence row...
    assert band_pixels(panel, grabbed, length) == [] == band_pixels(panel, grabbed, 40)   # ...and no other
    for item in panel.outline:                                      # the outline frames row ``focus``
        rect = item.rect()
        assert item.isVisible() and (rect.top(), rect.height()) == (focus, 1)
        assert (rect.left(), rect.width()) == (0, session.layer.d_model)


def rows_in_view(panel) -> tuple[float, float]:
    return tuple(panel.view.view_box.viewRange()[1])


@pytest.mark.parametrize("text, shown", [(SENTENCE, 5), ("the dog", 4), ("the dog bit the man " * 3 + "the dog", 17)])
def test_in_the_position_step_the_sentence_fills_the_heatmap(make_panel, text, shown):
    """Walkthrough step 3 (index 2) frames the view on the sentence's rows (at least four), so each row
    is tall and named beside itself; leaving the step shows the whole table again."""
    session, panel = make_panel(text=text, size=(500, 600))
    assert session.frame.length == len(text.split())
    assert rows_in_view(panel) == pytest.approx((0, 64))
    session.set_step(2)
    assert rows_in_view(panel) == pytest.approx((0, shown))
    panel.render_now()
    assert panel.tile.rows.extent == shown                          # the image holds exactly those rows
    height = panel.view.view_box.height()
    assert height / shown >= 20                                      # tall rows, not a sliver of a 64-row table
    labels = panel.strip.word_labels()
    assert len(labels) == session.frame.length
    for i, (_, _, _, row_y) in enumerate(labels):                     # each name beside its own row
        assert row_y == pytest.approx(row_middle_in_strip(panel, i), abs=0.5)
    boxes = [box for _, _, box, _ in labels]
    assert all(a.bottom() <= b.top() + 0.5 for a, b in zip(boxes, boxes[1:]))   # names never pile up
    session.set_step(3)
    assert rows_in_view(panel) == pytest.approx((0, 64))


def test_typing_during_the_position_step_keeps_the_sentence_framed(make_panel):
    session, panel = make_panel()
    session.set_step(2)
    session.set_text("the dog bit the man and the man bit the dog")
    assert rows_in_view(panel) == pytest.approx((0, 11))
    session.set_heatmap_rows(8)                                       # fewer rows than words: all of them
    assert rows_in_view(panel) == pytest.approx((0, 8))
    session.set_step(-1)
    assert rows_in_view(panel) == pytest.approx((0, 8))
