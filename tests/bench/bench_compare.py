"""The Compare tab with two 128,000 x 4,096 models: from opening the second to the view being filled.

Run: python tests/bench/bench_compare.py

Writes two synthetic model folders (GPT-2-like with a learned position table, Llama-like with
RoPE; bf16 token tables of 128,000 x 4,096, about 1 GB each, streamed in chunks) to a temporary
folder removed at the end. In the real window (off-screen, 1920 x 1080) the Compare tab holds the
first model and a sentence of 512 tokens; the figure is the wall time from asking for the second
model to the compare view drawn with both (load in the background, comparison, layout and paint),
split into its parts, with the load average and the resident memory the second model added.
The tables were just written, so their pages are likely in the page cache (a warm read).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "model"))
ROWS, WIDTH, TOKENS = 128_000, 4_096, 512


def build(root: Path, family: str) -> Path:
    """A model folder of ``family`` ("gpt2" or "llama") with a bf16 ROWS x WIDTH token table."""
    import tiny_checkpoints as tc
    from bench_checkpoint import _chunks, write_safetensors
    folder = root / family
    folder.mkdir()
    if family == "gpt2":
        config = {"model_type": "gpt2", "vocab_size": ROWS, "n_embd": WIDTH, "n_positions": 1024}
        entries = [("wte.weight", "BF16", (ROWS, WIDTH), _chunks(ROWS, WIDTH, "BF16", 0)),
                   ("wpe.weight", "BF16", (1024, WIDTH), _chunks(1024, WIDTH, "BF16", 1))]
        tokenizer = tc.byte_level_tokenizer()
    else:
        config = {"model_type": "llama", "vocab_size": ROWS, "hidden_size": WIDTH, "num_attention_heads": 32,
                  "rope_theta": 500000.0, "max_position_embeddings": 8192}
        entries = [("model.embed_tokens.weight", "BF16", (ROWS, WIDTH), _chunks(ROWS, WIDTH, "BF16", 2))]
        tokenizer = tc.byte_level_tokenizer(bos="<|begin_of_text|>")
    (folder / "config.json").write_text(json.dumps(config))
    tokenizer.save(str(folder / "tokenizer.json"))
    write_safetensors(folder / "model.safetensors", entries)
    return folder


def sentence_of(folder: Path, tokens: int) -> str:
    """Words of the tiny corpus until ``folder``'s tokenizer makes exactly ``tokens`` tokens."""
    from tokenizers import Tokenizer
    tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
    words = "the dog bit the man and a small cat chased the dog".split()
    text = ""
    for i in range(10 * tokens):
        longer = (text + " " + words[i % len(words)]).strip()
        if len(tok.encode(longer).ids) > tokens:
            break
        text = longer
    return text


def rss_mb() -> float:
    with open("/proc/self/status") as handle:
        return next(int(line.split()[1]) / 1024 for line in handle if line.startswith("VmRSS:"))


def wait_for(app, condition, seconds: float = 120.0) -> None:
    deadline = time.perf_counter() + seconds
    while not condition():
        if time.perf_counter() > deadline:
            raise TimeoutError("the compare view was not filled in time")
        app.processEvents()
        time.sleep(0.001)


def run(first: Path, second: Path) -> dict:
    from PySide6 import QtWidgets
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(["posviz-bench"])
    from posviz.qt import create_window
    window = create_window()
    window.resize(1920, 1080)
    window.show()
    text = sentence_of(first, TOKENS)
    window.session.set_text(text)
    window.show_tab("Compare")
    panel = window.tabs.currentWidget().ensure_built()
    panel.add(str(first))
    wait_for(app, lambda: panel.view.comparison is not None and len(panel.view.comparison.models) == 1)
    before = rss_mb()
    marks = {}
    panel.loader.loaded.connect(lambda *_: marks.setdefault("loaded", time.perf_counter()))
    start = time.perf_counter()
    panel.add(str(second))
    wait_for(app, lambda: panel.view.comparison is not None and len(panel.view.comparison.models) == 2)
    shown = time.perf_counter()
    panel.view.repaint()                       # drawn, not only laid out
    filled = time.perf_counter()
    counts = [m.count for m in panel.view.comparison.models]
    result = {"second_open_to_filled_s": filled - start, "load_s": marks["loaded"] - start,
              "compare_and_show_s": shown - marks["loaded"], "paint_s": filled - shown, "tokens": counts,
              "rss_added_mb": rss_mb() - before, "characters": len(text)}
    window.close()
    window.deleteLater()
    app.processEvents()
    return result


def main() -> None:
    root = Path(tempfile.mkdtemp(prefix="posviz-bench-compare-"))
    try:
        start = time.perf_counter()
        first, second = build(root, "gpt2"), build(root, "llama")
        print(f"wrote two {ROWS:,} x {WIDTH:,} bf16 models in {time.perf_counter() - start:.1f} s")
        result = run(first, second)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    load = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print(f"second model opened -> compare view filled: {result['second_open_to_filled_s']:.3f} s "
          f"(load {result['load_s']:.3f} s, compare and show {result['compare_and_show_s']:.3f} s, "
          f"paint {result['paint_s']:.3f} s); tokens per model {result['tokens']}, "
          f"{result['characters']:,} characters; resident memory added {result['rss_added_mb']:.0f} MB")
    print(f"uptime: {load}")


if __name__ == "__main__":
    if "QT_QPA_PLATFORM" not in os.environ:
        screens = Path(tempfile.mkdtemp(prefix="posviz-bench-screen-")) / "screens.json"
        screens.write_text('{"screens": [{"name": "desktop", "x": 0, "y": 0, "width": 1920, "height": 1080, '
                           '"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}')
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screens}"
    os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="posviz-bench-config-"))
    main()
