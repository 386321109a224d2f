"""Lecture files: where the temporary file of an atomic write lives (issue 23's mutants)."""
from __future__ import annotations

import tempfile

from posviz.lecture import fileio


def test_the_temporary_file_is_made_beside_the_file_it_replaces(tmp_path, monkeypatch):
    folders, real = [], tempfile.mkstemp

    def mkstemp(**kwargs):
        folders.append(kwargs["dir"])
        return real(**kwargs)
    monkeypatch.setattr(fileio.tempfile, "mkstemp", mkstemp)
    target = tmp_path / "deck" / "lecture.json"
    target.parent.mkdir()
    with fileio.atomic_path(target) as temporary:
        assert temporary.parent == target.parent and temporary.name.endswith(".part")
        temporary.write_text("{}")
    assert [str(f) for f in folders] == [str(target.parent)] and target.read_text() == "{}"
    assert sorted(p.name for p in target.parent.iterdir()) == ["lecture.json"]


def test_every_lecture_record_is_frozen():
    import dataclasses

    from posviz.lecture import export_data, quiz, state, timeline     # by name: the mutation tool reads imports
    modules = (export_data, quiz, state, timeline)
    records = [cls for module in modules for cls in vars(module).values()
               if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__]
    assert len(records) == 11
    assert [cls.__qualname__ for cls in records if not cls.__dataclass_params__.frozen] == []


def _view_refusal(**values) -> str:
    import pytest

    from posviz.lecture.state import LectureStateError, ViewOptions
    with pytest.raises(LectureStateError) as caught:
        ViewOptions.from_dict(values)
    return str(caught.value)


def test_each_view_option_at_its_bounds():
    from posviz.lecture.state import ViewOptions
    from posviz.model.limits import MAX_HEATMAP_ROWS, MAX_TEXT
    for values in ({"heatmap_rows": 1}, {"heatmap_rows": MAX_HEATMAP_ROWS}, {"zoom": 0.25}, {"zoom": 8},
                   {"step": -1}, {"step": 1000}, {"focus": -1}, {"focus": MAX_TEXT}, {"order_seed": -1},
                   {"order_seed": 999_999}, {"word_order": list(range(MAX_TEXT))[::-1]}):
        ViewOptions.from_dict(values)
    assert _view_refusal(heatmap_rows=0) == f"'heatmap_rows' must be between 1 and {MAX_HEATMAP_ROWS:,}, got 0"
    assert _view_refusal(heatmap_rows=MAX_HEATMAP_ROWS + 1) == (
        f"'heatmap_rows' must be between 1 and {MAX_HEATMAP_ROWS:,}, got {MAX_HEATMAP_ROWS + 1:,}")
    assert _view_refusal(step=1001) == "'step' must be between -1 and 1,000, got 1,001"
    assert _view_refusal(step=-2) == "'step' must be between -1 and 1,000, got -2"
    assert _view_refusal(focus=-2) == f"'focus' must be between -1 and {MAX_TEXT:,}, got -2"
    assert _view_refusal(order_seed=1_000_000) == "'order_seed' must be between -1 and 999,999, got 1,000,000"
    assert _view_refusal(step=True) == "'step' must be a whole number, got True"
    assert _view_refusal(word_order=list(range(MAX_TEXT + 1))) == (
        f"'word_order' must be a list of at most {MAX_TEXT:,} positions")
    assert _view_refusal(word_order="0 1") == f"'word_order' must be a list of at most {MAX_TEXT:,} positions"
    assert _view_refusal(word_order=[0, 0]) == "'word_order': [0, 0] is not a reordering of 2 positions (each of 0 " \
                                              "to 1 once)"


def test_a_lecture_has_one_slide_at_least_and_is_written_with_one_space_indents():
    import pytest

    from posviz.lecture.state import LectureState, LectureStateError
    with pytest.raises(LectureStateError) as caught:
        LectureState(slides=())
    assert str(caught.value).startswith("a lecture has 1 to ") and str(caught.value).endswith(" slides, got 0")
    text = LectureState().to_json()
    assert text.startswith('{\n "format": "posviz-lecture",\n "version": 1,\n') and text.endswith("}\n")


