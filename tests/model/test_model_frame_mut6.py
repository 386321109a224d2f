"""A frame's notes, steps and formula, with stand-ins for what a real model brings (a tokenizer that cuts
at its limit, a recipe with its own placement and steps): every value written out by hand."""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from posviz.model.embeddings import EmbeddingTable
from posviz.model.input_layer import InputLayer
from posviz.model.positions import NoPositions, Rope, Sinusoidal
from posviz.model.vocabulary import Vocabulary


class _CutVocabulary(Vocabulary):
    """A tokenizer that reads at most 3 tokens, as a real model's does at its limit."""

    max_length = 3

    def tokenize(self, text):
        return super().tokenize(text)[:3]

    def full_count(self, text):
        return len(super().tokenize(text))


def _layer(vocabulary, positions=NoPositions(), recipe=None) -> InputLayer:
    table = EmbeddingTable(np.array([[1.0, 2.0], [3.0, 4.0]]))
    return InputLayer(vocabulary, table, positions, name="m", recipe=recipe)


@pytest.mark.parametrize("text, total, notes", [
    ("a b a b a", 5, ("The model reads at most 3 tokens: the first 3 of the text's 5 are shown, the rest were cut.",)),
    ("a b a b", 4, ("The model reads at most 3 tokens: the first 3 of the text's 4 are shown, the rest were cut.",)),
    ("a b a", None, ()),
    ("a b", None, ()),
])
def test_a_cut_text_says_how_many_tokens_it_had(text, total, notes):
    frame = _layer(_CutVocabulary(("a", "b"))).encode(text)
    assert (frame.length, frame.total_tokens, frame.notes) == (min(len(text.split()), 3), total, notes)


def test_a_text_within_a_tokenizers_limit_is_not_counted_again():
    class Counting(_CutVocabulary):
        def full_count(self, text):
            raise AssertionError("counted again below the limit")
    assert _layer(Counting(("a", "b"))).encode("a b").total_tokens is None


class _Recipe:
    """A real model's recipe: its own position rows (7s) with a note, and one LayerNorm-like step."""

    def padded_positions(self, ids, scheme, d_model):
        return np.full((len(ids), d_model), 7.0), "the padding token was placed as the reference does"

    def steps(self, z, token_vectors, position_vectors):
        return (SimpleNamespace(formula="LayerNorm({})", vectors=z * 10.0),)


def test_a_recipes_placement_and_steps_reach_the_frame():
    frame = _layer(Vocabulary(("a", "b")), Sinusoidal(), _Recipe()).encode("b a")
    np.testing.assert_array_equal(frame.position_vectors, [[7.0, 7.0], [7.0, 7.0]])
    np.testing.assert_array_equal(frame.z, [[10.0, 11.0], [8.0, 9.0]])
    np.testing.assert_array_equal(frame.block_input, [[100.0, 110.0], [80.0, 90.0]])
    assert frame.notes == ("the padding token was placed as the reference does",)
    assert frame.block_input_formula == "LayerNorm(token + position)"


@pytest.mark.parametrize("positions, formula", [(Sinusoidal(), "token + position"), (NoPositions(), "token"),
                                                (Rope(), "token")])
def test_what_block_one_receives_is_named(positions, formula):
    frame = _layer(Vocabulary(("a", "b")), positions).encode("a b a")
    assert frame.block_input_formula == formula
    assert frame.block_input is frame.z and (frame.d_model, frame.length) == (2, 3)


def test_unknown_words_get_zero_rows_and_known_ones_their_row():
    frame = _layer(Vocabulary(("a", "b")), NoPositions()).encode("b x a")
    np.testing.assert_array_equal(frame.token_vectors, [[3.0, 4.0], [0.0, 0.0], [1.0, 2.0]])
    assert frame.known.tolist() == [True, False, True] and frame.ids.tolist() == [1, 2, 0]
    assert not frame.token_vectors.flags.writeable and not frame.z.flags.writeable


def test_z_is_refused_past_the_limit_before_it_is_made():
    layer = _layer(Vocabulary(("a", "b")))
    assert layer.encode("a b", max_values=4).length == 2
    with pytest.raises(ValueError) as info:
        layer.encode("a b a", max_values=5)
    assert str(info.value) == ("Z would be 3 tokens × 2 = 6 numbers, more than the 5 shown at once; use a shorter "
                               "text or a smaller d_model")


class _TwoSteps(_Recipe):
    """Two steps after z: x 10, then + 1 (the last one is what block one receives)."""

    def steps(self, z, token_vectors, position_vectors):
        return (SimpleNamespace(formula="10 ({})", vectors=z * 10.0), SimpleNamespace(formula="{} + 1", vectors=z + 1))


def test_block_one_receives_the_last_steps_rows():
    frame = _layer(Vocabulary(("a", "b")), NoPositions(), _TwoSteps()).encode("a")
    np.testing.assert_array_equal(frame.block_input, [[9.0, 10.0]])      # z = row a + the recipe's 7s, then + 1
    assert frame.block_input_formula == "10 (token) + 1"


class _PaddedVocabulary(Vocabulary):
    """A real tokenizer's vocabulary whose table has a padding row past its last id."""

    rows = 3


def test_a_table_may_have_rows_past_the_vocabularys_last_id_only_when_it_says_so():
    table = EmbeddingTable(np.ones((3, 2)))
    assert InputLayer(_PaddedVocabulary(("a", "b")), table).d_model == 2
    with pytest.raises(ValueError) as info:
        InputLayer(Vocabulary(("a", "b")), table)
    assert str(info.value) == "the vocabulary has 2 words but the table has 3 rows"


def test_an_unknown_word_in_a_one_row_table():
    layer = InputLayer(Vocabulary(("a",)), EmbeddingTable(np.array([[1.0, 2.0]])), NoPositions())
    np.testing.assert_array_equal(layer.encode("zz a").token_vectors, [[0.0, 0.0], [1.0, 2.0]])


def test_frames_and_layers_are_frozen_and_equal_only_to_themselves():
    import dataclasses
    vocabulary, table = Vocabulary(("a", "b")), EmbeddingTable(np.ones((2, 2)))
    one, two = InputLayer(vocabulary, table), InputLayer(vocabulary, table)
    assert one == one and one != two and len({one, two}) == 2
    frame = one.encode("a")
    assert frame == frame and frame != one.encode("a")
    for thing, field in ((one, "name"), (frame, "text")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(thing, field, "x")
