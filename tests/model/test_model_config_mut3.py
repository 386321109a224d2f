"""config.json's RoPE keys and the scaling's pair bands, and the input checks of a real model's layer,
pinned by value: each refusal by its exact sentence, each band and frequency worked out by hand or by
an independent loop over the formula's definition."""
from __future__ import annotations

import math

import numpy as np
import pytest

from posviz.model.embeddings import EmbeddingTable
from posviz.model.input_layer import InputLayer
from posviz.model.positions import Learned, NoPositions
from posviz.model.rope_config import rope_configs, rope_from_config
from posviz.model.rope_scaling import BLENDED, KEPT, SCALED, RopeScaling, pair_bands, scaled_inv_freq
from posviz.model.settings import LayerSettings, build_layer, input_problem
from posviz.model.vocabulary import Vocabulary

HEAD = {"head_dim": 8}
LONGROPE = {"rope_type": "longrope", "long_factor": [1.0] * 4, "original_max_position_embeddings": 2048}


def _message(call) -> str:
    with pytest.raises(ValueError) as caught:
        call()
    return str(caught.value)


@pytest.mark.parametrize("config, message", [
    ({**HEAD, "rope_theta": "x"}, "config.json: rope_theta must be a number, got 'x'"),
    ({**HEAD, "rope_theta": float("inf")}, "config.json: rope_theta must be a number, got inf"),
    ({**HEAD, "rope_theta": True}, "config.json: rope_theta must be a number, got True"),
    ({"head_dim": 6, "partial_rotary_factor": 0.5},
     "config.json: RoPE turns pairs, so head_dim × partial_rotary_factor must be even; head_dim 6 × 0.5 = 3"),
    ({**HEAD, "partial_rotary_factor": 0.1},
     "config.json: RoPE turns pairs, so head_dim × partial_rotary_factor must be even; head_dim 8 × 0.1 = 0"),
    ({**HEAD, "rope_parameters": {"rope_type": "linear"}}, "config.json: linear RoPE scaling needs 'factor'"),
    ({**HEAD, "rope_parameters": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 4.0, "high_freq_factor": 4.0,
                                  "original_max_position_embeddings": 8192}},
     "config.json: llama3 RoPE scaling needs high_freq_factor greater than low_freq_factor, got 4 and 4"),
    ({**HEAD, "rope_parameters": {"rope_type": "dynamic", "factor": 2.0}},
     "config.json: dynamic RoPE scaling needs max_position_embeddings"),
    ({**HEAD, "rope_parameters": {**LONGROPE, "short_factor": [1.0] * 3}},
     "config.json: short_factor must list 4 numbers (one per pair), got 3"),
    ({**HEAD, "rope_parameters": {**LONGROPE, "short_factor": "x"}},
     "config.json: short_factor must list 4 numbers (one per pair), got 'x'"),
    ({**HEAD, "rope_parameters": {"full_attention": {"rope_type": "weird"}}},
     "config.json: rope_parameters.full_attention has rope type 'weird', which posviz does not know; known types: "
     "default, linear, dynamic, yarn, llama3, longrope, proportional"),
    ({**HEAD, "rope_parameters": {"rope_type": "weird"}},
     "config.json: rope_parameters (or rope_scaling) has rope type 'weird', which posviz does not know; known types: "
     "default, linear, dynamic, yarn, llama3, longrope, proportional"),
])
def test_rope_keys_that_cannot_be_used_are_refused_by_name(config, message):
    assert _message(lambda: rope_from_config(config)) == message


def test_a_head_may_turn_as_little_as_one_pair():
    rope = rope_from_config({**HEAD, "partial_rotary_factor": 0.25})
    assert (rope.head_dim, rope.rotary_dim) == (8, 2)


def test_llama3s_band_edges_may_be_any_two_increasing_factors():
    rope = rope_from_config({**HEAD, "rope_parameters": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 4.0,
                                                         "high_freq_factor": 4.5, "original_max_position_embeddings": 8192}})
    assert rope.scaling_parameters.high_freq_factor == 4.5


