"""``posviz install-desktop``: a launcher and icon for the current user, no admin rights.

- **Linux** (freedesktop desktops), under ``$XDG_DATA_HOME`` (default ``~/.local/share``):
  ``applications/posviz.desktop`` (``StartupWMClass=posviz`` matches the window's class, so the
  window groups under it) and ``icons/hicolor/<N>x<N>/apps/posviz.png`` for each shipped size plus
  ``icons/hicolor/scalable/apps/posviz.svg``.
- **Windows**: ``posviz.url`` in the user's Start menu (``%APPDATA%\\Microsoft\\Windows\\Start
  Menu\\Programs``) and its icon ``%LOCALAPPDATA%\\posviz\\posviz.ico``. A ``.lnk`` shortcut is
  written through COM (``IShellLink``), which the standard library cannot reach; an Internet
  Shortcut is a small text file the Start menu lists and opens like a ``.lnk``, with its own icon.
  It opens ``posvizw.exe``, the windowed launcher pip makes (no console window behind the app).
- **macOS**: ``~/Applications/posviz.app``, a minimal app bundle (``Info.plist``, a launcher script
  in ``Contents/MacOS`` that starts this posviz, ``posviz.icns`` made from the shipped PNGs), so
  posviz is found by Spotlight and Launchpad and can be kept in the Dock.

``--uninstall`` removes exactly those files (and the folders it made that are left empty), so an
install followed by an uninstall leaves nothing behind.
"""
from __future__ import annotations

import os
import shlex
import shutil
import struct
import sys
from pathlib import Path

import posviz
from posviz.assets import APP_ID, ICON_SIZES, resource_path

ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}   # PNG-holding icns entries


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (the spec's rule)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def launch_command() -> list[str]:
    """How to start this posviz: the ``posviz`` script beside this Python, else ``python -m posviz``."""
    if getattr(sys, "frozen", False):   # the standalone bundle: its executable is posviz
        return [sys.executable]
    script = Path(sys.executable).with_name("posviz")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "posviz"]


def exec_line() -> str:
    """The launcher's ``Exec`` value (Desktop Entry quoting)."""
    return " ".join(_quote_exec(part) for part in launch_command())


def _quote_exec(arg: str) -> str:
    """Quote one ``Exec`` argument as the Desktop Entry spec asks (reserved characters inside quotes)."""
    if arg and not any(ch in arg for ch in " \t\n\"'\\><~|&;$*?#()`"):
        return arg.replace("%", "%%")
    escaped = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg).replace("%", "%%")
    return f'"{escaped}"'


def desktop_entry(exec_value: str | None = None) -> str:
    """The text of ``posviz.desktop`` (Desktop Entry Specification, keys of its version 1.0)."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.0",
        "Name=posviz",
        "GenericName=Transformer input-layer visualiser",
        "Comment=See how text becomes token ids, embedding rows, position vectors and Z",
        f"Exec={exec_value or exec_line()}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "StartupNotify=true",
        f"StartupWMClass={APP_ID}",
        "Categories=Education;ComputerScience;",
        "Keywords=transformer;embedding;positional encoding;RoPE;attention;lecture;",
        f"X-posviz-Version={posviz.__version__}",
        "",
    ])


def _pngs(sizes) -> list[tuple[int, bytes]]:
    return [(n, resource_path(f"icons/posviz-{n}.png").read_bytes()) for n in sizes]


def ico_bytes() -> bytes:
    """A Windows ``.ico`` holding the shipped PNGs (PNG entries: Windows Vista and later)."""
    images = _pngs(ICON_SIZES)
    offset = 6 + 16 * len(images)
    head, body = [struct.pack("<HHH", 0, 1, len(images))], []
    for size, png in images:
        edge = 0 if size >= 256 else size   # 0 means 256 in an ICONDIRENTRY
        head.append(struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset))
        body.append(png)
        offset += len(png)
    return b"".join(head + body)


def icns_bytes() -> bytes:
    """A macOS ``.icns`` holding the shipped PNGs of the sizes it has PNG entries for."""
    entries = b"".join(ICNS_TYPES[n] + struct.pack(">I", 8 + len(png)) + png for n, png in _pngs(ICNS_TYPES))
    return b"icns" + struct.pack(">I", 8 + len(entries)) + entries


def internet_shortcut(target: Path, icon: Path) -> str:
    """The text of ``posviz.url``: opens ``target``, shown with ``icon`` (Windows line ends)."""
    return "\r\n".join(["[InternetShortcut]", f"URL={target.as_uri()}", f"IconFile={icon}", "IconIndex=0", ""])


def windows_target() -> Path:
    """What the Start-menu entry opens: ``posvizw.exe`` (no console) beside this Python, else posviz.exe."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable)
    folder = Path(sys.executable).parent
    for name in ("posvizw.exe", "posviz.exe"):
        found = folder / name if (folder / name).is_file() else shutil.which(name)   # a user install's Scripts
        if found:
            return Path(found)
    return folder / "posvizw.exe"


