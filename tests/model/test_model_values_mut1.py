"""posviz.model pinned where small changes used to pass unseen: the dtype a rotation returns, longrope's
attention factor just above 1, what a tile's pixels stand for, DeBERTa's relative positions with no
bucketing, and the key a bad theta's message names. Every expected value is worked out by hand."""
from __future__ import annotations

import math

import numpy as np
import pytest

from posviz.model.positions import Rope
from posviz.model.relative_positions import deberta_relative_positions
from posviz.model.rope_config import rope_from_config
from posviz.model.rope_scaling import RopeScaling, attention_factor
from posviz.model.viewport import Bins, render_tile


# --- a rotation keeps a float dtype and turns whole numbers into float64 ------------------------------
def test_a_rotation_by_a_quarter_turn_keeps_float32_and_makes_ints_float64():
    rope = Rope()                               # d = 2: one pair, base**0 = 1 radian per position
    x32 = np.array([[1.0, 2.0]], dtype=np.float32)
    out32 = rope.rotate(x32, [1])
    assert out32.dtype == np.float32
    np.testing.assert_allclose(out32, [[math.cos(1) - 2 * math.sin(1), math.sin(1) + 2 * math.cos(1)]], rtol=1e-6)
    out_int = rope.rotate(np.array([[1, 2]]), [1])            # int rows: the result is float64, not cut to ints
    assert out_int.dtype == np.float64
    np.testing.assert_allclose(out_int, [[math.cos(1) - 2 * math.sin(1), math.sin(1) + 2 * math.cos(1)]],
                               rtol=1e-15)


# --- longrope's attention factor, sqrt(1 + ln s / ln L0), already for s just above 1 -------------------
@pytest.mark.parametrize("factor", [1.25, 1.5, 1.99, 4.0])
def test_longropes_attention_factor_for_a_factor_above_one(factor):
    scaling = RopeScaling("longrope", factor=factor, original_max_position_embeddings=4096)
    assert attention_factor(scaling) == pytest.approx(math.sqrt(1 + math.log(factor) / math.log(4096)), rel=1e-15)


@pytest.mark.parametrize("factor", [0.5, 1.0])
def test_longropes_attention_factor_is_one_up_to_a_factor_of_one(factor):
    scaling = RopeScaling("longrope", factor=factor, original_max_position_embeddings=4096)
    assert attention_factor(scaling) == 1.0


# --- what a tile's pixels stand for -------------------------------------------------------------------
class _OnlyEncode:
    """A scheme known only through encode: value = position * 10 + column."""

    def encode(self, positions, d_model):
        positions = np.asarray(positions, dtype=np.float64)
        return positions[:, None] * 10 + np.arange(d_model)[None, :]


def test_a_sampled_scheme_with_exact_rows_and_wide_columns_is_a_mean():
    tile = render_tile(_OnlyEncode(), 4, Bins(0, 3, 1), Bins(0, 4, 2), np.float64)
    assert tile.method == "mean"
    np.testing.assert_array_equal(tile.values, [[0.5, 2.5], [10.5, 12.5], [20.5, 22.5]])
    assert tile.note == "each pixel column = mean of 2 dimensions"


def test_a_sampled_scheme_with_row_blocks_says_it_samples():
    tile = render_tile(_OnlyEncode(), 2, Bins(0, 6, 3), Bins(0, 2, 1), np.float64)
    assert tile.method == "sampled"
    np.testing.assert_array_equal(tile.values, [[10.0, 11.0], [40.0, 41.0]])     # middles 1 and 4
    assert tile.note == "sampled: each pixel row shows 1 of 3 positions"


def test_an_exact_tile_of_a_sampled_scheme_is_exact():
    tile = render_tile(_OnlyEncode(), 2, Bins(2, 4, 1), Bins(0, 2, 1), np.float64)
    assert tile.method == "exact" and tile.note == ""
    np.testing.assert_array_equal(tile.values, [[20.0, 21.0], [30.0, 31.0]])


