"""The walls every system has: a wall clock, a kill of the runner, pipes read by threads.

Standard library only, and only what exists on Linux, macOS and Windows alike: the supervisor and
the runner load this package by its path (``python -I -S``, posviz off ``sys.path``), and the app
imports it as ``posviz.practice.walls``. A system's own walls are subclasses (``linux``, ``posix``,
``windows``) that replace a method where the system offers something stronger.
"""
import os
import queue
import subprocess
import threading


def pump(stream, events, tag, chunk_bytes=4096):
    """Start a daemon thread putting ``(tag, bytes)`` from ``stream`` on ``events``; ``(tag, b"")`` at its end.

    Threads instead of ``select``: Windows cannot wait on a pipe with ``select``.
    """
    fd = stream if isinstance(stream, int) else stream.fileno()

    def run():
        while True:
            try:
                chunk = os.read(fd, chunk_bytes)
            except OSError:
                chunk = b""
            events.put((tag, chunk))
            if not chunk:
                return

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def next_event(events, timeout):
    """The next ``(tag, bytes)`` from ``events`` within ``timeout`` seconds, else ``(None, b"")``."""
    try:
        return events.get(timeout=max(timeout, 0))
    except queue.Empty:
        return None, b""


def split_lines(buffer, chunk):
    """``(lines, rest)``: the whole lines in ``buffer + chunk`` (a Windows ``\\r`` dropped) and what follows."""
    *lines, rest = (buffer + chunk).split(b"\n")
    return [line.rstrip(b"\r") for line in lines], rest


class Walls:
    """What any system offers: the runner started in a group of its own where possible, killed at the end.

    Without a way to see the runner's descendants, memory and process counts are not measured
    (``measure`` says 0 bytes, one process) and ``complete`` is False: the app then sweeps what it can.
    """

    name = "portable"
    complete = False          # True when ``end`` is sure to have ended every descendant
    poll_seconds = 0.05       # how often the supervisor measures the tree

    # --- the runner, on itself -----------------------------------------------------------------
    def limit_processes(self, job):
        """Cap the number of processes before the code runs (the runner calls it first)."""

    def cut_network(self):
        """Move off the network; True when done."""
        return False

    def limit_resources(self, job):
        """Cap memory, CPU time and file size (the runner calls it once numpy is loaded)."""

    # --- the supervisor, on the runner's tree --------------------------------------------------
    def prepare(self, config):
        """Set up before the runner starts (``config``: the supervisor's, limits included)."""

    def runner_options(self):
        """Extra ``subprocess.Popen`` arguments for the runner."""
        return {}

    def hold(self, runner):
        """Take the started runner into keeping, before it is told to go."""

    def on_ready(self, baseline_bytes):
        """The runner has loaded Python and numpy, holding ``baseline_bytes``."""

    def finished(self, runner):
        """The runner's exit code once it has ended (negative for a signal), else None."""
        return runner.poll()

    def measure(self, runner):
        """``(bytes, processes)`` the runner's tree holds now."""
        return 0, 1

    def end(self, runner, give_up_seconds=5.0):
        """End the runner and all it started; return the pids still there (normally [])."""
        _kill_and_wait(runner, give_up_seconds)
        return []

    # --- the app, on the supervisor -------------------------------------------------------------
    def supervisor_options(self):
        """Extra ``subprocess.Popen`` arguments for the supervisor."""
        return {}

    def sweep(self, mark):
        """End every process left by a supervisor that could not report (its environment held the entry
        ``mark``, "NAME=value"); return their pids."""
        return []


def _kill_and_wait(proc, seconds):
    try:
        proc.kill()
    except OSError:
        pass
    try:
        proc.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        pass
