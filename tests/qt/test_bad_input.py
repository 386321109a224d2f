"""Bad input: every case gets a clear answer, and a refused one leaves everything as it was.

Each case acts as a user would (paste into the sentence editor, type into a spin box, pick from the
scheme list, resize the window) or calls the session directly, then checks the message shown and
the state: a refused change keeps the previous frame, layer, settings and focus (the very same
objects), and every panel still shows that frame. Accepted oddities (emoji, control characters,
...) are checked token by token. Damaged, foreign, huge and newer lecture files, settings of the
wrong type and exports to unwritable places are in test_persistence.py and test_export.py (here only
a well-formed lecture whose slide is too large to encode); bad model folders are in
tests/model/test_checkpoint_errors.py and test_model_loading.py.
"""
from __future__ import annotations

import html
import json
import os
import subprocess
import sys
import textwrap
import tracemalloc
from dataclasses import dataclass

import pytest
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest

from frame_checks import assert_panels_show
from posviz.model.settings import MAX_D_MODEL, LayerSettings
from posviz.qt import create_window
from posviz.qt.session import DEFAULT_SENTENCE, MAX_TEXT, MAX_Z_VALUES
from shared_window import reset_shared

Key = QtCore.Qt.Key
HERE = os.path.dirname(os.path.abspath(__file__))   # frame_checks, for the scripts run apart
BENIGN_QT_MESSAGES = ("This plugin does not support propagateSizeHints",)   # the offscreen platform's


# --- the window, reset before each case -----------------------------------------------------------
@pytest.fixture(scope="module")
def shared_window(qapp):
    """One window for the module (building one per case would double the module's time)."""
    window = create_window()
    window.show()
    yield window
    window.persistence.disable()
    window.close()
    window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def back_to_the_files_start(request):
    """The shared window is put back where the file's fixture left it, whatever ran before."""
    reset_shared(request, "shared_window")


@pytest.fixture
def window(shared_window, qapp):
    """The shared window back on the lesson: default sentence and settings, token 1 focused."""
    session = shared_window.session
    session.set_step(-1)
    assert session.set_input(DEFAULT_SENTENCE, LayerSettings())
    session.set_focus(1)
    session.set_heatmap_rows(64)
    shared_window.resize(1024, 768)
    qapp.processEvents()
    assert session.message == "" and shared_window.sentence.editor.text() == DEFAULT_SENTENCE
    return shared_window


@dataclass(frozen=True)
class Before:
    frame: object
    layer: object
    settings: LayerSettings
    focus: int


def before(window) -> Before:
    s = window.session
    return Before(s.frame, s.layer, s.settings, s.focus)


# --- acting as a user -----------------------------------------------------------------------------
def paste_sentence(window, text: str) -> None:
    """Select all of the sentence editor and paste ``text`` over it."""
    editor = window.sentence.editor
    QtWidgets.QApplication.clipboard().setText(text)
    editor.selectAll()
    editor.paste()
    QtWidgets.QApplication.processEvents()   # the editor hands its text over on the next pass


def type_into(spin, typed: str) -> None:
    """Select a spin box's text, type ``typed`` key by key and press Enter."""
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, typed)
    QTest.keyClick(spin, Key.Key_Return)
    QtWidgets.QApplication.processEvents()   # an out-of-range number reaches the session queued


# --- what a case must show ------------------------------------------------------------------------
def assert_refused(window, old: Before, *phrases: str) -> None:
    """The message names the reason; frame, layer, settings and focus are the old ones, on every panel."""
    s = window.session
    assert s.wait() and not s.busy      # a large change is refused by the background encoder
    for phrase in phrases:
        assert phrase in s.message
    assert window.statusBar().currentMessage() == s.message
    label = window.sentence.message
    assert label.isVisibleTo(window) and label.text() == html.escape(s.message)
    assert s.frame is old.frame and s.layer is old.layer and s.settings == old.settings and s.focus == old.focus
    assert_panels_show(window)


