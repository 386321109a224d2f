"""RoPE's long-range behaviour, from the formula alone (no model weights).

With pair frequencies θ_k = base^(-2k/d), k = 0 … d/2 - 1:

- **RoFormer's upper bound** of the relative score between a query and a key m positions apart
  (Su et al. 2021, section 3.4.3), up to the size of the vectors:
  ``bound(m) = (1 / (d/2)) Σ_{j=1}^{d/2} |S_j(m)|``, ``S_j(m) = Σ_{k=0}^{j-1} e^{i m θ_k}``.
  At m = 0 every S_j = j, so the bound is (d/2 + 1) / 2; it decays (not monotonically) with m.
- **"The base bounds the context length"** (Men et al. 2024): a query should still attend more to
  a similar key than to a random one at every distance it will see. Their condition is
  ``B(m) = Σ_k cos(m θ_k) ≥ 0`` for every distance m ≤ L. For a given L the smallest base that
  keeps it is searched here. The condition is *not* monotone in the base (a slightly larger base
  can fail again), so bisection between a failing and a passing base can land on a wrong answer.
  :func:`smallest_base` scans a fine logarithmic grid instead and refines only the first bracket
  (failing grid point → first passing grid point), checking every candidate over all m ≤ L.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

CHUNK = 1 << 15         # distances evaluated at once (memory: CHUNK × d/2 float64)


def frequencies(base: float, d: int) -> np.ndarray:
    """θ_k = base^(-2k/d) for k = 0 … d/2 - 1, shape (d // 2,)."""
    if d < 2 or d % 2:
        raise ValueError(f"the head size must be even and at least 2, not {d}")
    return base ** (-2.0 * np.arange(d // 2) / d)


def roformer_bound(distances: np.ndarray, base: float, d: int) -> np.ndarray:
    """RoFormer's bound (1/(d/2)) Σ_j |Σ_{k<j} e^{i m θ_k}| for each distance m, shape like ``distances``."""
    theta = frequencies(base, d)
    m = np.asarray(distances, dtype=np.float64).ravel()
    out = np.empty(m.size)
    for start in range(0, m.size, CHUNK):
        angles = m[start:start + CHUNK, None] * theta[None, :]
        partial = np.cumsum(np.exp(1j * angles), axis=1)              # S_1 … S_{d/2}
        out[start:start + CHUNK] = np.abs(partial).mean(axis=1)
    return out.reshape(np.shape(distances))


def cosine_sum(distances: np.ndarray, base: float, d: int) -> np.ndarray:
    """B(m) = Σ_k cos(m θ_k) for each distance m, shape like ``distances``."""
    theta = frequencies(base, d)
    m = np.asarray(distances, dtype=np.float64).ravel()
    out = np.empty(m.size)
    for start in range(0, m.size, CHUNK):
        out[start:start + CHUNK] = np.cos(m[start:start + CHUNK, None] * theta[None, :]).sum(axis=1)
    return out.reshape(np.shape(distances))


def keeps_condition(base: float, d: int, length: int, chunk: int = 2048) -> bool:
    """Whether B(m) ≥ 0 for every distance m = 0 … length (stops at the first negative chunk)."""
    theta = frequencies(base, d)
    for start in range(0, length + 1, chunk):
        m = np.arange(start, min(start + chunk, length + 1), dtype=np.float64)
        if np.min(np.cos(m[:, None] * theta[None, :]).sum(axis=1)) < 0.0:
            return False
    return True


@dataclass(frozen=True)
class BaseSearch:
    """The answer of :func:`smallest_base` and how it was found.

    Attributes
    ----------
    base : float or None
        Smallest base found that keeps B(m) ≥ 0 for all m ≤ length (None: none in the range).
    grid : ndarray
        The bases scanned (log-spaced), from the lowest to a few steps past the first passing one.
    passing : ndarray of bool
        Whether each grid base keeps the condition; False again after a True shows that the
        condition is not monotone in the base.
    """

    base: float | None
    grid: np.ndarray
    passing: np.ndarray

    @property
    def monotone(self) -> bool:
        """Whether the scanned answers switch from failing to passing at most once."""
        return int(np.count_nonzero(np.diff(self.passing.astype(np.int8)) != 0)) <= 1


def smallest_base(d: int, length: int, low: float = 2.0, high: float = 1e10, per_decade: int = 200,
                  refine_steps: int = 40, after: int = 40) -> BaseSearch:
    """Smallest base in [low, high] with B(m) ≥ 0 for every m ≤ ``length``, for head size ``d``.

    Every grid base is checked over all distances; the first passing grid base is then refined
    towards the failing grid base before it by bisection *inside that one bracket* (fine enough
    that the condition changes at most once there; each step is checked over all distances).
    """
    count = int(np.ceil(np.log10(high / low) * per_decade)) + 1
    grid = np.geomspace(low, high, count)
    passing: list[bool] = []
    for b in grid:              # up to ``after`` grid steps past the first pass: enough to show the pattern
        passing.append(keeps_condition(b, d, length))
        if True in passing and len(passing) - passing.index(True) > after:
            break
    grid, flags = grid[:len(passing)], np.array(passing)
    if not flags.any():
        return BaseSearch(None, grid, flags)
    first = int(np.argmax(flags))
    passing = flags
    if first == 0:
        return BaseSearch(float(grid[0]), grid, passing)
    fail, ok = float(grid[first - 1]), float(grid[first])
    for _ in range(refine_steps):
        middle = float(np.sqrt(fail * ok))
        if keeps_condition(middle, d, length):
            ok = middle
        else:
            fail = middle
    return BaseSearch(ok, grid, passing)
