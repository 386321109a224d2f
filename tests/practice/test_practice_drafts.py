"""Drafts are written atomically and read back; damaged progress falls back to defaults."""
import os

import pytest

from posviz.practice import DraftStore, atomic_write


def test_draft_round_trip(tmp_path):
    store = DraftStore(tmp_path / "drafts")
    assert store.load("assemble_z") is None
    store.save("assemble_z", "def assemble_z(E, ids, P):\n    return E[ids] + P[:len(ids)]\n")
    assert DraftStore(tmp_path / "drafts").load("assemble_z").endswith("P[:len(ids)]\n")


def test_unicode_and_crlf_survive(tmp_path):
    store = DraftStore(tmp_path)
    text = "# Straße → ∑ 🙂\r\nx = 1\n"
    store.save("k", text)
    assert store.load("k") == text


def test_a_failed_write_keeps_the_old_draft_and_leaves_no_temporary(tmp_path, monkeypatch):
    store = DraftStore(tmp_path)
    store.save("k", "old")

    def refuse(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        store.save("k", "new")
    assert store.load("k") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.py"]


def test_progress_round_trip_and_damage(tmp_path):
    store = DraftStore(tmp_path)
    assert store.load_progress() == {"current": None, "passed": []}
    store.save_progress("assemble_z", {"positional_encoding"})
    assert store.load_progress() == {"current": "assemble_z", "passed": ["positional_encoding"]}
    atomic_write(tmp_path / "progress.json", "{broken")
    assert store.load_progress() == {"current": None, "passed": []}
    atomic_write(tmp_path / "progress.json", '{"current": 3, "passed": "all"}')
    assert store.load_progress() == {"current": None, "passed": []}
