"""The family table read as a user's config.json reads it: every model_type and every architecture
class name the table knows, each to the family it names (issue 23's mutants).

The names on the left are the reference library's own (``model_type`` values and the class names
``save_pretrained`` writes into ``architectures``); the family names on the right are what posviz
shows. A family shared by several model types (RoBERTa's, Gemma's, the Llama-style ones) is one
row, so the check is by name.
"""
from __future__ import annotations

import pytest

from posviz.model.checkpoint.family_table import MODEL_TYPES, detect_family
from posviz.model.checkpoint.safetensors_io import CheckpointError

LLAMA_STYLE = ("llama", "mistral", "qwen2", "qwen3", "mixtral", "qwen2_moe", "qwen3_moe")
SHOWN = {
    "gpt2": "GPT-2", "gpt_bigcode": "GPT-BigCode", "bert": "BERT", "distilbert": "DistilBERT",
    "roberta": "RoBERTa", "xlm-roberta": "RoBERTa", "camembert": "RoBERTa", "roberta-prelayernorm": "RoBERTa",
    "xlm-roberta-xl": "XLM-RoBERTa-XL", "bert-generation": "BertGeneration", "albert": "ALBERT",
    "electra": "ELECTRA", "deberta-v2": "DeBERTa-v2", "modernbert": "ModernBERT", "gemma": "Gemma",
    "gemma2": "Gemma", "gemma3_text": "Gemma", "granite": "Granite", "minicpm3": "MiniCPM3",
    "gpt_neox": "GPT-NeoX", "gpt_neox_japanese": "GPT-NeoX-Japanese", "gptj": "GPT-J", "codegen": "CodeGen",
    "opt": "OPT", "bloom": "BLOOM", "mpt": "MPT", "falcon": "Falcon", "RefinedWeb": "Falcon",
    "RefinedWebModel": "Falcon", "falcon_mamba": "Falcon-Mamba", "t5": "T5 (encoder)", "marian": "Marian (encoder)",
    "m2m_100": "M2M100 (encoder)", "mbart": "mBART (encoder)", "xglm": "XGLM",
    **{name: "Llama-style" for name in LLAMA_STYLE}, "phi3": "Phi-3", "phi": "Phi", "stablelm": "StableLM",
    "cohere": "Cohere", "olmo2": "OLMo 2", "nemotron": "Nemotron", "persimmon": "Persimmon",
    "starcoder2": "Starcoder2", "llama4_text": "Llama 4 text",
}
# (class name as the reference library writes it, family shown)
ARCHITECTURES = [
    ("XLMRobertaXLForMaskedLM", "XLM-RoBERTa-XL"), ("BertGenerationEncoder", "BertGeneration"),
    ("FalconMambaForCausalLM", "Falcon-Mamba"), ("GPTNeoXJapaneseForCausalLM", "GPT-NeoX-Japanese"),
    ("Llama4ForCausalLM", "Llama 4 text"), ("GPTBigCodeForCausalLM", "GPT-BigCode"), ("AlbertModel", "ALBERT"),
    ("ElectraForPreTraining", "ELECTRA"), ("DebertaV2ForMaskedLM", "DeBERTa-v2"),
    ("ModernBertForMaskedLM", "ModernBERT"), ("RobertaPreLayerNormForMaskedLM", "RoBERTa"),
    ("CamembertForMaskedLM", "RoBERTa"), ("T5ForConditionalGeneration", "T5 (encoder)"),
    ("MarianMTModel", "Marian (encoder)"), ("M2M100ForConditionalGeneration", "M2M100 (encoder)"),
    ("MBartForConditionalGeneration", "mBART (encoder)"), ("XGLMForCausalLM", "XGLM"),
    ("StableLmForCausalLM", "StableLM"), ("CohereForCausalLM", "Cohere"), ("GraniteForCausalLM", "Granite"),
    ("MiniCPM3ForCausalLM", "MiniCPM3"), ("Olmo2ForCausalLM", "OLMo 2"), ("NemotronForCausalLM", "Nemotron"),
    ("PersimmonForCausalLM", "Persimmon"), ("Starcoder2ForCausalLM", "Starcoder2"),
    ("CodeGenForCausalLM", "CodeGen"), ("MptForCausalLM", "MPT"), ("Qwen2MoeForCausalLM", "Llama-style"),
    ("Qwen3MoeForCausalLM", "Llama-style"), ("Gemma3ForCausalLM", "Gemma"), ("Gemma2ForCausalLM", "Gemma"),
    ("GPT2LMHeadModel", "GPT-2"), ("DistilBertForMaskedLM", "DistilBERT"), ("XLMRobertaForMaskedLM", "RoBERTa"),
    ("RobertaForMaskedLM", "RoBERTa"), ("BertForMaskedLM", "BERT"), ("LlamaForCausalLM", "Llama-style"),
    ("MistralForCausalLM", "Llama-style"), ("Qwen2ForCausalLM", "Llama-style"),
    ("Qwen3ForCausalLM", "Llama-style"), ("MixtralForCausalLM", "Llama-style"), ("Phi3ForCausalLM", "Phi-3"),
    ("PhiForCausalLM", "Phi"), ("GemmaForCausalLM", "Gemma"), ("GPTNeoXForCausalLM", "GPT-NeoX"),
    ("GPTJForCausalLM", "GPT-J"), ("OPTForCausalLM", "OPT"), ("BloomForCausalLM", "BLOOM"),
    ("FalconForCausalLM", "Falcon"),
]
KNOWN = ("ALBERT, BERT, BertGeneration, BLOOM, CodeGen, Cohere, DeBERTa-v2, DistilBERT, ELECTRA, Falcon, "
         "Falcon-Mamba, Gemma, GPT-2, GPT-BigCode, GPT-J, GPT-NeoX, GPT-NeoX-Japanese, Granite, Llama 4 text, "
         "Llama-style, M2M100 (encoder), Marian (encoder), mBART (encoder), MiniCPM3, ModernBERT, MPT, "
         "Nemotron, OLMo 2, OPT, Persimmon, Phi, Phi-3, RoBERTa, StableLM, Starcoder2, T5 (encoder), XGLM, "
         "XLM-RoBERTa-XL")


