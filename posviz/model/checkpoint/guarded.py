"""The ``tokenizers`` library treated like a file from a stranger: every call with a time and size budget.

A tokenizer.json is code as much as data: its pre-tokenizer regex can backtrack for seconds (or
until the regex engine's retry limit, where the library raises ``pyo3_runtime.PanicException``,
a ``BaseException``), its normalizer can multiply the text (see :mod:`growth`). So:

- the size: a normalizer or decoder that could make a sentence longer than :data:`MAX_NORMALIZED`
  characters is refused when the file is opened, or limits the sentence's length;
- the time: each call that runs the file's pipeline (encode, decode) runs in a daemon thread of
  the tokenizer's own and is waited for at most the current :func:`time_budget`; past it the
  caller gets :class:`TokenizerTimeout` (the call keeps running; a caller asking for the same
  text again later joins it instead of starting another);
- anything the library raises, panics included, becomes a :class:`CheckpointError` naming the file.
"""
from __future__ import annotations

import queue
import threading
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout

from posviz.model.budget import TokenizerTimeout, current_budget, nominal_budget, time_budget
from posviz.model.checkpoint.growth import growth, longest_input
from posviz.model.checkpoint.safetensors_io import CheckpointError
from posviz.model.limits import MAX_TEXT
from posviz.shorten import shorten

MAX_NORMALIZED = 4_000_000      # characters a normalizer may make of one sentence (~100 MB in the library)
MIN_TEXT = 1_000                # a normalizer that allows shorter sentences than this is refused
__all__ = ["GuardedRunner", "GuardedTokenizer", "TokenizerTimeout", "check_growth", "time_budget"]


def check_growth(data: dict, name: str) -> int:
    """The longest sentence (characters) the tokenizer in ``data`` may be given; raises
    :class:`CheckpointError` when its normalizer or decoder can multiply a text beyond use."""
    for part in ("normalizer", "decoder"):
        factor, _ = bound = growth(data.get(part))
        allowed = longest_input(bound, MAX_NORMALIZED)
        if allowed < MIN_TEXT:
            raise CheckpointError(
                f"{name}'s {part} can make a text up to {factor:,.0f} times longer, so one sentence could "
                f"fill gigabytes of memory; posviz does not use this tokenizer")
        if part == "normalizer":
            longest = min(MAX_TEXT, allowed)
    return longest


def check_length(text, max_text: int, name: str) -> None:
    """Refuse a text longer than the ``max_text`` characters the tokenizer in ``name`` may be given."""
    if isinstance(text, str) and len(text) > max_text:
        raise CheckpointError(
            f"this text is {len(text):,} characters long; {name}'s normalizer can lengthen text so "
            f"much that posviz gives it at most {max_text:,} characters")


def largest_listed_id(data: dict) -> int | None:
    """The largest id a tokenizer.json lists (its model's vocabulary and its added tokens), read
    from the parsed file in Python: ``Tokenizer.get_vocab`` holds the GIL for seconds on a
    600,000-word vocabulary. None when the layout is not one this reads (the caller asks the library)."""
    try:
        vocab = data["model"]["vocab"]
        if isinstance(vocab, dict):
            ids = [value for value in vocab.values() if isinstance(value, int)]
        elif isinstance(vocab, list):           # Unigram: [[piece, score], ...], ids by position
            ids = [len(vocab) - 1] if vocab else []
        else:
            return None
        ids += [token["id"] for token in data.get("added_tokens") or () if isinstance(token.get("id"), int)]
    except (KeyError, TypeError, AttributeError):
        return None
    return max(ids, default=-1)


class _Call:
    def __init__(self, fn, args, kwargs) -> None:
        self.fn, self.args, self.kwargs = fn, args, kwargs
        self.future: Future = Future()
        self.waiters = 0
        self.patience = 0.0             # the longest budget of any caller that waited for it