def assert_accepted(window, old: Before, tokens: list[str], unknown: list[str]) -> None:
    """No message, same settings, the frame has exactly ``tokens``; ``unknown`` are flagged as such."""
    s = window.session
    assert s.message == "" and not window.sentence.message.isVisibleTo(window)
    assert s.settings == old.settings
    assert [t.text for t in s.frame.tokens] == tokens
    assert [t.text for t in s.frame.tokens if not t.known] == unknown
    ids_text = window.sentence.ids_label.text()
    assert (f"{len(unknown)} not in the vocabulary" in ids_text) == bool(unknown)
    assert_panels_show(window)


# --- sentences ------------------------------------------------------------------------------------
EMPTY_WORDS = {"sentence": "the sentence is empty", "matrix": "Z is empty", "heatmap": "No tokens yet",
               "addition": "No sentence yet"}


@pytest.mark.parametrize("text", ["", " \t  \u3000\u00a0 \u2003"], ids=["empty", "whitespace"])
def test_an_empty_sentence_empties_every_panel_and_says_so(window, text):
    old = before(window)
    paste_sentence(window, text)
    assert_accepted(window, old, [], [])
    assert window.session.focus == -1
    assert EMPTY_WORDS["sentence"] in window.sentence.ids_label.text()
    assert EMPTY_WORDS["matrix"] in window.matrix.summary.text()
    assert EMPTY_WORDS["heatmap"] in window.heatmap.empty.text()
    assert EMPTY_WORDS["addition"] in window.addition.caption.text()
    paste_sentence(window, "the cat")                      # and back from empty
    assert_accepted(window, old, ["the", "cat"], [])
    assert window.session.focus == 0


ODD_SENTENCES = {   # id: (text, tokens, unknown tokens)
    "emoji": ("the 🐕 bit 👍🏽 man 👨‍👩‍👧", ["the", "🐕", "bit", "👍🏽", "man", "👨‍👩‍👧"],
              ["🐕", "👍🏽", "👨‍👩‍👧"]),
    "CJK": ("猫が座った the dog", ["猫が座った", "the", "dog"], ["猫が座った"]),
    "right-to-left": ("the dog שלום bit مرحبا", ["the", "dog", "שלום", "bit", "مرحبا"], ["שלום", "مرحبا"]),
    "combining marks": ("the cafe\u0301 dog", ["the", "cafe\u0301", "dog"], ["cafe\u0301"]),
    "NUL and control characters": ("the\x00dog\x07bit\x1bthe\x7fman\x85", ["the", "dog", "bit", "the", "man"], []),
    "bidi overrides and zero-width": ("\u202ethe\u202c dog\u200b \ufeffbit", ["the", "dog", "bit"], []),
    "zero-width non-joiner": ("می\u200cخواهم the", ["می\u200cخواهم", "the"], ["می\u200cخواهم"]),
    "unknown words": ("the zorp bit the QWXV", ["the", "zorp", "bit", "the", "QWXV"], ["zorp", "QWXV"]),
    "markup": ("<b>dog</b> &amp;", ["<", "b", ">", "dog", "<", "/", "b", ">", "&", "amp", ";"],
               ["<", "b", ">", "<", "/", "b", ">", "&", "amp", ";"]),
}


@pytest.mark.parametrize("name", ODD_SENTENCES)
def test_odd_text_is_split_shown_and_flagged(window, name):
    text, tokens, unknown = ODD_SENTENCES[name]
    old = before(window)
    paste_sentence(window, text)
    assert window.session.text == text
    assert_accepted(window, old, tokens, unknown)
    for index, token in enumerate(window.session.frame.tokens):   # focus each token: every panel follows
        window.session.set_focus(index)
        assert_panels_show(window)
        title = window.table.focus_title.text()
        assert html.escape(token.text) in title
        assert ("is not in the vocabulary" in title) == (not token.known)


def test_control_characters_only_separate_words(window):
    old = before(window)
    paste_sentence(window, ODD_SENTENCES["NUL and control characters"][0])
    assert window.session.frame.ids.tolist() == old.frame.ids.tolist() == [0, 2, 6, 0, 4]
    assert (window.session.frame.z == old.frame.z).all()


