"""Models already in the user's Hugging Face cache, listed offline (never downloads anything).

The cache's layout (``models--org--name/snapshots/<commit>/…`` linking into ``blobs/``) is read
by ``huggingface_hub``'s own :func:`scan_cache_dir` (part of the ``real`` extra), not parsed by
hand. Each revision of each model repository is then inspected like any model folder: only small
files and safetensors headers are read, so listing a cache of large models takes milliseconds.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from posviz.model.checkpoint.loader import CheckpointError, inspect_folder


@dataclass(frozen=True)
class CachedModel:
    """One revision of a model repository in the cache.

    Attributes
    ----------
    repo_id : str
        e.g. ``"openai-community/gpt2"``.
    revision : str
        The snapshot's commit hash.
    refs : tuple of str
        Branch or tag names pointing at it (``("main",)``), possibly none.
    path : Path
        The snapshot folder: what File → Open model opens.
    size_on_disk : int
        Bytes of the revision's files in the cache.
    family : str or None
        The family posviz recognised, when usable.
    vocab_size, d_model : int or None
        The token table's shape, when usable.
    problem : str or None
        Why posviz cannot open it (no safetensors, no tokenizer.json, an unknown family, …); None when usable.
    """

    repo_id: str
    revision: str
    refs: tuple[str, ...]
    path: Path
    size_on_disk: int
    family: str | None = None
    vocab_size: int | None = None
    d_model: int | None = None
    problem: str | None = None

    @property
    def usable(self) -> bool:
        return self.problem is None


def default_cache_dir() -> Path:
    """Where the cache is: ``HF_HUB_CACHE``, else ``HF_HOME/hub``, else ``~/.cache/huggingface/hub``
    (read now, not when huggingface_hub was imported, so a changed environment counts)."""
    if os.environ.get("HF_HUB_CACHE"):
        return Path(os.environ["HF_HUB_CACHE"]).expanduser()
    home = os.environ.get("HF_HOME") or os.path.join(os.environ.get("XDG_CACHE_HOME") or "~/.cache", "huggingface")
    return Path(home).expanduser() / "hub"


def list_cached_models(cache_dir: str | os.PathLike | None = None) -> list[CachedModel]:
    """Every model revision in the cache, usable ones first, then by name; [] when there is no cache.

    Raises
    ------
    CheckpointError
        If ``huggingface_hub`` is not installed (it comes with ``pip install 'posviz[real]'``).
    """
    try:
        from huggingface_hub import scan_cache_dir
        from huggingface_hub.errors import CacheNotFound
    except ImportError:
        raise CheckpointError("listing the Hugging Face cache needs huggingface_hub: "
                              "pip install 'posviz[real]'") from None
    folder = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    try:
        info = scan_cache_dir(folder)
    except CacheNotFound:
        return []
    found = [_describe(repo.repo_id, revision) for repo in info.repos if repo.repo_type == "model"
             for revision in repo.revisions]
    return sorted(found, key=lambda m: (not m.usable, m.repo_id.lower(), m.refs == (), m.revision))


def _describe(repo_id: str, revision) -> CachedModel:
    base = CachedModel(repo_id, revision.commit_hash, tuple(sorted(revision.refs)), Path(revision.snapshot_path),
                       int(revision.size_on_disk))
    try:
        model = inspect_folder(base.path)
    except CheckpointError as exc:
        return CachedModel(**{**base.__dict__, "problem": str(exc)})
    vocab, width = model.info("token").shape
    return CachedModel(**{**base.__dict__, "family": model.family.name, "vocab_size": int(vocab),
                          "d_model": int(width)})
