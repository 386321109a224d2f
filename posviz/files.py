"""Reading files that others made (quizzes, lectures, model folders): guarded, capped, strict.

Pure Python, no Qt; below every other package, so the model folder reader and the lecture
documents share it.

* :func:`read_capped` opens without blocking and checks the opened descriptor: regular files only
  (a FIFO named ``model.safetensors`` or ``lecture.posviz`` is refused at once, never waited on),
  with a size cap per kind of file, named in the message.
* :func:`confined` keeps a name read from a file (a shard index) inside its folder, symlinks resolved.
* :func:`parse_json` is strict JSON: no repeated keys, no NaN/Infinity, no 400-digit numbers, no
  deep nesting; each refusal names the file and the reason.
"""
from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any, BinaryIO

MAX_DIGITS = 30           # longest whole number any posviz file needs (2^64 has 20 digits)
MAX_DEPTH = 64            # deepest nesting of objects and lists accepted


class FileRefused(ValueError):
    """A file that is not what it should be (not a regular file, too large, outside its folder)."""


# Never block on a FIFO, never become a terminal's, no newline translation (Windows, which lacks the
# first three: there they are 0).
READ_FLAGS = os.O_RDONLY | sum(getattr(os, name, 0) for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"))


def open_regular(path: str | os.PathLike, kind: str = "file") -> BinaryIO:
    """``path`` opened for binary reading, if it is a regular file (checked on the open descriptor).

    Something that is not a regular file is refused before it is opened (opening some devices does
    something: a tape rewinds); the open never blocks (``O_NONBLOCK``, in case a FIFO took the
    file's place meanwhile), and the opened descriptor is checked again, so what is read is what
    was checked, whatever a symlink pointed to a moment before.

    Raises
    ------
    OSError
        Cannot be opened (missing, permission).
    FileRefused
        A folder, FIFO, device or socket; the message names it and ``kind``.
    """
    path = Path(path)
    _check_regular(path, os.stat(path).st_mode, kind)
    fd = os.open(path, READ_FLAGS)
    try:
        _check_regular(path, os.fstat(fd).st_mode, kind)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _check_regular(path: Path, mode: int, kind: str) -> None:
    if not stat.S_ISREG(mode):
        raise FileRefused(f"{path.name} cannot be read: it is {_file_type(mode)}, not a file (a {kind} is a file)")


def read_capped(path: str | os.PathLike, limit: int, kind: str = "lecture state") -> bytes:
    """The bytes of the regular file ``path``, refusing anything else and files over ``limit`` bytes.

    The file is opened without blocking (a FIFO or a device opens at once) and checked on the
    opened descriptor, so what is read is what was checked: a FIFO, device, socket or folder is
    refused before a byte is read, whatever its name or a symlink to it says.

    Parameters
    ----------
    path : path-like
    limit : int
        Largest size accepted, in bytes.
    kind : str
        What the file should be ("quiz", "config.json"): named in the messages.

    Raises
    ------
    OSError
        Cannot be opened (missing, permission).
    FileRefused
        Not a regular file, or larger than ``limit`` (checked on the size first, then while
        reading, in case it grows).
    """
    path = Path(path)
    with open_regular(path, kind) as handle:
        size = os.fstat(handle.fileno()).st_size
        if size > limit:
            raise FileRefused(f"{path.name} is {_size_text(size)}; a {kind} is at most "
                              f"{_size_text(limit)}, so this is not one")
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise FileRefused(f"{path.name} is larger than {_size_text(limit)}, the most a {kind} can be")
    return data


def _size_text(size: int) -> str:
    return f"{size / 1e6:,.1f} MB" if size >= 100_000 else f"{size:,} bytes"


def _file_type(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def confined(folder: str | os.PathLike, name: str, what: str) -> Path:
    """``folder / name``, refused unless it stays inside ``folder`` once symlinks are resolved.

    ``name`` comes from a file (a shard index): an absolute path or ``..`` is refused outright.
    A Hugging Face cache snapshot (``…/snapshots/<revision>/``) links its files to ``…/blobs/``;
    those links are followed, nothing else outside the folder is.

    Raises
    ------
    FileRefused
        Naming ``what`` (e.g. "model.safetensors.index.json") and the reason, never the target's content.
    """
    folder = Path(folder)
    relative = Path(name)
    if not name or relative.is_absolute() or ".." in relative.parts or "\x00" in name:
        raise FileRefused(f"{what} names {name!r}, which is not a file inside the model folder")
    path = folder / relative
    inside = path.resolve()
    root = folder.resolve()
    allowed = [root]
    if root.parent.name == "snapshots":
        allowed.append(root.parent.parent / "blobs")
    if not any(inside == top or top in inside.parents for top in allowed):
        raise FileRefused(f"{what} names {name!r}, which leads outside the model folder (to {inside}); "
                          "posviz reads only the folder's own files")
    return path


def parse_json(data: bytes | str, name: str, error: type[Exception] = None) -> Any:
    """Strict JSON from the text of the file ``name``.

    Refused, with ``error`` (default :class:`FileRefused`) naming the file and the reason: text
    that is not UTF-8 or not JSON, a key repeated in one object, NaN or Infinity, a number with
    more than ``MAX_DIGITS`` digits or beyond float range, nesting deeper than ``MAX_DEPTH``.
    """
    error = error or FileRefused
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
    except UnicodeDecodeError as exc:
        raise error(f"{name} is not UTF-8 text (byte {exc.start:,})") from None
    try:
        value = json.loads(text, object_pairs_hook=_no_repeats, parse_constant=_no_constant,
                           parse_int=_whole, parse_float=_real)
    except json.JSONDecodeError as exc:
        raise error(f"{name} is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except _Refusal as exc:
        raise error(f"{name}: {exc}") from None
    except RecursionError:
        raise error(f"{name}: its JSON is nested too deeply (more than {MAX_DEPTH} levels)") from None
    depth = _depth(value)
    if depth > MAX_DEPTH:
        raise error(f"{name}: its JSON is nested {depth} levels deep; at most {MAX_DEPTH} are accepted")
    return value


class _Refusal(ValueError):
    pass


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict:
    result = dict(pairs)
    if len(result) == len(pairs):
        return result
    seen = set()
    for key, _ in pairs:
        if key in seen:
            raise _Refusal(f"the key {_short(key)!r} appears twice in one object")
        seen.add(key)
    return result


def _no_constant(word: str) -> Any:
    raise _Refusal(f"it holds {word}, which is not a number JSON allows")


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _Refusal(f"it holds a whole number with {len(digits.lstrip('-')):,} digits "
                       f"(at most {MAX_DIGITS} are accepted)")
    return int(digits)


def _real(text: str) -> float:
    if len(text) > 400:
        raise _Refusal(f"it holds a number written with {len(text):,} characters")
    value = float(text)
    if not math.isfinite(value):
        raise _Refusal(f"it holds the number {_short(text)}, too large for a floating-point value")
    return value


def _depth(value: Any) -> int:
    """Nesting depth of lists and objects, counted level by level (no recursion: a deep value cannot
    overflow the stack; a tokenizer.json's 128k entries take ~40 ms), stopping past MAX_DEPTH."""
    level, frontier = 0, [value]
    while True:
        containers = [item for item in frontier if isinstance(item, (list, dict))]
        if not containers or level > MAX_DEPTH:
            return level
        level += 1
        frontier = [child for item in containers for child in (item.values() if isinstance(item, dict) else item)]


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
