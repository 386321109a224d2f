"""Refusals and fallbacks of posviz.model that no other Qt-free test walked (tools/mutation's line map
showed them unrun): each bad value is refused with its exact sentence, each fallback gives its value."""
from __future__ import annotations

import math

import numpy as np
import pytest

from posviz.assets import ResourceError
from posviz.model import toy
from posviz.model.embeddings import EmbeddingTable
from posviz.model.input_layer import InputLayer, position_rows
from posviz.model.positions import Learned, NoPositions, Rope
from posviz.model.rope_config import rope_configs, rope_from_config
from posviz.model.rope_scaling import RopeScaling, attention_factor, yarn_ramp
from posviz.model.settings import LayerSettings, settings_for_model
from posviz.model.viewport import Bins, pixel_bins, render_tile
from posviz.model.vocabulary import Vocabulary


def _message(call, error=ValueError) -> str:
    with pytest.raises(error) as caught:
        call()
    return str(caught.value)


# --- positions and embeddings ----------------------------------------------------------------------------
def test_a_nan_row_has_no_nearest_rows():
    table = EmbeddingTable(np.array([[np.nan, 0.0], [1.0, 0.0], [1.0, 1.0]]))
    assert _message(lambda: table.nearest(0)) == \
        "row 0 holds NaN or infinity: it has no direction, so no row is nearest to it"
    assert table.nearest(1, k=1) == [(2, pytest.approx(math.sqrt(0.5), rel=1e-15))]


def test_position_vectors_are_float32_or_float64_only():
    assert _message(lambda: NoPositions().encode(3, 2, dtype=np.int32)) == \
        "position vectors are float32 or float64, not int32"
    assert NoPositions().encode(2, 3, dtype=np.float32).dtype == np.float32


@pytest.mark.parametrize("kwargs, message", [
    ({"pairing": "pairs"}, "pairing must be 'interleaved' or 'half', got 'pairs'"),
    ({"head_dim": 8, "rotary_dim": 3}, "RoPE rotates pairs within a head of 8: rotary_dim must be even and at most 8, got 3"),
    ({"head_dim": 8, "rotary_dim": 10}, "RoPE rotates pairs within a head of 8: rotary_dim must be even and at most 8, "
                                        "got 10"),
    ({"head_dim": 7}, "RoPE rotates pairs within a head of 7: rotary_dim must be even and at most 7, got 7"),
    ({"rotary_dim": 4}, "rotary_dim needs a head_dim"),
])
def test_a_rope_refuses_its_shapes_by_name(kwargs, message):
    assert _message(lambda: Rope(**kwargs)) == message


def test_the_widest_and_narrowest_rotations_of_a_head_are_taken():
    assert Rope(head_dim=8, rotary_dim=8).rotary_dim == 8 and Rope(head_dim=8, rotary_dim=2).rotary_dim == 2
    assert Rope(head_dim=6).rotary_dim == 6


class _Unhashable:
    """A scheme that cannot key a cache: row p is (p, 2p)."""

    __hash__ = None
    max_len = None

    def encode(self, positions, d_model):
        positions = np.asarray(positions, dtype=np.float64)
        return np.stack([positions, 2 * positions], axis=1)[:, :d_model]


def test_an_unhashable_scheme_is_computed_not_cached():
    rows = position_rows(_Unhashable(), 3, 2)
    np.testing.assert_array_equal(rows, [[0.0, 0.0], [1.0, 2.0], [2.0, 4.0]])
    assert rows.dtype == np.float64 and not rows.flags.writeable


