"""Opening real models in the window: off the GUI thread, the old model kept until the new one is
ready, a message (never a traceback) for a bad folder, and every view fed with the real numbers."""
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tc  # noqa: E402

from PySide6 import QtCore, QtWidgets  # noqa: E402

from posviz.model import Learned, NoPositions  # noqa: E402
from posviz.qt import create_window  # noqa: E402
from posviz.qt.panels.real_model import RealModelView  # noqa: E402


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    yield window
    window.models.loader.cancel()
    window.models.loader.wait()


def open_and_wait(qtbot, window, folder, signal="loaded"):
    with qtbot.waitSignal(getattr(window.models.loader, signal), timeout=20_000) as blocker:
        window.models.open(folder)
    window.models.loader.wait()
    return blocker.args


def test_file_menu_has_the_model_actions(window):
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert texts[:3] == ["&Open model…", "Open model &folder…", "Back to the &toy model"]
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles.count("Real model") == 1
    window.show_tab("Real model")
    assert isinstance(window.tabs.currentWidget().ensure_built(), RealModelView)


def test_gpt2_folder_becomes_the_sessions_model(qtbot, window, tmp_path):
    folder, tensors = tc.gpt2(tmp_path / "gpt2")
    (layer,) = open_and_wait(qtbot, window, folder)
    session = window.session
    assert session.layer is layer and session.real_model is layer and session.settings.scheme == "learned"
    frame = session.frame
    assert frame.ids.tolist() == tc.byte_level_tokenizer().encode("the dog bit the man").ids
    np.testing.assert_array_equal(frame.token_vectors, tensors["transformer.wte.weight"][frame.ids])
    np.testing.assert_array_equal(frame.position_vectors, tensors["transformer.wpe.weight"][: frame.length])
    status = window.statusBar().currentMessage()
    assert "Opened gpt2: GPT-2" in status and "d = 8" in status and "up to 16 tokens" in status


def test_bad_folder_keeps_the_model_and_says_why(qtbot, window, tmp_path):
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    open_and_wait(qtbot, window, folder)
    before = window.session.layer
    bad, _ = tc.bert(tmp_path / "bert")
    (bad / "tokenizer.json").unlink()
    (message,) = open_and_wait(qtbot, window, bad, signal="failed")
    assert "no tokenizer.json" in message and window.session.layer is before
    box = window.findChild(QtWidgets.QMessageBox, "modelErrorBox")
    assert box is not None and "no tokenizer.json" in box.text() and before.name in box.informativeText()
    assert "Could not open the model" in window.statusBar().currentMessage()
    box.close()


def test_cancel_keeps_the_toy_model(qtbot, window, tmp_path):
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    with qtbot.waitSignal(window.models.loader.cancelled, timeout=20_000):
        window.models.open(folder)
        window.models.loader.cancel()
    window.models.loader.wait()
    qtbot.wait(50)                                                # any late result must be dropped
    assert window.session.real_model is None and window.session.frame.ids.tolist() == [0, 2, 6, 0, 4]
    assert "cancelled" in window.statusBar().currentMessage()


def test_positions_off_and_back_keep_the_real_table(qtbot, window, tmp_path):
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    (layer,) = open_and_wait(qtbot, window, folder)
    session = window.session
    assert session.set_settings(positions_on=False)
    assert isinstance(session.layer.positions, NoPositions) and session.layer.table is layer.table
    np.testing.assert_array_equal(session.frame.z, session.frame.token_vectors)
    assert session.set_settings(positions_on=True)
    assert isinstance(session.layer.positions, Learned) and session.layer.table is layer.table
    assert not session.set_settings(scheme="sinusoidal")
    assert "own positions" in session.message and session.layer.table is layer.table


def test_back_to_the_toy_model(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, tc.llama(tmp_path / "llama")[0])
    settings = window.session.settings
    assert (settings.scheme, settings.base, settings.rope_pairing) == ("rope", 500000.0, "half")
    window.models.toy_action.trigger()
    assert window.session.real_model is None and window.session.frame.ids.tolist() == [0, 2, 6, 0, 4]


