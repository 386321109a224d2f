"""The word-order demo: the session computes the comparison (once per frame, in its worker for a
large sentence), the panel renders it; with a real model it shows the model's own numbers."""
import sys
import threading
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtWidgets

from posviz.lessons import shuffle
from posviz.model import toy_model
from posviz.qt import create_window
from posviz.qt.encoder import ASYNC_VALUES
from posviz.qt.panels.shuffle import heading
from posviz.qt.session import Session

LONG = "the dog bit the man " * 400          # 2,000 tokens: at d = 768, 1.5M numbers (over ASYNC_VALUES)


@pytest.fixture
def compares(monkeypatch):
    """Every comparison computed, with the thread it ran on."""
    seen, original = [], shuffle.compare_orders

    def counting(layer, frame, perm=None):
        seen.append((frame, threading.current_thread()))
        return original(layer, frame, perm)
    monkeypatch.setattr(shuffle, "compare_orders", counting)
    return seen


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    window.resize(1024, 768)
    return window


def answers(session) -> list:
    seen = []
    session.orderCompared.connect(seen.append)
    return seen


def test_a_small_frame_is_compared_here_once(qtbot, compares):
    session = Session()
    seen = answers(session)
    session.request_order_comparison()
    session.request_order_comparison()                       # the same frame: remembered
    assert len(compares) == 1 and compares[0] == (session.frame, threading.main_thread())
    assert seen[0] is seen[1] and seen[0].original is session.frame
    np.testing.assert_array_equal(seen[0].reordered.z, toy_model().encode("the man bit the dog").z)
    session.set_text("the cat bit the dog")
    session.request_order_comparison()                       # a new frame: a new comparison
    assert len(compares) == 2 and seen[-1].original is session.frame


def test_a_large_frame_is_compared_in_the_worker(qtbot, compares):
    session = Session()
    session.set_background(False)
    assert session.set_settings(d_model=768) and session.set_text(LONG)
    session.set_background(True)
    frame = session.frame
    assert frame.length * frame.d_model > ASYNC_VALUES
    seen = answers(session)
    session.request_order_comparison()
    assert seen == []                                        # not answered on the GUI thread
    with qtbot.waitSignal(session.orderCompared, timeout=30_000):
        pass
    assert compares[0][1] is not threading.main_thread()
    (result,) = seen
    assert result.original is frame and result.moved
    np.testing.assert_array_equal(result.reordered.ids, frame.ids[result.perm])


def test_an_answer_about_an_older_frame_is_dropped(qtbot, compares):
    session = Session()
    session.set_background(False)
    assert session.set_settings(d_model=768) and session.set_text(LONG)
    session.set_background(True)
    seen = answers(session)
    session.request_order_comparison()
    assert session.set_text("the man bit the dog")          # a small frame, applied at once
    assert session.wait_order_comparison()
    assert seen == [] and len(compares) == 1                # the worker's answer was about LONG


def test_without_background_the_comparison_is_made_here(qtbot, compares):
    session = Session()
    session.set_background(False)
    assert not session.background
    assert session.set_settings(d_model=768) and session.set_text(LONG)
    seen = answers(session)
    session.request_order_comparison()
    assert len(seen) == 1 and compares[0][1] is threading.main_thread()


def test_rope_adds_nothing_to_z_and_the_verdict_says_so(window):
    window.session.set_settings(scheme="rope")
    window.show_tab("Word order")
    panel = window.tabs.currentWidget().ensure_built()
    z = window.session.frame.z
    np.testing.assert_array_equal(panel.right_model.matrix, z[[0, 4, 2, 3, 1]])
    text = panel.verdict.text()
    side = int((np.abs(z[[0, 4, 2, 3, 1]] - z) > 1e-12).sum())
    assert f"RoPE adds nothing to Z: {side} of 30 numbers differ from the number beside them" in text
    assert "Positions off" not in text and "keeps exactly its row" in text
    window.session.set_settings(positions_on=False)
    assert "Positions off: " in panel.verdict.text() and "keeps exactly its row" in panel.verdict.text()


def test_a_single_word_is_not_called_a_reordering(window):
    window.show_tab("Word order")
    panel = window.tabs.currentWidget().ensure_built()
    window.session.set_text("dog")
    assert "at least two words" in panel.heading.text() and panel.right_model.rowCount() == 0


def tiny(kind: str, folder: Path):
    pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
    pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints as tc
    return getattr(tc, kind)(folder)


def open_model(qtbot, window, folder) -> None:
    with qtbot.waitSignal(window.models.loader.loaded, timeout=20_000):
        window.models.open(folder)
    window.models.loader.wait()


def test_one_word_between_special_tokens_is_not_called_a_reordering(qtbot, window, tmp_path):
    open_model(qtbot, window, tiny("bert", tmp_path / "bert")[0])
    window.session.set_text("dog")                     # [CLS] dog [SEP]: three tokens, one can move
    window.show_tab("Word order")
    panel = window.tabs.currentWidget().ensure_built()
    assert window.session.frame.length == 3
    assert "at least two words" in panel.heading.text() and panel.right_model.rowCount() == 0
    assert panel.verdict.text() == ""


def test_a_real_model_shows_its_own_numbers(qtbot, window, tmp_path):
    folder, tensors = tiny("gpt2", tmp_path / "gpt2")
    open_model(qtbot, window, folder)
    window.show_tab("Word order")
    panel = window.tabs.currentWidget().ensure_built()
    frame = window.session.frame
    assert frame.length == 5                                 # "the", " dog", " bit", " the", " man"
    wte, wpe = tensors["transformer.wte.weight"], tensors["transformer.wpe.weight"]
    perm = [0, 4, 2, 3, 1]
    np.testing.assert_allclose(panel.left_model.matrix, wte[frame.ids] + wpe[:5], rtol=0, atol=1e-6)
    np.testing.assert_allclose(panel.right_model.matrix, wte[frame.ids[perm]] + wpe[:5], rtol=0, atol=1e-6)
    changed = int((~np.isclose(panel.right_model.matrix, panel.left_model.matrix[perm], rtol=0, atol=1e-12)).sum())
    side = int((~np.isclose(panel.right_model.matrix, panel.left_model.matrix, rtol=0, atol=1e-12)).sum())
    assert f"Positions on: {side} of 40 numbers differ from the number beside them" in panel.verdict.text()
    assert f"its own row on the left, {changed} of 40 numbers differ" in panel.verdict.text() and changed > 0
    assert panel.heading.text() == heading()
    assert "the man bit the dog" in panel.right_title.text()


def boxes(window, panel):
    main = window.findChild(QtWidgets.QCheckBox, "positionsToggle")
    return [(box.isChecked(), box.isEnabled()) for box in (main, panel.positions)]


def test_the_word_order_switch_never_disagrees_with_the_scheme(window):
    """Issue 25: the tab's own "Positions on" stayed ticked beside "Positions: None"."""
    window.show_tab("Word order")
    panel = window.tabs.currentWidget().ensure_built()
    assert boxes(window, panel) == [(True, True), (True, True)]
    window.session.set_settings(scheme="none")
    assert boxes(window, panel) == [(False, False), (False, False)]
    window.session.set_settings(scheme="rope")                 # the session's own switch came back
    assert boxes(window, panel) == [(True, True), (True, True)]
    panel.positions.setChecked(False)                          # the tab writes the one switch
    assert not window.session.settings.positions_on and boxes(window, panel) == [(False, True), (False, True)]

