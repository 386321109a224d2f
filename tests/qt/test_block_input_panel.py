"""The Z panel shows what block 1 receives: for BERT, LayerNorm(word + position + token type 0)."""
import sys
from pathlib import Path

import numpy as np
import pytest

from posviz.model.checkpoint import load_checkpoint
from posviz.model.settings import settings_for_model
from posviz.qt.panels.input_matrix import InputMatrixPanel
from posviz.qt.session import Session

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tiny  # noqa: E402


def layer_norm(x, gamma, beta, eps):
    centred = x - x.mean(axis=1, keepdims=True)
    return centred / np.sqrt((centred ** 2).mean(axis=1, keepdims=True) + eps) * gamma + beta


@pytest.fixture
def panel(qtbot):
    session = Session(text="the dog bit the man")
    session.background = False
    panel = InputMatrixPanel(session)
    qtbot.addWidget(panel)
    return panel


def test_bert_block_input_is_shown_with_its_steps(panel, tmp_path):
    folder, tensors = tiny.bert(tmp_path / "bert")
    layer = load_checkpoint(folder)
    session = panel.session
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    e = "bert.embeddings."
    ids = session.frame.ids
    summed = (tensors[f"{e}word_embeddings.weight"][ids].astype(np.float64)
              + tensors[f"{e}position_embeddings.weight"][: len(ids)] + tensors[f"{e}token_type_embeddings.weight"][0])
    expected = layer_norm(summed, tensors[f"{e}LayerNorm.weight"], tensors[f"{e}LayerNorm.bias"], 1e-5)
    np.testing.assert_allclose(panel.model.matrix, expected, rtol=1e-6, atol=1e-6)
    assert not np.allclose(panel.model.matrix, session.frame.z)
    summary = panel.summary.text()
    assert "LayerNorm(token + position + token type 0)" in summary and "first block receives" in summary
    peak = np.abs(expected).max()
    assert panel.model._levels == pytest.approx((-max(peak, 1.0), max(peak, 1.0)))
    session.set_text("the man bit the dog")          # a keystroke: the rows are the new block input
    np.testing.assert_allclose(panel.model.matrix, session.frame.block_input)


def test_toy_title_stays_z(panel):
    np.testing.assert_array_equal(panel.model.matrix, panel.session.frame.z)
    assert panel.summary.text().startswith("Z is L × d = 5 × 6.")


GOLDENS = Path(__file__).resolve().parents[1] / "reference" / "goldens" / "models"


@pytest.mark.parametrize("name", ["albert", "opt_project_in"])
def test_a_projected_block_input_is_shown_at_the_hidden_width(panel, name):
    """ALBERT's 16-wide rows reach block 1 32 wide (embedding_hidden_mapping_in); OPT-350m's after project_in."""
    layer = load_checkpoint(GOLDENS / name)
    session = panel.session
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    frame = session.frame
    assert frame.z.shape[1] == 16 and panel.model.matrix.shape == (frame.length, 32)
    np.testing.assert_array_equal(panel.model.matrix, frame.block_input)
    assert [panel.model.headerData(j, 1) for j in (0, 31)] == ["d0", "d31"]
    assert f"L × d = {frame.length} × 32" in panel.summary.text()
    from posviz.qt.panels.real_model import recipe_rows
    rows, labels = recipe_rows(frame, 0, layer.vocabulary)
    assert rows.shape == (3 + len(frame.steps), 8) and labels[-1].endswith("→ block 1")
    np.testing.assert_array_equal(rows[-1], frame.block_input[0, :8])
