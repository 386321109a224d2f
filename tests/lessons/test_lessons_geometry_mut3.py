"""Principal components of large tables of low rank (issue 23's mutants, third round): the subspace iteration
must notice that its block has more vectors than the table has directions and hand over to the full eigh."""
from __future__ import annotations

import numpy as np
import pytest

from posviz.lessons.position_geometry import principal_components


@pytest.mark.parametrize("rank", [1, 2, 4])
def test_a_large_table_of_low_rank_has_the_svd_s_components(rank):
    rng = np.random.default_rng(rank)
    table = rng.standard_normal((300, rank)) @ rng.standard_normal((rank, 120))      # 120 > 4 x (3 + 21): iterated
    got = principal_components(table, 3)
    centred = table - table.mean(axis=0)
    u, s, _ = np.linalg.svd(centred, full_matrices=False)
    explained = s[:3] ** 2 / np.sum(centred * centred)
    shown = min(rank, 3)
    np.testing.assert_allclose(got.explained[:shown], explained[:shown], rtol=1e-10)
    np.testing.assert_allclose(np.abs(got.projections[:, :shown]), np.abs((u * s)[:, :shown]), atol=1e-9)
    assert np.all(np.isfinite(got.projections)) and np.all(np.abs(got.explained[shown:]) < 1e-12)
