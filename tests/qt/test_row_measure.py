"""Opening a real model shows it before its rows are measured; the pass runs once, off the GUI thread.

The pass over the token table (lengths, NaN/inf rows, the nearest-row search's int8 copy) takes
seconds for 128k x 4k rows, so the loader no longer makes the first frame wait for it: the E
panel's nearest-row search and the Real model tab ask for it from background threads.
"""
import html
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors", reason="writing test files needs the 'safetensors' package")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tc  # noqa: E402
from PySide6 import QtCore  # noqa: E402

from posviz.qt import create_window  # noqa: E402


@pytest.fixture
def window(qtbot, monkeypatch):
    monkeypatch.setattr("posviz.qt.workers.nearest_search.ASYNC_NEAREST_VALUES", 0)  # every table is "large"
    window = create_window()
    qtbot.addWidget(window)
    window.persistence.disable()
    yield window
    window.models.loader.cancel()
    window.models.loader.wait()


@pytest.fixture
def gated(monkeypatch):
    """build_index held at a gate until the test opens it; records the threads and tables it ran for."""
    import posviz.model.checkpoint.nearest_index as nearest_index
    real_build, gate, runs = nearest_index.build_index, threading.Event(), []

    def build(blocks, shape, progress=None, cancelled=None, **options):
        runs.append((threading.current_thread(), shape))
        gate.wait(20)                                  # a planted GUI-thread call must not hang the run
        return real_build(blocks, shape, progress, cancelled, **options)

    monkeypatch.setattr("posviz.model.checkpoint.table.build_index", build)
    return gate, runs


def open_model(qtbot, window, folder):
    with qtbot.waitSignal(window.models.loader.loaded, timeout=20_000):
        window.models.open(folder)
    return window.session.layer


def brute_force_words(layer, token_id, k):
    """The k nearest rows by float64 cosine, written out, as the E panel words them."""
    matrix = np.asarray(layer.table.matrix, dtype=np.float64)
    query = matrix[token_id]
    cosines = matrix @ query / (np.linalg.norm(matrix, axis=1) * np.linalg.norm(query))
    cosines[token_id] = -np.inf
    order = sorted(range(len(cosines)), key=lambda i: (-cosines[i], i))[:k]
    return " · ".join(f"{html.escape(layer.vocabulary.token_of(i))} {cosines[i]:.2f}" for i in order)


def test_the_model_is_shown_before_its_rows_are_measured_and_they_are_measured_once_in_the_background(
        qtbot, window, gated, tmp_path):
    gate, runs = gated
    folder = tc.gpt2(tmp_path / "gpt2", d=16)[0]
    layer = open_model(qtbot, window, folder)
    assert not layer.table.measured                      # the loader did not make the first frame wait
    window.show_tab("Real model")
    facts = window.tabs.currentWidget().ensure_built().facts
    assert f"the {layer.table.vocab_size:,} token rows are being measured in the background…" in facts.text()
    assert "searching all" in window.table.nearest.text()
    gate.set()
    qtbot.waitUntil(lambda: "Rows with NaN or ±inf</b>&nbsp;&nbsp;</td><td>none" in facts.text(), timeout=20_000)
    window.table.wait()
    qtbot.waitUntil(lambda: "Nearest rows by cosine:" in window.table.nearest.text(), timeout=20_000)
    assert len(runs) == 1 and runs[0][0] is not threading.main_thread()
    focus = window.session.frame.ids[window.session.focus]
    shown = window.table.nearest.text()
    assert shown == f"Nearest rows by cosine: <b>{brute_force_words(layer, focus, 4)}</b>"


def test_opening_another_model_stops_the_last_ones_measuring(qtbot, window, gated, tmp_path):
    gate, runs = gated
    first = open_model(qtbot, window, tc.gpt2(tmp_path / "a", d=16)[0])
    window.show_tab("Real model")
    window.tabs.currentWidget().ensure_built()
    qtbot.waitUntil(lambda: len(runs) == 1, timeout=20_000)        # the first pass waits at the gate
    second = open_model(qtbot, window, tc.gpt2(tmp_path / "b", d=24, seed=1)[0])
    gate.set()
    qtbot.waitUntil(lambda: second.table.measured, timeout=20_000)
    window.table.wait()
    assert not first.table.measured                              # stopped at its first block, kept nothing


def test_opening_a_bf16_model_reads_only_the_rows_it_shows(qtbot, window, monkeypatch, tmp_path):
    """E's table shows a bf16 table lazily: widening all of Llama 3's took seconds on the GUI thread."""
    from posviz.model.checkpoint import safetensors_io
    from posviz.model.viewport import LEVEL_SAMPLE
    real_widen, widened = safetensors_io.widen_bf16, []

    def widen(bits):
        widened.append(np.size(bits))
        return real_widen(bits)

    monkeypatch.setattr(safetensors_io, "widen_bf16", widen)
    folder, tensors = tc.llama(tmp_path / "llama", d=1024, extra_rows=2_000)
    rows, d = tensors["model.embed_tokens.weight"].shape
    window.resize(1280, 800)
    window.show()
    layer = open_model(qtbot, window, folder)
    qtbot.waitExposed(window)
    window.grab()                                           # E's table paints its visible cells
    window.table.wait()
    assert widened and max(widened) <= LEVEL_SAMPLE + d < rows * d / 8     # a sample for the colour levels
    labels = window.table.model.headerData(7, QtCore.Qt.Orientation.Vertical, QtCore.Qt.ItemDataRole.DisplayRole)
    assert labels == f"7 · {layer.vocabulary.token_of(7)}"
    cell = window.table.model.data(window.table.model.index(7, 3), QtCore.Qt.ItemDataRole.DisplayRole)
    assert cell == f"{tensors['model.embed_tokens.weight'][7, 3]:.2f}"
