"""Which thread holds the GIL during a GUI-thread stall: a sampler thread that, when its own 2 ms
sleep overran by more than 100 ms, prints every thread's stack as seen just before and just after.

    python tests/bench/gil_sampler.py KIND      (a bench_stalls kind)
"""
from __future__ import annotations

import sys
import threading
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_stalls  # noqa: E402


def _stacks() -> dict:
    me = threading.get_ident()
    names = {t.ident: t.name for t in threading.enumerate()}
    return {names.get(i, i): traceback.format_stack(f)[-6:] for i, f in sys._current_frames().items() if i != me}


def sample(stop: threading.Event) -> None:
    before = _stacks()
    last = time.perf_counter()
    while not stop.is_set():
        time.sleep(0.002)
        now = time.perf_counter()
        after = _stacks()
        if now - last > 0.1:
            print(f"=== sampler gap {1000 * (now - last):.0f} ms", flush=True)
            for name, stack in before.items():
                print(f"--- before, {name}:\n{''.join(stack)}")
            for name, stack in after.items():
                print(f"--- after, {name}:\n{''.join(stack)}")
        before, last = after, time.perf_counter()


if __name__ == "__main__":
    bench_stalls.offscreen_desktop()
    bench_stalls.VERBOSE = True
    stop = threading.Event()
    threading.Thread(target=sample, args=(stop,), daemon=True).start()
    bench_stalls.main(sys.argv[1:])
    import os
    os._exit(0)