def test_a_megabyte_paste_is_refused_before_the_editor_takes_it(window):
    old = before(window)
    pasted = ("the dog bit the man " * 52_429)[:1_000_000]
    paste_sentence(window, pasted)
    assert_refused(window, old, "1,000,000 characters", f"{MAX_TEXT:,}", "unchanged")
    assert window.sentence.editor.text() == DEFAULT_SENTENCE == window.session.text   # the last good text
    paste_sentence(window, "the cat")
    assert_accepted(window, old, ["the", "cat"], [])


@pytest.mark.parametrize("how", ["Ctrl+V", "context menu", "drop"])
def test_a_ten_megabyte_paste_never_reaches_the_line_editor(window, monkeypatch, how):
    """The editor's limit is the session's: 10 MB froze QLineEdit (2,000,000 allowed) for minutes."""
    editor, old = window.sentence.editor, before(window)
    inserted = []
    monkeypatch.setattr(QtWidgets.QLineEdit, "insert", lambda self, text: inserted.append(len(text)))
    assert editor.maxLength() == MAX_TEXT
    big = "the dog " * 1_250_000                         # 10,000,000 characters
    QtWidgets.QApplication.clipboard().setText(big)
    editor.setFocus()
    editor.selectAll()
    if how == "Ctrl+V":
        QTest.keyClick(editor, Key.Key_V, QtCore.Qt.KeyboardModifier.ControlModifier)
    elif how == "context menu":
        editor.paste()
    else:
        mime = QtCore.QMimeData()
        mime.setText(big)
        event = QtGui.QDropEvent(QtCore.QPointF(5, 5), QtCore.Qt.DropAction.CopyAction, mime,
                                 QtCore.Qt.MouseButton.LeftButton, QtCore.Qt.KeyboardModifier.NoModifier)
        editor.dropEvent(event)
    QtWidgets.QApplication.processEvents()
    assert_refused(window, old, "10,000,000 characters", f"at most {MAX_TEXT:,}")
    assert editor.text() == DEFAULT_SENTENCE == window.session.text and inserted == []


