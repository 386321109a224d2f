"""Heads, stand-ins and small tables of the lessons, by value (issue 23's mutants, from unseen samples)."""
from __future__ import annotations

import numpy as np
import pytest

from posviz.lessons.attention import Alibi
from posviz.lessons.learned_positions import comparison_table, sinusoidal_rows
from posviz.lessons.long_range import decay_head
from posviz.lessons.rotary import head_projections, queries_and_keys
from posviz.lessons.shapes import sentence_numbers
from posviz.model.settings import LayerSettings, build_layer


def test_alibi_heads_are_numbered_from_one():
    assert Alibi(head=1).head == 1 and Alibi(head=8).head == 8
    for head in (0, 9):
        with pytest.raises(ValueError) as caught:
            Alibi(head=head)
        assert str(caught.value) == f"head must be between 1 and 8, got {head}"


def test_a_layer_without_rope_gets_a_llama_sized_toy_head_at_the_sessions_base():
    layer = build_layer(LayerSettings().changed(scheme="sinusoidal"))
    assert decay_head(layer, 500.0) == (500.0, 128, "A toy head of 128 dimensions (Llama-sized) at the session's base")


def test_the_comparison_table_is_the_papers_sinusoid():
    table = comparison_table(3, 4)
    assert (table.kind, table.title, table.total_rows) == ("sinusoidal", "Sinusoidal, same shape (paper, base 10,000)",
                                                           3)
    p = np.arange(3.0)[:, None]
    expected = np.hstack([np.sin(p), np.cos(p), np.sin(p / 100.0), np.cos(p / 100.0)])   # interleaved, theta = 1, 0.01
    np.testing.assert_allclose(table.rows, expected, atol=1e-15)
    np.testing.assert_array_equal(table.rows, sinusoidal_rows(3, 4))


def test_a_heads_query_and_key_stand_ins_differ_and_the_default_seed_is_zero():
    w_q, w_k = head_projections(6, 2)
    assert not np.array_equal(w_q, w_k)
    x = np.arange(12.0).reshape(2, 6)
    for default, seeded in zip(queries_and_keys(x), queries_and_keys(x, seed=0)):
        np.testing.assert_array_equal(default, seeded)
    assert not np.array_equal(queries_and_keys(x)[0], queries_and_keys(x, seed=1)[0])


def test_a_sentence_names_a_zero_width():
    with pytest.raises(ValueError) as caught:
        sentence_numbers(3, 0)
    assert str(caught.value) == "d_model must be at least 1, got 0"


def test_more_words_and_edges_from_unseen_samples():
    from posviz.lessons.conventions import reference_gap
    from posviz.lessons.relative import shift_matrix
    from posviz.lessons.shapes import REAL_MODELS
    from posviz.lessons.walkthrough import step_caption
    from posviz.model.positions import Sinusoidal
    assert [model.positions for model in REAL_MODELS] == ["sinusoidal", "learned", "learned", "RoPE (no table)"]
    assert reference_gap("paper", [], 4, 10000.0) == 0.0            # no positions: no gap
    with pytest.raises(ValueError) as caught:
        shift_matrix(Sinusoidal(), 1, 0)
    assert str(caught.value) == "d_model must be at least 1, got 0"
    none = build_layer(LayerSettings().changed(scheme="none"))
    assert step_caption(2, none) == (
        "Attention looks at all tokens at once, so nothing tells it the order. No position vector is made here: every "
        "position row is all zeros, so swapping two words only swaps rows of Z.")


def test_a_real_model_with_no_positions_says_only_that_nothing_is_added():
    from posviz.lessons.model_steps import Placement, positions_step
    place = Placement(adds=False, inside="none", formula="", more="", width=4, real=True, encoder=False, z_formula="")
    assert positions_step(place, "V", "own") == "Nothing is added here. Own."
