"""Speaker notes: the step defaults say what their step shows (checked against the toy model), and a
slide's own notes go through a saved lecture file and back; files without notes still open."""
import json

import numpy as np
import pytest

from posviz.lecture.speaker_notes import all_step_notes, notes_for, step_notes
from posviz.lecture.state import FORMAT, LectureState, LectureStateError, Slide, ViewOptions
from posviz.model.limits import MAX_NOTES
from posviz.model.settings import LayerSettings
from posviz.model.toy import toy_model


def test_every_walkthrough_step_has_notes_and_no_other_step_does():
    from posviz.qt.session import WALKTHROUGH_STEPS       # the walkthrough's own count
    assert len(all_step_notes()) == WALKTHROUGH_STEPS
    assert all(step_notes(i).strip() for i in range(WALKTHROUGH_STEPS))
    assert step_notes(-1) == "" and step_notes(WALKTHROUGH_STEPS) == ""


def test_the_numbers_quoted_in_the_notes_are_the_toy_models():
    frame = toy_model().encode("the dog bit the man")
    assert "[0, 2, 6, 0, 4]" in step_notes(0) and frame.ids.tolist() == [0, 2, 6, 0, 4]
    # "the" at 0 and 3 differ by up to 1.99 in one column (sinusoidal, d = 6): the lesson's number
    gap = np.abs(frame.z[3] - frame.z[0])
    assert frame.z.shape[1] == 6 and "d = 6" in step_notes(3)
    assert f"{gap.max():.2f}" == "1.99" and "1.99" in step_notes(3)
    # "a repeated word reads the same row": the two "the"s are equal before positions are added
    assert np.array_equal(frame.token_vectors[0], frame.token_vectors[3])


def test_a_slides_own_notes_win_over_the_steps_defaults():
    assert notes_for(Slide(view=ViewOptions(step=2))) == step_notes(2)
    assert notes_for(Slide(view=ViewOptions(step=2), notes="Mine.")) == "Mine."
    assert notes_for(Slide(view=ViewOptions(step=-1))) == ""
    assert notes_for(Slide(view=ViewOptions(step=1), notes="  \n")) == step_notes(1)


def test_notes_round_trip_through_a_saved_lecture_file(tmp_path):
    state = LectureState((Slide("the dog bit the man", notes="Say: ids are row numbers.\nThen pause."),
                          Slide("the man bit the dog", LayerSettings(positions_on=False)),
                          Slide("a cat", notes="ünïcode ✓ “quotes” <b>not html</b>")), current=2)
    path = tmp_path / "lecture.posviz"
    state.save(path)
    loaded = LectureState.load(path)
    assert [s.notes for s in loaded.slides] == ["Say: ids are row numbers.\nThen pause.", "",
                                               "ünïcode ✓ “quotes” <b>not html</b>"]
    assert loaded == state
    slides = json.loads(path.read_text("utf-8"))["slides"]
    assert "notes" not in slides[1]          # no notes, no field: a posviz without notes opens it


def test_an_older_file_without_notes_opens_with_none(tmp_path):
    path = tmp_path / "old.posviz"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "current": 0, "slides": [
        {"text": "the dog bit the man", "settings": {"scheme": "sinusoidal"}, "view": {"step": 3}}],
        "extra": {}}), "utf-8")
    state = LectureState.load(path)
    assert state.slide.notes == "" and notes_for(state.slide) == step_notes(3)


@pytest.mark.parametrize("notes, reason", [
    (5, "'notes' must be text in quotes, got 5"),
    (["a"], "'notes' must be text in quotes"),
    ("x" * (MAX_NOTES + 1), f"its notes have {MAX_NOTES + 1:,} characters"),
])
def test_bad_notes_are_refused_naming_the_slide(notes, reason):
    data = {"format": FORMAT, "version": 1, "slides": [{"text": "a", "settings": {}},
                                                        {"text": "b", "settings": {}, "notes": notes}]}
    with pytest.raises(LectureStateError, match="slide 2: " + reason.replace("(", r"\(")):
        LectureState.from_dict(data)


def test_notes_at_the_cap_open_and_notes_over_it_are_not_written(tmp_path):
    fits = LectureState((Slide("a", notes="n" * MAX_NOTES),))
    fits.save(tmp_path / "fits.posviz")
    assert LectureState.load(tmp_path / "fits.posviz") == fits
    with pytest.raises(Exception, match="could not be opened again.*notes"):
        LectureState((Slide("a", notes="n" * (MAX_NOTES + 1)),)).save(tmp_path / "over.posviz")
    assert not (tmp_path / "over.posviz").exists()


def test_a_lone_surrogate_in_notes_is_replaced_and_counted(tmp_path):
    text = '{"format": "posviz-lecture", "version": 1, "slides": [{"text": "a", "settings": {}, ' \
           '"notes": "say \\ud800 this"}]}'
    loaded = LectureState.from_json(text)
    assert loaded.slide.notes == "say \ufffd this" and loaded.replaced == 1
    loaded.save(tmp_path / "again.posviz")              # writable again
    built = LectureState((Slide("a", notes="x \udfff"),))
    built.save(tmp_path / "built.posviz")
    assert LectureState.load(tmp_path / "built.posviz").slide.notes == "x \ufffd"
