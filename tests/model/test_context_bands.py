"""Context extension: the bands and captions are read off the frequencies, checked against closed forms.

The reference formulas (llama3, yarn, linear, dynamic NTK) are written out here from the reference
library's ``modeling_rope_utils``, independently of posviz's port.
"""
import math
import re

import numpy as np
import pytest

from posviz.lessons.context_extension import (BETWEEN, DEFAULTS, KEPT, SLOWED, extension, runs, toy_config,
                                              toy_extension)
from posviz.model import Rope, rope_from_config


def default_inv_freq(base, dim):
    return 1.0 / base ** (np.arange(0, dim, 2, dtype=np.float64) / dim)


def llama3_inv_freq(base, dim, factor, low, high, original):
    out = []
    for f in default_inv_freq(base, dim):
        wavelength = 2 * math.pi / f
        if wavelength < original / high:
            out.append(f)
        elif wavelength > original / low:
            out.append(f / factor)
        else:
            s = (original / wavelength - low) / (high - low)
            out.append((1 - s) * f / factor + s * f)
    return np.array(out)


def yarn_inv_freq(base, dim, factor, original, beta_fast=32.0, beta_slow=1.0):
    def correction(rotations):
        return dim * math.log(original / (rotations * 2 * math.pi)) / (2 * math.log(base))
    low, high = max(math.floor(correction(beta_fast)), 0), min(math.ceil(correction(beta_slow)), dim - 1)
    ramp = np.clip((np.arange(dim // 2) - low) / (high - low), 0, 1)
    pos = base ** (np.arange(0, dim, 2) / dim)
    return (1 / (factor * pos)) * ramp + (1 / pos) * (1 - ramp)


def dynamic_inv_freq(base, dim, factor, max_pos, seq_len):
    if seq_len > max_pos:
        base = base * ((factor * seq_len / max_pos) - (factor - 1)) ** (dim / (dim - 2))
    return default_inv_freq(base, dim)


def pairs_in(caption: str) -> tuple[int, int]:
    found = re.match(r"pairs? (\d+)(?:\u2013(\d+))?", caption)
    return int(found.group(1)), int(found.group(2) or found.group(1))


def test_llama31_pair_1_turns_as_the_reference_says():
    ext = toy_extension("llama3", 128, 500000.0, {})
    expected = llama3_inv_freq(500000.0, 128, 8.0, 1.0, 4.0, 8192)
    np.testing.assert_allclose(ext.scaled, expected, rtol=1e-12)
    assert ext.scaled[1] == pytest.approx(0.8146, abs=5e-5)       # not 0.9936: one head, not all 4096
    np.testing.assert_allclose(ext.unscaled, default_inv_freq(500000.0, 128), rtol=1e-12)


@pytest.mark.parametrize("kind, expected", [
    ("llama3", lambda b: llama3_inv_freq(b, 64, 8.0, 1.0, 4.0, 8192)),
    ("yarn", lambda b: yarn_inv_freq(b, 64, 4.0, 32768)),
    ("linear", lambda b: default_inv_freq(b, 64) / 4.0),
    ("dynamic", lambda b: dynamic_inv_freq(b, 64, 4.0, 4096, 16384)),
])
def test_toy_scalings_match_the_closed_forms(kind, expected):
    ext = toy_extension(kind, 64, 10000.0, {}, seq_len=16384)
    np.testing.assert_allclose(ext.scaled, expected(10000.0), rtol=1e-12)
    assert ext.head.attention_factor == pytest.approx(0.1 * math.log(4) + 1 if kind == "yarn" else 1.0)


def test_dynamic_keeps_every_pair_up_to_its_length():
    ext = toy_extension("dynamic", 64, 10000.0, {}, seq_len=4096)
    assert ext.band_runs() == [(KEPT, 0, 31)]
    longer = toy_extension("dynamic", 64, 10000.0, {}, seq_len=8192)
    assert longer.band_runs() == [(KEPT, 0, 0), (BETWEEN, 1, 31)]   # pair 0 turns 1 rad whatever the base


@pytest.mark.parametrize("kind", ["llama3", "yarn", "linear", "dynamic"])
def test_band_captions_are_true_of_the_numbers(kind):
    ext = toy_extension(kind, 128, 500000.0, {}, seq_len=1_000_000)
    ratio = ext.scaled / ext.unscaled
    captions = ext.band_captions()
    covered = []
    for caption, (_, first, last) in zip(captions, ext.band_runs()):
        assert pairs_in(caption) == (first, last)
        part = ratio[first:last + 1]
        if "kept" in caption:
            np.testing.assert_allclose(part, 1.0, rtol=1e-12)
        elif re.search(r"slowed (\d+)\u00d7", caption):
            factor = float(re.search(r"slowed (\d+)\u00d7", caption).group(1))
            np.testing.assert_allclose(part, 1 / factor, rtol=1e-12)
        else:
            low, high = map(float, re.search(r"between ([\d.]+)\u00d7 and ([\d.]+)\u00d7", caption).groups())
            assert 1 / part.max() == pytest.approx(low, rel=5e-3) and 1 / part.min() == pytest.approx(high, rel=5e-3)
            assert np.all(part < 1 - 1e-9)
            if kind != "dynamic":       # llama3 and yarn blend between kept and the whole factor
                assert np.all(part * DEFAULTS[kind]["factor"] > 1 + 1e-9)
        every = re.search(r"one turn every ([\d,.]+)(?: to ([\d,.]+))? tokens", caption).groups()
        waves = 2 * math.pi / ext.unscaled[first:last + 1]
        assert float(every[0].replace(",", "")) == pytest.approx(waves.min(), rel=5e-3, abs=0.6)
        covered.extend(range(first, last + 1))
    assert covered == list(range(64))


def test_llama3_bands_follow_its_rule():
    ext = toy_extension("llama3", 128, 500000.0, {})
    waves = 2 * math.pi / default_inv_freq(500000.0, 128)
    expected = np.where(waves < 8192 / 4, KEPT, np.where(waves > 8192 / 1, SLOWED, BETWEEN))
    np.testing.assert_array_equal(ext.bands, expected)
    assert "under 8,192 / 4 = 2,048 tokens" in ext.rule_caption()
    assert toy_extension("yarn", 128, 500000.0, {}).rule_caption() == ""


def test_context_and_angle():
    ext = toy_extension("llama3", 128, 500000.0, {})
    waves = 2 * math.pi / default_inv_freq(500000.0, 128)
    caption = ext.context_caption()
    assert caption.startswith(f"{int(np.sum(waves > 8192))} of 64 pairs have a wavelength longer than")
    before, after = ext.angle(50, 65536)
    assert before == pytest.approx(65536 * default_inv_freq(500000.0, 128)[50])
    assert after == pytest.approx(65536 * llama3_inv_freq(500000.0, 128, 8, 1, 4, 8192)[50])
    assert "Attention factor 1:" in ext.attention_caption()
    assert "1.29648" in toy_extension("yarn", 128, 500000.0, {}).attention_caption()   # (0.1 ln 4 + 1)^2


def test_toy_config_is_read_as_the_reference_reads_it():
    config = toy_config("llama3", 128, 500000.0, {"factor": 16.0})
    assert config["max_position_embeddings"] == 8192 * 16
    rope = rope_from_config(config)
    assert (rope.head_dim, rope.rotary_dim, rope.scaling, rope.pairing) == (128, 128, "llama3", "half")
    with pytest.raises(ValueError, match="high_freq_factor"):
        toy_extension("llama3", 128, 500000.0, {"high_freq_factor": 0.5})
    with pytest.raises(ValueError, match="unknown scaling"):
        toy_config("ntk", 128, 1e4, {})


def test_a_linear_config_names_its_original_context():
    rope = rope_from_config({"hidden_size": 64, "num_attention_heads": 1, "max_position_embeddings": 16384,
                             "rope_scaling": {"type": "linear", "factor": 8.0}})
    ext = extension(rope, 64)
    assert ext.original_context == 2048 and ext.band_runs() == [(SLOWED, 0, 31)]
    unscaled = extension(Rope(10000.0, "half"), 64, context=4096)
    assert unscaled.original_context == 4096 and unscaled.band_runs() == [(KEPT, 0, 31)]


def test_runs():
    assert runs(np.array([0, 0, 1, 2, 2, 2])) == [(0, 0, 1), (1, 2, 2), (2, 3, 5)]
    assert runs(np.array([], dtype=int)) == []
