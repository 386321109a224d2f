"""The session: the Qt face of the lesson's state (:mod:`posviz.state`) and the runner of its workers.

The state and its rules (focus clamping, stale answers dropped, refusals that keep the last good
state, a slide shown whole or not at all) live in :class:`~posviz.state.lesson.LessonState`, the view
options in :class:`~posviz.state.options.DisplayOptions`, both Qt-free. The session forwards their
events as Qt signals, decides where a change is encoded (here, or in a worker thread when it is
large) and keeps the word-order comparison of the frame shown. Panels read from it and connect to
its signals; only the session writes.
"""
from __future__ import annotations

from operator import attrgetter

from PySide6 import QtCore

from posviz.model import Frame, InputLayer
from posviz.model.limits import MAX_HEATMAP_ROWS, MAX_TEXT, MAX_Z_VALUES  # noqa: F401 (the session's API)
from posviz.model.settings import LayerSettings
from posviz.model.budget import TokenizerTimeout
from posviz.qt import gui_collector
from posviz.qt.encoder import ASYNC_VALUES, GUI_BUDGET_S, BackgroundEncoder, Request, estimated_values, run_guarded
from posviz.qt.order_worker import BackgroundOrder, compare
from posviz.state.lesson import DEFAULT_SENTENCE, WALKTHROUGH_STEPS, LessonState, Ticket  # noqa: F401
from posviz.state.options import DEFAULT_HEATMAP_ROWS, THEMES, ZOOM_RANGE, DisplayOptions  # noqa: F401

