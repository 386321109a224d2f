"""The real window: typing updates the sentence, E and Z panels to the model's values; focus links."""
import json
import os
import subprocess
import sys

import numpy as np
import pytest
from PySide6 import QtCore, QtWidgets

from posviz.model import toy_model
from posviz.qt import create_window

MODEL = toy_model()


@pytest.fixture
def window(qtbot):
    w = create_window()
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def type_sentence(qtbot, window, text):
    editor = window.findChild(QtWidgets.QLineEdit, "sentenceEditor")
    editor.clear()
    qtbot.keyClicks(editor, text)
    qtbot.waitUntil(lambda: window.session.text == text, timeout=2000)


def table_values(view):
    model = view.model()
    return np.array([[float(model.data(model.index(r, c))) for c in range(model.columnCount())]
                     for r in range(model.rowCount())])


def test_opens_on_the_lesson(window):
    ids = window.findChild(QtWidgets.QLabel, "tokenIds")
    assert "[0, 2, 6, 0, 4]" in ids.text()
    z_view = window.findChild(QtWidgets.QTableView, "inputMatrix")
    np.testing.assert_allclose(table_values(z_view), np.round(MODEL.encode("the dog bit the man").z, 2))
    e_view = window.findChild(QtWidgets.QTableView, "embeddingTable")
    np.testing.assert_allclose(table_values(e_view), MODEL.table.matrix)
    assert e_view.model().headerData(5, QtCore.Qt.Orientation.Horizontal) == "size"


def test_typing_updates_every_table(qtbot, window):
    type_sentence(qtbot, window, "a small cat chased the child")
    expected = MODEL.encode("a small cat chased the child")
    assert expected.ids.tolist() == [1, 9, 3, 7, 0, 5]
    z_view = window.findChild(QtWidgets.QTableView, "inputMatrix")
    np.testing.assert_allclose(table_values(z_view), np.round(expected.z, 2))
    labels = [z_view.model().headerData(r, QtCore.Qt.Orientation.Vertical) for r in range(6)]
    assert labels[0].endswith("0 · a") and labels[5] == "5 · child"
    e_model = window.findChild(QtWidgets.QTableView, "embeddingTable").model()
    bold = [bool(e_model.data(e_model.index(r, 0), QtCore.Qt.ItemDataRole.FontRole)) for r in range(10)]
    assert [r for r in range(10) if bold[r]] == [0, 1, 3, 5, 7, 9]
    assert "[1, 9, 3, 7, 0, 5]" in window.findChild(QtWidgets.QLabel, "tokenIds").text()


def test_chip_click_focuses_everywhere(qtbot, window):
    chips = window.sentence.chips
    assert [c.text().split("\n") for c in chips][:2] == [["the", "0"], ["dog", "2"]]
    qtbot.mouseClick(chips[4], QtCore.Qt.MouseButton.LeftButton)
    assert window.session.focus == 4
    assert window.findChild(QtWidgets.QTableView, "inputMatrix").model().focus_row == 4
    assert window.findChild(QtWidgets.QTableView, "embeddingTable").model().focus_row == 4   # "man" is id 4
    assert chips[4].isChecked() and not chips[1].isChecked()


def test_table_row_and_z_row_clicks_focus(qtbot, window):
    e_view = window.findChild(QtWidgets.QTableView, "embeddingTable")
    window.session.set_focus(4)
    e_view.clicked.emit(e_view.model().index(0, 2))        # "the": occurs at 0 and 3; 3 is nearer to 4
    assert window.session.focus == 3
    z_view = window.findChild(QtWidgets.QTableView, "inputMatrix")
    z_view.clicked.emit(z_view.model().index(2, 0))
    assert window.session.focus == 2
    e_view.clicked.emit(e_view.model().index(3, 0))        # "cat" is not in the sentence
    assert window.session.focus == 2 and "not in the sentence" in window.table.focus_title.text()


def test_nearest_and_one_hot_for_focus(window):
    window.session.set_focus(1)   # dog
    assert "cat 0.80 · chased 0.25 · bit 0.15" in window.table.nearest.text()
    np.testing.assert_array_equal(window.table.one_hot.values, np.eye(10)[2])
    np.testing.assert_array_equal(window.table.dense.values, MODEL.table.row(2))


def test_unknown_words_are_flagged(qtbot, window):
    type_sentence(qtbot, window, "the zebra bit")
    chip = window.sentence.chips[1]
    assert chip.property("unknown") is True and "[UNK]" in chip.text()
    assert "1 not in the vocabulary" in window.findChild(QtWidgets.QLabel, "tokenIds").text()
    window.session.set_focus(1)
    assert "no row" in window.table.focus_title.text()


def test_empty_sentence_is_an_empty_state(qtbot, window):
    type_sentence(qtbot, window, "")
    assert window.session.frame.length == 0 and window.session.message == ""
    assert "empty" in window.findChild(QtWidgets.QLabel, "tokenIds").text()
    assert window.findChild(QtWidgets.QTableView, "inputMatrix").model().rowCount() == 0


def test_ten_thousand_words_stay_bounded(qtbot, window):
    text = " ".join(["the dog bit the man"] * 2000)
    editor = window.findChild(QtWidgets.QLineEdit, "sentenceEditor")
    editor.setText(text)
    qtbot.waitUntil(lambda: window.session.frame.length == 10_000, timeout=5000)
    assert len(window.sentence.chips) == 48
    assert "10,000 tokens" in window.findChild(QtWidgets.QLabel, "tokenIds").text()
    assert window.findChild(QtWidgets.QTableView, "inputMatrix").model().rowCount() == 10_000


