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
