"""Smoke test of a built bundle (run by tools/bundle.py): it must work with nothing of Python around it.

The bundle's ``posviz`` is started with an empty environment (only HOME and a minimal PATH: no
virtualenv, no PYTHONPATH) from an unrelated folder. It must print its version, and ``posviz
export`` must write a CSV of Z equal to what posviz's model (imported here, in the build
environment) computes, and a PNG of the heatmap of the requested size. Prints the figures; exits 1
on the first failure.
"""
from __future__ import annotations

import csv
import os
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from posviz import __version__
from posviz.model import toy_model

SENTENCE = "the dog bit the man"


def empty_environment(home: Path) -> dict:
    """Only a home and the system's own folders: no virtualenv, no PYTHONPATH, no Python on PATH."""
    if os.name == "nt":
        root = os.environ.get("SYSTEMROOT", r"C:\Windows")
        return {"USERPROFILE": str(home), "SYSTEMROOT": root, "PATH": rf"{root}\System32;{root}"}
    return {"HOME": str(home), "PATH": "/usr/bin:/bin"}


def run(bundle: Path, args: list[str], home: Path) -> tuple[str, float]:
    env = empty_environment(home)
    start = time.perf_counter()
    result = subprocess.run([str(bundle), *args], cwd=home, env=env, capture_output=True, text=True, timeout=120)
    took = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"bundle smoke: posviz {' '.join(args)} exited {result.returncode}:\n{result.stderr}")
    return result.stdout, took


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"bundle smoke: {path} is not a PNG")
    return struct.unpack(">II", header[16:24])


def practice_check(bundle: Path) -> float:
    """Practice → Check as the frozen app runs it: the bundle's executable started again as the
    supervisor and the runner (--practice-child) on the scripts it ships; the reference solution
    must pass and 'import posviz' be refused. Returns the seconds the passing check took."""
    import posviz.practice.checker as checker
    import posviz.practice.process as process
    from posviz.practice import Limits, check, task_by_key
    inside = bundle.parent / "_internal" / "posviz" / "practice"
    process.SUPERVISOR, checker.RUNNER = inside / "supervisor.py", inside / "runner.py"
    sys.frozen, sys.executable = True, str(bundle)       # what PyInstaller sets in the app
    task = task_by_key("assemble_z")
    start = time.perf_counter()
    report = check(task, task.solution, Limits(seconds=10), seed=1)
    took = time.perf_counter() - start
    if report.outcome != "passed":
        raise SystemExit(f"bundle smoke: the practice check did not pass in the bundle: {report.summary}")
    report = check(task, "import posviz\n" + task.solution, Limits(seconds=10), seed=1)
    if "cannot import posviz" not in report.summary:
        raise SystemExit(f"bundle smoke: practice code could import posviz in the bundle: {report.summary}")
    return took


def main(bundle: str) -> int:
    bundle_path = Path(bundle).resolve()
    for script in ("supervisor.py", "runner.py", "walls/__init__.py", "walls/base.py"):   # the practice check's children
        if not (bundle_path.parent / "_internal" / "posviz" / "practice" / script).is_file():
            raise SystemExit(f"bundle smoke: posviz/practice/{script} is missing: Practice → Check cannot run")
    with tempfile.TemporaryDirectory(prefix="posviz-bundle-smoke-") as folder:
        home = Path(folder)
        out, took_version = run(bundle_path, ["--version"], home)
        assert out.strip() == f"posviz {__version__}", out
        _, took_csv = run(bundle_path, ["export", "z", "z.csv", "--sentence", SENTENCE], home)
        with open(home / "z.csv", newline="", encoding="utf-8") as handle:
            rows = list(csv.reader(handle))
        got = np.array([[float(v) for v in row[2:]] for row in rows[1:]])
        expected = toy_model().encode(SENTENCE).z
        if got.shape != expected.shape or not np.array_equal(got, expected):
            raise SystemExit(f"bundle smoke: Z differs from the model (max |diff| "
                             f"{np.max(np.abs(got - expected)) if got.shape == expected.shape else 'shape'})")
        if [row[1] for row in rows[1:]] != SENTENCE.split():
            raise SystemExit("bundle smoke: the CSV's token column is not the sentence")
        _, took_png = run(bundle_path, ["export", "heatmap", "heatmap.png", "--size", "800x600"], home)
        if png_size(home / "heatmap.png") != (800, 600):
            raise SystemExit(f"bundle smoke: heatmap.png is {png_size(home / 'heatmap.png')}, not 800 x 600")
    took_check = practice_check(bundle_path)
    print(f"bundle smoke: passed (--version {took_version:.2f} s, export CSV {took_csv:.2f} s, "
          f"export PNG {took_png:.2f} s, with an empty environment; practice check {took_check:.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
