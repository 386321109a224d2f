"""Stateful fuzzing: random sequences of what a lecturer does, with every panel checked after each step.

A hypothesis ``RuleBasedStateMachine`` drives one main window the way a person would (typing and
pasting into the sentence editor, Backspace, clicking token chips, the scheme list, the d_model and
base boxes, the positions check box, the walkthrough and presenter keys, zoom and theme, the
addition's animation interrupted by a focus change, tabs, the heatmap's view, window sizes; tiny
real checkpoints (GPT-2, BERT, Llama, one with a single column, a partial-RoPE linear-scaled Llama,
one with NaN and inf rows, and tokenizers that misbehave: a pre-tokenizer regex that backtracks
until the library panics, a normalizer that multiplies the text, refused when opened) and back to
the toy; prepared sentences added, stepped, removed, saved
and reopened; quiz questions answered and shown; any control of the Deeper ideas view on screen)
and after every step checks that

* no exception was raised in any slot or event handler, and Qt printed no warning;
* z = token vectors + position vectors, each part recomputed from E and the scheme;
* every panel shows the current frame (see frame_checks.py) and the controls show the settings
  in force (with a real model: its own positions, locked); a refused change is explained in the
  sentence panel;
* no background job (encode, model load) is left running.

The default run is about 300 steps (derandomised: the same ones each time). ``POSVIZ_FUZZ_STEPS=20000``
runs a long, random one as campaigns of about 500 steps; a run of 11,000 steps or more also measures
resident memory over 10,000 steps or a little more (after 1,000 steps of warm-up) and fails if it grew
by 50 MB or more. Memory is measured between two campaigns, back in the starting state: within a
campaign hypothesis keeps every run it made (10-14 MB by a campaign's end, all freed after it), which
would count hypothesis's memory as the app's. Figures are printed (``pytest -s`` shows them).
"""
from __future__ import annotations

import ctypes
import gc
import html
import json
import math
import os
import time

import numpy as np

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtTest import QTest
from pytestqt.exceptions import capture_exceptions, format_captured_exceptions

from frame_checks import assert_panels_show
from posviz.lecture.state import LectureState, LectureStateError
from posviz.model import NoPositions
from posviz.model.settings import LayerSettings
from posviz.qt import create_window
from posviz.qt.session import DEFAULT_SENTENCE, MAX_TEXT, THEMES
from posviz.qt.lecture.slides import capture
from posviz.qt.panels.quiz import show_quiz_panel
from posviz.qt.window.walkthrough import DimOverlay

Key = QtCore.Qt.Key
TOTAL_STEPS = int(os.environ.get("POSVIZ_FUZZ_STEPS", "300"))
STEPS_PER_RUN = 25     # short runs: hypothesis varies which rules a run uses, so more runs see more mixes
RUNS_PER_CAMPAIGN = 20  # hypothesis keeps every run of a campaign (~25 MB per 1,000 steps): long runs
                        # are many campaigns, so the memory measured is the app's, not hypothesis's
LONG_RUN = "POSVIZ_FUZZ_STEPS" in os.environ
WARMUP_STEPS, MEMORY_STEPS, MEMORY_LIMIT_MB = 1_000, 10_000, 50
BENIGN_QT_MESSAGES = ("This plugin does not support propagateSizeHints",)   # the offscreen platform's

VOCABULARY = ["the", "a", "dog", "cat", "man", "child", "bit", "chased", "sees", "small"]
ODD_WORDS = ["zorp", "DOG", "Cat", "café", "cafe\u0301", "猫", "שלום", "مرحبا", "🐕", "👍🏽", "👨‍👩‍👧",
             ",", ".", "<b>", "&amp;", "'", "%s", "{0}", "\\", "42", "x_y"]
INVISIBLE = ["\x00", "\x07", "\x1b", "\x7f", "\n", "\r\n", "\t", "\u200b", "\u202e", "\ufeff", "\u00a0", "  "]
TYPED = st.lists(st.sampled_from(VOCABULARY + ODD_WORDS[:12]), min_size=1, max_size=4).map(
    lambda words: " " + " ".join(words))
