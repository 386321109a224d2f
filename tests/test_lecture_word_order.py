"""The Word order demo's chosen order in a lecture file: saved and read back, left out when not
chosen (older posviz refuse fields they do not know), and a bad one refused naming the field."""
import json

import pytest

from posviz.lecture.state import FORMAT, LectureState, LectureStateError, Slide, ViewOptions
from posviz.model.limits import MAX_ORDER_SEED


def test_the_order_and_its_seed_round_trip(tmp_path):
    state = LectureState((Slide(view=ViewOptions(word_order=(1, 3, 2, 4, 0), order_seed=4821)),
                          Slide(view=ViewOptions(word_order=(4, 3, 2, 1, 0))),
                          Slide()))
    path = tmp_path / "o.posviz"
    state.save(path)
    loaded = LectureState.load(path)
    assert loaded == state
    assert [s.view.word_order for s in loaded.slides] == [(1, 3, 2, 4, 0), (4, 3, 2, 1, 0), ()]
    assert [s.view.order_seed for s in loaded.slides] == [4821, -1, -1]
    views = [slide["view"] for slide in json.loads(path.read_text("utf-8"))["slides"]]
    assert views[0]["word_order"] == [1, 3, 2, 4, 0] and views[0]["order_seed"] == 4821
    assert "order_seed" not in views[1] and "word_order" not in views[2] and "order_seed" not in views[2]


def test_a_file_without_an_order_opens_with_the_lessons():
    data = {"format": FORMAT, "version": 1,
            "slides": [{"text": "the dog bit the man", "settings": {}, "view": {"step": 2, "focus": 1}}]}
    view = LectureState.from_dict(data).slide.view
    assert view.word_order == () and view.order_seed == -1


@pytest.mark.parametrize("view, reason", [
    ({"word_order": [0, 0, 1]}, "'word_order': \\[0, 0, 1\\] is not a reordering of 3 positions"),
    ({"word_order": "0 1"}, "'word_order' must be a list"),
    ({"word_order": [0, "1"]}, "'word_order': a word order is a list of whole numbers"),
    ({"word_order": [1, 0], "order_seed": MAX_ORDER_SEED + 1}, "'order_seed' must be between -1 and 999,999"),
    ({"order_seed": 2.5}, "'order_seed' must be a whole number"),
])
def test_a_bad_order_is_refused_naming_the_field(view, reason):
    data = {"format": FORMAT, "version": 1, "slides": [{"text": "a b", "settings": {}, "view": view}]}
    with pytest.raises(LectureStateError, match=reason):
        LectureState.from_dict(data)
