"""Models in the local Hugging Face cache (issue 18): listed offline from the cache's documented layout.

The fake cache is built here as the cache's documentation describes it: ``models--org--name`` with
``blobs/<hash>`` holding the files, ``snapshots/<commit>/<file>`` symlinks into ``../../blobs``, and
``refs/main`` holding the commit. Nothing is downloaded.
"""
import hashlib
import os
from pathlib import Path

import pytest

pytest.importorskip("huggingface_hub")
pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")

from posviz.model.checkpoint import load_checkpoint  # noqa: E402
from posviz.model.checkpoint.hub_cache import default_cache_dir, list_cached_models  # noqa: E402
import tiny_checkpoints  # noqa: E402  (tests/model is on sys.path)


def _cache_repo(cache: Path, repo_id: str, source: Path, commit: str, kind: str = "models") -> Path:
    """Put the files of ``source`` into ``cache`` as the hub cache stores one revision of ``repo_id``."""
    repo = cache / f"{kind}--{repo_id.replace('/', '--')}"
    snapshot = repo / "snapshots" / commit
    (repo / "blobs").mkdir(parents=True, exist_ok=True)
    snapshot.mkdir(parents=True)
    for file in source.iterdir():
        data = file.read_bytes()
        blob = repo / "blobs" / hashlib.sha256(data).hexdigest()
        blob.write_bytes(data)
        os.symlink(os.path.relpath(blob, snapshot), snapshot / file.name)
    (repo / "refs").mkdir(exist_ok=True)
    (repo / "refs" / "main").write_text(commit)
    return snapshot


@pytest.fixture
def cache(tmp_path):
    cache = tmp_path / "hub"
    gpt2_dir, _ = tiny_checkpoints.gpt2(tmp_path / "src-gpt2", d=8, positions=16)
    bert_dir, _ = tiny_checkpoints.bert(tmp_path / "src-bert", d=8, positions=12)
    _cache_repo(cache, "acme/tiny-gpt2", gpt2_dir, "a" * 40)
    _cache_repo(cache, "acme/tiny-bert", bert_dir, "b" * 40)
    pickled = tmp_path / "src-pickle"
    pickled.mkdir()
    (pickled / "config.json").write_text('{"model_type": "gpt2"}')
    (pickled / "pytorch_model.bin").write_bytes(b"\x80\x02not really a pickle")
    _cache_repo(cache, "acme/old-pickle", pickled, "c" * 40)
    data = tmp_path / "src-data"
    data.mkdir()
    (data / "train.csv").write_text("a,b\n")
    _cache_repo(cache, "acme/some-data", data, "d" * 40, kind="datasets")
    return cache


def test_lists_exactly_the_model_revisions_and_says_which_are_usable(cache):
    found = list_cached_models(cache)
    assert [(m.repo_id, m.usable) for m in found] == [("acme/tiny-bert", True), ("acme/tiny-gpt2", True),
                                                      ("acme/old-pickle", False)]
    gpt2 = found[1]
    assert (gpt2.family, gpt2.d_model, gpt2.refs, gpt2.revision) == ("GPT-2", 8, ("main",), "a" * 40)
    assert gpt2.vocab_size == tiny_checkpoints.byte_level_tokenizer().get_vocab_size()
    blobs = cache / "models--acme--tiny-gpt2" / "blobs"
    assert gpt2.size_on_disk == sum(p.stat().st_size for p in blobs.iterdir())
    assert "pickle" in found[2].problem.lower() or ".bin" in found[2].problem


def test_a_listed_model_opens(cache):
    gpt2 = next(m for m in list_cached_models(cache) if m.repo_id == "acme/tiny-gpt2")
    layer = load_checkpoint(gpt2.path)                  # through the snapshot's links into blobs/
    source = tiny_checkpoints.gpt2(gpt2.path.parents[3] / "again", d=8, positions=16)[1]
    frame = layer.encode("the dog")
    assert frame.token_vectors[0].tolist() == source["transformer.wte.weight"][frame.ids[0]].tolist()


def test_no_cache_is_an_empty_list(tmp_path):
    assert list_cached_models(tmp_path / "nowhere") == []


@pytest.mark.parametrize("env, expected", [
    ({"HF_HUB_CACHE": "/c/hub-cache", "HF_HOME": "/h"}, "/c/hub-cache"),
    ({"HF_HOME": "/h"}, "/h/hub"),
    ({"XDG_CACHE_HOME": "/x"}, "/x/huggingface/hub"),
])
def test_where_the_cache_is(monkeypatch, env, expected):
    for name in ("HF_HUB_CACHE", "HF_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert default_cache_dir() == Path(expected)
