"""Run a script as if on another system: ``python simulate_platform.py {win32,darwin} SCRIPT ARGS...``.

What runs on this Linux machine is loaded first (subprocess, threads, ctypes keep their Linux
internals), then ``sys.platform`` is set to the system named and the modules that system lacks are
made unimportable by a meta-path finder, with the ``os`` calls Windows lacks removed (those the
standard library itself needs to run processes here stay: ``subprocess`` keeps its POSIX internals). SCRIPT then runs as
``__main__``: posviz's practice checker, its supervisor or its runner must choose that system's
walls and fall back to what runs here where the system's own primitives (a Job Object, kernel32)
are missing. Standard library only: the checker starts it as ``python -I -S``.
"""
import ctypes  # noqa: F401  (loaded with this system's internals before the platform changes)
import os
import queue  # noqa: F401
import runpy
import selectors  # noqa: F401
import shutil  # noqa: F401   (the standard library's own branches on os.name stay Linux's)
import subprocess  # noqa: F401
import sys
import tempfile  # noqa: F401
import threading  # noqa: F401

MISSING_MODULES = {
    "win32": {"resource", "fcntl", "termios", "pwd", "grp", "pty", "tty", "syslog", "crypt", "spwd", "nis",
              "_posixsubprocess", "_posixshmem"},
    # macOS has the POSIX modules; what it lacks is Linux's /proc and prctl, which only the Linux walls use
    # (test_practice_platforms keeps them there), and the simulated platform makes the checker choose others.
    "darwin": set(),
}
MISSING_OS_CALLS = {
    "win32": ("getuid", "geteuid", "getgid", "getegid", "getpgid", "setsid", "killpg", "fork", "forkpty",
              "mkfifo", "sysconf", "posix_spawn", "O_NOFOLLOW", "O_NONBLOCK", "O_NOCTTY"),
    "darwin": (),
}


class Missing:
    """A finder that refuses the modules the simulated system does not have."""

    def __init__(self, names):
        self.names = names

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in self.names:
            raise ModuleNotFoundError(f"No module named {name!r} (simulated {sys.platform})", name=name)
        return None


def simulate(platform):
    """Make this process look like ``platform`` from here on."""
    for name in MISSING_MODULES[platform]:
        sys.modules.pop(name, None)
    sys.meta_path.insert(0, Missing(MISSING_MODULES[platform]))
    for name in MISSING_OS_CALLS[platform]:
        if hasattr(os, name):
            delattr(os, name)
    sys.platform = platform


if __name__ == "__main__":
    simulate(sys.argv[1])
    script = sys.argv[2]
    sys.argv = [script, *sys.argv[3:]]
    runpy.run_path(script, run_name="__main__")
