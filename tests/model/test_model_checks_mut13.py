"""posviz.model.checks at every edge: whole numbers (a float that is one counts, a bool never), a base
that is a finite number above 0, and positions from a count or a list."""
from __future__ import annotations

import numpy as np
import pytest

from posviz.model.checks import check_base, check_positions, check_positive


def _message(call) -> str:
    with pytest.raises(ValueError) as caught:
        call()
    return str(caught.value)


def test_whole_numbers_and_what_is_not_one():
    assert check_positive("d", 3.0) == 3 and type(check_positive("d", 3.0)) is int
    assert check_positive("d", np.int64(4)) == 4 and check_positive("d", np.float32(2.0)) == 2
    assert check_positive("d", 1) == 1 and check_positive("d", 7, limit=7) == 7
    assert _message(lambda: check_positive("d", 2.5)) == "d must be a whole number, got 2.5"
    assert _message(lambda: check_positive("d", True)) == "d must be a whole number, got True"
    assert _message(lambda: check_positive("d", "4")) == "d must be a whole number, got '4'"
    assert _message(lambda: check_positive("d", 8, limit=7)) == "d must be at most 7, got 8"
    assert _message(lambda: check_positive("d", 0.0)) == "d must be at least 1, got 0"


@pytest.mark.parametrize("base, message", [
    (0, "base must be a finite number greater than 0, got 0"),
    (-0.5, "base must be a finite number greater than 0, got -0.5"),
    (float("inf"), "base must be a finite number greater than 0, got inf"),
    (float("nan"), "base must be a finite number greater than 0, got nan"),
    (None, "base must be a number, got None"),
    ("ten", "base must be a number, got 'ten'"),
])
def test_a_base_that_is_not_a_finite_number_above_zero(base, message):
    assert _message(lambda: check_base(base)) == message


def test_small_and_written_bases_are_taken():
    assert check_base(0.5) == 0.5 and check_base("100") == 100.0 and check_base(np.int64(3)) == 3.0


def test_positions_from_a_count_or_a_list():
    assert check_positions(np.int64(2)).tolist() == [0, 1]
    assert check_positions([5]).tolist() == [5] and check_positions(np.array([4.0, 0.0])).tolist() == [4, 0]
    assert check_positions(np.array([], dtype=float)).dtype == np.int64
    assert check_positions([0]).tolist() == [0]
    assert _message(lambda: check_positions(True)) == "positions must be a 1-D list of whole numbers, got shape ()"
    assert _message(lambda: check_positions([1.0, np.inf])) == "positions must be whole numbers"
    assert _message(lambda: check_positions(["a"])) == "positions must be whole numbers"
