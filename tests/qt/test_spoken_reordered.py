"""The word-order table's description for a screen reader (spoken.reordered_rows): its English
sentences, word for word, and the same sentences translated whole in German."""
from types import SimpleNamespace

import numpy as np

from posviz.qt.widgets import spoken


def _tokens(*texts):
    return [SimpleNamespace(text=t) for t in texts]


def test_moved_rows_and_differing_numbers_are_said_in_one_sentence_each():
    changed = np.zeros((3, 4), bool)
    changed[0, :3] = changed[2, 1] = True
    said = spoken.reordered_rows(_tokens("man", "bit", "dog"), np.array([2, 1, 0]), changed, limit=1)
    assert said == ("2 of 3 tokens moved: row 0 “man” from position 2; … and 1 more. 4 of 12 numbers differ "
                    "from the number beside them in the table on the left (framed), in 2 rows: 0, … and 1 more.")


def test_an_order_that_changes_no_number_says_so():
    said = spoken.reordered_rows(_tokens("a", "b"), np.array([0, 1]), np.zeros((2, 3), bool))
    assert said == "0 of 2 tokens moved. Not one number differs from the number beside it in the table on the left."


def test_the_description_is_german_in_german(qapp):
    from posviz.qt import language
    language.apply("de")
    try:
        said = spoken.reordered_rows(_tokens("b", "a"), np.array([1, 0]), np.ones((2, 1), bool))
    finally:
        language.apply("en")
    assert "tokens moved" not in said and "numbers differ" not in said
    assert "„b“" in said or "“b”" in said
