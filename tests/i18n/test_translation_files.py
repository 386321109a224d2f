"""The shipped translations are complete and current (issue 32).

lupdate (pyside6-lupdate, shipped with PySide6-Essentials) is run on the sources into copies of
the shipped .ts files: a marked sentence a .ts lacks, or one it still has after the code dropped
it, fails; so does a translation that is unfinished, empty, or that lost a ``{field}`` (the
sentence would not fill). The .qm files must be what lrelease makes of the .ts.
"""
import ast
import re
import sys
from pathlib import Path

import pytest

from posviz.i18n import ts
from posviz.i18n.languages import BY_CODE, MIRRORED, PSEUDO, TRANSLATED
from posviz.i18n.pseudo import accented, mirrored

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import translations as tool  # noqa: E402

FORMS = {"de": 2, "es": 2, "fr": 2, "zh_CN": 1, "ar": 6}       # Qt's plural rules for each language
FIELDS = re.compile(r"\{[^{}]*\}")


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """The .ts files as `tools/translations.py update` would write them now."""
    return tool.fresh_sources(tmp_path_factory.mktemp("ts"))


@pytest.mark.parametrize("code", [lang.code for lang in tool.SHIPPED])
def test_each_ts_has_every_marked_sentence_and_no_other(fresh, code):
    shipped = {m.key for m in ts.read(tool.ts_path(code))[1]}
    current = {m.key for m in ts.read(tool.ts_path(code, fresh))[1]}
    assert sorted(current - shipped) == [], "run python tools/translations.py update, then translate"
    assert sorted(shipped - current) == [], "sentences no longer marked: run python tools/translations.py update"
    assert tool.ts_path(code, fresh).read_text("utf-8") == tool.ts_path(code).read_text("utf-8")


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_sentence_is_translated_keeping_its_fields(code):
    language, messages = ts.read(tool.ts_path(code))
    assert language.split("_")[0] == code.split("_")[0] and len(messages) >= 40
    problems = []
    for m in messages:
        if not m.finished or not all(t.strip() for t in m.translations):
            problems.append(f"untranslated: {m.source!r}")
            continue
        if m.numerus and len(m.translations) != FORMS[code]:
            problems.append(f"{len(m.translations)} plural forms, not {FORMS[code]}: {m.source!r}")
        for text in m.translations:
            if sorted(FIELDS.findall(text)) != sorted(FIELDS.findall(m.source)):
                problems.append(f"fields differ: {m.source!r} -> {text!r}")
        if "%n" in m.source.replace("%Ln", "") and "%n" not in m.translations[-1]:
            problems.append(f"the general plural form lost %n: {m.source!r}")
    assert problems == []


@pytest.mark.parametrize("code", [c for c in TRANSLATED if BY_CODE[c].rtl])
def test_a_right_to_left_sentence_that_starts_with_a_value_says_its_direction(code):
    """A sentence starting with {model} would take the model's Latin name as its direction and run
    left to right; a right-to-left mark (U+200F) before it keeps the sentence right to left."""
    starts = [t for m in ts.read(tool.ts_path(code))[1] for t in m.translations if t.lstrip("\u200f").startswith("{")]
    assert starts and [t for t in starts if not t.startswith("\u200f")] == []


def test_the_stand_ins_are_made_from_the_sources():
    for code, make in ((PSEUDO, accented), (MIRRORED, mirrored)):
        for m in ts.read(tool.ts_path(code))[1]:
            assert m.finished and set(m.translations) == {make(m.source)}, m.source


def test_qm_files_are_what_lrelease_makes_of_the_ts(tmp_path):
    for made in tool.build(out=tmp_path):
        shipped = (tool.FOLDER / made.name).read_bytes()
        assert made.read_bytes() == shipped, f"run python tools/translations.py build ({made.name})"


def test_each_context_is_named_like_its_variable():
    """lupdate takes the context from the name before .tr: ``Tab = Context("Tab")``, never another name."""
    wrong = []
    for path in (ROOT / "posviz").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                    and getattr(node.value.func, "attr", getattr(node.value.func, "id", "")) == "Context"):
                name = node.value.args[0].value
                if [t.id for t in node.targets] != [name]:
                    wrong.append(f"{path.name}: {[t.id for t in node.targets]} = Context({name!r})")
    assert wrong == []


def test_every_language_has_its_translation_file_and_a_plain_install_ships_it():
    tomllib = pytest.importorskip("tomllib", reason="Python 3.11's TOML reader")
    assert sorted(p.stem for p in tool.FOLDER.glob("*.qm")) == sorted(f"posviz_{c}" for c in BY_CODE if c != "en")
    setup = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    assert "translations/*.qm" in setup["package-data"]["posviz.resources"] and "posviz.i18n" in setup["packages"]
