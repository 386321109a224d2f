"""Placement and recipe building from a family row and config.json alone, with stand-in folders: the
scale rules, the LayerNorm's epsilon, the notes, relative positions' defaults, RoPE per attention type,
ALiBi's heads, NoPE layers (issue 23's mutants)."""
from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

from posviz.model.checkpoint.family_table import MODEL_TYPES
from posviz.model.checkpoint.placement import _nope_text, _relative, model_ropes, placement, rope_text
from posviz.model.checkpoint.recipe_builder import _norm, _notes, _scale, _stored
from posviz.model.checkpoint.safetensors_io import CheckpointError
from posviz.model.positions import NoPositions, Rope


def _model(family, config, recognised=""):
    return SimpleNamespace(family=family, config=config, recognised=recognised, path="/x")


@pytest.mark.parametrize("dtype, value", [("F32", float(np.float32(math.sqrt(3)))),
                                          ("F16", float(np.float16(math.sqrt(3)))), ("F64", math.sqrt(3)),
                                          ("BF16", 1.734375)])
def test_a_scale_is_held_in_the_stored_dtype(dtype, value):
    assert _stored(math.sqrt(3), dtype) == value          # √3 = 1.7320508: bf16 keeps 8 bits, 1.734375


def test_gemmas_scale_is_the_square_root_of_the_width_in_its_dtype():
    gemma = MODEL_TYPES["gemma"]
    assert _scale(gemma, {}, 48, "F32") == {"scale": float(np.float32(math.sqrt(48))), "scale_text": "√48"}
    assert _scale(gemma, {}, 48, "F64") == {"scale": math.sqrt(48), "scale_text": "√48"}
    assert _scale(gemma, {}, 48, "F16") == {"scale": float(np.float16(math.sqrt(48))), "scale_text": "√48 (in f16)"}


def test_a_sqrt_scale_is_taken_when_its_key_says_so_with_d_model_first():
    marian = MODEL_TYPES["marian"]                        # scale_embedding defaults to false
    assert _scale(marian, {}, 32, "F32") == {}
    assert _scale(marian, {"scale_embedding": True}, 32, "F32") == {
        "scale": math.sqrt(32), "scale_text": "√32", "scale_before_positions": True}
    assert _scale(marian, {"scale_embedding": True, "d_model": 64}, 32, "F32")["scale_text"] == "√64"
    assert _scale(MODEL_TYPES["m2m_100"], {}, 16, "F32")["scale"] == 4.0           # defaults to true
    for bad in ("yes", 1, None):
        with pytest.raises(CheckpointError) as caught:
            _scale(marian, {"scale_embedding": bad}, 32, "F32")
        assert str(caught.value) == f"config.json: scale_embedding must be true or false, got {bad!r}"


def test_a_configured_multiplier_is_taken_as_it_is():
    granite = MODEL_TYPES["granite"]
    assert _scale(granite, {}, 8, "F32") == {"scale": 1.0, "scale_text": "embedding_multiplier",
                                             "scale_before_positions": True}
    assert _scale(granite, {"embedding_multiplier": 12}, 8, "F32")["scale"] == 12.0
    assert _scale(MODEL_TYPES["minicpm3"], {}, 8, "F32")["scale"] == 12.0
    for bad in (True, "12", float("inf"), float("nan"), None):
        with pytest.raises(CheckpointError) as caught:
            _scale(granite, {"embedding_multiplier": bad}, 8, "F32")
        assert str(caught.value) == f"config.json: embedding_multiplier must be a number, got {bad!r}"
    assert _scale(MODEL_TYPES["llama"], {"embedding_multiplier": 3.0}, 8, "F32") == {}


def test_the_layernorms_epsilon_is_the_first_number_among_its_keys_else_the_default():
    bert, small = MODEL_TYPES["bert"], {"norm_weight": np.ones(2), "norm_bias": np.zeros(2)}
    assert _norm(bert, {"layer_norm_epsilon": 1e-6}, small).eps == 1e-6
    assert _norm(bert, {"layer_norm_eps": 2, "layer_norm_epsilon": 1e-6}, small).eps == 2.0
    assert _norm(bert, {"layer_norm_eps": "1e-5", "layer_norm_epsilon": 1e-6}, small).eps == 1e-6
    assert _norm(bert, {}, small).eps == 1e-12
    assert _norm(bert, {"layer_norm_eps": float("nan")}, small).eps == 1e-12
    assert _norm(bert, {"layer_norm_eps": float("inf")}, small).eps == 1e-12
    without_bias = _norm(bert, {}, {"norm_weight": np.ones(2)})
    assert without_bias.beta is None and isinstance(without_bias.eps, float)
    assert _norm(bert, {}, {}) is None


