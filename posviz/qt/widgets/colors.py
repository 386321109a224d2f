"""Diverging colour maps shared by every panel: value -> colour, computed once per update."""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np
from PySide6 import QtGui

import pyqtgraph as pg

from posviz.state.options import COLORBLIND_COLORMAPS, COLORMAPS, DEFAULT_COLORMAP  # noqa: F401 (named once there)
LUT_SIZE = 256


@lru_cache(maxsize=8)
def colormap(name: str = DEFAULT_COLORMAP) -> pg.ColorMap:
    """The pyqtgraph colour map ``name`` (a diverging CET map)."""
    return pg.colormap.get(name)


@lru_cache(maxsize=8)
def lookup_table(name: str = DEFAULT_COLORMAP) -> np.ndarray:
    """The map sampled at LUT_SIZE steps, shape (LUT_SIZE, 4), uint8 RGBA."""
    return colormap(name).getLookupTable(0.0, 1.0, LUT_SIZE, alpha=True)


@lru_cache(maxsize=8)
def qcolors(name: str = DEFAULT_COLORMAP) -> tuple[tuple[QtGui.QColor, ...], tuple[QtGui.QColor, ...]]:
    """Background colours of the map and a readable text colour (black or white) for each."""
    lut = lookup_table(name)
    backgrounds = tuple(QtGui.QColor(int(r), int(g), int(b)) for r, g, b, _ in lut)
    # Black or white, whichever contrasts more by WCAG's relative luminance: at least sqrt(21) = 4.58 : 1
    # on any colour (a threshold on the gamma-encoded values left 3 : 1 on CET-D1's mid blues).
    channels = lut[:, :3] / 255.0
    linear = np.where(channels <= 0.04045, channels / 12.92, ((channels + 0.055) / 1.055) ** 2.4)
    luminance = linear @ np.array([0.2126, 0.7152, 0.0722])
    black_wins = (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05)
    texts = tuple(QtGui.QColor("black") if wins else QtGui.QColor("white") for wins in black_wins)
    return backgrounds, texts


def lut_indices(values: np.ndarray, levels: tuple[float, float]) -> np.ndarray:
    """Index into the lookup table for each value, values clipped to ``levels``.

    Parameters
    ----------
    values : ndarray, any shape
    levels : (low, high)
        The values drawn at the two ends of the map.

    Returns
    -------
    ndarray, same shape, intp in [0, LUT_SIZE - 1]
        ±inf take the end colours and NaN the middle one (a value from a model file may be
        either; an index outside the table would make a paint() raise, which aborts Qt).
    """
    low, high = levels
    if not (math.isfinite(low) and math.isfinite(high)):
        low, high = -1.0, 1.0
    with np.errstate(invalid="ignore", over="ignore"):
        scaled = (np.asarray(values, dtype=np.float64) - low) / max(high - low, 1e-300)
        steps = np.where(np.isnan(scaled), LUT_SIZE // 2, np.floor(scaled * LUT_SIZE))
    return np.clip(steps, 0, LUT_SIZE - 1).astype(np.intp)


def symmetric_levels(values: np.ndarray, percentile: float = 99.5, floor: float = 1.0) -> tuple[float, float]:
    """Levels (-m, m) with m the ``percentile`` of |values| (outliers do not wash out the rest),
    never below ``floor`` so small toy values keep the same scale as the lesson's [-1, 1]."""
    values = np.asarray(values)
    low, high = (float(values.min()), float(values.max())) if percentile >= 100 and values.size else (0.0, 0.0)
    if percentile >= 100 and np.isfinite(low) and np.isfinite(high):
        m = max(-low, high, 0.0)     # the largest |value|: two passes, no copy (Z's levels on every keystroke)
    else:
        magnitudes = np.abs(values, dtype=np.float64).ravel()
        finite = magnitudes if np.isfinite(magnitudes.sum()) else magnitudes[np.isfinite(magnitudes)]
        m = float(np.percentile(finite, percentile)) if finite.size else 0.0
    m = max(m, floor)
    return (-m, m)
