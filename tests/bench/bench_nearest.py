"""Nearest rows of a 128,000 x 4,096 bf16 token table, side by side with the floor numpy sets.

    python tests/bench/bench_nearest.py [--rows 128000] [--d 4096] [--queries 9] [--keep]

Writes the model folder under /tmp/posviz-bench (1 GB; deleted afterwards unless ``--keep``, or
reused when it was already there), then, in a fresh process:

- measure: ``table.measure_rows()`` (the one pass over the rows that makes the int8 copy), wall
  and CPU seconds, and the process's peak resident memory;
- query: ``table.nearest(id, 10)`` for ``--queries`` ids, each followed by the floor, a float32
  (rows x d) @ (d,) product in numpy (BLAS sgemv, the same size as the table, in memory), each
  after a pause of ``SETTLE_S`` (BLAS's threads spin for a while after a product); min / median
  of each and the median of the per-pair ratios (the machine is shared: pairs drift together), and
  the CPU time of each (all threads);
- before: the search as it was (the whole bf16 table widened block by block into one mat-vec);
- check: the answers equal a brute-force float64 search over every row (ids and cosines to 1e-12).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
NAME = "llama-128000x4096-bf16"
SETTLE_S = 0.1          # pause before each timed query and each floor product


def folder_for(rows: int, d: int) -> Path:
    import bench_checkpoint
    if (rows, d) != bench_checkpoint.CASES[NAME][:2]:
        bench_checkpoint.CASES[f"llama-{rows}x{d}-bf16"] = (rows, d, "BF16", "llama")
        return bench_checkpoint.build(f"llama-{rows}x{d}-bf16")
    return bench_checkpoint.build(NAME)


def brute_force(table, token_id: int, k: int) -> list[tuple[int, float]]:
    """Every row's float64 cosine with row ``token_id``, block by block; the k best by (-cosine, id)."""
    query = np.asarray(table.matrix[token_id], dtype=np.float64)
    cosines = np.empty(table.vocab_size)
    for start in range(0, table.vocab_size, 4096):
        rows = np.asarray(table.matrix[start:start + 4096], dtype=np.float64)
        cosines[start:start + len(rows)] = rows @ query / (np.linalg.norm(rows, axis=1) * np.linalg.norm(query))
    cosines[token_id] = -np.inf
    order = np.lexsort((np.arange(len(cosines)), -cosines))[:k]
    return [(int(i), float(cosines[i])) for i in order]


def measure(folder: Path, queries: int) -> dict:
    from posviz.model.checkpoint.loader import load_checkpoint
    layer = load_checkpoint(folder)
    # The folder's small tokenizer names a few hundred rows; nearest() leaves the rest out as padding.
    # Every row is searched here (and by the brute force): the figure is a 128,000-row search.
    table = dataclasses.replace(layer.table, token_rows=None)
    wall, cpu = time.perf_counter(), time.process_time()
    table.measure_rows()
    measure_s, measure_cpu_s = time.perf_counter() - wall, time.process_time() - cpu
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    rng = np.random.default_rng(0)
    floor_matrix = rng.standard_normal((table.vocab_size, table.d_model), dtype=np.float32)
    floor_query = rng.standard_normal(table.d_model, dtype=np.float32)
    ids = [int(i) for i in rng.integers(0, table.vocab_size, queries)]
    table.nearest(ids[0], 10), floor_matrix @ floor_query                    # warm both
    pairs, cpu = [], []
    for token_id in ids:
        # Each side starts on a quiet machine: OpenBLAS's threads spin for about 30 ms after each
        # product, and a query timed right after the floor shared both cores with them (40 ms a
        # query back to back, 22-30 ms after a pause; its CPU time counted their spinning too).
        time.sleep(SETTLE_S)
        start, start_cpu = time.perf_counter(), time.process_time()
        table.nearest(token_id, 10)
        query_ms = (time.perf_counter() - start) * 1e3, (time.process_time() - start_cpu) * 1e3
        time.sleep(SETTLE_S)
        start, start_cpu = time.perf_counter(), time.process_time()
        floor_matrix @ floor_query
        floor_ms = (time.perf_counter() - start) * 1e3, (time.process_time() - start_cpu) * 1e3
        pairs.append((query_ms[0], floor_ms[0]))
        cpu.append((query_ms[1], floor_ms[1]))
    del floor_matrix
    before = []
    for token_id in ids[:3]:
        start = time.perf_counter()
        sims = table._cosine_all(token_id)                                 # the whole table, widened
        np.argpartition(-sims, 11)[:11]
        before.append((time.perf_counter() - start) * 1e3)
    equal = all(_same(table.nearest(i, 10), brute_force(table, i, 10)) for i in ids[:3])
    index = table.row_index
    return {"rows": table.vocab_size, "d": table.d_model, "measure_s": measure_s, "measure_cpu_s": measure_cpu_s,
            "index_mb": index.extra_bytes / 2**20, "kind": "bf16 words" if index.words is not None else "int8 copy",
            "load_average": list(os.getloadavg()),
            "peak_rss_mb": peak_mb, "query_ms": [p[0] for p in pairs], "floor_ms": [p[1] for p in pairs],
            "ratio": statistics.median(p[0] / p[1] for p in pairs), "before_ms": before,
            "query_cpu_ms": [c[0] for c in cpu], "floor_cpu_ms": [c[1] for c in cpu],
            "equal_to_brute_force": equal}


