"""posviz.lecture's rules pinned by value: where a removed slide leaves the lecture, the size limits at
their exact boundary, the words naming each kind of JSON value, a slide's view defaults being the
session's, the quiz's records frozen and its show-me settings kept, and fileio's messages and names."""
from __future__ import annotations

import dataclasses
import errno
import os
from pathlib import Path

import pytest

from posviz.lecture import fileio, quiz, state
from posviz.lecture.export_data import MAX_CSV_VALUES, ExportError, _check_size
from posviz.lecture.state import LectureState, LectureStateError, Slide, ViewOptions
from posviz.model.limits import MAX_TEXT
from posviz.state.options import DisplayOptions


# --- slides --------------------------------------------------------------------------------------
def _lecture(count: int, current: int) -> LectureState:
    return LectureState(tuple(Slide(text=f"slide {i}") for i in range(count)), current)


@pytest.mark.parametrize("count, current, texts, now", [
    (3, 2, ["slide 0", "slide 1"], 1),          # the last one: the new last is shown
    (3, 0, ["slide 1", "slide 2"], 0),          # the first: the next one takes its place
    (3, 1, ["slide 0", "slide 2"], 1),
    (2, 1, ["slide 0"], 0),
])
def test_removing_a_slide_shows_the_one_that_took_its_place(count, current, texts, now):
    after = _lecture(count, current).removed()
    assert [slide.text for slide in after.slides] == texts and after.current == now


def test_the_only_slide_is_never_removed():
    lecture = _lecture(1, 0)
    assert lecture.removed() is lecture


def test_inserting_goes_after_the_current_slide_and_shows_it():
    after = _lecture(3, 1).inserted(Slide(text="new"))
    assert [slide.text for slide in after.slides] == ["slide 0", "slide 1", "new", "slide 2"] and after.current == 2


def test_a_slides_view_defaults_are_the_sessions_display_defaults():
    view, options = ViewOptions(), DisplayOptions()
    for name in ("heatmap_rows", "reduce_motion", "zoom", "theme", "colormap"):
        assert getattr(view, name) == getattr(options, name), name
    assert (view.step, view.focus, view.word_order) == (-1, 0, ())


# --- limits at their boundary -----------------------------------------------------------------------
def test_a_lecture_of_exactly_the_byte_limit_is_written_and_one_byte_more_is_refused(monkeypatch):
    lecture = _lecture(2, 0)
    size = len(lecture.to_json().encode("utf-8"))
    monkeypatch.setattr(state, "MAX_BYTES", size)
    assert lecture.to_bytes() == lecture.to_json().encode("utf-8")
    monkeypatch.setattr(state, "MAX_BYTES", size - 1)
    with pytest.raises(LectureStateError) as info:
        lecture.to_bytes()
    assert str(info.value).startswith(f"it would be {size / 1e6:.1f} MB, and lecture files are at most ")


def test_a_csv_takes_ten_million_values_and_not_one_more():
    assert MAX_CSV_VALUES == 10_000_000            # ~200 MB of text, the figure the exporter states
    _check_size(10_000, 1_000, MAX_CSV_VALUES, "the z table", "the .npy format")
    with pytest.raises(ExportError) as info:
        _check_size(10_001, 1_000, MAX_CSV_VALUES, "the z table", "the .npy format")
    assert str(info.value) == ("the z table has 10,001 x 1,000 = 10,001,000 values, more than the 10,000,000 "
                               "this format takes; try the .npy format")


def _quiz_with_sentence(sentence: str) -> dict:
    return {"format": quiz.FORMAT, "version": 1, "questions": [{
        "id": "q1", "question": "Which?", "choices": [{"text": "a", "correct": True, "explanation": "Yes."},
                                                   {"text": "b", "correct": False, "explanation": "No."}],
        "show_me": {"label": "Look", "sentence": sentence, "settings": {"positions_on": False}, "focus": 1}}]}


