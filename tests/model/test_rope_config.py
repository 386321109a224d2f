"""Reading RoPE from config.json: defaults the reference library applies, and refusals that name the key."""
from __future__ import annotations

import json

import numpy as np
import pytest

from posviz.model import Rope, rope_configs, rope_from_config

LLAMA = {"model_type": "llama", "hidden_size": 64, "num_attention_heads": 4, "max_position_embeddings": 512}


def test_neox_turns_a_quarter_of_each_head_when_rotary_pct_is_absent():
    """GPT-NeoX's config class defaults rotary_pct to 0.25 and rotary_emb_base to 10,000."""
    rope = rope_from_config({"model_type": "gpt_neox", "hidden_size": 512, "num_attention_heads": 8})
    assert (rope.head_dim, rope.rotary_dim, rope.base, rope.pairing) == (64, 16, 10000.0, "half")
    np.testing.assert_allclose(rope.inv_freq(), 10000.0 ** (-np.arange(0, 16, 2) / 16), rtol=1e-15)


def test_gptj_is_interleaved_on_rotary_dim():
    rope = rope_from_config({"model_type": "gptj", "n_embd": 4096, "n_head": 16, "rotary_dim": 64})
    assert (rope.head_dim, rope.rotary_dim, rope.pairing) == (256, 64, "interleaved")
    assert rope.pairs()[:2].tolist() == [[0, 1], [2, 3]]


def test_lessons_rope_is_unchanged():
    rope = Rope(10000.0, "half")
    assert rope.head_dim is None and rope.scaling is None and rope.attention_factor == 1.0
    np.testing.assert_array_equal(rope.frequencies(6), np.power(10000.0, -2.0 * np.arange(3) / 6))
    x = np.arange(12.0).reshape(2, 6)
    np.testing.assert_allclose(np.linalg.norm(rope.rotate(x, [3, 9]), axis=1), np.linalg.norm(x, axis=1))


def test_nested_config_returns_full_attention_and_keeps_the_other():
    config = {**LLAMA, "rope_parameters": {"sliding_attention": {"rope_type": "default", "rope_theta": 10000.0},
                                           "full_attention": {"rope_type": "linear", "factor": 8.0,
                                                              "rope_theta": 1e6}}}
    assert rope_from_config(config).scaling == "linear" and rope_from_config(config).base == 1e6
    assert rope_configs(config)["sliding_attention"].scaling is None


@pytest.mark.parametrize("change, named", [
    ({"rope_theta": 1.0}, "rope_theta"),
    ({"rope_scaling": {"rope_type": "linear", "factor": 0}}, "factor"),
    ({"rope_scaling": {"rope_type": "linear", "factor": -2.0}}, "factor"),
    ({"rope_scaling": {"rope_type": "linear"}}, "'factor'"),
    ({"head_dim": 7}, "even"),
    ({"partial_rotary_factor": 1.5}, "partial_rotary_factor"),
    ({"rope_scaling": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 4.0, "high_freq_factor": 4.0}},
     "high_freq_factor"),
    ({"rope_scaling": {"rope_type": "longrope", "short_factor": [1.0], "long_factor": [1.0] * 8}}, "short_factor"),
    ({"rope_parameters": {"rope_type": "mrope-3d", "rope_theta": 1e4}}, "'mrope-3d'"),
    ({"rope_scaling": {"type": "ntk-by-parts", "factor": 2.0}}, "'ntk-by-parts'"),
])
def test_unusable_values_are_refused_by_name(change, named):
    with pytest.raises(ValueError) as error:
        rope_from_config({**LLAMA, **change})
    assert named in str(error.value)


def test_an_unknown_rope_type_is_refused_when_a_model_is_opened(tmp_path):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    import tiny_checkpoints as tc
    from posviz.model.checkpoint import CheckpointError, inspect_folder
    folder, _ = tc.llama(tmp_path / "llama")
    config = json.loads((folder / "config.json").read_text())
    config["rope_scaling"] = {"rope_type": "su-perfect", "factor": 2.0}
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(CheckpointError, match="'su-perfect'"):
        inspect_folder(folder)


def test_phi_turns_half_of_each_head_when_partial_rotary_factor_is_absent():
    """Phi's config class defaults partial_rotary_factor to 0.5 (GPT-NeoX's rotary_pct to 0.25)."""
    rope = rope_from_config({"model_type": "phi", "hidden_size": 2560, "num_attention_heads": 32})
    assert (rope.head_dim, rope.rotary_dim) == (80, 40)


def test_when_both_layouts_are_present_rope_scaling_wins_as_in_the_reference():
    """transformers: ``self.rope_parameters = rope_scaling or self.rope_parameters``."""
    config = {**LLAMA, "rope_theta": 20000.0, "rope_scaling": {"rope_type": "linear", "factor": 2.0},
              "rope_parameters": {"rope_type": "default", "rope_theta": 123.0}}
    rope = rope_from_config(config)
    assert (rope.scaling, rope.base) == ("linear", 20000.0)
