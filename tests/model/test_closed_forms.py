"""Closed forms of posviz.model's formulas, for every small width and both layouts and exponents (the
cases where an off-by-one in a pair count or a ``max(.., 1)`` shows), written from the papers' formulas,
not from posviz's code."""
from __future__ import annotations

import math

import numpy as np
import pytest

from posviz.model.positions import Sinusoidal
from posviz.model.rope_scaling import RopeScaling, attention_factor, default_inv_freq, pair_bands


def _by_hand(layout: str, exponent: str, base: float, d: int) -> tuple[list, list]:
    """(frequency, is_sin) of every column, from the conventions' definitions."""
    if layout == "interleaved":
        pairs = (d + 1) // 2                       # column 2k sin, 2k+1 cos; an odd d ends on a sine
        columns = [(j // 2, j % 2 == 0) for j in range(d)]
    elif exponent == "tensor2tensor":
        pairs = d // 2                             # d//2 sines, d//2 cosines, a zero column if d is odd
        columns = [(j, True) for j in range(pairs)] + [(j, False) for j in range(pairs)] + [(None, True)] * (d % 2)
    else:
        pairs = (d + 1) // 2                       # Marian: one more sine than cosines
        columns = [(j, True) for j in range(pairs)] + [(j, False) for j in range(d // 2)]
    freq = []
    for pair, _ in columns:
        if pair is None:
            freq.append(0.0)
        elif exponent == "paper":
            freq.append(base ** (-2.0 * pair / d))
        else:
            freq.append(base ** (-pair / (pairs - 1)) if pairs > 1 else 1.0)    # k / (K - 1); K = 1: frequency 1
    return freq, [is_sin for _, is_sin in columns]


@pytest.mark.parametrize("layout", ["interleaved", "split"])
@pytest.mark.parametrize("exponent", ["paper", "tensor2tensor"])
@pytest.mark.parametrize("d", range(1, 10))
def test_every_columns_frequency_and_wave_by_hand(layout, exponent, d):
    scheme = Sinusoidal(base=100.0, layout=layout, exponent=exponent)
    freq, is_sin = _by_hand(layout, exponent, 100.0, d)
    np.testing.assert_allclose(scheme.frequencies(d), freq, rtol=1e-13)
    assert scheme.columns(d)[1].tolist() == is_sin
    positions = np.array([0, 1, 5, 37])
    angles = positions[:, None] * np.array(freq)[None, :]
    expected = np.where(np.array(is_sin)[None, :], np.sin(angles), np.cos(angles))
    np.testing.assert_allclose(scheme.encode(positions, d), expected, rtol=1e-12, atol=1e-15)


@pytest.mark.parametrize("dim", [2, 4, 6, 8, 16, 64])
def test_default_rope_frequencies_are_base_to_minus_2k_over_dim(dim):
    expected = [500000.0 ** (-2.0 * k / dim) for k in range(dim // 2)]
    np.testing.assert_allclose(default_inv_freq(500000.0, dim), expected, rtol=1e-13)
    assert default_inv_freq(500000.0, dim).dtype == np.float64


def test_the_three_band_codes_are_distinct_small_ints():
    # yarn over 64 dims keeps pairs 0..9, blends 11..22 and scales 23.. (test_model_edges works them out)
    bands = pair_bands(10000.0, 64, RopeScaling("yarn", factor=4.0, original_max_position_embeddings=4096))
    assert bands.dtype == np.int8
    assert bands[:10].tolist() == [0] * 10 and bands[23:].tolist() == [2] * 9 and set(bands[11:23].tolist()) == {1}
    assert pair_bands(10000.0, 8, None).tolist() == [0, 0, 0, 0]
    assert pair_bands(10000.0, 8, RopeScaling("linear", factor=2.0)).tolist() == [2, 2, 2, 2]


@pytest.mark.parametrize("factor, expected", [(0.5, 1.0), (1.0, 1.0), (4.0, math.sqrt(1 + math.log(4) / math.log(4096))),
                                              (32.0, math.sqrt(1 + math.log(32) / math.log(4096)))])
def test_longrope_attention_factor(factor, expected):
    scaling = RopeScaling("longrope", factor=factor, original_max_position_embeddings=4096,
                          short_factor=(1.0,) * 4, long_factor=(2.0,) * 4)
    assert attention_factor(scaling) == pytest.approx(expected, rel=1e-15)
    given = RopeScaling("longrope", factor=factor, original_max_position_embeddings=4096, attention_factor=0.75,
                        short_factor=(1.0,) * 4, long_factor=(2.0,) * 4)
    assert attention_factor(given) == 0.75                 # config.json's own value wins


@pytest.mark.parametrize("kind", ["linear", "dynamic", "llama3", "proportional"])
def test_scalings_that_do_not_touch_the_attention_factor(kind):
    assert attention_factor(RopeScaling(kind, factor=8.0)) == 1.0
    assert attention_factor(None) == 1.0
