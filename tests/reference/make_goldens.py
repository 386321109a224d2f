"""Golden values made by the reference library's own code (Hugging Face transformers on torch).

Run by hand, never by the tests, in a virtualenv of its own (torch and transformers are never
posviz's runtime or test dependencies)::

    python3 -m venv /work/refvenv
    /work/refvenv/bin/pip install torch transformers safetensors tokenizers
    /work/refvenv/bin/python tests/reference/make_goldens.py

It rewrites ``tests/reference/goldens/``:

- ``rope/<case>.npz`` + ``rope/cases.json``: for each RoPE config (both config.json layouts,
  nested per attention type, every scaling type, partial rotary, GPT-J), the model's own rotary
  module: ``inv_freq`` and ``attention_scaling`` at several sequence lengths (past the original
  and the maximum length for dynamic and longrope), cos/sin at chosen positions, and the model's
  own ``apply_rotary_pos_emb`` on fixed q and k. Computed twice: as shipped (float32; the module
  forces it) and with the reference's float32 casts redirected to float64 (:func:`float64`),
  which is what posviz's float64 path must match.
- ``models/<name>/``: small random models of every family, built with transformers' own classes
  and saved with ``save_pretrained`` in F32, F16 and BF16 (sharded and tied variants, both
  config layouts), a tokenizer.json made with ``tokenizers``; and ``models/<name>.npz``: the ids
  of :data:`SENTENCE` and ``hidden_states[0]`` (what block 1 receives) from the reference run in
  float64 and in the stored dtype.

Versions used are written to ``goldens/versions.json``.
"""
from __future__ import annotations

import contextlib
import copy
import json
import shutil
import sys
from pathlib import Path

import numpy as np
import safetensors.torch  # noqa: F401  (imported before float64() patches torch's dtypes: it keys a table by them)
import torch
import transformers

HERE = Path(__file__).resolve().parent
OUT = HERE / "goldens"
sys.path.insert(0, str(HERE.parent / "model"))
import tiny_checkpoints as tc  # noqa: E402

SENTENCE = "the small cat chased the dog"
PAD_SENTENCE = "the dog <pad> bit the man"


@contextlib.contextmanager
def float64():
    """Run the reference's RoPE code in float64: its ``torch.float`` / ``.float()`` casts become float64."""
    saved = torch.float, torch.float32, torch.Tensor.float, torch.get_default_dtype()
    torch.float = torch.float32 = torch.float64
    torch.Tensor.float = lambda self, *a, **k: self.double()
    torch.set_default_dtype(torch.float64)
    try:
        yield
    finally:
        torch.float, torch.float32, torch.Tensor.float, default = saved
        torch.set_default_dtype(default)


# --- RoPE cases: config.json dicts as found in the wild (shapes of real models) -----------------

def longrope_factors(n: int, top: float) -> list[float]:
    return [round(1.0 + (top - 1.0) * (i / (n - 1)) ** 2, 6) for i in range(n)]


LLAMA31 = {"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32, "num_key_value_heads": 8,
           "max_position_embeddings": 131072, "vocab_size": 128256, "intermediate_size": 14336}
LLAMA3_SCALING = {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                  "original_max_position_embeddings": 8192, "rope_type": "llama3"}
QWEN25 = {"model_type": "qwen2", "hidden_size": 3584, "num_attention_heads": 28, "num_key_value_heads": 4,
          "max_position_embeddings": 131072, "vocab_size": 152064, "intermediate_size": 18944}
PHI3 = {"model_type": "phi3", "hidden_size": 3072, "num_attention_heads": 32, "max_position_embeddings": 131072,
        "original_max_position_embeddings": 4096, "vocab_size": 32064, "intermediate_size": 8192,
        "rope_theta": 10000.0, "rope_scaling": {"type": "longrope", "short_factor": longrope_factors(48, 1.5),
                                                "long_factor": longrope_factors(48, 40.0)}}
