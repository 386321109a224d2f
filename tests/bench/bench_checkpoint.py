"""Real-model benchmarks: opening a 50,000 x 768 float32 model and a 128,000 x 4,096 bf16 one.

Run: python tests/bench/bench_checkpoint.py [--json]

The benchmark writes both model folders itself under /tmp/posviz-bench (about 1.2 GB, reused by
later runs), then measures each in a fresh process so that peak memory belongs to that model:

- open: ``load_checkpoint`` wall time (the model is usable then; the window shows it);
- measure: the pass over the table that measures every row and makes the nearest-row search's
  int8 copy (the window runs it in the background after the first frame);
- memory: the process's peak resident set minus its resident set before opening (file pages
  that the memory map touched count here), and numpy's peak heap allocation (tracemalloc);
- nearest: ``table.nearest(id, 10)`` over the whole vocabulary, min / median of 9 queries;
- screenful: encoding a sentence plus reading 40 rows of the table, as the window does;
- for comparison, the toy ``EmbeddingTable`` at 50,000 x 768 (it normalises a float64 copy).
"""
from __future__ import annotations

import json
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import numpy as np

ROOT = Path("/tmp/posviz-bench")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "model"))
CASES = {  # name -> (rows, d, dtype, family)
    "gpt2-50000x768-f32": (50_000, 768, "F32", "gpt2"),
    "llama-128000x4096-bf16": (128_000, 4_096, "BF16", "llama"),
}
CHUNK_ROWS = 8_192


def _chunks(rows: int, d: int, dtype: str, seed: int):
    rng = np.random.default_rng(seed)
    for start in range(0, rows, CHUNK_ROWS):
        block = rng.standard_normal((min(CHUNK_ROWS, rows - start), d), dtype=np.float32) * np.float32(0.05)
        yield (block.view(np.uint32) >> 16).astype("<u2") if dtype == "BF16" else block.astype("<f4")


def write_safetensors(path: Path, entries) -> None:
    """Stream tensors to a safetensors file: entries are (name, dtype, shape, iterable of arrays)."""
    header, offset = {}, 0
    for name, dtype, shape, _ in entries:
        size = int(np.prod(shape)) * (2 if dtype == "BF16" else 4)
        header[name] = {"dtype": dtype, "shape": list(shape), "data_offsets": [offset, offset + size]}
        offset += size
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as handle:
        handle.write(len(text).to_bytes(8, "little") + text)
        for _, _, _, chunks in entries:
            for chunk in chunks:
                handle.write(chunk.tobytes())


def build(name: str) -> Path:
    """Write the model folder ``name`` (once): config, weights, a small byte-level tokenizer."""
    import tiny_checkpoints as tc
    rows, d, dtype, family = CASES[name]
    folder = ROOT / name
    if (folder / "done").exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    if family == "gpt2":
        config = {"model_type": "gpt2", "vocab_size": rows, "n_embd": d, "n_positions": 1024}
        entries = [("wte.weight", dtype, (rows, d), _chunks(rows, d, dtype, 0)),
                   ("wpe.weight", dtype, (1024, d), _chunks(1024, d, dtype, 1))]
        tokenizer = tc.byte_level_tokenizer()
    else:
        config = {"model_type": "llama", "vocab_size": rows, "hidden_size": d, "num_attention_heads": 32,
                  "rope_theta": 500000.0, "max_position_embeddings": 8192}
        entries = [("model.embed_tokens.weight", dtype, (rows, d), _chunks(rows, d, dtype, 0))]
        tokenizer = tc.byte_level_tokenizer(bos="<|begin_of_text|>")
    (folder / "config.json").write_text(json.dumps(config))
    tokenizer.save(str(folder / "tokenizer.json"))
    write_safetensors(folder / "model.safetensors", entries)
    (folder / "done").write_text("ok")
    return folder


def _rss_mb() -> float:
    with open("/proc/self/status") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def _query_ms(fn, repeats: int = 9) -> dict:
    fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1e3)
    return {"min": min(times), "median": statistics.median(times)}


def measure(folder: Path) -> dict:
    """All figures for one folder, measured in this (fresh) process."""
    from posviz.model.checkpoint.loader import load_checkpoint
    import tokenizers  # noqa: F401  (imported before measuring: its import is not the model's cost)
    rss_before = _rss_mb()
    tracemalloc.start()
    start = time.perf_counter()
    layer = load_checkpoint(folder)
    open_s = time.perf_counter() - start
    layer.table.measure_rows()
    measure_s = time.perf_counter() - start - open_s
    heap_peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    peak_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    ids = [7, 1_000, layer.table.vocab_size - 1]
    screen = _query_ms(lambda: (layer.encode("the dog bit the man"), layer.table.matrix[1000:1040]))
    return {"open_s": open_s, "measure_s": measure_s, "rss_before_mb": rss_before, "peak_rss_growth_mb": peak_rss - rss_before,
            "heap_peak_mb": heap_peak, "screenful_ms": screen,
            "nearest_ms": _query_ms(lambda: [_uncached_nearest(layer.table, i) for i in ids], 5) | {"per": len(ids)}}


def _uncached_nearest(table, token_id: int):
    """``table.nearest(token_id, 10)`` (a real table keeps no answers: each query is searched)."""
    return table.nearest(token_id, 10)


def measure_toy_table(rows: int = 50_000, d: int = 768) -> dict:
    """The in-memory EmbeddingTable at the same size: first query normalises a float64 copy."""
    from posviz.model import EmbeddingTable
    table = EmbeddingTable(np.random.default_rng(0).standard_normal((rows, d), dtype=np.float32))
    tracemalloc.start()
    start = time.perf_counter()
    table.nearest(7, 10)
    first = time.perf_counter() - start
    heap = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return {"first_query_s": first, "heap_peak_mb": heap, "nearest_ms": _query_ms(lambda: table.nearest(7, 10))}


def _in_subprocess(*args) -> dict:
    result = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True, check=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--measure":
        print(json.dumps(measure_toy_table() if sys.argv[2] == "toy" else measure(Path(sys.argv[2]))))
        return
    results = {}
    for name in CASES:
        folder = build(name)
        runs = [_in_subprocess("--measure", str(folder)) for _ in range(3)]
        results[name] = min(runs, key=lambda r: r["open_s"]) | {
            "open_s_median": statistics.median(r["open_s"] for r in runs)}
    results["toy EmbeddingTable 50000x768"] = _in_subprocess("--measure", "toy")
    for name, r in results.items():
        if "open_s" in r:
            per = r["nearest_ms"]["per"]
            print(f"{name}: open {r['open_s']:.2f} s (median of 3: {r['open_s_median']:.2f} s), "
                  f"rows measured in {r['measure_s']:.2f} s more, "
                  f"peak RSS +{r['peak_rss_growth_mb']:.0f} MB, numpy heap peak {r['heap_peak_mb']:.0f} MB, "
                  f"nearest-10 {r['nearest_ms']['median'] / per:.1f} ms per query (min "
                  f"{r['nearest_ms']['min'] / per:.1f}), screenful {r['screenful_ms']['median']:.2f} ms")
        else:
            print(f"{name}: first query {r['first_query_s']:.2f} s, heap peak {r['heap_peak_mb']:.0f} MB, "
                  f"nearest-10 {r['nearest_ms']['median']:.1f} ms per query")
    if "--json" in sys.argv:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
