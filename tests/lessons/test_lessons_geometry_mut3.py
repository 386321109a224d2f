"""Principal components of large tables of low rank (issue 23's mutants, third round): the subspace iteration
must notice that its block has more vectors than the table has directions and hand over to the full eigh."""
from __future__ import annotations

import numpy as np
import pytest

from posviz.lessons.position_geometry import principal_components


@pytest.mark.parametrize("rank", [1, 2, 4])
def test_a_large_table_of_low_rank_has_the_svd_s_components(rank):
    rng = np.random.default_rng(rank)
    table = rng.standard_normal((110, rank)) @ rng.standard_normal((rank, 100))      # 100 > 4 x (3 + 21): iterated
    got = principal_components(table, 3)
    centred = table - table.mean(axis=0)
    u, s, _ = np.linalg.svd(centred, full_matrices=False)
    explained = s[:3] ** 2 / np.sum(centred * centred)
    shown = min(rank, 3)
    np.testing.assert_allclose(got.explained[:shown], explained[:shown], rtol=1e-10)
    np.testing.assert_allclose(np.abs(got.projections[:, :shown]), np.abs((u * s)[:, :shown]), atol=1e-9)
    assert np.all(np.isfinite(got.projections)) and np.all(np.abs(got.explained[shown:]) < 1e-12)


def test_a_large_table_of_equal_rows_has_no_variance_to_explain():
    got = principal_components(np.full((110, 100), 0.25), 3)        # centred: all zeros, rank 0
    assert got.explained.tolist() == [0.0, 0.0, 0.0] and not np.any(got.projections)
