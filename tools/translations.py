"""Keep posviz's translations in step with its marked sentences.

Run from the repository root with the project's venv (pyside6-lupdate and pyside6-lrelease ship
with PySide6-Essentials)::

    python tools/translations.py update   # lupdate: new sentences into every .ts; refill the stand-ins
    python tools/translations.py build    # lrelease: every .ts to the .qm that is shipped
    python tools/translations.py all      # both
    python tools/translations.py merge DIR...  # take the finished translations of other copies

A translator edits ``resources/translations/posviz_<code>.ts`` (Qt Linguist, ``pyside6-linguist``,
or any text editor: fill ``<translation>``, remove ``type="unfinished"``), then runs ``build`` and
commits the ``.ts`` and the ``.qm``. The stand-in locales (``en_XA``, ``ar_XB``) are never edited by
hand: ``update`` makes them from the English sources. docs/translations.md has the whole workflow.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from posviz.i18n import ts  # noqa: E402
from posviz.i18n.languages import LANGUAGES, MIRRORED, PSEUDO  # noqa: E402
from posviz.i18n.pseudo import accented, mirrored  # noqa: E402

FOLDER = ROOT / "resources" / "translations"
SOURCES = ROOT / "posviz"
MAKERS = {PSEUDO: accented, MIRRORED: mirrored}
SHIPPED = [lang for lang in LANGUAGES if lang.code != "en"]


def tool(name: str) -> str:
    """The path of ``pyside6-<name>`` beside this Python (the venv's), else on PATH."""
    beside = Path(sys.executable).with_name(f"pyside6-{name}")
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} was not found: install PySide6-Essentials in this Python.")
    return found


def sources() -> list[str]:
    """Every Python file of the package, sorted (lupdate reads the marked calls in each)."""
    return sorted(str(p.relative_to(ROOT)) for p in SOURCES.rglob("*.py"))


def ts_path(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"posviz_{code}.ts"


def lupdate(target: Path, locale: str) -> None:
    """Merge the marked sentences into ``target`` (made when missing) without line numbers, so
    moving code does not change the .ts; sentences no longer marked are dropped."""
    subprocess.run([tool("lupdate"), "-silent", "-locations", "none", "-no-obsolete", "-target-language", locale,
                    *sources(), "-ts", str(target)], cwd=ROOT, check=True)


def update(folder: Path = FOLDER) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for lang in SHIPPED:
        path = ts_path(lang.code, folder)
        lupdate(path, lang.locale if not lang.pseudo else ("en_US" if lang.code == PSEUDO else "ar_EG"))
        if lang.code in MAKERS:
            forms = 6 if lang.code == MIRRORED else 2          # Arabic has six plural forms
            ts.fill(path, MAKERS[lang.code], forms)


def build(folder: Path = FOLDER, out: Path | None = None) -> list[Path]:
    """lrelease each .ts of ``folder`` into ``out`` (default: beside it); the .qm files written."""
    made = []
    for lang in SHIPPED:
        qm = (out or folder) / f"posviz_{lang.code}.qm"
        subprocess.run([tool("lrelease"), "-silent", str(ts_path(lang.code, folder)), "-qm", str(qm)],
                       cwd=ROOT, check=True)
        made.append(qm)
    return made


def fresh_sources(workdir: Path) -> Path:
    """The shipped .ts files copied to ``workdir`` and updated there: what ``update`` would write."""
    for lang in SHIPPED:
        shutil.copy(ts_path(lang.code), ts_path(lang.code, workdir))
    update(workdir)
    return workdir


def merge(donor_folders: list[Path], folder: Path = FOLDER) -> dict[str, int]:
    """Update, then fill each shipped language's unfinished sentences from the same language's .ts
    in ``donor_folders`` (two translators' copies, or two branches' after a conflict: checkout one
    side, write the other side's files to a folder, merge it); the counts adopted per language."""
    update(folder)
    adopted = {}
    for lang in SHIPPED:
        if lang.code in MAKERS:
            continue
        donors = [ts.finished(p) for p in (ts_path(lang.code, f) for f in donor_folders) if p.exists()]
        adopted[lang.code] = ts.adopt(ts_path(lang.code, folder), donors)
    update(folder)                   # lupdate writes the files in its own layout again
    build(folder)
    return adopted


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "build", "all", "check", "merge"):
        print(__doc__)
        return 2
    if argv[0] == "merge":
        print(merge([Path(a) for a in argv[1:]]))
        return 0
    if argv[0] in ("update", "all"):
        update()
    if argv[0] in ("build", "all"):
        build()
    if argv[0] == "check":                     # what the tests check, without pytest
        with tempfile.TemporaryDirectory() as tmp:
            fresh = fresh_sources(Path(tmp))
            stale = [lang.code for lang in SHIPPED if ts_path(lang.code, fresh).read_bytes() != ts_path(
                lang.code).read_bytes()]
        print("up to date" if not stale else f"run update: {', '.join(stale)} out of step")
        return 1 if stale else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
