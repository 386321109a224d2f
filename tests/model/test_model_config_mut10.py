"""config.json read key by key: every name a width, a head count, a family default or a scaling parameter
may go by, where the reference library looks for it, and which one wins. Values written out by hand
from the config classes of transformers 5."""
from __future__ import annotations

import pytest

from posviz.model.rope_config import head_dim_of, rope_configs, rope_from_config


def _message(call) -> str:
    with pytest.raises(ValueError) as caught:
        call()
    return str(caught.value)


@pytest.mark.parametrize("hidden", ["hidden_size", "n_embd", "d_model", "dim"])
@pytest.mark.parametrize("heads", ["num_attention_heads", "n_head", "n_heads", "num_heads"])
def test_every_name_of_the_width_and_the_head_count(hidden, heads):
    assert head_dim_of({hidden: 96, heads: 4}) == 24


def test_an_explicit_head_dim_wins():
    assert head_dim_of({"hidden_size": 96, "num_attention_heads": 4, "head_dim": 16}) == 16


@pytest.mark.parametrize("model_type, rotary", [("gpt_neox", 4), ("stablelm", 4), ("phi", 8), ("persimmon", 8),
                                                ("nemotron", 8), ("llama", 16), ("gpt_neox_japanese", 16)])
def test_a_familys_share_of_turning_dimensions(model_type, rotary):
    rope = rope_from_config({"model_type": model_type, "hidden_size": 64, "num_attention_heads": 4})
    assert (rope.head_dim, rope.rotary_dim) == (16, rotary)


@pytest.mark.parametrize("model_type, pairing", [("gptj", "interleaved"), ("codegen", "interleaved"),
                                                 ("cohere", "interleaved"), ("llama4_text", "interleaved"),
                                                 ("llama", "half"), ("gpt_neox", "half")])
def test_which_families_turn_adjacent_pairs(model_type, pairing):
    rope = rope_from_config({"model_type": model_type, "head_dim": 16})
    assert rope.pairing == pairing


@pytest.mark.parametrize("model_type", ["gptj", "codegen"])
def test_gptj_and_codegen_read_rotary_dim(model_type):
    rope = rope_from_config({"model_type": model_type, "n_embd": 64, "n_head": 4, "rotary_dim": 8})
    assert (rope.head_dim, rope.rotary_dim) == (16, 8)
    assert rope_from_config({"model_type": "llama", "head_dim": 16, "rotary_dim": 8}).rotary_dim == 16   # not read


def test_the_older_and_newer_layouts_and_which_wins():
    older = {"head_dim": 8, "rope_theta": 500.0, "rope_scaling": {"type": "linear", "factor": 2.0}}
    rope = rope_from_config(older)
    assert (rope.base, rope.scaling, rope.scaling_parameters.factor) == (500.0, "linear", 2.0)
    newer = {"head_dim": 8, "rope_parameters": {"rope_type": "linear", "factor": 3.0, "rope_theta": 700.0}}
    assert (rope_from_config(newer).base, rope_from_config(newer).scaling_parameters.factor) == (700.0, 3.0)
    both = {**newer, "rope_scaling": {"rope_type": "linear", "factor": 5.0}}
    assert rope_from_config(both).scaling_parameters.factor == 5.0          # the reference: rope_scaling wins
    assert rope_from_config({"head_dim": 8, "rope_parameters": {"rope_type": "su", "short_factor": [1.0] * 4,
                                                                 "long_factor": [2.0] * 4,
                                                                 "original_max_position_embeddings": 512}}).scaling \
        == "longrope"
    assert rope_from_config({"head_dim": 8, "rope_parameters": {"rope_type": "default"}}).scaling_parameters is None


def test_nested_parameters_per_attention_type():
    config = {"head_dim": 8, "rope_parameters": {"full_attention": {"rope_type": "linear", "factor": 2.0,
                                                                    "rope_theta": 1e6},
                                                 "sliding_attention": {"rope_type": "default", "rope_theta": 1e4},
                                                 "chunked_attention": None}}
    ropes = rope_configs(config)
    assert {name: (rope.base, rope.scaling) for name, rope in ropes.items()} == {
        "full_attention": (1e6, "linear"), "sliding_attention": (1e4, None)}
    assert rope_from_config(config).base == 1e6


def test_gemma3s_older_layout_gives_its_sliding_layers_their_own_theta():
    ropes = rope_configs({"head_dim": 8, "rope_theta": 1e6, "rope_local_base_freq": 1e4})
    assert {name: (rope.base, rope.scaling) for name, rope in ropes.items()} == {
        "full_attention": (1e6, None), "sliding_attention": (1e4, None)}


