"""A private Xvfb display at 1920 x 1080 for the benchmark run (or Qt's offscreen platform, given a
configured 1920 x 1080 screen: its own default is 800 x 600, where the window is fitted to the screen
and shows fewer panels)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess

from common import SCREEN, WORK


def offscreen_platform() -> str:
    """``QT_QPA_PLATFORM`` for an offscreen screen of ``SCREEN`` pixels at 96 dpi (a file under WORK)."""
    WORK.mkdir(parents=True, exist_ok=True)
    config = WORK / "screens.json"
    config.write_text(json.dumps({"screens": [{"name": "bench", "x": 0, "y": 0, "width": SCREEN[0],
                                               "height": SCREEN[1], "logicalDpi": 96, "logicalBaseDpi": 96,
                                               "dpr": 1}]}))
    return f"offscreen:configfile={config}"


class Display:
    """Start Xvfb on a free display number; ``env`` is what children need to use it.

    With ``platform="offscreen"`` (or no Xvfb installed) nothing is started and children run on
    Qt's offscreen platform. Use as a context manager: the server is stopped on exit.
    """

    def __init__(self, platform: str = "xvfb") -> None:
        self.platform = platform if shutil.which("Xvfb") else "offscreen"
        self.env: dict[str, str] = {}
        self._server: subprocess.Popen | None = None

    def __enter__(self) -> "Display":
        if self.platform == "offscreen":
            self.env = {"QT_QPA_PLATFORM": offscreen_platform()}
            return self
        read, write = os.pipe()
        self._server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            self._server.kill()
            raise RuntimeError("Xvfb did not start")
        self.env = {"DISPLAY": f":{number}", "QT_QPA_PLATFORM": "xcb"}
        return self

    def __exit__(self, *exc) -> None:
        if self._server is not None:
            self._server.terminate()
            self._server.wait(timeout=10)

    @property
    def description(self) -> str:
        if self.platform == "offscreen":
            return f"Qt offscreen platform, one {SCREEN[0]}x{SCREEN[1]} screen (offscreen:configfile=...)"
        return f"Xvfb {SCREEN[0]}x{SCREEN[1]}x24 (xcb platform, software rendering)"
