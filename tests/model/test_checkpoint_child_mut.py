"""The tokenizer child's protocol, run in this process over in-memory streams (issue 23's mutants).

tests/model/test_tokenizer_process.py checks the child as a real process; a line run there is
invisible to a tracer in this process, so here :func:`serve` reads its frames from a buffer and
writes its answers to one, and the answers are compared with the ``tokenizers`` library's own.
"""
from __future__ import annotations

import io
import json
import pickle
import sys
import threading
import time
from types import SimpleNamespace

import pytest

pytest.importorskip("tokenizers")

from tiny_checkpoints import BERT_WORDS, wordpiece_tokenizer  # noqa: E402  (tests/model is on sys.path)

from posviz.model.checkpoint import tokenizer_child as child  # noqa: E402
from posviz.model.checkpoint.safetensors_io import CheckpointError  # noqa: E402


class Sink:
    """A write-only stream the child's two threads share; ``frames()`` reads back what it holds."""

    def __init__(self):
        self.buffer, self.lock, self.flushes = io.BytesIO(), threading.Lock(), 0

    def write(self, data):
        with self.lock:
            self.buffer.write(data)

    def flush(self):
        self.flushes += 1

    def frames(self) -> list:
        stream, found = io.BytesIO(self.buffer.getvalue()), []
        while True:
            try:
                found.append(child.receive(stream))
            except EOFError:
                return found


def _frames(*messages) -> io.BytesIO:
    sink = Sink()
    for message in messages:
        child.send(sink, message)
    return io.BytesIO(sink.buffer.getvalue())


def _serve(messages, answers: int) -> dict:
    """Run the child on ``messages``; its answers by id, once ``answers`` have come (the pipeline's
    thread answers after the look-ups)."""
    out = Sink()
    try:
        child.serve(_frames(*messages), out)      # returns when the file cannot be opened
    except EOFError:                              # else serves until its input ends
        pass
    deadline = time.monotonic() + 30
    while len(out.frames()) < answers and time.monotonic() < deadline:
        time.sleep(0.01)
    found = out.frames()
    assert len(found) == answers
    return {ident: (ok, value) for ident, ok, value in found}


@pytest.fixture(scope="module")
def tokenizer_text() -> bytes:
    return wordpiece_tokenizer().to_str().encode("utf-8")


def test_a_frame_is_an_8_byte_little_endian_length_and_a_pickle():
    sink = Sink()
    child.send(sink, ("open", b"x", "t.json", 5))
    data = sink.buffer.getvalue()
    body = pickle.dumps(("open", b"x", "t.json", 5), protocol=pickle.HIGHEST_PROTOCOL)
    assert data == len(body).to_bytes(8, "little") + body and sink.flushes == 1
    assert child.receive(io.BytesIO(data)) == ("open", b"x", "t.json", 5)


@pytest.mark.parametrize("cut", [0, 3, 7, 8, 12])
def test_a_frame_cut_short_is_the_end_of_the_stream(cut):
    data = _frames(("a", 1)).getvalue()
    with pytest.raises(EOFError):
        child.receive(io.BytesIO(data[:cut] if cut < 12 else data[:-1]))


def test_the_child_opens_the_file_then_answers_each_lane(tokenizer_text, monkeypatch):
    monkeypatch.setattr(child, "limit_memory", lambda limit: None)
    answers = _serve([("open", tokenizer_text, "t.json", 2**40), (1, "pipeline", "settings", (3,)),
                      (2, "lookup", "token_to_id", ("dog",)), (3, "lookup", "decode", ([4, 5, 2], True)),
                      (4, "lookup", "decode_batch", ([[4], [5, 6]], False)), (5, "lookup", "pieces", (8,)),
                      (6, "lookup", "get_vocab", (True,)), (7, "lookup", "token_to_id", (5,)),
                      (8, "pipeline", "encode", ("the dog bit", True))], answers=9)
    ok, facts = answers[0]
    assert ok and facts == {"size": 12, "special_ids": frozenset({0, 1, 2, 3}), "unk": "[UNK]", "unk_id": 1,
                            "kind": "WordPiece", "convention": "wordpiece", "max_text": 100_000,
                            "largest_listed": 11}
    assert answers[1] == (True, None)
    assert answers[2] == (True, 5)
    assert answers[3] == (True, "the dog")
    assert answers[4] == (True, ["the", "dog bit"])
    assert answers[5] == (True, BERT_WORDS[8:])                  # from 8 to the end: fewer than a chunk
    assert answers[6] == (True, {word: i for i, word in enumerate(BERT_WORDS)})
    assert answers[7][0] is False and answers[7][1].startswith("TypeError: ")
    ok, (ids, offsets, special, tokens, overflowing) = answers[8]
    # truncated to 3 by the settings call: [CLS] the [SEP]; the rest overflows, masks only
    assert ok and (ids, offsets, special, tokens) == ([2, 4, 3], [(0, 0), (0, 3), (0, 0)], [1, 0, 1],
                                                      ["[CLS]", "the", "[SEP]"])
    assert overflowing == [([], [], [1, 0, 1], [], []), ([], [], [1, 0, 1], [], [])]


