"""View options shared by several panels: zoom, theme, colour map, reduced motion, heatmap rows.

They change how the lesson is drawn, never what it computes, so they live apart from the lesson's
state (:mod:`posviz.state.lesson`). Each is declared once with its rule: a zoom is clamped and
rounded, a theme or colour map that does not exist is refused with the list of those that do.
"""
from __future__ import annotations

from dataclasses import dataclass

from posviz.model.limits import MAX_HEATMAP_ROWS
from posviz.i18n import Context
from posviz.state.evented import Evented, evented

OptionMessages = Context("OptionMessages")

DEFAULT_HEATMAP_ROWS = 64
ZOOM_RANGE = (0.5, 4.0)
THEMES = ("system", "light", "dark", "high-contrast")
DEFAULT_COLORMAP = "CET-D1"                       # blue - white - red
COLORBLIND_COLORMAPS = ("CET-CBD1", "CET-CBTD1")  # colour-blind-safe diverging maps
COLORMAPS = (DEFAULT_COLORMAP,) + COLORBLIND_COLORMAPS


def clamp_zoom(_options, zoom) -> float:
    """``zoom`` within ZOOM_RANGE, to two decimals (one factor for every font, tick label and pen)."""
    return round(min(max(float(zoom), ZOOM_RANGE[0]), ZOOM_RANGE[1]), 2)


def clamp_rows(_options, rows) -> int:
    """Positions the heatmap shows: 1 .. MAX_HEATMAP_ROWS."""
    return max(1, min(int(rows), MAX_HEATMAP_ROWS))


def known_theme(_options, theme) -> str:
    if theme not in THEMES:
        raise ValueError(OptionMessages.tr("unknown theme '{theme}'; choose one of {names}").format(
            theme=theme, names=", ".join(THEMES)))
    return theme


def known_colormap(_options, name) -> str:
    if name not in COLORMAPS:
        raise ValueError(OptionMessages.tr("unknown colour map '{name}'; choose one of {names}").format(
            name=name, names=", ".join(COLORMAPS)))
    return name


@dataclass(eq=False)
class DisplayOptions(Evented):
    """How the lesson is drawn; every field announces its changes (:class:`~posviz.state.evented.Evented`)."""

    heatmap_rows: int = evented(DEFAULT_HEATMAP_ROWS, clean=clamp_rows)
    reduce_motion: bool = evented(False, clean=lambda _o, on: bool(on))
    zoom: float = evented(1.0, clean=clamp_zoom)
    theme: str = evented("system", clean=known_theme)
    colormap: str = evented(DEFAULT_COLORMAP, clean=known_colormap)
