"""Desktop identity (issue 20): --version, the launcher entry, install/uninstall and the icon."""
import importlib.metadata
import os
import re
import shutil
import struct
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


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="elsewhere the real command writes the system's own menu")
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


# --- Windows and macOS, simulated: the files written are read back -----------------------------------------
def _run(uninstall=False):
    from argparse import Namespace
    return desktop.run(Namespace(uninstall=uninstall))


def _png_edge(png: bytes) -> int:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">I", png[16:20])[0]


@pytest.fixture
def windows_home(tmp_path, monkeypatch):
    roaming, local, scripts = tmp_path / "Roaming", tmp_path / "Local", tmp_path / "venv" / "Scripts"
    menu = roaming / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    menu.mkdir(parents=True)
    (menu / "Other.lnk").write_bytes(b"someone else's")
    local.mkdir()
    scripts.mkdir(parents=True)
    (scripts / "posvizw.exe").write_bytes(b"MZ")
    monkeypatch.setenv("APPDATA", str(roaming))
    monkeypatch.setenv("LOCALAPPDATA", str(local))
    monkeypatch.setattr(sys, "executable", str(scripts / "python.exe"))
    monkeypatch.setattr(sys, "platform", "win32")
    return tmp_path, menu, local / "posviz" / "posviz.ico", scripts / "posvizw.exe"


def test_windows_start_menu_entry_opens_the_windowed_launcher_with_its_icon(windows_home):
    import configparser
    root, menu, icon, target = windows_home
    before = _tree(root)
    assert _run() == 0
    text = (menu / "posviz.url").read_bytes().decode("utf-8")
    assert text.count("\r\n") == 4 and "\n" not in text.replace("\r\n", "")
    shortcut = configparser.ConfigParser(interpolation=None)
    shortcut.read_string(text)
    assert dict(shortcut["InternetShortcut"]) == {"url": target.as_uri(), "iconfile": str(icon), "iconindex": "0"}
    assert _run(uninstall=True) == 0
    assert _tree(root) == before


def test_windows_icon_holds_every_shipped_png(windows_home):
    _, _, icon, _ = windows_home
    assert _run() == 0
    data = icon.read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(desktop.ICON_SIZES))
    end = 6 + 16 * count
    for i, size in enumerate(desktop.ICON_SIZES):
        width, height, colours, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        png = data[offset: offset + length]
        assert (width, height) == ((size % 256,) * 2) and (colours, planes, bits) == (0, 1, 32)
        assert offset == end and png == resource_path(f"icons/posviz-{size}.png").read_bytes() and _png_edge(png) == size
        end += length
    assert end == len(data)


@pytest.fixture
def mac_home(tmp_path, monkeypatch):
    apps = tmp_path / "Applications"
    (apps / "Other.app").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "darwin")
    return tmp_path, apps / "posviz.app" / "Contents"


@pytest.mark.skipif(os.name == "nt", reason="the launcher is a shell script")
def test_macos_app_bundle_describes_itself_and_starts_this_posviz(mac_home):
    import plistlib
    root, contents = mac_home
    before = _tree(root)
    assert _run() == 0
    info = plistlib.loads((contents / "Info.plist").read_bytes())
    assert info["CFBundleExecutable"] == "posviz" and info["CFBundlePackageType"] == "APPL"
    assert info["CFBundleIconFile"] == "posviz.icns" and (contents / "Resources" / "posviz.icns").is_file()
    assert info["CFBundleShortVersionString"] == posviz.__version__
    launcher = contents / "MacOS" / "posviz"
    assert launcher.stat().st_mode & 0o111 == 0o111 and launcher.read_text().startswith("#!/bin/sh\nexec ")
    started = subprocess.run([str(launcher), "--version"], capture_output=True, text=True, timeout=60)
    assert started.stdout.strip() == f"posviz {posviz.__version__}", started.stderr
    assert _run(uninstall=True) == 0
    assert _tree(root) == before


def test_macos_icns_holds_the_pngs_of_its_sizes(mac_home):
    _, contents = mac_home
    assert _run() == 0
    data = (contents / "Resources" / "posviz.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    at, seen = 8, []
    while at < len(data):
        kind, length = data[at: at + 4], struct.unpack(">I", data[at + 4: at + 8])[0]
        seen.append((kind, _png_edge(data[at + 8: at + length])))
        at += length
    assert seen == [(b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256)]
