"""The window's side of the tokenizer child, without starting one: how answers, deaths and timeouts
become messages, how a death's cause is read from stderr, which pieces are fetched (issue 23's mutants).

tests/model/test_tokenizer_process.py runs real children; here the child is a stand-in so every
branch is reached in a few milliseconds.
"""
from __future__ import annotations

import os
import sys
import tempfile
import threading
from concurrent.futures import Future
from pathlib import Path
from types import SimpleNamespace

import pytest

from posviz.model.budget import TokenizerTimeout
from posviz.model.checkpoint import tokenizer_process as tp
from posviz.model.checkpoint.safetensors_io import CheckpointError


def test_the_child_is_this_python_running_the_childs_module_or_the_bundle_again(monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert tp.child_command() == [sys.executable, "-c",
                                  "from posviz.model.checkpoint.tokenizer_child import main; main()"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert tp.child_command() == [sys.executable, "--tokenizer-child"]


def test_the_childs_environment_finds_posviz_and_runs_one_thread(monkeypatch):
    root = str(Path(tp.__file__).resolve().parents[3])
    monkeypatch.setenv("PYTHONPATH", "/elsewhere")
    env = tp._child_env()
    assert env["PYTHONPATH"] == os.pathsep.join([root, "/elsewhere"])
    assert (Path(root) / "posviz" / "model" / "checkpoint" / "tokenizer_child.py").exists()
    assert {k: env[k] for k in ("TOKENIZERS_PARALLELISM", "RAYON_NUM_THREADS", "OPENBLAS_NUM_THREADS",
                                "OMP_NUM_THREADS", "MALLOC_ARENA_MAX", "PYTHONIOENCODING", "RUST_BACKTRACE")} == {
        "TOKENIZERS_PARALLELISM": "false", "RAYON_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1", "MALLOC_ARENA_MAX": "2", "PYTHONIOENCODING": "utf-8", "RUST_BACKTRACE": "0"}
    monkeypatch.delenv("PYTHONPATH")
    assert tp._child_env()["PYTHONPATH"] == root


def test_the_documented_budgets():
    assert tp.IN_PROCESS_BYTES == 512 * 1024 and tp.MEMORY_BYTES == 2 * 1024 ** 3 and tp.OPEN_LIMIT_S == 120.0
    assert tp.UNNAMED.format(id=12345) == "(token 12,345: its name is being read)"


def test_a_remote_encoding_rebuilds_its_overflowing_parts():
    encoding = tp.RemoteEncoding([2, 4], [(0, 0), (0, 3)], [1, 0], ["[CLS]", "the"], [([], [], [1, 0, 1], [], [])])
    assert (encoding.ids, encoding.offsets, encoding.special_tokens_mask, encoding.tokens) == (
        [2, 4], [(0, 0), (0, 3)], [1, 0], ["[CLS]", "the"])
    [part] = encoding.overflowing
    assert part.special_tokens_mask == [1, 0, 1] and part.overflowing == []


def _child(stderr: bytes = b"", told: int = 0, returncode=-9) -> tp._Child:
    """A _Child whose process is a stand-in (nothing is started)."""
    child = object.__new__(tp._Child)
    child.name, child.ended, child._lock = "t.json", "", threading.Lock()
    child._stderr = tempfile.TemporaryFile()
    child._stderr.write(stderr)
    child._stderr.flush()
    child._told, child._pending = told, {}
    child.proc = SimpleNamespace(returncode=returncode, killed=0, kill=lambda: setattr(child.proc, "killed", 1),
                                 wait=lambda timeout: None)
    return child


@pytest.mark.parametrize("stderr, told, code, cause", [
    (b"note\nmemory allocation of 8 bytes failed\n\n", 0, -6, "memory allocation of 8 bytes failed; signal 6"),
    (b"", 0, -9, "signal 9"), (b"", 0, 1, "exit code 1"), (b"", 0, None, "exit code None"),
    (b"old panic\n", 10, -9, "signal 9"),                                 # answered already: not the cause
    (b"old\nnew line\n", 4, 3, "new line; exit code 3"),
])
def test_a_dead_childs_cause_is_its_last_new_line_on_stderr_and_its_signal(stderr, told, code, cause):
    assert _child(stderr, told, code)._cause() == cause


def test_a_long_last_line_is_cut():
    cause = _child(b"x" * 500 + b"\n", 0, -9)._cause()
    assert cause == "x" * 160 + "… (500 characters in all); signal 9"


def test_stopping_kills_once_and_answers_every_waiting_call():
    child = _child(b"", 0, -9)
    waiting = [Future(), Future()]
    child._pending = {1: waiting[0], 2: waiting[1]}
    child.stop("the tokenizer was closed")
    assert child.proc.killed == 1 and child.ended == "the tokenizer was closed"
    assert [f.result(0) for f in waiting] == [(tp._DIED, "the tokenizer was closed")] * 2
    child.proc.killed = 0
    child.stop("again")
    assert child.proc.killed == 0 and child.ended == "the tokenizer was closed"
    late = child.request("lookup", "pieces", (0,))
    assert late.result(0) == (tp._DIED, "the tokenizer was closed")
    unexplained = _child(b"", 0, -11)
    unexplained.stop("")
    assert unexplained.ended == "signal 11"


def test_the_length_of_a_closed_file_is_zero():
    handle = tempfile.TemporaryFile()
    handle.write(b"abc")
    handle.flush()
    assert tp._length(handle) == 3
    handle.close()
    assert tp._length(handle) == 0


class Holder:
    def __init__(self):
        self.stopped = []
        self.ended = ""
        self.opened = Future()

    def stop(self, reason):
        self.stopped.append(reason)


def _remote(size: int = 3000) -> tp.RemoteTokenizer:
    remote = object.__new__(tp.RemoteTokenizer)
    remote.name, remote._holder, remote.facts, remote._pieces = "t.json", [Holder()], {"size": size}, {}
    remote._lock = threading.Lock()
    return remote


def _done(value) -> Future:
    future = Future()
    future.set_result(value)
    return future


def test_answers_become_values_or_messages_naming_the_file():
    remote = _remote()
    assert remote._answer(_done((True, 5)), 1.0, "x") == 5
    cases = [((False, "t.json is not valid JSON"), True, "t.json is not valid JSON"),
             ((False, "Exception: " + "e" * 300), False,
              "t.json failed on this text (Exception: " + "e" * 189 + "… (311 characters in all))"),
             ((tp._DIED, "signal 9"), True, "t.json could not be read: the process reading it stopped (signal 9)"),
             ((tp._DIED, "it took more than 2 s to read its file"), True,
              "t.json stopped while trying to read its file (it took more than 2 s to read its file)"),
             ((tp._DIED, "signal 9"), False, "t.json stopped while trying to read its file (signal 9)")]
    for answer, opening, message in cases:
        with pytest.raises(CheckpointError) as caught:
            remote._answer(_done(answer), 1.0, "read its file", opening=opening)
        assert str(caught.value) == message


def test_a_call_past_its_patience_stops_the_child():
    remote = _remote()
    with pytest.raises(TokenizerTimeout) as caught:
        remote._answer(Future(), 0.01, "split the sentence")
    assert str(caught.value) == ("t.json took more than 0.01 s to split the sentence, so posviz stopped the process "
                                 "it runs in")
    assert remote._holder[0].stopped == ["it took more than 0.01 s to split the sentence"]
    with pytest.raises(TokenizerTimeout, match="^t.json took more than 0.02 s to name a token"):
        remote._answer(Future(), lambda: 0.02, "name a token")


def test_pieces_are_fetched_a_chunk_at_a_time_and_kept(monkeypatch):
    remote = _remote(size=3000)
    remote._holder[0].opened.set_result((True, {}))
    asked = []

    def lookup(what, op, start):
        asked.append((what, op, start))
        return [f"p{i}" for i in range(start, min(start + 1024, 3000))]
    monkeypatch.setattr(remote, "_lookup", lookup)
    assert remote.id_to_token(1030) == "p1030" and remote.id_to_token(2047) == "p2047"
    assert remote.id_to_token(2999) == "p2999" and remote.id_to_token(1024) == "p1024"
    assert asked == [("name a token", "pieces", 1024), ("name a token", "pieces", 2048)]
    assert remote.id_to_token(3000) is None and remote.id_to_token(-1) is None
    assert remote.get_vocab_size() == 3000


def test_a_piece_asked_for_while_the_child_reads_its_file_is_unnamed_and_not_kept(monkeypatch):
    remote = _remote()
    assert remote.id_to_token(5) == "(token 5: its name is being read)" and remote._pieces == {}
    remote._holder[0].opened.set_result((True, {}))

    def failing(what, op, start):
        raise CheckpointError("t.json stopped")
    monkeypatch.setattr(remote, "_lookup", failing)
    assert remote.id_to_token(2500) == "(token 2,500: its name is being read)" and remote._pieces == {}


def test_a_child_that_cannot_be_started_is_named(monkeypatch):
    def no_processes(text, name):
        raise OSError(11, "Resource temporarily unavailable")
    monkeypatch.setattr(tp, "_Child", no_processes)
    with pytest.raises(CheckpointError) as caught:
        tp._start(b"{}", "t.json")
    assert str(caught.value) == ("t.json is read in a process of its own, and posviz could not start one (Resource "
                                 "temporarily unavailable)")
    holder = [Holder()]
    tp._stop(holder)
    assert holder[0].stopped == ["the tokenizer was closed"]


def test_lookups_wait_the_budget_once_the_file_is_read_and_the_open_limit_before(monkeypatch):
    remote, limits = _remote(), []
    child = remote._holder[0]
    child.request = lambda lane, op, args: _done((True, (lane, op, args)))
    monkeypatch.setattr(remote, "_answer", lambda future, limit, what: limits.append((limit, what)) or future.result()[1])
    assert remote.token_to_id("dog") == ("lookup", "token_to_id", ("dog",))
    child.opened.set_result((True, {}))
    assert remote.get_vocab(with_added_tokens=0) == ("lookup", "get_vocab", (False,))
    assert remote.decode([3.0], skip_special_tokens=0) == ("lookup", "decode", ([3], False))
    assert remote.decode_batch([[1.0], [2]]) == ("lookup", "decode_batch", ([[1], [2]], True))
    assert limits == [(120.0, "look up a token"), (3.0, "list its vocabulary"), (3.0, "decode a token"),
                      (3.0, "decode its vocabulary")]


def test_only_the_last_2000_bytes_of_stderr_are_read_for_the_cause():
    cause = _child(b"A" + b"x" * 2999 + b"\n", 0, -9)._cause()       # the line's last 1,999 characters
    assert cause == "x" * 160 + "… (1,999 characters in all); signal 9"


def test_a_text_longer_than_the_files_allowance_is_refused_before_the_child_is_asked():
    remote = _remote()
    remote.max_text = 3
    with pytest.raises(CheckpointError) as caught:
        remote.encode("abcd")
    assert str(caught.value) == ("this text is 4 characters long; t.json's normalizer can lengthen text so much that "
                                 "posviz gives it at most 3 characters")