def test_the_table_knows_exactly_these_model_types():
    assert sorted(MODEL_TYPES) == sorted(SHOWN)


@pytest.mark.parametrize("model_type, shown", sorted(SHOWN.items()))
def test_each_model_type_is_its_family(model_type, shown):
    family, how = detect_family({"model_type": model_type, "architectures": ["SomethingElse"]}, ["x.weight"])
    assert (family.name, how) == (shown, "")


@pytest.mark.parametrize("architecture, shown", ARCHITECTURES)
def test_each_architecture_name_is_its_family_when_model_type_is_missing(architecture, shown):
    family, how = detect_family({"architectures": ["NotAModel", architecture]}, ["transformer.wte.weight"])
    assert family.name == shown
    assert how == (f"config.json names no model_type; posviz read it as {shown} from its architecture name "
                   f"{architecture!r}.")


def test_an_empty_model_type_is_as_good_as_none():
    family, how = detect_family({"model_type": "", "architectures": None}, ["model.embed_tokens.weight"])
    assert family.name == "Llama-style"
    assert how == ("config.json names no model_type or known architecture; posviz read it as Llama-style from its "
                   "tensor names ('model.embed_tokens.weight').")


@pytest.mark.parametrize("names, shown, token", [
    (["h.0.attn.weight", "transformer.wte.weight"], "GPT-2", "transformer.wte.weight"),
    (["roberta.embeddings.word_embeddings.weight", "x"], "RoBERTa", "roberta.embeddings.word_embeddings.weight"),
    (["bert.embeddings.word_embeddings.weight", "my.roberta.x"], "BERT", "bert.embeddings.word_embeddings.weight"),
])
def test_the_tensor_names_guess_names_the_token_table(names, shown, token):
    family, how = detect_family({"architectures": ["Unknown"]}, names)
    assert family.name == shown
    assert how == (f"config.json names no model_type or known architecture; posviz read it as {shown} from its "
                   f"tensor names ({token!r}).")


def test_an_unknown_model_type_is_refused_naming_it_what_was_found_and_the_known_families():
    names = ["g", "f", "e", "d", "c", "b", "a", "transformer.wte.weight"]
    with pytest.raises(CheckpointError) as caught:
        detect_family({"model_type": "mamba2", "architectures": ["Mamba2ForCausalLM"]}, names)
    assert str(caught.value) == (
        "posviz does not know this kind of model: config.json says model_type 'mamba2' (architectures "
        "['Mamba2ForCausalLM'], tensors a, b, c, d, e, f), and posviz opens only input layers it has checked "
        f"against the reference library. Known families: {KNOWN}.")
    with pytest.raises(CheckpointError) as caught:
        detect_family({"model_type": "mamba2"}, [])
    assert str(caught.value).startswith("posviz does not know this kind of model: config.json says model_type "
                                        "'mamba2' (architectures (none), tensors none), ")


def test_a_folder_without_model_type_or_known_names_is_refused():
    with pytest.raises(CheckpointError) as caught:
        detect_family({"architectures": ["Mamba2ForCausalLM"]}, ["backbone.embeddings.weight"])
    assert str(caught.value) == (
        "posviz does not know this kind of model: config.json has no model_type, architectures "
        f"['Mamba2ForCausalLM'], and its tensors include backbone.embeddings.weight. Known families: {KNOWN}.")
    with pytest.raises(CheckpointError) as caught:
        detect_family({}, [])
    assert str(caught.value) == ("posviz does not know this kind of model: config.json has no model_type, "
                                 f"architectures (none), and its tensors include none. Known families: {KNOWN}.")


