"""The lesson's state and its rules, without Qt: text, settings, layer, frame, focus, word order,
walkthrough step, the message that says why a change was refused, and the encoding pipeline's
bookkeeping (which request is the newest; stale answers are dropped).

The rules, each written once:

- the focus is clamped to the sentence (-1 only when it is empty), also when a new frame arrives,
  and it is settled before anyone hears of that frame;
- the walkthrough's step is clamped to its steps (-1: outside it); :meth:`LessonState.next_step`,
  :meth:`~LessonState.previous_step` and :meth:`~LessonState.start_walkthrough` are the only ways
  the lecturer's commands move it;
- a refused change keeps the last good state and says why (``message``);
- a slide (sentence and settings) is shown whole or not at all: its sentence is put back when it
  is refused or cancelled;
- an answer to a request that a newer one has replaced is dropped;
- a word order must reorder the sentence shown; one that no longer fits a new frame is dropped.

The Qt ``Session`` (:mod:`posviz.qt.session`) forwards these fields' events as signals and runs the
workers; this module can be tested with values alone.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import NamedTuple

from posviz.lessons.shuffle import check_order
from posviz.model import Frame, InputLayer
from posviz.model.limits import MAX_ORDER_SEED, clean_text, replaced_note, text_problem
from posviz.model.settings import LayerSettings, build_layer
from posviz.shorten import plain_message
from posviz.i18n import Context
from posviz.state.evented import Evented, evented

LessonMessages = Context("LessonMessages")

DEFAULT_SENTENCE = "the dog bit the man"
WALKTHROUGH_STEPS = 5     # split, look up, positions, add, hand over; -1 = not in the walkthrough


class WordOrder(NamedTuple):
    """The word order chosen for the demo: ``perm[i]`` is the original position of the word put at
    i (() for the lesson's default), ``seed`` the seed it was drawn from (-1: not drawn)."""

    perm: tuple[int, ...] = ()
    seed: int = -1


@dataclass(frozen=True)
class Ticket:
    """One change to encode: ``layer`` is the layer to reuse, or None to build it from ``settings``;
    ``restore_text`` is the sentence a refused slide puts back (None: not a slide)."""

    generation: int
    text: str
    settings: LayerSettings
    base_layer: InputLayer | None
    layer: InputLayer | None
    restore_text: str | None = None


def clamp_focus(state: "LessonState", index) -> int:
    """A token of the frame: -1 only for an empty sentence."""
    length = state.frame.length
    index = max(-1, min(int(index), length - 1))
    return 0 if length and index < 0 else index


def clamp_step(_state, step) -> int:
    """A step of the walkthrough (0 .. WALKTHROUGH_STEPS - 1), or -1 outside it."""
    return -1 if int(step) < 0 else min(int(step), WALKTHROUGH_STEPS - 1)


@dataclass(eq=False)
class LessonState(Evented):
    """What the lesson shows now; each field announces its changes (see :mod:`posviz.state.evented`).

    ``frame`` is the last successful encoding of ``text`` under ``settings`` (the text may be newer
    when it could not be encoded); ``real_model`` the loaded real model's layer, or None.
    """

    text: str = evented(DEFAULT_SENTENCE)
    settings: LayerSettings = evented(None)
    layer: InputLayer = evented(None, same=operator.is_)
    frame: Frame = evented(None, same=operator.is_)
    focus: int = evented(-1, clean=clamp_focus)
    message: str = evented("", clean=lambda _s, text: plain_message(text))   # one short plain line (issue 26)
    step: int = evented(-1, clean=clamp_step)
    order: WordOrder = evented(WordOrder())
    busy: bool = evented(False, clean=lambda _s, on: bool(on))

    def __post_init__(self) -> None:
        super().__post_init__()
        self.settings = self.settings or LayerSettings()
        self.layer = build_layer(self.settings)
        self.frame = self.layer.encode(self.text)
        self.focus = min(1, self.frame.length - 1)
        self.real_model: InputLayer | None = None
        self.wanted = (self.settings, None)          # settings and real model of the newest request
        self.issued = self.latest = 0                # request generations: stale answers are dropped
        self.submitted: Ticket | None = None         # the newest request sent to the worker
        self.note = ""                               # said once the text being encoded is shown

    # --- the walkthrough: every command that moves the step calls one of these -------------
    def next_step(self) -> None:
        """One step on (from outside the walkthrough: its first step); the last step stays."""
        self.step = self.step + 1

    def previous_step(self) -> None:
        """One step back; the first step stays, and outside the walkthrough nothing happens."""
        if self.step > 0:
            self.step = self.step - 1

    def start_walkthrough(self) -> None:
        self.step = 0

    def leave_walkthrough(self) -> None:
        self.step = -1

    # --- messages ----------------------------------------------------------------------------
    def refuse(self, message: str) -> bool:
        """Say why a change was refused; nothing else changes. Returns False."""
        self.note = ""
        self.message = message
        return False

    def say(self, message: str) -> None:
        """Show ``message`` until the next change; while a change is being encoded, once it is shown."""
        if self.busy:
            self.note = message
        elif message:
            self.message = message

    # --- the sentence and the word order ------------------------------------------------------
    def take_text(self, text) -> bool:
        """Clean and keep ``text`` as the sentence to encode; False (and why) when it cannot be one."""
        if not isinstance(text, str):
            return self.refuse(LessonMessages.tr("the sentence must be text, not {kind}").format(kind=type(text).__name__))
        text, replaced = clean_text(text)
        if text_problem(text):         # not kept as the sentence: no lecture file could hold it
            return self.refuse(text_problem(text))
        self.note = replaced_note(replaced)
        self.text = text
        return True

    def take_slide_text(self, text: str) -> str:
        """Keep a slide's sentence quietly (it is announced with its frame); returns the old one."""
        text, replaced = clean_text(text)
        self.note = replaced_note(replaced)
        old = self.text
        self.put("text", text)
        return old

    def choose_order(self, perm=(), seed: int = -1) -> bool:
        """Choose the demo's word order (see :class:`WordOrder`). An order for a sentence being
        encoded is kept for it; one that does not fit the sentence shown is refused."""
        try:
            order = tuple(check_order(perm).tolist())
            if order and not self.busy:
                check_order(order, self.frame.length)
        except (TypeError, ValueError) as exc:
            return self.refuse(LessonMessages.tr("Cannot use that word order: {reason}").format(reason=exc))
        whole = isinstance(seed, int) and not isinstance(seed, bool)
        seed = int(seed) if order and whole and 0 <= seed <= MAX_ORDER_SEED else -1
        self.order = WordOrder(order, seed)
        return True

    def asked_order(self) -> tuple[int, ...] | None:
        """The chosen order if it fits the frame shown, else None (the lesson's default)."""
        return self.order.perm if len(self.order.perm) == self.frame.length else None

    # --- the pipeline: requests, answers, stale drops -------------------------------------------
    def begin(self, settings: LayerSettings, base_layer: InputLayer | None,
              restore_text: str | None = None) -> Ticket | None:
        """A new request for the current text, or None (and why) when the text cannot be encoded."""
        problem = text_problem(self.text)
        if problem:
            self._put_back(restore_text)
            self.refuse(problem)
            return None
        self.issued += 1
        same_layer = settings == self.settings and base_layer is self.real_model
        return Ticket(self.issued, self.text, settings, base_layer, self.layer if same_layer else None, restore_text)

    def sent_away(self, ticket: Ticket) -> None:
        """``ticket`` is being encoded in the background: it is the newest; older answers are stale."""
        self.latest, self.wanted, self.submitted = ticket.generation, (ticket.settings, ticket.base_layer), ticket
        self.busy = True

    def answer_here(self, ticket: Ticket, result) -> bool:
        """An answer computed right now: ``(layer, frame)`` is shown, an exception refused."""
        if isinstance(result, Exception):
            self._put_back(ticket.restore_text)
            return self.refuse(str(result) or type(result).__name__)
        self.latest = ticket.generation
        self.commit(result[0], ticket.settings, ticket.base_layer, result[1])
        return True

    def answer_later(self, ticket, result) -> bool:
        """An answer from the worker: used if its request is still the newest, else dropped."""
        if ticket.generation != self.latest:
            return False
        if isinstance(result, Exception):
            self.wanted = (self.settings, self.real_model)
            self._put_back(ticket.restore_text)
            self.refuse(str(result) or type(result).__name__)
        else:
            self.commit(result[0], ticket.settings, ticket.base_layer, result[1])
        return True

    def cancel(self) -> bool:
        """Forget every request issued so far (the last good state stays); False when none ran."""
        if not self.busy:
            return False
        self.issued += 1
        self.latest = self.issued
        self.wanted = (self.settings, self.real_model)
        if self.submitted is not None and self.submitted.restore_text is not None:
            self.text = self.submitted.restore_text       # a slide is shown whole or not at all
        self.busy = False
        self.refuse("Encoding cancelled: the panels still show the last state encoded")
        return True

    def commit(self, layer: InputLayer, settings: LayerSettings, base_layer: InputLayer | None, frame: Frame) -> None:
        """Show a new encoding: settings, layer, frame, then the word order dropped if it no longer
        fits, then the focus; all stored before the first is announced."""
        with self.holding():
            self.message = self.note           # "" unless characters of the text were replaced
            self.note = ""
            self.settings, self.layer, self.frame = settings, layer, frame
            self.real_model, self.wanted = base_layer, (settings, base_layer)
            if self.order.perm and len(self.order.perm) != frame.length:
                self.order = WordOrder()       # another number of tokens: back to the default order
            self.focus = self.focus            # clamped to the new frame

    def _put_back(self, restore_text: str | None) -> None:
        if restore_text is not None:
            self.put("text", restore_text)