def test_real_model_view_shows_identity_recipe_and_absent_parts(qtbot, window, tmp_path):
    view = RealModelView(window.session)
    qtbot.addWidget(view)
    assert "No real model" in view.heading.text()
    open_and_wait(qtbot, window, tc.bert(tmp_path / "bert")[0])
    assert "BERT" in view.heading.text() and "12 tokens" in view.facts.text()
    window.session.set_focus(2)
    model = view.model
    labels = [model.headerData(r, QtCore.Qt.Orientation.Vertical) for r in range(model.rowCount())]
    assert labels[0].startswith("token row 5 (dog)") and labels[-1] == "LayerNorm → block 1"
    frame = window.session.frame
    assert float(model.matrix[-1, 0]) == pytest.approx(frame.steps[-1].vectors[2, 0])
    assert "Position table values" in view.details.text()
    open_and_wait(qtbot, window, tc.llama(tmp_path / "llama")[0])
    assert "No position vector" in view.details.text() and "RoPE" in view.facts.text()


def test_progress_dialog_appears_and_goes(qtbot, window, tmp_path, monkeypatch):
    from posviz.qt.window import model_loader
    monkeypatch.setattr(model_loader, "SHOW_PROGRESS_AFTER_MS", 0)
    seen = []
    window.models.loader.progressed.connect(lambda value, what: seen.append(window.models.dialog.isVisible()))
    open_and_wait(qtbot, window, tc.llama(tmp_path / "llama")[0])
    assert seen and window.models.dialog is None


