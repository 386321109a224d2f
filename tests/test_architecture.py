"""The layering and the lint rules hold (issue 13): the same checks as `lint-imports` and `ruff check`.

They run inside the default test command so that a wrong import or a lint error fails CI and a
developer's `pytest` alike. Both tools read their configuration from pyproject.toml.
"""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: it is part of the [test] extra (pip install '.[test]')")
    return found


def test_import_contracts_are_kept():
    # Run from the source tree: import-linter puts the working directory first on sys.path, so it
    # checks these files, not an installed copy.
    result = subprocess.run([_tool("lint-imports")], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_ruff_finds_nothing():
    result = subprocess.run([_tool("ruff"), "check", "posviz", "tests"], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_package_is_shipped():
    """pyproject lists packages by hand (resources/ ships as posviz.resources); a new sub-package left
    out of the list works in an editable install and is missing from the wheel CI installs."""
    import tomllib
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]["packages"])
    on_disk = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "posviz").rglob("__init__.py")}
    code = {name for name in listed if not name.startswith("posviz.resources")}
    assert on_disk - code == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert code - on_disk == set(), "these listed packages do not exist"
    data = {name for name in listed if name.startswith("posviz.resources")}   # data folders, some without __init__
    assert all((ROOT / "resources").joinpath(*name.split(".")[2:]).is_dir() for name in data)