def _same(got, want) -> bool:
    return len(got) == len(want) and all(abs(a[1] - b[1]) <= 1e-12 for a, b in zip(got, want)) and \
        [i for i, _ in got] == [i for i, _ in want]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=128_000)
    parser.add_argument("--d", type=int, default=4_096)
    parser.add_argument("--queries", type=int, default=9)
    parser.add_argument("--keep", action="store_true", help="keep the model folder for later runs")
    parser.add_argument("--json", action="store_true", help="also print the figures as one JSON line (run.py)")
    parser.add_argument("--measure", metavar="FOLDER", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(Path(args.measure), args.queries)))
        return
    sys.path.insert(0, str(HERE.parent / "model"))
    folder = folder_for(args.rows, args.d)
    existed_before = (folder / "done").stat().st_mtime < time.time() - 5
    try:
        done = subprocess.run([sys.executable, __file__, "--measure", str(folder), "--queries", str(args.queries)],
                              capture_output=True, text=True, check=True, cwd=HERE)
    finally:
        if not args.keep and not existed_before:
            shutil.rmtree(folder, ignore_errors=True)
    r = json.loads(done.stdout.strip().splitlines()[-1])
    q, f = r["query_ms"], r["floor_ms"]
    print(f"{r['rows']:,} x {r['d']:,} bf16, {len(q)} queries of the 10 nearest rows, each paired with the floor")
    print(f"  nearest rows   min {min(q):7.1f} ms   median {statistics.median(q):7.1f} ms")
    print(f"  floor (numpy float32 {r['rows']:,} x {r['d']:,} @ {r['d']:,})"
          f"   min {min(f):7.1f} ms   median {statistics.median(f):7.1f} ms")
    print(f"  nearest / floor, median of the pairs: {r['ratio']:.2f}")
    print(f"  CPU time (both threads / BLAS's threads counted), median: nearest "
          f"{statistics.median(r['query_cpu_ms']):.0f} ms, floor {statistics.median(r['floor_cpu_ms']):.0f} ms")
    print(f"  before (whole table widened, one mat-vec): median {statistics.median(r['before_ms']):.0f} ms")
    print(f"  measuring the rows once (background): {r['measure_s']:.2f} s wall, {r['measure_cpu_s']:.2f} s CPU; "
          f"peak RSS {r['peak_rss_mb']:.0f} MB")
    print(f"  index beside the table ({r['kind']}): {r['index_mb']:.1f} MB (the table stays on disk, mapped)")
    print(f"  answers equal to a brute-force float64 search: {'yes' if r['equal_to_brute_force'] else 'NO'}")
    print(f"  load average during the run: {' '.join(f'{v:.2f}' for v in r['load_average'])}")
    if args.json:
        print(json.dumps(r))


if __name__ == "__main__":
    main()
