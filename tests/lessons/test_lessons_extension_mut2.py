"""The context-extension lesson's sentences word for word on small heads whose numbers are closed forms
(issue 23's mutants), and which Rope a layer's own is.

Head of 8 dimensions, base 10,000: theta_i = 10000^(-i/4) = 1, 0.1, 0.01, 0.001, wavelengths 2 pi / theta
= 6.28, 62.8, 628, 6,283 tokens. Linear x2 halves every theta. llama3 (factor 8, original 1,024,
low 1, high 4): under 1,024 / 4 = 256 tokens kept (pairs 0-1), over 1,024 slowed 8x (pair 3), pair 2
blended: s = (1024 / 628.3 - 1) / 3 = 0.2099, ratio (1 - s) / 8 + s = 0.3087, slowed 3.24x."""
from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np

from posviz.lessons.context_extension import KEPT, BETWEEN, SLOWED, parameter_label, toy_extension
from posviz.lessons.rope_heads import model_rope
from posviz.model.positions import Rope, Sinusoidal


def test_linear_scaling_by_two_slows_every_pair_in_one_run():
    extension = toy_extension("linear", 8, 10000.0, {"factor": 2.0})
    assert extension.bands.tolist() == [SLOWED] * 4 and extension.extended_context == 8192
    np.testing.assert_allclose(extension.wavelength, 2 * math.pi * 10000.0 ** (np.arange(4) / 4))
    assert extension.angle(1, 10) == (1.0, 0.5)
    assert extension.band_captions() == [
        "pairs 0\u20133: one turn every 6.28 to 6,283 tokens (0.652 to 652 turns in the original 4,096): slowed 2\u00d7"]
    assert extension.context_caption() == (
        "1 of 4 pairs have a wavelength longer than the original context (4,096 tokens): in training they never made "
        "a full turn; after scaling, 1 have one longer than 8,192 tokens (2 \u00d7 4,096).")
    assert extension.rule_caption() == ""


def test_a_factor_of_one_tells_only_the_training_context():
    extension = toy_extension("linear", 8, 10000.0, {"factor": 1.0})
    assert extension.context_caption() == (
        "1 of 4 pairs have a wavelength longer than the original context (4,096 tokens): in training they never made "
        "a full turn.")


def test_llama3_keeps_blends_and_slows_by_its_rule():
    extension = toy_extension("llama3", 8, 10000.0, {"factor": 8.0, "original_max_position_embeddings": 1024})
    assert extension.bands.tolist() == [KEPT, KEPT, BETWEEN, SLOWED]
    blend = (1024 / (2 * math.pi * 100.0) - 1.0) / 3.0
    np.testing.assert_allclose(extension.ratio, [1.0, 1.0, (1 - blend) / 8 + blend, 0.125], rtol=1e-12)
    assert extension.band_captions() == [
        "pairs 0\u20131: one turn every 6.28 to 62.8 tokens (16 to 163 turns in the original 1,024): kept: they turn "
        "as in training",
        "pair 2: one turn every 628 tokens (1.63 turns in the original 1,024): slowed 3.24\u00d7",
        "pair 3: one turn every 6,283 tokens (0.163 turns in the original 1,024): slowed 8\u00d7"]
    assert extension.rule_caption() == (
        "llama3's rule: a pair with a wavelength under 1,024 / 4 = 256 tokens keeps its frequency, over 1,024 / 1 = "
        "1,024 it turns 8\u00d7 slower, and in between the two are blended.")
    assert extension.context_caption() == (
        "1 of 4 pairs have a wavelength longer than the original context (1,024 tokens): in training they never made "
        "a full turn; after scaling, 1 have one longer than 8,192 tokens (8 \u00d7 1,024).")


def test_parameter_labels_describe_two_names_and_keep_the_others():
    assert [parameter_label(name) for name in ("factor", "original_max_position_embeddings", "beta_fast", "zz")] == [
        "factor", "original context", "beta_fast", "zz"]


def test_a_layers_own_rope_is_its_recipes_else_its_positions():
    recipes, positions = Rope(500000.0), Rope(10000.0)
    assert model_rope(SimpleNamespace(recipe=SimpleNamespace(rope=recipes), positions=positions)) is recipes
    assert model_rope(SimpleNamespace(recipe=None, positions=positions)) is positions
    assert model_rope(SimpleNamespace(positions=Sinusoidal())) is None
    assert model_rope(None) is None


def test_token_and_turn_counts_switch_to_whole_numbers_at_100_and_10():
    from posviz.lessons.context_extension import _tokens, _turns
    assert [_tokens(v) for v in (99.5, 99.96, 100.4, 1234.4)] == ["99.5", "100", "100", "1,234"]
    assert [_turns(v) for v in (9.95, 9.94, 10.2, 10.6, 1234.4)] == ["9.95", "9.94", "10", "11", "1,234"]


def test_llama3s_rule_divides_the_context_by_each_frequency_factor():
    extension = toy_extension("llama3", 8, 10000.0, {"factor": 8.0, "original_max_position_embeddings": 1024,
                                                     "low_freq_factor": 2.0, "high_freq_factor": 8.0})
    assert extension.rule_caption() == (
        "llama3's rule: a pair with a wavelength under 1,024 / 8 = 128 tokens keeps its frequency, over 1,024 / 2 = "
        "512 it turns 8\u00d7 slower, and in between the two are blended.")
