"""Hidden test cases, generated from posviz's own model and never shown to the student.

Each generator takes a numpy random Generator and returns fresh cases: arguments for the student's
function and the values the model computes for them. Only the arguments go to the child process;
the expected values stay in the checker.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from posviz.i18n import Context, number
from posviz.model import InputLayer, Learned, NoPositions, Sinusoidal, illustrative_model, toy_model

LESSON_SENTENCE = "the dog bit the man"
LESSON_SHUFFLE = (0, 4, 2, 3, 1)          # "the dog bit the man" -> "the man bit the dog"

PracticeCases = Context("PracticeCases")


@dataclass(frozen=True, eq=False)
class Case:
    """One hidden test.

    Attributes
    ----------
    label : str
        What the case is about, without its values (e.g. "length 90,000, d_model 8").
    args : tuple
        Arguments for the student's function: Python ints and numpy arrays.
    expected : tuple of ndarray
        What the model returns, one array per output of the function.
    """

    label: str
    args: tuple
    expected: tuple


# --- task 1: positional_encoding(length, d_model) ---------------------------------------------
def _encoding_case(length: int, d_model: int, note: str) -> Case:
    table = Sinusoidal().encode(np.arange(length), d_model)
    label = PracticeCases.tr("length {length}, d_model {width}, {note}").format(
        length=number(length), width=number(d_model), note=note)
    return Case(label, (int(length), int(d_model)), (table,))


def encoding_cases(rng: np.random.Generator) -> list[Case]:
    """Short and long tables, even and odd widths, positions up to about 100,000."""
    sizes = [
        (1, 2, PracticeCases.tr("a single position")),
        (int(rng.integers(5, 30)), 2 * int(rng.integers(2, 17)), PracticeCases.tr("even width")),
        (int(rng.integers(5, 30)), 2 * int(rng.integers(2, 16)) + 1, PracticeCases.tr("odd width")),
        (int(rng.integers(2, 10)), 1, PracticeCases.tr("one column")),
        (int(rng.integers(2_000, 5_000)), 2 * int(rng.integers(7, 16)) + 1, PracticeCases.tr("long, odd width")),
        (int(rng.integers(80_000, 100_000)), 8, PracticeCases.tr("large positions")),
    ]
    return [_encoding_case(length, d, note) for length, d, note in sizes]


# --- task 2: assemble_z(E, ids, P) -------------------------------------------------------------
def _sentence(layer: InputLayer, length: int, rng: np.random.Generator) -> str:
    words = layer.vocabulary.words
    return " ".join(words[i] for i in rng.integers(0, len(words), size=length))


def _assemble_case(layer: InputLayer, scheme, text: str, max_len: int, note: str) -> Case:
    frame = layer.with_positions(scheme).encode(text)
    table = scheme.table if isinstance(scheme, Learned) else scheme.encode(np.arange(max_len), layer.d_model)
    E = np.array(layer.table.matrix, dtype=np.float64)
    label = PracticeCases.tr("%Ln tokens, d_model {width}, P has {rows} rows, {note}", None, frame.length).format(
        width=number(layer.d_model), rows=number(max_len), note=note)
    return Case(label, (E, np.array(frame.ids), np.array(table, dtype=np.float64)), (np.array(frame.z),))


def assemble_cases(rng: np.random.Generator) -> list[Case]:
    """The lesson's sentence, random sentences on other tables, a learned P, a long sentence."""
    toy = toy_model()
    odd = illustrative_model(int(2 * rng.integers(2, 8) + 1), int(rng.integers(0, 1000)))
    even = illustrative_model(int(2 * rng.integers(2, 8)), int(rng.integers(0, 1000)))
    length, long_length = int(rng.integers(3, 12)), int(rng.integers(2_000, 4_000))
    learned = Learned.random(length + int(rng.integers(2, 20)), even.d_model, seed=int(rng.integers(1000)),
                             scale=0.5)
    return [
        _assemble_case(toy, Sinusoidal(), LESSON_SENTENCE, 16, PracticeCases.tr("the lesson's sentence")),
        _assemble_case(odd, Sinusoidal(), _sentence(odd, length, rng), length + 7, PracticeCases.tr("odd width")),
        _assemble_case(even, learned, _sentence(even, length, rng), learned.max_len, PracticeCases.tr("a learned P")),
        _assemble_case(toy, Sinusoidal(), "dog " * 6, 9, PracticeCases.tr("one word repeated")),
        _assemble_case(even, Sinusoidal(), _sentence(even, long_length, rng), long_length + 50,
                       PracticeCases.tr("a long sentence")),
    ]


# --- task 3: shuffle_without_positions(E, ids, order) --------------------------------------------
def _shuffle_case(layer: InputLayer, text: str, order: np.ndarray, note: str) -> Case:
    plain = layer.with_positions(NoPositions())
    words = [t.text for t in plain.vocabulary.tokenize(text)]
    shuffled = " ".join(words[i] for i in order)
    frame = plain.encode(text)
    expected = (np.array(plain.encode(shuffled).z), np.array(frame.z)[order])
    E = np.array(layer.table.matrix, dtype=np.float64)
    label = PracticeCases.tr("%Ln tokens, d_model {width}, {note}", None, frame.length).format(
        width=number(layer.d_model), note=note)
    return Case(label, (E, np.array(frame.ids), np.asarray(order, dtype=np.int64)), expected)


def shuffle_cases(rng: np.random.Generator) -> list[Case]:
    """The lesson's swap of "dog" and "man", then random sentences, widths and orders."""
    toy = toy_model()
    other = illustrative_model(int(rng.integers(3, 20)), int(rng.integers(0, 1000)))
    length, long_length = int(rng.integers(4, 12)), int(rng.integers(500, 2_000))
    return [
        _shuffle_case(toy, LESSON_SENTENCE, np.array(LESSON_SHUFFLE), PracticeCases.tr("dog and man swap places")),
        _shuffle_case(other, _sentence(other, length, rng), rng.permutation(length), PracticeCases.tr("a random order")),
        _shuffle_case(toy, _sentence(toy, length, rng), np.arange(length)[::-1].copy(), PracticeCases.tr("reversed")),
        _shuffle_case(other, _sentence(other, long_length, rng), rng.permutation(long_length),
                      PracticeCases.tr("a long sentence")),
    ]
