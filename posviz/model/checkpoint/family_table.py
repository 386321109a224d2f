"""The family table: one row per config.json ``model_type``, each a :class:`Family` of known steps.

Adding a family is a row here and a golden made by the reference library
(``tests/reference/make_goldens.py``). RoPE's per-family facts (default theta, partial rotary
defaults, pairing, head width keys) are rows of :mod:`posviz.model.rope_config`, read by
``model_type`` as the reference library's config classes read them.
"""
from __future__ import annotations

from posviz.i18n import Context, Later, isolate
from posviz.model.checkpoint.families import Family, find_tensor
from posviz.model.checkpoint.safetensors_io import CheckpointError

FamilyTable = Context("FamilyTable")

_LN = (("embeddings.LayerNorm.weight", "embeddings.LayerNorm.bias"),
       ("embeddings.LayerNorm.gamma", "embeddings.LayerNorm.beta"))
_WORDS, _POSITIONS, _TYPES = ("embeddings.word_embeddings.weight", "embeddings.position_embeddings.weight",
                              "embeddings.token_type_embeddings.weight")
# Sentences kept in the families' rows: Later keeps the English as their value and shows them translated.
_NOTHING_BEFORE_BLOCK = (Later(lambda: FamilyTable.tr("No token-type row and no normalisation before block 1 (its "
                                                      "normalisation is inside the block).")),)
_GPT2_LIKE = (Later(lambda: FamilyTable.tr("No token-type row and no normalisation before block 1: it receives z "
                                           "itself (its LayerNorm ln_1 is inside the block).")),)
_NO_TYPE_ROW = (Later(lambda: FamilyTable.tr("No token-type row.")),)
_SHARED = ("encoder.embed_tokens.weight",)


def _rope(name: str, token: str = "embed_tokens.weight", **fields) -> Family:
    return Family(name, token, places="rope", absent=_NOTHING_BEFORE_BLOCK, **fields)


GPT2 = Family("GPT-2", "wte.weight", "wpe.weight", absent=_GPT2_LIKE)
BERT = Family("BERT", _WORDS, _POSITIONS, _TYPES, _LN)
ROBERTA = Family("RoBERTa", _WORDS, _POSITIONS, _TYPES, _LN, padding_positions=True)
GEMMA = _rope("Gemma", scaled=True)
NEOX = _rope("GPT-NeoX", "embed_in.weight")
FALCON = Family("Falcon", "word_embeddings.weight", places="config", absent=_NOTHING_BEFORE_BLOCK)
_OPT = Family("OPT", "embed_tokens.weight", "embed_positions.weight", position_offset=2,
              projection=("project_in.weight", None), optional=("projection",), positions_after_projection=True,
              absent=_GPT2_LIKE[:1])

