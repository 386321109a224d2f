"""Word order: without positions only the rows' order changes; with positions the rows change.

The reordering moves the sentence's own tokens, so it works for real tokenizers too (re-joining
their pieces with spaces and tokenising again gave 9 tokens for 5)."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from posviz.lessons.shuffle import compare_orders, reordered_tokens, swap_content_words
from posviz.model import NoPositions, Rope, toy_model

LAYER = toy_model()
WORDS = list(LAYER.vocabulary.words)
LESSON = "the dog bit the man"


def test_the_lesson_pair():
    result = compare_orders(LAYER, LAYER.encode(LESSON))
    assert result.perm.tolist() == [0, 4, 2, 3, 1] and result.moved
    assert [t.text for t in result.reordered.tokens] == ["the", "man", "bit", "the", "dog"]
    assert result.reordered.text == "the man bit the dog"
    assert not result.only_reordered
    # Rows 0, 2, 3 keep their token and position: unchanged. Rows 1 and 4 moved: every cell whose
    # position value differs between positions 1 and 4 changed.
    assert not result.changed[[0, 2, 3]].any()
    p = LAYER.positions.encode([1, 4], 6)
    expected = ~np.isclose(p[0], p[1], rtol=0, atol=1e-12)
    np.testing.assert_array_equal(result.changed[1], expected)
    np.testing.assert_array_equal(result.changed[4], expected)


def test_with_positions_each_row_is_its_token_row_plus_its_new_position():
    result = compare_orders(LAYER, LAYER.encode(LESSON))
    ids = LAYER.encode(LESSON).ids[result.perm]
    expected = LAYER.table.matrix[ids] + LAYER.positions.encode(np.arange(5), 6)
    np.testing.assert_allclose(result.reordered.z, expected, rtol=0, atol=1e-12)
    np.testing.assert_allclose(result.reordered.z, LAYER.encode("the man bit the dog").z, rtol=0, atol=0)


@pytest.mark.parametrize("scheme", [NoPositions(), Rope()])
def test_a_scheme_that_adds_nothing_to_z_only_reorders_the_rows(scheme):
    frame = LAYER.with_positions(scheme).encode(LESSON)
    result = compare_orders(LAYER.with_positions(scheme), frame)
    assert result.only_reordered and result.moved
    np.testing.assert_array_equal(result.reordered.z, frame.z[result.perm])      # exactly, value for value
    np.testing.assert_array_equal(result.reordered.z, LAYER.table.matrix[frame.ids[result.perm]])


@settings(max_examples=40)
@given(st.lists(st.sampled_from(WORDS), min_size=2, max_size=12), st.randoms())
def test_any_permutation_without_positions(words, rnd):
    perm = list(range(len(words)))
    rnd.shuffle(perm)
    layer = LAYER.with_positions(NoPositions())
    frame = layer.encode(" ".join(words))
    result = compare_orders(layer, frame, perm)
    assert result.only_reordered
    np.testing.assert_array_equal(result.reordered.z, frame.z[perm])
    assert [t.text for t in result.reordered.tokens] == [words[i] for i in perm]


def test_a_bad_permutation_is_refused():
    with pytest.raises(ValueError, match="not a reordering"):
        compare_orders(LAYER, LAYER.encode(LESSON), [0, 0, 1, 2, 3])


def test_swap_falls_back_to_ends():
    assert swap_content_words(["the", "dog"]).tolist() == [1, 0]   # one content word: swap the ends
    assert swap_content_words(["the", "a"]).tolist() == [1, 0]
    assert swap_content_words(["dog"]).tolist() == [0]


def test_special_tokens_stay_in_place():
    words = ["[CLS]", "The", " dog", " bit", " the", " man", "[SEP]"]
    assert swap_content_words(words, frozenset({0, 6})).tolist() == [0, 1, 5, 3, 4, 2, 6]
    assert swap_content_words(["[CLS]", "dog", "[SEP]"], frozenset({0, 2})).tolist() == [0, 1, 2]


def test_reordered_tokens_spell_their_text():
    tokens = toy_model().encode(LESSON).tokens
    text, placed = reordered_tokens(tokens, np.array([4, 1, 2, 3, 0]))
    assert text == "man dog bit the the"
    assert all(text[t.start:t.end] == t.text for t in placed)
    assert [t.id for t in placed] == [tokens[i].id for i in (4, 1, 2, 3, 0)]


def test_a_real_tokenizers_pieces_are_moved_not_re_tokenised(tmp_path):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    import tiny_checkpoints as tc
    from posviz.model.checkpoint.loader import load_checkpoint
    folder, tensors = tc.gpt2(tmp_path / "gpt2")
    layer = load_checkpoint(folder)
    frame = layer.encode(LESSON)                  # byte-level pieces: "the", " dog", " bit", " the", " man"
    result = compare_orders(layer, frame)
    assert result.reordered.z.shape == frame.z.shape == (5, 8)
    assert result.reordered.text == "the man bit the dog"
    wte, wpe = tensors["transformer.wte.weight"], tensors["transformer.wpe.weight"]
    np.testing.assert_array_equal(result.reordered.ids, frame.ids[result.perm])
    np.testing.assert_allclose(result.reordered.z, wte[frame.ids[result.perm]] + wpe[:5], rtol=0, atol=1e-6)
    bert = load_checkpoint(tc.bert(tmp_path / "bert")[0])
    frame = bert.encode("the dogs bit the man")   # [CLS] the dog ##s bit the man [SEP]
    result = compare_orders(bert, frame)
    assert result.perm[[0, -1]].tolist() == [0, frame.length - 1]     # [CLS] and [SEP] stay
    assert [t.text for t in result.reordered.tokens] == ["[CLS]", "the", "man", "s", "bit", "the", "dog", "[SEP]"]


def test_side_by_side_cells_are_the_ones_that_differ_from_the_row_beside():
    """The tables are read side by side: row i on the right against row i on the left. For the lesson's
    swap, rows 0, 2, 3 hold the same token at the same position (equal), rows 1 and 4 hold the other
    word at the same position: they differ exactly where the two words' rows of E differ."""
    result = compare_orders(LAYER, LAYER.encode(LESSON))
    assert not result.beside[[0, 2, 3]].any()
    E = LAYER.table.matrix
    dog, man = LAYER.vocabulary.words.index("dog"), LAYER.vocabulary.words.index("man")
    np.testing.assert_array_equal(result.beside[1], np.abs(E[man] - E[dog]) > 1e-12)
    np.testing.assert_array_equal(result.beside[4], np.abs(E[dog] - E[man]) > 1e-12)