# --- DeBERTa without bucketing: i - j itself -----------------------------------------------------------
@pytest.mark.parametrize("bucket_size, max_position", [(0, 512), (4, 0), (-1, 512), (4, -1), (0, 0)])
def test_debertas_relative_positions_unbucketed_are_i_minus_j(bucket_size, max_position):
    table = deberta_relative_positions(5, bucket_size, max_position)
    assert table.dtype == np.int64
    np.testing.assert_array_equal(table, np.subtract.outer(np.arange(5), np.arange(5)))


# --- a theta out of range names the key the file used ---------------------------------------------------
@pytest.mark.parametrize("config, key", [
    ({"rope_theta": 0.5}, "rope_theta"),
    ({"rotary_emb_base": 0.5}, "rotary_emb_base"),
    ({"rope_theta": 0.5, "rotary_emb_base": 100.0}, "rope_theta"),
])
def test_a_theta_of_at_most_one_is_refused_naming_its_key(config, key):
    with pytest.raises(ValueError) as info:
        rope_from_config({"head_dim": 8, **config})
    assert str(info.value) == f"config.json: {key} must be greater than 1, got 0.5"


# --- tensor2tensor's exponent k/(K-1): K counts the sine columns of each layout -------------------------
@pytest.mark.parametrize("layout, d, frequencies", [
    ("interleaved", 5, [1.0, 1.0, 0.1, 0.1, 0.01]),            # K = 3 pairs: exponents 0, 1/2, 1
    ("interleaved", 4, [1.0, 1.0, 0.01, 0.01]),                # K = 2: exponents 0, 1
    ("split", 6, [1.0, 0.1, 0.01, 1.0, 0.1, 0.01]),            # K = 3 sines, then 3 cosines
    ("split", 7, [1.0, 0.1, 0.01, 1.0, 0.1, 0.01, 0.0]),       # odd: K = 3 and a zero column
    ("split", 2, [1.0, 1.0]), ("interleaved", 1, [1.0]),      # K = 1: no division by K - 1 = 0
])
def test_tensor2tensor_frequencies_by_hand(layout, d, frequencies):
    from posviz.model.positions import Sinusoidal
    np.testing.assert_allclose(Sinusoidal(100.0, layout, "tensor2tensor").frequencies(d), frequencies, rtol=1e-14)


@pytest.mark.parametrize("layout, d, column, text", [
    ("interleaved", 5, 4, "sin(3 / 100^(2/2)) = 0.0300"),
    ("interleaved", 5, 3, "cos(3 / 100^(1/2)) = 0.9553"),
    ("split", 7, 5, "cos(3 / 100^(2/2)) = 0.9996"),
    ("split", 2, 1, "cos(3 / 100^(0/1)) = -0.9900"),
])
def test_tensor2tensor_cells_described_with_their_exponent(layout, d, column, text):
    from posviz.model.positions import Sinusoidal
    assert Sinusoidal(100.0, layout, "tensor2tensor").describe(3, column, d) == text


def test_a_ropes_widths_are_named_when_refused():
    with pytest.raises(ValueError) as info:
        Rope(head_dim=0)
    assert str(info.value) == "head_dim must be at least 1, got 0"
    with pytest.raises(ValueError) as info:
        Rope(head_dim=8, rotary_dim=0)
    assert str(info.value) == "rotary_dim must be at least 1, got 0"


def test_llama3_at_the_long_band_edge_blends_from_the_kept_frequency():
    # one pair of frequency 1: wavelength 2 pi, exactly original / low_freq_factor, so it is not yet divided:
    # the blend's weight (original / wavelength - low) / (high - low) is 0, giving frequency 1 / factor
    from posviz.model.rope_scaling import scaled_inv_freq
    scaling = RopeScaling("llama3", factor=2.0, original_max_position_embeddings=2 * math.pi, low_freq_factor=1.0,
                          high_freq_factor=2.0)
    np.testing.assert_array_equal(scaled_inv_freq(10000.0, 2, scaling), [0.5])