class GuardedRunner:
    """Runs calls into one tokenizer, one at a time, in a daemon thread; each caller waits within its budget.

    Parameters
    ----------
    name : str
        The file to blame in messages ("tokenizer.json").
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self._lock = threading.Lock()
        self._calls: queue.SimpleQueue = queue.SimpleQueue()
        self._pending: dict = {}            # key -> _Call not finished yet (a repeated ask joins it)
        self._thread: threading.Thread | None = None
        self._running: _Call | None = None

    def patience(self) -> float:
        """The longest budget of the callers of the call now running (0 when none runs): a call
        that runs in a child process is stopped past it (:mod:`tokenizer_process`)."""
        with self._lock:
            return self._running.patience if self._running is not None else 0.0

    def call(self, what: str, key, fn, *args, **kwargs):
        """``fn(*args, **kwargs)`` in the tokenizer's thread, waited for within the current budget.

        ``what`` names the work for messages ("split the sentence"); ``key`` identifies a repeated
        call (None: never joined). Raises :class:`CheckpointError` (:class:`TokenizerTimeout`).
        """
        budget = current_budget()
        with self._lock:
            job = self._pending.get(key) if key is not None else None
            if job is None:
                job = _Call(fn, args, kwargs)
                if key is not None:
                    self._pending[key] = job
                self._calls.put((key, job))
                if self._thread is None:
                    self._thread = threading.Thread(target=self._loop, name=f"posviz {self.name}", daemon=True)
                    self._thread.start()
            job.waiters += 1
            job.patience = max(job.patience, budget)
        try:
            return job.future.result(timeout=budget)
        except FutureTimeout:
            raise TokenizerTimeout(
                f"{self.name} took more than {nominal_budget():g} s to {what} (its normalizer or pre-tokenizer is too slow "
                "for this text)") from None
        finally:
            with self._lock:
                job.waiters -= 1

    def _loop(self) -> None:
        while True:
            try:
                key, job = self._calls.get(timeout=2.0)
            except queue.Empty:
                with self._lock:
                    if self._calls.empty():
                        self._thread = None
                        return
                continue
            self._run(job)
            with self._lock:
                if key is not None and self._pending.get(key) is job:
                    del self._pending[key]

    def _run(self, job: _Call) -> None:
        with self._lock:
            abandoned = job.waiters == 0        # every caller's budget ran out while it queued
            self._running = None if abandoned else job
        if abandoned:
            job.future.set_exception(TokenizerTimeout(f"{self.name}: the call was given up before it ran"))
            return
        try:
            job.future.set_result(job.fn(*job.args, **job.kwargs))
        except (CheckpointError, TokenizerTimeout) as exc:     # the call's own message (a child process's)
            job.future.set_exception(exc)
        except BaseException as exc:  # noqa: BLE001 - a Rust panic is a BaseException: reported, never lost
            job.future.set_exception(CheckpointError(
                f"{self.name} failed on this text ({shorten(f'{type(exc).__name__}: {exc}', 200)})"))
        with self._lock:
            self._running = None
        job.fn = job.args = job.kwargs = None


class GuardedTokenizer:
    """A ``tokenizers.Tokenizer`` whose pipeline runs (encode, decode) go through a :class:`GuardedRunner`.

    Other attributes (settings, vocabulary look-ups) are the tokenizer's own.

    Parameters
    ----------
    tokenizer : tokenizers.Tokenizer
    name : str
        The file it came from, named in every message.
    max_text : int
        Longest text (characters) given to it: its normalizer's growth bound (:func:`check_growth`).
    largest_listed : int, optional
        The largest id its file lists (:func:`largest_listed_id`), or None when not known.
    """

    def __init__(self, tokenizer, name: str, max_text: int = MAX_TEXT, largest_listed: int | None = None) -> None:
        self._tokenizer, self.name, self.max_text = tokenizer, name, int(max_text)
        self.largest_listed = largest_listed
        self._runner = GuardedRunner(name)

    def __getattr__(self, attr):
        return getattr(self.__dict__["_tokenizer"], attr)

    def _check_length(self, text) -> None:
        check_length(text, self.max_text, self.name)

    def encode(self, text, add_special_tokens: bool = True):
        """``Tokenizer.encode``, guarded. Run as a batch of one: ``encode`` holds the GIL for as
        long as it runs (a backtracking regex froze every thread, the GUI's included, for seconds),
        ``encode_batch`` lets go of it."""
        self._check_length(text)
        batch = self._tokenizer.encode_batch
        return self._runner.call("split the sentence", ("encode", text, add_special_tokens),
                                 lambda: batch([text], add_special_tokens=add_special_tokens)[0])

    def decode(self, ids, skip_special_tokens: bool = True):
        """``Tokenizer.decode`` of a few ids (a table row's label), on the calling thread: a
        decoder's output is bounded by :func:`check_growth` and a token is short, so it is quick,
        and it must not wait behind a slow encode in the tokenizer's thread. Panics are caught."""
        return self._direct("decode a token", self._tokenizer.decode_batch, [[int(i) for i in ids]],
                            skip_special_tokens=skip_special_tokens)[0]

    def decode_batch(self, sequences, skip_special_tokens: bool = True):
        """``Tokenizer.decode_batch`` (lets go of the GIL), panics caught; for worker threads."""
        return self._direct("decode its vocabulary", self._tokenizer.decode_batch, sequences,
                            skip_special_tokens=skip_special_tokens)

    def _direct(self, what: str, fn, *args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except BaseException as exc:  # noqa: BLE001 - a Rust panic is a BaseException
            raise CheckpointError(f"{self.name} failed to {what} "
                                  f"({shorten(f'{type(exc).__name__}: {exc}', 200)})") from None