ROPE_CASES = {
    "llama3_old_layout": ({**LLAMA31, "rope_theta": 500000.0, "rope_scaling": LLAMA3_SCALING}, [None, 100, 8192, 20000]),
    "llama3_new_layout": ({**LLAMA31, "rope_parameters": {**LLAMA3_SCALING, "rope_theta": 500000.0}}, [None, 100]),
    "default_old_layout": ({**LLAMA31, "rope_theta": 500000.0, "max_position_embeddings": 8192}, [None, 100]),
    "default_new_layout": ({**LLAMA31, "max_position_embeddings": 8192,
                            "rope_parameters": {"rope_type": "default", "rope_theta": 1000000.0}}, [None, 100]),
    "explicit_head_dim": ({**LLAMA31, "head_dim": 64, "rope_theta": 10000.0, "max_position_embeddings": 4096}, [None]),
    "linear": ({**LLAMA31, "max_position_embeddings": 16384, "rope_theta": 10000.0,
                "rope_scaling": {"type": "linear", "factor": 4.0}}, [None, 5000]),
    "dynamic": ({**LLAMA31, "max_position_embeddings": 4096, "rope_theta": 10000.0,
                 "rope_scaling": {"type": "dynamic", "factor": 2.0}}, [None, 1000, 4096, 6000, 16384]),
    "yarn_old_layout": ({**QWEN25, "rope_theta": 1000000.0, "rope_scaling": {
        "type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768}}, [None, 40000]),
    "yarn_new_layout_mscale": ({**QWEN25, "rope_parameters": {
        "rope_type": "yarn", "rope_theta": 10000.0, "factor": 40.0, "original_max_position_embeddings": 4096,
        "beta_fast": 32, "beta_slow": 1, "mscale": 0.707, "mscale_all_dim": 1.0}}, [None, 50000]),
    "yarn_attention_factor_untruncated": ({**QWEN25, "rope_parameters": {
        "rope_type": "yarn", "rope_theta": 150000.0, "factor": 32.0, "original_max_position_embeddings": 4096,
        "attention_factor": 1.25, "beta_fast": 16.0, "beta_slow": 2.0, "truncate": False}}, [None]),
    "longrope": (PHI3, [None, 4096, 4097, 100000]),
    "neox_partial": ({"model_type": "gpt_neox", "hidden_size": 512, "num_attention_heads": 8,
                      "max_position_embeddings": 2048, "rotary_pct": 0.25, "rotary_emb_base": 10000,
                      "vocab_size": 50304, "intermediate_size": 2048}, [None, 100]),
    "partial_factor_phi3": ({**PHI3, "partial_rotary_factor": 0.5, "rope_scaling": None,
                             "max_position_embeddings": 4096}, [None, 100]),
    "gptj": ({"model_type": "gptj", "n_embd": 4096, "n_head": 16, "rotary_dim": 64, "n_positions": 2048,
              "vocab_size": 50400}, [100]),
}
NESTED = {"model_type": "gemma3_text", "hidden_size": 640, "num_attention_heads": 4, "num_key_value_heads": 1,
          "head_dim": 256, "max_position_embeddings": 32768, "vocab_size": 262144, "intermediate_size": 2048,
          "num_hidden_layers": 6, "sliding_window": 512,
          "rope_parameters": {"full_attention": {"rope_type": "linear", "factor": 8.0, "rope_theta": 1000000.0},
                              "sliding_attention": {"rope_type": "default", "rope_theta": 10000.0}}}
NESTED_OLD = {k: v for k, v in NESTED.items() if k != "rope_parameters"}
NESTED_OLD.update({"rope_theta": 1000000.0, "rope_local_base_freq": 10000.0,
                   "rope_scaling": {"rope_type": "linear", "factor": 8.0}})


def config_of(config: dict):
    return transformers.AutoConfig.for_model(**copy.deepcopy(config))


def rotary_module(model_config):
    """The model family's own rotary-embedding module and its apply function."""
    import importlib
    kind = model_config.model_type
    module = importlib.import_module(f"transformers.models.{kind.replace('_text', '')}.modeling_"
                                     f"{kind.replace('_text', '')}")
    cls = next(getattr(module, n) for n in dir(module) if n.endswith("RotaryEmbedding") and "Scaling" not in n
               and "Dynamic" not in n and "Linear" not in n)
    return cls(model_config), module


def fixed_qk(n_positions: int, head_dim: int) -> tuple[np.ndarray, np.ndarray]:
    """The q and k rotated in every case, shape (1, 1, n, head_dim) each (the tests remake them)."""
    rng = np.random.default_rng(7)
    return rng.normal(size=(1, 1, n_positions, head_dim)), rng.normal(size=(1, 1, n_positions, head_dim))


def rotary_values(config: dict, seq_len: int | None, layer_type: str | None) -> dict:
    """One rotary module, fresh, run at positions ending at seq_len - 1."""
    model_config = config_of(config)
    emb, module = rotary_module(model_config)
    head_dim = getattr(model_config, "head_dim", None) or model_config.hidden_size // model_config.num_attention_heads
    last = (seq_len or 1) - 1
    positions = np.unique(np.array([0, 1, 2, 3, 7, 100, last // 2, last]).clip(0, last))
    pos = torch.tensor(positions)[None]
    q, k = fixed_qk(len(positions), head_dim)
    dtype = torch.get_default_dtype()
    x = torch.zeros(1, dtype=dtype)
    if kind_is_gptj(model_config):
        sincos = emb.embed_positions[pos]
        sin, cos = torch.split(sincos, sincos.shape[-1] // 2, dim=-1)
        tq = torch.tensor(q, dtype=dtype).transpose(1, 2)    # GPT-J rotates (B, L, H, D)
        tk = torch.tensor(k, dtype=dtype).transpose(1, 2)
        rd = model_config.rotary_dim
        qe = torch.cat([module.apply_rotary_pos_emb(tq[..., :rd], sin, cos), tq[..., rd:]], -1).transpose(1, 2)
        ke = torch.cat([module.apply_rotary_pos_emb(tk[..., :rd], sin, cos), tk[..., rd:]], -1).transpose(1, 2)
        # GPT-J keeps no inv_freq, only its sin/cos table; this is the formula its create_sinusoidal_positions uses.
        inv = 1.0 / (10000 ** (torch.arange(0, rd, 2, dtype=torch.int64) / rd))
        return {"positions": positions, "inv_freq": inv.double().numpy(), "attention_scaling": 1.0,
                "cos": cos[0].double().numpy(), "sin": sin[0].double().numpy(),
                "q_embed": qe.double().numpy(), "k_embed": ke.double().numpy()}
    kwargs = {"layer_type": layer_type} if layer_type else {}
    cos, sin = emb(x, pos, **kwargs)
    prefix = f"{layer_type}_" if layer_type else ""
    scaling = getattr(emb, f"{prefix}attention_scaling")
    qe, ke = module.apply_rotary_pos_emb(torch.tensor(q, dtype=dtype), torch.tensor(k, dtype=dtype), cos, sin)
    return {"positions": positions, "inv_freq": getattr(emb, f"{prefix}inv_freq").double().numpy(),
            "attention_scaling": float(scaling), "cos": cos[0].double().numpy(), "sin": sin[0].double().numpy(),
            "q_embed": qe.double().numpy(), "k_embed": ke.double().numpy()}


def kind_is_gptj(model_config) -> bool:
    return model_config.model_type == "gptj"


def make_rope_goldens() -> None:
    out = OUT / "rope"
    out.mkdir(parents=True, exist_ok=True)
    cases = {}
    all_cases = {**{n: (c, s, None) for n, (c, s) in ROPE_CASES.items()},
                 "nested_full": (NESTED, [None, 100], "full_attention"),
                 "nested_sliding": (NESTED, [None, 100], "sliding_attention"),
                 "nested_old_layout_full": (NESTED_OLD, [None, 100], "full_attention"),
                 "nested_old_layout_sliding": (NESTED_OLD, [None, 100], "sliding_attention")}
    for config, _, _ in all_cases.values():    # import every module before float64() patches torch's dtypes
        rotary_module(config_of(config))
    for name, (config, seq_lens, layer_type) in all_cases.items():
        arrays = {}
        for s in seq_lens:
            tag = "init" if s is None else str(s)
            for precision in ("f64", "f32"):
                if precision == "f64":
                    with float64():
                        values = rotary_values(config, s, layer_type)
                else:
                    values = rotary_values(config, s, layer_type)
                for key, value in values.items():
                    if (key == "positions" and precision == "f32") or (key.endswith("_embed") and s != seq_lens[-1]):
                        continue     # rotated q, k at the last length only: random doubles do not compress
                    value = np.asarray(value)
                    arrays[f"{tag}/{precision}/{key}"] = value.astype(np.float32) if precision == "f32" else value
        np.savez_compressed(out / f"{name}.npz", **arrays)
        cases[name] = {"config": config, "seq_lens": seq_lens, "layer_type": layer_type}
        print("rope", name)
    (out / "cases.json").write_text(json.dumps(cases, indent=1))


# --- small random models of every family ----------------------------------------------------------

WORDS = sorted(set(" ".join(tc.CORPUS + [SENTENCE, "the dog bit the man"]).split()))
FILLER = [f"w{i}" for i in range(100 - len(WORDS) - 5)]      # a vocabulary of ~100, as real ones are padded


def word_tokenizer(folder: Path, kind: str | None) -> int:
    """A WordLevel tokenizer of ~100 words made with ``tokenizers``; ``kind`` picks the special tokens.

    "bos": Llama-style <|begin_of_text|> first; "roberta": <s> ... </s> with <pad> = 1 (a literal
    <pad> in the text is that special token); None: no special tokens added.
    """
    from tokenizers import Tokenizer, models, pre_tokenizers, processors
    specials = {"bos": ["<unk>", "<|begin_of_text|>"], "roberta": ["<s>", "<pad>", "</s>", "<unk>"],
                None: ["<unk>", "<|endoftext|>"]}[kind]
    vocab = {w: i for i, w in enumerate(specials + WORDS + FILLER)}
    tok = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tok.add_special_tokens(specials)
    if kind == "bos":
        tok.post_processor = processors.TemplateProcessing(single="<|begin_of_text|> $A",
                                                           special_tokens=[("<|begin_of_text|>", 1)])
    elif kind == "roberta":
        tok.post_processor = processors.TemplateProcessing(single="<s> $A </s>", special_tokens=[("<s>", 0), ("</s>", 2)])
    tok.save(str(folder / "tokenizer.json"))
    return tok.get_vocab_size()


def bert_tokenizer(folder: Path) -> int:
    tok = tc.wordpiece_tokenizer()
    tok.save(str(folder / "tokenizer.json"))
    return len(tc.BERT_WORDS)


SMALL = {"num_hidden_layers": 1, "intermediate_size": 32}
DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
FAMILIES = {
    # name: (model class, config, tokenizer, dtypes, save options, config rewrite)
    "gemma": ("GemmaForCausalLM", {"hidden_size": 48, "num_attention_heads": 2, "num_key_value_heads": 1,
                                   "head_dim": 16, "max_position_embeddings": 128}, "bos", "all", {}, None),
    "phi3_longrope": ("Phi3ForCausalLM", {
        "hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 256, "pad_token_id": 0,
        "original_max_position_embeddings": 32, "rope_theta": 10000.0, "partial_rotary_factor": 0.5,
        "rope_scaling": {"type": "longrope", "short_factor": [1.0, 1.1, 1.3, 1.6],
                         "long_factor": [1.0, 2.0, 5.0, 9.0]}}, "bos", "all", {}, "keep"),
    "phi": ("PhiForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 128,
                               "tie_word_embeddings": True}, "bos", ("f32",), {}, "keep"),
    "neox": ("GPTNeoXForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 128,
                                    "rotary_pct": 0.25, "rotary_emb_base": 10000, "tie_word_embeddings": True},
             None, "all", {}, "keep"),
    "gptj": ("GPTJForCausalLM", {"n_embd": 32, "n_head": 2, "rotary_dim": 8, "n_positions": 128, "n_layer": 1,
                                 "n_inner": 32, "tie_word_embeddings": True}, None, "all", {}, None),
    "opt": ("OPTForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 64,
                               "ffn_dim": 32, "word_embed_proj_dim": 32}, None, "all", {}, None),
    "bloom": ("BloomForCausalLM", {"hidden_size": 48, "n_head": 6, "n_layer": 1}, None, "all", {}, None),
    "falcon_rope": ("FalconForCausalLM", {"hidden_size": 32, "num_attention_heads": 4, "alibi": False,
                                          "rope_theta": 10000.0, "max_position_embeddings": 128}, None, "all", {}, None),
    "falcon_alibi": ("FalconForCausalLM", {"hidden_size": 32, "num_attention_heads": 4, "alibi": True,
                                           "max_position_embeddings": 128}, None, ("f32",), {}, None),
    "bert": ("BertModel", {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 32,
                           "type_vocab_size": 2, "layer_norm_eps": 1e-12}, "bert", "all", {}, None),
    "roberta": ("RobertaModel", {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 34,
                                 "type_vocab_size": 1, "pad_token_id": 1, "bos_token_id": 0, "eos_token_id": 2,
                                 "layer_norm_eps": 1e-5}, "roberta", "all", {}, None),
    # Llama: every scaling type, both layouts, sharded and tied, one dtype each.
    "llama_old_layout_llama3": ("LlamaForCausalLM", {
        "hidden_size": 64, "num_attention_heads": 4, "num_key_value_heads": 2, "max_position_embeddings": 512,
        "rope_parameters": {"rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0, "low_freq_factor": 1.0,
                            "high_freq_factor": 4.0, "original_max_position_embeddings": 64},
        "tie_word_embeddings": False}, "bos", ("f32",), {}, "old"),
    "llama_new_layout_yarn": ("LlamaForCausalLM", {
        "hidden_size": 64, "num_attention_heads": 4, "max_position_embeddings": 256, "tie_word_embeddings": True,
        "rope_parameters": {"rope_type": "yarn", "rope_theta": 1000000.0, "factor": 4.0,
                            "original_max_position_embeddings": 64}}, "bos", ("bf16",), {}, None),
    "llama_sharded_dynamic": ("LlamaForCausalLM", {
        "hidden_size": 64, "num_attention_heads": 4, "max_position_embeddings": 64, "tie_word_embeddings": False,
        "rope_parameters": {"rope_type": "dynamic", "rope_theta": 10000.0, "factor": 2.0}}, "bos", ("f16",),
        {"max_shard_size": "10KB"}, None),
    "llama_tied_linear": ("LlamaForCausalLM", {
        "hidden_size": 32, "num_attention_heads": 2, "head_dim": 8, "max_position_embeddings": 128,
        "tie_word_embeddings": True, "rope_parameters": {"rope_type": "linear", "rope_theta": 10000.0, "factor": 2.0}},
        "bos", ("f32",), {}, None),
}
MODELS = {f"{family}_{dtype}": (cls, config, tok, DTYPES[dtype], save, layout)
          for family, (cls, config, tok, dtypes, save, layout) in FAMILIES.items()
          for dtype in (DTYPES if dtypes == "all" else dtypes)}


def to_old_layout(folder: Path) -> None:
    """Rewrite config.json as older library versions wrote it: top-level rope_theta and rope_scaling."""
    path = folder / "config.json"
    config = json.loads(path.read_text())
    params = config.pop("rope_parameters")
    config["rope_theta"] = params.pop("rope_theta")
    config["rope_scaling"] = params if params.get("rope_type", "default") != "default" else None
    path.write_text(json.dumps(config, indent=2))


def hidden_zero(folder: Path, cls, dtype, ids: list[int]) -> np.ndarray:
    model = cls.from_pretrained(folder, dtype=dtype).eval()
    with torch.no_grad():
        out = model(input_ids=torch.tensor([ids]), attention_mask=torch.ones(1, len(ids), dtype=torch.long),
                    output_hidden_states=True)
    return out.hidden_states[0][0].double().numpy()


def make_model(name: str, spec) -> None:
    cls_name, config, tokenizer, dtype, save, layout = spec
    cls = getattr(transformers, cls_name)
    folder = OUT / "models" / name
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    vocab = bert_tokenizer(folder) if tokenizer == "bert" else word_tokenizer(folder, tokenizer)
    config_cls = cls.config_class
    torch.manual_seed(0)
    full = {**SMALL, "vocab_size": vocab, **config}
    model = cls(config_cls(**copy.deepcopy(full))).eval()
    with torch.no_grad():     # random embeddings with a spread that shows (init std is tiny)
        for p in model.get_input_embeddings().parameters():
            p.normal_(0.0, 0.5)
    model.to(dtype).save_pretrained(folder, **save)
    if layout == "old":
        to_old_layout(folder)
    elif layout == "keep":    # family key names as the Hub's files have them
        path = folder / "config.json"
        written = json.loads(path.read_text())
        written.pop("rope_parameters", None)
        path.write_text(json.dumps({**written, **config}, indent=2))
    from tokenizers import Tokenizer
    tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tok.no_padding()         # the BERT tokenizer pads to 32, as some published files do
    sentences = [SENTENCE] + ([PAD_SENTENCE] if tokenizer == "roberta" else [])
    arrays = {}
    for i, sentence in enumerate(sentences):
        ids = tok.encode(sentence).ids
        arrays[f"s{i}/ids"] = np.array(ids)
        arrays[f"s{i}/hidden0_f64"] = hidden_zero(folder, cls, torch.float64, ids)
        arrays[f"s{i}/hidden0_native"] = hidden_zero(folder, cls, dtype, ids)
    np.savez_compressed(OUT / "models" / f"{name}.npz", **arrays)
    (OUT / "models" / f"{name}.json").write_text(json.dumps({"sentences": sentences, "dtype": str(dtype)}))
    print("model", name, sorted(p.name for p in folder.iterdir()))


# --- the families of issue 24: one f32 model each (a few variants), every step of their input layer ----------

def _enc_dec(d: int = 32, **extra) -> dict:
    return {"d_model": d, "encoder_attention_heads": 2, "decoder_attention_heads": 2, "encoder_layers": 1,
            "decoder_layers": 1, "encoder_ffn_dim": 32, "decoder_ffn_dim": 32, "max_position_embeddings": 64,
            "pad_token_id": 1, "bos_token_id": 0, "eos_token_id": 2, "decoder_start_token_id": 2, **extra}


BERTLIKE = {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 32, "pad_token_id": 0}
# name: (model class, config, tokenizer, layout, encoder-decoder)
NEW_FAMILIES = {
    "stablelm": ("StableLmForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "num_key_value_heads": 2,
                                          "max_position_embeddings": 128}, "bos", None, False),
    "cohere": ("CohereForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 128},
               "bos", None, False),
    "granite": ("GraniteForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 128,
                                       "embedding_multiplier": 12.0}, "bos", None, False),
    "minicpm3": ("MiniCPM3ForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 128,
                                         "qk_nope_head_dim": 8, "qk_rope_head_dim": 8, "kv_lora_rank": 8,
                                         "q_lora_rank": 8, "v_head_dim": 16, "scale_emb": 12}, "bos", None, False),
    "olmo2": ("Olmo2ForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 128},
              "bos", None, False),
    "nemotron": ("NemotronForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "num_key_value_heads": 2,
                                         "max_position_embeddings": 128},
                 "bos", None, False),
    "persimmon": ("PersimmonForCausalLM", {"hidden_size": 32, "num_attention_heads": 2,
                                           "max_position_embeddings": 128}, "bos", None, False),
    "starcoder2": ("Starcoder2ForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "num_key_value_heads": 1,
                                             "max_position_embeddings": 128}, None, None, False),
    "gpt_bigcode": ("GPTBigCodeForCausalLM", {"n_embd": 32, "n_head": 2, "n_positions": 64, "n_layer": 1},
                    None, None, False),
    "codegen": ("CodeGenForCausalLM", {"n_embd": 32, "n_head": 2, "rotary_dim": 8, "n_positions": 128,
                                       "n_ctx": 128, "n_layer": 1}, None, None, False),
    "mpt": ("MptForCausalLM", {"d_model": 48, "n_heads": 6, "n_layers": 1, "max_seq_len": 128,
                               "expansion_ratio": 1}, None, None, False),
    "xglm": ("XGLMForCausalLM", {"d_model": 32, "attention_heads": 2, "num_layers": 1, "ffn_dim": 32,
                                 "max_position_embeddings": 64, "pad_token_id": 1}, None, None, False),
    "marian": ("MarianMTModel", _enc_dec(scale_embedding=True, pad_token_id=0, decoder_start_token_id=0),
               None, None, True),
    "m2m_100": ("M2M100ForConditionalGeneration", _enc_dec(), None, None, True),
    "m2m_100_pad": ("M2M100ForConditionalGeneration", _enc_dec(), "roberta", None, True),
    "mbart": ("MBartForConditionalGeneration", _enc_dec(scale_embedding=True), None, None, True),
    "t5": ("T5ForConditionalGeneration", {"d_model": 32, "d_kv": 16, "d_ff": 32, "num_layers": 1, "num_heads": 2,
                                          "relative_attention_num_buckets": 8, "relative_attention_max_distance": 20,
                                          "pad_token_id": 0, "decoder_start_token_id": 0}, None, None, True),
    "albert": ("AlbertModel", {**BERTLIKE, "embedding_size": 16, "type_vocab_size": 2}, "bert", None, False),
    "electra": ("ElectraModel", {**BERTLIKE, "embedding_size": 16, "type_vocab_size": 2}, "bert", None, False),
    "modernbert": ("ModernBertModel", {**BERTLIKE, "max_position_embeddings": 64, "local_attention": 16,
                                       "bos_token_id": 2, "eos_token_id": 3, "cls_token_id": 2, "sep_token_id": 3},
                   "bert", None, False),
    "deberta_v3": ("DebertaV2Model", {**BERTLIKE, "type_vocab_size": 0, "position_biased_input": False,
                                      "relative_attention": True, "max_relative_positions": -1,
                                      "position_buckets": 16, "pos_att_type": ["p2c", "c2p"],
                                      "norm_rel_ebd": "layer_norm"}, "bert", None, False),
    "deberta_v2_biased": ("DebertaV2Model", {**BERTLIKE, "type_vocab_size": 2, "position_biased_input": True,
                                             "embedding_size": 16, "relative_attention": True,
                                             "pos_att_type": ["p2c", "c2p"]}, "bert", None, False),
    "xlm_roberta_xl": ("XLMRobertaXLModel", {"hidden_size": 32, "num_attention_heads": 2,
                                             "max_position_embeddings": 34, "type_vocab_size": 1, "pad_token_id": 1,
                                             "bos_token_id": 0, "eos_token_id": 2}, "roberta", None, False),
    "bert_generation": ("BertGenerationEncoder", {**BERTLIKE}, "bert", None, False),
    "falcon_mamba": ("FalconMambaForCausalLM", {"hidden_size": 32, "state_size": 4, "num_hidden_layers": 1,
                                                "expand": 2, "conv_kernel": 4, "pad_token_id": 0, "bos_token_id": 1,
                                                "eos_token_id": 1}, "bos", None, False),
    "opt_project_in": ("OPTForCausalLM", {"hidden_size": 32, "word_embed_proj_dim": 16, "num_attention_heads": 2,
                                          "ffn_dim": 32, "max_position_embeddings": 64,
                                          "do_layer_norm_before": False}, None, None, False),
    "neox_japanese": ("GPTNeoXJapaneseForCausalLM", {"hidden_size": 32, "num_attention_heads": 2,
                                                     "intermediate_multiple_size": 1,
                                                     "max_position_embeddings": 128}, None, "v4", False),
    # variants: a scaled MLA RoPE, a model without its optional steps
    "minicpm3_longrope": ("MiniCPM3ForCausalLM", {
        "hidden_size": 32, "num_attention_heads": 2, "max_position_embeddings": 256, "qk_nope_head_dim": 8,
        "qk_rope_head_dim": 8, "kv_lora_rank": 8, "q_lora_rank": 8, "v_head_dim": 16, "scale_emb": 12,
        "rope_scaling": {"rope_type": "longrope", "short_factor": [1.0, 1.1, 1.2, 1.3],
                         "long_factor": [1.0, 2.0, 3.0, 4.0], "original_max_position_embeddings": 64}},
        "bos", None, False),
    "marian_unscaled": ("MarianMTModel", _enc_dec(pad_token_id=0, decoder_start_token_id=0), None, None, True),
    "electra_unprojected": ("ElectraModel", {**BERTLIKE, "embedding_size": 32, "type_vocab_size": 2}, "bert", None,
                            False),
    "deberta_absolute_only": ("DebertaV2Model", {**BERTLIKE, "type_vocab_size": 0, "position_biased_input": True,
                                                 "relative_attention": False}, "bert", None, False),
    "llama4_text": ("Llama4ForCausalLM", {"hidden_size": 32, "num_attention_heads": 2, "num_key_value_heads": 1,
                                          "head_dim": 16, "intermediate_size_mlp": 32, "num_local_experts": 1,
                                          "max_position_embeddings": 256, "attention_chunk_size": 64,
                                          "num_hidden_layers": 4}, "bos", None, False),
}

