"""Compare what the student's function returned with the model, and say how it differs.

:func:`mismatch` describes the first difference (shapes, the first wrong element, the worst one);
the ``diagnose_*`` functions recognise common mistakes by recomputing them from the model.
"""
from __future__ import annotations

import numpy as np

from posviz.i18n import Context, number
from posviz.model import Sinusoidal
from posviz.practice.cases import Case

ATOL, RTOL = 1e-5, 1e-6
DRIFT_START = 100   # a table right for this many positions and wrong later has float32 angles
PracticeHints = Context("PracticeHints")


def _fmt(value: float) -> str:
    return f"{value:.6g}"


def _where(index: tuple) -> str:
    if len(index) == 2:
        return PracticeHints.tr("row {row}, column {column}").format(row=number(index[0]), column=number(index[1]))
    return PracticeHints.tr("index {index}").format(index=", ".join(number(i) for i in index))


def close(got: np.ndarray, expected: np.ndarray) -> bool:
    """Same shape and equal within the checker's tolerance."""
    return got.shape == expected.shape and bool(np.allclose(got, expected, rtol=RTOL, atol=ATOL))


def bad_elements(got: np.ndarray, expected: np.ndarray) -> np.ndarray:
    """Boolean mask of elements outside tolerance (NaN counts as wrong), same shape as both."""
    with np.errstate(invalid="ignore"):
        return ~np.isclose(got, expected, rtol=RTOL, atol=ATOL)


def mismatch(got: np.ndarray, expected: np.ndarray) -> str:
    """"" when ``got`` matches ``expected``; otherwise shapes, first mismatch and worst element."""
    if got.shape != expected.shape:
        return PracticeHints.tr("Expected shape {expected}, got {got}.").format(expected=expected.shape, got=got.shape)
    if not np.issubdtype(got.dtype, np.number) or np.iscomplexobj(got):
        return PracticeHints.tr("Expected real numbers, got an array of {dtype}.").format(dtype=got.dtype)
    bad = bad_elements(got, expected)
    if not bad.any():
        return ""
    first = tuple(int(i) for i in np.argwhere(bad)[0])
    with np.errstate(invalid="ignore", over="ignore"):
        error = np.where(bad, np.abs(got.astype(np.float64) - expected), 0.0)
    error = np.where(np.isnan(error), np.inf, error)
    worst = tuple(int(i) for i in np.unravel_index(int(np.argmax(error)), error.shape))
    lines = [PracticeHints.tr("Shapes agree {shape}; {bad} of %Ln values differ (tolerance {tolerance}).", None,
                              bad.size).format(shape=expected.shape, bad=number(int(bad.sum())), tolerance=f"{ATOL:g}"),
             PracticeHints.tr("First mismatch at {where}: expected {expected}, got {got}.").format(
                 where=_where(first), expected=_fmt(expected[first]), got=_fmt(got[first]))]
    if worst != first:
        lines.append(PracticeHints.tr("Worst at {where}: expected {expected}, got {got} (off by {error}).").format(
            where=_where(worst), expected=_fmt(expected[worst]), got=_fmt(got[worst]), error=f"{error[worst]:.2g}"))
    return "\n".join(lines)


def _first_match(got: np.ndarray, candidates) -> str:
    """The message of the first (array, message) candidate that ``got`` equals, else ""."""
    for candidate, message in candidates:
        if candidate is not None and close(got, candidate):
            return message
    return ""


# --- task 1 -------------------------------------------------------------------------------------
def _swapped(table: np.ndarray) -> np.ndarray | None:
    if table.shape[1] % 2:
        return None
    out = table.copy()
    out[:, 0::2], out[:, 1::2] = table[:, 1::2], table[:, 0::2]
    return out


def diagnose_encoding(case: Case, got: tuple) -> str:
    """Recognise the usual mistakes in a sinusoidal table (wrong layout, positions, precision)."""
    length, d = case.args
    table, expected = got[0], case.expected[0]
    if table.shape == (d, length) and length != d:
        return PracticeHints.tr("Your table is transposed: it needs one row per position and one column per dimension.")
    if table.shape != expected.shape:
        return ""
    positions = np.arange(length)
    hint = _first_match(table, [
        (Sinusoidal(layout="split").encode(positions, d),
         PracticeHints.tr("Wrong layout: you put all the sines first, then all the cosines (the split-halves convention "
         "of Marian and tensor2tensor). The paper interleaves them: column 2k is the sine and column "
         "2k + 1 the cosine of the same angle.")),
        (Sinusoidal().encode(positions + 1, d),
         PracticeHints.tr("Off by one position: your first row is position 1. Positions start at 0, so row 0 holds "
         "sin 0 = 0 and cos 0 = 1.")),
        (_swapped(expected), PracticeHints.tr("Sine and cosine are swapped: even columns (0, 2, 4, ...) hold the sine.")),
        (Sinusoidal(base=100.0).encode(positions, d),
         PracticeHints.tr("The frequencies are off: pair k turns by 10000^(-2k/d_model) radians per position; yours "
         "match 10000^(-k/d_model) (the factor 2 is missing).")),
    ])
    return hint or _drift_hint(table, expected)


