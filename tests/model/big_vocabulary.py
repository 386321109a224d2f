"""A model folder with a very large vocabulary (a WordLevel tokenizer of ``words`` words, a table of
``words`` x ``d`` rows), written with the real libraries: the Real model tab's and the loader's
worst case for vocabulary size."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

import tiny_checkpoints as tc


def folder(path: Path, words: int, d: int = 8) -> Path:
    from tokenizers import Tokenizer, models, pre_tokenizers
    vocab = {"[UNK]": 0, **{f"w{i}": i for i in range(1, words)}}
    tok = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    path.mkdir(parents=True, exist_ok=True)
    tok.save(str(path / "tokenizer.json"))
    rng = np.random.default_rng(0)
    tensors = {"transformer.wte.weight": rng.normal(0, 0.5, (words, d)).astype(np.float32),
               "transformer.wpe.weight": rng.normal(0, 0.5, (16, d)).astype(np.float32)}
    (path / "config.json").write_text(json.dumps({"model_type": "gpt2", "vocab_size": words, "n_embd": d,
                                                  "n_positions": 16, "n_ctx": 16}))
    tc.save(path / "model.safetensors", tensors)
    return path
