"""What a recording shows: its scenes (a title card, then one panel per step) and their captions.

A scene names a panel of the window (``window.boxes``' keys), the title and caption drawn with it
as a slide figure, the token in focus, and its :class:`~posviz.lecture.timeline.ShotPlan`. Scenes
are made from the session's state before the first frame, so the caption track and the frame count
are known before anything is drawn.
"""
from __future__ import annotations

from dataclasses import dataclass

from posviz.i18n import Context, isolate, number
from posviz.lecture.timeline import TITLE_SECONDS, ShotPlan, reading_time
from posviz.lessons.model_steps import placement
from posviz.qt.panels.addition import text as addition_text
from posviz.qt.panels.addition.panel import DURATION_MS
from posviz.qt.panels.deeper.rope import PLAY_MS
from posviz.qt.panels.heatmap.text import position_vectors_caption

Recording = Context("Recording")
RECORDINGS = ("walkthrough", "addition", "heatmap", "rope", "context")


def recording_titles() -> dict[str, str]:
    """What each recording shows, in the current language (File → Record… and its title card)."""
    return {"walkthrough": Recording.tr("The walkthrough: how a transformer's input layer is built"),
            "addition": Recording.tr("Token row + position row = row of Z, for each word in turn"),
            "heatmap": Recording.tr("The position vectors, scrolled from the first position to the last"),
            "rope": Recording.tr("RoPE: one pair of q and k turning as both words move along"),
            "context": Recording.tr("Context extension: each pair's frequency as the scaling factor grows")}


SCROLL_WINDOW = 64            # positions on screen while the heatmap scrolls
SCROLL_SPEED = 64.0           # positions per second
SCROLL_LIMITS = (3.0, 60.0)   # seconds of scrolling, whatever the length
ROPE_SHIFT = 60               # positions both words move, as the view's "Move both along" does
CONTEXT_FACTORS = (1.0, 8.0)  # the scaling factor's sweep: none to Llama 3.1's 8
CONTEXT_SECONDS = 6.0


@dataclass(frozen=True)
class Scene:
    """One shot of a recording.

    Attributes
    ----------
    plan : ShotPlan
        Its caption (the cue) and timing.
    panel : str or None
        The window's panel drawn (a key of ``window.boxes``); None: the title card.
    title : str
        The figure's title.
    caption : str
        The sentence drawn under the panel ("" when the panel says it itself).
    focus : int or None
        The token in focus while it is shown (None: as the session has it).
    lines : tuple of str
        The title card's lines.
    """

    plan: ShotPlan
    panel: str | None
    title: str
    caption: str = ""
    focus: int | None = None
    lines: tuple[str, ...] = ()

    @property
    def moves(self) -> bool:
        return self.plan.motion > 0

    def window(self, t: float, rows: int) -> tuple[float, float]:
        """A scrolling heatmap's rows at time ``t``: (first, count), from position 0 to the last of ``rows``."""
        count = min(SCROLL_WINDOW, rows)
        return t * (rows - count), count


def model_name(session) -> str:
    """The model's name as a title card says it."""
    model = session.real_model
    if model is not None:
        return Recording.tr("{name} (d = {width})").format(name=isolate(model.name),
                                                           width=number(session.layer.d_model))
    return Recording.tr("the lesson's toy model (d = {width})").format(width=number(session.layer.d_model))


def title_card(session, what: str) -> Scene:
    """The first shot: what is shown, on which model and sentence."""
    title = Recording.tr("posviz: {what}").format(what=recording_titles()[what])
    lines = (Recording.tr("Model: {name}").format(name=model_name(session)),
             Recording.tr("Sentence: “{sentence}”").format(sentence=isolate(session.text)),
             Recording.tr("Position scheme: {scheme}").format(scheme=isolate(session.settings.scheme)))
    caption = Recording.tr("{title}. {lines}").format(title=title, lines=Recording.tr(". ").join(lines))
    return Scene(ShotPlan(caption, 0.0, TITLE_SECONDS), None, title, lines=lines)