# --- tiles taller or wider than one step's budget of 65,536 cells --------------------------------------
def test_a_tile_taller_than_a_steps_budget_still_averages_column_blocks():
    from posviz.model.positions import Learned
    table = np.arange(70_000 * 4, dtype=np.float64).reshape(70_000, 4)
    tile = render_tile(Learned(table), 4, Bins(0, 70_000, 1), Bins(0, 4, 2), np.float64)
    np.testing.assert_array_equal(tile.values[[0, 69_999]], [[0.5, 2.5], [279_996.5, 279_998.5]])


def test_a_sampled_scheme_wider_than_a_steps_budget_is_still_encoded():
    tile = render_tile(_OnlyEncode(), 70_000, Bins(0, 4, 2), Bins(0, 70_000, 70_000), np.float64)
    # middles 0 and 2; the mean of p * 10 + c over c = 0 .. 69,999 is p * 10 + 34,999.5
    np.testing.assert_array_equal(tile.values, [[34_999.5], [35_019.5]])


def test_colour_levels_read_at_most_250000_values():
    from posviz.model.viewport import level_sample
    assert level_sample(np.zeros((250_000, 1))).shape == (250_000, 1)
    assert level_sample(np.zeros((250_001, 1))).shape == (125_001, 1)
    assert level_sample(np.zeros((10, 50_000))).shape == (5, 50_000)      # 500,000 values: every 2nd row


def test_two_positions_a_pixel_row_are_already_sampled():
    tile = render_tile(_OnlyEncode(), 2, Bins(0, 4, 2), Bins(0, 2, 1), np.float64)
    assert tile.method == "sampled" and tile.note == "sampled: each pixel row shows 1 of 2 positions"
    np.testing.assert_array_equal(tile.values, [[0.0, 1.0], [20.0, 21.0]])       # middles (n - 1) // 2: 0 and 2


# --- pixel bins worked out by hand: block = ceil(visible / pixels), starts at multiples of it ----------------
@pytest.mark.parametrize("low, high, total, pixels, bins", [
    (0, 10, 100, 5, Bins(0, 10, 2)),
    (3.5, 17.2, 100, 4, Bins(0, 20, 4)),        # 3 .. 18: 15 rows, blocks of 4 from 0
    (-5, 3, 10, 10, Bins(0, 3, 1)),
    (10, 12, 5, 2, Bins(4, 5, 1)),              # past the end: the last row
    (3, 2, 10, 5, Bins(3, 4, 1)),               # an empty range: one row
    (0, 10, 100, 0, Bins(0, 10, 10)),           # no pixels: one block
    (0, 1000, 1000, 3, Bins(0, 1000, 334)),     # the last block cut at the end
    (95, 200, 100, 2, Bins(93, 100, 3)),
])
def test_pixel_bins_by_hand(low, high, total, pixels, bins):
    from posviz.model.viewport import pixel_bins
    assert pixel_bins(low, high, total, pixels) == bins


def test_a_bins_blocks_by_hand():
    bins = Bins(93, 100, 3)
    assert (bins.count, bins.extent, bins.index_of(99), bins.index_of(95)) == (3, 9, 2, 0)
    assert bins.starts.tolist() == [93, 96, 99] and bins.sizes.tolist() == [3, 3, 1]


@pytest.mark.parametrize("share", [-0.5, 0, 0.0])
def test_a_share_of_zero_or_less_is_refused(share):
    with pytest.raises(ValueError) as info:
        rope_from_config({"head_dim": 8, "partial_rotary_factor": share})
    assert str(info.value) == f"config.json: partial_rotary_factor must be greater than 0, got {share!r}"


