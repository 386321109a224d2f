"""Files from others on screen: their text is shown as text and makes Qt open no file.

Each string a quiz, a lecture or a model folder provides is rendered with ``<img src=...>`` tags
naming a watched FIFO (:mod:`fifo_watch`): had Qt taken the text as HTML it would open the FIFO to
load the "image" (and, with nobody writing, freeze), so the watcher's count must stay 0 while the
exact text is on screen.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtGui, QtWidgets

from fifo_watch import FifoWatch
from posviz.qt import create_window
from posviz.qt.panels.quiz import QuizPanel
from posviz.qt.session import Session
from posviz.qt.widgets.safe_text import as_literal_html

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tc  # noqa: E402


def _img(path) -> str:
    return f'<img src="{path}" width=9000 height=9000>'


def _quiz(trap: str, choices: int = 2) -> dict:
    question = {"question": f"Q {trap}",
                "choices": [{"text": f"C{i} {trap}", "correct": i == 0, "explanation": f"E{i} {trap}"}
                            for i in range(choices)],
                "show_me": {"label": f"L {trap}", "sentence": "the dog"}}
    return {"format": "posviz-quiz", "version": 1, "title": f"T {trap}", "questions": [question]}


def _shown_text(label: QtWidgets.QLabel) -> str:
    """What a label puts on screen, as text (its HTML converted without loading anything)."""
    if label.textFormat() == QtGui.Qt.TextFormat.PlainText:
        return label.text()
    doc = _NoResources()
    doc.setHtml(label.text())
    return doc.toPlainText()


class _NoResources(QtGui.QTextDocument):
    def loadResource(self, kind, name):  # noqa: N802
        return None


@pytest.fixture
def trap(tmp_path, qapp):
    with FifoWatch(tmp_path / "trap.png") as watch:
        yield watch
        # Windows still shown would lay out (and read the FIFO) again once nobody serves it.
        for widget in qapp.topLevelWidgets():
            widget.close()
        qapp.processEvents()


def _render(widget, qtbot) -> None:
    widget.resize(900, 700)
    widget.show()
    qtbot.waitExposed(widget)
    widget.grab()                      # lays out and paints every label, images included


def test_a_quiz_shows_its_html_as_text_and_opens_no_file(qtbot, tmp_path, trap):
    tag = _img(trap.path)
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(_quiz(tag)), encoding="utf-8")
    panel = QuizPanel(Session())
    qtbot.addWidget(panel)
    assert panel.load_file(path)
    panel.answer(1)                                    # wrong first: both explanations shown
    _render(panel, qtbot)
    assert trap.count() == 0
    assert _shown_text(panel.title) == f"T {tag}"
    assert f"Q {tag}" in _shown_text(panel.prompt)
    assert [f"C{i} {tag}" in _shown_text(b.label) for i, b in enumerate(panel.choice_buttons)] == [True, True]
    feedback = _shown_text(panel.feedback)
    assert f"E1 {tag}" in feedback and f"E0 {tag}" in feedback
    assert f"L {tag}" in _shown_text(panel.show_me_button.label)


def test_a_refused_quiz_quotes_its_question_as_text(qtbot, tmp_path, trap):
    tag = _img(trap.path)
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(_quiz(tag, choices=1)), encoding="utf-8")    # one choice: refused
    panel = QuizPanel(Session())
    qtbot.addWidget(panel)
    assert not panel.load_file(path)
    _render(panel, qtbot)
    assert trap.count() == 0
    shown = _shown_text(panel.message)
    assert shown.startswith("This quiz file cannot be used: refused.json: question 1 (\"Q <img src=")


def test_literal_html_shows_the_text_and_loads_nothing(qtbot, trap):
    text = f"theme must be a name, got '{_img(trap.path)}'\n\nNothing was changed & kept."
    label = QtWidgets.QLabel(as_literal_html(text))
    qtbot.addWidget(label)
    _render(label, qtbot)
    assert trap.count() == 0
    assert _shown_text(label) == text


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    yield window
    window.models.loader.cancel()
    window.models.loader.wait()


def _open(qtbot, window, folder, signal):
    with qtbot.waitSignal(getattr(window.models.loader, signal), timeout=20_000) as blocker:
        window.models.open(folder)
    window.models.loader.wait()
    return blocker.args


def test_a_model_refused_for_its_config_quotes_it_as_text(qtbot, window, tmp_path, trap):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    config = json.loads((folder / "config.json").read_text())
    tag = _img(trap.path)
    config.update(model_type=tag, architectures=[tag])
    (folder / "config.json").write_text(json.dumps(config))
    (message,) = _open(qtbot, window, folder, "failed")
    box = window.findChild(QtWidgets.QMessageBox, "modelErrorBox")
    _render(box, qtbot)
    assert trap.count() == 0
    assert box.textFormat() == QtGui.Qt.TextFormat.PlainText and tag in box.text()
    box.close()


def test_a_models_folder_name_is_shown_as_text(qtbot, window, tmp_path, trap, monkeypatch):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    monkeypatch.chdir(tmp_path)                        # the relative src names the watched FIFO
    name = '<img src="trap.png" width=900 height=900>'
    folder, _ = tc.gpt2(tmp_path / name)
    (layer,) = _open(qtbot, window, folder, "loaded")
    window.show_tab("Real model")
    view = window.tabs.currentWidget().ensure_built()
    _render(window, qtbot)
    assert trap.count() == 0
    assert _shown_text(view.heading) == layer.name and layer.name.startswith(name)


def test_a_refused_config_keeps_the_model_closes_the_dialog_and_says_why(qtbot, window, tmp_path):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    good, _ = tc.gpt2(tmp_path / "gpt2")
    (before,) = _open(qtbot, window, good, "loaded")
    bad, _ = tc.bert(tmp_path / "roberta", prefix="roberta.", model_type="roberta")
    config = json.loads((bad / "config.json").read_text())
    (bad / "config.json").write_text(json.dumps({**config, "pad_token_id": -1}))
    (message,) = _open(qtbot, window, bad, "failed")
    assert message.startswith("config.json: pad_token_id must be a token id from 0 to")
    assert window.session.layer is before and window.models.dialog is None
    box = window.findChild(QtWidgets.QMessageBox, "modelErrorBox")
    assert box.text() == message and before.name in box.informativeText()
    box.close()


def test_a_token_from_a_tokenizer_is_text_in_its_chip_and_tooltip(qtbot, trap):
    from posviz.shorten import clip
    from posviz.model import Token
    from posviz.qt.panels.sentence import TokenChip
    tag = _img(trap.path)                        # a special token's name is shown as the token's text
    chip = TokenChip(0, Token(tag, 7, 0, 0, True), "[UNK]")
    qtbot.addWidget(chip)
    tip = QtWidgets.QLabel(chip.toolTip())       # a tooltip is such a label: it guesses HTML (AutoText)
    qtbot.addWidget(tip)
    _render(chip, qtbot)
    _render(tip, qtbot)
    assert trap.count() == 0
    assert chip.text() == f"{clip(tag)}\n7"         # never HTML; cut at a label's length (issue 26)
    assert _shown_text(tip) == f"position 0: “{tag}” → id 7"


def test_a_tokenizers_special_token_is_text_in_every_view(qtbot, window, tmp_path, trap, monkeypatch):
    """A tokenizer.json whose start token is named '<img ...>': it begins every sentence, so every
    view that names the focused word or the sentence's words quotes it."""
    monkeypatch.chdir(tmp_path)                        # the relative src names the watched FIFO
    tag = '<img src="trap.png" width=900 height=900>'
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    from tokenizers import processors
    tokenizer = tc.byte_level_tokenizer()
    tokenizer.add_special_tokens([tag])
    tokenizer.post_processor = processors.TemplateProcessing(        # a list: the name holds spaces
        single=[tag, "$A"], special_tokens=[(tag, tokenizer.token_to_id(tag))])
    tokenizer.save(str(folder / "tokenizer.json"))
    rows = tokenizer.get_vocab_size()
    rng = np.random.default_rng(0)
    tc.save(folder / "model.safetensors", {"transformer.wte.weight": rng.normal(size=(rows, 8)).astype(np.float32),
                                           "transformer.wpe.weight": rng.normal(size=(16, 8)).astype(np.float32)})
    config = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**config, "vocab_size": rows}))
    _open(qtbot, window, folder, "loaded")
    assert window.session.frame.tokens[0].text == tag
    window.session.set_focus(0)
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        page = window.tabs.currentWidget()
        if hasattr(page, "ensure_built"):
            page.ensure_built()
        qtbot.wait(50)
        window.grab()
    assert trap.count() == 0


