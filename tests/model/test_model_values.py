"""posviz.model's small rules pinned by value: empty learned tables refused, T5's worked example
sentence (buckets worked out by hand from the paper's rule), symbols never swallowing the word after
them, frozen vocabularies, and the lesson's learned table drawn as stated."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from posviz.model.positions import Learned
from posviz.model.relative_positions import RelativePositions
from posviz.model.settings import LayerSettings
from posviz.model.vocabulary import Vocabulary


@pytest.mark.parametrize("shape", [(0, 4), (4, 0), (0, 0), (4,), (2, 2, 2)])
def test_an_empty_or_not_2d_learned_table_is_refused_with_its_shape(shape):
    with pytest.raises(ValueError) as info:
        Learned(np.zeros(shape))
    assert str(info.value) == f"a learned position table must be a non-empty 2-D matrix, got shape {shape}"


@pytest.mark.parametrize("shape", [(1, 1), (1, 5), (7, 1)])
def test_the_smallest_learned_tables_are_taken(shape):
    assert Learned(np.ones(shape)).table.shape == shape


def test_t5s_example_buckets_worked_out_by_hand():
    # 32 buckets, max distance 128, bidirectional: 16 per side; |offset| < 8 exact, then
    # 8 + floor(log(n / 8) / log(128 / 8) * 8), at most 15; keys after the query add 16.
    text = RelativePositions("t5", 32, 128)._examples()
    assert text == ("offset −128 → bucket 15, offset −32 → bucket 12, offset −8 → bucket 8, offset −2 → bucket 2, "
                    "offset −1 → bucket 1, offset 0 → bucket 0, offset +1 → bucket 17, offset +2 → bucket 18, "
                    "offset +8 → bucket 24, offset +32 → bucket 28, offset +128 → bucket 31")


@pytest.mark.parametrize("symbol", list("!?.,:;@#%&*+=/()[]{}<>~^|€$"))
@pytest.mark.parametrize("word", ["X", "x", "XX", "Box", "z9", "0", "é", "Ωmega"])
def test_a_symbol_never_swallows_the_word_after_it(symbol, word):
    vocabulary = Vocabulary(("wow", "box"))
    tokens = vocabulary.tokenize(f"wow{symbol}{word}")
    assert [token.text for token in tokens] == ["wow", symbol, word]
    assert [(token.start, token.end) for token in tokens] == [(0, 3), (3, 4), (4, 4 + len(word))]


def test_a_vocabulary_is_frozen():
    vocabulary = Vocabulary(("a", "b"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        vocabulary.words = ("c",)


def test_the_lessons_learned_table_is_seeded_normal_with_standard_deviation_one_half():
    settings = LayerSettings(scheme="learned", learned_max_len=32, d_model=6, seed=3)
    table = settings.position_scheme().table
    expected = np.random.default_rng(3).normal(0.0, 0.5, size=(32, 6))
    np.testing.assert_array_equal(table, expected)


# --- how much of a head turns: the config's own key, and its name in the message ------------------
NEOX = {"model_type": "gpt_neox", "hidden_size": 64, "num_attention_heads": 4, "rope_theta": 10000.0}   # heads of 16


@pytest.mark.parametrize("extra, rotary", [({}, 4),                      # GPT-NeoX's own default: 0.25
                                           ({"rotary_pct": 1.0}, 16), ({"rotary_pct": 0.5}, 8),
                                           ({"partial_rotary_factor": 0.5}, 8),
                                           ({"partial_rotary_factor": 1.0, "rotary_pct": 0.5}, 16)])
def test_the_turning_share_of_a_head_is_read_from_its_key(extra, rotary):
    from posviz.model.rope_config import rope_from_config
    rope = rope_from_config({**NEOX, **extra})
    assert (rope.head_dim, rope.rotary_dim) == (16, rotary)


@pytest.mark.parametrize("key", ["rotary_pct", "partial_rotary_factor"])
def test_a_share_over_one_is_refused_naming_its_key(key):
    from posviz.model.rope_config import rope_from_config
    with pytest.raises(ValueError) as info:
        rope_from_config({**NEOX, key: 1.5})
    assert str(info.value) == f"config.json: {key} must be at most 1, got 1.5"


# --- a sinusoid's parameters -----------------------------------------------------------------------
@pytest.mark.parametrize("kwargs, message", [
    ({"layout": "rows"}, "layout must be 'interleaved' or 'split', got 'rows'"),
    ({"exponent": "fairseq"}, "exponent must be 'paper' or 'tensor2tensor', got 'fairseq'"),
    ({"offset": -1}, "offset must be a whole number >= 0, got -1"),
    ({"offset": True}, "offset must be a whole number >= 0, got True"),
    ({"offset": 1.5}, "offset must be a whole number >= 0, got 1.5"),
])
def test_a_sinusoid_refuses_unknown_parameters_by_name(kwargs, message):
    from posviz.model.positions import Sinusoidal
    with pytest.raises(ValueError) as info:
        Sinusoidal(**kwargs)
    assert str(info.value) == message
    assert Sinusoidal(offset=np.int64(2)).offset == 2 and type(Sinusoidal(offset=np.int64(2)).offset) is int


# --- a learned table's tile away from its first column ------------------------------------------------
@pytest.mark.parametrize("c0, c1, per_pixel", [(4, 12, 2), (3, 16, 1), (0, 16, 4), (8, 16, 8)])
def test_a_learned_tiles_block_means_anywhere_in_the_table(c0, c1, per_pixel):
    from posviz.model.viewport import pixel_bins, render_tile
    table = np.arange(40 * 16, dtype=np.float64).reshape(40, 16) ** 1.5 / 100     # no two columns alike
    rows, cols = pixel_bins(2, 38, 40, 12), pixel_bins(c0, c1, 16, (c1 - c0) // per_pixel)   # 3 rows a block
    tile = render_tile(Learned(table), 16, rows, cols, np.float64)
    expected = [[table[r:r + nr, c:c + nc].mean() for c, nc in zip(cols.starts, cols.sizes)]
                for r, nr in zip(rows.starts, rows.sizes)]
    np.testing.assert_allclose(tile.values, expected, rtol=1e-12)
