"""A lecture file's view options at their limits, word for word, and a lecture that cannot change
under the window's feet (frozen)."""
import dataclasses
import json
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from posviz.lecture import fileio
from posviz.lecture.export_data import embedding_table
from posviz.lecture.state import SUFFIX, LectureState, LectureStateError, Slide, ViewOptions


def _refusal(view: dict) -> str:
    with pytest.raises(LectureStateError) as caught:
        ViewOptions.from_dict(view)
    return str(caught.value)


def test_the_walkthrough_step_is_minus_one_to_a_thousand():
    assert ViewOptions.from_dict({"step": -1}).step == -1 and ViewOptions.from_dict({"step": 1000}).step == 1000
    assert _refusal({"step": 1001}) == "'step' must be between -1 and 1,000, got 1,001"
    assert _refusal({"step": -2}) == "'step' must be between -1 and 1,000, got -2"


def test_the_focused_token_is_checked_like_every_other_option():
    assert ViewOptions.from_dict({"focus": -1}).focus == -1
    assert _refusal({"focus": -2}) == "'focus' must be between -1 and 100,000, got -2"
    assert _refusal({"focus": "3"}) == "'focus' must be a whole number, got '3'"


def test_a_lecture_is_frozen_and_moves_by_copies():
    lecture = LectureState((Slide("a"), Slide("b"), Slide("c")))
    with pytest.raises(dataclasses.FrozenInstanceError):
        lecture.current = 2
    assert [lecture.moved_to(i).current for i in (-5, 0, 1, 2, 9)] == [0, 0, 1, 2, 2]
    assert lecture.current == 0


def test_lecture_files_end_in_dot_posviz():
    assert SUFFIX == ".posviz"            # README: "save as lecture.posviz"; autosave.posviz


def test_rows_past_the_vocabulary_are_exported_without_a_word():
    # real tables are often padded past their tokenizer's words (Llama: a few spare rows)
    # (InputLayer refuses a hand-made mismatch, so a stand-in with the same fields plays the model)
    layer = SimpleNamespace(table=SimpleNamespace(matrix=np.arange(6.0).reshape(3, 2), dim_names=None),
                            vocabulary=SimpleNamespace(words=("a", "b")), d_model=2)
    assert embedding_table(layer).row_labels == [("0", "a"), ("1", "b"), ("2", "")]


def test_a_lecture_file_says_what_it_is_and_which_version():
    data = json.loads(LectureState().to_json())
    assert (data["format"], data["version"]) == ("posviz-lecture", 1)


def test_a_replaced_file_is_made_durable_file_and_folder(tmp_path, monkeypatch):
    synced = []
    monkeypatch.setattr(fileio, "_fsync_file", lambda path: synced.append(("file", Path(path).suffix)))
    monkeypatch.setattr(fileio, "_fsync_folder", lambda folder: synced.append(("folder", Path(folder))))
    with fileio.atomic_path(tmp_path / "lecture.posviz") as tmp:
        tmp.write_text("{}")
    # the temporary file is flushed before the rename, the folder after it (so the rename survives a crash)
    assert synced == [("file", ".part"), ("folder", tmp_path)]
    assert (tmp_path / "lecture.posviz").read_text() == "{}"
