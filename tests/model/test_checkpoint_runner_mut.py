"""The guarded runner's rules, each observed: patience while a call runs, errors passed or named, a call
given up before it ran, key-less calls never joined, the tokenizer's own attributes (issue 23's mutants)."""
from __future__ import annotations

import threading
import time

import pytest

from posviz.model.checkpoint.guarded import GuardedRunner, GuardedTokenizer, TokenizerTimeout, time_budget
from posviz.model.checkpoint.safetensors_io import CheckpointError


def test_patience_is_the_longest_budget_of_the_callers_of_the_running_call():
    runner, seen = GuardedRunner("t.json"), []
    assert runner.patience() == 0.0
    with time_budget(7.0):
        assert runner.call("x", None, lambda: seen.append(runner.patience()) or "ok") == "ok"
    assert seen[0] == pytest.approx(7.0, abs=0.5) and runner.patience() == 0.0


def test_errors_of_the_call_keep_their_words_and_others_are_named():
    runner = GuardedRunner("t.json")

    def raises(exc):
        def fn():
            raise exc
        return fn
    for exc in (CheckpointError("its own words"), TokenizerTimeout("a child's timeout")):
        with pytest.raises(type(exc)) as caught:
            runner.call("x", None, raises(exc))
        assert str(caught.value) == str(exc)
    with pytest.raises(CheckpointError) as caught:
        runner.call("x", None, raises(KeyError("k" * 300)))
    assert str(caught.value) == "t.json failed on this text (KeyError: '" + "k" * 189 + "… (312 characters in all))"
    with pytest.raises(CheckpointError) as caught:
        runner.call("x", None, raises(KeyboardInterrupt()))
    assert str(caught.value) == "t.json failed on this text (KeyboardInterrupt: )"


def test_a_call_whose_callers_all_gave_up_while_it_queued_is_not_run():
    runner, gate, ran = GuardedRunner("t.json"), threading.Event(), []
    blocker = threading.Thread(target=lambda: runner.call("x", None, lambda: gate.wait(10)), daemon=True)
    blocker.start()
    while runner.patience() == 0.0:
        time.sleep(0.001)
    with time_budget(0.02), pytest.raises(TokenizerTimeout) as caught:
        runner.call("split the sentence", ("encode", "a"), lambda: ran.append(1))
    assert str(caught.value) == ("t.json took more than 0.02 s to split the sentence (its normalizer or "
                                 "pre-tokenizer is too slow for this text)")
    job = runner._pending[("encode", "a")]
    gate.set()
    blocker.join(10)
    with pytest.raises(TokenizerTimeout) as caught:
        job.future.result(10)
    assert str(caught.value) == "t.json: the call was given up before it ran" and ran == []
    assert job.waiters == 0


def test_calls_without_a_key_are_never_joined_and_a_finished_call_lets_go_of_its_work():
    runner, runs = GuardedRunner("t.json"), []
    assert [runner.call("x", None, lambda n=n: runs.append(n) or n) for n in (1, 2)] == [1, 2]
    assert runner._pending == {} and runs == [1, 2]
    gate, jobs = threading.Event(), []
    thread = threading.Thread(target=lambda: runner.call("x", "k", gate.wait, 10), daemon=True)
    thread.start()
    while "k" not in runner._pending:
        time.sleep(0.001)
    jobs.append(runner._pending["k"])
    gate.set()
    thread.join(10)
    deadline = time.monotonic() + 10
    while jobs[0].fn is not None and time.monotonic() < deadline:
        time.sleep(0.001)
    assert (jobs[0].fn, jobs[0].args, jobs[0].kwargs) == (None, None, None)


class Library:
    """A stand-in tokenizers.Tokenizer: its batch calls answer, or fail as asked."""

    vocab_size = 12

    def __init__(self, failure=None):
        self.failure, self.calls = failure, []

    def encode_batch(self, texts, add_special_tokens):
        self.calls.append(("encode_batch", texts, add_special_tokens))
        return [f"encoded {texts[0]}"]

    def decode_batch(self, sequences, skip_special_tokens):
        self.calls.append(("decode_batch", sequences, skip_special_tokens))
        if self.failure:
            raise self.failure
        return ["|".join(map(str, s)) for s in sequences]


def test_a_guarded_tokenizer_runs_the_librarys_batch_calls_and_names_their_failures():
    library = Library()
    guarded = GuardedTokenizer(library, "t.json", max_text=5, largest_listed=11)
    assert (guarded.name, guarded.max_text, guarded.largest_listed, guarded.vocab_size) == ("t.json", 5, 11, 12)
    assert guarded.encode("abc", add_special_tokens=False) == "encoded abc"
    assert guarded.decode([3.0, 4]) == "3|4" and guarded.decode_batch([[1], [2, 5]], False) == ["1", "2|5"]
    assert library.calls == [("encode_batch", ["abc"], False), ("decode_batch", [[3, 4]], True),
                             ("decode_batch", [[1], [2, 5]], False)]
    with pytest.raises(CheckpointError, match="^this text is 6 characters long; t.json's normalizer"):
        guarded.encode("abcdef")
    broken = GuardedTokenizer(Library(ValueError("bad id")), "t.json")
    with pytest.raises(CheckpointError) as caught:
        broken.decode([1])
    assert str(caught.value) == "t.json failed to decode a token (ValueError: bad id)"
    with pytest.raises(CheckpointError) as caught:
        broken.decode_batch([[1]])
    assert str(caught.value) == "t.json failed to decode its vocabulary (ValueError: bad id)"


@pytest.mark.parametrize("data, largest", [
    ({"model": {"vocab": {"a": 3, "b": 7, "c": "x"}}, "added_tokens": [{"id": 9}, {"id": "10"}, {}]}, 9),
    ({"model": {"vocab": {"a": 3}}, "added_tokens": None}, 3), ({"model": {"vocab": [["a", 0.0], ["b", -1.0]]}}, 1),
    ({"model": {"vocab": {}}}, -1), ({"model": {"vocab": []}}, -1), ({"model": {"vocab": "a"}}, None),
    ({"model": {}}, None), ({}, None), ([], None), ({"model": {"vocab": {}}, "added_tokens": [3]}, None),
])
def test_the_largest_id_a_file_lists(data, largest):
    from posviz.model.checkpoint.guarded import largest_listed_id
    assert largest_listed_id(data) == largest
