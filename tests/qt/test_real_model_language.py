"""A real model's notes follow the language (issue 32): the Real model tab shows the family table's and
the recipe's sentences in German, made again on View → Language, while the recipe keeps its English
(what tests, exports and files read)."""
import sys
from pathlib import Path

import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tc  # noqa: E402

from PySide6 import QtCore, QtWidgets  # noqa: E402

from posviz.qt import create_window, language  # noqa: E402
from posviz.qt.language import SETTING, LanguageMenu  # noqa: E402
from posviz.qt.panels.real_model import RealModelView  # noqa: E402

GPT2_ABSENT_EN = ("No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 "
                  "is inside the block).")
GPT2_ABSENT_DE = ("Keine Token-Typ-Zeile und keine Normalisierung vor Block 1: Er erhält z selbst (seine LayerNorm "
                  "ln_1 liegt im Block).")
TIED_DE = ("Die Ausgabeschicht verwendet diese Token-Tabelle wieder, um das nächste Token zu bewerten "
           "(gebundene Gewichte).")


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    yield window
    window.models.loader.cancel()
    window.models.loader.wait()
    language.apply("en")
    QtCore.QSettings().remove(SETTING)


def choose(window, code: str) -> None:
    window.findChild(LanguageMenu).choose(code)
    QtWidgets.QApplication.processEvents()


def test_a_real_models_notes_are_german_on_screen_and_english_in_the_recipe(qtbot, window, tmp_path):
    view = RealModelView(window.session)
    qtbot.addWidget(view)
    choose(window, "de")                       # the model is read while German is on (off the GUI thread)
    with qtbot.waitSignal(window.models.loader.loaded, timeout=20_000):
        window.models.open(tc.gpt2(tmp_path / "gpt2")[0])
    window.models.loader.wait()
    recipe = window.session.layer.recipe
    assert recipe.absent == (GPT2_ABSENT_EN,)   # the kept value stays English whatever the language
    details = view.details.text()
    assert f"<li>{GPT2_ABSENT_DE}</li>" in details and f"<li>{TIED_DE}</li>" in details
    assert "No token-type row" not in details
    assert view.heading.text() == "gpt2 (GPT-2, echte Gewichte)"
    assert window.session.layer.name == "gpt2 (GPT-2, real weights)"
    choose(window, "en")                       # made again from the recipe, not from a kept German text
    assert f"<li>{GPT2_ABSENT_EN}</li>" in view.details.text() and "Keine" not in view.details.text()
    assert view.heading.text() == "gpt2 (GPT-2, real weights)"
    choose(window, "de")
    assert f"<li>{GPT2_ABSENT_DE}</li>" in view.details.text()
