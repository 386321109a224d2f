"""Small lesson rules at their exact edges (issue 23's mutants): "a" is a function word, an odd width has
no RoPE head, the illustrative table says so, and the similarity caption of 2 and 4 rows word for word."""
from __future__ import annotations

import numpy as np

from posviz.lessons.learned_positions import PositionTable, read_table, session_table, similarity_caption
from posviz.lessons.lengths import rope_head
from posviz.lessons.shuffle import swap_content_words
from posviz.model.positions import Learned
from posviz.model.settings import LayerSettings


def test_a_is_a_function_word_that_stays_put():
    assert swap_content_words(["a", "dog", "bit", "a"]).tolist() == [0, 2, 1, 3]
    assert swap_content_words(["A", " cat", "an", "owl", "the"]).tolist() == [0, 3, 2, 1, 4]


def test_rope_head_needs_an_even_width():
    settings = LayerSettings()
    assert rope_head(settings.changed(d_model=3), 5) is None
    head = rope_head(settings.changed(d_model=4), 5)
    assert (head.head_dim, head.rotary_dim, head.seq_len) == (4, 4, 5)
    np.testing.assert_allclose(head.theta, [1.0, 10000.0 ** -0.5])
    assert rope_head(settings.changed(d_model=4), 0).seq_len == 1


def test_the_illustrative_table_is_named_as_such():
    table = session_table(Learned(np.ones((3, 4)), illustrative=True), 4, 3)
    assert (table.kind, table.title, table.total_rows) == (
        "illustrative", "The illustrative learned table (random, untrained)", 3)
    real = session_table(Learned(np.ones((3, 4))), 4, 3, "gpt2")
    assert (real.kind, real.title) == ("learned", "The learned table of gpt2")


def _caption(rows):
    return similarity_caption(read_table(PositionTable(np.eye(rows), "t", rows, "learned")))


def test_two_orthogonal_rows_are_read_as_a_matrix_not_as_one_row():
    head = ("Cosine of every pair of positions (1 on the diagonal). It depends only on the offset j \u2212 i: every "
            "diagonal is constant (largest spread along one: 0.0e+00). Mean over each diagonal (the curve below): ")
    assert _caption(2) == head + "0.00 at offset 1, 0.00 at offset 1, lowest 0.00 at offset 1."
    assert _caption(4) == head + "0.00 at offset 1, 0.00 at offset 2, lowest 0.00 at offset 1."
    assert _caption(1) == "One row: its cosine with itself is 1."


def test_row_lengths_within_a_billionth_are_the_same_length():
    from types import SimpleNamespace
    from posviz.lessons.learned_positions import components_caption, norms_caption

    def caption(norms):
        return norms_caption(SimpleNamespace(norms=np.array(norms)))
    assert caption([0.0, 1e-9]) == "Every row has the same length, 1e-09."      # exactly at the tolerance
    assert caption([0.0, 2e-9]) == "Row lengths from 0 (position 0) to 2e-09 (position 1), mean 1e-09."
    assert caption([3.0, 1.0, 2.0]) == "Row lengths from 1 (position 1) to 3 (position 0), mean 2."
    shares = SimpleNamespace(components=SimpleNamespace(explained=np.array([0.5, 0.25, 0.125])))
    assert components_caption(shares) == (
        "Rows projected on their first principal components (dark: position 0, light: the last; grey line joins "
        "neighbours). Share of the variance: PC 1 50.0 %, PC 2 25.0 %, PC 3 12.5 % (together 87.5 %).")


def test_a_table_whose_cosines_vary_along_a_diagonal_is_not_read_as_offset_only():
    # rows (1, 0), (0, 1), (1, 1): cos 0 and 1/sqrt 2 on the first diagonal (spread 0.71, mean 0.35)
    rows = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
    assert similarity_caption(read_table(PositionTable(rows, "t", 3, "learned"))) == (
        "Cosine of every pair of positions (1 on the diagonal). It is not a function of the offset alone: along one "
        "diagonal it varies by up to 0.71. Mean over each diagonal (the curve below): 0.35 at offset 1, 0.35 at offset "
        "1, lowest 0.35 at offset 1.")
