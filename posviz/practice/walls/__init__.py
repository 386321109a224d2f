"""The practice checker's walls, one class per system behind one interface (:class:`base.Walls`).

``current()`` picks Linux's (subreaper, /proc, namespaces, rlimits), another POSIX system's
(macOS: process group, ``ps`` polling, rlimits) or Windows's (a Job Object), and falls back to the
portable base where a system's module is missing. This package is the only place in posviz that
imports a module some system lacks (``resource``, ``fcntl``, ...) or uses a POSIX-only call
(tests/practice/test_practice_platforms.py checks it). The supervisor and the runner load it by
its path, not as ``posviz.practice.walls`` (posviz stays off their ``sys.path``): standard library only.
"""
import sys

from .base import Walls


def current():
    """The walls of the system this process runs on (``sys.platform``), as strong as it allows."""
    try:
        if sys.platform == "win32":
            from .windows import WindowsWalls
            return WindowsWalls()
        if sys.platform.startswith("linux"):
            from .linux import LinuxWalls
            return LinuxWalls()
        from .posix import PosixWalls
        return PosixWalls()
    except ImportError:   # a module this system lacks after all: what every system has
        return Walls()

