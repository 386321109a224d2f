"""Lecture-state files: every refusal word for word, and the exact text written (issue 23's mutants)."""
import json

import pytest

from posviz.lecture import state
from posviz.lecture.state import LectureState, LectureStateError, Slide, ViewOptions
from posviz.model.limits import MAX_NOTES, MAX_SLIDES, MAX_TEXT
from posviz.model.settings import LayerSettings


def _good(**top) -> dict:
    return {"format": "posviz-lecture", "version": 1, "slides": [{"text": "a b", "settings": {}}], **top}


def _refusal(data) -> str:
    with pytest.raises(LectureStateError) as caught:
        LectureState.from_json(data if isinstance(data, (str, bytes)) else json.dumps(data))
    return str(caught.value)


def _slide(**slide) -> dict:
    return _good(slides=[{"text": "a b", "settings": {}, **slide}])


def test_the_header_refusals_word_for_word():
    assert _refusal(b"  \n") == "the file is empty"
    assert _refusal("  ") == "the file is empty"
    assert _refusal(b"\xff\xfe{}") == "it is not a text file (not UTF-8), so it is not a lecture state"
    assert _refusal("[1]") == "it is not a posviz lecture state (the file holds a JSON list, not an object)"
    assert _refusal({"format": "x"}) == ("it is not a posviz lecture state (its format is 'x'; expected "
                                         "'posviz-lecture')")
    assert _refusal({}) == "it is not a posviz lecture state (it has no 'format' field; expected 'posviz-lecture')"
    for version, shown in ((None, "None"), (0, "0"), (True, "True"), ("1", "'1'"), (1.0, "1.0")):
        assert _refusal(_good(version=version)) == f"its 'version' must be a whole number from 1, got {shown}"
    assert _refusal(_good(version=2)) == ("it was written by a newer posviz (format version 2; this one reads up to "
                                          "1): update posviz to open it")
    assert _refusal({"format": "posviz-lecture", "version": 1}) == "lecture state lacks the field(s): 'slides'"
    assert _refusal(_good(zz=1, aa=2)) == "lecture state has unknown field(s): 'aa', 'zz'"
    assert _refusal(_good(slides=[])) == "'slides' must be a non-empty list of slides"
    assert _refusal(_good(slides={})) == "'slides' must be a non-empty list of slides"
    assert _refusal(_good(extra=[])) == "'extra' must be a JSON object"
    assert _refusal(_good(current=1)) == "'current' must be between 0 and 0, got 1"
    assert _refusal(_good(current=-1)) == "'current' must be between 0 and 0, got -1"
    assert _refusal(_good(current="0")) == "'current' must be a whole number, got '0'"


def test_the_slide_refusals_word_for_word():
    assert _refusal(_good(slides=[3])) == "slide 1: slide must be a JSON object, got a number"
    assert _refusal(_good(slides=[{"text": "a", "settings": {}}, None])) == \
        "slide 2: slide must be a JSON object, got a null"
    assert _refusal(_good(slides=[{"text": "a"}])) == "slide 1: slide lacks the field(s): 'settings'"
    assert _refusal(_good(slides=[{}])) == "slide 1: slide lacks the field(s): 'text', 'settings'"
    assert _refusal(_slide(text=1)) == "slide 1: 'text' must be a sentence in quotes, got 1"
    assert _refusal(_slide(text="x" * (MAX_TEXT + 1))) == \
        f"slide 1: its sentence has {MAX_TEXT + 1:,} characters (at most {MAX_TEXT:,})"
    assert _refusal(_slide(notes=False)) == "slide 1: 'notes' must be text in quotes, got False"
    assert _refusal(_slide(notes="n" * (MAX_NOTES + 1))) == \
        f"slide 1: its notes have {MAX_NOTES + 1:,} characters (at most {MAX_NOTES:,})"
    assert _refusal(_slide(view=[])) == "slide 1: view must be a JSON object, got a list"
    assert _refusal(_slide(view={"theme": 1})) == "slide 1: 'theme' must be a name in quotes, got 1"
    assert _refusal(_slide(view={"colormap": None})) == "slide 1: 'colormap' must be a name in quotes, got None"
    assert _refusal(_slide(view={"reduce_motion": 1})) == "slide 1: 'reduce_motion' must be true or false, got 1"
    assert _refusal(_slide(view={"zoom": 0.2})) == "slide 1: 'zoom' must be between 0.25 and 8, got 0.2"
    assert _refusal(_slide(view={"zoom": 8.5})) == "slide 1: 'zoom' must be between 0.25 and 8, got 8.5"
    assert _refusal(_slide(view={"zoom": True})) == "slide 1: 'zoom' must be a number, got True"
    assert _refusal(_slide(view={"word_order": "01"})) == \
        f"slide 1: 'word_order' must be a list of at most {MAX_TEXT:,} positions"
    assert _refusal(_slide(view={"word_order": [0, 0]})).startswith("slide 1: 'word_order': ")
    assert _refusal(_slide(settings=[])).startswith("slide 1: settings: ")
    long = _slide(text="x" * MAX_TEXT, notes="n" * MAX_NOTES)
    loaded = LectureState.from_json(json.dumps(long))
    assert (len(loaded.slide.text), len(loaded.slide.notes)) == (MAX_TEXT, MAX_NOTES)