def test_a_sentence_at_the_length_limit_is_encoded(window):
    old = before(window)
    paste_sentence(window, "the " * (MAX_TEXT // 4))
    assert_accepted(window, old, ["the"] * (MAX_TEXT // 4), [])
    assert window.matrix.model.rowCount() == MAX_TEXT // 4


def test_a_sentence_too_wide_for_memory_is_refused(window):
    assert window.session.set_settings(d_model=4096)
    old = before(window)
    paste_sentence(window, "the dog " * 1000)        # Z would be 2,000 x 4,096 numbers
    assert_refused(window, old, "2,000 tokens × 4,096", f"{MAX_Z_VALUES:,}")


def test_a_width_too_large_for_a_long_sentence_is_refused(window):
    paste_sentence(window, "the dog " * 1000)
    old = before(window)
    type_into(window.controls.d_model, "4096")
    assert_refused(window, old, "2,000 tokens × 4,096")
    assert window.controls.d_model.value() == 6


# --- d_model and base -----------------------------------------------------------------------------
REFUSED_WIDTHS = {0: "d_model must be at least 1, got 0", -1: "d_model must be at least 1, got -1",
                  100_000: f"d_model must be at most {MAX_D_MODEL:,}, got 100,000"}


@pytest.mark.parametrize("width", REFUSED_WIDTHS)
@pytest.mark.parametrize("through", ["session", "dModelSpin"])
def test_an_impossible_width_is_refused(window, width, through):
    old = before(window)
    if through == "session":
        assert not window.session.set_settings(d_model=width)
    else:
        type_into(window.controls.d_model, str(width))
    assert_refused(window, old, REFUSED_WIDTHS[width])
    assert window.controls.d_model.value() == 6 and window.controls.d_model.text() == "6"


@pytest.mark.parametrize("width", [1, 3])
@pytest.mark.parametrize("through", ["session", "dModelSpin"])
def test_a_narrow_width_is_drawn(window, width, through):
    old = before(window)
    if through == "session":
        assert window.session.set_settings(d_model=width)
    else:
        type_into(window.controls.d_model, str(width))
    s = window.session
    assert s.message == "" and s.settings == old.settings.changed(d_model=width)
    assert s.frame.z.shape == (5, width) and s.layer.table.illustrative
    assert window.controls.d_model.value() == width
    assert_panels_show(window)


def test_an_odd_width_under_rope_is_refused(window):
    assert window.session.set_settings(scheme="rope")
    old = before(window)
    type_into(window.controls.d_model, "3")
    assert_refused(window, old, "RoPE rotates pairs", "got 3")


BASE_REASON = "base must be a finite number greater than 0"


@pytest.mark.parametrize("base", [0.0, -1.0, float("nan"), float("inf"), float("-inf")])
def test_an_impossible_base_is_refused(window, base):
    old = before(window)
    assert not window.session.set_settings(base=base)
    assert_refused(window, old, BASE_REASON)
    assert window.controls.base.value() == 10000.0


@pytest.mark.parametrize("typed", ["0", "-1"])
def test_an_impossible_base_typed_is_refused(window, typed):
    old = before(window)
    type_into(window.controls.base, typed)
    assert_refused(window, old, BASE_REASON)
    assert window.controls.base.value() == 10000.0 and window.controls.base.text() == "10000"


@pytest.mark.parametrize("typed", ["inf", "nan", "ten"])
def test_letters_cannot_be_typed_as_a_base(window, typed):
    old = before(window)
    type_into(window.controls.base, typed)
    s = window.session
    assert s.message == "" and s.settings == old.settings and s.frame is old.frame
    assert window.controls.base.text() == "10000"


# --- a learned table asked past its end -----------------------------------------------------------
LONG = " ".join(["the dog bit the man"] * 8)   # 40 tokens; the illustrative learned table has 32 rows


def test_a_sentence_past_a_learned_table_is_refused(window):
    assert window.session.set_settings(scheme="learned")
    old = before(window)
    paste_sentence(window, LONG)
    assert_refused(window, old, "position 39 is past the end", "32 rows")
    assert window.sentence.editor.text() == LONG                  # kept, to be shortened


def test_choosing_a_learned_table_too_short_for_the_sentence_is_refused(window):
    paste_sentence(window, LONG)
    old = before(window)
    combo = window.controls.scheme
    learned = next(i for i in range(combo.count()) if combo.itemData(i)[0] == "learned")
    combo.setCurrentIndex(learned)
    combo.activated.emit(learned)
    assert_refused(window, old, "past the end", "32 rows")
    assert combo.itemData(combo.currentIndex()) == ("sinusoidal", "paper")


def test_the_heatmap_never_asks_a_learned_table_past_its_end(window):
    assert window.session.set_settings(scheme="learned")
    window.session.set_heatmap_rows(1000)
    window.heatmap.render_now()
    heatmap = window.heatmap
    assert heatmap.rows_shown == heatmap.rows_axis.count == heatmap.tile.rows.stop == 32
    assert heatmap.plot.getViewBox().viewRange()[1][1] <= 32 and "32 rows" in heatmap.caption.text()
    assert_panels_show(window)


def test_a_lecture_slide_too_large_to_encode_is_refused_before_allocating(window, tmp_path):
    from posviz.lecture.state import LectureState, LectureStateError, Slide
    path = tmp_path / "wide.posviz"
    slide = Slide("the " * 24_000, LayerSettings(d_model=MAX_D_MODEL))   # Z: 24,000 x 8,192 numbers
    LectureState((slide,)).save(path)
    old = before(window)
    tracemalloc.start()
    try:
        with pytest.raises(LectureStateError, match="24,000 tokens × 8,192"):
            window.persistence.open_from(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 100e6          # the three float64 (L, d) arrays would be 4.7 GB
    s = window.session
    assert s.frame is old.frame and s.settings == old.settings
    assert_panels_show(window)


# --- window sizes and scale -----------------------------------------------------------------------
def qt_warnings(qtlog) -> list[str]:
    return [r.message for r in qtlog.records if r.type != QtCore.QtMsgType.QtDebugMsg
            and not r.message.startswith(BENIGN_QT_MESSAGES)]


def test_a_tiny_window_stops_at_a_size_that_fits_a_projector(window, qtlog, qapp):
    old = before(window)
    window.resize(200, 150)
    for _ in range(3):           # the minimum size settles over a few layout passes
        qapp.processEvents()
    assert window.width() <= 1024 and window.height() <= 768
    assert window.size() == window.size().expandedTo(window.minimumSize())
    assert window.session.frame is old.frame
    assert_panels_show(window)
    paste_sentence(window, "the man bit the dog")
    window.heatmap.render_now()
    assert_accepted(window, old, ["the", "man", "bit", "the", "dog"], [])
    assert qt_warnings(qtlog) == []


def run_on_a_screen(tmp_path, width: int, height: int, script: str, **env) -> subprocess.CompletedProcess:
    """Run ``script`` in its own process on one offscreen screen of ``width`` x ``height`` device
    pixels (Qt fixes its screens when it starts, and the window never grows past its screen)."""
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": [{"name": "big", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", XDG_DATA_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path), PYTHONPATH=os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")]),
               **env)
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    return done


EIGHT_K = textwrap.dedent("""
    from PySide6 import QtWidgets
    from frame_checks import assert_panels_show
    from posviz.qt import create_window
    app = QtWidgets.QApplication([])
    window = create_window()
    window.show()
    window.resize(7680, 4320)
    app.processEvents()
    window.heatmap.render_now()
    tile = window.heatmap.tile
    assert_panels_show(window)
    image = window.grab()
    print("size", window.width(), window.height(), "grab", image.width(), image.height())
    print("blocks", tile.rows.block, tile.cols.block, "values", tile.values.shape)
    window.persistence.disable()
""")


def test_an_8k_window_draws_every_position_on_its_own_pixels(tmp_path):
    """On an 8K screen the window takes 7,680 x 4,320 and the heatmap gives each of the 64 x 6 values
    its own pixels (no averaging into blocks); every panel shows the frame."""
    done = run_on_a_screen(tmp_path, 7680 + 8, 4320 + 8, EIGHT_K)   # + the window frame
    assert "size 7680 4320 grab 7680 4320" in done.stdout, done.stdout
    assert "blocks 1 1 values (64, 6)" in done.stdout, done.stdout
    assert [line for line in done.stderr.splitlines() if line and not line.startswith(BENIGN_QT_MESSAGES)] == []


SCALED = textwrap.dedent("""
    from PySide6 import QtWidgets
    from posviz.qt import create_window
    window = create_window()
    window.resize(1024, 768)
    window.show()
    app = QtWidgets.QApplication.instance()
    app.processEvents()
    window.session.set_text("the man bit the dog")
    app.processEvents()
    window.heatmap.render_now()
    image = window.grab()
    print("ratio", window.devicePixelRatioF(), "ids", window.session.frame.ids.tolist())
    print("grab", image.width(), image.height(), "rows", window.heatmap.tile.rows.count)
    print("size", window.width(), window.height())
    window.persistence.disable()
""")


def test_the_window_runs_at_twice_the_scale(tmp_path):
    """At QT_SCALE_FACTOR=2 on a 2,048 x 1,536 screen (1,024 x 768 logical), the window's picture has
    twice as many pixels each way and the heatmap still draws its 64 rows."""
    done = run_on_a_screen(tmp_path, 2048 + 8, 1536 + 8, SCALED, QT_SCALE_FACTOR="2")
    assert "ratio 2.0 ids [0, 4, 6, 0, 2]" in done.stdout
    size = [int(v) for v in done.stdout.split("size ")[1].split()]
    assert 1000 <= size[0] <= 1028 and 740 <= size[1] <= 772, done.stdout        # a projector's worth, logical
    assert f"grab {2 * size[0]} {2 * size[1]} rows 64" in done.stdout, done.stdout
    errors = [line for line in done.stderr.splitlines() if line and not line.startswith(BENIGN_QT_MESSAGES)]
    assert errors == []
