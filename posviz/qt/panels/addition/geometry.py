"""Where the bars of the vector-addition animation are at time t: pure numpy, no Qt.

The panel draws three lanes side by side, one row per dimension: the token row (lane 0), the
position row (lane 1) and the row of Z (lane 2). The animation moves copies of the bars:

1. t in [0, 0.4]: a copy of each token bar slides from lane 0 into the Z lane;
2. t in [0.4, 0.8]: a copy of each position bar slides from lane 1 onto the tip of that token
   bar (tip to tail: it spans [a, a + b], which is how 1-D vectors add);
3. t in [0.8, 1]: the two stacked copies fade out as the Z bar, from 0 to z, fades in.

The originals in lanes 0 and 1 never move, so their numbers can be read throughout. Values are in
the data's own units; the painter maps them to pixels.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.i18n import number

TOKEN_LANE, POSITION_LANE, Z_LANE = 0.0, 1.0, 2.0
TOKEN_PHASE = (0.0, 0.4)
POSITION_PHASE = (0.4, 0.8)
MERGE_PHASE = (0.8, 1.0)


def smoothstep(u: float) -> float:
    """Ease in and out: 0 at u <= 0, 1 at u >= 1, 3u^2 - 2u^3 between (zero speed at both ends)."""
    u = min(max(float(u), 0.0), 1.0)
    return u * u * (3.0 - 2.0 * u)


def phase_progress(t: float, phase: tuple[float, float]) -> float:
    """Eased progress of one phase ``(start, end)`` at time ``t`` in [0, 1]."""
    start, end = phase
    return smoothstep((float(t) - start) / (end - start))


@dataclass(frozen=True, eq=False)
class Piece:
    """One set of bars (one per dimension) that sits in a lane.

    Attributes
    ----------
    lane : float
        Horizontal place: 0 token lane, 1 position lane, 2 Z lane; fractions are in between.
    start, end : ndarray, shape (n,)
        Where each dimension's bar begins and ends, in value units.
    opacity : float
        0 (invisible) to 1.
    """

    lane: float
    start: np.ndarray
    end: np.ndarray
    opacity: float


@dataclass(frozen=True, eq=False)
class AdditionGeometry:
    """The moving parts at one instant (the static token and position bars are not included)."""

    token_copy: Piece
    position_copy: Piece
    z_bar: Piece

    @property
    def z_text_opacity(self) -> float:
        """The Z numbers appear with the Z bars."""
        return self.z_bar.opacity


def addition_geometry(token: np.ndarray, position: np.ndarray, z: np.ndarray, t: float) -> AdditionGeometry:
    """Bars of the animation at time ``t``.

    Parameters
    ----------
    token, position, z : ndarray, shape (n,)
        The token row a, the position row b and the model's row of Z (a + b) for n dimensions.
    t : float
        Animation time, clipped to [0, 1]; 1 is the settled picture.

    Returns
    -------
    AdditionGeometry
        token copy: lane 2·e1, span [0, a]; position copy: lane 1 + e2, span [e2·a, e2·a + b];
        Z bar: lane 2, span [0, z]; the copies' opacity is 1 - e3 and the Z bar's is e3, where
        e1, e2, e3 are the eased progress of the three phases.
    """
    a, b, z = (np.asarray(v, dtype=np.float64) for v in (token, position, z))
    t = min(max(float(t), 0.0), 1.0)
    e1, e2, e3 = (phase_progress(t, p) for p in (TOKEN_PHASE, POSITION_PHASE, MERGE_PHASE))
    zeros = np.zeros_like(a)
    token_copy = Piece(TOKEN_LANE + (Z_LANE - TOKEN_LANE) * e1, zeros, a, 1.0 - e3)
    position_copy = Piece(POSITION_LANE + (Z_LANE - POSITION_LANE) * e2, e2 * a, e2 * a + b, 1.0 - e3)
    return AdditionGeometry(token_copy, position_copy, Piece(Z_LANE, zeros, z, e3))


def value_range(*vectors: np.ndarray) -> tuple[float, float]:
    """The value span every lane shares: (min(0, all values), max(0, all values)).

    Every bar of the animation, the moving copies included, lies between 0, a, b and a + b, so
    the range of the token, position and Z rows holds all of them. A span of zero width (all
    values 0) is widened to (0, 1) so the axis still has a scale.
    """
    values = np.concatenate([np.asarray(v, dtype=np.float64).ravel() for v in vectors] + [np.zeros(1)])
    values = values[np.isfinite(values)]
    low, high = float(values.min()), float(values.max())
    if high - low <= 0.0:
        return 0.0, 1.0
    return low, high


def dims_window(first: int, count: int, d_model: int) -> tuple[int, int]:
    """The dimensions shown: ``(first, stop)`` with at most ``count`` of them, kept inside [0, d).

    A first index past the end is pulled back so the last page is full.
    """
    count = max(1, min(int(count), d_model))
    first = max(0, min(int(first), d_model - count))
    return first, first + count


def format_value(value: float) -> str:
    """Two decimals in the locale's decimal sign (0.90, 0,90), and never "-0.00" (a tiny negative
    rounds to a plain 0.00)."""
    value = float(value)
    return number(0.0 if f"{value:.2f}" == "-0.00" else value, 2)
