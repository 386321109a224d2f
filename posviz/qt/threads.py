"""Background threads that never hold up closing the window or leaving the interpreter.

A QThreadPool waits for its running jobs when it is destroyed, so closing the window during a
long encode or model load blocked for seconds. :class:`DaemonWorker` runs jobs one after another
in a daemon thread instead: nothing waits for it at close or at exit, and a job still running then
is simply abandoned (its result is never delivered: the objects that would receive it are gone).
Jobs report back through Qt signals (queued to the GUI thread); they must catch their own errors,
and :func:`describe_failure` words an unexpected one for the screen.
"""
from __future__ import annotations

import logging
import queue
import threading
import time
import weakref
from typing import Callable

from posviz.shorten import plain_message

log = logging.getLogger("posviz.threads")
IDLE_EXIT_S = 2.0       # an idle thread ends after this long (a new job starts another)
EXIT_WAIT_S = 3.0       # at exit, how long jobs in flight may take to return (an encode at the limits: < 1 s)

_workers: "weakref.WeakSet[DaemonWorker]" = weakref.WeakSet()
_threads: "weakref.WeakKeyDictionary[threading.Thread, threading.Event | None]" = weakref.WeakKeyDictionary()


def track(thread: threading.Thread, stop: threading.Event | None = None) -> None:
    """Let :func:`finish_jobs` ask ``thread`` to stop (``stop`` set) and wait for it at exit."""
    _threads[thread] = stop


def finish_jobs(seconds: float = EXIT_WAIT_S) -> bool:
    """Stop the tracked threads and wait, ``seconds`` in all, for every job in flight to return.

    Called when the application quits, before the interpreter finalises: a daemon thread still
    inside a call into Qt then (emitting its result) is ended mid-call by the interpreter, which
    aborts ("terminate called without an active exception") or crashes the process; 3 of 100 exits
    of a script embedding the window did. True when nothing was left running.
    """
    deadline = time.monotonic() + seconds
    threads = list(_threads.items())
    for _, stop in threads:
        if stop is not None:
            stop.set()
    done = all(worker.wait(int(max(0.0, deadline - time.monotonic()) * 1000)) for worker in list(_workers))
    for thread, _ in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
        done = done and not thread.is_alive()
    return done


def describe_failure(exc: BaseException, what: str) -> str:
    """One line for an unexpected exception in ``what`` (e.g. "the encoder"): its type and message."""
    detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    return plain_message(f"{what} failed ({detail})")


class DaemonWorker:
    """Runs callables one at a time, in order, in a daemon thread started on first use.

    Parameters
    ----------
    name : str
        The thread's name (seen in debuggers and faulthandler dumps).
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._pending = 0
        self._idle = threading.Event()
        self._idle.set()
        self._thread: threading.Thread | None = None
        _workers.add(self)

    @property
    def pending(self) -> int:
        """Jobs queued or running."""
        return self._pending

    def start(self, job: Callable[[], None]) -> None:
        """Run ``job()`` after the jobs already given."""
        with self._lock:
            self._pending += 1
            self._idle.clear()
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name=self.name, daemon=True)
                self._thread.start()
        self._jobs.put(job)

    def wait(self, msecs: int) -> bool:
        """Block until every job given has returned, at most ``msecs``; True when they have."""
        return self._idle.wait(max(0, msecs) / 1000)

    def _loop(self) -> None:
        # The thread ends when idle: every session, search and view has a worker, and threads kept
        # for good piled up by the hundred in a long run (each holding its last job's objects).
        while True:
            try:
                job = self._jobs.get(timeout=IDLE_EXIT_S)
            except queue.Empty:
                with self._lock:        # start() counts a job under this lock before queueing it
                    if self._pending == 0:
                        self._thread = None
                        return
                continue
            try:
                job()
            except BaseException:  # noqa: BLE001 - a job reports its own errors; the thread must live on
                log.exception("a background job of %s raised", self.name)
            finally:
                job = None              # its closure (and the objects it names) is not kept while idle
                with self._lock:
                    self._pending -= 1
                    if self._pending == 0:
                        self._idle.set()