def test_a_file_that_is_not_utf8_or_is_nested_too_deeply_is_named():
    import pytest

    from posviz.lecture.state import LectureState, LectureStateError
    with pytest.raises(LectureStateError) as caught:
        LectureState.from_json(b"\xff\xfe{}")
    assert str(caught.value) == "it is not a text file (not UTF-8), so it is not a lecture state"
    for empty in (b"  \n", "  "):
        with pytest.raises(LectureStateError, match="^the file is empty$"):
            LectureState.from_json(empty)
    deep = {"format": "posviz-lecture", "version": 1, "slides": []}
    for _ in range(5000):
        deep = {"x": deep}
    with pytest.raises(LectureStateError) as caught:
        LectureState.from_dict(deep)
    assert str(caught.value) == "its JSON is nested too deeply to be a lecture state"


def test_each_views_table_of_numbers():
    import numpy as np
    import pytest

    from posviz.lecture.export_data import ExportError, table_for
    from posviz.model.toy import toy_model
    layer = toy_model()
    frame = layer.encode("the dog bit")
    addition = table_for("addition", layer, frame, 8, 1)
    np.testing.assert_array_equal(addition.values, np.stack([frame.token_vectors[1], frame.position_vectors[1],
                                                             frame.z[1]]))
    assert addition.row_labels == [("token row", "dog"), ("position 1 vector", "dog"), ("z row", "dog")]
    np.testing.assert_array_equal(table_for("z", layer, frame, 8, 1).values, frame.z)
    assert table_for("table", layer, frame, 8, 1).values.shape == (layer.table.vocab_size, layer.d_model)
    assert table_for("heatmap", layer, frame, 8, 1).values.shape == (8, layer.d_model)
    with pytest.raises(ExportError) as caught:
        table_for("chips", layer, frame, 8, 1)
    assert str(caught.value).startswith("the 'chips' view has no table of numbers; choose one of ")


def test_a_timeline_cut_into_frames():
    from posviz.lecture.timeline import FPS_LIMITS, HOLD_LIMITS, MIN_HOLD, ShotPlan, Timeline
    assert (FPS_LIMITS, HOLD_LIMITS, MIN_HOLD) == ((1, 60), (0.5, 600.0), 3.0)     # what --fps and --hold accept
    plan = ShotPlan("a")
    assert (plan.motion, plan.hold) == (0.0, 3.0)
    timeline = Timeline.cut([plan, ShotPlan("b", motion=0.01, hold=0.01), ShotPlan("c", motion=1.0, hold=2.0)], 10)
    assert [(s.caption, s.first, s.frames, s.motion) for s in timeline.shots] == [
        ("a", 0, 30, 0), ("b", 30, 3, 2), ("c", 33, 30, 10)]      # motion at least 2 frames, a hold at least 1
    assert [s.middle for s in timeline.shots] == [15, 31, 48] and timeline.shots[-1].stop == 63
    assert (timeline.frames, timeline.duration, timeline.fps) == (63, 6.3, 10)
    assert Timeline.cut([], 24).frames == 0


def test_a_quiz_of_a_newer_format_version_is_refused():
    import pytest

    from posviz.lecture.quiz import QuizError, parse_quiz
    with pytest.raises(QuizError) as caught:
        parse_quiz({"format": "posviz-quiz", "version": 2, "questions": []}, "q.json")
    assert str(caught.value) == "q.json: quiz format version 2 is newer than this posviz reads (up to 1)"
    with pytest.raises(QuizError, match='^q.json: field "questions" must be a non-empty list'):
        parse_quiz({"format": "posviz-quiz", "version": 1, "questions": []}, "q.json")


def test_a_lecture_state_of_version_0_is_refused_and_the_palette_counts_32768_colours():
    import pytest

    from posviz.lecture import palette
    from posviz.lecture.state import LectureState, LectureStateError
    with pytest.raises(LectureStateError) as caught:
        LectureState.from_dict({"format": "posviz-lecture", "version": 0, "slides": [{}]})
    assert str(caught.value) == "its 'version' must be a whole number from 1, got 0"
    assert (palette.BITS, palette.BINS) == (5, 32_768)            # 5 bits per channel, 2^15 colour bins
