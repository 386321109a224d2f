"""posviz.memory: a frame-sized array freed and made again reuses its pages (counted by the kernel's
page faults, not timed)."""
from __future__ import annotations

import subprocess
import sys

import pytest

CHILD = """
import resource, sys
import numpy as np
from posviz.memory import keep_large_blocks
taken = keep_large_blocks() if sys.argv[1] == "tuned" else None
def frame(last):                  # a keystroke at 2,048 x 768: token rows and z made while the
    rows = np.ones((2048, 768))   # last frame's are alive, which are then dropped
    z = rows + last[1][:2048]
    return rows, z
last = frame((None, np.zeros((2048, 768))))
last = frame(last)                # the first ones may map new memory either way
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for _ in range(20):
    last = frame(last)
print(taken, resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
"""
PAGES_PER_FRAME = 2 * 2048 * 768 * 8 // 4096      # two arrays of 3,072 pages of 4 KiB


def faults(mode: str) -> tuple[str, int]:
    done = subprocess.run([sys.executable, "-c", CHILD, mode], capture_output=True, text=True, check=True, timeout=60)
    taken, count = done.stdout.split()
    return taken, int(count)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt is Linux's")
def test_a_freed_frame_sized_array_is_reused_without_new_pages():
    taken, tuned = faults("tuned")
    assert taken == "True"
    # 20 frames of 3,072 pages each: tuned, they reuse the heap's pages (a few stray faults allowed)
    assert tuned < 0.05 * 20 * PAGES_PER_FRAME
    _, untuned = faults("plain")
    # glibc's default maps each one anew (or as huge pages: still far more faults than tuned)
    assert untuned > 1000
