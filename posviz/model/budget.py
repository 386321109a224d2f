"""How long a call into third-party code (a real model's tokenizer) may keep its caller waiting.

The budget is a context variable: the GUI thread asks with a few tens of milliseconds (and hands
the work to a worker when that passes), a worker with seconds, and each thread starts with the
default. Kept outside :mod:`posviz.model.checkpoint` so the window can name it without importing
the model readers at start-up.
"""
from __future__ import annotations

import contextvars
import time
from contextlib import contextmanager

BUDGET_S = 3.0          # longest a tokenizer may take for one call (a sentence at MAX_TEXT: < 0.5 s)
# (seconds, deadline): a block's budget is for all its calls together (one change's encode, count and
# checks on the GUI thread wait 0.1 s in all, not 0.1 s each); no deadline outside any block.
_budget: contextvars.ContextVar[tuple] = contextvars.ContextVar("posviz_call_budget", default=(BUDGET_S, None))


class TokenizerTimeout(ValueError):
    """A call into a tokenizer did not return within the time budget (it may still be running)."""


def current_budget() -> float:
    """The seconds the current caller may still wait (see :func:`time_budget`): what is left of its
    block's budget, or :data:`BUDGET_S` outside any block."""
    seconds, deadline = _budget.get()
    return seconds if deadline is None else max(0.0, deadline - time.monotonic())


def nominal_budget() -> float:
    """The seconds the current block was given (for messages: "took more than 0.1 s")."""
    return _budget.get()[0]


@contextmanager
def time_budget(seconds: float):
    """Within this block, calls into a tokenizer wait at most ``seconds`` in all."""
    token = _budget.set((float(seconds), time.monotonic() + float(seconds)))
    try:
        yield
    finally:
        _budget.reset(token)
