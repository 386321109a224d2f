"""RoPE at long range (issue 23's mutants, third round): every distance of a batch is computed, and the base
search scans exactly ``after`` grid bases past the first pass, as its caption says."""
from __future__ import annotations

import numpy as np

from posviz.lessons.long_range import search_caption
from posviz.lessons.rope_long_range import cosine_sum, keeps_condition, roformer_bound, smallest_base


def _poisoned(size):
    """Free a NaN buffer of ``size`` float64 first: numpy tends to hand the same memory to the next
    np.empty of that size, so an entry the code forgets to fill reads NaN instead of a stale right answer."""
    poison = np.full(size, np.nan)
    del poison


def test_every_distance_of_a_batch_gets_its_value_the_first_and_the_last_included():
    d, base = 8, 10000.0
    distances = np.array([0.0, 1.0, 2.0, 1000.0])
    _poisoned(distances.size)
    sums = cosine_sum(distances, base, d)
    _poisoned(distances.size)
    bounds = roformer_bound(distances, base, d)
    theta = base ** (-2.0 * np.arange(d // 2) / d)
    expected_sums = [sum(np.cos(m * t) for t in theta) for m in distances]
    expected_bounds = [np.mean([abs(np.sum(np.exp(1j * m * theta[:j]))) for j in range(1, d // 2 + 1)])
                       for m in distances]
    np.testing.assert_allclose(sums, expected_sums, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(bounds, expected_bounds, rtol=1e-12)
    assert sums[0] == d / 2 and bounds[0] == (d / 2 + 1) / 2          # at m = 0 every term is 1


def test_the_search_scans_forty_bases_past_the_first_pass_and_the_caption_counts_them():
    found = smallest_base(16, 256)                      # passing, failing, passing again
    first = int(np.argmax(found.passing))
    assert len(found.grid) == len(found.passing) == first + 1 + 40
    failing_after = sum(not keeps_condition(base, 16, 256) for base in found.grid[first + 1:])
    assert failing_after == int(np.sum(~found.passing[first + 1:])) > 0 and not found.monotone
    caption = search_caption(found, 16, 256)
    assert f"yet {failing_after} of the 40 grid bases scanned after it fail again" in caption


def test_the_decay_is_drawn_at_1500_geometric_steps_from_1_to_4_l():
    from posviz.lessons.long_range import decay_distances
    top = 4e6
    distances = decay_distances(10 ** 6)
    # step k of 1,499 is top ** (k / 1499): the last three are k = 1497, 1498, 1499
    assert distances[-3:].tolist() == [round(top ** (1497 / 1499)), round(top ** (1498 / 1499)), top] \
        == [3_919_687, 3_959_640, 4_000_000]
    assert distances[:12].tolist() == list(range(12))            # whole numbers from 0, each once
    assert decay_distances(10)[-1] == 10_000                      # at least 10,000


def test_a_search_that_passes_at_its_second_grid_base_refines_between_the_first_two():
    found = smallest_base(16, 48)
    # the crossing: passing at the base found, failing just below it (the grid search's whole point)
    assert keeps_condition(found.base, 16, 48) and not keeps_condition(found.base * (1 - 1e-12), 16, 48)
    close = smallest_base(16, 48, low=823.0)            # 823 fails, the next grid base 832.6 passes
    assert int(np.argmax(close.passing)) == 1 and close.grid[0] == 823.0
    assert abs(close.base / found.base - 1) < 1e-13