GROWN = ("embed", "wte", "wpe", "word_embeddings", "position_embeddings", "token_type_embeddings", "LayerNorm",
         "layernorm_embedding", "embedding_hidden_mapping_in", "embeddings_project", "project_in", "embeddings.norm",
         "shared", "embed_proj")


def grow_input_layer(model) -> None:
    """Random input-layer weights with a spread that shows (init std is tiny; LayerNorm starts at 1, 0)."""
    with torch.no_grad():
        for name, p in model.named_parameters():
            if not p.requires_grad or not any(key in name for key in GROWN):
                continue
            if name.endswith("weight") and p.dim() == 1:
                p.normal_(1.0, 0.2)
            elif p.dim() == 1:
                p.normal_(0.0, 0.2)
            else:
                p.normal_(0.0, 0.5 if p.shape[0] > p.shape[-1] or "proj" not in name else 0.3)


def to_v4_layout(folder: Path) -> None:
    """config.json as transformers 4 wrote it for GPT-NeoX-Japanese: rotary_emb_base, and no rotary_pct
    (a value equal to the class's default was left out)."""
    path = folder / "config.json"
    config = json.loads(path.read_text())
    params = config.pop("rope_parameters")
    config["rotary_emb_base"] = params["rope_theta"]
    path.write_text(json.dumps(config, indent=2))


