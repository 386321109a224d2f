"""Process-wide memory settings for an interactive session (Qt-free).

A keystroke on a long sentence makes new (L, d) arrays (a 2,048 x 768 frame's z and token rows:
12.6 MB each) while the last frame's are freed. glibc's malloc serves blocks that large with a
fresh ``mmap`` every time (its threshold rises only past the largest block freed, and an equal
size is still mapped), so the kernel hands out and zeroes ~3,000 new pages per array: measured,
that was 40 % of the worker's encode (5.5 ms of which 2.1 ms page faults at 2,048 x 768).
Keeping such blocks in malloc's heap lets the next frame reuse the pages the last one freed.
"""
from __future__ import annotations

import ctypes
import sys

M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3     # glibc's mallopt parameters (malloc.h)
MMAP_THRESHOLD = 32 * 1024 * 1024               # glibc's largest allowed: blocks below it reuse heap pages
TRIM_THRESHOLD = 4 * MMAP_THRESHOLD             # free memory kept at the heap's top before it is returned


def keep_large_blocks() -> bool:
    """Let blocks under 32 MB be reused from malloc's heap instead of mapped anew each time.

    Returns whether the settings were taken: only glibc has them (macOS, Windows and musl keep
    their own behaviour, and are left alone). Costs a few megabytes of peak memory.
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        # The process's own symbols hold its C library's: no ctypes.util.find_library, which imports
        # subprocess and runs ldconfig (some 10 ms of CPU and 8 ms of waiting at every start).
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):       # not glibc (musl has no mallopt)
        return False
    mallopt.argtypes, mallopt.restype = (ctypes.c_int, ctypes.c_int), ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))