MODEL_TYPES: dict[str, Family] = {
    "gpt2": GPT2,
    "gpt_bigcode": Family("GPT-BigCode", "wte.weight", "wpe.weight", absent=_GPT2_LIKE),
    "bert": BERT,
    "distilbert": Family("DistilBERT", _WORDS, _POSITIONS, None, _LN,
                         absent=(Later(lambda: FamilyTable.tr("No token-type (segment) table: DistilBERT dropped "
                                                                           "it.")),)),
    "roberta": ROBERTA, "xlm-roberta": ROBERTA, "camembert": ROBERTA, "roberta-prelayernorm": ROBERTA,
    "xlm-roberta-xl": Family("XLM-RoBERTa-XL", _WORDS, _POSITIONS, _TYPES, padding_positions=True,
                             absent=(Later(lambda: FamilyTable.tr("No LayerNorm before block 1: XLM-R XL normalises "
                                                                "inside each block (pre-LayerNorm).")),)),
    "bert-generation": Family("BertGeneration", _WORDS, _POSITIONS, None, _LN,
                              absent=(Later(lambda: FamilyTable.tr("No token-type (segment) table.")),)),
    "albert": Family("ALBERT", _WORDS, _POSITIONS, _TYPES, _LN,
                     projection=("encoder.embedding_hidden_mapping_in.weight",
                                 "encoder.embedding_hidden_mapping_in.bias")),
    "electra": Family("ELECTRA", _WORDS, _POSITIONS, _TYPES, _LN, optional=("projection",),
                      projection=("embeddings_project.weight", "embeddings_project.bias")),
    "deberta-v2": Family("DeBERTa-v2", _WORDS, _POSITIONS, _TYPES, _LN, places="relative", relative="deberta",
                         optional=("position", "token_type", "projection"), eps_default=1e-7,
                         projection=("embeddings.embed_proj.weight", None), project_before_norm=True),
    "modernbert": Family("ModernBERT", "embeddings.tok_embeddings.weight", places="rope", norm_bias=False,
                         norm=(("embeddings.norm.weight", "embeddings.norm.bias"),), eps_keys=("norm_eps",),
                         eps_default=1e-5, absent=_NO_TYPE_ROW),
    "gemma": GEMMA, "gemma2": GEMMA, "gemma3_text": GEMMA,
    "granite": _rope("Granite", scale=("config", "embedding_multiplier", 1.0)),
    "minicpm3": _rope("MiniCPM3", scale=("config", "scale_emb", 12.0)),
    "gpt_neox": NEOX, "gpt_neox_japanese": _rope("GPT-NeoX-Japanese", "embed_in.weight"),
    "gptj": _rope("GPT-J", "wte.weight"), "codegen": _rope("CodeGen", "wte.weight"),
    "opt": _OPT,
    "bloom": Family("BLOOM", "word_embeddings.weight", places="alibi", eps_default=1e-5,
                    norm=(("word_embeddings_layernorm.weight", "word_embeddings_layernorm.bias"),)),
    "mpt": Family("MPT", "wte.weight", places="alibi", absent=_NOTHING_BEFORE_BLOCK),
    "falcon": FALCON, "RefinedWeb": FALCON, "RefinedWebModel": FALCON,
    "falcon_mamba": Family("Falcon-Mamba", "embeddings.weight", places="none", absent=_NOTHING_BEFORE_BLOCK),
    "t5": Family("T5 (encoder)", "shared.weight", also_token=_SHARED, places="relative", relative="t5",
                 encoder=True, absent=_NOTHING_BEFORE_BLOCK),
    "marian": Family("Marian (encoder)", "shared.weight", also_token=_SHARED, places="sinusoidal",
                     sinusoid=("split", "paper", 0), scale=("sqrt_if", "scale_embedding", False), encoder=True,
                     absent=_NOTHING_BEFORE_BLOCK),
    "m2m_100": Family("M2M100 (encoder)", "shared.weight", also_token=_SHARED, places="sinusoidal",
                      sinusoid=("split", "tensor2tensor", "padding"), scale=("sqrt_if", "scale_embedding", True),
                      encoder=True, absent=_NOTHING_BEFORE_BLOCK),
    "mbart": Family("mBART (encoder)", "shared.weight", "encoder.embed_positions.weight", also_token=_SHARED,
                    norm=(("encoder.layernorm_embedding.weight", "encoder.layernorm_embedding.bias"),),
                    eps_keys=(), eps_default=1e-5, position_offset=2, scale=("sqrt_if", "scale_embedding", False),
                    encoder=True, absent=_NO_TYPE_ROW),
    "xglm": Family("XGLM", "embed_tokens.weight", places="sinusoidal", sinusoid=("split", "tensor2tensor", 2),
                   scale=("sqrt_if", "scale_embedding", True), absent=_NOTHING_BEFORE_BLOCK),
}
for _name, _types in (("Llama-style", ("llama", "mistral", "qwen2", "qwen3", "mixtral", "qwen2_moe", "qwen3_moe")),
                      ("Phi-3", ("phi3",)), ("Phi", ("phi",)), ("StableLM", ("stablelm",)), ("Cohere", ("cohere",)),
                      ("OLMo 2", ("olmo2",)), ("Nemotron", ("nemotron",)), ("Persimmon", ("persimmon",)),
                      ("Starcoder2", ("starcoder2",)), ("Llama 4 text", ("llama4_text",))):
    _family = _rope(_name)
    MODEL_TYPES.update({_type: _family for _type in _types})