@pytest.mark.parametrize("config, head_dim, theta, pairing", [
    ({"model_type": "minicpm3", "hidden_size": 64, "num_attention_heads": 4}, 32, 10000.0, "half"),
    ({"model_type": "minicpm3", "hidden_size": 64, "num_attention_heads": 4, "qk_rope_head_dim": 8}, 8, 10000.0, "half"),
    ({"model_type": "llama4_text", "hidden_size": 64, "num_attention_heads": 4}, 128, 500000.0, "interleaved"),
    ({"model_type": "llama4_text", "hidden_size": 64, "num_attention_heads": 4, "head_dim": 8}, 8, 500000.0,
     "interleaved"),
    ({"model_type": "cohere", "hidden_size": 64, "num_attention_heads": 4}, 16, 500000.0, "interleaved"),
    ({"model_type": "llama", "hidden_size": 64, "num_attention_heads": 4}, 16, 10000.0, "half"),
])
def test_a_familys_defaults_fill_in_absent_keys(config, head_dim, theta, pairing):
    rope = rope_from_config(config)
    assert (rope.head_dim, rope.rotary_dim, rope.base, rope.pairing) == (head_dim, head_dim, theta, pairing)


def test_modernberts_older_layout_gives_a_theta_per_attention_type():
    ropes = rope_configs({"model_type": "modernbert", "hidden_size": 64, "num_attention_heads": 4,
                          "global_rope_theta": 5000.0})
    assert {name: rope.base for name, rope in ropes.items()} == {"full_attention": 5000.0, "sliding_attention": 10000.0}
    defaults = rope_configs({"model_type": "modernbert", "hidden_size": 64, "num_attention_heads": 4})
    assert {name: rope.base for name, rope in defaults.items()} == {"full_attention": 160000.0,
                                                                     "sliding_attention": 10000.0}
    assert rope_from_config({"model_type": "modernbert", "hidden_size": 64, "num_attention_heads": 4,
                             "local_rope_theta": 50.0}).base == 160000.0      # the full-attention one


# --- proportional scaling: the first share of pairs turn, all divided by the factor ----------------------
@pytest.mark.parametrize("share, factor, expected", [
    (0.5, 2.0, [0.5, 100.0 ** -0.25 / 2, 0.0, 0.0]),
    (0.75, None, [1.0, 100.0 ** -0.25, 100.0 ** -0.5, 0.0]),
    (None, 4.0, [0.25, 100.0 ** -0.25 / 4, 100.0 ** -0.5 / 4, 100.0 ** -0.75 / 4]),
])
def test_proportional_frequencies_by_hand(share, factor, expected):
    scaling = RopeScaling("proportional", factor=factor, partial_rotary_factor=share)
    np.testing.assert_allclose(scaled_inv_freq(100.0, 8, scaling), expected, rtol=1e-15)


# --- the pair bands of the context-extension view ----------------------------------------------------------
def test_yarns_bands_follow_its_ramp():
    # d = 16, base 10000, 2048 tokens: edges 16 ln(2048 / (2 pi b)) / (2 ln 10000) for b = 32, 1: 2.02 -> 2 and
    # 5.03 -> 6, so the ramp over pairs 0..7 is (k - 2) / 4 clipped: 0 0 0 .25 .5 .75 1 1
    scaling = RopeScaling("yarn", factor=4.0, original_max_position_embeddings=2048)
    assert pair_bands(10000.0, 16, scaling).tolist() == [KEPT] * 3 + [BLENDED] * 3 + [SCALED] * 2
    assert pair_bands(10000.0, 16, None).tolist() == [KEPT] * 8


