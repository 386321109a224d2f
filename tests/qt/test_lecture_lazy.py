"""Lecture files are checked without encoding: a slide is encoded only when shown, off the GUI thread
when large (issue 17, case 2: 20 learned-table slides froze the window for 5.7 s on open, again on
every Ctrl+PgDn and at every start, because each slide was built and encoded to validate it)."""
from __future__ import annotations

import threading

import pytest
from PySide6 import QtCore

from posviz.lecture.state import LectureState, Slide, ViewOptions
from posviz.model.input_layer import InputLayer
from posviz.model.limits import MAX_LEARNED_VALUES
from posviz.model.positions import Learned
from posviz.model.settings import LayerSettings
from posviz.qt import create_window

D = 8192
ROWS = MAX_LEARNED_VALUES // D          # 2,048 rows: a full illustrative learned table, 16.7M numbers


@pytest.fixture
def work(monkeypatch):
    """Each learned table drawn and each text encoded, with the thread that did it."""
    seen = []
    random, encode = Learned.random.__func__, InputLayer.encode

    def counting_random(cls, *args, **kwargs):
        seen.append(("table", threading.current_thread() is threading.main_thread()))
        return random(cls, *args, **kwargs)

    def counting_encode(self, text, *args, **kwargs):
        seen.append(("encode", threading.current_thread() is threading.main_thread()))
        return encode(self, text, *args, **kwargs)
    monkeypatch.setattr(Learned, "random", classmethod(counting_random))
    monkeypatch.setattr(InputLayer, "encode", counting_encode)
    return seen


@pytest.fixture
def window(qtbot):
    window = create_window()
    window.persistence.disable()
    yield window
    window.session.wait()
    window.close()
    window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)


def lecture(slides: int = 20) -> LectureState:
    return LectureState(tuple(Slide(f"the dog bit the man {'a ' * i}", LayerSettings(
        scheme="learned", d_model=D, learned_max_len=ROWS, seed=i), ViewOptions(focus=0)) for i in range(slides)))


def test_opening_twenty_large_slides_encodes_only_the_shown_one_in_the_worker(window, work, tmp_path):
    path = tmp_path / "big.posviz"
    lecture().save(path)
    window.persistence.open_from(path)
    assert [item for item in work if item[1]] == []     # nothing drawn or encoded on the GUI thread
    assert window.session.busy and window.session.wait(60_000)
    assert work == [("table", False), ("encode", False)]    # the first slide, in the worker
    session = window.session
    assert session.settings.seed == 0 and session.frame.text == lecture().slides[0].text
    assert session.layer.positions.max_len == ROWS and session.frame.z.shape == (5, D)


def test_the_next_slide_is_checked_without_work_and_encoded_in_the_worker(window, work, tmp_path):
    path = tmp_path / "big.posviz"
    lecture().save(path)
    window.persistence.open_from(path)
    assert window.session.wait(60_000)
    work.clear()
    assert window.persistence.step(1)
    assert [item for item in work if item[1]] == []
    assert window.session.wait(60_000) and work == [("table", False), ("encode", False)]
    assert window.session.settings.seed == 1 and window.session.frame.length == 6


def test_a_slide_too_large_is_named_without_encoding_any(window, work, tmp_path):
    slides = list(lecture(5).slides)
    slides[3] = Slide("the " * 600, LayerSettings(d_model=D))       # 600 x 8,192: over MAX_Z_VALUES
    path = tmp_path / "bad.posviz"
    LectureState(tuple(slides)).save(path)
    old = window.session.frame
    with pytest.raises(ValueError, match=r"prepared sentence 4 cannot be shown: Z would be 600 tokens × 8,192"):
        window.persistence.open_from(path)
    assert work == [] and window.session.frame is old and not window.session.busy
