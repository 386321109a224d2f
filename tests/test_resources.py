"""Shipped data is found through importlib.resources (works from a wheel, not only a checkout)."""

import pytest

from posviz import assets


def test_toy_model_file_is_found():
    data = assets.load_json("toy_model.json")
    assert len(data["rows"]) == 10 and data["dimensions"][0] == "animal"


def test_presets_include_the_lesson_sentences():
    sentences = assets.load_json("presets.json")["sentences"]
    assert "the dog bit the man" in sentences and "the man bit the dog" in sentences


def test_missing_file_is_named():
    with pytest.raises(assets.ResourceError, match="no_such_file.json"):
        assets.load_json("no_such_file.json")


def test_damaged_file_is_named(tmp_path, monkeypatch):
    (tmp_path / "broken.json").write_text("{not json")
    monkeypatch.setattr(assets, "_root", lambda: tmp_path)
    with pytest.raises(assets.ResourceError, match="broken.json"):
        assets.load_json("broken.json")