def reference_facts(model, config, ids_len: int) -> dict:
    """What the reference knows about positions inside attention: inv_freq, attention scaling, T5's
    buckets, DeBERTa's relative positions, MPT's ALiBi."""
    facts = {}
    for module in model.modules():
        if hasattr(module, "inv_freq") and "inv_freq" not in facts:
            with float64():        # the rotary module made afresh with its float32 casts turned to float64
                fresh = type(module)(config)
            facts["inv_freq"] = fresh.inv_freq.double().numpy()
            facts["attention_scaling"] = np.array(float(getattr(fresh, "attention_scaling", 1.0)))
    kind = config.model_type
    offsets = torch.arange(-60, 61)
    if kind == "t5":
        from transformers.models.t5.modeling_t5 import T5Attention
        facts["t5_buckets"] = T5Attention._relative_position_bucket(
            offsets, bidirectional=True, num_buckets=config.relative_attention_num_buckets,
            max_distance=config.relative_attention_max_distance).numpy()
        facts["t5_buckets_32_128"] = T5Attention._relative_position_bucket(
            torch.arange(-400, 401), bidirectional=True, num_buckets=32, max_distance=128).numpy()
        facts["t5_buckets_causal"] = T5Attention._relative_position_bucket(
            offsets, bidirectional=False, num_buckets=config.relative_attention_num_buckets,
            max_distance=config.relative_attention_max_distance).numpy()
    if kind == "deberta-v2":
        from transformers.models.deberta_v2.modeling_deberta_v2 import build_relative_position
        q = torch.zeros(1, 40, 1)
        longest = getattr(config, "max_relative_positions", -1)
        longest = longest if longest >= 1 else config.max_position_embeddings     # as DebertaV2Encoder reads it
        facts["deberta_relative"] = build_relative_position(
            q, q, bucket_size=getattr(config, "position_buckets", -1), max_position=longest).numpy()
    if kind == "mpt":
        from transformers.models.mpt.modeling_mpt import build_mpt_alibi_tensor
        facts["mpt_alibi"] = build_mpt_alibi_tensor(config.n_heads, 5, config.attn_config.alibi_bias_max).double().numpy()
    return facts


