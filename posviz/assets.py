"""Find and read the data files posviz ships (the ``resources/`` folder).

The folder is installed as the package ``posviz.resources``; in a source checkout that has not
been installed it is read from the top-level ``resources/`` next to ``posviz/``.
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path
from typing import Any


APP_ID = "posviz"    # the .desktop file's name, Qt's desktopFileName and the window class
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)   # shipped PNG sizes of the icon (tools/make_icons.py)


class ResourceError(RuntimeError):
    """A shipped data file is missing or unreadable; the message names the file."""


@lru_cache(maxsize=1)
def _root() -> Path:
    """The folder, found once: the package's own (importlib.resources.files would import ~10 ms of
    modules at start and look it up again for every file; posviz reads its files by path anyway)."""
    spec = find_spec("posviz.resources")
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return Path(__file__).resolve().parent.parent / "resources"   # an uninstalled checkout: beside posviz/


def resource_path(name: str) -> Path:
    """Path of the shipped file ``name`` (it may not exist; :func:`load_json` checks)."""
    return _root() / name


def load_json(name: str) -> Any:
    """Parse the shipped JSON file ``name``.

    Raises
    ------
    ResourceError
        If the file is missing, unreadable or not valid JSON.
    """
    path = resource_path(name)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ResourceError(f"posviz cannot find its data file {name!r} (looked in {path.parent}); "
                            "reinstall posviz") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise ResourceError(f"posviz cannot read its data file {path}: {exc}") from None
