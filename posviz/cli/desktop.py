"""``posviz install-desktop``: a launcher and icon for the current user, no admin rights.

On Linux (and other freedesktop desktops) it writes, under ``$XDG_DATA_HOME`` (default
``~/.local/share``):

- ``applications/posviz.desktop``: the launcher; ``StartupWMClass=posviz`` matches the window's
  class (the application name Qt gives it), so the window groups under the launcher;
- ``icons/hicolor/<N>x<N>/apps/posviz.png`` for each shipped size and
  ``icons/hicolor/scalable/apps/posviz.svg``.

``--uninstall`` removes exactly those files (and the folders it made that are left empty), so an
install followed by an uninstall leaves nothing behind. Windows and macOS have no such per-user
convention that a script can fill without extra tools; there the command says so and points to
the README.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import posviz
from posviz.assets import APP_ID, ICON_SIZES, resource_path


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (the spec's rule)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def exec_line() -> str:
    """The launcher's ``Exec`` value: the ``posviz`` script beside this Python, else ``python -m posviz``."""
    script = Path(sys.executable).with_name("posviz")
    parts = [str(script)] if script.is_file() else [sys.executable, "-m", "posviz"]
    return " ".join(_quote_exec(part) for part in parts)


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


def installed_files(base: Path | None = None) -> list[Path]:
    """Every file ``install`` writes, under ``base`` (default :func:`data_home`)."""
    base = base or data_home()
    icons = base / "icons" / "hicolor"
    return ([base / "applications" / f"{APP_ID}.desktop", icons / "scalable" / "apps" / f"{APP_ID}.svg"]
            + [icons / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in ICON_SIZES])


def install(base: Path | None = None) -> list[Path]:
    """Write the launcher and icons; returns the files written."""
    files = installed_files(base)
    sources = [None, resource_path("icons/posviz.svg")] + [resource_path(f"icons/posviz-{n}.png") for n in ICON_SIZES]
    for target, source in zip(files, sources):
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_name(f".{target.name}.part")
        if source is None:
            temporary.write_text(desktop_entry(), encoding="utf-8")
        else:
            shutil.copyfile(source, temporary)
        os.replace(temporary, target)
    return files


def uninstall(base: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote and the folders left empty by that; returns the files removed."""
    base = base or data_home()
    removed = []
    for path in installed_files(base):
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
        folder = path.parent
        while folder != base and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
            folder = folder.parent
    return removed


def run(args) -> int:
    """The ``install-desktop`` subcommand; returns the exit code."""
    if sys.platform in ("win32", "darwin"):
        print("posviz install-desktop adds a launcher on Linux desktops only; on Windows and macOS "
              "start posviz from a terminal or use the standalone bundle (see the README).", file=sys.stderr)
        return 2
    try:
        files = uninstall() if args.uninstall else install()
    except OSError as exc:
        print(f"posviz install-desktop: {exc}", file=sys.stderr)
        return 1
    verb = "removed" if args.uninstall else "installed"
    print(f"posviz: {verb} {len(files)} file(s) under {data_home()}")
    return 0


def add_parser(commands) -> None:
    """Register ``install-desktop`` on the command line's subcommands."""
    parser = commands.add_parser("install-desktop", help="add posviz to the desktop's application menu (this user)",
                                 description="Add a launcher and icon for the current user (no admin rights); "
                                             "--uninstall removes them.")
    parser.add_argument("--uninstall", action="store_true", help="remove the launcher and icons again")
    parser.set_defaults(handler=run)
