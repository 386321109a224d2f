"""The practice check inside the standalone bundle, whose sys.executable is posviz and not a Python.

Without building the bundle: a stand-in executable plays it, the way PyInstaller's bootloader does
(it runs tools/bundle_entry.py with posviz importable), and ``sys.frozen`` is set as PyInstaller sets
it. The checker must start its supervisor and runner through that executable's --practice-child
mode, the check must pass for the reference solution, the student's code must still be refused
posviz, and the mode must run nothing but the checker's two scripts.
"""
import os
import subprocess
import sys
from pathlib import Path

import pytest

import posviz
from posviz.practice import Limits, check, task_by_key

ROOT = Path(__file__).resolve().parents[2]
ENTRY = ROOT / "tools" / "bundle_entry.py"
# The folder holding the posviz this test runs (the checkout when installed editable, site-packages
# when installed as CI installs it): the stand-in bundle must run the same copy, as a real bundle does.
PACKAGE_HOME = Path(posviz.__file__).resolve().parents[1]
LIMITS = Limits(seconds=2.5)
posix_only = pytest.mark.skipif(os.name == "nt", reason="the stand-in bundle is a shell script")


@pytest.fixture
def bundle(tmp_path, monkeypatch):
    """A stand-in for the bundle's executable that logs each start; the process looks frozen."""
    log = tmp_path / "starts.log"
    fake = tmp_path / "posviz"
    # PyInstaller's bootloader sets sys._MEIPASS to the bundle's folder, then runs the entry script
    boot = (f"import runpy, sys; sys._MEIPASS = {str(PACKAGE_HOME)!r}; sys.argv = [{str(ENTRY)!r}] + sys.argv[1:]; "
            f"runpy.run_path({str(ENTRY)!r}, run_name='__main__')")
    fake.write_text(f'#!/bin/sh\necho "$1 $(basename "$2")" >> "{log}"\n'
                    f'PYTHONPATH="{PACKAGE_HOME}" exec "{sys.executable}" -s -c "{boot}" "$@"\n')
    fake.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(fake))
    return fake, log


@posix_only
def test_the_check_runs_through_the_bundles_own_executable(bundle):
    fake, log = bundle
    task = task_by_key("assemble_z")
    report = check(task, task.solution, LIMITS, seed=5)
    assert report.outcome == "passed", (report.summary, report.output)
    assert log.read_text().split("\n")[:2] == ["--practice-child supervisor.py", "--practice-child runner.py"]


@posix_only
def test_students_code_is_still_refused_posviz_in_the_bundle(bundle):
    task = task_by_key("assemble_z")
    report = check(task, "import posviz\n" + task.solution, LIMITS, seed=6)
    assert report.outcome != "passed"
    assert "cannot import posviz" in report.summary + " ".join(c.hint for c in report.cases) + report.output


def test_the_child_mode_runs_nothing_but_the_checkers_scripts(tmp_path):
    marker = tmp_path / "ran"
    other = tmp_path / "runner.py"            # the right name in the wrong folder
    other.write_text(f"open({str(marker)!r}, 'w').close()\n")
    result = subprocess.run([sys.executable, "-I", "-S", str(ENTRY), "--practice-child", str(other)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "practice checker's own scripts" in result.stderr
    assert not marker.exists()
