"""PySide6's check of each imported module ("does its source mention PySide6?") is replaced by a byte
search of the module's file with the same answers (issue 27: ~40 ms less CPU before the first frame)."""
import sys
import types

import pytest

from posviz.qt import source_scan


@pytest.fixture
def feature(monkeypatch):
    import shiboken6  # noqa: F401
    module = sys.modules["shibokensupport.feature"]
    check = module._mod_uses_pyside
    monkeypatch.setattr(module, "_mod_uses_pyside", check.original if check in source_scan._LIGHT else check)
    return module


def test_the_light_check_answers_as_pysides_own_for_every_loaded_module(feature):
    import posviz.qt.window.app  # noqa: F401 (the window's modules, pyqtgraph's and numpy's are loaded)
    original = feature._mod_uses_pyside
    assert source_scan.lighten()
    light = feature._mod_uses_pyside
    assert light is not original and light in source_scan._LIGHT
    modules = [m for m in list(sys.modules.values()) if isinstance(getattr(m, "__file__", None), str)]
    answers = {m.__name__: (light(m), original(m)) for m in modules}
    assert len(answers) > 300
    assert {name for name, (mine, theirs) in answers.items() if mine != theirs} == set()
    assert answers["posviz.qt.window.app"] == (True, True)          # imports PySide6
    assert answers["posviz.model.positions"] == (False, False)      # Qt-free
    assert sum(mine for mine, _ in answers.values()) >= 50          # both answers occur, many times


def test_a_module_without_a_readable_source_file_is_asked_of_pyside(feature, tmp_path):
    asked = []
    feature._mod_uses_pyside = lambda module: asked.append(module.__name__) or "pyside's answer"
    assert source_scan.lighten()
    gone = types.ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")          # no such file
    compiled = types.ModuleType("compiled")
    compiled.__file__ = str(tmp_path / "compiled.so")
    written = types.ModuleType("written")
    (tmp_path / "written.py").write_text("# uses PySide6 in a comment\n", encoding="utf-8")
    written.__file__ = str(tmp_path / "written.py")
    answers = [feature._mod_uses_pyside(m) for m in (gone, compiled, written, types.ModuleType("builtin"))]
    assert answers == ["pyside's answer", "pyside's answer", True, "pyside's answer"]
    assert asked == ["gone", "compiled", "builtin"]


def test_lightening_twice_or_without_the_function_changes_nothing(feature, monkeypatch):
    assert source_scan.lighten()
    once = feature._mod_uses_pyside
    assert not source_scan.lighten() and feature._mod_uses_pyside is once
    monkeypatch.delattr(feature, "_mod_uses_pyside")
    assert not source_scan.lighten() and not hasattr(feature, "_mod_uses_pyside")
