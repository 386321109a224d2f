"""A large tokenizer.json in a process of its own (:mod:`tokenizer_child`), behind the Tokenizer calls posviz makes.

Why: reading a 600,000-word tokenizer (``json.loads`` and ``Tokenizer.from_str``) holds the GIL
for a second or more, so in any thread of the window's process it freezes the window. A file
larger than :data:`IN_PROCESS_BYTES` is therefore read, checked and run in a child process
started fresh (``subprocess``: a new interpreter, never a fork of the Qt process), and every call
is a pickle over a pipe (a keystroke's encode: well under a millisecond of the window's time).

Budgets: the child's address space is capped (:data:`MEMORY_BYTES`); a call into
its pipeline is stopped, and the process killed, once it has run longer than the most patient
caller waiting for it (at least :data:`KILL_FLOOR_S`). A child that dies (killed,
out of memory, crashed) fails every waiting call with one line naming the file; the next call
starts a new one. The process ends with the tokenizer (garbage-collected when the model is
replaced, or at exit), and by itself when its stdin closes (the window's process died).
"""
from __future__ import annotations

import itertools
import os
import subprocess
import sys
import tempfile
import threading
import time
import weakref
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path

from posviz.model.budget import BUDGET_S, TokenizerTimeout
from posviz.model.checkpoint.guarded import GuardedRunner, check_length
from posviz.model.checkpoint.safetensors_io import CheckpointError
from posviz.model.checkpoint.tokenizer_child import PIECES_CHUNK, receive, send, unreadable
from posviz.shorten import shorten

IN_PROCESS_BYTES = 512 * 1024   # larger tokenizer.json files run in a child (reading 512 KiB: < 0.1 s of GIL)
OPEN_LIMIT_S = 120.0            # longest a child may take to read its file (100 MB under load: ~20 s)
MEMORY_BYTES = 2 * 1024 ** 3    # a child's address space (RLIMIT_AS): a 600k-word file needs ~0.45 GB
KILL_FLOOR_S = BUDGET_S         # a pipeline call may always run this long before its child is stopped
CHILD_FLAG = "--tokenizer-child"    # the bundle's entry runs tokenizer_child.main() when given it
UNNAMED = "(token {id:,}: its name is being read)"     # a piece asked for while the child restarts
_DIED = object()


def child_command() -> list[str]:
    """The command that starts a child: this Python with the child's module, or the bundle again."""
    if getattr(sys, "frozen", False):
        return [sys.executable, CHILD_FLAG]
    return [sys.executable, "-c", "from posviz.model.checkpoint.tokenizer_child import main; main()"]


def _child_env() -> dict:
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[3])          # the folder holding the posviz package
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    env.update(TOKENIZERS_PARALLELISM="false", RAYON_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1",
               OMP_NUM_THREADS="1", MALLOC_ARENA_MAX="2", PYTHONIOENCODING="utf-8", RUST_BACKTRACE="0")
    return env


