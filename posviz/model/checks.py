"""Argument checks shared by the model: each failure is a ValueError that says what and why."""
from __future__ import annotations

import math

import numpy as np

MAX_D_MODEL = 1_000_000


def check_positive(name: str, value, limit: int = MAX_D_MODEL) -> int:
    """``value`` as an int in 1..limit, or a ValueError that names ``name`` and says why."""
    if isinstance(value, (float, np.floating)) and float(value).is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{name} must be a whole number, got {value!r}")
    value = int(value)
    if value < 1:
        raise ValueError(f"{name} must be at least 1, got {value}")
    if value > limit:
        raise ValueError(f"{name} must be at most {limit:,}, got {value:,}")
    return value


def check_base(base) -> float:
    """A frequency base as a float: finite and greater than 0."""
    try:
        value = float(base)
    except (TypeError, ValueError):
        raise ValueError(f"base must be a number, got {base!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise ValueError(f"base must be a finite number greater than 0, got {base!r}")
    return value


def check_positions(positions) -> np.ndarray:
    """Positions as a 1-D int64 array of whole numbers >= 0.

    Parameters
    ----------
    positions : int or array_like of int
        An int ``n`` means ``range(n)``.

    Returns
    -------
    ndarray, shape (L,), int64
    """
    if isinstance(positions, (int, np.integer)) and not isinstance(positions, bool):
        if positions < 0:
            raise ValueError(f"a sequence length cannot be negative, got {positions}")
        return np.arange(int(positions), dtype=np.int64)
    array = np.asarray(positions)
    if array.ndim != 1:
        raise ValueError(f"positions must be a 1-D list of whole numbers, got shape {array.shape}")
    if array.size == 0:
        return np.zeros(0, dtype=np.int64)
    if not np.issubdtype(array.dtype, np.integer):
        if not np.issubdtype(array.dtype, np.floating) or not np.all(np.isfinite(array)) \
                or not np.all(array == np.round(array)):
            raise ValueError("positions must be whole numbers")
    array = array.astype(np.int64)
    if array.min() < 0:
        raise ValueError(f"positions count from 0; got position {int(array.min())}")
    return array