class _Stop(Exception):
    pass


# Mamba's hidden_states has no entry for the embeddings: hidden_states[0] is the first block's OUTPUT.
FIRST_LAYER_INPUT = ("falcon_mamba",)


def hidden_states_0(runner, ids: list[int]) -> np.ndarray:
    """``hidden_states[0]``, what block 1 receives; read as the first layer's input where the rest of the
    model fails in float64 (XGLM's attention mask overflows) or where hidden_states does not hold it (Mamba)."""
    kwargs = {"input_ids": torch.tensor([ids]), "attention_mask": torch.ones(1, len(ids), dtype=torch.long),
              "output_hidden_states": True}
    try:
        if runner.config.model_type in FIRST_LAYER_INPUT:
            raise RuntimeError("read the first layer's input")
        with torch.no_grad():
            return runner(**kwargs).hidden_states[0][0].double().numpy()
    except RuntimeError:
        seen = []
        base = getattr(runner, "model", None) or getattr(runner, "backbone", None) or runner
        layers = base.layers

        def grab(module, args, kw):
            seen.append((args[0] if args else kw["hidden_states"])[0].double().numpy())
            raise _Stop
        handle = layers[0].register_forward_pre_hook(grab, with_kwargs=True)
        try:
            with torch.no_grad():
                runner(**kwargs)
        except _Stop:
            pass
        finally:
            handle.remove()
        return seen[0]