# Used only when config.json has no model_type: the first architecture name that starts with one of these.
ARCHITECTURE_PREFIXES = (("XLMRobertaXL", "xlm-roberta-xl"), ("BertGeneration", "bert-generation"),
                         ("FalconMamba", "falcon_mamba"), ("GPTNeoXJapanese", "gpt_neox_japanese"),
                         ("Llama4", "llama4_text"), ("GPTBigCode", "gpt_bigcode"), ("Albert", "albert"),
                         ("Electra", "electra"), ("DebertaV2", "deberta-v2"), ("ModernBert", "modernbert"),
                         ("RobertaPreLayerNorm", "roberta-prelayernorm"), ("Camembert", "camembert"),
                         ("T5", "t5"), ("Marian", "marian"), ("M2M100", "m2m_100"), ("MBart", "mbart"),
                         ("XGLM", "xglm"), ("StableLm", "stablelm"), ("Cohere", "cohere"), ("Granite", "granite"),
                         ("MiniCPM3", "minicpm3"), ("Olmo2", "olmo2"), ("Nemotron", "nemotron"),
                         ("Persimmon", "persimmon"), ("Starcoder2", "starcoder2"), ("CodeGen", "codegen"),
                         ("Mpt", "mpt"), ("Qwen2Moe", "qwen2_moe"), ("Qwen3Moe", "qwen3_moe"),
                         ("Gemma3", "gemma3_text"), ("Gemma2", "gemma2"), ("GPT2", "gpt2"),
                         ("DistilBert", "distilbert"), ("XLMRoberta", "xlm-roberta"),
                         ("Roberta", "roberta"), ("Bert", "bert"), ("Llama", "llama"), ("Mistral", "mistral"),
                         ("Qwen2", "qwen2"), ("Qwen3", "qwen3"), ("Mixtral", "mixtral"), ("Phi3", "phi3"),
                         ("PhiFor", "phi"), ("Gemma", "gemma"), ("GPTNeoX", "gpt_neox"), ("GPTJ", "gptj"),
                         ("OPT", "opt"), ("Bloom", "bloom"), ("Falcon", "falcon"))
KNOWN = ", ".join(sorted({family.name for family in MODEL_TYPES.values()}, key=str.lower))


# Tensors of steps the three tensor-name guesses below do not have: such a folder is refused, not misread.
UNGUESSABLE = ("embedding_hidden_mapping_in", "embeddings_project", "embed_proj", "project_in", "rel_embeddings",
               "layernorm_embedding", "relative_attention_bias")


def _family_from_names(names, table) -> Family | None:
    if any(marker in name for name in names for marker in UNGUESSABLE):
        return None
    for model_type, suffix in (("gpt2", "wte.weight"), ("bert", "embeddings.word_embeddings.weight"),
                               ("llama", "embed_tokens.weight")):
        if find_tensor(names, suffix):
            roberta = model_type == "bert" and any(n.startswith("roberta.") for n in names)
            return table["roberta" if roberta else model_type]
    return None


def _unknown(config: dict, names, known: str) -> CheckpointError:
    sample = ", ".join(sorted(names)[:6]) or "none"
    model_type = config.get("model_type")
    fields = {"architectures": isolate(str(config.get("architectures", "(none)"))), "sample": isolate(sample),
              "known": isolate(known)}
    if model_type:
        return CheckpointError(FamilyTable.tr(
            "posviz does not know this kind of model: config.json says model_type {model_type} (architectures "
            "{architectures}, tensors {sample}), and posviz opens only input layers it has checked against the "
            "reference library. Known families: {known}.").format(model_type=isolate(repr(model_type)), **fields))
    return CheckpointError(FamilyTable.tr(
        "posviz does not know this kind of model: config.json has no model_type, architectures {architectures}, "
        "and its tensors include {sample}. Known families: {known}.").format(**fields))


def _read_from(family: str, architecture: str) -> Later:
    return Later(lambda: FamilyTable.tr("config.json names no model_type; posviz read it as {family} from its "
                                        "architecture name {architecture}.").format(
        family=isolate(family), architecture=isolate(architecture)))


def detect_family(config: dict, names) -> tuple[Family, str]:
    """The family, from config.json's model_type; from its architectures or tensor names only when
    model_type is missing.

    Returns
    -------
    (Family, str)
        The family and how it was recognised: "" for a known model_type, else a sentence naming
        what was found (shown with the model's facts).

    Raises
    ------
    CheckpointError
        Naming the model_type (or what was found) when the model is of no known family.
    """
    model_type = config.get("model_type")
    if model_type:
        if model_type in MODEL_TYPES:
            return MODEL_TYPES[model_type], ""
        raise _unknown(config, names, KNOWN)
    for architecture in config.get("architectures") or ():
        for prefix, key in ARCHITECTURE_PREFIXES:
            if str(architecture).startswith(prefix):
                return MODEL_TYPES[key], _read_from(MODEL_TYPES[key].name, repr(architecture))
    family = _family_from_names(names, MODEL_TYPES)
    if family is None:
        raise _unknown(config, names, KNOWN)
    tensor = repr(find_tensor(names, family.token))
    return family, Later(lambda: FamilyTable.tr(
        "config.json names no model_type or known architecture; posviz read it as {family} from its tensor names "
        "({tensor}).").format(family=isolate(family.name), tensor=isolate(tensor)))
