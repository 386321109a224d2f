"""posviz's RoPE against golden values made by the reference library's own rotary modules.

The goldens (tests/reference/goldens/rope, made by tests/reference/make_goldens.py with torch and
transformers, which the tests never import) hold, per config.json: the module's inv_freq and
attention_scaling at several sequence lengths, cos/sin at chosen positions and its own
apply_rotary_pos_emb on fixed q and k, each computed twice:

- "f64": the reference's code with its float32 casts redirected to float64. posviz's float64
  path must match it to 1e-6 relative (it does to ~1e-15; the bound leaves room for libm).
- "f32": the module as shipped. The reference forms inv_freq, and p * inv_freq, in float32, so
  its angles are off by up to ~p * 6e-8 rad: at position 131,071 that is ~0.01 rad, which is
  why posviz (float64 throughout) is compared with it only with a bound that grows with p.
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from posviz.model import Rope, rope_configs, rope_from_config

GOLDENS = Path(__file__).resolve().parent.parent / "reference" / "goldens" / "rope"
CASES = json.loads((GOLDENS / "cases.json").read_text())
REL = 1e-6


def golden(name: str) -> dict:
    with np.load(GOLDENS / f"{name}.npz") as data:
        return {key: data[key] for key in data.files}


def rope_of(case: dict) -> Rope:
    layer_type = case["layer_type"]
    return rope_configs(case["config"])[layer_type] if layer_type else rope_from_config(case["config"])


def fixed_qk(n_positions: int, head_dim: int) -> tuple[np.ndarray, np.ndarray]:
    """The q and k the goldens rotated (same generator and seed as make_goldens.fixed_qk)."""
    rng = np.random.default_rng(7)
    return rng.normal(size=(n_positions, head_dim)), rng.normal(size=(n_positions, head_dim))


def relative(mine: np.ndarray, reference: np.ndarray) -> float:
    scale = np.maximum(np.abs(reference), 1e-300)
    return float(np.max(np.abs(mine - reference) / scale)) if reference.size else 0.0


def absolute_by_peak(mine: np.ndarray, reference: np.ndarray) -> float:
    """Largest difference relative to the largest |value| (cos/sin cross zero: a pointwise ratio is noise)."""
    return float(np.max(np.abs(mine - reference)) / max(np.max(np.abs(reference)), 1e-300))


def lengths(name: str):
    """(rope, seq_len, "tag/" of the golden keys, goldens) for each sequence length of a case."""
    case, values = CASES[name], golden(name)
    rope = rope_of(case)
    for seq_len in case["seq_lens"]:
        yield rope, seq_len, ("init" if seq_len is None else str(seq_len)), values


@pytest.mark.parametrize("name", sorted(CASES))
def test_inv_freq_and_attention_factor_match_the_reference(name):
    for rope, seq_len, tag, values in lengths(name):
        inv = values[f"{tag}/f64/inv_freq"]
        # The module is run at positions ending at seq_len - 1: that is the length dynamic/longrope see.
        assert relative(rope.inv_freq(seq_len), inv) < REL, (name, seq_len)
        assert rope.attention_factor == pytest.approx(float(values[f"{tag}/f64/attention_scaling"]), rel=1e-12)
        # float32 as shipped: inv_freq rounded to float32 and base**x formed in float32.
        assert relative(rope.inv_freq(seq_len), values[f"{tag}/f32/inv_freq"].astype(np.float64)) < 5e-6


@pytest.mark.parametrize("name", sorted(CASES))
def test_cos_sin_at_positions_match_the_reference(name):
    for rope, seq_len, tag, values in lengths(name):
        positions = values[f"{tag}/f64/positions"]
        angles = rope.angles(positions)
        factor = rope.attention_factor
        cos, sin = np.cos(angles) * factor, np.sin(angles) * factor
        ref_cos, ref_sin = values[f"{tag}/f64/cos"], values[f"{tag}/f64/sin"]
        if rope.pairing == "half":     # the reference repeats the half: cat(freqs, freqs)
            cos, sin = np.concatenate([cos, cos], 1), np.concatenate([sin, sin], 1)
            ref_cos, ref_sin = ref_cos[:, :cos.shape[1]], ref_sin[:, :sin.shape[1]]
        assert absolute_by_peak(cos, ref_cos) < REL and absolute_by_peak(sin, ref_sin) < REL, (name, seq_len)
        # As shipped (float32 angles): the error grows with the position, ~p * 6e-8 rad.
        bound = 1e-6 + 2e-7 * float(positions.max())
        assert np.max(np.abs(cos - values[f"{tag}/f32/cos"][:, :cos.shape[1]])) < bound * factor


@pytest.mark.parametrize("name", sorted(CASES))
def test_rotating_q_and_k_matches_apply_rotary_pos_emb(name):
    case, values = CASES[name], golden(name)
    rope = rope_of(case)
    tag = "init" if case["seq_lens"][-1] is None else str(case["seq_lens"][-1])
    positions = values[f"{tag}/f64/positions"]
    q, k = fixed_qk(len(positions), rope.head_dim)
    for x, key in ((q, "q_embed"), (k, "k_embed")):
        reference = values[f"{tag}/f64/{key}"][0, 0]
        mine = rope.rotate(x, positions)
        assert absolute_by_peak(mine, reference) < REL, name
        # The dimensions past rotary_dim pass through untouched.
        np.testing.assert_array_equal(mine[:, rope.rotary_dim:], x[:, rope.rotary_dim:])


def test_a_llama_31_head_turns_pair_one_as_the_model_does():
    """The issue's figure: pair 1 of a Llama 3.1 8B head turns 0.8146 rad per position, not 0.9936."""
    rope = rope_from_config(CASES["llama3_old_layout"]["config"])
    assert (rope.head_dim, rope.rotary_dim, rope.scaling, rope.pairing) == (128, 128, "llama3", "half")
    assert rope.inv_freq()[1] == pytest.approx(500000.0 ** (-2 / 128), rel=1e-15)
    assert round(float(rope.inv_freq()[1]), 4) == 0.8146
    assert rope.pairs()[1].tolist() == [1, 65]


def test_both_layouts_give_the_same_rope():
    old, new = (rope_from_config(CASES[n]["config"]) for n in ("llama3_old_layout", "llama3_new_layout"))
    assert old == new
    assert rope_configs(CASES["nested_full"]["config"]) == rope_configs(CASES["nested_old_layout_full"]["config"])
