"""Fail instead of hanging: a test that might block on a FIFO runs under :func:`within`."""
from __future__ import annotations

import contextlib
import signal


@contextlib.contextmanager
def within(seconds: int):
    """Interrupt the block after ``seconds`` with TimeoutError (SIGALRM interrupts a blocked open)."""
    def expired(signum, frame):
        raise TimeoutError(f"still blocked after {seconds} s")
    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
