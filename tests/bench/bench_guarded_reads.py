"""What the guarded reader costs: strict JSON (posviz.files.parse_json) against json.loads on a
synthetic tokenizer.json of a large vocabulary, and reading a safetensors header with its layout check.

Run: python tests/bench/bench_guarded_reads.py

Prints the median of 5 runs of each; nothing is asserted (benchmarks print figures).
"""
from __future__ import annotations

import json
import statistics
import struct
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from posviz.files import parse_json
from posviz.model.checkpoint.safetensors_io import read_header


def tokenizer_json(vocab: int) -> bytes:
    """A BPE tokenizer.json of ``vocab`` tokens and as many merges (the shape of Llama 3's, 128k)."""
    model = {"type": "BPE", "vocab": {f"tok{i}": i for i in range(vocab)},
             "merges": [f"tok{i % 97} tok{i % 89}" for i in range(vocab)]}
    return json.dumps({"version": "1.0", "added_tokens": [], "model": model}).encode()


def header_file(folder: Path, tensors: int) -> Path:
    """A safetensors file of ``tensors`` tiny F32 tensors (a large model's header: ~300 bytes each)."""
    header = {f"model.layers.{i}.weight": {"dtype": "F32", "shape": [1], "data_offsets": [4 * i, 4 * i + 4]}
              for i in range(tensors)}
    raw = json.dumps(header).encode()
    raw += b" " * (-len(raw) % 8)
    path = folder / "model.safetensors"
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + bytes(4 * tensors))
    return path


def median_ms(run, repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    for vocab in (32_000, 128_000, 256_000):
        text = tokenizer_json(vocab)
        plain = median_ms(lambda text=text: json.loads(text))
        strict = median_ms(lambda text=text: parse_json(text, "tokenizer.json"))
        tracemalloc.start()
        parse_json(text, "tokenizer.json")
        peak = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
        print(f"tokenizer.json {len(text) / 1e6:5.1f} MB ({vocab:,} tokens): json.loads {plain:6.0f} ms, "
              f"parse_json {strict:6.0f} ms (x{strict / plain:.1f}), peak {peak:.0f} MB")
    with tempfile.TemporaryDirectory() as folder:
        for count in (300, 3_000, 30_000):
            path = header_file(Path(folder), count)
            print(f"safetensors header of {count:,} tensors ({path.stat().st_size / 1e6:.2f} MB): "
                  f"read_header {median_ms(lambda path=path: read_header(path)):.1f} ms")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
