"""Writing files so that a failure never destroys what was there (reading them: :mod:`posviz.files`).

Pure Python (no Qt): used by lecture-state files, the autosave and every export.

* :func:`atomic_path` hands out a temporary file in the destination's own folder; only when the
  writer finished does it fsync and ``os.replace`` it over the destination (a rename within one
  folder is atomic), so a crash or a failed export leaves the old file whole and no partial file.
* :func:`set_aside` renames a file that failed to load to ``name.broken-YYYYmmdd-HHMMSS`` so it is
  kept for a look and never overwritten.
"""
from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Iterator

from posviz.files import FileRefused, read_capped  # noqa: F401  (the readers' half, re-exported)

_UMASK = os.umask(0o022)   # read the process's umask (the only way) and put it straight back
os.umask(_UMASK)


class WriteError(OSError):
    """A file could not be written; the message says which and why, in plain words."""


def explain_os_error(path: Path, exc: OSError) -> str:
    """A one-line reason for ``exc`` while writing ``path``."""
    folder = path.parent if str(path.parent) else Path(".")
    if isinstance(exc, FileNotFoundError) and not folder.exists():
        return f"cannot write {path}: the folder {folder} does not exist"
    if isinstance(exc, NotADirectoryError) or (folder.exists() and not folder.is_dir()):
        return f"cannot write {path}: {folder} is not a folder"
    if isinstance(exc, IsADirectoryError) or path.is_dir():
        return f"cannot write {path}: it is a folder"
    if isinstance(exc, PermissionError):
        return f"cannot write {path}: permission denied"
    return f"cannot write {path}: the folder {folder} does not take new files ({exc.strerror or exc})"


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike, follow_link: bool = False) -> Iterator[Path]:
    """Yield a temporary path next to ``path``; on success it replaces ``path`` atomically.

    A symlink at ``path`` is replaced (the file it names is left alone), unless ``follow_link``:
    exports write through a link the user named, to the file it names (the link kept). Lecture
    saves and the autosave never follow one: run as root, a link to a system file would make
    posviz overwrite it.

    The body writes the whole file to the yielded path (by name: Qt's savers and ``np.save`` want
    a name). If the body raises, or the replace fails, the temporary file is removed and ``path``
    is untouched.

    Raises
    ------
    WriteError
        When the folder cannot take a new file or the replace fails (message names the path).
    """
    path = _destination(Path(path), follow_link)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=temporary_prefix(path.name), suffix=".part", dir=path.parent or ".")
    except OSError as exc:
        raise WriteError(explain_os_error(path, exc)) from exc
    os.close(fd)
    tmp = Path(tmp_name)
    _give_usual_mode(tmp, path)
    try:
        yield tmp
        _fsync_file(tmp)
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise WriteError(explain_os_error(path, exc)) from exc
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)


NAME_MAX = 255                  # bytes in one file name on the usual file systems
_RANDOM_AND_SUFFIX = 8 + len(".part")   # what mkstemp adds after the prefix


def temporary_prefix(name: str) -> str:
    """``.name.`` for a temporary file next to ``name``, the name cut (at a character) so that the
    temporary name fits in NAME_MAX bytes as the destination's own name does."""
    room = NAME_MAX - _RANDOM_AND_SUFFIX - 2
    encoded = os.fsencode(name)
    if len(encoded) > room:
        name = os.fsdecode(encoded[:room].decode("utf-8", "ignore").encode("utf-8"))
    return f".{name}."


def _destination(path: Path, follow_link: bool = False) -> Path:
    """Where writing ``path`` really goes: ``path`` itself (a symlink there is replaced), or with
    ``follow_link`` the file a symlink names (the link is kept, as editors and ``cp`` do); refused
    when that is a folder, a device, a FIFO or a socket."""
    if path.is_symlink():
        if not follow_link:
            return path                     # os.replace swaps the link itself for posviz's file
        path = Path(os.path.realpath(path))
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return path
    except OSError:
        return path                         # the write itself will say why
    if stat.S_ISDIR(mode):
        raise WriteError(f"cannot write {path}: it is a folder")
    if not stat.S_ISREG(mode):
        kind = "a FIFO (named pipe)" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode) else "a device"
        raise WriteError(f"cannot write {path}: it is {kind}, not a file; choose a file name")
    return path


def atomic_write_bytes(path: str | os.PathLike, data: bytes, follow_link: bool = False) -> None:
    """Write ``data`` to ``path`` atomically (see :func:`atomic_path`)."""
    with atomic_path(path, follow_link) as tmp:
        tmp.write_bytes(data)


def foreign_kind(path: str | os.PathLike) -> str:
    """What stands at ``path`` if it is not a regular file posviz can own ("a symbolic link", "a
    folder", ...), else "" (a regular file, or nothing)."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return ""
    if stat.S_ISREG(mode):
        return ""
    return ("a symbolic link" if stat.S_ISLNK(mode) else "a folder" if stat.S_ISDIR(mode) else
            "a FIFO (named pipe)" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode) else "a device")


def set_aside(path: str | os.PathLike, now: float | None = None) -> Path:
    """Rename ``path`` to ``path.broken-YYYYmmdd-HHMMSS`` (plus -N if taken); return the new path."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    target = path.with_name(f"{path.name}.broken-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{counter}")
    os.replace(path, target)
    return target


def _give_usual_mode(tmp: Path, path: Path) -> None:
    """mkstemp makes owner-only files: give the destination's mode, or the usual one for a new file."""
    with contextlib.suppress(OSError):
        mode = path.stat().st_mode & 0o777 if path.exists() else 0o666 & ~_UMASK
        os.chmod(tmp, mode)


def _fsync_file(path: Path) -> None:
    with open(path, "rb+") as handle:
        os.fsync(handle.fileno())


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); best effort elsewhere."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder or ".", os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
