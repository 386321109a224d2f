"""The virtual table: exact cells when zoomed in, honest means when positions share a pixel,
and memory that follows the screen, not positions x dimensions."""
import math
import subprocess
import sys
import tracemalloc

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from posviz.model import Learned, NoPositions, Rope, Sinusoidal
from posviz.model.viewport import (
    EXACT, MEAN, SAMPLED, Bins, cell_value, dirichlet_mean, level_sample, pan_tile, pixel_bins, render_tile,
)

CONVENTIONS = [Sinusoidal(), Sinusoidal(layout="split"), Sinusoidal(layout="split", exponent="tensor2tensor"),
               Sinusoidal(layout="split", exponent="tensor2tensor", offset=2), Sinusoidal(base=500.0),
               Sinusoidal(base=0.3)]


def brute_means(table, rows: Bins, cols: Bins):
    """Block means by plain loops over a fully built table (only for small cases)."""
    out = np.empty((rows.count, cols.count))
    for i, (r, nr) in enumerate(zip(rows.starts, rows.sizes)):
        for j, (c, nc) in enumerate(zip(cols.starts, cols.sizes)):
            out[i, j] = table[r:r + nr, c:c + nc].mean()
    return out


def paper_sin_mean(a, n, omega):
    """Mean of sin(omega p) for p = a..a+n-1, summed term by term with math.sin."""
    return math.fsum(math.sin(omega * p) for p in range(a, a + n)) / n


# --- binning ------------------------------------------------------------------------------
def test_bins_fit_the_pixels_and_cover_the_view():
    bins = pixel_bins(100.3, 9000.7, total=1_000_000, pixels=700)
    assert bins.block == math.ceil((9001 - 100) / 700) == 13
    assert bins.start % bins.block == 0 and bins.start <= 100
    assert bins.starts[-1] + bins.sizes[-1] >= 9001
    assert bins.count <= 700 + 1


def test_bins_are_exact_when_there_is_room_and_stop_at_the_table_end():
    bins = pixel_bins(-5, 70, total=64, pixels=400)
    assert (bins.start, bins.stop, bins.block) == (0, 64, 1)
    cut = pixel_bins(0, 100, total=100, pixels=7)
    assert cut.block == 15 and cut.sizes.tolist() == [15] * 6 + [10] and cut.sizes.sum() == 100


def test_panning_keeps_the_same_blocks():
    a, b = pixel_bins(1000, 51000, 10**6, 500), pixel_bins(1037, 51037, 10**6, 500)
    assert a.block == b.block and (b.start - a.start) % a.block == 0


# --- sinusoidal ---------------------------------------------------------------------------
@pytest.mark.parametrize("scheme", CONVENTIONS, ids=lambda s: f"{s.layout}-{s.exponent}-{s.offset}-{s.base:g}")
@pytest.mark.parametrize("d", [6, 7, 16])
def test_zoomed_in_tile_is_the_models_table(scheme, d):
    rows, cols = pixel_bins(0, 128, 128, 400), pixel_bins(0, d, d, 400)
    tile = render_tile(scheme, d, rows, cols, dtype=np.float64)
    assert tile.method == EXACT and tile.note == ""
    np.testing.assert_allclose(tile.values, scheme.encode(np.arange(128), d), atol=1e-12)
    as_float32 = render_tile(scheme, d, rows, cols)
    assert as_float32.values.dtype == np.float32 and as_float32.values.flags.c_contiguous
    np.testing.assert_allclose(as_float32.values, scheme.encode(np.arange(128), d), atol=1e-6)


@pytest.mark.parametrize("scheme", CONVENTIONS, ids=lambda s: f"{s.layout}-{s.exponent}-{s.offset}-{s.base:g}")
def test_mean_per_pixel_matches_a_brute_force_mean(scheme):
    d, total = 16, 1000
    table = scheme.encode(np.arange(total), d)
    rows, cols = pixel_bins(37, 1000, total, 9), pixel_bins(0, d, d, 5)
    tile = render_tile(scheme, d, rows, cols, dtype=np.float64)
    assert tile.method == MEAN and rows.sizes[-1] != rows.block       # a short last block too
    assert np.abs(tile.values - brute_means(table, rows, cols)).max() < 1e-9


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6 - 2000), st.integers(1, 2000), st.integers(1, 40), st.integers(1, 64))
def test_closed_form_mean_at_any_position(start, span, pixels, d):
    scheme = Sinusoidal()
    rows, cols = pixel_bins(start, start + span, 10**6, pixels), pixel_bins(0, d, d, 1000)
    tile = render_tile(scheme, d, rows, cols, dtype=np.float64)
    table = scheme.encode(np.arange(rows.start, rows.stop), d)
    shifted = Bins(0, rows.stop - rows.start, rows.block)
    assert np.abs(tile.values - brute_means(table, shifted, cols)).max() < 1e-9


