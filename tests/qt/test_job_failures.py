"""Every background job (encoder, nearest-row search, model loader, practice checker) ends in a known state (issue 17).

Failures are injected by replacing the worker's function with one that raises (or blocks); each test
checks that the session (or loader, or search) is no longer busy, that the message names the
failure, and that the frame is the last good one. Nothing is timed: a job that would never end is
released by the test itself, and "prompt" is checked as "returned while the job still ran".
"""
from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest
from PySide6 import QtCore

from posviz.model import toy_model
from posviz.qt import encoder
from posviz.qt.session import Session
from posviz.qt.workers.nearest_search import ASYNC_NEAREST_VALUES, NearestSearch

LONG = "the dog bit the man " * 400          # 2,000 tokens: at d = 768, encoded in the worker
WIDE = 768


def raising(exc):
    def run_request(request, memo=None):
        raise exc
    return run_request


@pytest.fixture
def wide(qtbot):
    session = Session()
    assert session.set_settings(d_model=WIDE) and not session.busy
    yield session
    session.wait(10_000)


@pytest.mark.parametrize("exc, phrase", [
    (RuntimeError("boom in the worker"), "encoding failed (RuntimeError: boom in the worker)"),
    (KeyError("d_model"), "encoding failed (KeyError: 'd_model')"),
    (MemoryError(), "not enough memory"),
    (ZeroDivisionError(), "encoding failed (ZeroDivisionError"),
])
def test_any_exception_in_the_worker_ends_the_job_with_the_reason(qtbot, wide, monkeypatch, exc, phrase):
    old = wide.frame
    monkeypatch.setattr(encoder, "run_request", raising(exc))
    assert wide.set_text(LONG) and wide.busy
    qtbot.waitUntil(lambda: not wide.busy, timeout=10_000)       # a lost result left it busy for ever
    assert wide.wait(1000)
    assert phrase in wide.message and "last good state" in wide.message
    assert wide.frame is old and wide.settings.d_model == WIDE
    monkeypatch.undo()
    assert wide.set_text("the cat") and wide.frame.text == "the cat" and wide.message == ""


def test_an_exception_in_a_small_change_is_a_message_not_a_traceback(wide, monkeypatch):
    old = wide.frame
    monkeypatch.setattr(encoder, "run_request", raising(RuntimeError("broken table")))
    assert not wide.set_text("the cat")
    assert "RuntimeError: broken table" in wide.message and wide.frame is old and not wide.busy


def test_wait_ends_at_its_timeout_and_cancel_keeps_the_last_good_state(qtbot, wide, monkeypatch):
    release, original = threading.Event(), encoder.run_request

    def stuck(request, memo=None):
        release.wait(30)
        return original(request, memo)
    monkeypatch.setattr(encoder, "run_request", stuck)
    old = wide.frame
    try:
        assert wide.set_text(LONG) and wide.busy
        assert wide.wait(200) is False and wide.busy               # returns, though the job goes on
        assert wide.cancel() and not wide.busy
        assert "cancelled" in wide.message and wide.frame is old
    finally:
        release.set()
    assert wide.wait(10_000)
    qtbot.wait(20)
    assert wide.frame is old and not wide.busy                    # the late result was dropped


def test_a_cancelled_slide_puts_its_sentence_back(qtbot, wide, monkeypatch):
    release, original = threading.Event(), encoder.run_request
    monkeypatch.setattr(encoder, "run_request", lambda r, m=None: release.wait(30) and original(r, m))
    try:
        assert wide.set_input(LONG, wide.settings.changed(seed=4)) and wide.text == LONG
        assert wide.cancel()
        assert wide.text == "the dog bit the man" and wide.settings.seed == 0
    finally:
        release.set()
    assert wide.wait(10_000)


class FailingTable:
    """A table whose search raises something no view expects."""

    def __init__(self, vocab_size):
        self.vocab_size, self.d_model = vocab_size, 1_000

    def nearest(self, token_id, k):
        raise RuntimeError("table went away")


