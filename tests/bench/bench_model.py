"""Model benchmarks: encoding 100,000 tokens and building a 100,000 x 768 sinusoidal table.

Run: python tests/bench/bench_model.py  (prints min / median / max over several repeats)
"""
from __future__ import annotations

import json
import statistics
import sys
import time

import numpy as np

from posviz.model import Sinusoidal, illustrative_model, toy_model


def measure(fn, repeats: int = 7) -> dict:
    """Seconds per call of ``fn``: min, median, max over ``repeats`` runs after one warm-up."""
    fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return {"min": min(times), "median": statistics.median(times), "max": max(times)}


def run() -> dict:
    """All model figures, keyed by name."""
    text = " ".join(["the dog bit the man"] * 20_000)          # 100,000 tokens
    d64, toy = illustrative_model(64), toy_model()
    positions = np.arange(100_000)
    return {
        "tokenize 100,000 tokens": measure(lambda: toy.vocabulary.tokenize(text)),
        "encode 100,000 tokens, d=6 (toy)": measure(lambda: toy.encode(text)),
        "encode 100,000 tokens, d=64": measure(lambda: d64.encode(text)),
        "sinusoidal 100,000 x 768, float64": measure(lambda: Sinusoidal().encode(positions, 768)),
        "sinusoidal 100,000 x 768, float32": measure(lambda: Sinusoidal().encode(positions, 768, np.float32)),
    }


def main() -> None:
    results = run()
    width = max(map(len, results))
    print(f"{'figure':<{width}}  {'min':>9} {'median':>9} {'max':>9}")
    for name, r in results.items():
        print(f"{name:<{width}}  {r['min'] * 1e3:8.1f}ms {r['median'] * 1e3:8.1f}ms {r['max'] * 1e3:8.1f}ms")
    if "--json" in sys.argv:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
