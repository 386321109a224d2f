"""Files from others are read through one guard (posviz.files): regular files only, checked on the
opened descriptor, a size cap per kind named in the message, strict JSON with named reasons."""
from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "model"))
from no_hang import within  # noqa: E402

from posviz.files import MAX_DEPTH, FileRefused, confined, parse_json, read_capped
from posviz.lecture.quiz import QuizError, load_quiz
from posviz.lecture.state import LectureState, LectureStateError
from posviz.model.limits import MAX_QUESTIONS, MAX_QUIZ_BYTES




def _question(i: int = 0, **extra) -> dict:
    return {"question": f"question {i}?", "choices": [{"text": "yes", "correct": True, "explanation": "so"},
                                                     {"text": "no", "correct": False, "explanation": "not so"}],
            **extra}


def _quiz(questions) -> dict:
    return {"format": "posviz-quiz", "version": 1, "title": "T", "questions": questions}


@pytest.mark.parametrize("name, load, error", [("lecture.posviz", LectureState.load, LectureStateError),
                                                ("quiz.json", load_quiz, QuizError)])
def test_a_fifo_is_refused_at_once(tmp_path, name, load, error):
    path = tmp_path / name
    os.mkfifo(path)
    with within(5), pytest.raises(error, match=r"FIFO \(named pipe\), not a file"):
        load(path)


@pytest.mark.parametrize("device", ["/dev/urandom", "/dev/zero"])
def test_a_link_to_a_device_is_refused_unread(tmp_path, device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    for name, load, error in (("quiz.json", load_quiz, QuizError), ("l.posviz", LectureState.load, LectureStateError)):
        (tmp_path / name).symlink_to(device)
        with within(5), pytest.raises(error, match="it is a device, not a file"):
            load(tmp_path / name)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(QuizError, match="cannot be read: it is a folder"):
        load_quiz(tmp_path)


def test_the_size_cap_is_checked_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_QUIZ_BYTES + 1))
    monkeypatch.setattr(json, "loads", lambda *a, **k: pytest.fail("an oversized quiz was parsed"))
    with pytest.raises(QuizError, match=f"a quiz is at most {MAX_QUIZ_BYTES / 1e6:,.1f} MB"):
        load_quiz(path)


def test_read_capped_returns_the_bytes_of_a_regular_file(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"abc")
    assert read_capped(path, 3) == b"abc"
    with pytest.raises(FileRefused, match="f is 3 bytes; a thing is at most 2 bytes"):
        read_capped(path, 2, "thing")


NUMBER_400 = "9" * 400


@pytest.mark.parametrize("text, reason", [
    ('{"a": ' + NUMBER_400 + "}", "a whole number with 400 digits"),
    ('{"a": 1e999}', "too large for a floating-point value"),
    ('{"a": NaN}', "NaN"),
    ('{"a": 1, "a": 2}', "the key 'a' appears twice"),
    ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), f"nested {MAX_DEPTH + 1} levels deep"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    (b"\xff{}", "not UTF-8"),
    ("{", "not valid JSON"),
])
def test_strict_json_names_the_file_and_the_reason(text, reason):
    with pytest.raises(FileRefused) as info:
        parse_json(text, "x.json")
    assert str(info.value).startswith("x.json") and reason in str(info.value)


def test_strict_json_reads_what_is_valid():
    assert parse_json('{"a": [1, 2.5, "é", null, true], "b": {"c": -12345678901234567890}}', "f") == \
        {"a": [1, 2.5, "é", None, True], "b": {"c": -12345678901234567890}}
    nested = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert parse_json(nested, "f") is not None


def test_a_lecture_with_a_400_digit_number_is_refused_by_name(tmp_path):
    text = ('{"format": "posviz-lecture", "version": 1, "slides": [{"text": "a", "view": {"zoom": '
            + NUMBER_400 + "}}]}")
    path = tmp_path / "n.posviz"
    path.write_text(text)
    with pytest.raises(LectureStateError, match="a whole number with 400 digits"):
        LectureState.load(path)


