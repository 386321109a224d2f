"""The Compare tab: models added in the background never replace the main view's; chips line up by
character; the view fits a zoomed projector without scrolling sideways; descriptions say the numbers."""
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tc  # noqa: E402

from PySide6 import QtWidgets  # noqa: E402
from posviz.qt import create_window  # noqa: E402
from posviz.qt.panels.compare.panel import ComparePanel  # noqa: E402

SENTENCE = "the dog bit cats"


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    root = tmp_path_factory.mktemp("compare_tab")
    return tc.gpt2(root / "gpt2", positions=32)[0], tc.bert(root / "bert", positions=32)[0]


def compare_tab(qtbot, window, specs, sentence=SENTENCE):
    window.session.set_text(sentence)
    window.show_tab("Compare")
    panel = window.tabs.currentWidget().ensure_built()
    assert isinstance(panel, ComparePanel)
    for spec in specs:
        panel.add(str(spec))
        qtbot.waitUntil(lambda: not panel.loader.loading, timeout=20_000)
    qtbot.waitUntil(lambda: panel.view.comparison is not None and len(panel.view.comparison.models) == len(specs),
                    timeout=20_000)
    panel.worker.wait()
    return panel


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    yield window


def test_models_are_compared_without_replacing_the_main_one(qtbot, window, folders):
    main_layer = window.session.layer
    panel = compare_tab(qtbot, window, ("toy", *folders))
    assert window.session.layer is main_layer and window.session.real_model is None
    names = [m.name for m in panel.view.comparison.models]
    assert names == ["toy", "GPT-2", "BERT"]
    assert panel.view.chosen.text().splitlines()[:3] == [
        "toy has no token for “cats”: it becomes the unknown token (id 10).", "GPT-2 cuts “cats” into 2 tokens.",
        "BERT cuts “cats” into 2 tokens."]
    assert panel.char_spin.value() == SENTENCE.index("cats")
    window.session.set_text("a small cat")                           # the session's sentence, followed
    qtbot.waitUntil(lambda: panel.view.comparison.text == "a small cat", timeout=20_000)
    assert [m.count for m in panel.view.comparison.models] == [3, 3, 5] and panel.char_spin.value() == 2
    assert panel.add("toy")                                          # a fourth is fine, a fifth is not
    qtbot.waitUntil(lambda: len(panel.models) == 4, timeout=20_000)
    assert not panel.add("toy") and panel.status.text() == "At most 4 models can be compared side by side: " \
        "remove one first."
    assert window.session.layer is main_layer

def test_chips_line_up_by_character(qtbot, window, folders):
    panel = compare_tab(qtbot, window, folders)
    chips = panel.chips_boxes() if hasattr(panel, "chips_boxes") else panel.view.chips._boxes
    gpt2, bert = panel.view.comparison.models
    left = {}
    for rect, m, i in chips:
        model = (gpt2, bert)[m]
        if not model.special[i]:
            left.setdefault(m, {})[int(model.spans[i][1])] = rect.right()
    shared_ends = set(left[0]) & set(left[1])         # "the", "bit", "cat": both models end a token there
    assert {SENTENCE.index("cats") + 3, 3} <= shared_ends
    for end in shared_ends:
        assert left[0][end] == pytest.approx(left[1][end])


def test_descriptions_state_the_numbers(qtbot, window, folders):
    panel = compare_tab(qtbot, window, folders)
    bert = panel.view.comparison.models[1]
    description = panel.view.plot.accessibleDescription()
    assert f"BERT: row lengths {float(bert.norms[0]):.4g}" in description.replace("−", "-")
    chips = panel.view.chips.accessibleDescription()
    assert f"BERT: {bert.count} tokens: “[CLS]” 2, “the” 4" in chips


def test_fits_1024_by_768_at_200_percent(qtbot, window, folders):
    window.resize(1024, 768)
    window.session.set_zoom(2.0)
    panel = compare_tab(qtbot, window, ("toy", *folders), "the small dog bit the man and a small cat chased the dog")
    qtbot.wait(50)
    assert len({rect.top() for rect, _, _ in panel.view.chips._boxes}) > 3      # wrapped onto a second line
    area = panel.parentWidget()
    while not isinstance(area, QtWidgets.QScrollArea):    # the tab's scroll area, above its page
        area = area.parentWidget()
    assert area.horizontalScrollBar().maximum() == 0
    assert np.all([rect.right() <= panel.view.chips.width() + 1 for rect, _, _ in panel.view.chips._boxes])


def test_a_recent_folder_is_added_from_the_list(qtbot, window, folders):
    from PySide6 import QtCore
    QtCore.QSettings().setValue("models/recent", [str(folders[1]), 7])      # a bad entry is skipped
    panel = compare_tab(qtbot, window, ("toy",))
    assert [panel.recent.itemData(i) for i in range(panel.recent.count())] == [None, str(folders[1])]
    panel.recent.activated.emit(1)
    qtbot.waitUntil(lambda: len(panel.models) == 2, timeout=20_000)
    panel.worker.wait()
    qtbot.waitUntil(lambda: [m.name for m in panel.view.comparison.models] == ["toy", "BERT"], timeout=20_000)
