"""The lesson's rules, without Qt: focus clamping, walkthrough steps, stale answers dropped, refusals
that keep the last good state, a slide shown whole or not at all, the word order kept or dropped."""
import subprocess
import sys

import pytest

from posviz.model.settings import LayerSettings, build_layer
from posviz.state.lesson import WALKTHROUGH_STEPS, LessonState, WordOrder


def heard(state, *names):
    """Every announcement of ``names``, in order: [(name, value), ...]."""
    log = []
    for name in names:
        state.connect(name, lambda value, name=name: log.append((name, value)))
    return log


def encoded(ticket):
    """The reference answer to a ticket: the model's own layer and frame."""
    layer = ticket.layer or build_layer(ticket.settings, ticket.base_layer)
    return layer, layer.encode(ticket.text)


def test_starts_on_the_lesson_and_imports_no_qt():
    state = LessonState()
    assert state.frame.ids.tolist() == [0, 2, 6, 0, 4] and state.focus == 1 and state.step == -1
    code = ("import sys, posviz.state.lesson, posviz.state.options, posviz.state.commands; "
            "sys.exit(any(m.split('.')[0] in ('PySide6', 'pyqtgraph') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


@pytest.mark.parametrize(("asked", "shown"), [(99, 4), (4, 4), (3, 3), (0, 0), (-1, 0), (-7, 0)])
def test_focus_is_clamped_to_the_sentence(asked, shown):
    state = LessonState()
    state.focus = asked
    assert state.focus == shown


def test_empty_sentence_has_focus_minus_one_and_the_new_frame_clamps_it_before_it_is_announced():
    state = LessonState()
    state.focus = 4
    seen = []
    state.connect("frame", lambda frame: seen.append((frame.length, state.focus)))
    state.take_text("a cat")
    ticket = state.begin(state.settings, None)
    assert state.answer_here(ticket, encoded(ticket))
    assert seen == [(2, 1)] and state.focus == 1      # 4 clamped to the last of two tokens
    state.take_text("")
    ticket = state.begin(state.settings, None)
    state.answer_here(ticket, encoded(ticket))
    assert state.frame.length == 0 and state.focus == -1
    state.focus = 3
    assert state.focus == -1


def test_next_and_previous_step_walk_the_five_steps_and_stop_at_the_ends():
    state = LessonState()
    steps = heard(state, "step")
    state.previous_step()                   # outside the walkthrough: Back does nothing
    assert state.step == -1
    for want in (0, 1, 2, 3, 4, 4):          # Next starts it; the last step stays
        state.next_step()
        assert state.step == want
    for want in (3, 2, 1, 0, 0):             # the first step stays
        state.previous_step()
        assert state.step == want
    state.leave_walkthrough()
    state.start_walkthrough()
    assert state.step == 0 and WALKTHROUGH_STEPS == 5
    assert [v for _, v in steps] == [0, 1, 2, 3, 4, 3, 2, 1, 0, -1, 0]    # each change said once
    state.step = 99
    assert state.step == 4
    state.step = -3
    assert state.step == -1


def test_a_stale_answer_is_dropped_and_the_newest_one_shown():
    state = LessonState()
    frames = heard(state, "frame")
    state.take_text("the man bit the dog")
    old = state.begin(state.settings, None)
    state.sent_away(old)
    state.take_text("a cat sat")
    new = state.begin(state.settings, None)
    state.sent_away(new)
    assert not state.answer_later(old, encoded(old))           # replaced by a newer request: dropped
    assert state.frame.ids.tolist() == [0, 2, 6, 0, 4] and frames == []
    assert state.answer_later(new, encoded(new))
    assert [t.text for t in state.frame.tokens] == ["a", "cat", "sat"] and len(frames) == 1


def test_a_refused_answer_keeps_the_last_good_state_and_says_why():
    state = LessonState()
    before, messages = state.frame, heard(state, "message")
    ticket = state.begin(state.settings.changed(d_model=8), None)
    assert not state.answer_here(ticket, ValueError("d_model too wide"))
    assert state.frame is before and state.settings.d_model == 6 and messages == [("message", "d_model too wide")]
    assert not state.take_text(42) and state.message == "the sentence must be text, not int"
    assert state.text == "the dog bit the man"


def test_a_slide_is_shown_whole_or_not_at_all():
    state = LessonState()
    texts = heard(state, "text")
    old = state.take_slide_text("the man bit the dog")
    assert old == "the dog bit the man" and texts == []         # its sentence waits for its frame
    ticket = state.begin(LayerSettings(scheme="learned", learned_max_len=2), None, restore_text=old)
    assert not state.answer_here(ticket, ValueError("the learned table has 2 rows; the sentence needs 5"))
    assert state.text == "the dog bit the man" and state.settings == LayerSettings() and texts == []
    state.take_slide_text("a cat")                               # in the background, then cancelled
    ticket = state.begin(LayerSettings(d_model=8), None, restore_text="the dog bit the man")
    state.sent_away(ticket)
    assert state.busy and state.cancel()
    assert state.text == "the dog bit the man" and not state.busy
    assert state.message == "Encoding cancelled: the panels still show the last state encoded"
    assert not state.answer_later(ticket, encoded(ticket))      # its answer arrives: dropped
    assert state.settings.d_model == 6 and not state.cancel()


def test_commit_announces_settings_layer_frame_order_focus_in_that_order_each_once():
    state = LessonState()
    assert state.choose_order((4, 1, 2, 3, 0), seed=17)
    state.focus = 4
    log = heard(state, "message", "settings", "layer", "frame", "order", "focus")
    state.take_text("a cat")
    ticket = state.begin(state.settings.changed(d_model=8), None)
    state.answer_here(ticket, encoded(ticket))
    assert [name for name, _ in log] == ["settings", "layer", "frame", "order", "focus"]
    assert log[3] == ("order", WordOrder((), -1)) and log[4] == ("focus", 1)   # five-word order no longer fits


@pytest.mark.parametrize(("perm", "seed", "kept"), [
    ((4, 1, 2, 3, 0), 17, WordOrder((4, 1, 2, 3, 0), 17)),
    ((4, 1, 2, 3, 0), True, WordOrder((4, 1, 2, 3, 0), -1)),       # a bool is not a seed
    ((4, 1, 2, 3, 0), 1_000_000, WordOrder((4, 1, 2, 3, 0), -1)),  # over MAX_ORDER_SEED
    ((), 5, WordOrder((), -1)),                                   # the default order has no seed
])
def test_word_order_and_its_seed(perm, seed, kept):
    state = LessonState()
    assert state.choose_order(perm, seed) and state.order == kept


def test_a_word_order_that_does_not_fit_is_refused_and_the_last_one_stays():
    state = LessonState()
    state.choose_order((1, 0, 2, 3, 4), 3)
    assert not state.choose_order((1, 0, 2))
    assert state.order == WordOrder((1, 0, 2, 3, 4), 3) and state.message.startswith("Cannot use that word order: ")
    assert state.asked_order() == (1, 0, 2, 3, 4)
