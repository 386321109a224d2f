"""The stage of a recording made from the window: a second window, never shown, in the same state.

Recording lends panels to slide figures; doing that with the user's own window would empty it for
the length of the recording. The stage is built like the window (same class) on a session that
copies the live one, so the user can go on working while the frames are drawn.
"""
from __future__ import annotations

from posviz.qt.session import Session


def stage_like(window):
    """A hidden copy of ``window`` in its session's state (sentence, model, settings, look, focus).

    It writes no autosave or preferences; delete it with ``deleteLater()`` when done.
    """
    live = window.session
    session = Session(live.text, live.settings)
    session.set_background(False)              # each change is encoded at once: frames wait for nothing
    session.set_reduce_motion(True)            # the recording sets the animation's time itself
    for setter, value in ((session.set_zoom, live.zoom), (session.set_theme, live.theme),
                          (session.set_colormap, live.colormap), (session.set_heatmap_rows, live.heatmap_rows)):
        setter(value)                          # before the window applies them to the application
    if live.real_model is not None:
        session.set_layer(live.real_model, live.settings)
        session.set_input(live.text, live.settings)
    stage = type(window)(session)
    session.setParent(stage)
    stage.persistence.disable()
    stage.room.keep_on_screen = False
    session.set_focus(live.focus)
    return stage
