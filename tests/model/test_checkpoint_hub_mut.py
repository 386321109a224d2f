"""The Hugging Face cache listing's remaining rules: the default place, the order of revisions of one
repository, the frozen record, and the missing package named (issue 23's mutants)."""
from __future__ import annotations

import dataclasses
import hashlib
import os
import sys
from pathlib import Path

import pytest

pytest.importorskip("huggingface_hub")
pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")

import tiny_checkpoints  # noqa: E402  (tests/model is on sys.path)

from posviz.model.checkpoint.hub_cache import CachedModel, default_cache_dir, list_cached_models  # noqa: E402
from posviz.model.checkpoint.safetensors_io import CheckpointError  # noqa: E402


def _revision(cache: Path, repo_id: str, source: Path, commit: str, ref: str | None) -> None:
    """One revision of ``repo_id`` laid out as the hub cache stores it; ``ref`` points at it."""
    repo = cache / f"models--{repo_id.replace('/', '--')}"
    snapshot = repo / "snapshots" / commit
    (repo / "blobs").mkdir(parents=True, exist_ok=True)
    snapshot.mkdir(parents=True)
    for file in source.iterdir():
        data = file.read_bytes()
        blob = repo / "blobs" / hashlib.sha256(data).hexdigest()
        blob.write_bytes(data)
        os.symlink(os.path.relpath(blob, snapshot), snapshot / file.name)
    (repo / "refs").mkdir(exist_ok=True)
    if ref:
        (repo / "refs" / ref).write_text(commit)


def test_a_revision_a_branch_points_at_comes_before_an_unnamed_one(tmp_path):
    source, _ = tiny_checkpoints.gpt2(tmp_path / "src")
    cache = tmp_path / "hub"
    _revision(cache, "Acme/Tiny", source, "a" * 40, None)
    _revision(cache, "Acme/Tiny", source, "b" * 40, "main")
    _revision(cache, "acme/other", source, "c" * 40, None)
    found = list_cached_models(cache)
    assert [(m.repo_id, m.revision[0], m.refs) for m in found] == [("acme/other", "c", ()),
                                                                  ("Acme/Tiny", "b", ("main",)),
                                                                  ("Acme/Tiny", "a", ())]


def test_without_any_setting_the_cache_is_under_the_home_folder(monkeypatch, tmp_path):
    for name in ("HF_HUB_CACHE", "HF_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert default_cache_dir() == tmp_path / ".cache" / "huggingface" / "hub"
    monkeypatch.setenv("HF_HUB_CACHE", "~/elsewhere")
    assert default_cache_dir() == tmp_path / "elsewhere"


def test_a_cached_model_is_a_frozen_record():
    model = CachedModel("a/b", "c" * 40, (), Path("/x"), 10)
    assert model.usable and not dataclasses.replace(model, problem="no tokenizer.json").usable
    with pytest.raises(dataclasses.FrozenInstanceError):
        model.problem = "changed"


def test_listing_without_huggingface_hub_names_the_package(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "huggingface_hub", None)
    with pytest.raises(CheckpointError) as caught:
        list_cached_models(tmp_path)
    assert str(caught.value) == "listing the Hugging Face cache needs huggingface_hub: pip install 'posviz[real]'"
