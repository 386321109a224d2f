"""posviz.model's rules that whole families of small changes would break: schemes are frozen and
hashable (they key the position cache), their parameter counts, the edges of positions, nearest rows
and pixel bins worked out by hand, nested time budgets, a cut sentence's note only when it was cut,
the convention tables naming the same conventions, and DeBERTa's description at its edges."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from posviz.model.budget import current_budget, nominal_budget, time_budget
from posviz.model.checks import check_positions
from posviz.model.positions import Learned, NoPositions, Rope, Sinusoidal
from posviz.model.relative_positions import RelativePositions
from posviz.model.settings import CONVENTION_LABELS, CONVENTIONS
from posviz.model.toy import toy_model
from posviz.model.viewport import pixel_bins
from posviz.model.vocabulary import Vocabulary

SCHEMES = [NoPositions(), Sinusoidal(), Sinusoidal(100.0, "split", "tensor2tensor", 2), Rope(),
           Learned(np.arange(12.0).reshape(4, 3))]


@pytest.mark.parametrize("scheme", SCHEMES, ids=lambda s: type(s).__name__)
def test_a_scheme_is_frozen_and_hashable(scheme):
    field = dataclasses.fields(scheme)[0].name if dataclasses.fields(scheme) else "name"
    with pytest.raises((dataclasses.FrozenInstanceError, AttributeError)):
        setattr(scheme, field, None)
    assert hash(scheme) == hash(scheme)


def test_equal_formula_schemes_hash_alike():
    assert hash(Sinusoidal(100.0)) == hash(Sinusoidal(100.0)) and Sinusoidal(100.0) == Sinusoidal(100.0)
    assert hash(NoPositions()) == hash(NoPositions())


def test_a_learned_table_is_a_frozen_float_copy():
    given = np.arange(6).reshape(3, 2)              # int, writeable
    learned = Learned(given)
    assert learned.table.dtype == np.float64 and not learned.table.flags.writeable
    assert learned.table.flags.c_contiguous and given.flags.writeable
    np.testing.assert_array_equal(learned.table, given)
    frozen = np.asarray(np.ones((2, 2), dtype=np.float32))
    frozen.setflags(write=False)
    assert Learned(frozen).table is frozen          # already frozen, contiguous and float: kept as it is


@pytest.mark.parametrize("scheme, count", [(NoPositions(), 0), (Sinusoidal(), 0), (Rope(), 0),
                                           (Learned(np.zeros((7, 5))), 35)])
def test_parameter_counts(scheme, count):
    assert scheme.parameter_count(5) == count


def test_positions_from_a_count():
    assert check_positions(0).tolist() == [] and check_positions(0).dtype == np.int64
    assert check_positions(3).tolist() == [0, 1, 2]
    with pytest.raises(ValueError) as info:
        check_positions(-1)
    assert str(info.value) == "a sequence length cannot be negative, got -1"


@pytest.mark.parametrize("k, expected", [(0, 0), (-3, 0), (1, 1), (3, 3), (9, 9), (50, 9)])
def test_nearest_rows_count_is_clamped_to_the_other_rows(k, expected):
    table = toy_model().table                       # 10 rows: at most 9 others
    found = table.nearest(2, k)
    assert len(found) == expected and 2 not in [row for row, _ in found]
    assert [score for _, score in found] == sorted((score for _, score in found), reverse=True)


@pytest.mark.parametrize("low, high, total, pixels, start, stop, block", [
    (0, 100, 100, 100, 0, 100, 1), (0, 100, 100, 10, 0, 100, 10), (0, 100, 100, 0, 0, 100, 100),
    (0, 100, 100, 30, 0, 100, 4), (12.5, 47.2, 100, 10, 12, 48, 4), (13.5, 47.2, 100, 10, 12, 48, 4), (-5, 3, 10, 100, 0, 3, 1),
    (95, 200, 100, 5, 95, 100, 1), (7, 7, 10, 3, 7, 8, 1),
])
def test_pixel_bins_by_hand(low, high, total, pixels, start, stop, block):
    bins = pixel_bins(low, high, total, pixels)
    assert (bins.start, bins.stop, bins.block) == (start, stop, block)


def test_a_nested_time_budget_gives_the_outer_one_back():
    default = current_budget()
    with time_budget(5.0):          # a deadline: what is left of 5 s (nominally 5 s)
        assert nominal_budget() == 5.0 and 4.0 < current_budget() <= 5.0
        with time_budget(0.25):
            assert nominal_budget() == 0.25 and current_budget() <= 0.25
        assert nominal_budget() == 5.0 and 4.0 < current_budget() <= 5.0
    assert current_budget() == default and nominal_budget() == default


class _Cut(Vocabulary):
    """The toy vocabulary as a real tokenizer with a limit reads it: at most 3 tokens."""

    max_length = 3

    def tokenize(self, text):
        return super().tokenize(text)[:3]

    def full_count(self, text):
        return len(super().tokenize(text))


def test_the_cut_note_appears_only_when_the_text_was_cut():
    toy = toy_model()
    layer = type(toy)(_Cut(toy.vocabulary.words), toy.table, toy.positions)
    whole = layer.encode("the dog bit")
    assert whole.length == 3 and whole.total_tokens is None and whole.notes == ()
    cut = layer.encode("the dog bit the man")
    assert cut.length == 3 and cut.total_tokens == 5
    assert cut.notes[0].startswith("The model reads at most 3 tokens: the first 3 of the text's 5 ")


def test_every_convention_has_a_label():
    assert set(CONVENTION_LABELS) == set(CONVENTIONS) == {"paper", "split", "tensor2tensor", "fairseq"}


@pytest.mark.parametrize("buckets, spread", [
    (0, "exact relative positions, clipped at ±512"),
    (1, "positions within ±0 are exact, farther ones share logarithmic buckets up to 512 (1 buckets)"),
    (256, "positions within ±128 are exact, farther ones share logarithmic buckets up to 512 (256 buckets)"),
])
def test_debertas_description_at_its_edges(buckets, spread):
    text = RelativePositions("deberta", buckets, 512).describe()
    assert text.startswith(f"DeBERTa relative positions: each query i and key j interact through the relative "
                           f"position i − j ({spread}), which indexes")


# --- the settings' ranges and names ---------------------------------------------------------------
def test_the_base_range_is_one_to_a_million_millions():
    from posviz.model.settings import LayerSettings
    assert LayerSettings(base=1.0).base == 1.0 and LayerSettings(base=1e12).base == 1e12
    for bad in (0.999, 1e12 * 1.001):
        with pytest.raises(ValueError) as info:
            LayerSettings(base=bad)
        assert str(info.value) == f"base must be from 1 to 1e+12, got {bad:g}"


@pytest.mark.parametrize("scheme, kind", [("sinusoidal", Sinusoidal), ("learned", Learned), ("rope", Rope),
                                          ("none", NoPositions)])
def test_each_scheme_name_gives_its_scheme_and_off_gives_none(scheme, kind):
    from posviz.model.settings import LayerSettings
    assert type(LayerSettings(scheme=scheme).position_scheme()) is kind
    assert type(LayerSettings(scheme=scheme, positions_on=False).position_scheme()) is NoPositions


def test_dimension_names_are_kept_as_text_and_counted():
    from posviz.model.embeddings import EmbeddingTable
    table = EmbeddingTable(np.zeros((2, 3)), dim_names=[1, "b", 3.5])
    assert table.dim_names == ("1", "b", "3.5")
    with pytest.raises(ValueError) as info:
        EmbeddingTable(np.zeros((2, 3)), dim_names=["a", "b"])
    assert str(info.value) == "2 dimension names for a table 3 wide"


def test_a_scalings_parameters_list_what_config_json_set():
    from posviz.model.rope_scaling import RopeScaling
    yarn = RopeScaling("yarn", factor=4.0, original_max_position_embeddings=4096, beta_fast=32.0)
    assert yarn.parameters() == (("factor", 4.0), ("original_max_position_embeddings", 4096), ("beta_fast", 32.0))
    assert ("truncate", False) in RopeScaling("yarn", factor=2.0, truncate=False).parameters()


def test_a_share_of_a_head_that_leaves_an_odd_number_of_dimensions_is_refused():
    from posviz.model.rope_config import rope_from_config
    config = {"model_type": "gpt_neox", "hidden_size": 64, "num_attention_heads": 4, "rotary_pct": 0.1}
    with pytest.raises(ValueError) as info:
        rope_from_config(config)
    assert str(info.value) == ("config.json: RoPE turns pairs, so head_dim × rotary_pct must be even; "
                               "head_dim 16 × 0.1 = 1")


@pytest.mark.parametrize("name, limit", [("heatmap_rows", 1_000_000), ("order_seed", 999_999), ("focus", 100_000)])
def test_a_slides_view_takes_each_limit_and_refuses_one_more(name, limit):
    from posviz.lecture.state import LectureStateError, ViewOptions
    assert getattr(ViewOptions.from_dict({name: limit}), name) == limit
    with pytest.raises(LectureStateError):
        ViewOptions.from_dict({name: limit + 1})
