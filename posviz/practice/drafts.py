"""The student's drafts and progress on disk: written atomically, read back after a restart.

Each task's code is a ``<key>.py`` file in the drafts folder; ``progress.json`` remembers the open
task and the tasks passed. A write goes to a temporary file in the same folder and then replaces
the old file in one step, so a crash mid-write leaves the previous draft intact.
"""
from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path

PROGRESS_FILE = "progress.json"


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and ``os.replace``.

    Raises
    ------
    OSError
        If the folder cannot be created or written; the old file is then unchanged.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


class DraftStore:
    """Drafts and progress in ``folder`` (created on the first save)."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)

    def path(self, key: str) -> Path:
        """Where the draft of task ``key`` lives."""
        return self.folder / f"{key}.py"

    def load(self, key: str) -> str | None:
        """The saved draft of task ``key``, or None when there is none (or it cannot be read)."""
        try:
            with open(self.path(key), encoding="utf-8", newline="") as draft:
                return draft.read()
        except (OSError, UnicodeDecodeError):
            return None

    def save(self, key: str, text: str) -> None:
        """Save the draft of task ``key`` (OSError if the disk refuses)."""
        atomic_write(self.path(key), text)

    def load_progress(self) -> dict:
        """``{"current": key or None, "passed": [keys]}``; defaults when missing or damaged."""
        try:
            data = json.loads((self.folder / PROGRESS_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        if not isinstance(data, dict):
            data = {}
        passed = data.get("passed")
        current = data.get("current")
        return {"current": current if isinstance(current, str) else None,
                "passed": [k for k in passed if isinstance(k, str)] if isinstance(passed, list) else []}

    def save_progress(self, current: str | None, passed) -> None:
        """Remember the open task and the passed ones."""
        atomic_write(self.folder / PROGRESS_FILE, json.dumps({"current": current, "passed": sorted(passed)}))
