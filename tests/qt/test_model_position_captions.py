"""A real model that adds no position vector says how it places tokens instead (T5's buckets, ALiBi, a
recurrence), never that it cannot tell the word order."""
from types import SimpleNamespace

from posviz.model.positions import NoPositions
from posviz.model.relative_positions import RelativePositions
from posviz.qt.panels.addition.text import position_note
from posviz.qt.panels.heatmap.text import empty_message

T5 = RelativePositions("t5", 32, 128).describe()


def test_the_position_view_says_what_t5_does_instead():
    message = empty_message(NoPositions(), True, 6, T5)
    assert message.startswith("No position vector is added to the token rows, so there is no table to draw; this "
                              "model places tokens this way: T5 relative-position buckets")
    assert "offset +1 → bucket 17" in message and "cannot tell" not in message and not message.endswith("..")


def test_the_addition_note_names_the_kind_and_where_to_read_more():
    note = position_note(SimpleNamespace(positions_on=True), rope=False, off=True, model_positions=T5)
    assert note == ("No position vector is added to these token rows; this model places tokens this way: T5 "
                    "relative-position buckets (the position view and the Real model tab say how).")


def test_the_toy_with_no_positions_still_says_the_order_is_lost():
    assert "cannot tell the word order" in position_note(SimpleNamespace(positions_on=True), rope=False, off=True)
    assert "looks the same to attention" in empty_message(NoPositions(), True, 6)
    assert empty_message(NoPositions(), False, 6, T5).startswith("Positions are off")
