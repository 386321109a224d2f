"""tools/mutation's mutator and test map (the mutation run itself is not part of the suite)."""
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from mutants import module_mutants  # noqa: E402
from mutation_run import qt_free_tests, tests_for as covering  # noqa: E402   (not collected as a test)

SOURCE = '''"""Docstring: never mutated."""
SUFFIX = ".posviz"
MESSAGE = "a whole sentence is left alone"


def f(a: int, b: int) -> bool:
    """Nor this one."""
    if a < b and not b:
        raise ValueError(f"{a} and {b}")
    total = a + 2
    print(total)
    return total == b
'''


def _edits(mutants):
    return {(m.operator, m.change, m.apply(SOURCE).splitlines()[m.line - 1].strip()) for m in mutants}


def test_each_operator_makes_the_expected_edit():
    edits = _edits(module_mutants("m.py", SOURCE))
    assert edits == {
        ("constant", "'.posviz' -> 'XX.posviz'", "SUFFIX = 'XX.posviz'"),
        ("compare", "< -> <=", "if (a <= b) and not b:"),
        ("boolop", "and -> or", "if (a < b or not b):"),
        ("negate", "not x -> x", "if a < b and (b):"),
        ("negate", "test -> not test", "if not (a < b and (not b)):"),
        ("remove", "raise -> pass", "pass"),
        ("arith", "+ -> -", "total = (a - 2)"),
        ("constant", "2 -> 3", "total = a + 3"),
        ("constant", "2 -> 1", "total = a + 1"),
        ("remove", "expr -> pass", "pass"),
        ("compare", "== -> !=", "return (total != b)"),
        ("return", "return x -> return None", "return None"),
    }


def test_every_mutant_compiles_and_its_name_has_no_line_number():
    mutants = module_mutants("posviz/m.py", SOURCE)
    for mutant in mutants:
        compile(mutant.apply(SOURCE), "m.py", "exec")
    assert mutants[0].name == "posviz/m.py | constant '.posviz' -> 'XX.posviz' | SUFFIX = \".posviz\" | col 9"


def test_the_test_map_holds_qt_free_tests_that_import_the_module_those_naming_it_first():
    tests = qt_free_tests(ROOT)
    chosen = covering("posviz/model/viewport.py", tests)
    # the files that import it (read here with a plain text search, not the tool's own parser) come first
    importers = {str(path.relative_to(ROOT)) for path in (ROOT / "tests").rglob("test_*.py")
                 if "qt" not in path.relative_to(ROOT).parts
                 if re.search(r"^\s*from posviz\.model\.viewport import", path.read_text("utf-8"), re.M)}
    assert {"tests/model/test_viewport.py", "tests/lessons/test_heatmap_words.py"} <= importers
    assert set(chosen[:len(importers)]) == importers
    assert not any(test.startswith("tests/qt/") for test in tests)
    speaker = [test for test in tests if test.startswith("tests/test_speaker_notes.py")]
    assert speaker and all("::" in test for test in speaker)      # one of its tests opens the Qt session


@pytest.mark.parametrize("module", ["posviz/lecture/state.py", "posviz/lessons/lengths.py"])
def test_a_module_is_judged_by_the_tests_that_name_it(module):
    stem = Path(module).stem
    assert any(Path(test.split("::")[0]).stem == f"test_{stem}" for test in covering(module, qt_free_tests(ROOT)))
