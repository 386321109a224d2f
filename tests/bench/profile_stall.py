"""Profile the GUI thread while one step of bench_stalls runs (cProfile, top functions by cumulative time).

    python tests/bench/profile_stall.py KIND STEP_INDEX

Runs bench_stalls' KIND with every step before STEP_INDEX unprofiled, then profiles step STEP_INDEX
(the action and everything the event loop does until the session settles) and prints the 40 largest
cumulative entries.
"""
from __future__ import annotations

import cProfile
import pstats
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_stalls  # noqa: E402


def main() -> None:
    kind, wanted = sys.argv[1], int(sys.argv[2])
    counter = {"n": 0}
    plain = bench_stalls.step

    def profiled(app, window, heartbeat, action, name=""):
        index = counter["n"]
        counter["n"] += 1
        if index != wanted:
            return plain(app, window, heartbeat, action, name)
        profile = cProfile.Profile()
        profile.enable()
        plain(app, window, heartbeat, action, name)
        profile.disable()
        print(f"step {index} {name}: worst gap {heartbeat.worst * 1000:.0f} ms", flush=True)
        pstats.Stats(profile).sort_stats("cumulative").print_stats(45)

    bench_stalls.step = profiled
    bench_stalls.main([kind])


if __name__ == "__main__":
    bench_stalls.offscreen_desktop()
    main()
    import os
    os._exit(0)
