"""Property test: valid quiz, lecture, config.json and safetensors-header files, mutated (types,
sizes, unicode, nesting, numbers, bytes), are either refused with a named reason or loaded correctly.

"Named" means the error is the format's own (QuizError, LectureStateError, CheckpointError) with a
message naming the file; "correctly" means the loaded object keeps the format's invariants (and a
safetensors header posviz accepts is one the safetensors library accepts and reads the same way).
Anything else (another exception type, a hang, a crash) fails. Examples are few: this runs in
seconds (FUZZ_N=2000 for a longer run; --hypothesis-show-statistics shows how many loaded and how
many were refused); the fuzz run in tests/qt/test_fuzz.py exercises the window.
"""
from __future__ import annotations

import json
import os
import struct
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from posviz.lecture.quiz import QuizError, load_quiz
from posviz.lecture.state import LectureState, LectureStateError

sys.path.insert(0, str(Path(__file__).resolve().parent / "model"))

EXAMPLES = settings(max_examples=int(os.environ.get("FUZZ_N", 40)), suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                            HealthCheck.too_slow])

# JSON values a hostile file might hold: huge and negative numbers, odd floats, unicode, nesting.
SCALARS = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.sampled_from([10**400, -1, 0, 2**64])
           | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=30)
           | st.sampled_from(["", " ", "<img src=/dev/zero>", "\u202e", "é" * 50, "x" * 20_000]))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8),
                                                                                             inner, max_size=4),
                      max_leaves=12)


def _paths(value, prefix=()):
    """Every path (tuple of keys/indices) into a JSON value."""
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, prefix + (key,))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield from _paths(child, prefix + (i,))


NUMBERS = st.sampled_from([10**400, -10**400, 2**64, 2**31, -1, 0, 1e308, -0.0, 1e-320, 10**30, 0.5])


def _at(data, path):
    for key in path:
        data = data[key]
    return data


def _replace(data, path, new):
    if not path:
        return new
    target = data
    for key in path[:-1]:
        target = target[key]
    if new is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = new
    return data


_DELETE = object()


@st.composite
def mutated(draw, valid: dict) -> bytes:
    """``valid`` with one value replaced or deleted, or its serialised bytes damaged, or nested deep."""
    data = json.loads(json.dumps(valid))
    kind = draw(st.sampled_from(["value", "value", "number", "delete", "bytes", "nest"]))
    if kind == "nest":
        depth = draw(st.integers(1, 3000))
        return ("[" * depth + json.dumps(valid) + "]" * depth).encode()
    paths = list(_paths(data))
    path = draw(st.sampled_from(paths))
    numbers = [p for p in paths if isinstance(_at(data, p), (int, float)) and not isinstance(_at(data, p), bool)]
    if kind == "number" and numbers:               # a number where one is expected, but extreme
        data = _replace(data, draw(st.sampled_from(numbers)), draw(NUMBERS))
    elif kind == "delete" and path:
        data = _replace(data, path, _DELETE)
    elif kind not in ("bytes", "number"):
        data = _replace(data, path, draw(VALUES))
    text = json.dumps(data, ensure_ascii=draw(st.booleans())).encode("utf-8", "surrogatepass")
    if kind == "bytes" and text:
        at = draw(st.integers(0, len(text) - 1))
        text = text[:at] + draw(st.binary(min_size=1, max_size=4)) + text[at + 1:]
    return text


VALID_QUIZ = {"format": "posviz-quiz", "version": 1, "title": "Check",
              "questions": [{"id": "q1", "question": "Which row does 'dog' read?",
                             "choices": [{"text": "row 2", "correct": True, "explanation": "its id is 2"},
                                         {"text": "row 0", "correct": False, "explanation": "that is 'the'"}],
                             "show_me": {"label": "see", "sentence": "the dog", "settings": {"scheme": "rope"},
                                         "focus": 1}}]}


