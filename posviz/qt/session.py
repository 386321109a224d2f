"""The session: the one object that holds the current state and announces its changes.

Panels read from it and connect to its signals; only the session writes. A change that the model
refuses (a learned table too short for the sentence, a bad setting) leaves the last good state in
place and is reported through ``messageChanged``.
"""
from __future__ import annotations

from PySide6 import QtCore

from posviz.model import Frame, InputLayer
from posviz.lessons.shuffle import check_order
from posviz.model.limits import (MAX_HEATMAP_ROWS, MAX_ORDER_SEED, MAX_TEXT, MAX_Z_VALUES, clean_text,  # noqa: F401 (MAX_TEXT: API)
                                 replaced_note, text_problem)
from posviz.model.settings import LayerSettings, build_layer
from posviz.model.budget import TokenizerTimeout
from posviz.shorten import plain_message
from posviz.qt.encoder import ASYNC_VALUES, GUI_BUDGET_S, BackgroundEncoder, Request, estimated_values, run_guarded
from posviz.qt.order_worker import BackgroundOrder, compare

DEFAULT_SENTENCE = "the dog bit the man"
DEFAULT_HEATMAP_ROWS = 64
ZOOM_RANGE = (0.5, 4.0)
THEMES = ("system", "light", "dark", "high-contrast")
WALKTHROUGH_STEPS = 5     # split, look up, positions, add, hand over; -1 = not in the walkthrough


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
        self._settings = settings or LayerSettings()
        self._base_layer: InputLayer | None = None      # a loaded real model, when there is one
        self._layer = build_layer(self._settings)
        self._text = text
        self._frame = self._layer.encode(text)
        self._focus = min(1, self._frame.length - 1)
        self._message = ""
        self._heatmap_rows = DEFAULT_HEATMAP_ROWS
        self._reduce_motion = False
        self._zoom = 1.0
        self._theme = "system"
        self._colormap = "CET-D1"
        self._step = -1
        self._background = True                         # False: every change is encoded right here
        self._busy = False
        self._wanted = (self._settings, None)           # settings and real model of the newest request
        self._issued = self._latest = 0                 # request generations: stale results are dropped
        self._submitted: Request | None = None          # the newest request sent to the worker
        self._note = ""                                 # said once the text being encoded is shown
        self._encoder = BackgroundEncoder(self)
        self._encoder.finished.connect(self._on_encoded)
        self._comparison = None                         # the current frame's word-order comparison
        self._order = BackgroundOrder(self)
        self._word_order: tuple[int, ...] = ()          # the lecturer's order; () = the lesson's default
        self._order_seed = -1                           # the seed that drew it, -1 when not drawn
        self._order.finished.connect(self._on_order_compared)
        self.frameChanged.connect(self._forget_comparison)   # first to hear: stale before any panel asks

    # --- reading -------------------------------------------------------------------------
    @property
    def text(self) -> str:
        """The sentence as typed (it may be newer than the frame if it could not be encoded)."""
        return self._text

    @property
    def frame(self) -> Frame:
        """The last successful encoding."""
        return self._frame

    @property
    def layer(self) -> InputLayer:
        return self._layer

    @property
    def settings(self) -> LayerSettings:
        return self._settings

    @property
    def focus(self) -> int:
        return self._focus

    @property
    def message(self) -> str:
        return self._message

    @property
    def heatmap_rows(self) -> int:
        return self._heatmap_rows

    @property
    def reduce_motion(self) -> bool:
        return self._reduce_motion

    @property
    def zoom(self) -> float:
        """One factor for every font, tick label and pen (1.0 = the system's size)."""
        return self._zoom

    @property
    def theme(self) -> str:
        return self._theme

    @property
    def colormap(self) -> str:
        return self._colormap

    @property
    def step(self) -> int:
        """The walkthrough's step (0 .. WALKTHROUGH_STEPS - 1), or -1 outside the walkthrough."""
        return self._step

    @property
    def word_order(self) -> tuple[int, ...]:
        """The word order chosen for the demo (``perm[i]``: the original position of the word put
        at i), or () for the lesson's default (the first and last content words swapped)."""
        return self._word_order

    @property
    def order_seed(self) -> int:
        """The seed the chosen order was drawn from (shown, so that it can be drawn again), or -1."""
        return self._order_seed

    @property
    def busy(self) -> bool:
        """Whether a change is being encoded in the background (the state shown is the previous one)."""
        return self._busy

    @property
    def background(self) -> bool:
        """Whether large changes are encoded in a worker thread (see :meth:`set_background`)."""
        return self._background

    @background.setter
    def background(self, on: bool) -> None:
        self.set_background(on)

    @property
    def real_model(self) -> InputLayer | None:
        """The loaded real model's layer, or None on the toy model."""
        return self._base_layer

    # --- writing -------------------------------------------------------------------------
    def set_text(self, text: str) -> bool:
        """Encode ``text``; on failure keep the last frame and say why. Returns False when refused
        (a change large enough to run in the background returns True and may be refused later)."""
        if not isinstance(text, str):
            return self._refuse(f"the sentence must be text, not {type(text).__name__}")
        text, replaced = clean_text(text)
        if text_problem(text):         # not kept as the sentence: no lecture file could hold it
            return self._refuse(text_problem(text))
        self._note = replaced_note(replaced)
        if text != self._text:
            self._text = text
            self.textChanged.emit(text)
        return self._request(*self._wanted)

    def set_settings(self, **changes) -> bool:
        """Change settings (e.g. ``scheme="rope"``, ``d_model=16``); refused changes keep the old ones.

        Changes compose with any change still being encoded in the background.
        """
        try:
            settings = self._wanted[0].changed(**changes)
        except (TypeError, ValueError) as exc:
            return self._refuse(str(exc))
        return self._request(settings, self._wanted[1])

    def set_input(self, text: str, settings: LayerSettings) -> bool:
        """Change the sentence and the settings together (a lecture slide): all of it, or nothing."""
        if not isinstance(text, str) or not isinstance(settings, LayerSettings):
            return self._refuse("a slide needs a sentence and layer settings")
        text, replaced = clean_text(text)
        self._note = replaced_note(replaced)
        old_text, self._text = self._text, text
        return self._request(settings, self._wanted[1], restore_text=old_text)

    def set_layer(self, base_layer: InputLayer | None, settings: LayerSettings | None = None) -> bool:
        """Switch to a real model's layer (None: back to the toy model)."""
        return self._request(settings or self._wanted[0], base_layer)

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
        frame = self._frame
        if self._comparison is not None:
            self.orderCompared.emit(self._comparison)
        elif self._background and frame.length * frame.d_model > ASYNC_VALUES:
            self._order.submit(self._layer, frame, self._asked_order())
        else:
            self._on_order_compared(frame, self._asked_order(), compare(self._layer, frame, self._asked_order()))

    def set_word_order(self, perm=(), seed: int = -1) -> bool:
        """Choose the word order of the demo: ``perm`` (a reordering of the sentence's L tokens, or
        () for the default) and the ``seed`` it was drawn from (-1: not drawn). The comparison is
        made again in that order. An order for a sentence being encoded in the background is kept
        for it; an order that does not fit the sentence shown is refused (the last one stays)."""
        try:
            order = tuple(check_order(perm).tolist())
            if order and not self._busy:
                check_order(order, self._frame.length)
        except (TypeError, ValueError) as exc:
            return self._refuse(f"Cannot use that word order: {exc}")
        whole = isinstance(seed, int) and not isinstance(seed, bool)
        seed = int(seed) if order and whole and 0 <= seed <= MAX_ORDER_SEED else -1
        if (order, seed) != (self._word_order, self._order_seed):
            self._word_order, self._order_seed = order, seed
            self._comparison = None
            self.wordOrderChanged.emit(order)
        return True

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
        if not self._busy:
            return False
        self._issued += 1
        self._latest = self._issued                     # every request issued so far is now stale
        self._encoder.drop_queued()
        self._wanted = (self._settings, self._base_layer)
        if self._submitted is not None and self._submitted.restore_text is not None:
            self._text = self._submitted.restore_text       # a slide is shown whole or not at all
            self.textChanged.emit(self._text)
        self._set_busy(False)
        self._refuse("Encoding cancelled: the panels still show the last state encoded")
        return True

    def say(self, message: str) -> None:
        """Show ``message`` about the sentence (e.g. characters replaced in a file just read) until
        the next change; if a change is being encoded, once it is shown."""
        if self._busy:
            self._note = message
        elif message:
            self._set_message(message)

    def refuse(self, reason: str) -> bool:
        """Say why an input was refused before it reached the session (a paste over MAX_TEXT);
        nothing else changes. Returns False, like every refused change."""
        return self._refuse(str(reason))

    def set_focus(self, index: int) -> None:
        """Focus token ``index`` (clamped to the sentence); every panel follows."""
        index = max(-1, min(int(index), self._frame.length - 1))
        if self._frame.length and index < 0:
            index = 0
        if index != self._focus:
            self._focus = index
            self.focusChanged.emit(index)

    def set_heatmap_rows(self, rows: int) -> None:
        """How many positions the heatmap shows (at least the sentence's length is useful)."""
        rows = max(1, min(int(rows), MAX_HEATMAP_ROWS))
        if rows != self._heatmap_rows:
            self._heatmap_rows = rows
            self.heatmapRowsChanged.emit(rows)

    def set_reduce_motion(self, on: bool) -> None:
        """Turn animations off (they jump to their end) or back on."""
        if bool(on) != self._reduce_motion:
            self._reduce_motion = bool(on)
            self.reduceMotionChanged.emit(self._reduce_motion)

    def set_zoom(self, zoom: float) -> None:
        """Scale the whole interface; clamped to ZOOM_RANGE."""
        zoom = round(min(max(float(zoom), ZOOM_RANGE[0]), ZOOM_RANGE[1]), 2)
        if zoom != self._zoom:
            self._zoom = zoom
            self.zoomChanged.emit(zoom)

    def set_theme(self, theme: str) -> bool:
        """"system", "light", "dark" or "high-contrast"."""
        if theme not in THEMES:
            return self._refuse(f"unknown theme {theme!r}; choose one of {', '.join(THEMES)}")
        if theme != self._theme:
            self._theme = theme
            self.themeChanged.emit(theme)
        return True

    def set_colormap(self, name: str) -> bool:
        """The diverging colour map of every coloured panel."""
        from posviz.qt.widgets.colors import COLORMAPS
        if name not in COLORMAPS:
            return self._refuse(f"unknown colour map {name!r}; choose one of {', '.join(COLORMAPS)}")
        if name != self._colormap:
            self._colormap = name
            self.colormapChanged.emit(name)
        return True

    def set_step(self, step: int) -> None:
        """Go to walkthrough step ``step`` (clamped), or leave the walkthrough with -1."""
        step = -1 if int(step) < 0 else min(int(step), WALKTHROUGH_STEPS - 1)
        if step != self._step:
            self._step = step
            self.stepChanged.emit(step)

    # --- internals -----------------------------------------------------------------------
    def _request(self, settings: LayerSettings, base_layer: InputLayer | None, restore_text: str | None = None) -> bool:
        """Encode the current text under ``settings``: here, or in the worker when it is large."""
        problem = text_problem(self._text)
        if problem:
            if restore_text is not None:
                self._text = restore_text
            return self._refuse(problem)
        self._issued += 1
        same_layer = settings == self._settings and base_layer is self._base_layer
        request = Request(self._issued, self._text, settings, base_layer, self._layer if same_layer else None,
                          MAX_Z_VALUES, restore_text)
        large = estimated_values(self._text, settings, base_layer, not same_layer) > ASYNC_VALUES
        result = None if self._background and large else run_guarded(
            request, budget=GUI_BUDGET_S if self._background else None)
        if self._background and (result is None or isinstance(result, TokenizerTimeout)):
            # large, or a real tokenizer slower than the GUI thread may wait: the worker finishes it
            self._latest, self._wanted, self._submitted = request.generation, (settings, base_layer), request
            self._encoder.submit(request)
            self._set_busy(True)
            return True
        if isinstance(result, Exception):
            if restore_text is not None:
                self._text = restore_text
            return self._refuse(str(result) or type(result).__name__)
        layer, frame = result
        self._latest = request.generation
        self._encoder.drop_queued()       # older background work is now stale
        self._commit(layer, settings, base_layer, frame)
        return True

    def _on_encoded(self, request: Request, result) -> None:
        """A background result: applied if it is still the newest request, else dropped."""
        if request.generation == self._latest:
            if isinstance(result, Exception):
                self._wanted = (self._settings, self._base_layer)
                if request.restore_text is not None:
                    self._text = request.restore_text
                self._refuse(str(result) or type(result).__name__)
            else:
                layer, frame = result
                self._commit(layer, request.settings, request.base_layer, frame)
        self._set_busy(self._encoder.busy)

    def _asked_order(self) -> tuple[int, ...] | None:
        """The chosen order if it fits the frame shown, else None (the lesson's default)."""
        return self._word_order if len(self._word_order) == self._frame.length else None

    def _on_order_compared(self, frame: Frame, perm, result) -> None:
        """Keep and announce a comparison of the frame still shown in the order still chosen; one
        about an older frame or order is dropped."""
        if frame is self._frame and perm == self._asked_order():
            if not isinstance(result, Exception):
                self._comparison = result
            self.orderCompared.emit(result)

    def _forget_comparison(self, _frame: Frame) -> None:
        self._comparison = None

    def _commit(self, layer: InputLayer, settings: LayerSettings, base_layer: InputLayer | None, frame: Frame) -> None:
        layer_changed = layer is not self._layer
        settings_changed = settings != self._settings
        old_focus = self._focus
        self._layer, self._settings, self._frame = layer, settings, frame
        self._base_layer, self._wanted = base_layer, (settings, base_layer)
        # Focus is settled before anyone hears of the frame, so handlers read a valid index.
        self._focus = -1 if frame.length == 0 else min(max(self._focus, 0), frame.length - 1)
        order_dropped = bool(self._word_order) and len(self._word_order) != frame.length
        if order_dropped:                      # another number of tokens: back to the default order
            self._word_order, self._order_seed = (), -1
        self._set_message(self._note)          # "" unless characters of the text were replaced
        self._note = ""
        if settings_changed:
            self.settingsChanged.emit(settings)
        if layer_changed:
            self.layerChanged.emit(layer)
        self.frameChanged.emit(frame)
        if order_dropped:                      # after the frame: its panels compare once, in the new order
            self.wordOrderChanged.emit(())
        if self._focus != old_focus:
            self.focusChanged.emit(self._focus)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def _refuse(self, message: str) -> bool:
        self._note = ""
        self._set_message(message)
        return False

    def _set_message(self, message: str) -> None:
        message = plain_message(message)        # text from files in it: one short plain line (issue 26)
        if message != self._message:
            self._message = message
            self.messageChanged.emit(message)