def _llama3_bands(base, dim, original, low, high):
    """The bands by llama3's definition, one pair at a time: wavelength 2 pi / base^(-2k/dim)."""
    bands = []
    for k in range(dim // 2):
        wavelength = 2 * math.pi * base ** (2 * k / dim)
        bands.append(SCALED if wavelength > original / low else KEPT if wavelength < original / high else BLENDED)
    return bands


@pytest.mark.parametrize("original", [512, 1000, 2048, 3000, 8192])
@pytest.mark.parametrize("low, high", [(1.0, 4.0), (1.0, 2.0), (2.0, 3.0), (0.5, 8.0)])
def test_llama3s_bands_by_wavelength(original, low, high):
    scaling = RopeScaling("llama3", factor=8.0, original_max_position_embeddings=original, low_freq_factor=low,
                          high_freq_factor=high)
    assert pair_bands(10000.0, 32, scaling).tolist() == _llama3_bands(10000.0, 32, original, low, high)


def test_llama3s_bands_of_a_known_case():
    # wavelengths 2 pi 10000^(k/8): ..., 1987 (k = 5), 6283 (k = 6), 19869 (k = 7); edges 8192 / 4 and 8192 / 1
    scaling = RopeScaling("llama3", factor=8.0, original_max_position_embeddings=8192, low_freq_factor=1.0,
                          high_freq_factor=4.0)
    assert pair_bands(10000.0, 16, scaling).tolist() == [KEPT] * 6 + [BLENDED, SCALED]


def test_other_scalings_mark_the_pairs_whose_frequency_changed():
    linear = RopeScaling("linear", factor=2.0)
    assert pair_bands(10000.0, 8, linear).tolist() == [SCALED] * 4
    same = RopeScaling("linear", factor=1.0)
    assert pair_bands(10000.0, 8, same).tolist() == [KEPT] * 4
    share = RopeScaling("proportional", factor=1.0, partial_rotary_factor=0.5)     # pairs 2, 3 stop turning
    assert pair_bands(10000.0, 8, share).tolist() == [KEPT, KEPT, SCALED, SCALED]


# --- a real model's layer: its own positions, turned off, or refused ----------------------------------------
def _real(positions) -> InputLayer:
    return InputLayer(Vocabulary(("a", "b")), EmbeddingTable(np.ones((2, 4))), positions, name="m")


def test_a_real_models_positions_are_kept_turned_off_or_refused():
    layer = _real(Learned(np.zeros((3, 4))))
    assert build_layer(LayerSettings(scheme="learned"), layer) is layer
    assert isinstance(build_layer(LayerSettings(scheme="none"), layer).positions, NoPositions)
    assert isinstance(build_layer(LayerSettings(scheme="learned", positions_on=False), layer).positions, NoPositions)
    assert isinstance(build_layer(LayerSettings(scheme="rope", positions_on=False), layer).positions, NoPositions)
    assert _message(lambda: build_layer(LayerSettings(scheme="sinusoidal"), layer)) == \
        "m places tokens with its own positions (learned); go back to the toy model to try another scheme"


@pytest.mark.parametrize("positions, text, settings, problem", [
    (Learned(np.zeros((3, 4))), "a b a b", LayerSettings(scheme="learned"),
     "position 3 is past the end of the learned position table: it has 3 rows (positions 0 to 2) and no row was "
     "ever trained for a later position"),
    (Learned.random(3, 4), "a b a b", LayerSettings(scheme="learned"),
     "position 3 is past the end of the learned position table: it has 3 rows (positions 0 to 2) and, like a "
     "trained table, no row for a later position"),
    (Learned(np.zeros((3, 4))), "a b a", LayerSettings(scheme="learned"), ""),
    (Learned(np.zeros((3, 4))), "a b a b", LayerSettings(scheme="none"), ""),
    (Learned(np.zeros((3, 4))), "a b a b", LayerSettings(scheme="learned", positions_on=False), ""),
    (Learned(np.zeros((3, 4))), "a b a b", LayerSettings(scheme="sinusoidal"),
     "m places tokens with its own positions (learned); go back to the toy model to try another scheme"),
    (NoPositions(), "a b a b", LayerSettings(scheme="none"), ""),
])
def test_what_a_real_models_layer_refuses(positions, text, settings, problem):
    assert input_problem(text, settings, _real(positions)) == problem


@pytest.mark.parametrize("text, settings, problem", [
    ("a b c d e", LayerSettings(scheme="learned", learned_max_len=4),
     "position 4 is past the end of the learned position table: it has 4 rows (positions 0 to 3) and, like a "
     "trained table, no row for a later position"),
    ("a b c d", LayerSettings(scheme="learned", learned_max_len=4), ""),
    ("a b c d e", LayerSettings(scheme="sinusoidal", learned_max_len=4), ""),
    ("a b c d e", LayerSettings(scheme="learned", learned_max_len=4, positions_on=False), ""),
])
def test_what_the_toys_learned_table_refuses(text, settings, problem):
    assert input_problem(text, settings) == problem


def test_z_is_measured_against_the_limit_given():
    assert input_problem("a " * 10, LayerSettings(d_model=100), max_values=1000) == ""
    assert input_problem("a " * 10, LayerSettings(d_model=100), max_values=999) == (
        "Z would be 10 tokens × 100 = 1,000 numbers, more than the 999 shown at once; use a shorter text or a "
        "smaller d_model")


class _FailingVocabulary(Vocabulary):
    """A vocabulary whose tokenizer gives up on every text, as a real one past its time budget does."""

    def count_tokens(self, text: str) -> int:
        raise ValueError("the tokenizer took too long")


def test_a_tokenizer_that_fails_is_the_problem_unless_the_scheme_is():
    layer = InputLayer(_FailingVocabulary(("a", "b")), EmbeddingTable(np.ones((2, 4))), Learned(np.zeros((3, 4))),
                       name="m")
    assert input_problem("a b", LayerSettings(scheme="learned"), layer) == "the tokenizer took too long"
    assert input_problem("a b", LayerSettings(scheme="rope"), layer) == \
        "m places tokens with its own positions (learned); go back to the toy model to try another scheme"