def test_bins_and_tiles_are_frozen_and_bins_compare_by_value():
    import dataclasses
    bins = Bins(0, 4, 2)
    tile = render_tile(_OnlyEncode(), 2, bins, Bins(0, 2, 1), np.float64)
    for thing, field in ((bins, "block"), (tile, "method")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(thing, field, 1)
    assert bins == Bins(0, 4, 2) and hash(bins) == hash(Bins(0, 4, 2)) and len({bins, Bins(0, 4, 1)}) == 2
    twin = render_tile(_OnlyEncode(), 2, bins, Bins(0, 2, 1), np.float64)
    assert tile == tile and tile != twin and len({tile, twin}) == 2     # tiles: by identity (they hold arrays)


def test_the_lessons_rope_names_a_width_it_cannot_turn():
    with pytest.raises(ValueError) as info:
        Rope().frequencies(0)
    assert str(info.value) == "d_model must be at least 1, got 0"
    with pytest.raises(ValueError) as info:
        Rope().frequencies(5)
    assert str(info.value) == "RoPE rotates pairs of dimensions, so d_model must be even, got 5"


def test_a_blocks_mean_of_a_constant_wave_is_exact_and_warns_of_nothing():
    from posviz.model.viewport import dirichlet_mean
    with np.errstate(all="raise"):          # w = 0 must not divide by zero on the way to its 1
        values = dirichlet_mean(np.array([0.0, 2 * math.pi, math.pi]), 4)
    np.testing.assert_allclose(values, [1.0, 1.0, 0.0], atol=1e-15)


def test_a_tile_of_a_table_read_from_an_offset_shows_the_rows_its_positions_read():
    from posviz.model.checkpoint.recipe import OffsetLearned
    table = np.arange(12.0).reshape(6, 2)
    scheme = OffsetLearned(table, offset=2)                # RoBERTa: position p reads row p + 2
    exact = render_tile(scheme, 2, Bins(0, 3, 1), Bins(0, 2, 1), np.float64)
    np.testing.assert_array_equal(exact.values, scheme.encode([0, 1, 2], 2))
    means = render_tile(scheme, 2, Bins(0, 4, 2), Bins(0, 2, 2), np.float64)
    np.testing.assert_array_equal(means.values, [[table[2:4].mean()], [table[4:6].mean()]])


@pytest.mark.parametrize("low, computed", [
    (60, [100]),        # 40 of 100 rows kept: less than half in common, drawn afresh
    (50, [50]),         # half kept: only the 50 new rows are computed
    (30, [30]),
    (0, []),            # nothing moved: nothing computed
])
def test_a_pan_reuses_the_tile_only_when_it_keeps_at_least_half(monkeypatch, low, computed):
    import posviz.model.viewport as viewport
    from posviz.model.positions import Sinusoidal
    from posviz.model.viewport import pan_tile, pixel_bins
    cols = pixel_bins(0, 4, 4, 4)
    before = render_tile(Sinusoidal(), 4, pixel_bins(0, 100, 1000, 100), cols, np.float64)
    counted, real = [], viewport.render_tile
    monkeypatch.setattr(viewport, "render_tile",
                        lambda s, d, r, c, *a: counted.append(r.count) or real(s, d, r, c, *a))
    moved = pixel_bins(low, low + 100, 1000, 100)
    panned = pan_tile(before, Sinusoidal(), 4, moved, cols, np.float64)
    assert counted == computed
    np.testing.assert_allclose(panned.values, real(Sinusoidal(), 4, moved, cols, np.float64).values, atol=1e-12)


def test_a_pan_from_nothing_or_from_another_dtype_is_drawn_afresh():
    from posviz.model.positions import Sinusoidal
    from posviz.model.viewport import pan_tile, pixel_bins
    rows, cols = pixel_bins(0, 100, 1000, 100), pixel_bins(0, 4, 4, 4)
    moved = pixel_bins(10, 110, 1000, 100)
    fresh = render_tile(Sinusoidal(), 4, moved, cols, np.float64).values
    np.testing.assert_array_equal(pan_tile(None, Sinusoidal(), 4, moved, cols, np.float64).values, fresh)
    coarse = render_tile(Sinusoidal(), 4, rows, cols, np.float32)
    panned = pan_tile(coarse, Sinusoidal(), 4, moved, cols, np.float64)
    assert panned.values.dtype == np.float64 and np.abs(panned.values - fresh).max() < 1e-12
