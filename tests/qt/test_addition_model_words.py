"""The addition panel's title, sum and lane headings say what the open model does (issue 25, point 2):
for BERT the bars' sum is z, not row p of Z (block 1 receives LayerNorm(z + token type 0)); for a RoPE
model nothing is added; the toy keeps the lesson's words."""
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtWidgets

from posviz.model.checkpoint import load_checkpoint
from posviz.model.settings import settings_for_model
from posviz.qt.panels.addition.panel import VectorAdditionPanel
from posviz.qt.session import Session

pytest.importorskip("safetensors", reason="the golden model folders need the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
GOLDENS = Path(__file__).resolve().parents[1] / "reference" / "goldens" / "models"


@pytest.fixture
def boxed(qtbot):
    session = Session(text="the dog sat on the mat")
    session.background = False
    box = QtWidgets.QGroupBox("Token row + position row = row of Z")
    panel = VectorAdditionPanel(session)
    QtWidgets.QVBoxLayout(box).addWidget(panel)
    qtbot.addWidget(box)
    return session, box, panel


def open_model(session, name: str) -> None:
    layer = load_checkpoint(GOLDENS / name)
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    session.set_focus(1)


def test_bert_sum_is_z_and_z_is_not_yet_row_of_z(boxed):
    session, box, panel = boxed
    open_model(session, "bert_f32")
    frame, word = session.frame, session.frame.tokens[1].text
    token, position, z = panel.values
    np.testing.assert_array_equal(z, frame.z[1])
    assert not np.allclose(z, frame.block_input[1])          # so it must not be called row 1 of Z
    assert panel.caption.text() == (
        f"“{word}” at position 1: its row of E + the position-1 vector = z; row 1 of Z, what block 1 receives, is "
        "LayerNorm(z + token type 0).")
    assert panel._titles[2] == "z, row 1"
    assert box.title() == "Token row + position row = z, which this model's further steps turn into Z"


def test_rope_model_says_nothing_is_added(boxed):
    session, box, panel = boxed
    open_model(session, "llama_tied_linear_f32")
    frame = session.frame
    assert not np.any(panel.values[1]) and np.array_equal(frame.block_input[1], panel.values[2])
    assert panel.caption.text().endswith(": RoPE adds nothing here, so row 1 of Z = its row of E, unchanged.")
    assert panel._titles[2] == "row 1 of Z"
    assert box.title() == "Token row = row of Z: RoPE adds nothing here"
    open_model(session, "gemma_f32")                          # Gemma scales the rows: z is not Z
    assert panel.caption.text().endswith("RoPE adds nothing here, so z = its row of E; row 1 of Z, what block 1 "
                                         "receives, is z × √48.")
    assert box.title() == "Token row = z, which this model's further steps turn into Z: RoPE adds nothing here"


def test_the_toy_keeps_the_lessons_words(boxed):
    session, box, panel = boxed
    session.set_focus(1)
    assert panel.caption.text() == "“dog” at position 1: its row of E + the position-1 vector = row 1 of Z."
    assert panel._titles[2] == "row 1 of Z" and box.title() == "Token row + position row = row of Z"


def test_the_walkthrough_bar_reads_the_models_steps(boxed):
    from posviz.qt.window.walkthrough import WalkthroughBar
    session, _, _ = boxed
    bar = WalkthroughBar(session)
    session.set_step(3)
    assert (bar.title.text(), bar.caption.text()) == ("Add them", STEP_4_TOY)
    open_model(session, "llama_tied_linear_f32")               # the bar follows the model it is shown with
    assert bar.title.text() == "Nothing to add here"
    assert bar.caption.text() == ("RoPE adds nothing here; the rotation happens inside attention. The token's row "
                                  "goes on unchanged: block 1 receives it as it is.")
    session.set_step(-1)


STEP_4_TOY = ("The position vector is added into the token's row, number by number. One vector now carries both "
              "what the token is and where it sits.")


def test_a_recording_of_the_addition_says_the_same(boxed):
    from posviz.qt.record import scenes
    session, box, panel = boxed
    open_model(session, "bert_f32")
    shots = scenes.addition(session, hold=1.0)[1:]             # after the title card: one shot per word
    assert len(shots) == session.frame.length
    assert shots[1].plan.caption == panel.caption.text() and shots[1].title == box.title()
    assert "vector = z; row 1 of Z, what block 1 receives, is LayerNorm(z + token type 0)." in shots[1].plan.caption
