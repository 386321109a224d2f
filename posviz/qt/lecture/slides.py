"""A lecture slide and the session: read the live state as a slide, check a slide, show one.

Showing is all or nothing: names (theme, colour map) and the sentence under the slide's settings
are checked before anything changes, and the sentence and settings change together.
"""
from __future__ import annotations

from posviz.model.settings import build_layer
from posviz.lecture.state import LectureState, Slide, ViewOptions
from posviz.qt.widgets.colors import COLORMAPS
from posviz.qt.session import MAX_Z_VALUES, THEMES


def capture(session) -> Slide:
    """The session's state as a slide."""
    view = ViewOptions(session.heatmap_rows, session.reduce_motion, session.zoom, session.theme,
                       session.colormap, session.step, session.focus)
    return Slide(session.text, session.settings, view)


def slide_problem(slide: Slide, base_layer=None) -> str:
    """Why ``slide`` cannot be shown ("" when it can): unknown names, or a sentence the layer refuses."""
    view = slide.view
    if view.theme not in THEMES:
        return f"unknown theme {view.theme!r} (choose one of {', '.join(THEMES)})"
    if view.colormap not in COLORMAPS:
        return f"unknown colour map {view.colormap!r} (choose one of {', '.join(COLORMAPS)})"
    try:
        build_layer(slide.settings, base_layer).encode(slide.text, max_values=MAX_Z_VALUES)
    except (TypeError, ValueError) as exc:
        return str(exc)
    return ""


def lecture_problem(lecture: LectureState, base_layer=None) -> str:
    """The first slide of ``lecture`` that cannot be shown, with the reason ("" when all can)."""
    for number, slide in enumerate(lecture.slides, 1):
        problem = slide_problem(slide, base_layer)
        if problem:
            return f"slide {number} cannot be shown: {problem}"
    return ""


def apply_slide(session, slide: Slide) -> str:
    """Show ``slide``: everything or, with a reason returned, nothing."""
    problem = slide_problem(slide, session.real_model)
    if problem or not session.set_input(slide.text, slide.settings):
        return problem or session.message
    view = slide.view
    session.set_heatmap_rows(view.heatmap_rows)
    session.set_reduce_motion(view.reduce_motion)
    session.set_zoom(view.zoom)
    session.set_theme(view.theme)
    session.set_colormap(view.colormap)
    session.set_step(view.step)
    session.set_focus(view.focus)
    return ""