def test_the_fastest_wave_averages_away_and_the_slowest_survives():
    """Column 0 turns 1 rad per position: a mean over 1000 positions is near 0, as the sum says."""
    rows, cols = pixel_bins(0, 10**6, 10**6, 1000), pixel_bins(0, 512, 512, 512)
    tile = render_tile(Sinusoidal(), 512, rows, cols, dtype=np.float64)
    assert rows.block == 1000
    assert tile.values[3, 0] == pytest.approx(paper_sin_mean(3000, 1000, 1.0), abs=1e-12)
    assert abs(tile.values[3, 0]) < 2e-3
    slowest = Sinusoidal().frequencies(512)[-2]
    assert tile.values[3, 510] == pytest.approx(paper_sin_mean(3000, 1000, slowest), abs=1e-12)


def test_dirichlet_mean_limits():
    np.testing.assert_allclose(dirichlet_mean(np.array([0.0, 2 * math.pi, 0.7]), 1), 1.0, atol=1e-15)
    assert dirichlet_mean(np.array([0.0]), 1000)[0] == 1.0
    # a wave with a whole number of periods in the block averages to exactly zero
    assert abs(dirichlet_mean(np.array([2 * math.pi / 10]), 10)[0]) < 1e-15


# --- learned, none, RoPE, anything else -----------------------------------------------------
def test_learned_tiles_are_slices_and_block_means():
    scheme = Learned.random(300, 12, seed=3)
    exact = render_tile(scheme, 12, pixel_bins(10, 50, 300, 400), pixel_bins(0, 12, 12, 400), np.float64)
    np.testing.assert_array_equal(exact.values, scheme.table[10:50])
    rows, cols = pixel_bins(0, 300, 300, 11), pixel_bins(0, 12, 12, 5)
    mean = render_tile(scheme, 12, rows, cols, np.float64)
    assert np.abs(mean.values - brute_means(scheme.table, rows, cols)).max() < 1e-12


@pytest.mark.parametrize("low, high, pixels", [(0, 300, 150), (7, 300, 40), (33, 290, 9), (0, 300, 1)])
def test_learned_block_means_match_brute_force_with_a_short_last_block(low, high, pixels):
    scheme = Learned.random(300, 10, seed=5)
    table = scheme.table.astype(np.float32)              # real checkpoints are float32
    rows, cols = pixel_bins(low, high, 300, pixels), pixel_bins(0, 10, 10, 4)
    tile = render_tile(Learned(table), 10, rows, cols, np.float64)
    assert np.abs(tile.values - brute_means(table.astype(np.float64), rows, cols)).max() < 1e-9


def test_learned_table_is_never_asked_past_its_end():
    scheme = Learned.random(32, 6)
    with pytest.raises(ValueError, match="32 rows"):
        render_tile(scheme, 6, pixel_bins(0, 64, 64, 100), pixel_bins(0, 6, 6, 100))


# In a fresh process: tracemalloc counts every thread's allocations, and in a test process another
# thread (a worker left by an earlier window test, importing numpy.ma) once added 2.1 MB to the
# 0.4 MB this render takes.
NOT_COPIED = """
import tracemalloc
from posviz.model import Learned
from posviz.model.viewport import pixel_bins, render_tile
scheme = Learned.random(200_000, 64, seed=1)          # 102 MB of float64
tracemalloc.start()
tile = render_tile(scheme, 64, pixel_bins(0, 200_000, 200_000, 500), pixel_bins(0, 64, 64, 300))
print(tile.values.shape, tracemalloc.get_traced_memory()[1])
"""


