"""Quitting the application during a practice check: the check is stopped, its worker thread ends,
and the process exits normally (no "QThread: Destroyed while thread is still running" abort), even
when the student's code left a FIFO where the checker reads a case's error."""
import os
import subprocess
import sys
import textwrap
import time

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")

SCRIPT = textwrap.dedent('''
    import sys, time
    from pathlib import Path
    from PySide6 import QtCore, QtWidgets
    from posviz.practice import DraftStore, Limits
    from posviz.qt.panels.practice import PracticePanel
    from posviz.qt.session import Session

    SOURCE = """
    import os
    os.mkfifo("error_0.txt")      # the checker reads it once the case is over
    def positional_encoding(length, d_model):
        while True:
            pass
    """
    app = QtWidgets.QApplication([])
    panel = PracticePanel(Session(), store=DraftStore(Path(sys.argv[1])), limits=Limits(seconds={seconds}))
    panel.editor.setPlainText(SOURCE)
    panel.check_button.click()
    clock = {{}}

    def quit_once_running():
        if "Running case 1" in panel.summary.text() and not clock:
            clock["quit"] = time.monotonic()
            app.quit()

    timer = QtCore.QTimer(interval=20)
    timer.timeout.connect(quit_once_running)
    timer.start()
    app.exec()
    print(f"quit took {{time.monotonic() - clock['quit']:.2f}} s", flush=True)
''')


@pytest.mark.parametrize("seconds", [0.3, 60.0], ids=["after the time limit", "mid-case"])
def test_quitting_during_a_check_exits_cleanly(tmp_path, seconds):
    script = tmp_path / "quit_during_check.py"
    script.write_text(SCRIPT.format(seconds=seconds))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    started = time.monotonic()
    result = subprocess.run([sys.executable, str(script), str(tmp_path / "drafts")], env=env,
                            capture_output=True, text=True, timeout=120)
    assert "Destroyed while thread" not in result.stderr
    assert result.returncode == 0, result.stderr[-2000:]
    assert "quit took" in result.stdout
    assert time.monotonic() - started < 60     # a hang guard, not a timing: Stop is prompt
