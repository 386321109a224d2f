"""The posviz command."""
import os
import subprocess
import sys

import pytest


def run(*args, env_update=None, drop=()):
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(env_update or {})
    return subprocess.run([sys.executable, "-m", "posviz", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_help_lists_options():
    result = run("--help")
    assert result.returncode == 0 and "--sentence" in result.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="only Linux needs DISPLAY or WAYLAND_DISPLAY")
def test_no_display_is_explained():
    result = run(drop=("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))
    assert result.returncode == 2
    assert "needs a graphical display, and none was found" in result.stderr
    assert "DISPLAY and WAYLAND_DISPLAY are unset" in result.stderr
    assert "posviz export" in result.stderr and "libxcb-cursor0" in result.stderr
    assert "Traceback" not in result.stderr and "Aborted" not in result.stderr