def test_learned_table_is_not_copied_whole():
    done = subprocess.run([sys.executable, "-c", NOT_COPIED], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    shape, peak = done.stdout.strip().rsplit(" ", 1)
    assert shape == "(500, 64)"
    assert int(peak) < 2_000_000


@pytest.mark.parametrize("scheme", [NoPositions(), Rope()])
def test_schemes_that_add_nothing_draw_zeros(scheme):
    tile = render_tile(scheme, 8, pixel_bins(0, 500, 500, 10), pixel_bins(0, 8, 8, 8))
    assert not tile.values.any() and tile.values.shape == (10, 8)


class OnlyEncode:
    """A scheme known only by its ``encode`` (no closed form): it can only be sampled."""

    def __init__(self):
        self.requested = []

    def encode(self, positions, d_model, dtype=np.float64):
        positions = np.asarray(positions)
        self.requested.append(positions.size * d_model)
        return Sinusoidal().encode(positions, d_model, dtype)


def test_a_scheme_without_closed_form_is_sampled_and_says_so():
    scheme = OnlyEncode()
    rows = pixel_bins(0, 1000, 1000, 10)
    tile = render_tile(scheme, 8, rows, pixel_bins(0, 8, 8, 8), np.float64)
    assert tile.method == SAMPLED and tile.note.startswith("sampled")
    middles = rows.starts + (rows.sizes - 1) // 2
    np.testing.assert_allclose(tile.values, Sinusoidal().encode(middles, 8), atol=1e-15)


# --- cost follows the screen ----------------------------------------------------------------
class CountingSinusoidal(Sinusoidal):
    """The paper's scheme, recording the size of every array it hands out."""

    def frequencies(self, d_model):
        out = super().frequencies(d_model)
        self.__dict__.setdefault("sizes", []).append(out.size)
        return out

    def encode(self, positions, d_model, dtype=np.float64):
        out = super().encode(positions, d_model, dtype)
        self.__dict__.setdefault("sizes", []).append(out.size)
        return out


@pytest.mark.parametrize("view", [(0, 10**6, 0, 4096), (500_000, 501_080, 0, 1920), (0, 10**6, 1000, 1100)])
def test_a_million_by_4096_table_costs_a_few_screenfuls(view):
    """At 1920 x 1080 a screenful is ~2.1 M cells (8.3 MB as float32): stay within 4 of them."""
    y0, y1, x0, x1 = view
    screen_cells = 1920 * 1080
    scheme = CountingSinusoidal()
    rows, cols = pixel_bins(y0, y1, 10**6, 1080), pixel_bins(x0, x1, 4096, 1920)
    tracemalloc.start()
    tile = render_tile(scheme, 4096, rows, cols)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert tile.values.size <= 1081 * 1921
    assert max(scheme.sizes) <= 4096                      # one frequency per column, no table rows
    assert peak <= 4 * screen_cells * 4, f"peak {peak / 1e6:.1f} MB"


# --- single cells, levels ---------------------------------------------------------------------
def test_cell_value_is_the_models():
    assert cell_value(Sinusoidal(), 16, 3, 4) == pytest.approx(math.sin(3 / 10000 ** (4 / 16)), abs=1e-15)
    scheme = Learned.random(40, 6, seed=2)
    assert cell_value(scheme, 6, 39, 5) == scheme.table[39, 5]


def test_tile_value_at_and_note():
    rows, cols = pixel_bins(0, 1000, 1000, 10), pixel_bins(0, 8, 8, 4)
    tile = render_tile(Sinusoidal(), 8, rows, cols, np.float64)
    assert tile.note == "each pixel row = mean of 100 positions; each pixel column = mean of 2 dimensions"
    table = Sinusoidal().encode(np.arange(1000), 8)
    assert tile.value_at(250, 5) == pytest.approx(table[200:300, 4:6].mean(), abs=1e-12)
    assert tile.rect == (0, 0, 8, 1000)


def test_level_sample_is_a_bounded_view():
    table = np.zeros((50_000, 100))
    sample = level_sample(table, limit=100_000)
    assert np.shares_memory(sample, table) and sample.size <= 100_000 + 100
    assert level_sample(table[:10]).shape == (10, 100)


# --- panning reuses what is still on screen --------------------------------------------------
@settings(max_examples=80, deadline=None)
@given(st.integers(50, 20_000), st.floats(0, 1), st.floats(0.01, 1), st.floats(-0.6, 0.6), st.integers(3, 90),
       st.booleans())
def test_a_panned_tile_equals_a_fresh_one(total, where, size, shift, pixels, across):
    scheme, d = Sinusoidal(layout="split"), 48
    span = max(size * total, 1.0)
    low = where * (total - span)
    if across:      # pan across the dimensions instead of down the positions
        rows, cols = pixel_bins(low, low + span, total, pixels), pixel_bins(10, 30, d, 7)
        moved = rows, pixel_bins(10 + 20 * shift, 30 + 20 * shift, d, 7)
    else:
        rows, cols = pixel_bins(low, low + span, total, pixels), pixel_bins(0, d, d, 20)
        moved = pixel_bins(low + shift * span, low + (1 + shift) * span, total, pixels), cols
    before = render_tile(scheme, d, rows, cols, np.float64)
    panned = pan_tile(before, scheme, d, *moved, dtype=np.float64)
    fresh = render_tile(scheme, d, *moved, dtype=np.float64)
    assert panned.values.shape == fresh.values.shape and panned.method == fresh.method
    assert np.abs(panned.values - fresh.values).max() < 1e-12


def test_panning_computes_only_the_new_blocks(monkeypatch):
    import posviz.model.viewport as viewport
    scheme, d = Sinusoidal(), 256
    rows, cols = pixel_bins(0, 500_000, 10**6, 1000), pixel_bins(0, d, d, 256)
    before = render_tile(scheme, d, rows, cols)
    computed = []
    real = viewport.render_tile
    monkeypatch.setattr(viewport, "render_tile", lambda s, dm, r, c, *a: computed.append(r.count) or real(s, dm, r, c, *a))
    pan_tile(before, scheme, d, pixel_bins(10_000, 510_000, 10**6, 1000), cols)
    assert computed == [20]                       # 10,000 new positions in blocks of 500


def test_an_offset_learned_table_starts_after_its_offset():
    from posviz.model.checkpoint.recipe import OffsetLearned
    table = np.arange(40 * 4, dtype=np.float64).reshape(40, 4)
    scheme = OffsetLearned(table, offset=2)                       # RoBERTa: position p reads row p + 2
    tile = render_tile(scheme, 4, pixel_bins(0, 38, 38, 100), pixel_bins(0, 4, 4, 100), np.float64)
    np.testing.assert_array_equal(tile.values, scheme.encode(np.arange(38), 4))
    with pytest.raises(ValueError, match="38 rows"):
        render_tile(scheme, 4, pixel_bins(0, 40, 40, 100), pixel_bins(0, 4, 4, 100))
