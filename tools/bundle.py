"""Build posviz as a one-folder bundle that runs without Python, on Linux, macOS or Windows; then smoke-test it.

    python tools/bundle.py [OUT_DIR]      (default: dist/)
      -> OUT_DIR/posviz/posviz[.exe] and OUT_DIR/posviz-<version>-<system>-<machine>.tar.gz (.zip on Windows)

Freezer: PyInstaller. It is the most used and best kept freezer for PySide6 apps, has maintained hooks for
PySide6 and pyqtgraph (pyinstaller-hooks-contrib), builds in about a minute with no C compiler on each of the
three systems, and makes a one-folder bundle whose start-up is that of the plain app (a one-file bundle unpacks
itself on every start). pyside6-deploy wraps Nuitka, which compiles to C: many minutes and a compiler on every
build machine. A bundle runs on the system it was built on: build it once per system (CI does, see
.github/workflows/ci.yml).

Not part of the test suite. Needs network access to PyPI for the build virtualenv (cached afterwards).
"""
from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Qt modules posviz never imports (PySide6-Essentials ships them). pyqtgraph needs QtOpenGL and QtOpenGLWidgets
# (imported by its plot items even with OpenGL off): kept.
EXCLUDES = ["tkinter", "matplotlib", "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets",
            "PySide6.QtQuickControls2", "PySide6.QtPdf", "PySide6.QtPdfWidgets", "PySide6.QtSql",
            "PySide6.QtConcurrent", "PySide6.QtDesigner", "PySide6.QtHelp", "PySide6.QtUiTools", "PySide6.QtXml",
            "PySide6.QtStateMachine", "PySide6.Qt3DCore", "OpenGL"]
# Help → About reads each part's version and licence from its metadata (pyqtgraph's and numpy's hold the texts).
METADATA = ["PySide6_Essentials", "shiboken6", "pyqtgraph", "numpy"]


def venv_python(folder: Path) -> Path:
    return folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def build_environment(build: Path) -> Path:
    """The build virtualenv with PyInstaller and this checkout (not an older wheel) installed; its python."""
    python = venv_python(build / "venv")
    if not python.exists():
        venv.create(build / "venv", with_pip=True)
        subprocess.run([python, "-m", "pip", "install", "-q", "--upgrade", "pip", "pyinstaller>=6.10"], check=True)
    subprocess.run([python, "-m", "pip", "install", "-q", "--force-reinstall", "--no-deps", str(ROOT)], check=True)
    subprocess.run([python, "-m", "pip", "install", "-q", str(ROOT)], check=True)
    return python


def pyinstaller_args(out: Path, build: Path) -> list[str]:
    """PyInstaller's options; the practice checker's child scripts and walls ship as files (run by path)."""
    practice = ROOT / "posviz" / "practice"
    data = [(practice / "supervisor.py", "posviz/practice"), (practice / "runner.py", "posviz/practice"),
            (practice / "walls", "posviz/practice/walls")]
    args = ["--noconfirm", "--clean", "--log-level", "WARN", "--onedir", "--name", "posviz",
            "--distpath", str(out), "--workpath", str(build / "work"), "--specpath", str(build),
            "--collect-submodules", "posviz", "--collect-data", "posviz", "--collect-data", "pyqtgraph"]
    args += [item for source, target in data for item in ("--add-data", f"{source}{os.pathsep}{target}")]
    args += [item for name in METADATA for item in ("--copy-metadata", name)]
    args += [item for name in EXCLUDES for item in ("--exclude-module", name)]
    return args + [str(ROOT / "tools" / "bundle_entry.py")]


def main(argv: list[str]) -> int:
    out = Path(argv[1] if len(argv) > 1 else ROOT / "dist").resolve()
    build = Path(os.environ.get("POSVIZ_BUNDLE_BUILD", ROOT / "build" / "bundle")).resolve()
    out.mkdir(parents=True, exist_ok=True)
    python = build_environment(build)
    # Not from the checkout: `python -m` puts the working folder first on sys.path, and the checkout's posviz/
    # lacks posviz/resources (it is the top-level resources/ folder, installed into the package by pip).
    subprocess.run([python, "-m", "PyInstaller", *pyinstaller_args(out, build)], check=True, cwd=build)
    executable = out / "posviz" / ("posviz.exe" if os.name == "nt" else "posviz")
    version = subprocess.run([executable, "--version"], capture_output=True, text=True, check=True).stdout.split()[1]
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    archive = shutil.make_archive(str(out / f"posviz-{version}-{system}-{platform.machine().lower()}"),
                                  "zip" if os.name == "nt" else "gztar", root_dir=out, base_dir="posviz")
    print(f"bundle: {out / 'posviz'}, archive {archive} ({Path(archive).stat().st_size / 2**20:.0f} MB)")
    return subprocess.run([python, str(ROOT / "tools" / "bundle_smoke.py"), str(executable)]).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv))
