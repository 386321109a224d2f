"""The switchboard's check: posviz's sinusoidal table against hand-written library formulas."""
import math

import numpy as np
import pytest

from posviz.lessons.conventions import (CONVENTION_INFO, MAX_REFERENCE_CELLS, formula_text, reference_gap,
                                      reference_table, scheme_for)
from posviz.model.settings import CONVENTIONS


def test_every_setting_convention_has_an_entry():
    assert set(CONVENTION_INFO) == set(CONVENTIONS)


@pytest.mark.parametrize("convention", list(CONVENTIONS))
@pytest.mark.parametrize("d", [2, 6, 7, 16])
@pytest.mark.parametrize("base", [10000.0, 100.0])
def test_matches_the_reference(convention, d, base):
    assert reference_gap(convention, np.arange(40), d, base) < 1e-6


def test_reference_values_by_hand():
    paper = reference_table("paper", [3], 4, 10000.0)[0]
    np.testing.assert_allclose(paper, [math.sin(3), math.cos(3), math.sin(0.03), math.cos(0.03)])
    split = reference_table("split", [3], 4, 10000.0)[0]
    np.testing.assert_allclose(split, [math.sin(3), math.sin(0.03), math.cos(3), math.cos(0.03)])
    t2t = reference_table("tensor2tensor", [3], 4, 10000.0)[0]   # K = 2: frequencies 1 and 1/10000
    np.testing.assert_allclose(t2t, [math.sin(3), math.sin(3e-4), math.cos(3), math.cos(3e-4)])
    np.testing.assert_allclose(reference_table("fairseq", [1], 4, 10000.0)[0], reference_table(
        "tensor2tensor", [3], 4, 10000.0)[0])


def test_conventions_differ_from_each_other():
    tables = {c: scheme_for(c, 10000.0).encode(10, 8) for c in CONVENTIONS}
    assert not np.allclose(tables["paper"], tables["split"])
    np.testing.assert_allclose(np.sort(tables["paper"], axis=1), np.sort(tables["split"], axis=1))
    assert not np.allclose(tables["split"], tables["tensor2tensor"])


def test_a_wrong_table_fails_the_check(monkeypatch):
    monkeypatch.setitem(CONVENTIONS, "split", ("interleaved", "paper", 0))   # mislabelled on purpose
    assert reference_gap("split", np.arange(10), 8, 10000.0) > 0.1


def test_limits_and_formula():
    with pytest.raises(ValueError, match="at most"):
        reference_table("paper", MAX_REFERENCE_CELLS, 2, 10000.0)
    with pytest.raises(ValueError, match="unknown convention"):
        scheme_for("mine", 10000.0)
    assert "100<sup>2i/d</sup>" in formula_text("paper", 100.0)