# --- config.json ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("config, message", [
    ({"head_dim": 0}, "config.json: head_dim must be a whole number >= 1, got 0"),
    ({"head_dim": True}, "config.json: head_dim must be a whole number >= 1, got True"),
    ({"head_dim": 8.0}, "config.json: head_dim must be a whole number >= 1, got 8.0"),
    ({"hidden_size": 64}, "config.json: RoPE needs head_dim, or hidden_size and num_attention_heads"),
    ({"num_attention_heads": 4}, "config.json: RoPE needs head_dim, or hidden_size and num_attention_heads"),
    ({"head_dim": 8, "rope_parameters": [1]}, "config.json: rope_parameters must be an object, got [1]"),
    ({"model_type": "gptj", "n_embd": 64, "n_head": 4, "rotary_dim": 18},
     "config.json: rotary_dim (18) is wider than a head (16)"),
    ({"head_dim": 8, "rope_parameters": {"rope_type": "yarn", "factor": 2.0}},
     "config.json: yarn RoPE scaling needs original_max_position_embeddings"),
    ({"head_dim": 8, "rope_parameters": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0,
                                         "high_freq_factor": 4.0}},
     "config.json: llama3 RoPE scaling needs original_max_position_embeddings"),
    ({"head_dim": 8, "rope_parameters": {"rope_type": "linear", "factor": 2.0, "truncate": "yes"}},
     "config.json: truncate must be true or false, got 'yes'"),
    ({"head_dim": 8, "partial_rotary_factor": -0.5,
      "rope_parameters": {"rope_type": "proportional", "partial_rotary_factor": None}},
     "config.json: partial_rotary_factor must be greater than 0, got -0.5"),
])
def test_config_values_that_cannot_be_used_are_refused_by_name(config, message):
    assert _message(lambda: rope_from_config(config)) == message


def test_a_config_that_is_not_an_object_is_refused():
    assert _message(lambda: rope_configs([])) == "a config must be a JSON object (dict), got list"


def test_gptjs_rotary_dim_may_fill_the_head():
    rope = rope_from_config({"model_type": "gptj", "n_embd": 64, "n_head": 4, "rotary_dim": 16})
    assert (rope.head_dim, rope.rotary_dim, rope.pairing) == (16, 16, "interleaved")


def test_proportional_scaling_reads_the_top_level_share_of_turning_pairs():
    rope = rope_from_config({"head_dim": 8, "rope_theta": 100.0, "partial_rotary_factor": 0.5,
                             "rope_parameters": {"rope_type": "proportional"}})
    assert rope.rotary_dim == 8 and rope.scaling_parameters.partial_rotary_factor == 0.5
    # half of the 4 pairs turn, at 100**(-0/8) and 100**(-2/8); the rest stand still
    np.testing.assert_allclose(rope.inv_freq(), [1.0, 100.0 ** -0.25, 0.0, 0.0], rtol=1e-15)


# --- scaling --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("factor", [1.0, 0.5])
def test_yarn_without_stretch_keeps_attention_at_one(factor):
    assert attention_factor(RopeScaling("yarn", factor=factor, original_max_position_embeddings=2048)) == 1.0
    assert attention_factor(RopeScaling("yarn", factor=factor, original_max_position_embeddings=2048,
                                        mscale=1.0, mscale_all_dim=0.5)) == 1.0


def test_yarns_ramp_of_zero_width_is_a_step_at_the_band_edge():
    # beta_fast = beta_slow = 8: both edges at 8 ln(2048 / (16 pi)) / (2 ln 10000) = 1.6104 (not truncated)
    scaling = RopeScaling("yarn", factor=4.0, original_max_position_embeddings=2048, beta_fast=8.0, beta_slow=8.0,
                          truncate=False)
    edge = 8 * math.log(2048 / (16 * math.pi)) / (2 * math.log(10000))
    assert 1.6 < edge < 1.62
    np.testing.assert_array_equal(yarn_ramp(10000.0, 8, scaling), [0.0, 0.0, 1.0, 1.0])


# --- settings -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kwargs, message", [
    ({"convention": "marian"}, "unknown sinusoidal convention 'marian'; choose one of paper, split, tensor2tensor, "
                               "fairseq"),
    ({"rope_pairing": "pairs"}, "RoPE pairing must be 'interleaved' or 'half', got 'pairs'"),
    ({"scheme": "rope", "d_model": 5}, "RoPE rotates pairs of dimensions, so d_model must be even, got 5"),
])
def test_settings_refuse_by_name(kwargs, message):
    assert _message(lambda: LayerSettings(**kwargs)) == message


def test_settings_from_something_else_than_an_object_are_refused():
    assert _message(lambda: LayerSettings.from_dict([("scheme", "rope")])) == "settings must be a JSON object"


def test_a_real_ropes_settings_take_its_width_when_the_toys_cannot_hold_it():
    layer = InputLayer(Vocabulary(("a", "b")), EmbeddingTable(np.ones((2, 8))), Rope(500.0, "half"), name="m")
    settings = settings_for_model(layer, LayerSettings(d_model=5))
    assert (settings.scheme, settings.d_model, settings.base, settings.rope_pairing) == ("rope", 8, 500.0, "half")


