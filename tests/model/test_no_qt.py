"""The numpy model must import without Qt or pyqtgraph."""
import subprocess
import sys


def test_model_imports_without_qt():
    code = ("import sys, posviz.model, posviz.cli.command; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
