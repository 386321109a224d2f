"""A real model's Rope by closed forms: which pairs turn together, the length dynamic and longrope scaling
read from the positions themselves, and a rotation head by head with a partial rotary width."""
from __future__ import annotations

import math

import numpy as np
import pytest

from posviz.model.positions import Rope
from posviz.model.rope_scaling import RopeScaling


@pytest.mark.parametrize("pairing, pairs", [("interleaved", [[0, 1], [2, 3], [4, 5]]),
                                            ("half", [[0, 3], [1, 4], [2, 5]])])
def test_the_pairs_that_turn_together(pairing, pairs):
    assert Rope(pairing=pairing).pairs(6).tolist() == pairs
    assert Rope(pairing=pairing, head_dim=10, rotary_dim=6).pairs().tolist() == pairs


def test_dynamic_scaling_reads_the_length_from_the_last_position():
    # past max_position_embeddings = 4, base' = base ((factor L / max) - (factor - 1))^(d / (d - 2)): L = 8 -> 3^(4/3)
    scaling = RopeScaling("dynamic", factor=2.0, max_position_embeddings=4)
    rope = Rope(100.0, "half", head_dim=8, scaling_parameters=scaling)
    base = 100.0 * 3.0 ** (8 / 6)
    expected = np.arange(8)[:, None] * base ** (-np.arange(0, 8, 2) / 8)[None, :]
    np.testing.assert_allclose(rope.angles(np.arange(8)), expected, rtol=1e-13)
    np.testing.assert_allclose(rope.angles([7], seq_len=4), [7 * 100.0 ** (-np.arange(0, 8, 2) / 8)], rtol=1e-13)
    assert rope.angles([]).shape == (0, 4)


def test_longrope_switches_to_its_long_factors_past_the_original_length():
    scaling = RopeScaling("longrope", short_factor=(1.0, 1.0), long_factor=(2.0, 4.0),
                          original_max_position_embeddings=4)
    rope = Rope(100.0, "half", head_dim=4, scaling_parameters=scaling)
    inv = np.array([1.0, 0.1])
    np.testing.assert_allclose(rope.angles(np.arange(4))[3], 3 * inv, rtol=1e-15)           # 4 tokens: short
    np.testing.assert_allclose(rope.angles(np.arange(5))[3], 3 * inv / [2.0, 4.0], rtol=1e-15)  # 5: long
    assert rope.attention_factor == 1.0 and rope.scaling == "longrope" and Rope().scaling is None


def test_a_partial_rotation_turns_the_first_pairs_of_each_head_only():
    rope = Rope(100.0, "interleaved", head_dim=4, rotary_dim=2)      # two heads of 4; dimensions 0, 1 of each turn
    x = np.array([[1.0, 0.0, 5.0, 6.0, 0.0, 1.0, 7.0, 8.0]])
    out = rope.rotate(x, [2])
    c, s = math.cos(2), math.sin(2)
    np.testing.assert_allclose(out, [[c, s, 5.0, 6.0, -s, c, 7.0, 8.0]], rtol=1e-15, atol=1e-15)


def test_yarns_factor_scales_the_rotation():
    scaling = RopeScaling("yarn", factor=4.0, original_max_position_embeddings=2048, attention_factor=2.0)
    rope = Rope(10000.0, "half", head_dim=2, scaling_parameters=scaling)
    out = rope.rotate(np.array([[1.0, 0.0]]), [0])
    np.testing.assert_allclose(out, [[2.0, 0.0]], rtol=1e-15)
    assert rope.attention_factor == 2.0


# --- the scaling's parameters and yarn's attention factor ------------------------------------------------
def test_the_bands_are_numbered_kept_blended_scaled():
    from posviz.model.rope_scaling import BLENDED, KEPT, SCALED, pair_bands
    assert (KEPT, BLENDED, SCALED) == (0, 1, 2)
    bands = pair_bands(10000.0, 16, RopeScaling("yarn", factor=4.0, original_max_position_embeddings=2048))
    assert bands.dtype == np.int8 and bands.tolist() == [0, 0, 0, 1, 1, 1, 2, 2]


def test_a_scaling_lists_the_parameters_its_file_set():
    import dataclasses
    scaling = RopeScaling("yarn", factor=4.0, beta_fast=16.0)
    assert scaling.truncate is True and scaling.parameters() == (("factor", 4.0), ("beta_fast", 16.0))
    assert RopeScaling("yarn", factor=4.0, truncate=False).parameters() == (("factor", 4.0), ("truncate", False))
    with pytest.raises(dataclasses.FrozenInstanceError):
        scaling.factor = 2.0


@pytest.mark.parametrize("mscale, mscale_all_dim, expected", [
    (None, None, 0.1 * math.log(4.0) + 1.0),
    (2.0, None, 0.1 * math.log(4.0) + 1.0),               # both terms are needed, else the plain one
    (1.0, 0.5, (0.1 * math.log(4.0) + 1.0) / (0.05 * math.log(4.0) + 1.0)),
    (1.0, 1.0, 1.0),
])
def test_yarns_attention_factor(mscale, mscale_all_dim, expected):
    from posviz.model.rope_scaling import attention_factor
    scaling = RopeScaling("yarn", factor=4.0, original_max_position_embeddings=2048, mscale=mscale,
                          mscale_all_dim=mscale_all_dim)
    assert attention_factor(scaling) == pytest.approx(expected, rel=1e-15)
    assert attention_factor(RopeScaling("linear", factor=4.0)) == 1.0 and attention_factor(None) == 1.0


def test_yarns_untruncated_ramp_from_its_default_rotations():
    # the paper's band edges: d ln(L / (2 pi beta)) / (2 ln base), beta_fast = 32 and beta_slow = 1
    from posviz.model.rope_scaling import yarn_ramp
    d, length, base = 16, 2048, 10000.0
    low, high = (d * math.log(length / (2 * math.pi * beta)) / (2 * math.log(base)) for beta in (32, 1))
    expected = np.clip((np.arange(d // 2) - low) / (high - low), 0.0, 1.0)
    scaling = RopeScaling("yarn", factor=4.0, original_max_position_embeddings=length, truncate=False)
    np.testing.assert_allclose(yarn_ramp(base, d, scaling), expected, rtol=1e-13)


def _llama3_by_meta(inv_freq, factor, low, high, original):
    """Meta's apply_scaling loop (llama-models), one frequency at a time."""
    out = []
    for freq in inv_freq:
        wavelength = 2 * math.pi / freq
        if wavelength < original / high:
            out.append(freq)
        elif wavelength > original / low:
            out.append(freq / factor)
        else:
            smooth = (original / wavelength - low) / (high - low)
            out.append((1 - smooth) * freq / factor + smooth * freq)
    return out


@pytest.mark.parametrize("original", [512, 2048, 8192])
@pytest.mark.parametrize("low, high", [(1.0, 4.0), (2.0, 3.0), (0.5, 8.0)])
def test_llama3s_frequencies_as_metas_loop_gives_them(original, low, high):
    from posviz.model.rope_scaling import default_inv_freq, scaled_inv_freq
    scaling = RopeScaling("llama3", factor=8.0, original_max_position_embeddings=original, low_freq_factor=low,
                          high_freq_factor=high)
    expected = _llama3_by_meta(default_inv_freq(10000.0, 32), 8.0, low, high, original)
    np.testing.assert_allclose(scaled_inv_freq(10000.0, 32, scaling), expected, rtol=1e-13)
