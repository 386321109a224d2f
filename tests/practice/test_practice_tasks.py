"""The hidden cases come from the model and hold the lesson's facts."""
import numpy as np
import pytest

from posviz.model import Sinusoidal, toy_model
from posviz.practice import TASKS, task_by_key


@pytest.fixture(params=[0, 1, 2])
def rng(request):
    return np.random.default_rng(request.param)


def test_three_tasks_in_the_lesson_order():
    assert [t.function for t in TASKS] == ["positional_encoding", "assemble_z", "shuffle_without_positions"]
    for task in TASKS:
        assert f"def {task.function}(" in task.starter and f"def {task.function}(" in task.solution
        assert task.function in task.statement
    with pytest.raises(KeyError, match="known: positional_encoding"):
        task_by_key("nope")


def test_encoding_cases_cover_odd_and_even_widths_and_large_positions(rng):
    cases = task_by_key("positional_encoding").make_cases(rng)
    widths = [d for _, d in (c.args for c in cases)]
    assert any(d % 2 for d in widths) and any(d % 2 == 0 for d in widths) and 1 in widths
    assert max(length for length, _ in (c.args for c in cases)) >= 80_000
    for case in cases:
        length, d = case.args
        table = case.expected[0]
        assert table.shape == (length, d) and table.dtype == np.float64
        np.testing.assert_array_equal(table[0, 0::2], 0.0)
        np.testing.assert_array_equal(table[0, 1::2], 1.0)


def test_encoding_cases_are_the_paper_formula_in_float64(rng):
    case = task_by_key("positional_encoding").make_cases(rng)[-1]
    length, d = case.args
    pos = length - 1
    k = np.arange(d // 2)
    expected = np.empty(d)
    expected[0::2], expected[1::2] = np.sin(pos / 10000.0 ** (2 * k / d)), np.cos(pos / 10000.0 ** (2 * k / d))
    np.testing.assert_allclose(case.expected[0][-1], expected, atol=1e-9)


def test_fresh_cases_each_time():
    task = task_by_key("positional_encoding")
    a, b = (task.make_cases(np.random.default_rng(s)) for s in (0, 1))
    assert [c.args for c in a] != [c.args for c in b]


def test_assemble_cases_are_lookup_plus_addition(rng):
    cases = task_by_key("assemble_z").make_cases(rng)
    for case in cases:
        E, ids, P = case.args
        assert len(P) > len(ids)
        np.testing.assert_allclose(case.expected[0], E[ids] + P[: len(ids)], atol=1e-12)
    assert any(case.args[0].shape[1] % 2 for case in cases)
    assert max(len(case.args[1]) for case in cases) >= 2_000


def test_first_assemble_case_is_the_lessons_sentence(rng):
    case = task_by_key("assemble_z").make_cases(rng)[0]
    E, ids, P = case.args
    assert ids.tolist() == [0, 2, 6, 0, 4]
    np.testing.assert_allclose(case.expected[0][1], [1.74, 0.54, 0.05, 1.00, 0.00, 1.40], atol=0.005)
    np.testing.assert_array_equal(E, toy_model().table.matrix)
    np.testing.assert_allclose(P, Sinusoidal().encode(np.arange(len(P)), 6))


def test_shuffle_cases_show_rows_only_reorder(rng):
    for case in task_by_key("shuffle_without_positions").make_cases(rng):
        E, ids, order = case.args
        z_shuffled, z_reordered = case.expected
        assert sorted(order.tolist()) == list(range(len(ids)))
        np.testing.assert_array_equal(z_shuffled, z_reordered)
        # With positions added the claim breaks (unless the order changes nothing).
        P = Sinusoidal().encode(np.arange(len(ids)), E.shape[1])
        if not np.array_equal(ids[order], ids):
            assert not np.allclose(E[ids[order]] + P, (E[ids] + P)[order])


def test_first_shuffle_case_swaps_dog_and_man(rng):
    case = task_by_key("shuffle_without_positions").make_cases(rng)[0]
    E, ids, order = case.args
    words = toy_model().vocabulary.words
    assert " ".join(words[i] for i in ids[order]) == "the man bit the dog"
