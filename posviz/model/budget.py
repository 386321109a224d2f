"""How long a call into third-party code (a real model's tokenizer) may keep its caller waiting.

The budget is a context variable: the GUI thread asks with a few tens of milliseconds (and hands
the work to a worker when that passes), a worker with seconds, and each thread starts with the
default. Kept outside :mod:`posviz.model.checkpoint` so the window can name it without importing
the model readers at start-up.
"""
from __future__ import annotations

import contextvars
from contextlib import contextmanager

BUDGET_S = 3.0          # longest a tokenizer may take for one call (a sentence at MAX_TEXT: < 0.5 s)
_budget: contextvars.ContextVar[float] = contextvars.ContextVar("posviz_call_budget", default=BUDGET_S)


class TokenizerTimeout(ValueError):
    """A call into a tokenizer did not return within the time budget (it may still be running)."""


def current_budget() -> float:
    """The seconds the current caller may wait (see :func:`time_budget`)."""
    return _budget.get()


@contextmanager
def time_budget(seconds: float):
    """Within this block, calls into a tokenizer wait at most ``seconds``."""
    token = _budget.set(float(seconds))
    try:
        yield
    finally:
        _budget.reset(token)
