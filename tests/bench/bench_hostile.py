"""Issue 26's hostile inputs through the command line and the window, one table row per case.

    python tests/bench/bench_hostile.py [--cli-only | --window-only] [NAME-FRAGMENT ...]

Cases: hostile_cases.CASES (misbehaving tokenizers, messages that grow with the input, heavy
sentences, command-line names and tables, comma-decimal locales).

- Command line: ``python -m posviz export z OUT --model M --sentence S`` in an empty folder.
  Checked: the exit status (0 for "ok", 2 for "refused"), stderr is at most one line with no
  traceback and no escape character, nothing is written but OUT, no tokenizer child outlives the
  command, and the peak memory (the command's and its children's largest resident size).
- Window: the real window (``create_window``) off-screen at 1920 x 1080 with the 5 ms GUI-thread
  heartbeat of bench_stalls; the model is opened and the sentence typed, each step run until the
  session is idle. Checked: the worst stall, the session's message is one line of at most 1,100
  characters, and the session is not left busy.

Prints one row per case and a BENCH_RESULT line (JSON) with every figure.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_stalls  # noqa: E402
import hostile_cases  # noqa: E402

CLI_LIMIT_S = 120
# A small Python between the bench and the command: Linux folds the resident size of the process
# that was exec'd over into ru_maxrss, so the command started straight from this (large) process
# would report this process's size; the wrapper reports its child's own (children of it included).
WRAPPER = ("import resource, subprocess, sys; code = subprocess.call(sys.argv[2:]); "
           "open(sys.argv[1], 'w').write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)); "
           "sys.exit(code)")


def children_named(fragment: str) -> set[int]:
    """Process ids whose command line holds ``fragment`` (the tokenizer children of any posviz)."""
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as cmd:
                    if fragment.encode() in cmd.read():
                        found.add(int(entry))
            except OSError:
                pass
    return found


def run_cli(case, folder: Path) -> dict:
    """One ``posviz export`` of ``case``; the row's checks and figures."""
    work = folder / "work"
    work.mkdir()
    if case.prepare is not None:
        case.prepare(work)
    args = [sys.executable, "-m", "posviz", "export", "z", str(work / case.out), "--sentence", case.sentence,
            *case.args]
    if case.model is not None:
        args += ["--model", str(case.model)]
    before = children_named("tokenizer_child import main")
    start = time.perf_counter()
    peak_file = folder / "peak.txt"
    proc = subprocess.Popen([sys.executable, "-c", WRAPPER, str(peak_file), *args], cwd=work,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, **case.env, "QT_QPA_PLATFORM": "offscreen"})
    streams = {}
    readers = [threading.Thread(target=lambda n=n, s=s: streams.__setitem__(n, s.read()))
               for n, s in (("out", proc.stdout), ("err", proc.stderr))]
    for reader in readers:
        reader.start()
    timer = threading.Timer(CLI_LIMIT_S, proc.kill)
    timer.start()
    _, status, _ = os.wait4(proc.pid, 0)
    timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)
    for reader in readers:
        reader.join()
    out, err = streams["out"], streams["err"]
    seconds = time.perf_counter() - start
    peak = int(peak_file.read_text()) / 1024 if peak_file.exists() else -1
    time.sleep(0.3)
    orphans = children_named("tokenizer_child import main") - before
    text = err.decode("utf-8", "replace")
    written = sorted(p.name for p in work.iterdir())
    wanted = 0 if case.expect == "ok" else 2
    checks = {
        "status": proc.returncode == wanted or (case.expect == "either" and proc.returncode in (0, 2)),
        "one line": text.count("\n") <= 1,
        "no traceback": "Traceback" not in text and "panicked" not in text,
        "no escape": "\x1b" not in text and b"\x1b" not in out,
        "only OUT": written == ([case.out] if proc.returncode == 0 or case.prepare else []),
        "link's target": all(p.exists() and p.read_text()[:3] != "old" for p in case.written),
        "no orphan": not orphans,
        "under 60 s": seconds < 60,
    }
    return {"status": proc.returncode, "seconds": round(seconds, 2), "peak_mb": round(peak),
            "failed": [name for name, ok in checks.items() if not ok], "stderr": text[:160]}


def run_window(app, window, heartbeat, case) -> dict:
    """Open ``case``'s model (or the lesson's) and type its sentence; the worst stall and checks."""
    session = window.session
    heartbeat.reset()
    if case.model is not None:
        bench_stalls.step(app, window, heartbeat, lambda: window.models.open(str(case.model)), "open the model")
    bench_stalls.step(app, window, heartbeat, lambda: session.set_text(case.sentence), "type")
    for title in ("Word order", "Input layer"):
        bench_stalls.step(app, window, heartbeat, lambda t=title: bench_stalls.show_tab(window, t), f"show {title}")
    message = session.message or window.statusBar().currentMessage()
    worst = heartbeat.worst
    checks = {"one line": "\n" not in message and len(message) <= 1_100, "not busy": not session.busy,
              "under 250 ms": worst < 0.25, "under 1 s": worst < 1.0}
    bench_stalls.step(app, window, heartbeat, lambda: session.set_text("the dog bit the man"))
    return {"stall_ms": round(worst * 1000, 1), "failed": [name for name, ok in checks.items() if not ok],
            "message": message[:120]}


def main(argv: list[str]) -> dict:
    wanted = [a for a in argv if not a.startswith("--")]
    cases = [c for c in hostile_cases.CASES if not wanted or any(w in c[1] for w in wanted)]
    root = Path(tempfile.mkdtemp(prefix="posviz-hostile-"))
    built = []
    for i, (kind, name, build) in enumerate(cases):
        folder = root / f"case{i}"
        folder.mkdir()
        built.append((kind, name, build(folder), folder))
    results = {}
    if "--window-only" not in argv:
        for kind, name, case, folder in built:
            results.setdefault(name, {"kind": kind})["cli"] = row = run_cli(case, folder)
            print(f"CLI    {kind:9} {name:34} exit {row['status']} {row['seconds']:6.2f} s {row['peak_mb']:5} MB "
                  f"{'OK' if not row['failed'] else 'FAIL ' + ', '.join(row['failed'])}  {row['stderr'][:90]!r}",
                  flush=True)
    if "--cli-only" not in argv:
        from PySide6 import QtWidgets

        from posviz.qt import create_window
        app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
        window = create_window("the dog bit the man")
        window.resize(1920, 1080)
        window.show()
        heartbeat = bench_stalls.Heartbeat()
        bench_stalls.settle(app, window, heartbeat)
        for kind, name, case, _ in sorted(built, key=lambda b: b[2].model is not None):   # the lesson's first
            if case.model is None and (case.args or case.prepare) or case.out != "out.csv":
                continue                     # a command-line option: nothing to type in the window
            results.setdefault(name, {"kind": kind})["window"] = row = run_window(app, window, heartbeat, case)
            print(f"WINDOW {kind:9} {name:34} stall {row['stall_ms']:7.1f} ms "
                  f"{'OK' if not row['failed'] else 'FAIL ' + ', '.join(row['failed'])}  {row['message'][:90]!r}",
                  flush=True)
    return results


if __name__ == "__main__":
    bench_stalls.offscreen_desktop()
    figures = main(sys.argv[1:])
    print("BENCH_RESULT " + json.dumps(figures), flush=True)
    os._exit(0)