# --- the toy model's data file -----------------------------------------------------------------------------
@pytest.fixture
def toy_file(monkeypatch):
    """Replace what the toy model's JSON file holds; the cached reading is cleared before and after."""
    def use(data):
        monkeypatch.setattr(toy, "load_json", lambda name: data)
        toy._read_toy.cache_clear()
    yield use
    toy._read_toy.cache_clear()


@pytest.mark.parametrize("data, detail", [
    ({"dimensions": ["x"]}, "'rows'"),
    ({"rows": 5, "dimensions": ["x"]}, "'int' object is not iterable"),
    ({"rows": [["a", [1.0, 2.0]]], "dimensions": ["x"]}, "rows are not 1 wide"),
    ({"rows": [["a", [1.0]], ["b", [1.0, 2.0]]], "dimensions": ["x"]}, None),
])
def test_a_damaged_toy_file_is_named(toy_file, data, detail):
    toy_file(data)
    message = _message(toy._read_toy, ResourceError)
    assert message.startswith("posviz's data file 'toy_model.json' is damaged: ")
    if detail is not None:
        assert message.endswith(detail)


def test_a_sound_toy_file_is_read(toy_file):
    toy_file({"rows": [["a", [1.0, 2.0]], ["b", [3.0, 4.0]]], "dimensions": ["x", "y"]})
    words, dims, matrix = toy._read_toy()
    assert (words, dims) == (("a", "b"), ("x", "y"))
    np.testing.assert_array_equal(matrix, [[1.0, 2.0], [3.0, 4.0]])


# --- viewport --------------------------------------------------------------------------------------------
def test_an_empty_table_has_no_pixels():
    assert _message(lambda: pixel_bins(0, 1, 0, 10)) == "a table needs at least one row and column, got 0"
    assert pixel_bins(0, 1, 1, 10) == Bins(0, 1, 1)


def test_a_learned_table_of_another_width_is_not_drawn():
    learned = Learned(np.zeros((4, 3)))
    assert _message(lambda: render_tile(learned, 5, Bins(0, 4, 1), Bins(0, 5, 1))) == \
        "this learned position table is 3 wide, not 5"
    assert _message(lambda: render_tile(learned, 3, Bins(0, 5, 1), Bins(0, 3, 1))) == \
        "the learned position table has 4 rows; there is no row 4 to draw"


def test_yarns_truncated_ramp_of_zero_width_starts_at_its_edge():
    # beta_fast 1.5 -> edge 8 ln(2048 / (3 pi)) / (2 ln 10000) = 2.34, floored to 2; beta_slow 6 -> 1.73,
    # ceiled to 2: both edges at pair 2, so pair 2 keeps its frequency and pair 3 is divided
    scaling = RopeScaling("yarn", factor=4.0, original_max_position_embeddings=2048, beta_fast=1.5, beta_slow=6.0)
    np.testing.assert_array_equal(yarn_ramp(10000.0, 8, scaling), [0.0, 0.0, 0.0, 1.0])


def test_a_scaling_without_factor_or_lengths_stretches_nothing():
    from posviz.model.rope_scaling import default_inv_freq, scaled_inv_freq
    scaling = RopeScaling("yarn", original_max_position_embeddings=2048)
    assert scaling.effective_factor == 1.0 and attention_factor(scaling) == 1.0
    np.testing.assert_allclose(scaled_inv_freq(10000.0, 8, scaling), default_inv_freq(10000.0, 8), rtol=1e-15)
    assert RopeScaling("yarn", max_position_embeddings=8192, original_max_position_embeddings=2048).effective_factor == 4.0
    assert RopeScaling("longrope", max_position_embeddings=8192).effective_factor == 1.0


@pytest.mark.parametrize("base, original, ramp", [
    # edges d ln(L / (2 pi b)) / (2 ln base), d = 8, b = 32 and 1:
    (10.0, 700, [0.0, 0.0, 0.0, 0.2]),          # 2.17 -> 2 and 8.19 -> 9, cut to d - 1 = 7: (k - 2) / 5
    (10000.0, 100, [0.0, 0.5, 1.0, 1.0]),      # -0.30 -> -1, raised to 0, and 1.20 -> 2: k / 2
])
def test_yarns_ramp_edges_are_kept_within_the_head(base, original, ramp):
    scaling = RopeScaling("yarn", factor=4.0, original_max_position_embeddings=original)
    np.testing.assert_allclose(yarn_ramp(base, 8, scaling), ramp, rtol=1e-15)