def test_a_lecture_of_the_most_slides_and_one_more():
    one = {"text": "", "settings": {}}
    assert len(LectureState.from_dict(_good(slides=[one] * MAX_SLIDES)).slides) == MAX_SLIDES
    assert _refusal(_good(slides=[one] * (MAX_SLIDES + 1))) == \
        f"it has {MAX_SLIDES + 1:,} slides; at most {MAX_SLIDES:,} are allowed"
    with pytest.raises(LectureStateError) as caught:
        LectureState((Slide(),) * (MAX_SLIDES + 1))
    assert str(caught.value) == f"a lecture has 1 to {MAX_SLIDES} slides, got {MAX_SLIDES + 1}"
    with pytest.raises(LectureStateError) as caught:
        LectureState((Slide(), Slide()), current=2)
    assert str(caught.value) == "current slide 2 is not one of the 2 slides (0 to 1)"
    with pytest.raises(LectureStateError):
        LectureState((Slide(),), current=-1)


def test_the_file_text_word_for_word():
    lecture = LectureState((Slide("a b", LayerSettings(), ViewOptions(zoom=2, word_order=(1, 0), order_seed=7),
                                  "say it"), Slide("c")), current=1, extra={"k": [1]})
    data = json.loads(lecture.to_json())
    assert list(data) == ["format", "version", "current", "slides", "extra"]
    assert (data["format"], data["version"], data["current"], data["extra"]) == ("posviz-lecture", 1, 1, {"k": [1]})
    first, second = data["slides"]
    assert list(first) == ["text", "settings", "view", "notes"] and list(second) == ["text", "settings", "view"]
    assert first["view"] == {"heatmap_rows": 64, "reduce_motion": False, "zoom": 2, "theme": "system",
                             "colormap": "CET-D1", "step": -1, "focus": 0, "word_order": [1, 0], "order_seed": 7}
    assert "word_order" not in second["view"] and "order_seed" not in second["view"]
    assert first["notes"] == "say it"
    back = LectureState.from_json(lecture.to_bytes())
    assert back == lecture and back.slides[0].view.word_order == (1, 0) and back.replaced == 0
    assert isinstance(back.slides[0].view.zoom, float)
    assert ViewOptions.from_dict({"word_order": [2, 0, 1]}).word_order == (2, 0, 1)
    assert ViewOptions(order_seed=5).to_dict()["order_seed"] == 5 and "word_order" not in ViewOptions(order_seed=5).to_dict()


def test_lone_surrogates_are_counted_wherever_they_are():
    text = json.dumps(_good(slides=[{"text": "a\ud800", "settings": {}, "notes": "\udfff\udfff"}],
                            extra={"k\ud801": ["\ud802", 1, {"x": "\ud803"}]}))
    loaded = LectureState.from_json(text)
    assert loaded.replaced == 6
    assert loaded.slide.text == "a\ufffd" and loaded.slide.notes == "\ufffd\ufffd"
    assert loaded.extra == {"k\ufffd": ["\ufffd", 1, {"x": "\ufffd"}]}
    numbers = list(range(1000))
    assert state._cleaned(numbers)[0] is numbers                  # a long word order is passed on, not rebuilt
    assert state._cleaned([1, 2.5, None]) == ([1, 2.5, None], 0)
    assert state._cleaned(["a", 3]) == (["a", 3], 0)


def test_moving_inserting_and_removing_slides():
    lecture = LectureState(tuple(Slide(str(i)) for i in range(3)), current=1)
    assert [lecture.moved_to(i).current for i in (-5, 0, 2, 9)] == [0, 0, 2, 2]
    assert lecture.moved_to(1.7).current == 1
    inserted = lecture.inserted(Slide("new"))
    assert [s.text for s in inserted.slides] == ["0", "1", "new", "2"] and inserted.current == 2
    last = lecture.moved_to(2).removed()
    assert [s.text for s in last.slides] == ["0", "1"] and last.current == 1
    assert lecture.with_slide(Slide("x")).slides[1].text == "x" and lecture.slide.text == "1"
    alone = LectureState((Slide("only"),))
    assert alone.removed() is alone