def make_new_model(name: str, spec) -> None:
    cls_name, config, tokenizer, layout, enc_dec = spec
    cls = getattr(transformers, cls_name)
    folder = OUT / "models" / name
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    vocab = {"bert": bert_tokenizer}.get(tokenizer, lambda f: word_tokenizer(f, tokenizer))(folder)
    torch.manual_seed(0)
    model = cls(cls.config_class(**copy.deepcopy({**SMALL, "vocab_size": vocab, **config}))).eval()
    grow_input_layer(model)
    model.save_pretrained(folder)
    if layout == "v4":
        to_v4_layout(folder)
    from tokenizers import Tokenizer
    tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tok.no_padding()
    sentences = [SENTENCE] + ([PAD_SENTENCE] if tokenizer == "roberta" else [])    # a literal <pad> too
    arrays = {}
    for tag, dtype in (("f64", torch.float64), ("native", torch.float32)):
        loaded = cls.from_pretrained(folder, dtype=dtype).eval()
        runner = loaded.get_encoder() if enc_dec else loaded
        for i, sentence in enumerate(sentences):
            ids = tok.encode(sentence).ids
            arrays[f"s{i}/ids"] = np.array(ids)
            arrays[f"s{i}/hidden0_{tag}"] = hidden_states_0(runner, ids)
        if tag == "f64":
            facts = reference_facts(loaded, loaded.config, len(ids))
    arrays.update({f"facts/{k}": v for k, v in facts.items()})
    np.savez_compressed(OUT / "models" / f"{name}.npz", **arrays)
    (OUT / "models" / f"{name}.json").write_text(json.dumps({"sentences": sentences, "dtype": "torch.float32",
                                                             "encoder": enc_dec}))
    print("model", name, sorted(p.name for p in folder.iterdir()))


def main() -> None:
    if sys.argv[1:]:                 # names of NEW_FAMILIES: remake only those, leave the rest alone
        for name in sys.argv[1:]:
            make_new_model(name, NEW_FAMILIES[name])
        return
    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir()
    (OUT / "versions.json").write_text(json.dumps({"torch": torch.__version__,
                                                   "transformers": transformers.__version__}))
    for name, spec in MODELS.items():      # models first: nothing is patched yet
        make_model(name, spec)
    for name, spec in NEW_FAMILIES.items():
        make_new_model(name, spec)
    make_rope_goldens()


if __name__ == "__main__":
    main()