@pytest.mark.parametrize("mutate, reason", [
    (lambda q: q["questions"][0]["show_me"].update(focus=int(NUMBER_400)), "400 digits"),
    (lambda q: q["questions"][0].update(id=[[[[]]]] * 1), None),
    (lambda q: q.update(questions=[_question(i) for i in range(MAX_QUESTIONS + 1)]),
     f"{MAX_QUESTIONS + 1:,} questions; a quiz has at most {MAX_QUESTIONS:,}"),
    (lambda q: q["questions"][0].update(question="x" * 100_000), "100,000 characters"),
])
def test_a_quiz_breaking_a_limit_is_refused_by_name(tmp_path, mutate, reason):
    quiz = _quiz([_question(0, show_me={"label": "see"})])
    mutate(quiz)
    path = tmp_path / "q.json"
    path.write_text(json.dumps(quiz))
    if reason is None:                  # an id is any JSON value, shown as text: it loads
        assert load_quiz(path).questions[0].id == "[[[[]]]]"
        return
    with pytest.raises(QuizError, match=reason) as info:
        load_quiz(path)
    assert "q.json" in str(info.value)


def test_confined_keeps_names_inside_the_folder(tmp_path):
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "a.safetensors").write_bytes(b"")
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "x.safetensors").write_bytes(b"")
    (folder / "link.safetensors").symlink_to(tmp_path / "other" / "x.safetensors")
    assert confined(folder, "a.safetensors", "index") == folder / "a.safetensors"
    for name, reason in (("../other/x.safetensors", "not a file inside"), ("/etc/passwd", "not a file inside"),
                         ("link.safetensors", "leads outside the model folder"), ("", "not a file inside")):
        with pytest.raises(FileRefused, match=reason):
            confined(folder, name, "index")


def test_confined_follows_a_hugging_face_cache_snapshot_into_its_blobs(tmp_path):
    snapshot = tmp_path / "models--x" / "snapshots" / "abc123"
    blobs = tmp_path / "models--x" / "blobs"
    snapshot.mkdir(parents=True)
    blobs.mkdir()
    (blobs / "sha").write_bytes(b"")
    (snapshot / "model.safetensors").symlink_to(Path("../../blobs/sha"))
    assert confined(snapshot, "model.safetensors", "index") == snapshot / "model.safetensors"


@pytest.mark.parametrize("field", ["question", "sentence"])
def test_a_lone_surrogate_in_a_quiz_is_refused_by_name(tmp_path, field):
    quiz = _quiz([_question(0, show_me={"label": "see", "sentence": "the dog"})])
    where = quiz["questions"][0] if field == "question" else quiz["questions"][0]["show_me"]
    where[field] = "the \ud800 dog"
    path = tmp_path / "q.json"
    path.write_text(json.dumps(quiz))                         # ASCII JSON: "\ud800" as an escape
    with pytest.raises(QuizError, match=r"holds the code point U\+D800 at character 5, half of a surrogate pair"):
        load_quiz(path)


def test_something_that_is_not_a_file_is_not_even_opened(tmp_path, monkeypatch):
    """Opening a device can do something (a tape rewinds): the type is checked before any open."""
    os.mkfifo(tmp_path / "fifo.json")
    if not os.path.exists("/dev/zero") or not stat.S_ISCHR(os.stat("/dev/zero").st_mode):
        pytest.skip("no /dev/zero device")
    (tmp_path / "null.json").symlink_to("/dev/zero")
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, *a, **k: opened.append(str(path)) or real_open(path, *a, **k))
    for name in ("fifo.json", "null.json"):
        with pytest.raises(FileRefused, match="cannot be read: it is"):
            read_capped(tmp_path / name, 100, "quiz")
    assert opened == []
