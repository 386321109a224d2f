"""The practice checker's supervisor: start the runner, hold its whole process tree, end all of it.

Run as ``python -I -S supervisor.py CONFIG_JSON`` (standard library only). The config says how to
start the runner (``argv``), the memory cap over the tree (``memory_bytes``, on top of what the
tree used when the runner said "ready") and per process (``process_memory_bytes``, where the system
caps a process from outside), the most processes the tree may hold (``max_processes``) and its CPU
time (``cpu_seconds``). Commands come on stdin: "stop" ends the tree; end of file without it means
the app went away (even killed): the tree is ended and the run's folder, the supervisor's working
directory, removed.

How the tree is held is the system's: the ``walls`` package beside this file (a Linux subreaper
and /proc, a macOS process group polled with ``ps``, a Windows Job Object; see its modules). The
supervisor polls the tree every ``walls.poll_seconds`` and ends it when the memory it holds goes
over the cap or when it holds too many processes.

The runner is started with a pipe on its stdin (one "go" line once the walls hold it, then end of
file) and one on its stdout (its progress: net off, ready, case <i>, done); what the student's code
prints goes to this process's stderr, which the app drains. The supervisor relays the progress lines
to its own stdout, the app's control pipe, and ends with one line of its own: ``end {"reason": ...,
"returncode": ..., "peak_bytes": ..., "baseline_bytes": ..., "processes": ..., "end_seconds": ...,
"left": [...], "complete": ..., "walls": ...}``.
"""
import json
import os
import queue
import shutil
import subprocess
import sys
import time

RELAYED = (b"net off", b"ready", b"case ", b"done")


def load_walls():
    """The ``walls`` package beside this script, imported by its path (posviz stays off ``sys.path``)."""
    import importlib.util
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "walls")
    spec = importlib.util.spec_from_file_location("_posviz_walls", os.path.join(folder, "__init__.py"),
                                                  submodule_search_locations=[folder])
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _send(line):
    try:
        os.write(1, line + b"\n")
    except OSError:   # the app is gone; stdin's end of file ends the tree
        pass


def _relay(lines, on_ready):
    """Pass the runner's well-formed progress lines on; anything else is dropped (no forged "end")."""
    for line in lines:
        if line.startswith(RELAYED) and len(line) < 32:
            if line == b"ready":
                on_ready()
            _send(line)


def _start(config, walls):
    """The runner, started, held by the walls, then told to go."""
    runner = subprocess.Popen(config["argv"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, **walls.runner_options())
    walls.hold(runner)
    try:
        runner.stdin.write(b"go\n")
        runner.stdin.close()
    except OSError:   # it ended already: its exit is seen next
        pass
    return runner


def supervise(config, walls, base):
    """Run the runner to its end (or the cap's, or the app's); return the final report."""
    walls.prepare(config)
    runner = _start(config, walls)
    events = queue.Queue()
    base.pump(0, events, "app", 64)
    output = base.pump(runner.stdout, events, "runner")
    state = {"baseline": None, "peak": 0, "count": 0, "buffer": b""}

    def measure():
        total, count = walls.measure(runner)
        state["peak"], state["count"] = max(state["peak"], total), max(state["count"], count)
        return total, count

    def on_ready():
        if state["baseline"] is None:
            state["baseline"] = measure()[0]
            walls.on_ready(state["baseline"])

    def take(chunk):
        lines, state["buffer"] = base.split_lines(state["buffer"], chunk)
        state["buffer"] = state["buffer"][-64:]
        _relay(lines, on_ready)

    reason = None
    while reason is None:
        tag, chunk = base.next_event(events, walls.poll_seconds)
        if tag == "app" and (not chunk or b"stop" in chunk):   # end of file without "stop": the app is gone
            reason = "stopped" if chunk else "orphaned"
            break
        if tag == "runner" and chunk:
            take(chunk)
        if walls.finished(runner) is not None:
            reason = "exited"
            break
        total, count = measure()
        if state["baseline"] is not None and total > state["baseline"] + config["memory_bytes"]:
            reason = "memory"
        elif count > config["max_processes"]:
            reason = "processes"
    started = time.monotonic()
    left = walls.end(runner)
    ended = time.monotonic() - started
    output.join(0.5)   # progress written just before the runner exited (a process left behind may hold the pipe)
    while not events.empty():
        tag, chunk = events.get_nowait()
        if tag == "runner":
            take(chunk)
    return {"reason": reason, "returncode": walls.finished(runner), "peak_bytes": state["peak"],
            "baseline_bytes": state["baseline"], "processes": state["count"], "end_seconds": ended, "left": left,
            "complete": walls.complete, "walls": walls.name}


def main(config):
    package = load_walls()
    report = supervise(config, package.current(), package.base)
    if report["reason"] == "orphaned":   # nobody will read the run's folder (the cwd) or remove it
        folder = os.getcwd()
        os.chdir(os.path.dirname(folder))   # Windows removes no folder that is a process's cwd
        shutil.rmtree(folder, ignore_errors=True)
    _send(b"end " + json.dumps(report).encode())


if __name__ == "__main__":
    main(json.loads(sys.argv[1]))
