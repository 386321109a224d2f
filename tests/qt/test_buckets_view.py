"""The Relative buckets view draws T5's buckets (or DeBERTa's relative positions) for the sentence, as
:mod:`posviz.model.relative_positions` computes them (checked against the reference there)."""
from pathlib import Path

import numpy as np
import pytest

from posviz.model.checkpoint import load_checkpoint
from posviz.model.relative_positions import t5_buckets
from posviz.model.settings import settings_for_model
from posviz.qt.panels.deeper.buckets import BucketsView
from posviz.qt.session import Session

pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")
GOLDENS = Path(__file__).resolve().parents[1] / "reference" / "goldens" / "models"


def test_t5s_buckets_for_the_sentence_and_the_illustration_without_one(qtbot):
    session = Session(text="the dog bit the man")
    session.background = False
    view = BucketsView(session)
    qtbot.addWidget(view)
    view.show()
    ids = np.arange(5)
    np.testing.assert_array_equal(view.matrix.values, t5_buckets(ids[None, :] - ids[:, None], 32, 128))
    assert "T5-base's" in view.title.text()
    layer = load_checkpoint(GOLDENS / "t5")
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    session.set_text("the small cat chased the dog")
    ids = np.arange(6)
    np.testing.assert_array_equal(view.matrix.values, t5_buckets(ids[None, :] - ids[:, None], 8, 20))
    # keys after query 0: 4 + d for d < 2, else 4 + 2 + trunc(2 · ln(d/2) / ln 10) (= 6 up to d = 6)
    assert view.matrix.values[0].tolist() == [0, 5, 6, 6, 6, 6]
    assert "this model's" in view.title.text() and "one of 8 buckets" in view.caption.text()
    assert view.matrix.row_labels[1] == "1 small"
