"""Recording benchmark: a 60-second 1080p30 walkthrough, encoded by ``posviz export`` in each format.

    nice python tests/bench/bench_record.py [--formats mp4 webm gif apng] [--seconds 60] [--size 1920x1080]

Each format is recorded by the real command in its own process (``posviz export walkthrough OUT``,
off screen), so the figures are what a lecturer gets: wall time from the command's start to its exit
(Python, Qt and the window included), the CPU time it used (encoder threads included), its peak
resident memory (``ru_maxrss`` of that process), the file's size, and its decoded frame count. The
target: wall time <= the video's duration on 2 cores. Not a test: it prints figures, asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TITLE_SECONDS, MOTION_SECONDS, STEPS = 3.0, 1.0, 5       # the walkthrough's fixed parts


def hold_for(seconds: float) -> float:
    """The --hold that makes a walkthrough last ``seconds``: title + 5 holds + the addition's motion."""
    return (seconds - TITLE_SECONDS - MOTION_SECONDS) / STEPS


def record(fmt: str, seconds: float, size: str, fps: int, folder: Path) -> dict:
    out = folder / f"walk.{fmt}"
    command = [sys.executable, "-m", "posviz", "export", "walkthrough", str(out), "--size", size, "--fps", str(fps),
               "--hold", repr(hold_for(seconds))]
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    start = time.perf_counter()
    child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    stderr = child.stderr.read()
    if status != 0:
        return {"format": fmt, "error": stderr.strip()}
    import av
    with av.open(str(out)) as container:
        frames = sum(1 for _ in container.decode(video=0))
    return {"format": fmt, "wall_s": wall, "cpu_s": usage.ru_utime + usage.ru_stime,
            "peak_mb": usage.ru_maxrss / 1024, "file_mb": out.stat().st_size / 1e6, "frames": frames,
            "realtime": seconds / wall}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--formats", nargs="+", default=["mp4", "webm", "gif", "apng"])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--fps", type=int, default=30)
    args = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; cores: {os.cpu_count()}")
    with tempfile.TemporaryDirectory() as folder:
        for fmt in args.formats:
            row = record(fmt, args.seconds, args.size, args.fps, Path(folder))
            if "error" in row:
                print(f"{fmt:5s} failed: {row['error']}")
                continue
            print(f"{fmt:5s} {args.seconds:.0f} s {args.size} at {args.fps} fps: {row['frames']} frames, "
                  f"wall {row['wall_s']:.1f} s ({row['realtime']:.2f}x real time), CPU {row['cpu_s']:.1f} s, "
                  f"peak {row['peak_mb']:.0f} MB, file {row['file_mb']:.1f} MB; "
                  f"load {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
