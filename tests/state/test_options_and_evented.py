"""View options and the evented mechanism: clean, compare, store, announce; refusals keep the value."""
from dataclasses import dataclass

import pytest

from posviz.state.evented import Evented, evented
from posviz.state.options import COLORMAPS, THEMES, DisplayOptions


@pytest.mark.parametrize(("asked", "kept"), [(0.1, 0.5), (9, 4.0), (1.234, 1.23), ("2", 2.0)])
def test_zoom_is_clamped_and_rounded(asked, kept):
    options = DisplayOptions()
    options.zoom = asked
    assert options.zoom == kept


@pytest.mark.parametrize(("asked", "kept"), [(0, 1), (-5, 1), (128, 128), (10**9, 1_000_000)])
def test_heatmap_rows_are_clamped(asked, kept):
    options = DisplayOptions()
    options.heatmap_rows = asked
    assert options.heatmap_rows == kept


def test_unknown_theme_or_colour_map_is_refused_with_the_choices_and_nothing_changes():
    options, heard = DisplayOptions(), []
    options.connect("theme", heard.append)
    options.connect("colormap", heard.append)
    with pytest.raises(ValueError, match=r"^unknown theme 'pink'; choose one of system, light, dark, high-contrast$"):
        options.theme = "pink"
    with pytest.raises(ValueError, match=r"^unknown colour map 'jet'; choose one of CET-D1, CET-CBD1, CET-CBTD1$"):
        options.colormap = "jet"
    assert (options.theme, options.colormap, heard) == ("system", "CET-D1", [])
    options.theme, options.colormap = "dark", "CET-CBD1"
    assert heard == ["dark", "CET-CBD1"] and THEMES[2] == "dark" and COLORMAPS[1] == "CET-CBD1"


@dataclass(eq=False)
class Pair(Evented):
    a: int = evented(0, clean=lambda _p, v: max(0, int(v)))
    b: str = evented("")


def test_a_value_equal_to_the_current_one_says_nothing_and_each_change_is_said_once():
    pair, heard = Pair(), []
    pair.connect("a", lambda v: heard.append(("a", v)))
    pair.connect("b", lambda v: heard.append(("b", v)))
    pair.a = -3                    # cleaned to 0: the value it has
    pair.a = 2
    pair.a = 2
    pair.put("b", "quiet")         # stored, not said
    assert heard == [("a", 2)] and pair.b == "quiet"


def test_holding_stores_at_once_and_says_each_change_once_in_the_order_they_first_changed():
    pair, heard = Pair(), []
    pair.connect("a", lambda v: heard.append(("a", v, pair.b)))
    pair.connect("b", lambda v: heard.append(("b", v, pair.a)))
    with pair.holding():
        pair.b = "x"
        pair.a = 5
        pair.a = 6
        assert heard == []
    assert heard == [("b", "x", 6), ("a", 6, "x")]      # each reads the other's new value
    heard.clear()
    with pair.holding():
        pair.a = 1
        pair.a = 6                 # back to where it was: nothing to say
    assert heard == []