@EXAMPLES
@given(content=mutated(VALID_QUIZ))
def test_a_mutated_quiz_is_refused_by_name_or_loads_whole(tmp_path, content):
    path = tmp_path / "mutated.json"
    path.write_bytes(content)
    try:
        quiz = load_quiz(path)
    except QuizError as exc:
        assert "mutated.json" in str(exc)
        event("refused")
        return
    event("loaded")
    for question in quiz.questions:
        assert 2 <= len(question.choices) <= 8 and sum(c.correct for c in question.choices) == 1
        assert all(isinstance(c.text, str) and c.text.strip() for c in question.choices)
        assert question.choices[question.answer].correct


VALID_LECTURE = json.loads(LectureState.from_dict({
    "format": "posviz-lecture", "version": 1, "current": 0,
    "slides": [{"text": "the dog bit the man", "settings": {"scheme": "learned", "d_model": 8},
                "view": {"zoom": 1.5, "theme": "dark"}}], "extra": {"practice": {"drafts": ["z = e + p"]}}}).to_json())


@EXAMPLES
@given(content=mutated(VALID_LECTURE))
def test_a_mutated_lecture_is_refused_by_name_or_loads_and_saves_the_same(tmp_path, content):
    path = tmp_path / "mutated.posviz"
    path.write_bytes(content)
    try:
        lecture = LectureState.load(path)
    except LectureStateError as exc:
        assert str(path) in str(exc)
        event("refused")
        return
    event("loaded")
    assert 0 <= lecture.current < len(lecture.slides)
    assert LectureState.from_json(lecture.to_json()) == lecture          # what loads, saves and reloads


@pytest.fixture(scope="module")
def gpt2_folder(tmp_path_factory):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    import tiny_checkpoints as tc
    folder, _ = tc.gpt2(tmp_path_factory.mktemp("fuzz") / "gpt2")
    return folder


VALID_CONFIG = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "vocab_size": None, "n_embd": 8,
                "n_positions": 16, "n_ctx": 16}


@EXAMPLES
@given(content=mutated(VALID_CONFIG))
def test_a_mutated_config_is_refused_by_name_or_loads(gpt2_folder, content):
    from posviz.model.checkpoint.loader import CheckpointError, load_checkpoint
    original = (gpt2_folder / "config.json").read_bytes()
    try:
        (gpt2_folder / "config.json").write_bytes(content)
        try:
            layer = load_checkpoint(gpt2_folder)
        except CheckpointError as exc:
            assert str(exc)
            event("refused")
            return
        event("loaded")
        frame = layer.encode("the dog bit the man")
        assert frame.length > 0 and frame.z.shape == (frame.length, layer.d_model)
        assert int(frame.ids.max()) < layer.table.vocab_size
    finally:
        (gpt2_folder / "config.json").write_bytes(original)


def _header_file(path: Path, header: bytes, data: bytes) -> None:
    header += b" " * (-len(header) % 8)
    path.write_bytes(struct.pack("<Q", len(header)) + header + data)


VALUES_BYTES = np.arange(6, dtype=np.float32).tobytes()
VALID_HEADER = {"__metadata__": {"format": "np"}, "a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]},
                "b": {"dtype": "F32", "shape": [1, 4], "data_offsets": [8, 24]}}


@EXAMPLES
@given(content=mutated(VALID_HEADER), cut=st.sampled_from([0, 0, 0, 1, 3]))
def test_a_mutated_safetensors_header_is_refused_or_read_as_the_library_reads_it(tmp_path, content, cut):
    pytest.importorskip("safetensors")
    from safetensors import SafetensorError, safe_open

    from posviz.model.checkpoint.safetensors_io import CheckpointError, read_header, read_tensor
    path = tmp_path / "model.safetensors"
    _header_file(path, content, VALUES_BYTES[: len(VALUES_BYTES) - 4 * cut])
    try:
        infos = read_header(path)
    except CheckpointError as exc:
        assert str(exc).startswith("model.safetensors")
        event("refused")
        return
    event("loaded")
    try:                                           # posviz accepted it: so must the library, with the same data
        with safe_open(str(path), "numpy") as handle:
            assert sorted(handle.keys()) == sorted(infos)
            for name, info in infos.items():
                if info.dtype in ("F32", "F16", "F64"):
                    np.testing.assert_array_equal(read_tensor(info), handle.get_tensor(name))
    except SafetensorError as exc:
        pytest.fail(f"posviz read a header the safetensors library refuses ({exc}): {content[:200]!r}")
