"""LayerSettings by value: the lesson's defaults, the scheme each choice gives (the conventions table
of DESIGN.md, written out here), and every refusal by its sentence."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from posviz.model.positions import Learned, NoPositions, Rope, Sinusoidal
from posviz.model.settings import LayerSettings


def _message(call) -> str:
    with pytest.raises(ValueError) as caught:
        call()
    return str(caught.value)


def test_the_lessons_defaults():
    assert LayerSettings().to_dict() == {"scheme": "sinusoidal", "convention": "paper", "base": 10000.0, "d_model": 6,
                                         "positions_on": True, "learned_max_len": 32, "rope_pairing": "interleaved",
                                         "seed": 0}
    with pytest.raises(dataclasses.FrozenInstanceError):
        LayerSettings().base = 2.0


@pytest.mark.parametrize("convention, scheme", [
    ("paper", Sinusoidal(100.0, "interleaved", "paper", 0)),
    ("split", Sinusoidal(100.0, "split", "paper", 0)),
    ("tensor2tensor", Sinusoidal(100.0, "split", "tensor2tensor", 0)),
    ("fairseq", Sinusoidal(100.0, "split", "tensor2tensor", 2)),
])
def test_each_convention_gives_its_sinusoid(convention, scheme):
    assert LayerSettings(convention=convention, base=100.0).position_scheme() == scheme


@pytest.mark.parametrize("changes, scheme", [
    ({"scheme": "rope", "base": 500.0, "rope_pairing": "half"}, Rope(500.0, "half")),
    ({"scheme": "rope"}, Rope(10000.0, "interleaved")),
    ({"scheme": "none"}, NoPositions()),
    ({"positions_on": False}, NoPositions()),
    ({"scheme": "rope", "positions_on": False}, NoPositions()),
])
def test_each_scheme_choice_gives_its_scheme(changes, scheme):
    assert LayerSettings(**changes).position_scheme() == scheme


def test_the_learned_choice_is_a_seeded_illustrative_table():
    learned = LayerSettings(scheme="learned", learned_max_len=5, d_model=4, seed=7).position_scheme()
    assert isinstance(learned, Learned) and learned.illustrative and learned.table.shape == (5, 4)
    np.testing.assert_array_equal(learned.table, np.random.default_rng(7).normal(0.0, 0.5, size=(5, 4)))


@pytest.mark.parametrize("changes, message", [
    ({"scheme": "alibi"}, "unknown position scheme 'alibi'; choose one of sinusoidal, learned, rope, none"),
    ({"positions_on": 1}, "positions_on must be true or false, got 1"),
    ({"seed": 1.5}, "seed must be a whole number, got 1.5"),
    ({"seed": True}, "seed must be a whole number, got True"),
    ({"scheme": "rope", "d_model": 7}, "RoPE rotates pairs of dimensions, so d_model must be even, got 7"),
    ({"learned_max_len": 0}, "learned table length must be at least 1, got 0"),
    ({"d_model": -2}, "d_model must be at least 1, got -2"),
    ({"base": "ten"}, "base must be a number, got 'ten'"),
])
def test_settings_out_of_range_are_refused_by_name(changes, message):
    assert _message(lambda: LayerSettings(**changes)) == message


@pytest.mark.parametrize("d_model", [2, 4, 6, 8, 10, 8192])
def test_rope_takes_every_even_width(d_model):
    assert LayerSettings(scheme="rope", d_model=d_model).d_model == d_model


def test_odd_widths_are_fine_without_rope():
    assert LayerSettings(scheme="sinusoidal", d_model=7).d_model == 7
    assert LayerSettings(scheme="learned", d_model=7).d_model == 7


def test_a_learned_tables_size_is_checked_only_for_the_learned_scheme():
    assert LayerSettings(scheme="sinusoidal", learned_max_len=4096, d_model=8192).learned_max_len == 4096
    assert _message(lambda: LayerSettings(scheme="learned", learned_max_len=4096, d_model=8192)) == \
        "a learned table of 4,096 × 8,192 would hold 33,554,432 numbers; at most 16,777,216"


def test_settings_round_trip_and_unknown_keys_are_named():
    settings = LayerSettings(scheme="rope", base=500.0, d_model=8, seed=3)
    assert LayerSettings.from_dict(settings.to_dict()) == settings
    assert settings.changed(seed=4) == LayerSettings(scheme="rope", base=500.0, d_model=8, seed=4)
    assert _message(lambda: LayerSettings.from_dict({"zoom": 2, "colour": "red", "seed": 1})) == \
        "unknown setting(s): colour, zoom"
    assert _message(lambda: settings.changed(d_model=9)) == \
        "RoPE rotates pairs of dimensions, so d_model must be even, got 9"


def test_the_toy_model_and_its_tables_are_made_once():
    from posviz.model import toy
    from posviz.model.embeddings import EmbeddingTable
    assert toy.toy_model() is toy.toy_model() and toy._read_toy() is toy._read_toy()
    assert toy.illustrative_model(8) is toy.illustrative_model(8)
    assert toy.illustrative_model(8) is not toy.illustrative_model(8, 1)
    np.testing.assert_array_equal(toy.illustrative_model(8).table.matrix, EmbeddingTable.random(10, 8, seed=0).matrix)


def _layer_with(positions):
    from posviz.model.embeddings import EmbeddingTable
    from posviz.model.input_layer import InputLayer
    from posviz.model.vocabulary import Vocabulary
    return InputLayer(Vocabulary(("a", "b")), EmbeddingTable(np.ones((2, 8))), positions, name="m")


@pytest.mark.parametrize("positions, expected", [
    (Rope(500.0, "half"), LayerSettings(scheme="rope", base=500.0, rope_pairing="half", d_model=8)),
    (Learned(np.zeros((4, 8))), LayerSettings(scheme="learned", d_model=8)),
    (NoPositions(), LayerSettings(scheme="none", d_model=8)),
    (Sinusoidal(100.0), LayerSettings(scheme="sinusoidal", d_model=8)),     # the box keeps its own base
])
def test_the_controls_follow_a_real_models_scheme(positions, expected):
    from posviz.model.settings import settings_for_model
    assert settings_for_model(_layer_with(positions), LayerSettings(d_model=8)) == expected


def test_the_controls_stay_when_positions_are_off_or_the_scheme_has_no_control():
    from posviz.model.settings import settings_for_model
    off = LayerSettings(d_model=8, positions_on=False)
    assert settings_for_model(_layer_with(Rope(500.0)), off) is off

    class Alibi(NoPositions):
        name = "alibi"
    kept = LayerSettings(d_model=8)
    assert settings_for_model(_layer_with(Alibi()), kept) is kept


def test_a_base_is_stored_as_a_float_whatever_it_was_given_as():
    for made in (LayerSettings(base=100), Sinusoidal(base=100), Rope(base=100), LayerSettings(base=np.int64(100))):
        assert made.base == 100.0 and type(made.base) is float
    assert LayerSettings.from_dict({"base": 250}).to_dict()["base"] == 250.0


def test_whole_numbers_are_stored_as_ints_whatever_they_were_given_as():
    settings = LayerSettings(d_model=8.0, learned_max_len=np.int64(4))
    assert (settings.d_model, settings.learned_max_len) == (8, 4)
    assert type(settings.d_model) is int and type(settings.learned_max_len) is int
    rope = Rope(head_dim=8.0, rotary_dim=np.int64(4))
    assert (rope.head_dim, rope.rotary_dim) == (8, 4) and type(rope.head_dim) is int and type(rope.rotary_dim) is int
    assert type(Rope(head_dim=np.int64(6)).rotary_dim) is int
