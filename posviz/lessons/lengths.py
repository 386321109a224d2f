"""Sinusoidal, learned and RoPE side by side, and what each does past the training length.

A formula (sinusoidal) or a rotation (RoPE) has a value at every position. A learned table has
one trained row per position up to L_max and nothing after it: asking for position L_max is an
error, and that error is the lesson.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.i18n import Context, shown
from posviz.lessons.rope_heads import PAIRING_NAMES, HeadRope, head_rope
from posviz.model.checks import check_positive
from posviz.model.positions import Learned, Rope
from posviz.model.settings import LayerSettings

MAX_SHOWN = 64   # rows of each table drawn at once


@dataclass(frozen=True, eq=False)
class LengthCheck:
    """One scheme asked for the vectors of positions 0 .. length-1.

    Attributes
    ----------
    title : str
    parameters : int
        Learned numbers the scheme needs (0 for a formula or a rotation).
    positions : ndarray, shape (n,)
        The positions drawn (the last ``MAX_SHOWN`` of the sequence).
    vectors : ndarray, shape (n, d)
        What the scheme gives each drawn position; rows of NaN where it has nothing.
    error : str
        The model's message when some position has no vector, else "".
    illustrative : bool
        The numbers stand in for trained ones (a seeded random learned table), so no sentence may
        call them trained.
    """

    title: str
    parameters: int
    positions: np.ndarray
    vectors: np.ndarray
    error: str = ""
    illustrative: bool = False

    @property
    def covered(self) -> int:
        """How many of the drawn positions have a vector."""
        return int(np.sum(~np.isnan(self.vectors[:, 0]))) if self.vectors.size else 0


def shown_positions(length: int, shown: int = MAX_SHOWN) -> np.ndarray:
    """The positions drawn for a sequence of ``length``: the last ``shown`` of them, shape (n,)."""
    length = max(int(length), 0)
    return np.arange(max(0, length - shown), length, dtype=np.int64)


LengthsLesson = Context("LengthsLesson")


def rope_rotations(rope: Rope | HeadRope, positions, d_model: int) -> np.ndarray:
    """RoPE's per-position numbers: cos and sin of each pair's angle, interleaved, shape (n, 2 * pairs).

    These are what RoPE multiplies one head's q and k by (times a scaling's attention factor, as
    the model does); nothing of this is added to Z. A toy ``Rope`` has d_model / 2 pairs, a
    model's head rotary_dim / 2.
    """
    angles = rope.angles(positions, d_model)
    factor = rope.attention_factor
    out = np.empty((len(angles), 2 * angles.shape[1]))
    out[:, 0::2], out[:, 1::2] = factor * np.cos(angles), factor * np.sin(angles)
    return out


def rope_title(rope: HeadRope) -> str:
    """The RoPE column's title: one head of which width, and its scaling."""
    if not rope.from_model:
        return LengthsLesson.tr("RoPE: cos, sin of p\u00b7\u03b8 (turns q, k)")
    if rope.scaling:
        title = LengthsLesson.tr("RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of "
                                 "p\u00b7\u03b8, {scaling}-scaled \u03b8 at this L")
    else:
        title = LengthsLesson.tr("RoPE, one head ({turning} of {width} dims turn, {pairing}): cos, sin of p\u00b7\u03b8")
    return title.format(turning=rope.rotary_dim, width=rope.head_dim, pairing=PAIRING_NAMES[rope.pairing],
                        scaling=rope.scaling)


def _learned_check(scheme: Learned, length: int, d_model: int) -> LengthCheck:
    positions = shown_positions(length)
    vectors = np.full((len(positions), d_model), np.nan)
    inside = positions < scheme.max_len
    vectors[inside] = scheme.encode(positions[inside], d_model)
    try:
        scheme.encode([length - 1] if length else [], d_model)
        error = ""
    except ValueError as exc:
        error = str(exc)
    if scheme.illustrative:
        title = LengthsLesson.tr("learned table (%Ln rows, illustrative: seeded random, untrained)", None, scheme.max_len)
    else:
        title = LengthsLesson.tr("learned table (%Ln rows)", None, scheme.max_len)
    return LengthCheck(title, scheme.parameter_count(d_model),
                       positions, vectors, error, scheme.illustrative)


def _formula_check(title: str, scheme, length: int, d_model: int) -> LengthCheck:
    positions = shown_positions(length)
    try:
        if isinstance(scheme, (Rope, HeadRope)):
            vectors = rope_rotations(scheme, positions, d_model)
        else:
            vectors = scheme.encode(positions, d_model)
    except ValueError as exc:
        return LengthCheck(title, 0, positions, np.full((len(positions), d_model), np.nan), str(exc))
    return LengthCheck(title, scheme.parameter_count(d_model), positions, vectors)


def compare_lengths(settings: LayerSettings, length: int, learned: Learned | None = None, rope: Rope | None = None
                    ) -> tuple[LengthCheck, LengthCheck, LengthCheck]:
    """Sinusoidal, learned and RoPE asked for a sequence of ``length`` tokens.

    Parameters
    ----------
    settings : LayerSettings
        Width, base, convention, learned table length and seed of the session.
    length : int
        L, the sequence length to try (0 or more).
    learned : Learned, optional
        A real model's table to use instead of the settings' illustrative one.
    rope : Rope, optional
        A real model's RoPE: one of its heads is shown, with its frequencies at ``length``
        (instead of the settings' toy rotation of all of d_model).
    """
    length = 0 if length == 0 else check_positive("length", length, 10**9)
    d = settings.d_model
    sinusoidal = settings.changed(scheme="sinusoidal", positions_on=True).position_scheme()
    learned = learned or settings.changed(scheme="learned", positions_on=True).position_scheme()
    rotation = rope_head(settings, length, rope)
    return (_formula_check(LengthsLesson.tr("sinusoidal: {convention}").format(convention=shown(sinusoidal.convention)),
                           sinusoidal, length, d),
            _learned_check(learned, length, d),
            _formula_check(rope_title(rotation) if rotation else "RoPE", rotation or Rope(settings.base), length, d))


def rope_head(settings: LayerSettings, length: int, rope: Rope | None = None) -> HeadRope | None:
    """The RoPE head shown for a sequence of ``length``: the model's, else the toy's (None: odd d)."""
    if rope is None:
        if settings.d_model % 2:
            return None
        rope = Rope(settings.base, settings.rope_pairing)
    return head_rope(rope, settings.d_model, seq_len=max(int(length), 1))