def test_start_up_imports_no_model_readers():
    import subprocess
    code = ("import sys; from posviz.qt import create_window; w = create_window(); "
            "bad = [m for m in ('tokenizers', 'safetensors', 'posviz.model.checkpoint.loader') if m in sys.modules]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                            env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stdout + result.stderr


def test_controls_show_and_lock_what_the_model_fixes(qtbot, window, tmp_path):
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    open_and_wait(qtbot, window, folder)
    scheme = window.findChild(QtWidgets.QComboBox, "schemeSelector")
    d_model = window.findChild(QtWidgets.QSpinBox, "dModelSpin")
    assert scheme.currentText() == "The model's own: learned" and not scheme.isEnabled()
    assert d_model.value() == 8 and not d_model.isEnabled()
    window.findChild(QtWidgets.QCheckBox, "positionsToggle").setChecked(False)
    assert isinstance(window.session.layer.positions, NoPositions)
    assert scheme.currentText() == "The model's own: learned"
    window.session.set_layer(None)
    assert scheme.isEnabled() and d_model.value() == 6 and scheme.findText("The model's own: learned") == -1


def test_a_text_longer_than_the_table_says_how_much_is_shown(qtbot, window, tmp_path):
    """GPT-2 with 16 positions reads 16 tokens: the sentence panel says 16 of how many, in words the
    tokenizer itself counts; a short text again shows no note."""
    folder, _ = tc.gpt2(tmp_path / "gpt2", positions=16)
    open_and_wait(qtbot, window, folder)
    text = "the dog bit the man " * 6
    total = len(tc.byte_level_tokenizer().encode(text).ids)
    assert total > 16
    window.session.set_text(text)
    window.session.wait()
    notes, ids = window.sentence.notes, window.sentence.ids_label.text()
    assert window.session.frame.length == 16
    assert notes.isVisibleTo(window) and notes.text() == (
        f"The model reads at most 16 tokens: the first 16 of the text's {total} are shown, the rest were cut.")
    assert ids.endswith(f"(16 of {total} tokens)")
    window.session.set_text("the dog")
    window.session.wait()
    assert not window.sentence.notes.isVisibleTo(window) and "of" not in window.sentence.ids_label.text()


GOLDEN_MODELS = Path(__file__).resolve().parents[1] / "reference" / "goldens" / "models"


def test_the_scheme_box_names_a_rope_models_base_and_an_alibi_model(qtbot, window):
    """Folders saved by the reference library: a yarn Llama whose base sits only in rope_parameters
    (1,000,000 in its config.json, read here independently), and BLOOM (ALiBi: nothing added). The
    toy's base box is hidden while a model is open, and back with the toy."""
    import json
    scheme = window.findChild(QtWidgets.QComboBox, "schemeSelector")
    base_box = window.findChild(QtWidgets.QDoubleSpinBox, "baseSpin")
    bar = window.controls       # a narrow toolbar hides what does not fit: ask its action, not the box
    base_action, = (a for a in bar.actions() if bar.widgetForAction(a) is base_box.parentWidget())   # label + box
    assert base_action.isVisible()
    llama = GOLDEN_MODELS / "llama_new_layout_yarn_bf16"
    theta = json.loads((llama / "config.json").read_text())["rope_parameters"]["rope_theta"]
    assert theta == 1_000_000
    open_and_wait(qtbot, window, llama)
    assert scheme.currentText() == "The model's own: rope (base 1,000,000, yarn scaling)"
    assert scheme.toolTip().startswith(scheme.currentText() + "\n")       # read in full where the box is narrow
    assert not base_action.isVisible()
    positions = window.controls.positions           # RoPE is switched off by "Positions on": it stays live
    assert positions.isChecked() and positions.isEnabled()
    open_and_wait(qtbot, window, GOLDEN_MODELS / "bloom_f32")
    assert scheme.currentText() == "The model's own: none (ALiBi biases attention instead)"
    assert not base_action.isVisible()
    assert not positions.isChecked() and not positions.isEnabled()     # issue 25: "none" is never shown "on"
    window.models.toy_action.trigger()
    window.session.wait()
    assert window.session.real_model is None
    assert base_action.isVisible() and scheme.findText("The model's own", QtCore.Qt.MatchFlag.MatchStartsWith) == -1
    assert scheme.currentText() == "None" and not positions.isChecked() and not positions.isEnabled()  # BLOOM's


def test_the_heatmap_says_how_a_real_models_rope_turns_each_head(qtbot, window, tmp_path):
    """The RoPE sentence under the heatmap names the model's head width, rotated part, base and scaling
    (read here from config.json), not the toy's one-head '(k, k + d/2)'."""
    import json
    llama = GOLDEN_MODELS / "llama_new_layout_yarn_bf16"
    config = json.loads((llama / "config.json").read_text())
    assert (config["head_dim"], config["rope_parameters"]["rope_theta"]) == (16, 1_000_000)
    open_and_wait(qtbot, window, llama)
    text = window.heatmap.empty.text()
    assert ("each 16-wide head of a query or key has its dimension pairs (k, k + 8) rotated by "
            "position × 1,000,000^(−2k/16), then yarn-scaled") in text and "d/2" not in text
    folder, _ = tc.llama(tmp_path / "partial", d=12, heads=3)           # heads of 4, half of each turned
    config = json.loads((folder / "config.json").read_text())
    config["partial_rotary_factor"] = 0.5
    (folder / "config.json").write_text(json.dumps(config))
    open_and_wait(qtbot, window, folder)
    assert ("each 4-wide head of a query or key has its first 2 dimensions, in pairs (k, k + 1), rotated by "
            "position × 500,000^(−2k/2) (the other 2 are not turned)") in window.heatmap.empty.text()


def test_a_rope_model_opens_after_the_toy_was_set_one_wide():
    """The toy at d_model = 1 (allowed for sinusoidal) cannot take RoPE's settings: opening a Llama
    raised in the loader's slot (found by the fuzz test) and the model never arrived. The model's
    settings take its own width then."""
    from posviz.model.checkpoint import load_checkpoint
    from posviz.model.settings import LayerSettings, settings_for_model
    layer = load_checkpoint(GOLDEN_MODELS / "llama_old_layout_llama3_f32")
    settings = settings_for_model(layer, LayerSettings(d_model=1))
    assert (settings.scheme, settings.d_model, settings.base) == ("rope", 64, layer.positions.base)
    assert settings_for_model(layer, LayerSettings(d_model=8)).d_model == 8      # a usable width is kept