class _Child:
    """One child process, its pipe's reader thread and the calls waiting for an answer.

    Holds no reference to the :class:`RemoteTokenizer`, so the tokenizer can be collected (and
    this stopped) while the reader thread still runs.
    """

    def __init__(self, text: bytes, name: str) -> None:
        self.name, self.ended = name, ""
        self._lock = threading.Lock()           # the waiting calls; never held while the pipe is written
        self._writing = threading.Lock()        # one frame at a time into the child's stdin
        self._ids = itertools.count(1)
        self._stderr = tempfile.TemporaryFile()
        self._told = 0          # stderr's length at the last answer: what came before belongs to calls answered
        self.opened: Future = Future()
        self._pending: dict[int, Future] = {0: self.opened}
        self.proc = subprocess.Popen(child_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self._stderr, env=_child_env(),
                                     creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
        threading.Thread(target=self._read, name=f"posviz {name} pipe", daemon=True).start()
        self._send(("open", text, name, MEMORY_BYTES))

    def _send(self, message) -> None:
        try:                # a full pipe may block here; the reader thread must still get _lock meanwhile
            with self._writing:
                send(self.proc.stdin, message)
        except (OSError, ValueError):           # it died (the reader reports why)
            pass

    def request(self, lane: str, op: str, args: tuple) -> Future:
        """Send one call; its Future gets ``(ok, value)``, or ``(_DIED, reason)`` if the child ends first."""
        future: Future = Future()
        with self._lock:
            if self.ended:
                future.set_result((_DIED, self.ended))
                return future
            ident = next(self._ids)
            self._pending[ident] = future
        self._send((ident, lane, op, args))
        return future

    def _read(self) -> None:
        try:
            while True:
                ident, ok, value = receive(self.proc.stdout)
                self._told = _length(self._stderr)      # e.g. a panic's note, already answered as an error
                with self._lock:
                    future = self._pending.pop(ident, None)
                if future is not None:
                    future.set_result((ok, value))
        except Exception:  # noqa: BLE001 - any end of the pipe (EOF, a torn frame) is the child's end
            pass
        self.stop("")

    def stop(self, reason: str) -> None:
        """End the process (if running) and fail every waiting call with ``reason`` (or the cause seen)."""
        with self._lock:
            first = not self.ended
            if first:
                self.ended = reason or "it stopped"
        if first:
            self.proc.kill()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
            with self._lock:
                self.ended = reason or self._cause()
                waiting, self._pending = list(self._pending.values()), {}
            for future in waiting:
                future.set_result((_DIED, self.ended))

    def _cause(self) -> str:
        """Why the child ended: its last line on stderr (Rust's "memory allocation ... failed"), or its signal."""
        try:
            end = _length(self._stderr)
            self._stderr.seek(max(self._told, end - 2000))
            lines = [line for line in self._stderr.read().decode("utf-8", "replace").splitlines() if line.strip()]
        except OSError:
            lines = []
        code = self.proc.returncode
        signal = f"signal {-code}" if code is not None and code < 0 else f"exit code {code}"
        return f"{shorten(lines[-1], 160)}; {signal}" if lines else signal


def _length(file) -> int:
    """The bytes written so far into ``file`` (the child's stderr) by any process."""
    try:
        return os.fstat(file.fileno()).st_size
    except (OSError, ValueError):
        return 0


def _start(text: bytes, name: str) -> _Child:
    try:
        return _Child(text, name)
    except OSError as exc:              # no interpreter to start (a broken installation), no processes left
        raise CheckpointError(f"{name} is read in a process of its own, and posviz could not start one "
                              f"({exc.strerror or exc})") from None


def _stop(holder: list) -> None:
    holder[0].stop("the tokenizer was closed")


class RemoteEncoding:
    """The parts of a ``tokenizers.Encoding`` posviz reads, sent from the child (of each overflowing
    part only its ``special_tokens_mask``, which is all ``TokenizerVocabulary.full_count`` reads)."""

    def __init__(self, ids, offsets, special_tokens_mask, tokens, overflowing) -> None:
        self.ids, self.offsets, self.special_tokens_mask, self.tokens = ids, offsets, special_tokens_mask, tokens
        self.overflowing = [RemoteEncoding(*part) for part in overflowing]


class RemoteTokenizer:
    """The ``tokenizers.Tokenizer`` calls posviz makes, answered by a child process.

    Parameters
    ----------
    text : bytes
        The tokenizer.json file (kept: a child killed for its time is started again from it).
    name : str
        The file, named in every message.

    Raises
    ------
    CheckpointError
        The file is not a usable tokenizer (the child's parse, growth check or ``from_str``
        refused it), or the child could not read it within :data:`OPEN_LIMIT_S`.
    """

    def __init__(self, text: bytes, name: str) -> None:
        self.name, self._text = name, text
        self._lock = threading.Lock()
        self._holder = [_start(text, name)]
        self._finalizer = weakref.finalize(self, _stop, self._holder)
        self._runner = GuardedRunner(name)
        self._max_length: int | None = None
        self._pieces: dict[int, str | None] = {}
        self.facts = self._answer(self._holder[0].opened, OPEN_LIMIT_S, "read its file", opening=True)
        self.max_text, self.largest_listed = int(self.facts["max_text"]), self.facts["largest_listed"]

    pid = property(lambda self: self._holder[0].proc.pid, doc="The current child's process id.")

    def close(self) -> None:
        """Stop the child now (it is also stopped when this object is collected, and at exit)."""
        self._finalizer()

    def _child(self) -> _Child:
        """The running child; a new one (its file read again, its settings sent) after one ended."""
        with self._lock:
            child = self._holder[0]
            if child.ended:
                child = self._holder[0] = _start(self._text, self.name)
                if self._max_length is not None:
                    child.request("pipeline", "settings", (self._max_length,))
            return child

    def _answer(self, future: Future, limit: float, what: str, opening: bool = False):
        started = time.monotonic()
        while True:
            try:
                ok, value = future.result(timeout=0.05)
                break
            except FutureTimeout:
                patience = limit() if callable(limit) else limit
                if time.monotonic() - started > patience:
                    self._holder[0].stop(f"it took more than {patience:g} s to {what}")
                    raise TokenizerTimeout(f"{self.name} took more than {patience:g} s to {what}, so posviz "
                                           "stopped the process it runs in") from None
        if ok is _DIED:
            if opening and not value.startswith("it took"):
                raise CheckpointError(f"{self.name} could not be read: the process reading it stopped ({value})")
            raise CheckpointError(f"{self.name} stopped while trying to {what} ({value})")
        if not ok:
            if opening:       # the child's own words, or the fields of a sentence made here (translated)
                raise CheckpointError(unreadable(*value[1:]) if isinstance(value, tuple) else value)
            raise CheckpointError(f"{self.name} failed on this text ({shorten(value, 200)})")
        return value

    def _pipeline(self, what: str, op: str, *args):
        """Run in the runner's thread: one pipeline call, given up (and the child killed) past the patience."""
        child = self._child()
        opened = child.opened
        if not opened.done():                   # a restarted child reads its file first
            self._answer(opened, OPEN_LIMIT_S, "read its file", opening=True)
        return self._answer(child.request("pipeline", op, args), lambda: max(KILL_FLOOR_S, self._runner.patience()), what)

    def _lookup(self, what: str, op: str, *args):
        child = self._child()
        limit = BUDGET_S if child.opened.done() else OPEN_LIMIT_S
        return self._answer(child.request("lookup", op, args), limit, what)

    def no_padding(self) -> None:
        """Nothing to do: the child's tokenizer never pads (only ``enable_truncation`` is sent)."""

    def enable_truncation(self, max_length: int) -> None:
        """Cut every encoding at ``max_length`` tokens (the rest in ``overflowing``)."""
        self._max_length = int(max_length)
        self._runner.call("apply its settings", None, self._pipeline, "apply its settings", "settings",
                          self._max_length)

    def get_vocab_size(self, with_added_tokens: bool = True) -> int:
        """Tokens, added ones included (the only count posviz asks for)."""
        return int(self.facts["size"])

    def encode(self, text: str, add_special_tokens: bool = True) -> RemoteEncoding:
        """``Tokenizer.encode`` in the child, within the caller's time budget (see :class:`GuardedRunner`)."""
        check_length(text, self.max_text, self.name)
        what = "split the sentence"
        parts = self._runner.call(what, ("encode", text, add_special_tokens), self._pipeline, what, "encode",
                                  text, bool(add_special_tokens))
        return RemoteEncoding(*parts)

    def decode(self, ids, skip_special_tokens: bool = True) -> str:
        """``Tokenizer.decode`` of a few ids, answered beside any running encode."""
        return self._lookup("decode a token", "decode", [int(i) for i in ids], bool(skip_special_tokens))

    def decode_batch(self, sequences, skip_special_tokens: bool = True) -> list[str]:
        """``Tokenizer.decode_batch``."""
        return self._lookup("decode its vocabulary", "decode_batch", [[int(i) for i in s] for s in sequences],
                            bool(skip_special_tokens))

    def id_to_token(self, token_id: int) -> str | None:
        """The piece of ``token_id``; fetched with its :data:`PIECES_CHUNK` neighbours and kept.

        Asked while painting, so it never waits for a child that is (re)reading its file, nor
        raises: until the piece is known it is :data:`UNNAMED` (never kept; the next paint asks again).
        """
        token_id = int(token_id)
        if token_id not in self._pieces:
            if not 0 <= token_id < self.get_vocab_size():
                return None
            start = token_id - token_id % PIECES_CHUNK
            try:
                if not self._child().opened.done():
                    return UNNAMED.format(id=token_id)
                chunk = self._lookup("name a token", "pieces", start)
            except (CheckpointError, TokenizerTimeout):
                return UNNAMED.format(id=token_id)
            self._pieces.update(zip(range(start, start + len(chunk)), chunk))
        return self._pieces.get(token_id)

    def token_to_id(self, token: str) -> int | None:
        """The id of the piece ``token``, or None."""
        return self._lookup("look up a token", "token_to_id", token)

    def get_vocab(self, with_added_tokens: bool = True) -> dict:
        """Every piece and its id."""
        return self._lookup("list its vocabulary", "get_vocab", bool(with_added_tokens))