def walkthrough(session, steps, hold: float | None = None) -> list[Scene]:
    """The title card and one scene per step of the walkthrough.

    Parameters
    ----------
    steps : list of (title, caption, panels)
        The walkthrough's steps as the window has them (their captions written for this layer);
        each shows the last of its panels.
    hold : float, optional
        Seconds each step stays (default: long enough to read its caption).
    """
    scenes = [title_card(session, "walkthrough")]
    for index, (title, caption, panels) in enumerate(steps, 1):
        panel = panels[-1]
        motion = DURATION_MS / 1000 if panel == "addition" else 0.0
        heading = Recording.tr("Step {number} of {count}: {title}").format(
            number=number(index), count=number(len(steps)), title=title)
        cue = Recording.tr("{heading}. {caption}").format(heading=heading, caption=caption)
        scenes.append(Scene(ShotPlan(cue, motion, reading_time(cue, hold)), panel, heading, caption))
    return scenes


def addition(session, hold: float | None = None) -> list[Scene]:
    """The title card and the addition of each word in turn (its own caption says the sum)."""
    frame, place = session.frame, placement(session.layer)     # the sum as this model makes it
    scenes = [title_card(session, "addition")]
    for index, token in enumerate(frame.tokens):
        cue = addition_text.model_caption(token.text, index, place, known=bool(frame.known[index]))
        plan = ShotPlan(cue, DURATION_MS / 1000, reading_time(cue, hold))
        scenes.append(Scene(plan, "addition", addition_text.title(place), focus=index))
    return scenes


def heatmap(session, hold: float | None = None) -> list[Scene]:
    """The title card and the position heatmap scrolled from position 0 to the last of the session's rows."""
    rows = session.heatmap_rows
    seconds = min(max(rows / SCROLL_SPEED, SCROLL_LIMITS[0]), SCROLL_LIMITS[1]) if rows > SCROLL_WINDOW else 0.0
    what = position_vectors_caption(session.layer.positions, session.layer.d_model)
    cue = Recording.tr("Positions 0 to {last}, {count} at a time. {what}").format(
        last=number(rows - 1), count=number(min(SCROLL_WINDOW, rows)), what=what)
    title = Recording.tr("Position vectors, as a heatmap")
    scene = Scene(ShotPlan(cue, seconds, reading_time(cue, hold)), "heatmap", title, cue)
    return [title_card(session, "heatmap"), scene]


def rope(session, hold: float | None = None) -> list[Scene]:
    """The title card and the RoPE view's dial while both words move ROPE_SHIFT positions along."""
    cue = Recording.tr("Both words move {shift} positions along together: q and k turn by the same angle, so the "
                       "angle between them, and their score, stay the same: RoPE's score depends only on the offset "
                       "m − n.").format(shift=number(ROPE_SHIFT))
    scene = Scene(ShotPlan(cue, PLAY_MS / 1000, reading_time(cue, hold)), "rope", recording_titles()["rope"], cue)
    return [title_card(session, "rope"), scene]


def context(session, hold: float | None = None) -> list[Scene]:
    """The title card and the Context extension view's frequencies while the scaling factor grows."""
    cue = Recording.tr("The scaling factor grows from {low} to {high}: the slow pairs' frequencies are divided by it, "
                       "so they turn slowly enough for a longer context, while the fast pairs keep theirs.").format(
        low=number(CONTEXT_FACTORS[0]), high=number(CONTEXT_FACTORS[1]))
    title = recording_titles()["context"]
    scene = Scene(ShotPlan(cue, CONTEXT_SECONDS, reading_time(cue, hold)), "context", title, cue)
    return [title_card(session, "context"), scene]


def factor_at(t: float) -> float:
    """The context recording's scaling factor at time ``t``."""
    low, high = CONTEXT_FACTORS
    return low + t * (high - low)


def scenes_for(what: str, session, steps, hold: float | None = None) -> list[Scene]:
    """The scenes of the recording called ``what`` (a key of RECORDINGS)."""
    makers = {"addition": addition, "heatmap": heatmap, "rope": rope, "context": context}
    return walkthrough(session, steps, hold) if what == "walkthrough" else makers[what](session, hold)