def info_plist() -> bytes:
    """``Info.plist`` of the app bundle."""
    import plistlib      # only for a Mac install: its XML parser is not loaded at every start
    return plistlib.dumps({
        "CFBundleName": "posviz", "CFBundleDisplayName": "posviz", "CFBundleIdentifier": "org.posviz.posviz",
        "CFBundleExecutable": APP_ID, "CFBundleIconFile": f"{APP_ID}.icns", "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": posviz.__version__, "CFBundleVersion": posviz.__version__,
        "NSHighResolutionCapable": True, "LSApplicationCategoryType": "public.app-category.education"})


def mac_launcher() -> str:
    """The bundle's executable: a shell script that starts this posviz with the arguments it gets."""
    return "#!/bin/sh\nexec " + " ".join(shlex.quote(part) for part in launch_command()) + ' "$@"\n'


def _env_folder(name: str, *fallback: str) -> Path:
    value = os.environ.get(name, "")
    return Path(value) if os.path.isabs(value) else Path.home().joinpath(*fallback)


def installed_files(system: str | None = None, base: Path | None = None) -> list[tuple[Path, Path, object]]:
    """``(folder, file, content)`` for every file ``install`` writes on ``system`` (default: this one).

    ``folder`` is the one the file's own folders are made under (and removed up to, when empty);
    ``content`` is text, bytes, or a shipped resource's path. ``base`` replaces ``data_home()`` (Linux).
    """
    system = system or sys.platform
    if system == "win32":
        menu = _env_folder("APPDATA", "AppData", "Roaming") / "Microsoft" / "Windows" / "Start Menu" / "Programs"
        local = _env_folder("LOCALAPPDATA", "AppData", "Local")
        icon = local / APP_ID / f"{APP_ID}.ico"
        return [(local, icon, ico_bytes()), (menu, menu / f"{APP_ID}.url", internet_shortcut(windows_target(), icon))]
    if system == "darwin":
        apps = Path.home() / "Applications"
        contents = apps / f"{APP_ID}.app" / "Contents"
        return [(apps, contents / "Info.plist", info_plist()), (apps, contents / "MacOS" / APP_ID, mac_launcher()),
                (apps, contents / "Resources" / f"{APP_ID}.icns", icns_bytes())]
    base = base or data_home()
    icons = base / "icons" / "hicolor"
    return ([(base, base / "applications" / f"{APP_ID}.desktop", desktop_entry()),
             (base, icons / "scalable" / "apps" / f"{APP_ID}.svg", resource_path("icons/posviz.svg"))]
            + [(base, icons / f"{n}x{n}" / "apps" / f"{APP_ID}.png", resource_path(f"icons/posviz-{n}.png"))
               for n in ICON_SIZES])


def install(system: str | None = None, base: Path | None = None) -> list[Path]:
    """Write the launcher and icons; returns the files written."""
    written = []
    for _, target, content in installed_files(system, base):
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_name(f".{target.name}.part")
        if isinstance(content, Path):
            shutil.copyfile(content, temporary)
        else:
            temporary.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
        if target.parent.name == "MacOS":
            temporary.chmod(0o755)   # the app bundle's executable
        os.replace(temporary, target)
        written.append(target)
    return written


def uninstall(system: str | None = None, base: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote and the folders left empty by that; returns the files removed."""
    removed = []
    for folder_base, path, _ in installed_files(system, base):
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
        folder = path.parent
        while folder != folder_base and folder_base in folder.parents and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
            folder = folder.parent
    return removed


def run(args) -> int:
    """The ``install-desktop`` subcommand; returns the exit code."""
    try:
        files = uninstall() if args.uninstall else install()
    except OSError as exc:
        print("posviz install-desktop: {error}".format(error=exc), file=sys.stderr)
        return 1
    message = "posviz: removed {count} file(s): {files}" if args.uninstall else "posviz: installed {count} file(s): {files}"
    print(message.format(count=len(files), files=", ".join(str(f) for f in files[:2]) + (", …" if len(files) > 2 else "")))
    return 0


def add_options(parser) -> None:
    """Teach the ``install-desktop`` subcommand's parser its description, option and handler."""
    parser.description = ("Add a launcher and icon for the current user (no admin rights): the desktop's menu on "
                          "Linux, the Start menu on Windows, ~/Applications on macOS; --uninstall removes them.")
    parser.add_argument("--uninstall", action="store_true", help="remove the launcher and icons again")
    parser.set_defaults(handler=run)
