"""Desktop identity (issue 20): --version, the launcher entry, install/uninstall and the icon."""
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import posviz
from posviz.assets import resource_path
from posviz.cli import desktop
from posviz.cli.command import main

VALIDATOR = shutil.which("desktop-file-validate")


def _entry_fields(text: str) -> dict[str, str]:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


def test_version_is_kept_in_one_place(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"posviz {posviz.__version__}"
    assert importlib.metadata.version("posviz") == posviz.__version__   # pyproject reads the same attribute


def test_entry_names_the_app_its_icon_and_window_class():
    fields = _entry_fields(desktop.desktop_entry("/opt/posviz/bin/posviz"))
    assert fields["Type"] == "Application" and fields["Name"] == "posviz"
    assert fields["Exec"] == "/opt/posviz/bin/posviz"
    assert fields["Icon"] == "posviz" and fields["StartupWMClass"] == "posviz"
    assert fields["Terminal"] == "false"


@pytest.mark.parametrize("path, expected", [
    ("/usr/bin/posviz", "/usr/bin/posviz"),
    ("/home/a b/venv/bin/posviz", '"/home/a b/venv/bin/posviz"'),
    ('/tmp/odd"$name/posviz', '"/tmp/odd\\"\\$name/posviz"'),
    ("/tmp/100%/posviz", "/tmp/100%%/posviz"),
])
def test_exec_arguments_are_quoted_as_the_spec_asks(path, expected):
    assert desktop._quote_exec(path) == expected


@pytest.mark.skipif(VALIDATOR is None, reason="desktop-file-validate (Debian's desktop-file-utils) is not installed")
@pytest.mark.parametrize("exec_value", [None, '"/home/a b/.venv/bin/python" -m posviz'])
def test_entry_passes_desktop_file_validate(tmp_path, exec_value):
    path = tmp_path / "posviz.desktop"
    path.write_text(desktop.desktop_entry(exec_value), encoding="utf-8")
    result = subprocess.run([VALIDATOR, str(path)], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.strip() == "", result.stdout + result.stderr


def _tree(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


def test_install_then_uninstall_leaves_nothing_behind(tmp_path, monkeypatch):
    home = tmp_path / "data"
    (home / "applications").mkdir(parents=True)
    (home / "applications" / "other.desktop").write_text("[Desktop Entry]\n")   # someone else's: kept
    before = _tree(home)
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    env = {**os.environ, "XDG_DATA_HOME": str(home)}
    posviz_cmd = [sys.executable, "-m", "posviz", "install-desktop"]
    assert subprocess.run(posviz_cmd, env=env, capture_output=True).returncode == 0
    entry = home / "applications" / "posviz.desktop"
    assert _entry_fields(entry.read_text("utf-8"))["Icon"] == "posviz"
    for size in desktop.ICON_SIZES:
        icon = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "posviz.png"
        assert icon.read_bytes() == resource_path(f"icons/posviz-{size}.png").read_bytes()
    assert (home / "icons/hicolor/scalable/apps/posviz.svg").read_bytes() == resource_path("icons/posviz.svg").read_bytes()
    assert subprocess.run(posviz_cmd + ["--uninstall"], env=env, capture_output=True).returncode == 0
    assert _tree(home) == before


def test_icon_is_the_sinusoidal_table_it_claims_to_be():
    """Each cell of the shipped SVG is sin/cos(pos / 100^(2i/6)) at pos 0, 2.5 … 10, on CET-D1."""
    import pyqtgraph as pg
    fills = re.findall(r'rx="5" fill="#([0-9a-f]{6})"', resource_path("icons/posviz.svg").read_text("utf-8"))
    pos = np.linspace(0, 10, 5)[:, None]
    angles = pos / 100.0 ** (np.array([0, 0, 2, 2, 4, 4]) / 6)
    values = np.where(np.arange(6) % 2 == 0, np.sin(angles), np.cos(angles))
    lut = pg.colormap.get("CET-D1").getLookupTable(0.0, 1.0, 256, alpha=False)
    expected = ["%02x%02x%02x" % tuple(lut[int(np.clip(np.rint((v + 1) / 2 * 255), 0, 255))]) for v in values.ravel()]
    assert fills == expected


def test_window_icon_and_desktop_name(qapp):
    from posviz.qt.window.identity import apply_identity
    apply_identity(qapp)
    assert qapp.desktopFileName() == "posviz"
    sizes = {s.width() for s in qapp.windowIcon().availableSizes()}
    assert {16, 48, 256} <= sizes
