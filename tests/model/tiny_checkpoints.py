"""Tiny model folders written with the real libraries: safetensors weights, tokenizers' tokenizer.json.

Used by the checkpoint tests (model, Qt, CLI) and the benchmark. Values are seeded and, for bf16,
already rounded to bf16 so that a correct reader returns them exactly.
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

CORPUS = ["the dog bit the man", "the man bit the dog", "a small cat chased the dog", "café naïve"] * 10
BERT_WORDS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "the", "dog", "bit", "man", "##s", "cat", "small", "a"]


def to_bf16_bits(values: np.ndarray) -> np.ndarray:
    """float32 values (already bf16-exact) as their top 16 bits."""
    return (np.ascontiguousarray(values, dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)


def round_to_bf16(values: np.ndarray) -> np.ndarray:
    """float32 values truncated to what bf16 can hold (so widening gives them back exactly)."""
    bits = np.ascontiguousarray(values, dtype=np.float32).view(np.uint32) & np.uint32(0xFFFF0000)
    return bits.view(np.float32)


def save(path: Path, tensors: dict[str, np.ndarray], bf16=()) -> None:
    """Write ``tensors`` with the safetensors library; names in ``bf16`` are stored as BF16."""
    from safetensors import serialize_file
    from safetensors.numpy import save_file
    if not bf16:
        save_file({k: np.ascontiguousarray(v) for k, v in tensors.items()}, str(path))
        return
    keep = {name: (to_bf16_bits(v) if name in bf16 else np.ascontiguousarray(v)) for name, v in tensors.items()}
    dtypes = {name: "bfloat16" if name in bf16 else a.dtype.name for name, a in keep.items()}
    try:
        from safetensors import TensorSpec          # safetensors >= 0.7
    except ImportError:                             # older releases take plain dicts
        specs = {n: {"dtype": dtypes[n], "shape": a.shape, "data": a.tobytes()} for n, a in keep.items()}
    else:
        specs = {n: TensorSpec(dtype=dtypes[n], shape=a.shape, data_ptr=a.ctypes.data, data_len=a.nbytes)
                 for n, a in keep.items()}
    serialize_file(specs, str(path))


def byte_level_tokenizer(bos: str | None = None):
    """A GPT-2-style byte-level BPE trained on a tiny corpus; ``bos`` is prepended (Llama 3 style)."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    specials = ["<|endoftext|>"] + ([bos] if bos else [])
    trainer = trainers.BpeTrainer(vocab_size=300, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
                                  special_tokens=specials, show_progress=False)
    tok.train_from_iterator(CORPUS, trainer)
    if bos:
        tok.post_processor = processors.TemplateProcessing(
            single=f"{bos} $A", pair=f"{bos} $A {bos} $B", special_tokens=[(bos, tok.token_to_id(bos))])
    else:
        tok.post_processor = processors.ByteLevel(trim_offsets=False)
    return tok


