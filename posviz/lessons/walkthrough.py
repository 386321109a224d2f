"""The walkthrough's five steps and their captions, as plain data and functions (no Qt).

The window's walkthrough bar, the presenter console and the lesson page (``posviz export page``)
all read the same titles and captions from here. A caption's words about the position table are
read from the layer's scheme (which side of the heatmap turns fast), never written by hand.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from posviz.i18n import Context
from posviz.lessons import model_steps
from posviz.model import Learned, Rope, Sinusoidal


Walkthrough = Context("Walkthrough")


@dataclass(frozen=True)
class Step:
    """One step of the lesson: its title, what to say, and which panels matter.

    ``title`` and ``caption`` are made when read (in the language showing then): the step keeps the
    functions that make them, never a translated sentence.
    """

    make_title: Callable[[], str]
    make_caption: Callable[[], str]
    panels: tuple[str, ...]
    step_aside: bool = True   # in presentation mode, hide (not just dim) the other panels

    @property
    def title(self) -> str:
        return self.make_title()

    @property
    def caption(self) -> str:
        return self.make_caption()


STEPS = (
    Step(lambda: Walkthrough.tr("Split the text into token ids"),
         lambda: Walkthrough.tr("The tokenizer cuts the sentence into tokens and gives each one an id. "
                                "An id is only a row number: 2 is not “closer” to 3 in any useful way."),
         ("sentence",), step_aside=False),
    Step(lambda: Walkthrough.tr("Look up each id's row"),
         lambda: Walkthrough.tr("Each id picks one row of the table E. The row is a short list of learned "
                                "numbers, the same row every time the word appears."),
         ("sentence", "table")),
    Step(lambda: Walkthrough.tr("Make a vector for each position"),
         lambda: model_steps.order_sentence(),
         ("heatmap",)),
    Step(lambda: Walkthrough.tr("Add them"), lambda: model_steps.add_plain(),
         ("addition",)),
    Step(lambda: Walkthrough.tr("Hand Z to the first layer"), lambda: model_steps.hand_toy(),
         ("matrix",)),
)


def step_caption(step: int, layer) -> str:
    """The caption of ``step`` (0-based) for ``layer`` (an InputLayer).

    Steps 3-5 say what this model does, read from its scheme and its recipe's steps
    (:mod:`posviz.lessons.model_steps`): token + position = z and then what block 1
    receives, or why nothing is added (RoPE, ALiBi, relative positions, none). The toy model
    keeps the lesson's words; what step 3 says of the picture is read from the scheme.
    """
    place = model_steps.placement(layer)
    own = getattr(layer.recipe, "positions", "")
    if step == 2:
        return model_steps.positions_step(place, position_vectors_caption(layer.positions, layer.d_model), own)
    if step == 3:
        return model_steps.add_step(place)
    if step == 4:
        return model_steps.hand_over_step(place)
    return STEPS[step].caption


def step_title(step: int, layer) -> str:
    """The title of ``step`` (0-based) for ``layer``: the lesson's, except that a model adding no position
    vector is not told to "make a vector for each position" and "add them"."""
    return model_steps.step_title(model_steps.placement(layer), step, STEPS[step].title)


def wave_order(scheme, d_model: int) -> str:
    """Where the fast and slow columns of a sin/cos table are, read from its frequencies.

    Returns "fast-left" (frequencies fall from column 0 to the last), "halves" (they fall
    across each half: split layouts), "slow-left" (they rise), "same" (base 1: one frequency),
    or "" (no waves, e.g. a learned table).
    """
    if not isinstance(scheme, Sinusoidal) or d_model < 2:
        return ""
    freq = scheme.frequencies(d_model)          # radians per position, shape (d_model,)
    pair, is_sin = scheme.columns(d_model)
    waves = freq > 0                            # an odd tensor2tensor table ends in a zero column
    freq, is_sin = freq[waves], is_sin[waves]
    pairs = pair[waves]
    if not pairs.size or np.all(pairs == pairs[0]):   # one pair (d = 2): no order, and "base 1" would be
        return ""                                     # untrue (not np.unique: it imports numpy.ma, ~20 ms)
    if np.all(freq == freq[0]):
        return "same"
    if np.all(np.diff(freq) <= 0) and freq[0] > freq[-1]:
        return "fast-left"
    if np.all(np.diff(freq) >= 0) and freq[0] < freq[-1]:
        return "slow-left"
    sines, cosines = freq[is_sin], freq[~is_sin]
    split = np.all(is_sin[:len(sines)])         # all sines first, then all cosines
    if split and len(cosines) and sines[0] > sines[-1] and all(np.all(np.diff(p) <= 0) for p in (sines, cosines)):
        return "halves"
    return ""


def wave_sentences() -> dict[str, str]:
    """What the columns of a sin/cos table do, by :func:`wave_order`'s answer (a clause of a sentence)."""
    return {
        "fast-left": Walkthrough.tr("Each position gets its own vector of the same width: the first pair of "
                                    "columns turns fastest (left), each later pair more slowly (right), like the "
                                    "hands of a clock."),
        "slow-left": Walkthrough.tr("Each position gets its own vector of the same width: slow waves on the left, "
                                    "fast waves on the right."),
        "same": Walkthrough.tr("Each position gets its own vector of the same width: with base 1 every column "
                               "turns at the same speed, one radian per position."),
        "halves": Walkthrough.tr("Each position gets its own vector of the same width: the sines (left half) go "
                                 "from fast to slow, then the cosines (right half) repeat the same frequencies."),
    }


def position_vectors_caption(scheme, d_model: int) -> str:
    """What the heatmap of the position vectors shows, in a sentence true of this table."""
    order = wave_order(scheme, d_model)
    if order:
        text = wave_sentences()[order]
        if np.any(scheme.frequencies(d_model) == 0):
            text = Walkthrough.tr("{sentence} Its last column is all zeros (odd width).").format(sentence=text)
        return text
    if isinstance(scheme, Learned):
        return Walkthrough.tr("Each position gets its own row of a learned table, of the same width.")
    if isinstance(scheme, Rope):
        return Walkthrough.tr("RoPE adds no vector here: it rotates queries and keys inside attention.")
    return Walkthrough.tr("Each position gets its own vector of the same width.")
