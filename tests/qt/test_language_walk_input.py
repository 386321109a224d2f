"""The Input layer tab through every walkthrough step (and out of it) in the stand-in locale and in
Arabic on a 1024 × 768 projector at 100 % and 200 %: every text of the tab, the walkthrough's bar, the
sentence and the tool bar's controls is bracketed (no English left, nothing cut at its end), nothing
is cut off or past the screen (room_walk's rules); Arabic has Arabic letters in every text and mirrors
the window but not the chips, E, Z, the addition or the heatmap.

Each run is its own process (the screen is fixed when Qt starts); language_walk_input.py walks.
"""
from pathlib import Path

from test_language_walk import walk

WALK = Path(__file__).with_name("language_walk_input.py")


def test_the_input_layer_tab_and_the_walkthrough_read_whole_in_every_direction():
    """The stand-in and Arabic, one after the other in one window's process (the mirrored stand-in, which
    the script walks too, adds nothing Arabic does not check, and ~6 s)."""
    assert walk("en_XA,ar", "1.0", "2.0", script=WALK) == []
