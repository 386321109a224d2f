"""Which kind of model a folder holds, from config.json and its tensor names.

The known families, each with its input-layer tensors (found with or without prefixes such as
``transformer.``, ``bert.``, ``roberta.``, ``model.``, ``gpt_neox.``):

- GPT-2: ``wte`` (tokens) + ``wpe`` (learned positions).
- BERT, MiniLM, DistilBERT, RoBERTa: ``embeddings.word_embeddings`` + ``position_embeddings``,
  a ``token_type_embeddings`` row (not DistilBERT), then ``embeddings.LayerNorm``; RoBERTa's
  positions start at padding_idx + 1.
- Llama, Mistral, Qwen, Phi-3: ``embed_tokens`` only; RoPE turns queries and keys inside attention.
- Gemma: ``embed_tokens`` times sqrt(hidden_size) (in the stored dtype), RoPE.
- GPT-NeoX / Pythia: ``embed_in``, RoPE on a fraction of each head; GPT-J: ``wte``, interleaved RoPE.
- OPT: ``embed_tokens`` + ``embed_positions`` read from row p + 2.
- BLOOM: ``word_embeddings`` then ``word_embeddings_layernorm``, ALiBi; Falcon: ``word_embeddings``,
  RoPE or ALiBi as its config says.
"""
from __future__ import annotations

from dataclasses import dataclass

from posviz.model.checkpoint.safetensors_io import CheckpointError


@dataclass(frozen=True)
class Family:
    """Names of a family's input-layer tensors (suffixes) and what it adds.

    Attributes
    ----------
    name : str
    token, position, token_type : str or None
        Tensor-name suffixes; None when the family has no such tensor.
    norm : tuple of (weight, bias) suffix pairs
        Accepted names of the embedding LayerNorm (old TensorFlow ports say gamma/beta).
    places : {"learned", "rope", "alibi", "config"}
        How it places tokens ("config": Falcon's ``alibi`` key decides between RoPE and ALiBi).
    position_offset : int
        Rows of the position table before position 0 that config.json does not count (OPT: 2).
    scaled : bool
        Token rows are multiplied by sqrt(hidden_size) before block 1 (Gemma).
    """

    name: str
    token: str
    position: str | None = None
    token_type: str | None = None
    norm: tuple[tuple[str, str], ...] = ()
    places: str = "learned"
    position_offset: int = 0
    scaled: bool = False


_LN = (("embeddings.LayerNorm.weight", "embeddings.LayerNorm.bias"),
       ("embeddings.LayerNorm.gamma", "embeddings.LayerNorm.beta"))
GPT2 = Family("GPT-2", "wte.weight", "wpe.weight")
BERT = Family("BERT", "embeddings.word_embeddings.weight", "embeddings.position_embeddings.weight",
              "embeddings.token_type_embeddings.weight", _LN)
DISTILBERT = Family("DistilBERT", BERT.token, BERT.position, None, _LN)
ROBERTA = Family("RoBERTa", BERT.token, BERT.position, BERT.token_type, _LN)
LLAMA = Family("Llama-style", "embed_tokens.weight", places="rope")
PHI3 = Family("Phi-3", "embed_tokens.weight", places="rope")
PHI = Family("Phi", "embed_tokens.weight", places="rope")
GEMMA = Family("Gemma", "embed_tokens.weight", places="rope", scaled=True)
NEOX = Family("GPT-NeoX", "embed_in.weight", places="rope")
GPTJ = Family("GPT-J", "wte.weight", places="rope")
OPT = Family("OPT", "embed_tokens.weight", "embed_positions.weight", position_offset=2)
BLOOM = Family("BLOOM", "word_embeddings.weight", places="alibi",
               norm=(("word_embeddings_layernorm.weight", "word_embeddings_layernorm.bias"),))
FALCON = Family("Falcon", "word_embeddings.weight", places="config")

MODEL_TYPES = {"gpt2": GPT2, "bert": BERT, "distilbert": DISTILBERT, "roberta": ROBERTA,
               "xlm-roberta": ROBERTA, "camembert": ROBERTA, "llama": LLAMA, "mistral": LLAMA,
               "qwen2": LLAMA, "qwen3": LLAMA, "mixtral": LLAMA, "phi3": PHI3, "phi": PHI, "gemma": GEMMA, "gemma2": GEMMA,
               "gemma3_text": GEMMA, "gpt_neox": NEOX, "gptj": GPTJ, "opt": OPT, "bloom": BLOOM,
               "falcon": FALCON, "RefinedWeb": FALCON, "RefinedWebModel": FALCON}