def diagnose_encoding_error(case: Case, error: str) -> str:
    """A hint for an exception raised by positional_encoding."""
    length, d = case.args
    if "broadcast" in error and d % 2:
        return PracticeHints.tr("d_model is odd here, so there is one more sine column than cosine columns: the "
                "cosines take only the first d_model // 2 angles.")
    return ""


def _drift_hint(table: np.ndarray, expected: np.ndarray) -> str:
    """Right at small positions, drifting at large ones: the angles were formed in float32."""
    bad_rows = bad_elements(table, expected).any(axis=1)
    if not bad_rows.any() or not np.isfinite(table).all():
        return ""
    first = int(np.argmax(bad_rows))
    if first < DRIFT_START:
        return ""
    error = np.abs(table - expected).max(axis=1)
    worst = int(np.argmax(error))
    return PracticeHints.tr(
        "Right for positions 0 to {last}, then the values drift (off by {error} at position {worst}). That is "
        "what float32 angles do: pos x frequency loses digits at large positions. Form the angles in float64 "
        "and convert only the finished table, if at all.").format(
            last=number(first - 1), error=f"{error[worst]:.1g}", worst=number(worst))


# --- task 2 -------------------------------------------------------------------------------------
def diagnose_assemble(case: Case, got: tuple) -> str:
    """Recognise missing, shifted or mis-indexed position rows and mis-indexed token rows."""
    E, ids, P = case.args
    n = len(ids)
    tokens = E[ids]
    return _first_match(got[0], [
        (tokens, PracticeHints.tr("Z equals the token rows alone: the position vectors are missing. Add P's first "
                 "len(ids) rows.")),
        (tokens + P[1:n + 1] if len(P) > n else None,
         PracticeHints.tr("Off by one position: row i got P[i + 1]. The first token sits at position 0 and takes P[0].")),
        (tokens + P[ids] if ids.max() < len(P) else None,
         PracticeHints.tr("You picked position rows by token id (P[ids]); pick them by position: row i gets P[i].")),
        (E[:n] + P[:n] if n <= len(E) else None,
         PracticeHints.tr("You took the first len(ids) rows of E; row i of Z needs E's row for token ids[i], i.e. E[ids].")),
        (P[:n], PracticeHints.tr("Z equals the position rows alone: the token rows E[ids] are missing.")),
    ])


def diagnose_assemble_error(case: Case, error: str) -> str:
    """A hint for an exception raised by assemble_z."""
    if "broadcast" in error:
        return PracticeHints.tr("P has more rows than the sentence has tokens: use only its first len(ids) rows, "
                "one per position.")
    return ""


# --- task 3 -------------------------------------------------------------------------------------
def diagnose_shuffle(case: Case, got: tuple) -> str:
    """Recognise an unshuffled, inverse-shuffled or position-carrying answer."""
    E, ids, order = case.args
    z, inverse = E[ids], np.argsort(order)
    with_positions = Sinusoidal().encode(np.arange(len(ids)), E.shape[1])
    first = _first_match(got[0], [
        (z, PracticeHints.tr("z_shuffled is the original sentence's Z: look up the shuffled sentence, ids[order].")),
        (E[ids[inverse]],
         PracticeHints.tr("z_shuffled uses the inverse order: word i of the shuffled sentence is ids[order[i]].")),
        (E[ids[order]] + with_positions,
         PracticeHints.tr("You added position vectors: this task is about a model without positions, where Z is just "
         "the token rows.")),
    ])
    second = _first_match(got[1], [
        (z, PracticeHints.tr("z_reordered is Z with its rows unmoved: take its rows in the order given, z[order].")),
        (z[inverse], PracticeHints.tr("z_reordered takes the rows in the inverse order: row i should be Z's row order[i].")),
        (z[order] + with_positions,
         PracticeHints.tr("z_reordered has position vectors added: build Z without positions, then reorder its rows.")),
    ])
    return "\n".join(h for h in (first, second) if h)
