"""The lessons' records are frozen, and those holding arrays compare by identity (issue 23's mutants, third
round): a reading is cached and shared between views, so no one may change it, and ``==`` on records of numpy
arrays would raise ("the truth value of an array is ambiguous") instead of answering."""
from __future__ import annotations

import dataclasses

import pytest

from posviz.lessons.attention import Alibi, OrderExperiment
from posviz.lessons.compare import Comparison, ModelView
from posviz.lessons.context_extension import Extension
from posviz.lessons.conventions import Convention
from posviz.lessons.glossary import GlossaryEntry
from posviz.lessons.learned_positions import PositionTable, TableReading
from posviz.lessons.lengths import LengthCheck
from posviz.lessons.lookup import Lookup
from posviz.lessons.model_steps import Placement
from posviz.lessons.position_geometry import Components, PropertyScores
from posviz.lessons.rope_heads import HeadRope
from posviz.lessons.rope_long_range import BaseSearch
from posviz.lessons.shapes import ModelShapes
from posviz.lessons.shuffle import OrderComparison
from posviz.lessons.walkthrough import Step

BY_VALUE = (Alibi, Convention, GlossaryEntry, PositionTable, TableReading, Placement, Components, PropertyScores,
            BaseSearch, ModelShapes, Step)
BY_IDENTITY = (OrderExperiment, ModelView, Comparison, Extension, LengthCheck, Lookup, HeadRope, OrderComparison)


@pytest.mark.parametrize("record", BY_VALUE + BY_IDENTITY, ids=lambda cls: cls.__name__)
def test_a_lesson_record_cannot_be_changed(record):
    blank = record.__new__(record)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(blank, dataclasses.fields(record)[0].name, None)


@pytest.mark.parametrize("record", BY_IDENTITY, ids=lambda cls: cls.__name__)
def test_a_record_of_arrays_is_equal_only_to_itself_and_hashes_by_identity(record):
    one, other = record.__new__(record), record.__new__(record)
    assert one == one and one != other            # no field is read: a value comparison would need them
    assert hash(one) == object.__hash__(one)
