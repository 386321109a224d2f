"""A FIFO that tells whether anybody opened it: the proof that text from a file loaded no resource.

A reader that opens a FIFO blocks until a writer comes. The watcher, a separate process (Qt may
block in ``open`` while holding the GIL, so a thread would never run), keeps trying a non-blocking
open for writing, which succeeds only once a reader is there; it then closes at once (the reader
sees end of file, so nothing hangs) and reports the open on its output.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

_WATCHER = r"""
import errno, os, sys, time
path = sys.argv[1]
print("ready", flush=True)
while True:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
    except OSError as exc:
        if exc.errno != errno.ENXIO:
            sys.exit(0)
        time.sleep(0.002)
        continue
    os.close(fd)
    print("opened", flush=True)
    time.sleep(0.05)
"""


class FifoWatch:
    """``with FifoWatch(path) as watch: ...``; afterwards ``watch.opened`` counts the reads."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.opened = 0
        os.mkfifo(self.path)

    def __enter__(self) -> "FifoWatch":
        self._log = self.path.with_name(self.path.name + ".log")
        with open(self._log, "w") as log:
            self._process = subprocess.Popen([sys.executable, "-c", _WATCHER, str(self.path)], stdout=log)
        while "ready" not in self._log.read_text():
            time.sleep(0.01)
        return self

    def count(self) -> int:
        """How many times the FIFO was opened for reading so far (the watcher keeps serving)."""
        time.sleep(0.1)                           # an open just before the call is still reported
        self.opened = self._log.read_text().split().count("opened")
        return self.opened

    def __exit__(self, *exc) -> None:
        self._process.kill()
        self._process.wait(5)