ARCHITECTURE_PREFIXES = (("GPT2", GPT2), ("DistilBert", DISTILBERT), ("XLMRoberta", ROBERTA),
                         ("Roberta", ROBERTA), ("Bert", BERT), ("Llama", LLAMA), ("Mistral", LLAMA),
                         ("Qwen2", LLAMA), ("Qwen3", LLAMA), ("Mixtral", LLAMA), ("Phi3", PHI3), ("PhiFor", PHI),
                         ("Gemma", GEMMA), ("GPTNeoX", NEOX), ("GPTJ", GPTJ), ("OPT", OPT), ("Bloom", BLOOM), ("Falcon", FALCON))
KNOWN = ("GPT-2, BERT / MiniLM / DistilBERT / RoBERTa, Llama / Mistral / Mixtral / Qwen, Phi / Phi-3, Gemma, "
         "GPT-NeoX / Pythia, GPT-J, OPT, BLOOM, Falcon")


def find_tensor(names, suffix: str, prefix: str | None = None) -> str | None:
    """The tensor called ``suffix`` with some prefix (``prefix`` first, else the shortest)."""
    if prefix is not None and prefix + suffix in names:
        return prefix + suffix
    found = [n for n in names if n == suffix or n.endswith("." + suffix)]
    return min(found, key=len) if found else None


def _family_from_names(names) -> Family | None:
    if find_tensor(names, GPT2.token):
        return GPT2
    if find_tensor(names, BERT.token):
        return ROBERTA if any(n.startswith("roberta.") for n in names) else BERT
    return LLAMA if find_tensor(names, LLAMA.token) else None


def _unknown(config: dict, names) -> CheckpointError:
    sample = ", ".join(sorted(names)[:6]) or "none"
    return CheckpointError(
        f"posviz does not know this kind of model: config.json says model_type "
        f"{config.get('model_type', '(none)')!r}, architectures {config.get('architectures', '(none)')}, "
        f"and its tensors include {sample}. Known families: {KNOWN}.")


def detect_family(config: dict, names) -> Family:
    """The family, from config.json's model_type or architectures, else from tensor names.

    Raises
    ------
    CheckpointError
        Naming what was found, when the model is of no known family.
    """
    model_type = config.get("model_type")
    if model_type in MODEL_TYPES:
        return MODEL_TYPES[model_type]
    for architecture in config.get("architectures") or ():
        for prefix, family in ARCHITECTURE_PREFIXES:
            if str(architecture).startswith(prefix):
                return family
    family = None if model_type else _family_from_names(names)
    if family is None:
        raise _unknown(config, names)
    return family


def find_family_tensors(family: Family, names) -> dict[str, str]:
    """Role ("token", "position", "token_type", "norm_weight", "norm_bias") -> full tensor name.

    Raises
    ------
    CheckpointError
        When the token table, or a tensor the family always has, is missing.
    """
    token = find_tensor(names, family.token)
    if token is None:
        raise CheckpointError(f"this {family.name} checkpoint has no token table: no tensor named "
                              f"'{family.token}' (with or without a prefix) among {len(names):,} tensors")
    prefix = token[: len(token) - len(family.token)]
    found = {"token": token}
    for role, suffix in (("position", family.position), ("token_type", family.token_type)):
        if suffix is not None:
            found[role] = find_tensor(names, suffix, prefix)
            if found[role] is None:
                raise CheckpointError(f"this {family.name} checkpoint has no '{suffix}' tensor")
    for weight, bias in family.norm:
        if find_tensor(names, weight, prefix) and find_tensor(names, bias, prefix):
            found["norm_weight"], found["norm_bias"] = find_tensor(names, weight, prefix), find_tensor(names, bias, prefix)
            break
    else:
        if family.norm:
            raise CheckpointError(f"this {family.name} checkpoint has no embedding LayerNorm "
                                  f"('{family.norm[0][0]}')")
    return found


def config_int(config: dict, keys: tuple[str, ...], default: int | None = None) -> int | None:
    """The first of ``keys`` that config.json sets to a whole number, else ``default``."""
    for key in keys:
        value = config.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return default


WIDTH_KEYS = ("hidden_size", "n_embd", "n_embed", "dim", "d_model")
LENGTH_KEYS = ("n_positions", "max_position_embeddings", "n_ctx")