@pytest.mark.parametrize("kind", ["fifo", "huge"])
def test_a_settings_file_that_is_no_settings_file_is_left_alone(tmp_path, kind):
    """Qt reads the settings file as the store is made: a FIFO there froze the start for good."""
    import os
    import subprocess
    folder = tmp_path / "config" / "posviz"
    folder.mkdir(parents=True)
    path = folder / "posviz.conf"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.write_bytes(b"[view]\ntheme=dark\n" + b"#" * 2_000_000)
    script = ("from posviz.qt.window.app import application; from posviz.qt.lecture import preferences; "
              "application(); store = preferences.open_settings(); store.setValue('view/theme', 'dark'); "
              "print(store.fileName(), store.value('view/theme'))")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    kept_in, theme = result.stdout.split()
    assert "posviz-settings-" in kept_in and theme == "dark"              # kept aside for this run
    assert kind == "fifo" or path.stat().st_size == 18 + 2_000_000                # the file is left alone
    assert f"ignoring the settings file {path}" in result.stderr


def test_fifos_and_devices_in_the_window_are_refused_while_it_keeps_ticking(qtbot, window, tmp_path):
    """A FIFO named quiz.json, lecture.posviz or model.safetensors and a quiz linked to /dev/urandom:
    each is refused with its reason while a 20 ms timer keeps ticking (the largest gap is printed)."""
    import os
    import time
    from PySide6 import QtCore
    from posviz.lecture.state import LectureStateError
    from posviz.qt.panels.quiz import open_quiz_file
    ticks = []
    timer = QtCore.QTimer(interval=20, timeout=lambda: ticks.append(time.perf_counter()))
    timer.start()
    os.mkfifo(tmp_path / "quiz.json")
    assert not open_quiz_file(window, tmp_path / "quiz.json")
    assert "quiz.json cannot be read: it is a FIFO (named pipe), not a file" in window.statusBar().currentMessage()
    (tmp_path / "random.json").symlink_to("/dev/urandom")
    assert not open_quiz_file(window, tmp_path / "random.json")
    assert "random.json cannot be read: it is a device, not a file" in window.statusBar().currentMessage()
    os.mkfifo(tmp_path / "lecture.posviz")
    with pytest.raises(LectureStateError, match="it is a FIFO"):
        window.persistence.open_from(tmp_path / "lecture.posviz")
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    (folder / "model.safetensors").unlink()
    os.mkfifo(folder / "model.safetensors")
    (message,) = _open(qtbot, window, folder, "failed")
    assert message.startswith("model.safetensors cannot be read: it is a FIFO")
    qtbot.wait(60)
    timer.stop()
    gaps = np.diff(ticks) if len(ticks) > 1 else np.zeros(1)
    print(f"timer ticks: {len(ticks)}, largest gap {gaps.max() * 1000:.0f} ms")
    assert len(ticks) >= 2
    window.findChild(QtWidgets.QMessageBox, "modelErrorBox").close()
