"""The window's chrome (menus, the F1 list, Help and the welcome, the presenter console, Open model
and Record) in the stand-in locale and in Arabic on a 1024 × 768 projector at 100 % and 200 %:
every text bracketed (no English left, nothing cut at its end), Arabic letters and Qt's own buttons
translated in Arabic, nothing cut off or past the screen, the menu bar and dialogs mirrored.

Each run is its own process (the screen is fixed when Qt starts); language_walk_chrome.py walks.
"""
from pathlib import Path

from test_language_walk import walk

WALK = Path(__file__).with_name("language_walk_chrome.py")


def test_the_window_chrome_reads_whole_in_the_stand_in_and_in_arabic():
    assert walk("en_XA,ar", "1.0", "2.0", script=WALK) == []