class Session(QtCore.QObject):
    """Current text, settings, input layer, frame and focused token.

    Signals
    -------
    frameChanged(Frame)
        A new encoding of the text (text, settings or layer changed).
    layerChanged(InputLayer)
        The table or the position scheme changed (tables that depend only on the layer rebuild).
    settingsChanged(LayerSettings)
    focusChanged(int)
        Index of the focused token in the frame, -1 when the sentence is empty.
    messageChanged(str)
        Why the last change was refused, or "" once things are fine again.
    textChanged(str)
        The sentence as typed, sent by ``set_text`` before it is encoded (also when it is refused).
    heatmapRowsChanged(int), reduceMotionChanged(bool), zoomChanged(float), themeChanged(str),
    colormapChanged(str), stepChanged(int)
        View options shared by several panels (step: the walkthrough's step, -1 outside it).
    busyChanged(bool)
        A large change is being encoded in the background (True) or has been applied or refused.
    orderCompared(object)
        The word-order comparison of the current frame (``lessons.shuffle.OrderComparison``), or
        the exception that refused it, after :meth:`request_order_comparison`.
    wordOrderChanged(tuple)
        The word order the lecturer chose (:meth:`set_word_order`; () for the lesson's default).

    Changes whose Z (plus any illustrative learned table to draw) would hold more than
    ``encoder.ASYNC_VALUES`` numbers are encoded in a worker thread (:meth:`set_background`, on by default);
    until the result arrives every reader still sees the last good state.
    """

    frameChanged = QtCore.Signal(object)
    layerChanged = QtCore.Signal(object)
    settingsChanged = QtCore.Signal(object)
    focusChanged = QtCore.Signal(int)
    messageChanged = QtCore.Signal(str)
    textChanged = QtCore.Signal(str)
    heatmapRowsChanged = QtCore.Signal(int)
    reduceMotionChanged = QtCore.Signal(bool)
    zoomChanged = QtCore.Signal(float)
    themeChanged = QtCore.Signal(str)
    colormapChanged = QtCore.Signal(str)
    stepChanged = QtCore.Signal(int)
    busyChanged = QtCore.Signal(bool)
    orderCompared = QtCore.Signal(object)
    wordOrderChanged = QtCore.Signal(tuple)

    def __init__(self, text: str = DEFAULT_SENTENCE, settings: LayerSettings | None = None,
                 parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.state = LessonState(text, settings)
        self.options = DisplayOptions()
        self._background = True                         # False: every change is encoded right here
        gui_collector.install()     # the workers below run Python: cycles are freed on this thread only
        self._encoder = BackgroundEncoder(self)
        self._encoder.finished.connect(self._on_encoded)
        self._comparison = None                         # the current frame's word-order comparison
        self._order = BackgroundOrder(self)
        self._order.finished.connect(self._on_order_compared)
        self._step_holds: dict[int, object] = {}          # see hold_next_step
        # First to hear of a new frame or order: the comparison is stale before any panel asks.
        self.state.connect("frame", self._forget_comparison)
        self.state.connect("order", self._forget_comparison)
        for name, signal in (("text", self.textChanged), ("settings", self.settingsChanged),
                             ("layer", self.layerChanged), ("frame", self.frameChanged), ("focus", self.focusChanged),
                             ("message", self.messageChanged), ("step", self.stepChanged), ("busy", self.busyChanged)):
            self.state.connect(name, signal.emit)
        self.state.connect("order", lambda order: self.wordOrderChanged.emit(order.perm))
        for name, signal in (("heatmap_rows", self.heatmapRowsChanged), ("reduce_motion", self.reduceMotionChanged),
                             ("zoom", self.zoomChanged), ("theme", self.themeChanged), ("colormap", self.colormapChanged)):
            self.options.connect(name, signal.emit)

    # --- reading: the state's and the options' fields ------------------------------------
    text = property(attrgetter("state.text"), doc="The sentence as typed (it may be newer than the frame if it "
                                                  "could not be encoded).")
    frame = property(attrgetter("state.frame"), doc="The last successful encoding.")
    layer = property(attrgetter("state.layer"))
    settings = property(attrgetter("state.settings"))
    focus = property(attrgetter("state.focus"))
    message = property(attrgetter("state.message"))
    step = property(attrgetter("state.step"), doc="The walkthrough's step (0 .. WALKTHROUGH_STEPS - 1), or -1 "
                                                  "outside the walkthrough.")
    word_order = property(attrgetter("state.order.perm"), doc="The word order chosen for the demo (``perm[i]``: "
                          "the original position of the word put at i), or () for the lesson's default.")
    order_seed = property(attrgetter("state.order.seed"), doc="The seed the chosen order was drawn from, or -1.")
    busy = property(attrgetter("state.busy"), doc="Whether a change is being encoded in the background (the "
                                                  "state shown is the previous one).")
    real_model = property(attrgetter("state.real_model"), doc="The loaded real model's layer, or None on the toy "
                                                              "model.")
    heatmap_rows = property(attrgetter("options.heatmap_rows"))
    reduce_motion = property(attrgetter("options.reduce_motion"))
    zoom = property(attrgetter("options.zoom"), doc="One factor for every font, tick label and pen (1.0 = the "
                                                    "system's size).")
    theme = property(attrgetter("options.theme"))
    colormap = property(attrgetter("options.colormap"))

    @property
    def background(self) -> bool:
        """Whether large changes are encoded in a worker thread (see :meth:`set_background`)."""
        return self._background

    @background.setter
    def background(self, on: bool) -> None:
        self.set_background(on)

    # --- writing -------------------------------------------------------------------------
    def set_text(self, text: str) -> bool:
        """Encode ``text``; on failure keep the last frame and say why. Returns False when refused
        (a change large enough to run in the background returns True and may be refused later)."""
        return self.state.take_text(text) and self._request(*self.state.wanted)

    def set_settings(self, **changes) -> bool:
        """Change settings (e.g. ``scheme="rope"``, ``d_model=16``); refused changes keep the old ones.

        Changes compose with any change still being encoded in the background.
        """
        try:
            settings = self.state.wanted[0].changed(**changes)
        except (TypeError, ValueError) as exc:
            return self.refuse(str(exc))
        return self._request(settings, self.state.wanted[1])

    def set_input(self, text: str, settings: LayerSettings) -> bool:
        """Change the sentence and the settings together (a lecture slide): all of it, or nothing."""
        if not isinstance(text, str) or not isinstance(settings, LayerSettings):
            return self.refuse("a slide needs a sentence and layer settings")
        old_text = self.state.take_slide_text(text)
        return self._request(settings, self.state.wanted[1], restore_text=old_text)

    def set_layer(self, base_layer: InputLayer | None, settings: LayerSettings | None = None) -> bool:
        """Switch to a real model's layer (None: back to the toy model)."""
        return self._request(settings or self.state.wanted[0], base_layer)

    def warm_up(self) -> None:
        """Get the worker ready (its thread, numpy's lazily loaded parts) before the first large change."""
        self._encoder.warm_up()

    def set_background(self, on: bool) -> None:
        """Encode large changes (and compare word orders of large frames) in a worker thread (the
        default), or every change right here (an export, which waits for its frame anyway)."""
        self._background = bool(on)

    def request_order_comparison(self) -> None:
        """Compare the current frame with its tokens reordered (the word-order demo); the answer
        comes through ``orderCompared``: at once, or from the worker for a large frame."""
        frame, asked = self.state.frame, self.state.asked_order()
        if self._comparison is not None:
            self.orderCompared.emit(self._comparison)
        elif self._background and frame.length * frame.d_model > ASYNC_VALUES:
            self._order.submit(self.state.layer, frame, asked)
        else:
            self._on_order_compared(frame, asked, compare(self.state.layer, frame, asked))

    def set_word_order(self, perm=(), seed: int = -1) -> bool:
        """Choose the word order of the demo: ``perm`` (a reordering of the sentence's L tokens, or
        () for the default) and the ``seed`` it was drawn from (-1: not drawn). The comparison is
        made again in that order. An order for a sentence being encoded in the background is kept
        for it; an order that does not fit the sentence shown is refused (the last one stays)."""
        return self.state.choose_order(perm, seed)

    def wait_order_comparison(self, msecs: int = 60_000) -> bool:
        """Block until a comparison running in the worker has been delivered (tests)."""
        return self._order.wait(msecs)

    def wait(self, msecs: int = 60_000) -> bool:
        """Block until a background encode has finished and its result is applied (tests, export);
        False when ``msecs`` passed first (never blocks longer)."""
        return self._encoder.wait(msecs)

    def cancel(self) -> bool:
        """Stop waiting for the background encode: the last good state stays and the result of
        the encode still running is dropped when it arrives. False when nothing was being encoded."""
        if self.state.busy:
            self._encoder.drop_queued()
        return self.state.cancel()

    def say(self, message: str) -> None:
        """Show ``message`` about the sentence (e.g. characters replaced in a file just read) until
        the next change; if a change is being encoded, once it is shown."""
        self.state.say(message)

    def refuse(self, reason: str) -> bool:
        """Say why an input was refused before it reached the session (a paste over MAX_TEXT);
        nothing else changes. Returns False, like every refused change."""
        return self.state.refuse(str(reason))

    def set_focus(self, index: int) -> None:
        """Focus token ``index`` (clamped to the sentence); every panel follows."""
        self.state.focus = index

    def set_heatmap_rows(self, rows: int) -> None:
        """How many positions the heatmap shows (at least the sentence's length is useful)."""
        self.options.heatmap_rows = rows

    def set_reduce_motion(self, on: bool) -> None:
        """Turn animations off (they jump to their end) or back on."""
        self.options.reduce_motion = on

    def set_zoom(self, zoom: float) -> None:
        """Scale the whole interface; clamped to ZOOM_RANGE."""
        self.options.zoom = zoom

    def set_theme(self, theme: str) -> bool:
        """"system", "light", "dark" or "high-contrast"."""
        return self._set_option("theme", theme)

    def set_colormap(self, name: str) -> bool:
        """The diverging colour map of every coloured panel."""
        return self._set_option("colormap", name)

    # --- the walkthrough (every command that moves the step calls one of these) -------------
    def set_step(self, step: int) -> None:
        """Go to walkthrough step ``step`` (clamped), or leave the walkthrough with -1 (a slide)."""
        self.state.step = step

    def next_step(self) -> None:
        """One step on, unless a view uses the press itself (see :meth:`hold_next_step`)."""
        if any(hold() for hold in list(self._step_holds.values())):
            return
        self.state.next_step()

    def hold_next_step(self, owner: QtCore.QObject, hold) -> None:
        """Ask ``hold()`` first on every "next" while ``owner`` lives: True when it used the press
        itself, so the step stays (issue 25: the addition still flying is shown finished, rather
        than a quick second click landing on the next step before the sum was seen)."""
        key = id(owner)
        self._step_holds[key] = hold
        owner.destroyed.connect(lambda *_: self._step_holds.pop(key, None))

    def previous_step(self) -> None:
        self.state.previous_step()

    def start_walkthrough(self) -> None:
        self.state.start_walkthrough()

    def leave_walkthrough(self) -> None:
        self.state.leave_walkthrough()

    # --- internals -----------------------------------------------------------------------
    def _set_option(self, name: str, value) -> bool:
        try:
            setattr(self.options, name, value)
        except ValueError as exc:
            return self.refuse(str(exc))
        return True

    def _request(self, settings: LayerSettings, base_layer: InputLayer | None, restore_text: str | None = None) -> bool:
        """Encode the current text under ``settings``: here, or in the worker when it is large."""
        ticket = self.state.begin(settings, base_layer, restore_text)
        if ticket is None:
            return False
        request = Request(ticket.generation, ticket.text, settings, base_layer, ticket.layer, MAX_Z_VALUES,
                          restore_text)
        large = self._background and estimated_values(ticket.text, settings, base_layer,
                                                      ticket.layer is None) > ASYNC_VALUES
        result = None if large else run_guarded(request, budget=GUI_BUDGET_S if self._background else None)
        if self._background and (result is None or isinstance(result, TokenizerTimeout)):
            # large, or a real tokenizer slower than the GUI thread may wait: the worker finishes it
            self.state.sent_away(ticket)
            self._encoder.submit(request)
            return True
        if not isinstance(result, Exception):
            self._encoder.drop_queued()       # older background work is now stale
        return self.state.answer_here(ticket, result)

    def _on_encoded(self, request: Request, result) -> None:
        """A background result: applied if it is still the newest request, else dropped."""
        self.state.answer_later(request, result)
        self.state.busy = self._encoder.busy

    def _on_order_compared(self, frame: Frame, perm, result) -> None:
        """Keep and announce a comparison of the frame still shown in the order still chosen; one
        about an older frame or order is dropped."""
        if frame is self.state.frame and perm == self.state.asked_order():
            if not isinstance(result, Exception):
                self._comparison = result
            self.orderCompared.emit(result)

    def _forget_comparison(self, _value) -> None:
        self._comparison = None
