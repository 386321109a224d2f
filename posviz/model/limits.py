"""Every limit of posviz in one place, and the measures that check an input against them.

Each input is measured here *before* it is encoded, laid out or parsed, by the window and the
command line alike: a text by its length, Z by its token count times d (counted without building a
table), files by their size in bytes before they are read. Pure Python (no numpy, no Qt), so any
layer can import it.
"""
from __future__ import annotations

import re

from posviz.i18n import Context, number

LimitsText = Context("LimitsText")

# --- the input layer ---------------------------------------------------------------------------
MAX_TEXT = 100_000              # characters of a sentence: a pasted document is refused, not frozen on
MAX_D_MODEL = 8192              # the app's widest table: wider ones are for the benchmarks, not the screen
MAX_Z_VALUES = 1 << 22          # numbers in Z (L x d): the frame's three float64 arrays stay near 100 MB
MAX_LEARNED_LEN = 1_000_000     # rows of an illustrative learned position table
MAX_LEARNED_VALUES = 16_777_216  # an illustrative learned table stays under 128 MB of float64
MAX_HEATMAP_ROWS = 1_000_000    # positions the heatmap (and its exported table) can show

# --- lecture files ---------------------------------------------------------------------------------
MAX_LECTURE_BYTES = 4_000_000   # a lecture is a few kB; anything this large is not one (read and write)
MAX_SLIDES = 1000
MAX_ORDER_SEED = 999_999         # seeds of a random word order: short enough to read out and type
MAX_NOTES = 20_000               # characters of one slide's speaker notes (a few paragraphs)

# --- quizzes (posviz.lecture.quiz) --------------------------------------------------------------
MAX_QUIZ_BYTES = 2_000_000      # the shipped quiz is ~15 kB
MAX_QUESTIONS = 500
MAX_CHOICES = 8
MAX_QUIZ_TEXT = 5_000           # characters of one question, choice or explanation


def text_problem(text: str) -> str:
    """Why ``text`` is too long to encode ("" when it is not); O(1)."""
    if len(text) > MAX_TEXT:
        return LimitsText.tr("the text is {length} characters long; posviz encodes at most {most}, so the last "
                             "sentence that fitted is still shown").format(length=number(len(text)), most=number(MAX_TEXT))
    return ""


def z_problem(tokens: int, d_model: int, max_values: int = MAX_Z_VALUES) -> str:
    """Why Z of ``tokens`` x ``d_model`` numbers is too large to compute ("" when it is not)."""
    if tokens * d_model > max_values:
        return LimitsText.tr("Z would be {tokens} tokens × {width} = {values} numbers, more than the {most} shown "
                             "at once; use a shorter text or a smaller d_model").format(
            tokens=number(tokens), width=number(d_model), values=number(tokens * d_model), most=number(max_values))
    return ""


def size_problem(size: int, limit: int, what: str) -> str:
    """Why a file of ``size`` bytes is too large to be ``what`` ("" when it is not)."""
    if size > limit:
        return f"it would be {size / 1e6:.1f} MB; {what} are at most {limit / 1e6:g} MB"
    return ""


_UNENCODABLE = re.compile("[\ud800-\udfff]")     # lone UTF-16 surrogates: valid in JSON, not in UTF-8


def clean_text(text: str) -> tuple[str, int]:
    """``text`` with every character no file can hold (lone surrogates such as "\\ud800") replaced
    by U+FFFD, and how many were replaced. Text that needs nothing is returned as is (one encode)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _UNENCODABLE.subn("\ufffd", text)
    return text, 0


def replaced_note(count: int) -> str:
    """What to tell the user when ``count`` characters were replaced by :func:`clean_text` ("" for 0)."""
    if not count:
        return ""
    if count == 1:
        return LimitsText.tr("1 character that no file can hold (lone UTF-16 surrogates) was replaced by \ufffd, so "
                             "the text can be saved")
    return LimitsText.tr("%Ln characters that no file can hold (lone UTF-16 surrogates) were replaced by \ufffd, so "
                         "the text can be saved", None, count)
