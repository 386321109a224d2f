"""Lesson words and small rules pinned exactly (issue 23's mutants): every lessons module's translation
context is named as its variable, the walkthrough's step titles, the attention factor's three
sentences, unique short model names, the CSV header and Pearson's zero for a constant row."""
from __future__ import annotations

import importlib
import pkgutil
from types import SimpleNamespace

import numpy as np

import posviz.lessons
from posviz.i18n import Context
from posviz.lessons import model_steps
from posviz.lessons.compare import TABLE_HEADER, TOY, short_names
from posviz.lessons.context_extension import toy_extension
from posviz.lessons.position_geometry import _pearson_rows
from posviz.lessons.walkthrough import STEPS


def test_every_lessons_context_is_named_as_its_variable():
    # lupdate takes a context from the variable's name: a different name would never be translated
    seen = 0
    for info in pkgutil.walk_packages(posviz.lessons.__path__, "posviz.lessons."):
        for name, value in vars(importlib.import_module(info.name)).items():
            if isinstance(value, Context) and name[0].isupper():
                assert value.name == name, info.name
                seen += 1
    assert seen >= 15


def test_the_walkthroughs_steps_are_titled_in_order():
    assert [step.title for step in STEPS] == [
        "Split the text into token ids", "Look up each id's row", "Make a vector for each position", "Add them",
        "Hand Z to the first layer"]
    assert STEPS[1].caption == ("Each id picks one row of the table E. The row is a short list of learned numbers, "
                                "the same row every time the word appears.")
    assert [step.panels for step in STEPS] == [("sentence",), ("sentence", "table"), ("heatmap",), ("addition",),
                                               ("matrix",)]
    assert [step.step_aside for step in STEPS] == [False, True, True, True, True]
    assert model_steps.also_relative() == "Inside attention it also uses the distance between two tokens."
    assert STEPS[2].caption == "Attention looks at all tokens at once, so nothing tells it the order."


def _attention(factor):
    extension = toy_extension("yarn", 8, 10000.0, {"factor": 4.0, "attention_factor": factor})
    assert extension.head.attention_factor == factor
    return extension.attention_caption()


def test_the_attention_factor_sharpens_above_one_and_flattens_below():
    multiplied = "Attention factor {}: cos and sin are multiplied by it, so every q\u00b7k score of the head is " \
                 "multiplied by {} (the softmax over them gets {})."
    assert _attention(1.0) == "Attention factor 1: cos and sin are used as they are."
    assert _attention(1.5) == multiplied.format("1.5", "2.25", "sharper")
    assert _attention(0.8) == multiplied.format("0.8", "0.64", "flatter")
    assert _attention(2.0) == multiplied.format("2", "4", "sharper")


def test_two_toys_of_one_width_are_numbered_and_others_keep_the_family():
    toy = SimpleNamespace(recipe=None, d_model=64)
    assert short_names([toy, toy]) == [f"{TOY} (64) #1", f"{TOY} (64) #2"]
    assert short_names([toy, SimpleNamespace(recipe=None, d_model=32)]) == [f"{TOY} (64)", f"{TOY} (32)"]
    assert short_names([toy]) == [TOY]
    gpt = SimpleNamespace(recipe=SimpleNamespace(family="GPT-2", name="gpt2"), d_model=768)
    assert short_names([gpt, toy]) == ["GPT-2", TOY]
    assert short_names([gpt, gpt, toy, toy, toy]) == ["GPT-2 (gpt2) #1", "GPT-2 (gpt2) #2", f"{TOY} (64) #1",
                                                      f"{TOY} (64) #2", f"{TOY} (64) #3"]


def test_the_csv_header_names_every_column():
    assert TABLE_HEADER == ("model", "index", "token", "id", "start", "end", "norm")


def test_pearson_is_one_for_small_proportional_rows_and_zero_for_a_constant_row():
    small = np.array([[0.0, 0.1, 0.2]])
    np.testing.assert_allclose(_pearson_rows(small, small), [1.0])
    np.testing.assert_allclose(_pearson_rows(small, -small), [-1.0])
    with np.errstate(all="raise"):
        assert _pearson_rows(np.array([[3.0, 3.0, 3.0]]), np.array([[1.0, 2.0, 3.0]])).tolist() == [0.0]
