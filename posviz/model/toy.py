"""The lesson's toy model and seeded illustrative tables for any width."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from posviz.assets import ResourceError, load_json
from posviz.i18n import Context, isolate, number
from posviz.model.embeddings import EmbeddingTable, frozen_array
from posviz.model.input_layer import InputLayer
from posviz.model.positions import Sinusoidal
from posviz.model.vocabulary import Vocabulary

TOY_FILE = "toy_model.json"
ToyModel = Context("ToyModel")


@lru_cache(maxsize=1)
def _read_toy() -> tuple[tuple[str, ...], tuple[str, ...], np.ndarray]:
    data = load_json(TOY_FILE)
    try:
        words = tuple(str(word) for word, _ in data["rows"])
        matrix = np.array([row for _, row in data["rows"]], dtype=np.float64)
        dims = tuple(data["dimensions"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ResourceError(ToyModel.tr("posviz's data file {file} is damaged: {reason}").format(
            file=isolate(repr(TOY_FILE)), reason=isolate(str(exc)))) from None
    if matrix.ndim != 2 or matrix.shape != (len(words), len(dims)):
        raise ResourceError(ToyModel.tr("posviz's data file {file} is damaged: rows are not {width} wide").format(
            file=isolate(repr(TOY_FILE)), width=number(len(dims))))
    return words, dims, matrix


@lru_cache(maxsize=1)
def toy_model() -> InputLayer:
    """The lesson's model: 10 words, 6 named dimensions, sinusoidal positions (base 10000).

    "the dog bit the man" encodes to ids [0, 2, 6, 0, 4].
    """
    words, dims, matrix = _read_toy()
    table = EmbeddingTable(frozen_array(matrix), dim_names=dims)
    return InputLayer(Vocabulary(words), table, Sinusoidal(), name="the lesson's toy model")


@lru_cache(maxsize=16)
def illustrative_model(d_model: int, seed: int = 0) -> InputLayer:
    """The toy vocabulary with a seeded random table of width ``d_model``.

    The values are illustrative stand-ins, not learned: the table says so (``illustrative``).
    At d_model = 6 this is still random; use :func:`toy_model` for the lesson's numbers.
    """
    words, _, _ = _read_toy()
    table = EmbeddingTable.random(len(words), d_model, seed=seed)
    return InputLayer(Vocabulary(words), table, Sinusoidal(),
                      name=f"toy vocabulary, random {d_model}-wide table (illustrative, seed {seed})")
