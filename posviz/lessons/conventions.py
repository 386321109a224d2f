"""The sinusoidal conventions libraries use, each with a reference formula written out by hand.

The reference here is deliberately independent of :class:`Sinusoidal`: plain loops over
positions and columns with ``math.sin`` / ``math.cos``, as each library's source writes it.
The switchboard compares the two; agreement to 1e-6 means posviz draws what the library computes.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from posviz.i18n import Context, Later
from posviz.model.checks import check_base, check_positions, check_positive
from posviz.model.positions import Sinusoidal
from posviz.model.settings import CONVENTIONS

ConventionsLesson = Context("ConventionsLesson")

CHECK_TOLERANCE = 1e-6
MAX_REFERENCE_CELLS = 200_000   # the loops are slow on purpose (plain Python): bound their work
LIVE_CHECK_CELLS = 20_000       # what a live check may cost on every change (~30 ms)


@dataclass(frozen=True)
class Convention:
    """One sinusoidal convention: where it comes from and how it is written."""

    key: str
    title: str
    libraries: str
    formula: str          # rich text with {base} to fill in
    note: str


CONVENTION_INFO: dict[str, Convention] = {c.key: c for c in (
    Convention("paper", "Paper: interleaved sin, cos",
               "Vaswani et al. 2017, the Annotated Transformer, DistilBERT",
               "PE(p, 2i) = sin(p / {base}<sup>2i/d</sup>)<br>PE(p, 2i+1) = cos(p / {base}<sup>2i/d</sup>)",
               Later(lambda: ConventionsLesson.tr("Sine and cosine of the same frequency sit side by side."))),
    Convention("split", "Split halves: all sines, then all cosines",
               "Marian, the TensorFlow text tutorial",
               "PE(p, i) = sin(p / {base}<sup>2i/d</sup>)<br>PE(p, d/2 + i) = cos(p / {base}<sup>2i/d</sup>)",
               Later(lambda: ConventionsLesson.tr("Same numbers as the paper, columns in another order."))),
    Convention("tensor2tensor", "tensor2tensor: split, other frequencies",
               "tensor2tensor (Google), fairseq without its offset",
               "PE(p, i) = sin(p &middot; {base}<sup>&minus;i/(K&minus;1)</sup>)<br>"
               "PE(p, K + i) = cos(p &middot; {base}<sup>&minus;i/(K&minus;1)</sup>), K = d/2",
               Later(lambda: ConventionsLesson.tr("The slowest pair turns at exactly 1/base radians per position."))),
    Convention("fairseq", "fairseq: tensor2tensor, positions start at 2",
               "fairseq (Meta): padding_idx + 1 = 2 is the first position",
               "PE(p, i) = sin((p + 2) &middot; {base}<sup>&minus;i/(K&minus;1)</sup>)<br>"
               "PE(p, K + i) = cos((p + 2) &middot; {base}<sup>&minus;i/(K&minus;1)</sup>), K = d/2",
               Later(lambda: ConventionsLesson.tr("The first token gets the vector of position 2: position 1 marks "
                                                  "padding and 0 is unused."))),
)}


def convention_words(key: str) -> tuple[str, str, str]:
    """(title, libraries, note) of convention ``key`` in the current language (CONVENTION_INFO keeps
    the English, read by code and tests)."""
    words = {
        "paper": (ConventionsLesson.tr("Paper: interleaved sin, cos"),
                  ConventionsLesson.tr("Vaswani et al. 2017, the Annotated Transformer, DistilBERT"),
                  ConventionsLesson.tr("Sine and cosine of the same frequency sit side by side.")),
        "split": (ConventionsLesson.tr("Split halves: all sines, then all cosines"),
                  ConventionsLesson.tr("Marian, the TensorFlow text tutorial"),
                  ConventionsLesson.tr("Same numbers as the paper, columns in another order.")),
        "tensor2tensor": (ConventionsLesson.tr("tensor2tensor: split, other frequencies"),
                          ConventionsLesson.tr("tensor2tensor (Google), fairseq without its offset"),
                          ConventionsLesson.tr("The slowest pair turns at exactly 1/base radians per position.")),
        "fairseq": (ConventionsLesson.tr("fairseq: tensor2tensor, positions start at 2"),
                    ConventionsLesson.tr("fairseq (Meta): padding_idx + 1 = 2 is the first position"),
                    ConventionsLesson.tr("The first token gets the vector of position 2: position 1 marks padding "
                                         "and 0 is unused.")),
    }
    info = CONVENTION_INFO[key]
    return words.get(key, (info.title, info.libraries, info.note))


def scheme_for(convention: str, base: float) -> Sinusoidal:
    """posviz's own scheme for a convention (what the rest of the app draws)."""
    if convention not in CONVENTIONS:
        raise ValueError(f"unknown convention {convention!r}; choose one of {', '.join(CONVENTIONS)}")
    layout, exponent, offset = CONVENTIONS[convention]
    return Sinusoidal(base, layout, exponent, offset)


def _reference_cell(convention: str, p: int, j: int, d: int, base: float) -> float:
    """One value written the way the convention's library writes it."""
    # Marian's split puts the extra sine first for an odd d; tensor2tensor and fairseq write
    # d // 2 sines, d // 2 cosines and pad with a zero column.
    n_sin = d // 2 if convention in ("tensor2tensor", "fairseq") else (d + 1) // 2
    if j >= 2 * n_sin and convention in ("tensor2tensor", "fairseq"):
        return 0.0
    if convention == "paper":
        i, use_sin = j // 2, j % 2 == 0
        angle = p / base ** (2 * i / d)
    else:
        i, use_sin = (j, True) if j < n_sin else (j - n_sin, False)
        if convention == "split":
            angle = p / base ** (2 * i / d)
        else:                                  # tensor2tensor / fairseq: log-spaced over K - 1 steps
            start = 2 if convention == "fairseq" else 0
            step = math.log(base) / max(n_sin - 1, 1)
            angle = (p + start) * math.exp(-i * step)
    return math.sin(angle) if use_sin else math.cos(angle)


def reference_table(convention: str, positions, d_model: int, base: float) -> np.ndarray:
    """The convention's position vectors from its textbook formula, shape (n, d_model).

    Raises
    ------
    ValueError
        If the table would take more than MAX_REFERENCE_CELLS loop steps.
    """
    positions, d, base = check_positions(positions), check_positive("d_model", d_model), check_base(base)
    scheme_for(convention, base)   # validates the name
    if len(positions) * d > MAX_REFERENCE_CELLS:
        raise ValueError(f"the reference formula is checked on at most {MAX_REFERENCE_CELLS:,} numbers; "
                         f"{len(positions):,} positions x {d:,} columns is too many")
    return np.array([[_reference_cell(convention, int(p), j, d, base) for j in range(d)] for p in positions],
                    dtype=np.float64).reshape(len(positions), d)


def reference_gap(convention: str, positions, d_model: int, base: float) -> float:
    """``max |posviz's table - the reference formula|`` over ``positions`` (0.0 for no positions)."""
    ours = scheme_for(convention, base).encode(positions, d_model)
    reference = reference_table(convention, positions, d_model, base)
    return float(np.max(np.abs(ours - reference))) if ours.size else 0.0


def formula_text(convention: str, base: float) -> str:
    """The convention's formula as rich text, with the base filled in."""
    return CONVENTION_INFO[convention].formula.format(base=f"{check_base(base):g}")