# Each family row's facts a tiny folder alone would not show: (token suffix, position suffix, places,
# offset, norm suffixes, flags), written from the reference library's modelling code.
ROWS = {
    "gpt2": ("wte.weight", "wpe.weight", "learned", 0),
    "gpt_bigcode": ("wte.weight", "wpe.weight", "learned", 0),
    "bert": ("embeddings.word_embeddings.weight", "embeddings.position_embeddings.weight", "learned", 0),
    "opt": ("embed_tokens.weight", "embed_positions.weight", "learned", 2),
    "mbart": ("shared.weight", "encoder.embed_positions.weight", "learned", 2),
    "falcon": ("word_embeddings.weight", None, "config", 0),
    "bloom": ("word_embeddings.weight", None, "alibi", 0), "mpt": ("wte.weight", None, "alibi", 0),
    "falcon_mamba": ("embeddings.weight", None, "none", 0), "t5": ("shared.weight", None, "relative", 0),
    "marian": ("shared.weight", None, "sinusoidal", 0), "xglm": ("embed_tokens.weight", None, "sinusoidal", 0),
    "gpt_neox": ("embed_in.weight", None, "rope", 0), "gptj": ("wte.weight", None, "rope", 0),
    "codegen": ("wte.weight", None, "rope", 0), "llama": ("embed_tokens.weight", None, "rope", 0),
    "modernbert": ("embeddings.tok_embeddings.weight", None, "rope", 0),
}


@pytest.mark.parametrize("model_type", sorted(ROWS))
def test_each_rows_tensor_names_and_placing(model_type):
    family = MODEL_TYPES[model_type]
    assert (family.token, family.position, family.places, family.position_offset) == ROWS[model_type]


def test_the_rows_steps_and_defaults():
    bloom, modern, deberta, mbart = (MODEL_TYPES[k] for k in ("bloom", "modernbert", "deberta-v2", "mbart"))
    assert bloom.norm == (("word_embeddings_layernorm.weight", "word_embeddings_layernorm.bias"),)
    assert bloom.eps_default == 1e-5 and deberta.eps_default == 1e-7 and MODEL_TYPES["bert"].eps_default == 1e-12
    assert (modern.norm_bias, modern.eps_keys, modern.eps_default) == (False, ("norm_eps",), 1e-5)
    assert modern.norm == (("embeddings.norm.weight", "embeddings.norm.bias"),)
    assert MODEL_TYPES["bert"].norm == (("embeddings.LayerNorm.weight", "embeddings.LayerNorm.bias"),
                                        ("embeddings.LayerNorm.gamma", "embeddings.LayerNorm.beta"))
    assert MODEL_TYPES["bert"].eps_keys == ("layer_norm_eps", "layer_norm_epsilon")
    assert (mbart.eps_keys, mbart.eps_default, mbart.also_token) == ((), 1e-5, ("encoder.embed_tokens.weight",))
    assert mbart.norm == (("encoder.layernorm_embedding.weight", "encoder.layernorm_embedding.bias"),)
    assert (deberta.relative, deberta.optional, deberta.projection, deberta.project_before_norm) == (
        "deberta", ("position", "token_type", "projection"), ("embeddings.embed_proj.weight", None), True)
    assert MODEL_TYPES["t5"].relative == "t5" and MODEL_TYPES["t5"].also_token == ("encoder.embed_tokens.weight",)
    assert MODEL_TYPES["albert"].projection == ("encoder.embedding_hidden_mapping_in.weight",
                                                "encoder.embedding_hidden_mapping_in.bias")
    assert MODEL_TYPES["electra"].projection == ("embeddings_project.weight", "embeddings_project.bias")
    assert MODEL_TYPES["electra"].optional == ("projection",)
    opt = MODEL_TYPES["opt"]
    assert (opt.projection, opt.optional, opt.positions_after_projection) == (("project_in.weight", None),
                                                                              ("projection",), True)


def test_the_rows_scales_and_sinusoids():
    assert MODEL_TYPES["granite"].scale == ("config", "embedding_multiplier", 1.0)
    assert MODEL_TYPES["minicpm3"].scale == ("config", "scale_emb", 12.0)
    assert MODEL_TYPES["marian"].scale == ("sqrt_if", "scale_embedding", False)
    assert MODEL_TYPES["m2m_100"].scale == ("sqrt_if", "scale_embedding", True)
    assert MODEL_TYPES["mbart"].scale == ("sqrt_if", "scale_embedding", False)
    assert MODEL_TYPES["xglm"].scale == ("sqrt_if", "scale_embedding", True)
    assert MODEL_TYPES["marian"].sinusoid == ("split", "paper", 0)
    assert MODEL_TYPES["m2m_100"].sinusoid == ("split", "tensor2tensor", "padding")
    assert MODEL_TYPES["xglm"].sinusoid == ("split", "tensor2tensor", 2)
    assert all(MODEL_TYPES[k].scaled for k in ("gemma", "gemma2", "gemma3_text"))
    assert not any(MODEL_TYPES[k].scaled for k in ("llama", "granite", "gptj"))
    assert [k for k, f in MODEL_TYPES.items() if f.encoder] == ["t5", "marian", "m2m_100", "mbart"]
    assert sorted(k for k, f in MODEL_TYPES.items() if f.padding_positions) == [
        "camembert", "roberta", "roberta-prelayernorm", "xlm-roberta", "xlm-roberta-xl"]