@pytest.mark.parametrize("rows", [10, ASYNC_NEAREST_VALUES // 1_000 + 1])      # here, and in the worker
def test_a_failing_nearest_search_answers_with_the_reason(qtbot, rows):
    search, answers = NearestSearch(3), []
    search.found.connect(lambda table, token_id, result: answers.append(result))
    search.request(FailingTable(rows), 2)
    qtbot.waitUntil(lambda: len(answers) > 0, timeout=10_000)
    assert search.wait(1000)
    (result,) = answers
    assert isinstance(result, Exception) and "the search failed (RuntimeError: table went away)" in str(result)
    answers.clear()
    assert search.request(toy_model().table, 2)                   # it still answers afterwards
    assert [i for i, _ in answers[0]] == [3, 7, 6]


# --- the model loader (case 9 and unexpected failures) ---------------------------------------------------
@pytest.fixture
def tc():
    """tests/model/tiny_checkpoints (skipped without the 'real' extra)."""
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints
    return tiny_checkpoints


@pytest.fixture
def loader_window(qtbot, tc):
    from posviz.qt import create_window
    window = create_window()
    window.persistence.disable()
    yield window
    window.models.loader.cancel()
    window.models.loader.wait()


def test_an_unexpected_error_while_loading_is_reported_and_ends_the_load(qtbot, loader_window, monkeypatch, tmp_path):
    from posviz.model.checkpoint import loader
    monkeypatch.setattr(loader, "load_checkpoint", lambda *a, **k: {}["missing key"])
    models, old = loader_window.models, loader_window.session.layer
    with qtbot.waitSignal(models.loader.failed, timeout=10_000) as failed:
        models.open(tmp_path)
    assert "reading the folder failed (KeyError: 'missing key')" in failed.args[0]
    assert not models.loader.busy and loader_window.session.layer is old
    assert "KeyError" in loader_window.statusBar().currentMessage()


def test_a_new_load_does_not_wait_for_a_slow_one_and_closing_does_not_either(qtbot, loader_window, monkeypatch,
                                                                            tmp_path, tc):
    from posviz.model.checkpoint import loader
    slow_started, release, slow_ended = threading.Event(), threading.Event(), threading.Event()

    real = loader.load_checkpoint

    def load_checkpoint(path, cancelled=None, progress=None):
        if path.endswith("slow"):            # one long step that does not look at ``cancelled``
            slow_started.set()
            release.wait(30)
            slow_ended.set()
        return real(path, cancelled=cancelled, progress=progress)
    monkeypatch.setattr(loader, "load_checkpoint", load_checkpoint)
    tc.gpt2(tmp_path / "slow")
    tc.gpt2(tmp_path / "fast")
    models = loader_window.models
    try:
        models.open(tmp_path / "slow")
        assert slow_started.wait(10)
        with qtbot.waitSignal(models.loader.loaded, timeout=10_000) as loaded:
            models.open(tmp_path / "fast")        # queued behind the slow one, it waited as long as it
        assert not slow_ended.is_set() and loaded.args[0] is loader_window.session.real_model
        loader_window.close()
        loader_window.deleteLater()
        QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
        assert not slow_ended.is_set()           # the window went while the slow load still ran
    finally:
        release.set()


# --- the practice checker ----------------------------------------------------------------------------
def test_a_failing_checker_reports_the_reason_and_its_thread_ends(qtbot, monkeypatch):
    from posviz.practice import Limits, task_by_key
    from posviz.qt.workers import check_worker

    def failing_check(*args, **kwargs):
        raise RuntimeError("boom in the checker")
    monkeypatch.setattr(check_worker, "check", failing_check)
    task = task_by_key("positional_encoding")
    thread = check_worker.CheckThread(task, "def positional_encoding(length, d_model): pass", Limits(seconds=2.0))
    with qtbot.waitSignal(thread.reported, timeout=10_000) as reported:
        thread.start()
    assert thread.wait(10_000) and check_worker.running() == 0
    report = reported.args[0]
    assert report.outcome == "error" and "The checker itself failed: boom in the checker" in report.summary
