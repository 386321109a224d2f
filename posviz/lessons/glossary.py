"""Plain-word explanations of the terms a student meets on screen without an explanation (issue 25).

Each entry is found in a caption by a pattern, so a hover over any caption can explain the terms it
shows, and the Help menu lists them all. The texts are whole sentences, to be translated later.
No Qt here: ``posviz.qt`` shows the entries; the tests check that every term a caption can produce
has one.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Callable

from posviz.i18n import Context

Glossary = Context("Glossary")

_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class GlossaryEntry:
    """One term: its heading, how it is found in a caption, and what it means.

    Attributes
    ----------
    make_term : callable () -> str
        Makes the heading, as the student sees the term on screen (in the language showing).
    pattern : re.Pattern
        Finds the term in a caption's plain text (HTML tags removed, entities unescaped).
    make_text : callable () -> str
        Makes the explanation: whole sentences in plain words.
    """

    make_term: Callable[[], str]
    pattern: re.Pattern
    make_text: Callable[[], str]

    @property
    def term(self) -> str:
        return self.make_term()

    @property
    def text(self) -> str:
        return self.make_text()


GLOSSARY: tuple[GlossaryEntry, ...] = (
    GlossaryEntry(
        lambda: Glossary.tr("5.6e-17 (a number in scientific notation)"),
        re.compile(r"\b\d(?:\.\d+)?e[-+]\d+\b"),
        lambda: Glossary.tr(
            "A number such as 5.6e-17 means 5.6 times ten to the power of minus 17: a decimal point followed "
            "by sixteen zeros and then 56. A difference that small is the rounding of the computer's "
            "arithmetic, not a real difference, so the two things compared are equal for every purpose "
            "that matters here.")),
    GlossaryEntry(
        lambda: Glossary.tr("perm = [0, 4, 2, 3, 1] (a new order of the words)"),
        re.compile(r"\bperm\b"),
        lambda: Glossary.tr(
            "perm lists where each word of the new order came from. In perm = [0, 4, 2, 3, 1] the word now "
            "at position 1 is the one that stood at position 4, and the word now at position 4 is the one "
            "from position 1, so the second and the last word have changed places. Every old position "
            "appears in the list exactly once: nothing is lost and nothing is doubled.")),
    GlossaryEntry(
        lambda: Glossary.tr("softmax(X Xᵀ/√d) (the attention weights)"),
        re.compile(r"softmax"),
        lambda: Glossary.tr(
            "This is how attention decides how much each word looks at every other word. X Xᵀ multiplies "
            "every row of X with every row, which gives one score per pair of words: a large score when "
            "the two rows point the same way. Dividing by √d, the square root of the row width, keeps "
            "the scores from growing just because the rows are wider. Softmax then turns each word's "
            "scores into positive weights that add up to 1.")),
    GlossaryEntry(
        lambda: Glossary.tr("99.5th percentile (where the colour scale ends)"),
        re.compile(r"\b\d+(?:\.\d+)?(?:st|nd|rd|th) percentile\b"),
        lambda: Glossary.tr(
            "The 99.5th percentile of the sizes of the values is the size that 99.5 % of the values stay "
            "below. The colour scale ends there instead of at the largest value, so that a handful of "
            "extreme values do not turn every other cell pale. The few values beyond it get the "
            "strongest colour of the scale.")),
    GlossaryEntry(
        lambda: Glossary.tr("attention factor 1.13863 (RoPE scaling's sharpening)"),
        re.compile(r"\battention factor\b"),
        lambda: Glossary.tr(
            "Some ways of stretching RoPE to longer texts, such as YaRN, also multiply the cos and sin "
            "values by a number a little above 1, called the attention factor. For YaRN it is "
            "0.1 × ln(scaling factor) + 1, so a text stretched four times gets 1.13863. It makes the "
            "attention scores slightly sharper, which makes up for the positions being spread more "
            "thinly. The angles themselves stay as they were.")),
    GlossaryEntry(
        lambda: Glossary.tr("rotate_half (which dimensions RoPE turns together)"),
        re.compile(r"\brotate_half\b"),
        lambda: Glossary.tr(
            "RoPE turns the dimensions of a head two at a time. rotate_half is the name of the function in "
            "the Hugging Face code that pairs the first half of the dimensions with the second half: "
            "dimension 0 with dimension d/2, 1 with d/2 + 1, and so on. Meta's original Llama code and "
            "GPT-J pair neighbours instead: 0 with 1, 2 with 3. The angles are the same; only the pairing "
            "differs, so weights written for one layout must be reordered for the other.")),
    GlossaryEntry(
        lambda: Glossary.tr("yarn-scaled (RoPE stretched to longer texts)"),
        re.compile(r"\b(?:yarn|linear|dynamic|llama3|longrope)[- ]scal(?:ed|ing)\b", re.IGNORECASE),
        lambda: Glossary.tr(
            "A model whose RoPE is scaled was made to read texts longer than the ones it was trained on "
            "by slowing down how fast its pairs turn, so that far positions get angles it has already "
            "seen. The word before “scaled” names the rule. Linear slows every pair by the same factor. "
            "YaRN and llama3 leave the fast pairs alone, slow the slow pairs by the full factor and blend "
            "the pairs in between; YaRN also sharpens attention with its attention factor. Dynamic "
            "scaling slows the pairs only once a text is longer than the training length, and LongRoPE "
            "uses a factor of its own for each pair.")),
)


def plain_text(caption: str) -> str:
    """A caption as read: rich-text tags removed and entities such as ``&nbsp;`` turned into characters."""
    return html.unescape(_TAG.sub("", caption)).replace("\u00a0", " ")


def entries_in(caption: str) -> tuple[GlossaryEntry, ...]:
    """The glossary entries of the terms that ``caption`` (plain or rich text) shows, in glossary order."""
    text = plain_text(caption)
    return tuple(entry for entry in GLOSSARY if entry.pattern.search(text))