def test_emoji_and_control_characters(qtbot, window):
    editor = window.findChild(QtWidgets.QLineEdit, "sentenceEditor")
    editor.setText("the 🐕\x00dog\x07 bit 日本")
    qtbot.waitUntil(lambda: window.session.text == editor.text(), timeout=2000)
    assert [t.text for t in window.session.frame.tokens] == ["the", "🐕", "dog", "bit", "日本"]


def test_preset_sets_the_sentence(qtbot, window):
    combo = window.findChild(QtWidgets.QComboBox, "presetSelector")
    index = combo.findText("the man bit the dog")
    combo.activated.emit(index)
    assert window.session.frame.ids.tolist() == [0, 4, 6, 0, 2]
    assert window.findChild(QtWidgets.QLineEdit, "sentenceEditor").text() == "the man bit the dog"


def test_controls_switch_the_scheme(qtbot, window):
    combo = window.findChild(QtWidgets.QComboBox, "schemeSelector")
    combo.activated.emit(combo.findText("RoPE", QtCore.Qt.MatchFlag.MatchStartsWith))
    assert window.session.settings.scheme == "rope"
    assert "RoPE adds nothing" in window.matrix.summary.text()
    toggle = window.findChild(QtWidgets.QCheckBox, "positionsToggle")
    toggle.setChecked(False)
    assert not window.session.settings.positions_on
    spin = window.findChild(QtWidgets.QSpinBox, "dModelSpin")
    spin.setValue(16)
    assert window.session.frame.d_model == 16 and "illustrative" in window.table.summary.text()


def test_refused_setting_is_shown_and_undone_in_the_controls(qtbot, window):
    window.session.set_settings(scheme="rope")
    spin = window.findChild(QtWidgets.QSpinBox, "dModelSpin")
    spin.setValue(7)                                   # RoPE needs an even width
    assert spin.value() == 6 and "even" in window.session.message
    assert window.sentence.message.isVisibleTo(window) and "even" in window.sentence.message.text()


def test_table_models_pass_the_model_tester(qtmodeltester, window):
    qtmodeltester.check(window.findChild(QtWidgets.QTableView, "embeddingTable").model())
    qtmodeltester.check(window.findChild(QtWidgets.QTableView, "inputMatrix").model())


PROJECTOR = (1024, 768)
MEASURE = """
import json
from PySide6 import QtCore, QtWidgets
from posviz.qt.window.app import application
app = application()
from posviz.qt import create_window
window = create_window()
window.show()
window.resize(1024, 768)
for _ in range(50):
    app.processEvents()
least = window.minimumSize().expandedTo(window.minimumSizeHint())
boxes = {name: [box.width(), box.height()] for name, box in window.boxes.items() if box.isVisible()}
views = [[v.viewport().width(), v.viewport().height(), v.rowHeight(0)] for v in (window.table.view, window.matrix.view)
         if v.isVisible()]
print(json.dumps({"least": [least.width(), least.height()], "size": [window.width(), window.height()],
                  "boxes": boxes, "views": views}))
"""


def measure_on_a_projector(tmp_path) -> dict:
    """The window on a 1024 x 768 screen, in its own process (Qt fixes its screens when it starts)."""
    screens = {"screens": [{"name": "projector", "x": 0, "y": 0, "width": PROJECTOR[0], "height": PROJECTOR[1],
                            "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(screens))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run([sys.executable, "-c", MEASURE], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_window_fits_a_projector_and_no_panel_is_squeezed(tmp_path):
    """At 1024 x 768 (a lecture-hall projector) the window fits, and every panel shown keeps room."""
    shown = measure_on_a_projector(tmp_path)
    assert shown["least"][0] <= PROJECTOR[0] and shown["least"][1] <= PROJECTOR[1], shown
    assert shown["size"][0] <= PROJECTOR[0] and shown["size"][1] <= PROJECTOR[1], shown
    assert "sentence" in shown["boxes"] and len(shown["boxes"]) >= 2, shown
    assert all(width >= 300 and height >= 80 for width, height in shown["boxes"].values()), shown   # no slivers
    for width, height, row in shown["views"]:                                  # E and Z show numbers
        assert width >= 250 and height >= 3 * row, shown


def test_accessible_names(window):
    for name in ("sentenceEditor", "embeddingTable", "vectorAddition", "positionHeatmap", "inputMatrix",
                 "schemeSelector", "positionsToggle", "dModelSpin"):
        widget = window.findChild(QtWidgets.QWidget, name)
        assert widget is not None and widget.accessibleName(), name


def test_nearest_rows_of_a_large_table_are_searched_off_the_gui_thread(qtbot, window):
    from posviz.model import EmbeddingTable, InputLayer, Sinusoidal, Vocabulary
    from posviz.qt.workers import nearest_search
    words = ["the", "dog"] + [f"w{i}" for i in range(4_998)]
    table = EmbeddingTable.random(5_000, 1_000, seed=1)           # 5,000,000 values: past the limit
    assert table.vocab_size * table.d_model > nearest_search.ASYNC_NEAREST_VALUES
    layer = InputLayer(Vocabulary(tuple(words)), table, Sinusoidal(), name="big")
    assert window.session.set_layer(layer)
    window.session.set_focus(1)
    # the answer arrives through the event loop, which has not turned yet
    assert "searching all 5,000 rows" in window.table.nearest.text()
    qtbot.waitUntil(lambda: "searching" not in window.table.nearest.text(), timeout=20_000)
    window.table.wait()
    expected = " · ".join(f"{words[i]} {c:.2f}" for i, c in table.nearest(1, 4))
    assert expected in window.table.nearest.text()
    window.session.set_layer(None)
