"""One error path: an exception in a slot is logged and shown briefly; the state stays as it was."""
import logging

import pytest
from PySide6 import QtCore

from posviz.cli import command as cli
from posviz.model import toy
from posviz.qt import create_window
from posviz.qt.window.errors import ErrorHook, log, setup_logging, short_message


class Emitter(QtCore.QObject):
    fire = QtCore.Signal()


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_is_logged_and_shown(qtbot, tmp_path):
    window = create_window()
    qtbot.addWidget(window)
    window.show()
    hook = ErrorHook(window)
    log_path = setup_logging(tmp_path)
    before = window.session.frame
    emitter = Emitter()

    def broken_slot():
        window.session.set_text("the cat")
        raise RuntimeError("the heatmap could not be drawn")

    emitter.fire.connect(broken_slot)
    try:
        emitter.fire.emit()
        qtbot.waitUntil(hook.toast.isVisible, timeout=3000)
    finally:
        hook.uninstall()
    assert "the heatmap could not be drawn" in hook.toast.text() and "Traceback" not in hook.toast.text()
    assert window.isVisible() and window.session.frame is not before   # what succeeded stays done
    for handler in log.handlers:
        handler.flush()
    text = log_path.read_text()
    assert "RuntimeError: the heatmap could not be drawn" in text and "Traceback" in text


def test_short_message_is_one_line():
    message = short_message(ValueError("first line\nsecond line"))
    assert "first line" in message and "second line" not in message and "\n" not in message


def test_log_rotates(tmp_path):
    path = setup_logging(tmp_path)
    big = "x" * 10_000
    for _ in range(300):
        log.info(big)
    assert path.stat().st_size <= 1_100_000 and (tmp_path / "posviz.log.1").exists()
    log.setLevel(logging.WARNING)


def test_missing_resource_is_named_at_start(monkeypatch, tmp_path, capsys, qapp):
    from posviz import assets
    monkeypatch.setattr(assets, "_root", lambda: tmp_path)
    toy._read_toy.cache_clear()
    toy.toy_model.cache_clear()
    toy.illustrative_model.cache_clear()
    try:
        assert cli.main([]) == 2
    finally:
        toy._read_toy.cache_clear()
        toy.toy_model.cache_clear()
        toy.illustrative_model.cache_clear()
    err = capsys.readouterr().err
    assert "toy_model.json" in err and "Traceback" not in err