def test_saving_and_loading_name_the_file(tmp_path):
    path = tmp_path / "deck.posviz"
    LectureState().save(path)
    assert path.read_text("utf-8") == LectureState().to_json() and LectureState.load(path) == LectureState()
    (tmp_path / "bad.posviz").write_text("[]")
    with pytest.raises(LectureStateError) as caught:
        LectureState.load(tmp_path / "bad.posviz")
    assert str(caught.value).endswith(
        "bad.posviz: it is not a posviz lecture state (the file holds a JSON list, not an object)")
    with pytest.raises(LectureStateError) as caught:
        LectureState.load(tmp_path / "none.posviz")
    assert "none.posviz: cannot be read (No such file or directory)" in str(caught.value)
    assert state.SUFFIX == ".posviz" and state.TOP_KEYS == ("format", "version", "current", "slides", "extra")


def test_a_state_that_would_not_open_again_is_not_saved(tmp_path):
    bad = LectureState((Slide("x" * (MAX_TEXT + 1)),))
    with pytest.raises(LectureStateError) as caught:
        bad.to_bytes()
    assert str(caught.value) == (f"it could not be opened again (slide 1: its sentence has {MAX_TEXT + 1:,} "
                                 f"characters (at most {MAX_TEXT:,}))")
    path = tmp_path / "bad.posviz"
    with pytest.raises(state.WriteError) as caught:
        bad.save(path)
    assert str(caught.value).startswith(f"cannot save {path}: it could not be opened again (slide 1: ")
    assert not path.exists()
    good = LectureState()
    assert good.to_bytes(good.to_json()) == good.to_json().encode() == good.to_bytes()
    with pytest.raises(LectureStateError) as caught:
        good.to_bytes("[]")
    assert str(caught.value) == ("it could not be opened again (it is not a posviz lecture state (the file holds a "
                                 "JSON list, not an object))")


def test_the_json_kinds_and_the_replaced_count_outside_equality():
    assert [state._kind(v) for v in ({}, [], "", True, None, 1, 1.5)] == [
        "object", "list", "string", "true/false", "null", "number", "number"]
    assert LectureState(replaced=3) == LectureState()
    assert ViewOptions.from_dict({"zoom": 1}).zoom == 1.0
    with pytest.raises(LectureStateError) as caught:
        ViewOptions.from_dict({"zoom": float("inf")})
    assert str(caught.value) == "'zoom' must be a number, got inf"
    with pytest.raises(LectureStateError) as caught:
        ViewOptions.from_dict({"heatmap_rows": 2.0})
    assert str(caught.value) == "'heatmap_rows' must be a whole number, got 2.0"
    assert ViewOptions.from_dict({"word_order": (1, 0)}).word_order == (1, 0)
    with pytest.raises(LectureStateError) as caught:
        ViewOptions.from_dict({"word_order": tuple(range(MAX_TEXT + 1))})
    assert str(caught.value) == f"'word_order' must be a list of at most {MAX_TEXT:,} positions"
    assert ViewOptions.from_dict({}) == ViewOptions() == state.DEFAULT_VIEW
    assert (ViewOptions().heatmap_rows, ViewOptions().step, ViewOptions().order_seed) == (64, -1, -1)


def test_running_out_of_stack_while_cleaning_is_named(monkeypatch):
    """The deep file itself is test_lecture_mut's; here the same path without exhausting the stack (a line
    tracer is switched off by a real RecursionError, so the mutation tool would not see the line run)."""
    def too_deep(value):
        raise RecursionError("maximum recursion depth exceeded")
    monkeypatch.setattr(state, "_cleaned", too_deep)
    with pytest.raises(LectureStateError) as caught:
        LectureState.from_dict(_good())
    assert str(caught.value) == "its JSON is nested too deeply to be a lecture state"


def test_a_save_never_writes_through_a_link(tmp_path):
    target = tmp_path / "system.conf"
    target.write_text("keep me")
    link = tmp_path / "deck.posviz"
    link.symlink_to(target)
    LectureState().save(link)
    assert not link.is_symlink() and target.read_text() == "keep me"
    assert LectureState.load(link) == LectureState()


def test_slides_given_as_a_list_are_kept_as_a_tuple():
    lecture = LectureState([Slide("a"), Slide("b")])
    assert type(lecture.slides) is tuple and lecture.slides == (Slide("a"), Slide("b"))
    assert (lecture.current, lecture.extra, lecture.replaced) == (0, {}, 0)     # nothing replaced unless read


def test_the_file_text_is_strict_json_never_nan():
    nan = LectureState((Slide(view=ViewOptions(zoom=float("nan"))),))
    with pytest.raises(ValueError, match="not JSON compliant"):
        nan.to_json()