def test_a_show_me_sentence_of_the_longest_length_is_taken_and_one_more_refused():
    shown = quiz.parse_quiz(_quiz_with_sentence("a" * MAX_TEXT)).questions[0].show_me
    assert len(shown.sentence) == MAX_TEXT
    with pytest.raises(quiz.QuizError) as info:
        quiz.parse_quiz(_quiz_with_sentence("a" * (MAX_TEXT + 1)))
    assert str(info.value).endswith(f"\"sentence\" has {MAX_TEXT + 1:,} characters; at most {MAX_TEXT:,}")


def test_a_show_me_keeps_its_settings_label_and_focus():
    shown = quiz.parse_quiz(_quiz_with_sentence("the cat sat")).questions[0].show_me
    assert (shown.label, shown.sentence, shown.settings, shown.focus) == ("Look", "the cat sat",
                                                                          {"positions_on": False}, 1)


def test_the_quizs_records_are_frozen():
    parsed = quiz.parse_quiz(_quiz_with_sentence("the cat sat"))
    question = parsed.questions[0]
    for record, field in ((parsed, "questions"), (question, "id"), (question.choices[0], "text"),
                          (question.show_me, "label")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, field, None)


# --- words for JSON values --------------------------------------------------------------------------
@pytest.mark.parametrize("value, kind", [({}, "object"), ([], "list"), ("", "string"), (True, "true/false"),
                                         (None, "null"), (3, "number"), (2.5, "number")])
def test_a_lecture_file_names_each_json_kind(value, kind):
    assert state._kind(value) == kind


def test_a_wrong_kind_in_a_lecture_file_is_named_in_the_message():
    with pytest.raises(LectureStateError) as info:
        LectureState.from_json("[1, 2]")
    assert "(the file holds a JSON list, " in str(info.value)
    with pytest.raises(LectureStateError) as info:
        Slide.from_dict(["the dog"])
    assert str(info.value) == "slide must be a JSON object, got a list"


# --- fileio ---------------------------------------------------------------------------------------
def test_a_broken_file_is_set_aside_under_the_next_free_name(tmp_path):
    path = tmp_path / "autosave.posviz"
    now = 1767322800.0       # any instant: the stamp is read back from the first name
    path.write_text("1")
    first = fileio.set_aside(path, now)
    stamp = first.name.removeprefix("autosave.posviz.broken-")
    assert len(stamp) == len("20260102-030405") and first.read_text() == "1"
    path.write_text("2")
    assert fileio.set_aside(path, now).name == f"autosave.posviz.broken-{stamp}-2"
    path.write_text("3")
    assert fileio.set_aside(path, now).name == f"autosave.posviz.broken-{stamp}-3"
    assert not path.exists()


def test_each_os_error_has_its_own_sentence(tmp_path):
    (tmp_path / "a file").write_text("x")
    (tmp_path / "folder").mkdir()
    cases = [
        (tmp_path / "missing" / "out.png", FileNotFoundError(errno.ENOENT, "No such file"),
         f"the folder {tmp_path / 'missing'} does not exist"),
        (tmp_path / "a file" / "out.png", NotADirectoryError(errno.ENOTDIR, "Not a directory"),
         f"{tmp_path / 'a file'} is not a folder"),
        (tmp_path / "folder", IsADirectoryError(errno.EISDIR, "Is a directory"), "it is a folder"),
        (tmp_path / "out.png", PermissionError(errno.EACCES, "Permission denied"), "permission denied"),
        (tmp_path / "out.png", OSError(errno.ENOSPC, "No space left on device"),
         f"the folder {tmp_path} does not take new files (No space left on device)"),
    ]
    for path, error, reason in cases:
        assert fileio.explain_os_error(path, error) == f"cannot write {path}: {reason}"


@pytest.mark.skipif(os.name != "posix", reason="a folder is synced only on POSIX systems")
def test_the_folder_synced_after_a_rename_is_the_files_own(tmp_path, monkeypatch):
    opened, real_open = [], os.open

    def watching(path, flags, *args, **kwargs):
        opened.append((Path(path), flags))
        return real_open(path, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", watching)
    fileio.atomic_write_bytes(tmp_path / "out.bin", b"data")
    assert (tmp_path, os.O_RDONLY) in opened
    assert (tmp_path / "out.bin").read_bytes() == b"data"