def test_pieces_come_a_chunk_at_a_time():
    tokenizer = SimpleNamespace(get_vocab_size=lambda with_added_tokens: 3000 if with_added_tokens else 0,
                                id_to_token=lambda i: f"p{i}", token_to_id=None)
    pieces = child._operations(tokenizer)["pieces"]
    assert pieces(0) == [f"p{i}" for i in range(1024)]
    assert pieces(2048) == [f"p{i}" for i in range(2048, 3000)]
    assert pieces(3000) == []


def test_an_error_answer_is_its_type_and_at_most_2000_characters_of_its_message():
    out = Sink()

    def fails():
        raise KeyError("k" * 2500)
    child._answer(out, threading.Lock(), 9, fails, ())
    [(ident, ok, text)] = out.frames()
    assert (ident, ok) == (9, False) and text == "KeyError: '" + "k" * 1999
    child._answer(out, threading.Lock(), 10, lambda a, b: a + b, (2, 3))
    assert out.frames()[-1] == (10, True, 5)


def test_a_file_that_is_no_tokenizer_is_answered_with_its_error(monkeypatch):
    monkeypatch.setattr(child, "limit_memory", lambda limit: None)
    [(ok, text)] = _serve([("open", b"{oops", "t.json", 1)], answers=1).values()
    assert ok is False and text == ("t.json is not valid JSON: Expecting property name enclosed in double quotes "
                                    "at line 1, column 2")
    [(ok, fields)] = _serve([("open", b'{"model": 3}', "t.json", 1)], answers=1).values()
    # the child sends the sentence's fields; the parent says it in the user's language (English here)
    assert ok is False and fields[:2] == ("unreadable", "t.json") and fields[3] == ""
    assert child.unreadable(*fields[1:]).startswith("t.json could not be read as a tokenizer: ")


def test_an_unexpected_failure_while_opening_names_the_file_and_the_error(tokenizer_text, monkeypatch):
    monkeypatch.setattr(child, "limit_memory", lambda limit: None)

    def broken(text, name):
        raise RuntimeError("r" * 400)
    monkeypatch.setattr(child, "open_tokenizer", broken)
    [(ok, fields)] = _serve([("open", tokenizer_text, "t.json", 1)], answers=1).values()
    assert ok is False and fields == ("unreadable", "t.json", "r" * 300, "RuntimeError")
    assert child.unreadable(*fields[1:]) == "t.json could not be read as a tokenizer (RuntimeError: " + "r" * 300 + ")"


def test_the_memory_limit_handed_over_is_the_one_set(tokenizer_text, monkeypatch):
    limits = []
    monkeypatch.setattr(child, "limit_memory", limits.append)
    _serve([("open", tokenizer_text, "t.json", 123_456)], answers=1)
    assert limits == [123_456]


def test_open_tokenizer_refuses_a_multiplying_normalizer_before_building_it():
    data = {"normalizer": {"type": "Replace", "pattern": {"String": "a"}, "content": "a" * 5000}}
    with pytest.raises(CheckpointError, match="^t.json's normalizer can make a text up to 5,000 times longer"):
        child.open_tokenizer(json.dumps(data).encode("utf-8"), "t.json")


@pytest.mark.parametrize("hard, expected", [(-1, [(9, (1000, 1000))]), (5000, [(9, (1000, 5000))]),
                                            (1000, []), (999, [])])
def test_the_address_space_is_capped_only_below_the_hard_limit(monkeypatch, hard, expected):
    calls = []
    fake = SimpleNamespace(RLIMIT_AS=9, RLIM_INFINITY=-1, getrlimit=lambda what: (-1, hard),
                           setrlimit=lambda what, pair: calls.append((what, pair)))
    monkeypatch.setitem(sys.modules, "resource", fake)
    child.limit_memory(1000)
    assert calls == expected


@pytest.mark.parametrize("ending", [EOFError(), BrokenPipeError(), OSError("gone")])
def test_main_answers_on_a_copy_of_stdout_points_stdout_at_stderr_and_always_exits_0(monkeypatch, ending):
    calls = []

    class Exited(Exception):
        pass

    def _exit(code):
        calls.append(("exit", code))
        raise Exited

    fake_os = SimpleNamespace(dup=lambda fd: calls.append(("dup", fd)) or 42,
                              fdopen=lambda fd, mode: calls.append(("fdopen", fd, mode)) or "the copy",
                              dup2=lambda a, b: calls.append(("dup2", a, b)), _exit=_exit)
    stdin = SimpleNamespace(buffer="stdin's bytes")

    def serve(inp, out):
        calls.append(("serve", inp, out))
        raise ending
    monkeypatch.setattr(child, "os", fake_os)
    monkeypatch.setattr(child, "sys", SimpleNamespace(stdin=stdin))
    monkeypatch.setattr(child, "serve", serve)
    with pytest.raises(Exited):
        child.main()
    assert calls == [("dup", 1), ("fdopen", 42, "wb"), ("dup2", 2, 1), ("serve", "stdin's bytes", "the copy"),
                     ("exit", 0)]
