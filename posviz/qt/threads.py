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
from typing import Callable

log = logging.getLogger("posviz.threads")


def describe_failure(exc: BaseException, what: str) -> str:
    """One line for an unexpected exception in ``what`` (e.g. "the encoder"): its type and message."""
    detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    return f"{what} failed ({detail})"


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
        while True:
            job = self._jobs.get()
            try:
                job()
            except BaseException:  # noqa: BLE001 - a job reports its own errors; the thread must live on
                log.exception("a background job of %s raised", self.name)
            finally:
                with self._lock:
                    self._pending -= 1
                    if self._pending == 0:
                        self._idle.set()