def test_notes_say_how_the_family_was_recognised_and_when_weights_are_tied():
    tied = "The output layer reuses this token table to score the next token (tied weights)."
    assert _notes(_model(MODEL_TYPES["gpt2"], {}), "") == (tied,)
    assert _notes(_model(MODEL_TYPES["llama"], {"tie_word_embeddings": True}), "read as X.") == ("read as X.", tied)
    assert _notes(_model(MODEL_TYPES["llama"], {}), "") == ()
    assert _notes(_model(MODEL_TYPES["bert"], {"tie_word_embeddings": True}), "") == ()


def test_relative_positions_defaults():
    t5 = _relative(MODEL_TYPES["t5"], {})
    assert (t5.kind, t5.buckets, t5.max_distance) == ("t5", 32, 128)
    deberta = MODEL_TYPES["deberta-v2"]
    assert _relative(deberta, {}) is None and _relative(deberta, {"relative_attention": False}) is None
    cases = [({}, (-1, 512)), ({"max_relative_positions": 0, "max_position_embeddings": 64}, (-1, 64)),
             ({"max_relative_positions": 1}, (-1, 1)), ({"position_buckets": 16, "max_relative_positions": 40},
                                                         (16, 40))]
    for extra, (buckets, longest) in cases:
        found = _relative(deberta, {"relative_attention": True, **extra})
        assert (found.kind, found.buckets, found.max_distance) == ("deberta", buckets, longest)
    assert _relative(MODEL_TYPES["bert"], {"relative_attention": True}) is None


def test_nope_layers_are_listed_up_to_eight():
    assert _nope_text({}) == "" and _nope_text({"no_rope_layers": []}) == ""
    flags = [1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]
    assert _nope_text({"no_rope_layers": flags}) == (
        ". Its NoPE layers turn nothing and see no position, only the causal mask: layer 2, 4, 5, 6, 7, 8, 9, 10, … "
        "(9 of 12)")
    assert _nope_text({"no_rope_layers": [0, 1], "attention_chunk_size": 8192}) == (
        ". Its NoPE layers turn nothing and see no position, only the causal mask: layer 1 (1 of 2); the RoPE layers "
        "attend only within chunks of 8,192 tokens")


def test_a_rope_that_cannot_be_used_names_its_key_and_why_posviz_does_not_guess():
    with pytest.raises(CheckpointError) as caught:
        model_ropes(MODEL_TYPES["llama"], {"rope_theta": 0.5, "hidden_size": 8, "num_attention_heads": 2})
    assert str(caught.value).endswith("(posviz shows only the rotations the model really makes, so it does not "
                                      "guess)")
    assert model_ropes(MODEL_TYPES["bloom"], {"rope_theta": 0.5}) == {}
    assert model_ropes(MODEL_TYPES["falcon"], {"alibi": True, "rope_theta": 0.5}) == {}


def test_rope_text_without_heads_and_with_partial_interleaved_pairs():
    assert rope_text(Rope(10000.0, "interleaved", head_dim=16, rotary_dim=8), None) == (
        "RoPE, theta = 10,000, head dimension 16: in every head the first 8 dimensions turn in pairs (2k and 2k + 1, "
        "interleaved) by p · theta^(-2k/8) radians inside attention; no scaling")


def test_gemma_3_names_each_attention_types_rope():
    config = {"model_type": "gemma3_text", "hidden_size": 32, "num_attention_heads": 2, "head_dim": 16,
              "rope_theta": 1_000_000.0, "rope_local_base_freq": 10_000.0, "max_position_embeddings": 128}
    place = placement(_model(MODEL_TYPES["gemma3_text"], config), {}, 32)
    full = "in every head all 16 dimensions turn in pairs (k and k + 8, rotate_half) by p · theta^(-2k/16) radians " \
           "inside attention; no scaling"
    assert place["positions"] == (f"RoPE, theta = 1,000,000, 2 heads, head dimension 16: {full}. Its sliding "
                                  f"attention layers: RoPE, theta = 10,000, head dimension 16: {full}")
    assert place["rope"].base == 1_000_000.0 and [name for name, _ in place["ropes"]] == ["full_attention",
                                                                                          "sliding_attention"]
    assert (place["max_length"], place["head_dim"], place["scheme"]) == (128, 16, place["rope"])


def test_alibi_and_no_table_lengths_and_head_widths():
    bloom = placement(_model(MODEL_TYPES["bloom"], {"n_head": 4}), {}, 64)
    assert (bloom["max_length"], bloom["head_dim"]) == (2048, 16) and isinstance(bloom["scheme"], NoPositions)
    assert bloom["alibi_slopes"].tolist() == [0.25, 0.0625, 0.015625, 0.00390625]
    assert placement(_model(MODEL_TYPES["mpt"], {"n_head": 2, "seq_length": 300}), {}, 8)["max_length"] == 300
    mamba = placement(_model(MODEL_TYPES["falcon_mamba"], {"n_positions": 99}), {}, 8)
    assert (mamba["max_length"], mamba["head_dim"], mamba["relative"]) == (99, None, None)
    t5 = placement(_model(MODEL_TYPES["t5"], {"num_heads": 4}), {}, 32)
    assert t5["head_dim"] == 8 and t5["positions"].startswith("T5 relative-position buckets: ")