PASTED = st.one_of(
    st.lists(st.sampled_from(VOCABULARY * 3 + ODD_WORDS + INVISIBLE), max_size=14).map(" ".join),
    st.text(max_size=30),
    st.sampled_from(["", "   ", " ".join(VOCABULARY * 30), "the dog " * 20, "x " * (MAX_TEXT // 2 + 1),
                     "a" * 30 + "b", ("a" * 20 + "! ") * 3]),     # the regex tokenizer panics / backtracks
)
WIDTHS = [1, 2, 3, 4, 5, 6, 6, 8, 12, 16, 64, 512, 0, -1, 9000, 100_000]
BASES = [0.5, 1.0, 2.0, 10.0, 100.0, 10_000.0, 10_000.0, 1e6, 0.0, -1.0, math.nan, math.inf]
MODEL_KINDS = ["gpt2", "bert", "llama", "gpt2 d=1", "llama partial", "nonfinite", "regex", "multiplying"]
REFUSED_MODELS = ("multiplying",)       # refused when opened: the model shown stays


def type_text(widget, text: str) -> None:
    """Key presses for ``text``: ASCII through QTest, anything else as a key event carrying the text
    (as an input method delivers it; QTest.keyClicks aborts on non-ASCII)."""
    for char in text:
        if char.isascii() and char.isprintable():
            QTest.keyClick(widget, char)
            continue
        for kind in (QtCore.QEvent.Type.KeyPress, QtCore.QEvent.Type.KeyRelease):
            event = QtGui.QKeyEvent(kind, 0, QtCore.Qt.KeyboardModifier.NoModifier, char)
            QtWidgets.QApplication.sendEvent(widget, event)


def resident_mb() -> float:
    """This process's resident memory (VmRSS), in MB."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return math.nan


def settled_resident_mb(machine) -> float:
    """Resident memory back in the starting state: the window reset, objects deleted later deleted
    now (the app's event loop would have), garbage collected, freed heap given back to the system.
    Measured raw, RSS swings by ~100 MB with what is on screen (a 50,000-token Z, say)."""
    machine._reset()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):   # not glibc: the figure is just noisier
        pass
    return resident_mb()


class Progress:
    """Steps taken across all runs, and resident memory at the two ends of the measured stretch."""

    steps = 0
    rss_start = rss_end = steps_start = steps_end = None
    started = time.perf_counter()

    @classmethod
    def reset(cls) -> None:
        cls.steps, cls.rss_start, cls.rss_end, cls.steps_start, cls.steps_end = 0, None, None, None, None
        cls.started = time.perf_counter()

    @classmethod
    def measuring(cls) -> bool:
        """A long run that has not yet measured memory at both ends of its stretch."""
        return LONG_RUN and TOTAL_STEPS >= WARMUP_STEPS + MEMORY_STEPS and cls.rss_end is None

    @classmethod
    def campaign_ended(cls) -> None:
        """Between campaigns hypothesis holds nothing of the last one: measure memory here."""
        if not cls.measuring():
            return
        if cls.rss_start is None and cls.steps >= WARMUP_STEPS:
            cls.rss_start, cls.steps_start = settled_resident_mb(LectureMachine()), cls.steps
        elif cls.rss_start is not None and cls.steps - cls.steps_start >= MEMORY_STEPS:
            cls.rss_end, cls.steps_end = settled_resident_mb(LectureMachine()), cls.steps

    @classmethod
    def count(cls) -> None:
        cls.steps += 1
        if LONG_RUN and cls.steps % 500 == 0:
            print(f"fuzz: {cls.steps:,} steps, {time.perf_counter() - cls.started:,.0f} s, "
                  f"{resident_mb():,.1f} MB resident", flush=True)


class LectureMachine(RuleBasedStateMachine):
    """One user's session on the main window; ``window``, ``qtbot`` and ``qtlog`` are set by the test."""

    window = qtbot = qtlog = model_folders = files = None

    def __init__(self) -> None:
        super().__init__()
        self.w, self.s = self.window, self.window.session
        self._reset()
        self._checked_once = False     # invariants also run right after the reset: not a step

    # --- doing things, as a user --------------------------------------------------------------
    def _reset(self) -> None:
        w, s = self.w, self.s
        self.act(lambda: (w.blanked and w.toggle_blank(), w.presenting and w.set_presenting(False),
                          s.set_step(-1), s.set_text(DEFAULT_SENTENCE), w.models.toy_action.trigger(),
                          s.set_input(DEFAULT_SENTENCE, LayerSettings()), s.set_focus(1),
                          s.set_heatmap_rows(64), s.set_zoom(1.0), s.set_theme("system"),
                          s.set_reduce_motion(False), w.tabs.setCurrentIndex(0), w.resize(1024, 768),
                          self._close_dialogs()))
        for page in (w.tabs.widget(i) for i in range(w.tabs.count())):    # sub-views back to the first
            if hasattr(getattr(page, "view", None), "show_view"):
                self.act(lambda view=page.view: view.show_view(0))
        w.persistence.lecture = LectureState((capture(s),))
        assert s.real_model is None and s.text == DEFAULT_SENTENCE and s.settings == LayerSettings()

    def act(self, action) -> None:
        """Run ``action`` and let the event loop catch up; any exception in a slot fails the step."""
        warnings_before = len(self.qtlog.records)
        with capture_exceptions() as errors:
            action()
            self.s.wait()          # a large change is encoded in the background: check it once applied
            for _ in range(2):
                QtWidgets.QApplication.processEvents()
                # an edit reaches the session as a posted call, run by the loop just above: a tokenizer
                # slower than the GUI thread's budget (a loaded machine) then sends it to the worker
                self.s.wait()
        assert not errors, format_captured_exceptions(errors)
        new = [r.message for r in self.qtlog.records[warnings_before:]
               if r.type != QtCore.QtMsgType.QtDebugMsg and not r.message.startswith(BENIGN_QT_MESSAGES)]
        assert not new, f"Qt said: {new}"

    def _close_dialogs(self) -> None:
        for box in self.w.findChildren(QtWidgets.QMessageBox):
            box.close()

    def keys(self, keys) -> None:
        for key in keys:
            QTest.keyClick(self.w.windowHandle(), key)

    def edit(self, do) -> None:
        """Do something in the sentence editor in editing mode, then press Enter (leaving it)."""
        editor = self.w.sentence.editor

        def action():
            editor.setFocus()
            self.w.presenter.set_editing(True)
            do(editor)
            QTest.keyClick(editor, Key.Key_Return)
        self.act(action)

    # --- rules ---------------------------------------------------------------------------------
    @rule(text=TYPED)
    def type_words(self, text):
        self.edit(lambda editor: (editor.end(False), type_text(editor, text)))

    @rule(text=PASTED, replace=st.booleans())
    def paste(self, text, replace):
        QtWidgets.QApplication.clipboard().setText(text)
        self.edit(lambda editor: (replace and editor.selectAll(), editor.paste()))

    @rule(count=st.integers(1, 12), where=st.integers(0, 200))
    def backspace(self, count, where):
        def do(editor):
            editor.setCursorPosition(min(where, len(editor.text())))
            for _ in range(count):
                QTest.keyClick(editor, Key.Key_Backspace)
        self.edit(do)

    @rule(index=st.integers(0, 60), how=st.sampled_from(["chip", "Z row", "session"]))
    def focus_token(self, index, how):
        chips, z_view = self.w.sentence.chips, self.w.matrix.view
        if how == "chip" and chips:
            self.act(chips[index % len(chips)].click)
        elif how == "Z row" and self.s.frame.length:
            self.act(lambda: z_view.clicked.emit(z_view.model().index(index % self.s.frame.length, 0)))
        else:
            self.act(lambda: self.s.set_focus(index))

    @rule(choice=st.integers(0, 6))
    def choose_scheme(self, choice):
        combo = self.w.controls.scheme
        if not combo.isEnabled():        # a real model's own positions: the box takes no choice
            self.act(lambda: QTest.mouseClick(combo, QtCore.Qt.MouseButton.LeftButton))
            assert combo.currentData() == "real-model" and not combo.view().isVisible()
            return
        self.act(lambda: (combo.setCurrentIndex(choice % combo.count()), combo.activated.emit(choice % combo.count())))

    @rule(width=st.sampled_from(WIDTHS), typed=st.booleans())
    def change_width(self, width, typed):
        spin = self.w.controls.d_model
        if typed:
            self.act(lambda: (spin.setFocus(), spin.selectAll(), QTest.keyClicks(spin, str(width)),
                              QTest.keyClick(spin, Key.Key_Return)))
        else:
            self.act(lambda: self.s.set_settings(d_model=width))

    @rule(base=st.sampled_from(BASES), typed=st.booleans())
    def change_base(self, base, typed):
        spin = self.w.controls.base
        if typed and math.isfinite(base):
            self.act(lambda: (spin.setFocus(), spin.selectAll(), QTest.keyClicks(spin, f"{base:g}"),
                              QTest.keyClick(spin, Key.Key_Return)))
        else:
            self.act(lambda: self.s.set_settings(base=base))

    @rule()
    def toggle_positions(self):
        self.act(self.w.controls.positions.click)

    @rule(how=st.sampled_from(["start", "next", "back", "leave", "Right", "Left", "Space", "Escape"]))
    def walkthrough(self, how):
        bar, keys = self.w.walkthrough, {"Right": Key.Key_Right, "Left": Key.Key_Left, "Space": Key.Key_Space,
                                         "Escape": Key.Key_Escape}
        buttons = {"next": bar.next, "back": bar.previous, "leave": bar.leave}
        if how == "start":
            self.act(self.w.menus.walkthrough.trigger)
        elif how in buttons:
            self.act(buttons[how].click if bar.isVisible() else self.w.menus.walkthrough.trigger)
        else:
            self.act(lambda: (self.w.setFocus(), self.keys([keys[how]])))

    @rule(which=st.sampled_from(["Zoom &in", "Zoom &out", "&Actual size"]))
    def zoom(self, which):
        action = next(a for a in self.w.actions() if a.text() == which)
        self.act(action.trigger)

    @rule(theme=st.sampled_from(THEMES), colormap=st.sampled_from(["CET-D1", "CET-CBD1", "CET-CBTD1"]))
    def change_look(self, theme, colormap):
        self.act(lambda: (self.s.set_theme(theme), self.s.set_colormap(colormap)))

    @rule(then=st.sampled_from(["focus", "text", "reduce motion", "nothing"]), wait_ms=st.sampled_from([0, 30]))
    def animate_and_interrupt(self, then, wait_ms):
        addition = self.w.addition
        self.act(addition.replay)
        if wait_ms:
            self.qtbot.wait(wait_ms)
        interrupt = {"focus": lambda: self.s.set_focus((self.s.focus + 1) % max(self.s.frame.length, 1)),
                     "text": lambda: self.s.set_text(self.s.text + " dog"),
                     "reduce motion": lambda: self.s.set_reduce_motion(not self.s.reduce_motion),
                     "nothing": lambda: None}[then]
        self.act(interrupt)
        assert 0.0 <= addition.progress <= 1.0

    @rule(tab=st.integers(0, 10), view=st.integers(0, 6))
    def open_tab(self, tab, view):
        tabs = self.w.tabs
        self.act(lambda: tabs.setCurrentIndex(tab % tabs.count()))
        page = tabs.currentWidget()
        deeper = getattr(page, "view", None)
        if deeper is not None and hasattr(deeper, "show_view"):
            self.act(lambda: deeper.show_view(view))

    @rule(first=st.floats(0, 0.9), span=st.floats(0.05, 1.0), rows=st.sampled_from([None, 5, 64, 1000, 10**6]))
    def heatmap_view(self, first, span, rows):
        heatmap = self.w.heatmap
        if rows is not None:
            self.act(lambda: self.w.controls.rows.setValue(rows))
        total = heatmap.rows_shown
        self.act(lambda: heatmap.plot.getViewBox().setYRange(first * total, min(total, (first + span) * total),
                                                               padding=0))
        self.qtbot.wait(200)     # a pan or zoom is drawn on the next frames, coarse first, then refined

    @rule(mode=st.sampled_from(["present", "blank", "size"]), size=st.sampled_from([(640, 480), (1024, 768),
                                                                                      (1920, 1080), (300, 200)]))
    def window_mode(self, mode, size):
        w = self.w
        action = {"present": lambda: w.set_presenting(not w.presenting), "blank": w.toggle_blank,
                  "size": lambda: w.resize(*size)}[mode]
        self.act(action)

    @rule(which=st.sampled_from(MODEL_KINDS + ["toy"]))
    def open_model(self, which):
        """A real checkpoint (tiny: odd widths, partial RoPE, NaN and inf rows), or back to the toy."""
        models = self.w.models
        if which == "toy":
            self.act(models.toy_action.trigger)
            return

        def load():
            models.open(self.model_folders[which])
            assert models.loader.wait(30_000)
            QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
        before = self.s.real_model
        self.act(load)
        assert not models.loader.busy
        if which in REFUSED_MODELS:
            assert self.s.real_model is before and "tokenizer.json" in self.w.statusBar().currentMessage()
        else:
            assert self.s.real_model is not None and self.s.real_model.d_model == self.s.layer.d_model
        self.act(self._close_dialogs)

    @rule(how=st.sampled_from(["add", "next", "previous", "remove", "save and open"]), to=st.integers(0, 5))
    def prepared_sentences(self, how, to):
        persistence = self.w.persistence
        if how == "add":
            self.act(persistence.add_slide)
        elif how in ("next", "previous"):
            self.act(lambda: persistence.step(1 if how == "next" else -1))
        elif how == "remove":
            self.act(persistence.remove_slide)
        else:
            path = self.files / f"lecture-{to}.posviz"

            def save_and_open():
                persistence.save_to(path)            # the prepared sentences, the live state in the current one
                saved, frame, lecture = persistence.current_state(), self.s.frame, persistence.lecture
                try:
                    persistence.open_from(path)
                except LectureStateError as exc:     # a slide made on the toy, a real model loaded now
                    assert self.s.real_model is not None and "cannot be shown" in str(exc), exc
                    assert self.s.frame is frame and persistence.lecture == lecture     # nothing changed
                else:
                    saved = persistence.lecture
                assert LectureState.load(path).slides == saved.slides
            self.act(save_and_open)
        assert 0 <= persistence.lecture.current < len(persistence.lecture.slides)

    @rule(question=st.integers(0, 20), choice=st.integers(0, 5), show=st.booleans())
    def quiz(self, question, choice, show):
        def do():
            panel = show_quiz_panel(self.w)
            if panel is None or panel.quiz is None:
                return
            panel.go_to(question % len(panel.quiz))
            panel.answer(choice)
            if show:
                panel.show_me()
        self.act(do)

    @rule(pick=st.integers(0, 30), value=st.floats(0.0, 1.0))
    def deeper_control(self, pick, value):
        """Move one control of the view on screen (a Deeper ideas view, the quiz, the real model)."""
        page = self.w.tabs.currentWidget()
        kinds = (QtWidgets.QAbstractSpinBox, QtWidgets.QAbstractSlider, QtWidgets.QComboBox,
                 QtWidgets.QAbstractButton)
        controls = [c for c in page.findChildren(QtWidgets.QWidget) if isinstance(c, kinds)
                    and c.isVisibleTo(page) and c.isEnabled()] if page is not None else []
        if not controls:
            return
        control = controls[pick % len(controls)]
        if isinstance(control, (QtWidgets.QSpinBox, QtWidgets.QAbstractSlider)):
            low, high = control.minimum(), control.maximum()
            self.act(lambda: control.setValue(low + round(value * min(high - low, 10_000))))
        elif isinstance(control, QtWidgets.QDoubleSpinBox):
            low, high = control.minimum(), control.maximum()
            self.act(lambda: control.setValue(low + value * min(high - low, 1e6)))
        elif isinstance(control, QtWidgets.QComboBox) and control.count():
            self.act(lambda: control.setCurrentIndex(int(value * (control.count() - 1))))
        elif isinstance(control, QtWidgets.QAbstractButton) and not isinstance(control, QtWidgets.QToolButton):
            self.act_cancelling_dialogs(control.click)

    def act_cancelling_dialogs(self, action) -> None:
        """``act``, pressing Cancel on any modal dialog it opens (Open a quiz…, Reveal solution?):
        a dialog's own event loop would otherwise wait for a person for ever."""
        def cancel():
            dialog = QtWidgets.QApplication.activeModalWidget()
            if isinstance(dialog, QtWidgets.QDialog):
                dialog.reject()
        timer = QtCore.QTimer(interval=20, timeout=cancel)
        timer.start()
        try:
            self.act(action)
        finally:
            timer.stop()

    # --- after every step ------------------------------------------------------------------------
    @invariant()
    def panels_show_the_current_frame(self):
        assert_panels_show(self.w)
        if self._checked_once:
            Progress.count()
        self._checked_once = True

    @invariant()
    def every_job_ended(self):
        assert not self.s.busy and not self.w.models.loader.busy

    @invariant()
    def controls_show_what_is_in_force(self):
        controls, settings, message = self.w.controls, self.s.settings, self.s.message
        width = self.s.layer.d_model if self.s.real_model is not None else settings.d_model   # a model fixes d
        # One scheme control (issue 25): a scheme that gives no positions ("None", a model with ALiBi or
        # none) shows "Positions on" unticked and greyed, whatever the switch was left at
        real = self.s.real_model
        adds = not isinstance(real.positions, NoPositions) if real is not None else settings.scheme != "none"
        assert controls.d_model.value() == width and controls.positions.isEnabled() == adds
        assert controls.positions.isChecked() == (settings.positions_on and adds)
        if self.s.real_model is not None:          # the model's own positions, locked; no toy base box
            assert controls.scheme.currentData() == "real-model" and not controls.scheme.isEnabled()
            assert self.s.real_model.positions.name in controls.scheme.currentText()
            assert not controls.base.isVisibleTo(self.w) and not controls.d_model.isEnabled()
            rope = getattr(self.s.real_model.recipe, "rope", None)
            assert rope is None or f"base {rope.base:,.10g}" in controls.scheme.currentText()
        else:
            scheme, convention = controls.scheme.currentData()
            assert scheme == settings.scheme and convention in (None, settings.convention)
            assert controls.base.value() == settings.base
        label = self.w.sentence.message
        assert label.isVisibleTo(self.w) == bool(message) and label.text() == html.escape(message)
        assert self.w.walkthrough.isVisibleTo(self.w) == (self.s.step >= 0)


@pytest.fixture
def fuzz_window(qtbot):
    window = create_window()
    qtbot.addWidget(window, before_close_func=lambda w: w.persistence.disable())
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture(scope="module")
def model_folders(tmp_path_factory):
    """Tiny checkpoints: GPT-2 (learned), BERT (layer norm), Llama (RoPE), odd configs, non-finite rows."""
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints as tc
    root = tmp_path_factory.mktemp("models")
    folders = {"gpt2": tc.gpt2(root / "gpt2")[0], "bert": tc.bert(root / "bert")[0],
               "llama": tc.llama(root / "llama")[0], "gpt2 d=1": tc.gpt2(root / "gpt2-d1", d=1, positions=1)[0]}
    odd = tc.llama(root / "llama-odd", d=12, heads=3)[0]        # head_dim 4, half of it rotated, scaled
    config = json.loads((odd / "config.json").read_text())
    config.update(partial_rotary_factor=0.5, rope_scaling={"rope_type": "linear", "factor": 4.0})
    (odd / "config.json").write_text(json.dumps(config))
    folders["llama partial"] = odd
    folder, tensors = tc.gpt2(root / "gpt2-nonfinite")
    table = tensors["transformer.wte.weight"].copy()
    table[[0, 5, 84]] = np.array([[np.nan], [np.inf], [-np.inf]])    # rows of NaN, +inf and -inf
    tc.save(folder / "model.safetensors", {**tensors, "transformer.wte.weight": table})
    folders["nonfinite"] = folder
    import hostile_tokenizers as ht
    folders["regex"] = ht.backtracking(root / "regex")
    folders["multiplying"] = ht.multiplying(root / "multiplying")
    assert sorted(folders) == sorted(MODEL_KINDS)
    return folders


def test_random_lectures_keep_every_panel_on_the_current_frame(fuzz_window, qtbot, qtlog, model_folders,
                                                                tmp_path):
    LectureMachine.window, LectureMachine.qtbot, LectureMachine.qtlog = fuzz_window, qtbot, qtlog
    LectureMachine.model_folders, LectureMachine.files = model_folders, tmp_path
    Progress.reset()
    runs = max(1, min(TOTAL_STEPS // STEPS_PER_RUN, RUNS_PER_CAMPAIGN))
    # The default run does not shrink a failure: each shrinking step replays a window session, and a
    # shrink could take longer than the whole suite. The failing steps are printed as they ran; the
    # long run (POSVIZ_FUZZ_STEPS) shrinks as usual.
    phases = tuple(Phase) if LONG_RUN else (Phase.explicit, Phase.reuse, Phase.generate)
    options = settings(max_examples=runs, stateful_step_count=STEPS_PER_RUN,
                       deadline=None, database=None, derandomize=not LONG_RUN, phases=phases,
                       suppress_health_check=list(HealthCheck))
    while Progress.steps < TOTAL_STEPS or Progress.measuring():
        before = Progress.steps
        run_state_machine_as_test(LectureMachine, settings=options)
        Progress.campaign_ended()
        if not LONG_RUN or Progress.steps == before:
            break
    elapsed = time.perf_counter() - Progress.started
    print(f"\nfuzz: {Progress.steps:,} steps in {elapsed:,.0f} s")
    assert Progress.steps >= min(TOTAL_STEPS, 200)
    if LONG_RUN and TOTAL_STEPS >= WARMUP_STEPS + MEMORY_STEPS:
        assert Progress.rss_end is not None, "the long run stopped before its memory was measured"
        growth = Progress.rss_end - Progress.rss_start
        print(f"fuzz: settled resident memory {Progress.rss_start:,.1f} MB after {Progress.steps_start:,} steps, "
              f"{Progress.rss_end:,.1f} MB {Progress.steps_end - Progress.steps_start:,} steps later: {growth:+,.1f} MB")
        assert growth < MEMORY_LIMIT_MB


# --- what the fuzzing found, kept as plain regression tests -----------------------------------------
def test_clicking_the_focused_chip_again_keeps_it_checked(fuzz_window):
    chip = fuzz_window.sentence.chips[1]
    assert chip.isChecked() and fuzz_window.session.focus == 1
    chip.click()
    assert chip.isChecked() and fuzz_window.session.focus == 1
    assert_panels_show(fuzz_window)


def test_a_refused_sentence_set_from_elsewhere_is_shown_in_the_editor(fuzz_window):
    session, editor = fuzz_window.session, fuzz_window.sentence.editor
    session.set_settings(scheme="learned")                  # 32 rows
    assert not session.set_text("the dog " * 20)            # refused: kept as typed, to be shortened
    assert not session.set_text(session.text + " dog")     # refused again: no new frame to sync on
    assert editor.text() == session.text and session.text.endswith("dog  dog")
    assert not session.set_text("x " * (MAX_TEXT // 2 + 1))   # too long to keep: the text stays as it was
    assert editor.text() == session.text and session.text.endswith("dog  dog")


def test_a_second_refusal_with_the_same_reason_still_puts_the_box_back(fuzz_window, qapp):
    session, spin = fuzz_window.session, fuzz_window.controls.d_model
    assert session.set_settings(scheme="learned")
    assert not session.set_text("the dog " * 20)                 # refused: past the learned table's 32 rows
    message = session.message
    spin.setValue(4)                                                # refused for the same reason
    qapp.processEvents()
    assert session.message == message and session.settings.d_model == 6 and spin.value() == 6


def test_one_more_word_with_the_word_order_tab_open(fuzz_window, qapp):
    fuzz_window.show_tab("Word order")
    panel = fuzz_window.tabs.currentWidget().ensure_built()
    assert fuzz_window.session.set_text("the dog bit the man dog")    # 6 rows; the old marks had 5
    qapp.processEvents()
    assert panel.right_model.rowCount() == 6 and panel.comparison.changed.shape == (6, 6)


def test_back_to_the_toy_model_after_a_long_sentence_on_a_learned_table(fuzz_window, model_folders, qapp):
    """A GPT-2 brings its learned scheme; a sentence past the toy's illustrative table (32 rows) made
    Back to the toy model a refusal, the window stayed on the model (and the fuzz test's reset with it).
    The toy comes back under the settings in force before the model was opened."""
    session, models = fuzz_window.session, fuzz_window.models
    assert session.set_settings(scheme="rope", base=500.0)          # the toy as the lecturer left it
    models.open(model_folders["gpt2"])
    assert models.loader.wait(30_000)
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
    assert session.real_model is not None and session.settings.scheme == "learned"
    assert session.set_text("the dog " * 20) and not session.message     # 40 words
    models.toy_action.trigger()
    assert session.wait()
    qapp.processEvents()
    assert session.real_model is None and session.message == "" and session.frame.length == 40
    assert (session.settings.scheme, session.settings.base) == ("rope", 500.0)
    assert fuzz_window.controls.scheme.currentData() == ("rope", None) and fuzz_window.controls.scheme.isEnabled()


def test_past_the_table_for_a_model_whose_heads_turn_one_pair(fuzz_window, model_folders, qapp):
    """The partial-RoPE Llama turns 2 of each 4-wide head's dimensions: one pair. The view's caption
    named pairs 0 and 1, an IndexError on every change while the view was open."""
    from posviz.qt.panels.deeper.views import DEEPER_VIEWS
    window, models = fuzz_window, fuzz_window.models
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    page = window.tabs.widget(titles.index("Deeper ideas"))
    window.tabs.setCurrentWidget(page)
    view = page.view.show_view([spec for _, _, spec in DEEPER_VIEWS].index("posviz.qt.panels.deeper.lengths:LengthsView"))
    qapp.processEvents()
    with capture_exceptions() as errors:
        models.open(model_folders["llama partial"])
        assert models.loader.wait(30_000)
        QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
        qapp.processEvents()
    assert not errors, format_captured_exceptions(errors)
    rope = view.rope                      # the model's head: 4 wide, 2 dimensions turned
    assert rope.pairs().tolist() == [[0, 1]] and rope.head_dim == 4 and len(rope.theta) == 1
    detail = QtGui.QTextDocumentFragment.fromHtml(view.columns[2].parameters.text()).toPlainText()
    assert "pair i = dims (0, 1) of one 4-wide head" in detail and f"\u03b8 = {rope.theta[0]:.4g} rad" in detail


@pytest.mark.parametrize("width", [1, 5])
def test_a_rope_model_opens_over_an_odd_toy_width(fuzz_window, model_folders, qapp, width):
    """The toy at an odd d_model (the sinusoidal table allows it), then a Llama: the scheme switched to
    the model's RoPE under the toy's odd width raised ValueError in the loader's slot, and nothing opened."""
    session, models = fuzz_window.session, fuzz_window.models
    assert session.set_settings(d_model=width)
    with capture_exceptions() as errors:
        models.open(model_folders["llama"])
        assert models.loader.wait(30_000)
        QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
        qapp.processEvents()
    assert not errors, format_captured_exceptions(errors)
    assert session.real_model is not None and not models.loader.busy
    assert (session.settings.scheme, session.settings.base) == ("rope", 500000.0)
    assert_panels_show(fuzz_window)


def test_why_order_with_a_models_rope_and_an_empty_sentence(fuzz_window, model_folders, qapp):
    """A real model's RoPE (head_dim set) rotating no rows: reshape(0, -1, head) raised ValueError on
    every change while the Why order view was open and the sentence was empty."""
    from posviz.qt.panels.deeper.views import DEEPER_VIEWS
    window, session, models = fuzz_window, fuzz_window.session, fuzz_window.models
    models.open(model_folders["llama"])
    assert models.loader.wait(30_000)
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
    rope = session.real_model.positions
    assert rope.head_dim and rope.rotate(np.zeros((0, session.layer.d_model)), []).shape == (0, session.layer.d_model)
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    page = window.tabs.widget(titles.index("Deeper ideas"))
    window.tabs.setCurrentWidget(page)
    page.view.show_view([spec for _, _, spec in DEEPER_VIEWS].index("posviz.qt.panels.deeper.order:OrderView"))
    with capture_exceptions() as errors:
        assert session.set_text("")
        qapp.processEvents()
    assert not errors, format_captured_exceptions(errors)
    assert [t.text for t in session.frame.tokens] == ["<|begin_of_text|>"]        # no word to reorder


def test_a_refusal_during_a_presentation_step_stays_on_screen(fuzz_window, qapp):
    window, session = fuzz_window, fuzz_window.session
    session.set_step(0)
    assert not session.set_settings(d_model=100_000)          # refused: the reason is in the sentence panel
    window.set_presenting(True)
    session.set_step(2)                                        # a step that hides the panels it does not need
    qapp.processEvents()
    label = window.sentence.message
    assert label.isVisibleTo(window) and "100,000" in label.text()
    assert not window.sentence.findChildren(DimOverlay)      # and not veiled either
    assert session.set_settings(d_model=8)                     # accepted: the message goes, the panel steps aside
    qapp.processEvents()
    assert not session.message and not window.sentence.isVisibleTo(window)


def test_tokenizers_that_misbehave_in_the_window(fuzz_window, model_folders, qapp):
    """The random run opens the hostile models only now and then: here each is met once, typed into."""
    session, models = fuzz_window.session, fuzz_window.models
    models.open(model_folders["regex"])
    assert models.loader.wait(30_000)
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
    assert session.real_model is not None
    shown = session.frame
    session.set_text("a" * 30 + "b")                 # the regex engine's retry limit: a Rust panic
    assert session.wait(60_000)
    qapp.processEvents()
    # the regex engine panics at its retry limit; on a loaded machine the time budget may run out first
    assert session.message.startswith(("tokenizer.json failed on this text (PanicException",
                                       "tokenizer.json took more than")), session.message
    assert session.frame is shown and not session.busy
    assert_panels_show(fuzz_window)
    assert session.set_text("the dog") and session.wait(60_000) and session.frame.text == "the dog"
    assert_panels_show(fuzz_window)
    model = session.real_model
    models.open(model_folders["multiplying"])        # refused when opened: the model shown stays
    assert models.loader.wait(30_000)
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.MetaCall.value)
    assert session.real_model is model
    assert "tokenizer.json's normalizer can make a text up to 10,000,000 times longer" in (
        fuzz_window.statusBar().currentMessage())
    for box in fuzz_window.findChildren(QtWidgets.QMessageBox):
        box.close()
    models.toy_action.trigger()