def wordpiece_tokenizer(cls: str = "[CLS]", sep: str = "[SEP]"):
    """A BERT-style uncased WordPiece tokenizer over :data:`BERT_WORDS`, with [CLS] ... [SEP]."""
    from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors
    vocab = {w: i for i, w in enumerate(BERT_WORDS)}
    tok = Tokenizer(models.WordPiece(vocab, unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.decoder = decoders.WordPiece()
    tok.add_special_tokens(["[PAD]", "[UNK]", "[CLS]", "[SEP]"])
    tok.post_processor = processors.TemplateProcessing(
        single=f"{cls} $A {sep}", pair=f"{cls} $A {sep} $B:1 {sep}:1",
        special_tokens=[(cls, vocab[cls]), (sep, vocab[sep])])
    tok.enable_padding(length=32)        # as some published files do: the loader must turn it off
    return tok


def _folder(path: Path, config: dict, tokenizer) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    (path / "config.json").write_text(json.dumps(config))
    if tokenizer is not None:
        tokenizer.save(str(path / "tokenizer.json"))
    return path


def _values(rng, shape, bf16: bool = False) -> np.ndarray:
    values = rng.normal(0.0, 0.5, size=shape).astype(np.float32)
    return round_to_bf16(values) if bf16 else values


def gpt2(path: Path, prefix: str = "transformer.", dtype: str = "F32", d: int = 8, positions: int = 16,
         seed: int = 0) -> tuple[Path, dict]:
    """A GPT-2-like folder: wte, wpe and one unrelated block tensor. Returns (folder, tensors)."""
    tok = byte_level_tokenizer()
    rng, rows = np.random.default_rng(seed), tok.get_vocab_size()
    tensors = {f"{prefix}wte.weight": _values(rng, (rows, d), dtype == "BF16"),
               f"{prefix}wpe.weight": _values(rng, (positions, d), dtype == "BF16"),
               f"{prefix}h.0.attn.c_attn.weight": _values(rng, (d, 3 * d))}
    if dtype == "F16":
        tensors = {k: v.astype(np.float16) for k, v in tensors.items()}
    _folder(path, {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "vocab_size": rows,
                   "n_embd": d, "n_positions": positions, "n_ctx": positions}, tok)
    save(path / "model.safetensors", tensors, bf16={k for k in tensors if "wte" in k or "wpe" in k}
         if dtype == "BF16" else ())
    return path, tensors


def bert(path: Path, prefix: str = "bert.", model_type: str = "bert", d: int = 8, positions: int = 12,
         types: int = 2, pad: int = 0, seed: int = 1) -> tuple[Path, dict]:
    """A BERT-like folder (RoBERTa when model_type="roberta", DistilBERT without token types)."""
    rng, rows = np.random.default_rng(seed), len(BERT_WORDS)
    e = f"{prefix}embeddings."
    tensors = {f"{e}word_embeddings.weight": _values(rng, (rows, d)),
               f"{e}position_embeddings.weight": _values(rng, (positions, d)),
               f"{e}LayerNorm.weight": 1.0 + _values(rng, (d,)), f"{e}LayerNorm.bias": _values(rng, (d,)),
               f"{prefix}encoder.layer.0.attention.self.query.weight": _values(rng, (d, d))}
    config = {"model_type": model_type, "vocab_size": rows, "max_position_embeddings": positions,
              "layer_norm_eps": 1e-5, "pad_token_id": pad}
    config["dim" if model_type == "distilbert" else "hidden_size"] = d
    if model_type != "distilbert":
        tensors[f"{e}token_type_embeddings.weight"] = _values(rng, (types, d))
        config["type_vocab_size"] = types
    _folder(path, config, wordpiece_tokenizer())
    save(path / "model.safetensors", tensors)
    return path, tensors


def llama(path: Path, d: int = 8, heads: int = 2, extra_rows: int = 5, theta: float = 500000.0,
          seed: int = 2) -> tuple[Path, dict]:
    """A Llama-like folder: bf16 embed_tokens padded past the tokenizer, RoPE settings, no table."""
    tok = byte_level_tokenizer(bos="<|begin_of_text|>")
    rng, rows = np.random.default_rng(seed), tok.get_vocab_size() + extra_rows
    tensors = {"model.embed_tokens.weight": _values(rng, (rows, d), bf16=True),
               "model.layers.0.self_attn.q_proj.weight": _values(rng, (d, d), bf16=True),
               "lm_head.weight": _values(rng, (rows, d), bf16=True)}
    _folder(path, {"model_type": "llama", "vocab_size": rows, "hidden_size": d, "num_attention_heads": heads,
                   "rope_theta": theta, "max_position_embeddings": 64, "tie_word_embeddings": False}, tok)
    save(path / "model.safetensors", tensors, bf16=set(tensors))
    return path, tensors


def shard(folder: Path, tensors: dict) -> None:
    """Split a folder's model.safetensors into two shards with an index (the token table alone in one)."""
    (folder / "model.safetensors").unlink()
    names = sorted(tensors)
    first = [n for n in names if "wte" in n or "embed" in n or "word_embeddings" in n]
    parts = {"model-00001-of-00002.safetensors": first,
             "model-00002-of-00002.safetensors": [n for n in names if n not in first]}
    for file, part in parts.items():
        save(folder / file, {n: tensors[n] for n in part})
    weight_map = {n: file for file, part in parts.items() for n in part}
    (folder / "model.safetensors.index.json").write_text(json.dumps({"metadata": {}, "weight_map": weight_map}))
