"""A lecture slide and the session: read the live state as a slide, check a slide, show one.

Checking encodes nothing: names (theme, colour map), the text's length, the scheme a real model
allows, Z's size from the token count and a learned table's length are measured without building
a table (:func:`posviz.model.settings.input_problem`), so opening a lecture of large slides is
quick. A slide is encoded only when shown, through the session's normal path (its worker for a
large one). Showing is all or nothing: the sentence and settings change together, or not at all.
"""
from __future__ import annotations

import weakref

from posviz.i18n import Context
from posviz.lecture.state import LectureState, Slide, ViewOptions
from posviz.model.settings import input_problem
from posviz.qt.session import MAX_Z_VALUES, THEMES
from posviz.qt.widgets.colors import COLORMAPS

_CHECKED_CHARS = 8_000_000    # characters of inputs remembered as fine (each check costs a tokenizer pass)
_checked: dict = {"model": None, "inputs": set(), "chars": 0}
SlideText = Context("SlideText")


def capture(session) -> Slide:
    """The session's state as a slide: the sentence as typed if it can be shown, else the one shown
    (a refused sentence saved with the slide would make the whole file refused when opened)."""
    order = session.word_order if len(session.word_order) == session.frame.length else ()
    view = ViewOptions(session.heatmap_rows, session.reduce_motion, session.zoom, session.theme,
                       session.colormap, session.step, session.focus, order, session.order_seed if order else -1)
    text = session.text
    if text != session.frame.text and input_problem(text, session.settings, session.real_model, MAX_Z_VALUES):
        text = session.frame.text
    return Slide(text, session.settings, view)


def slide_problem(slide: Slide, base_layer=None) -> str:
    """Why ``slide`` cannot be shown ("" when it can): unknown names, or a sentence the layer refuses."""
    view = slide.view
    if view.theme not in THEMES:
        return SlideText.tr("unknown theme '{theme}' (choose one of {names})").format(theme=view.theme,
                                                                                  names=", ".join(THEMES))
    if view.colormap not in COLORMAPS:
        return SlideText.tr("unknown colour map '{name}' (choose one of {names})").format(name=view.colormap,
                                                                                      names=", ".join(COLORMAPS))
    return _input_problem(slide, base_layer)


def _input_problem(slide: Slide, base_layer) -> str:
    """input_problem, remembered for inputs found fine with this model (Ctrl+PgDn checks again)."""
    model = _checked["model"]
    if (model() if model is not None else None) is not base_layer:
        _checked["model"] = weakref.ref(base_layer) if base_layer is not None else None
        _checked["inputs"], _checked["chars"] = set(), 0
    key = (slide.text, slide.settings)
    if key in _checked["inputs"]:
        return ""
    problem = input_problem(slide.text, slide.settings, base_layer, MAX_Z_VALUES)
    if not problem:
        if _checked["chars"] + len(slide.text) > _CHECKED_CHARS:
            _checked["inputs"], _checked["chars"] = set(), 0
        _checked["inputs"].add(key)
        _checked["chars"] += len(slide.text)
    return problem


def lecture_problem(lecture: LectureState, base_layer=None) -> str:
    """The first slide of ``lecture`` that cannot be shown, with the reason ("" when all can)."""
    for number, slide in enumerate(lecture.slides, 1):
        problem = slide_problem(slide, base_layer)
        if problem:
            return SlideText.tr("prepared sentence {number} cannot be shown: {reason}").format(number=number,
                                                                                                reason=problem)
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
    session.set_word_order(view.word_order, view.order_seed)    # one that does not fit is said, default shown
    return ""
