"""A private Xvfb display at 1920 x 1080 for the benchmark run (or Qt's offscreen platform)."""
from __future__ import annotations

import os
import shutil
import subprocess

from common import SCREEN


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
            self.env = {"QT_QPA_PLATFORM": "offscreen"}
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
            return "Qt offscreen platform (QT_QPA_PLATFORM=offscreen)"
        return f"Xvfb {SCREEN[0]}x{SCREEN[1]}x24 (xcb platform, software rendering)"
