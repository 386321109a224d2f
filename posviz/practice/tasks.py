"""The three practice tasks: statement, starter stub, reference solution, hidden cases, hints.

Statements use a little HTML (``<code>``, ``<b>``) because the panel shows them as rich text.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from posviz.i18n import Context
from posviz.practice import cases
from posviz.practice import compare


PracticeTasks = Context("PracticeTasks")


def _no_error_hint(case, error: str) -> str:
    return ""


@dataclass(frozen=True)
class Task:
    """One exercise.

    Attributes
    ----------
    key : str
        Stable name, used for the draft's file name.
    words : callable
        ``words() -> (title, statement)`` in the current language (made when read, never kept);
        shown above the editor as :attr:`title` and :attr:`statement` (rich text).
    function : str
        The name the student's code must define.
    outputs : tuple of str
        Names of the arrays the function returns (one, or a pair).
    starter, solution : str
        Python source: the stub the student starts from and the reference solution.
    make_cases : callable
        ``make_cases(rng) -> list[Case]``, fresh hidden cases from the model.
    diagnose : callable
        ``diagnose(case, got) -> str``, a hint for a known mistake or "".
    diagnose_error : callable
        ``diagnose_error(case, error_text) -> str``, a hint for an exception or "".
    """

    key: str
    words: Callable[[], tuple[str, str]]
    function: str
    outputs: tuple[str, ...]
    starter: str
    solution: str
    make_cases: Callable[[np.random.Generator], list]
    diagnose: Callable
    diagnose_error: Callable = _no_error_hint

    @property
    def title(self) -> str:
        return self.words()[0]

    @property
    def statement(self) -> str:
        return self.words()[1]


def _encoding_words() -> tuple[str, str]:
    return (PracticeTasks.tr("The sinusoidal position table"), PracticeTasks.tr(
        "Write <code>positional_encoding(length, d_model)</code>. It returns the paper's position "
        "table as a float64 array of shape <code>(length, d_model)</code>: row <i>pos</i> is the "
        "vector for position <i>pos</i> = 0, 1, ..., length − 1. Pair <i>k</i> of columns holds "
        "<code>sin(pos·w)</code> in column 2k and <code>cos(pos·w)</code> in column 2k + 1, with "
        "<code>w = 10000 ** (-2k / d_model)</code>. When d_model is odd, the last column is a sine "
        "without its cosine. The hidden tests include positions near 100,000."))


def _assemble_words() -> tuple[str, str]:
    return (PracticeTasks.tr("Look up, then add: the matrix Z"), PracticeTasks.tr(
        "Write <code>assemble_z(E, ids, P)</code>. <code>E</code> is the embedding table, one row "
        "per vocabulary word, shape <code>(|V|, d)</code>; <code>ids</code> holds the sentence's "
        "token ids, shape <code>(L,)</code>; <code>P</code> is a table of position vectors with "
        "<b>at least</b> L rows, shape <code>(max_len, d)</code>. Return Z, shape "
        "<code>(L, d)</code>: row i is E's row for token <code>ids[i]</code> plus the position "
        "vector of position i."))


def _shuffle_words() -> tuple[str, str]:
    return (PracticeTasks.tr("Without positions, order is invisible"), PracticeTasks.tr(
        "Show that a model without positions cannot see word order. Write "
        "<code>shuffle_without_positions(E, ids, order)</code>, where <code>order</code> is a "
        "permutation of 0 .. L − 1 and the shuffled sentence is <code>ids[order]</code>. Return two "
        "arrays, each <code>(L, d)</code>: <code>z_shuffled</code>, the Z of the shuffled sentence "
        "built with no position vectors, and <code>z_reordered</code>, the Z of the original "
        "sentence (no positions either) with its rows taken in <code>order</code>. They come out "
        "equal: shuffling the words only reorders the rows. (Add the table from task 1 to both and "
        "they no longer agree.)"))


POSITIONAL_ENCODING = Task(
    key="positional_encoding",
    words=_encoding_words,
    function="positional_encoding",
    outputs=("table",),
    starter='''import numpy as np


def positional_encoding(length, d_model):
    """The sinusoidal position table, shape (length, d_model).

    Column 2k holds sin(pos * w), column 2k + 1 holds cos(pos * w),
    where w = 10000 ** (-2k / d_model) and pos = 0, 1, ..., length - 1.
    """
    table = np.zeros((length, d_model))
    # Your code here.
    return table
''',
    solution='''import numpy as np


def positional_encoding(length, d_model):
    """The sinusoidal position table, shape (length, d_model)."""
    # float64 angles: at position 100,000 float32 would be off by ~0.01
    positions = np.arange(length, dtype=np.float64)[:, None]
    k = np.arange((d_model + 1) // 2)        # one k per sin/cos pair
    angles = positions * 10000.0 ** (-2.0 * k / d_model)
    table = np.empty((length, d_model))
    table[:, 0::2] = np.sin(angles)
    # An odd d_model has one cosine column fewer than sines.
    table[:, 1::2] = np.cos(angles[:, : d_model // 2])
    return table
''',
    make_cases=cases.encoding_cases,
    diagnose=compare.diagnose_encoding,
    diagnose_error=compare.diagnose_encoding_error,
)

ASSEMBLE_Z = Task(
    key="assemble_z",
    words=_assemble_words,
    function="assemble_z",
    outputs=("Z",),
    starter='''import numpy as np


def assemble_z(E, ids, P):
    """Z: row i is the token row of ids[i] plus the vector of position i.

    E: (|V|, d) embedding table, ids: (L,) token ids, P: (max_len, d), max_len >= L.
    Returns an array of shape (L, d).
    """
    # Your code here.
    return np.zeros((len(ids), E.shape[1]))
''',
    solution='''import numpy as np


def assemble_z(E, ids, P):
    """Z: row i is the token row of ids[i] plus the vector of position i."""
    token_rows = E[ids]                  # (L, d): one looked-up row per token
    position_rows = P[: len(ids)]        # (L, d): positions 0 .. L-1, not the whole table
    return token_rows + position_rows
''',
    make_cases=cases.assemble_cases,
    diagnose=compare.diagnose_assemble,
    diagnose_error=compare.diagnose_assemble_error,
)

SHUFFLE = Task(
    key="shuffle_without_positions",
    words=_shuffle_words,
    function="shuffle_without_positions",
    outputs=("z_shuffled", "z_reordered"),
    starter='''import numpy as np


def shuffle_without_positions(E, ids, order):
    """Return (z_shuffled, z_reordered), both (L, d), built without positions.

    z_shuffled:  Z of the shuffled sentence ids[order].
    z_reordered: Z of the original sentence, rows taken in `order`.
    """
    # Your code here.
    z_shuffled = np.zeros((len(ids), E.shape[1]))
    z_reordered = np.zeros((len(ids), E.shape[1]))
    return z_shuffled, z_reordered
''',
    solution='''import numpy as np


def shuffle_without_positions(E, ids, order):
    """Return (z_shuffled, z_reordered), both (L, d), built without positions."""
    ids, order = np.asarray(ids), np.asarray(order)
    z = E[ids]                     # no positions: Z is just the token rows
    z_shuffled = E[ids[order]]     # the shuffled sentence, looked up afresh
    z_reordered = z[order]         # the original Z, its rows moved
    return z_shuffled, z_reordered
''',
    make_cases=cases.shuffle_cases,
    diagnose=compare.diagnose_shuffle,
)

TASKS: tuple[Task, ...] = (POSITIONAL_ENCODING, ASSEMBLE_Z, SHUFFLE)


def task_by_key(key: str) -> Task:
    """The task called ``key``; KeyError names the known ones."""
    for task in TASKS:
        if task.key == key:
            return task
    raise KeyError(PracticeTasks.tr("no practice task {key}; known: {known}").format(   # a programmer's error
        key=repr(key), known=", ".join(t.key for t in TASKS)))
