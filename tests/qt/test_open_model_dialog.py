"""File → Open model: the fake cache's usable models are listed (and only they can be chosen), one opens, it is remembered."""
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtCore, QtWidgets

pytest.importorskip("huggingface_hub")
pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))

import tiny_checkpoints  # noqa: E402
from test_hub_cache import _cache_repo  # noqa: E402  (the cache's documented layout, built as there)

from posviz.qt.lecture.preferences import open_settings  # noqa: E402
from posviz.qt.window.cached_models import RECENT_KEY, read_recent, remember, size_text  # noqa: E402


@pytest.fixture
def cache(tmp_path):
    cache = tmp_path / "hub"
    gpt2_dir, gpt2 = tiny_checkpoints.gpt2(tmp_path / "src-gpt2", d=8, positions=16)
    bert_dir, _ = tiny_checkpoints.bert(tmp_path / "src-bert", d=8, positions=12)
    _cache_repo(cache, "acme/tiny-gpt2", gpt2_dir, "a" * 40)
    _cache_repo(cache, "acme/tiny-bert", bert_dir, "b" * 40)
    pickled = tmp_path / "src-pickle"
    pickled.mkdir()
    (pickled / "config.json").write_text('{"model_type": "gpt2"}')
    (pickled / "pytorch_model.bin").write_bytes(b"\x80\x02not really a pickle")
    _cache_repo(cache, "acme/old-pickle", pickled, "c" * 40)
    return cache, gpt2


@pytest.fixture
def window(qtbot):
    from posviz.qt import create_window
    window = create_window(restore=False)
    qtbot.addWidget(window)
    window.session.background = False
    return window


def rows(dialog):
    tree = dialog.cache_list
    return [[tree.topLevelItem(i).text(c) for c in range(5)] for i in range(tree.topLevelItemCount())]


def test_lists_exactly_the_usable_models_and_opens_one(qtbot, window, cache):
    folder, tensors = cache
    dialog = window.models.choose_model(folder)
    assert dialog.usable_rows() == ["acme/tiny-bert (main)", "acme/tiny-gpt2 (main)"]
    shown = rows(dialog)
    assert [r[0] for r in shown] == ["acme/tiny-bert (main)", "acme/tiny-gpt2 (main)", "acme/old-pickle (main)"]
    vocab = tiny_checkpoints.byte_level_tokenizer().get_vocab_size()
    blobs = folder / "models--acme--tiny-gpt2" / "blobs"
    assert shown[1][1:] == ["GPT-2", f"{vocab:,} × 8", size_text(sum(p.stat().st_size for p in blobs.iterdir())),
                            "usable"]
    assert shown[2][4] != "usable" and ("pickle" in shown[2][4].lower() or ".bin" in shown[2][4])
    assert "3 model revision(s)" in dialog.note.text() and "2 can be opened" in dialog.note.text()
    assert not dialog.open_button.isEnabled()
    dialog.cache_list.topLevelItem(2).setSelected(True)          # a row that cannot be opened is not chosen
    assert not dialog.cache_list.selectedItems() and not dialog.open_button.isEnabled()
    dialog.cache_list.topLevelItem(1).setSelected(True)
    assert dialog.open_button.isEnabled()
    dialog.open_button.click()
    qtbot.waitUntil(lambda: window.session.real_model is not None, timeout=20_000)
    np.testing.assert_array_equal(window.session.layer.positions.table, tensors["transformer.wpe.weight"])
    snapshot = str(folder / "models--acme--tiny-gpt2" / "snapshots" / ("a" * 40))
    assert read_recent(open_settings())[0] == snapshot
    again = window.models.choose_model(folder)                  # the recent list offers it next time
    assert [again.recent_list.item(i).text() for i in range(again.recent_list.count())][0] == snapshot


def test_no_cache_says_so(qtbot, window, tmp_path):
    dialog = window.models.choose_model(tmp_path / "nowhere")
    assert dialog.cache_list.topLevelItemCount() == 0 and "No models in the Hugging Face cache" in dialog.note.text()


@pytest.mark.parametrize("value", [5, "x" * 5000, {"a": 1}, ["ok", 3, "", "a\0b", "ok", "two"]])
def test_recent_models_read_whatever_the_file_holds(qtbot, tmp_path, value):
    store = QtCore.QSettings(str(tmp_path / "s.ini"), QtCore.QSettings.Format.IniFormat)
    store.setValue(RECENT_KEY, value)
    expected = ["ok", "two"] if isinstance(value, list) else []
    assert read_recent(store) == expected
    remember(store, "/new")
    assert read_recent(store) == ["/new", *expected]
    QtWidgets.QApplication.processEvents()