@pytest.mark.parametrize("scheme", [NoPositions(), Rope()])
def test_without_added_positions_side_by_side_differences_are_only_other_words(scheme):
    layer = LAYER.with_positions(scheme)
    result = compare_orders(layer, layer.encode(LESSON))
    assert not result.changed.any()                       # each word keeps its row exactly
    assert result.beside[[1, 4]].any(axis=1).all() and not result.beside[[0, 2, 3]].any()


def test_swapping_two_copies_of_one_token_differs_nowhere_side_by_side():
    """"the dog bit the man" with the two "the" swapped: the same sentence, so nothing differs beside,
    even though with positions each "the" now has the other's position vector."""
    result = compare_orders(LAYER, LAYER.encode(LESSON), [3, 1, 2, 0, 4])
    assert not result.beside.any() and result.changed[[0, 3]].any()


def test_the_telling_swap_changes_the_sentence_shown():
    from posviz.lessons.shuffle import telling_swap
    tokens = LAYER.encode(LESSON).tokens
    assert telling_swap([0, 4, 2, 3, 1], tokens) == (0, 1)        # "the man ...": "the" and "man" differ
    assert telling_swap([0, 1, 2, 3, 4], tokens) == (0, 1)
    the = LAYER.encode("the the the").tokens
    assert telling_swap([0, 1, 2], the) is None                   # every swap leaves the text as it is
    assert telling_swap([0, 1, 2, 3], LAYER.encode("the the the dog").tokens) == (0, 3)
