"""A real model whose tokenizer misbehaves never leaves the session busy or the GUI thread waiting (issue 26).

A job that raises anything (a BaseException included) ends in a known state; a backtracking
regex is given up on the GUI thread after encoder.GUI_BUDGET_S and in the worker after
encoder.WORKER_BUDGET_S (shortened here); a Rust panic is a message naming tokenizer.json.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("tokenizers")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import hostile_tokenizers as ht  # noqa: E402

from posviz.model.checkpoint.loader import load_checkpoint  # noqa: E402
from posviz.model.settings import settings_for_model  # noqa: E402
from posviz.qt import encoder  # noqa: E402
from posviz.qt.session import Session  # noqa: E402

LONG = "the dog bit the man " * 400          # 2,000 tokens: at d = 768, encoded in the worker


class Panic(BaseException):
    """Like ``pyo3_runtime.PanicException``: not an Exception."""


@pytest.fixture(scope="module")
def hostile_layer(tmp_path_factory):
    return load_checkpoint(ht.backtracking(tmp_path_factory.mktemp("regex") / "model"))


@pytest.fixture
def real(qtbot, hostile_layer):
    session = Session()
    assert session.set_layer(hostile_layer, settings_for_model(hostile_layer, session.settings)), session.message
    assert session.set_text("the dog") and not session.busy
    yield session
    session.wait(60_000)


def test_a_job_raising_a_base_exception_ends_and_later_typing_is_applied(qtbot, monkeypatch):
    session = Session()
    assert session.set_settings(d_model=768) and not session.busy
    old = session.frame

    def panicking(request, memo=None):
        raise Panic("the library panicked")
    monkeypatch.setattr(encoder, "run_request", panicking)
    assert session.set_text(LONG) and session.busy
    qtbot.waitUntil(lambda: not session.busy, timeout=10_000)     # the job never reported: busy for good
    assert session.message == "encoding failed (Panic: the library panicked); the last good state is still shown"
    assert session.frame is old
    monkeypatch.undo()
    assert session.set_text("the cat") and session.frame.text == "the cat" and session.message == ""


def test_a_slow_tokenizer_leaves_the_gui_thread_and_is_given_up(qtbot, real, monkeypatch):
    monkeypatch.setattr(encoder, "WORKER_BUDGET_S", 0.2)
    old = real.frame
    assert real.set_text(ht.SLOW)
    assert real.busy and real.frame is old                # handed to the worker after GUI_BUDGET_S
    qtbot.waitUntil(lambda: not real.busy, timeout=30_000)
    assert real.message == ("tokenizer.json took more than 0.2 s to split the sentence (its normalizer or "
                            "pre-tokenizer is too slow for this text)")
    assert real.frame is old
    monkeypatch.setattr(encoder, "WORKER_BUDGET_S", 60.0)
    real.set_text("the man")                             # waits behind the slow call: in the worker
    qtbot.waitUntil(lambda: not real.busy and real.frame.text == "the man", timeout=60_000)
    assert [t.text for t in real.frame.tokens] == ["the", " man"] and real.message == ""


def test_a_panicking_tokenizer_is_a_message_naming_the_file(qtbot, real):
    old = real.frame
    real.set_text(ht.PANIC)             # refused here, or handed to the worker if it took over GUI_BUDGET_S
    qtbot.waitUntil(lambda: not real.busy, timeout=30_000)
    assert real.message.startswith("tokenizer.json failed on this text (PanicException: Onig: Regex search error")
    assert real.frame is old and not real.busy
    assert real.set_text("the man") and real.frame.text == "the man"
