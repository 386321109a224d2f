"""Lessons read from real models and the deeper views' words, each worked out from its numbers (issue 23's
mutants): where a real model places tokens, a scaling's bands in words, records frozen, an empty comparison view,
a constant table's components."""
from __future__ import annotations

import dataclasses
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from posviz.model.positions import Sinusoidal

MODELS = Path(__file__).resolve().parent.parent / "reference" / "goldens" / "models"


@pytest.mark.parametrize("name, expected", [
    ("t5", (False, "relative", "token", False, 32, True, True, "z")),
    ("marian", (True, "", "token × √32 + position", True, 32, True, True, "token × √32 + position")),
    ("mbart", (True, "", "LayerNorm(token × √32 + position)", True, 32, True, True,
               "LayerNorm(token × √32 + position)")),
    ("bloom_f32", (False, "alibi", "LayerNorm(token)", True, 48, True, False, "LayerNorm(z)")),
    ("opt_project_in", (False, "late", "project_in(token) + position", True, 32, True, False,
                        "project_in(z) + position")),
    ("falcon_mamba", (False, "none", "token", False, 32, True, False, "z")),
    ("llama_tied_linear_f32", (False, "rope", "token", False, 32, True, False, "z")),
])
def test_where_each_real_model_places_tokens_and_what_its_block_1_receives(name, expected):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    from posviz.lessons.model_steps import placement
    from posviz.model.checkpoint import load_checkpoint
    place = placement(load_checkpoint(MODELS / name))
    assert (place.adds, place.inside, place.formula, place.more, place.width, place.real, place.encoder,
            place.z_formula) == expected


def test_every_scaling_parameter_has_its_shown_name():
    from posviz.lessons.context_extension import DEFAULTS, PARAMETER_NAMES
    assert set(PARAMETER_NAMES) == set().union(*DEFAULTS.values())
    assert PARAMETER_NAMES == {"factor": "factor", "original_max_position_embeddings": "original context",
                               "low_freq_factor": "low_freq_factor", "high_freq_factor": "high_freq_factor",
                               "beta_fast": "beta_fast", "beta_slow": "beta_slow"}


def test_a_shift_with_no_position_left_has_no_residual():
    from posviz.lessons.relative import shift_residual
    assert shift_residual(Sinusoidal(), -5, [0, 1, 2, 3, 4], 8) == 0.0
    assert 0.0 < shift_residual(Sinusoidal(), -5, [0, 1, 2, 3, 4, 5, 9], 8) < 1e-9


def test_a_llama3_heads_bands_in_words():
    # 8 pairs, theta_i = 500,000^(-i/8): wavelengths 6.28, 32.4, 167 ... 609,226; llama3 keeps < 64/4 = 16,
    # slows > 64/1 = 64 by 8, blends pair 1: smooth (64/32.4 - 1)/3 = 0.325, 1/(0.675/8 + 0.325) = 2.44
    from posviz.lessons.context_extension import runs, toy_extension
    ext = toy_extension("llama3", 16, 500000.0, {"original_max_position_embeddings": 64, "factor": 8.0})
    assert ext.band_captions() == [
        "pair 0: one turn every 6.28 tokens (10 turns in the original 64): kept",
        "pair 1: one turn every 32.4 tokens (1.98 turns in the original 64): slowed 2.44×",
        "pairs 2–7: one turn every 167 to 609,226 tokens (0.000105 to 0.383 turns in the original 64): slowed 8×"]
    assert ext.rule_caption() == ("llama3's rule: a pair with a wavelength under 64 / 4 = 16 tokens keeps its "
                                  "frequency, over 64 / 1 = 64 it turns 8× slower, and in between the two are blended.")
    assert ext.context_caption() == (
        "6 of 8 pairs have a wavelength longer than the original context (64 tokens): in training they never made "
        "a full turn; after scaling, 6 have one longer than 512 tokens (8 × 64).")
    assert ext.extended_context == 512
    linear = toy_extension("linear", 16, 10000.0, {"original_max_position_embeddings": 64, "factor": 2.0})
    assert linear.band_runs() == [(2, 0, 7)] and linear.rule_caption() == "" and linear.extended_context == 128
    assert linear.context_caption() == (
        "5 of 8 pairs have a wavelength longer than the original context (64 tokens): in training they never made "
        "a full turn; after scaling, 5 have one longer than 128 tokens (2 × 64).")
    assert runs([2, 2, 0, 1, 1, 1]) == [(2, 0, 1), (0, 2, 2), (1, 3, 5)] and runs([]) == []


def test_every_record_a_lesson_computes_is_frozen():
    # imported by name, so that the mutation tool (which reads imports) judges these modules with this test
    from posviz.lessons import (attention, compare, context_extension, conventions, glossary, learned_positions,
                                lengths, lookup, model_steps, position_geometry, rope_heads, rope_long_range, shapes,
                                shuffle, walkthrough)
    modules = (attention, compare, context_extension, conventions, glossary, learned_positions, lengths, lookup,
               model_steps, position_geometry, rope_heads, rope_long_range, shapes, shuffle, walkthrough)
    records = [cls for module in modules for cls in vars(module).values()
               if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__]
    assert len(records) == 19
    assert [cls.__qualname__ for cls in records if not cls.__dataclass_params__.frozen] == []


def test_a_model_that_cannot_read_the_sentence_has_an_empty_view_saying_why():
    from posviz.lessons.compare import FIRST_DIMS, read_model

    def refuses(text, max_values):
        raise ValueError("the sentence is longer than the table")
    layer = SimpleNamespace(encode=refuses, d_model=2, recipe=None, table=SimpleNamespace(vocab_size=9),
                            positions=SimpleNamespace(name="learned"))
    view = read_model(layer, "toy", "the dog")
    assert view.problem == "the sentence is longer than the table" and view.facts == (False, 9, "learned")
    assert view.recipe == "toy: width 2, vocabulary 9 words; position scheme “learned”."
    assert view.tokens == () and view.labels == () and view.ids.dtype == np.int64 and view.ids.size == 0
    assert view.spans.shape == (0, 2) and view.spans.dtype == np.int64 and view.first_dims.shape == (0, 2)
    assert view.unknown.dtype == bool and view.byte_pieces.dtype == bool and view.norms.size == 0
    wide = read_model(SimpleNamespace(**{**vars(layer), "d_model": 64}), "toy", "x")
    assert wide.first_dims.shape == (0, min(FIRST_DIMS, 64)) and wide.width == 64


def test_a_constant_table_explains_nothing():
    from posviz.lessons.position_geometry import principal_components
    assert principal_components(np.ones((5, 3)), 2).explained.tolist() == [0.0, 0.0]
    assert principal_components(np.ones((2, 6)), 2).explained.tolist() == [0.0, 0.0]