def test_modernberts_local_theta():
    ropes = rope_configs({"model_type": "modernbert", "head_dim": 8, "local_rope_theta": 50.0})
    assert (ropes["full_attention"].base, ropes["sliding_attention"].base) == (160000.0, 50.0)


def test_every_scaling_parameter_is_carried():
    rope = rope_from_config({"head_dim": 8, "rope_parameters": {
        "rope_type": "yarn", "factor": 4.0, "beta_fast": 16.0, "beta_slow": 2.0, "mscale": 0.5,
        "mscale_all_dim": 1.0, "attention_factor": 1.5, "original_max_position_embeddings": 1024,
        "truncate": False}})
    s = rope.scaling_parameters
    assert (s.factor, s.beta_fast, s.beta_slow, s.mscale, s.mscale_all_dim, s.attention_factor) == \
        (4.0, 16.0, 2.0, 0.5, 1.0, 1.5)
    assert (s.original_max_position_embeddings, s.truncate) == (1024, False)
    llama3 = rope_from_config({"head_dim": 8, "rope_parameters": {
        "rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
        "original_max_position_embeddings": 8192}}).scaling_parameters
    assert (llama3.factor, llama3.low_freq_factor, llama3.high_freq_factor) == (8.0, 1.0, 4.0)
    share = rope_from_config({"head_dim": 8, "rope_parameters": {"rope_type": "proportional",
                                                                 "partial_rotary_factor": 0.5}})
    assert share.scaling_parameters.partial_rotary_factor == 0.5


def test_where_the_original_length_comes_from():
    def original(config, **params):
        rope = rope_from_config({"head_dim": 8, **config, "rope_parameters": {"rope_type": "yarn", "factor": 2.0,
                                                                               **params}})
        return rope.scaling_parameters.original_max_position_embeddings, \
            rope.scaling_parameters.max_position_embeddings
    assert original({"max_position_embeddings": 4096}) == (4096, 4096)
    assert original({"max_position_embeddings": 4096}, original_max_position_embeddings=1024) == (1024, 4096)
    assert original({"max_position_embeddings": 4096, "original_max_position_embeddings": 2048}) == (2048, 4096)
    assert original({"original_max_position_embeddings": 2048}, original_max_position_embeddings=1024) == (2048, None)


@pytest.mark.parametrize("kind, params", [
    ("llama3", {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0}),
    ("longrope", {"short_factor": [1.0] * 4, "long_factor": [2.0] * 4}),
])
def test_the_original_length_falls_back_to_the_longest(kind, params):
    rope = rope_from_config({"head_dim": 8, "max_position_embeddings": 4096,
                             "rope_parameters": {"rope_type": kind, **params}})
    assert rope.scaling_parameters.original_max_position_embeddings == 4096


def test_dynamic_and_longrope_carry_their_lengths_and_factors():
    dynamic = rope_from_config({"head_dim": 8, "max_position_embeddings": 2048,
                                "rope_parameters": {"rope_type": "dynamic", "factor": 2.0}}).scaling_parameters
    assert (dynamic.factor, dynamic.max_position_embeddings) == (2.0, 2048)
    longrope = rope_from_config({"head_dim": 8, "rope_parameters": {
        "rope_type": "longrope", "short_factor": [1, 1.5, 2, 3], "long_factor": [2, 3, 4, 5],
        "original_max_position_embeddings": 512}}).scaling_parameters
    assert (longrope.short_factor, longrope.long_factor) == ((1.0, 1.5, 2.0, 3.0), (2.0, 3.0, 4.0, 5.0))


@pytest.mark.parametrize("params, message", [
    ({"rope_type": "linear", "factor": -0.5}, "config.json: factor must be greater than 0, got -0.5"),
    ({"rope_type": "linear", "factor": 0}, "config.json: factor must be greater than 0, got 0"),
    ({"rope_type": "longrope", "short_factor": [1.0, -0.5, 1.0, 1.0], "long_factor": [1.0] * 4,
      "original_max_position_embeddings": 512}, "config.json: short_factor must be greater than 0, got -0.5"),
    ({"rope_type": "longrope", "short_factor": [1.0] * 4, "long_factor": [1.0] * 5,
      "original_max_position_embeddings": 512}, "config.json: long_factor must list 4 numbers (one per pair), got 5"),
])
def test_scaling_values_that_cannot_be_used(params, message):
    assert _message(lambda: rope_from_config({"head_dim": 8, "rope_parameters": params})) == message


def test_small_positive_scaling_values_are_taken():
    rope = rope_from_config({"head_dim": 8, "rope_parameters": {"rope_type": "linear", "factor": 0.5}})
    assert rope.scaling_parameters.factor == 0.5
