"""Shapes and parameter counts: what grows with the vocabulary, what grows with the input.

The embedding table E is |V| x d, fixed once the model is built. A sentence of L tokens becomes
an L x d matrix by looking up L rows. d is a design choice that neither changes.
"""
from __future__ import annotations

from dataclasses import dataclass

from posviz.i18n import Context
from posviz.model.checks import check_positive

ShapesLesson = Context("ShapesLesson")


@dataclass(frozen=True)
class ModelShapes:
    """The input-layer sizes of one model.

    Attributes
    ----------
    name : str
    vocab_size : int
        |V|, rows of E.
    d_model : int
        d, the width of every vector.
    positions : str
        How the model places tokens ("learned", "RoPE", "sinusoidal", ...).
    max_positions : int or None
        Rows of a learned position table; None when there is no table.
    approximate : bool
        True when the figures are rounded (shown with a "~").
    """

    name: str
    vocab_size: int
    d_model: int
    positions: str
    max_positions: int | None = None
    approximate: bool = False

    @property
    def embedding_weights(self) -> int:
        """Numbers in E: |V| * d."""
        return self.vocab_size * self.d_model

    @property
    def position_weights(self) -> int:
        """Numbers in the learned position table, L_max * d (0 without a table)."""
        return (self.max_positions or 0) * self.d_model


# Published configurations (config.json / the papers).
REAL_MODELS: tuple[ModelShapes, ...] = (
    ModelShapes("2017 paper", 37_000, 512, "sinusoidal", approximate=True),
    ModelShapes("GPT-2 small", 50_257, 768, "learned", 1_024),
    ModelShapes("BERT-base", 30_522, 768, "learned", 512),
    ModelShapes("Llama 3 8B", 128_256, 4_096, "RoPE (no table)"),
)


def positions_label(positions: str) -> str:
    """How a row of the table names ``positions`` (a :class:`ModelShapes` field) in the current
    language; a scheme of a real model with no words of ours stays as it is."""
    labels = {"learned": ShapesLesson.tr("learned"), "sinusoidal": ShapesLesson.tr("sinusoidal"),
              "RoPE (no table)": ShapesLesson.tr("RoPE (no table)"), "none": ShapesLesson.tr("none")}
    return labels.get(positions, positions)


def model_label(name: str) -> str:
    """A row's model name in the current language: the demo and the paper are described, a real
    model's name is data and stays."""
    labels = {"this demo": ShapesLesson.tr("this demo"), "2017 paper": ShapesLesson.tr("2017 paper")}
    return labels.get(name, name)


def format_count(n: int) -> str:
    """A count as people say it: 60, 9,999, 38.6M, 525.3M, 1.2B."""
    n = int(n)
    for size, suffix in ((10**9, "B"), (10**6, "M"), (10**3, "K")):
        if abs(n) >= max(size, 10**4):   # below 10,000 the exact number is short enough
            return f"{n / size:,.1f}{suffix}"
    return f"{n:,}"


def describe_positions(scheme, d_model: int) -> tuple[str, int | None]:
    """How a position scheme places tokens, and its table's rows (None without a table)."""
    name = getattr(scheme, "name", "none")
    if name == "learned":
        return "learned", scheme.max_len
    return ("RoPE (no table)" if name == "rope" else name), None      # "sinusoidal", "none" as they are


def live_shapes(layer, name: str = "this demo") -> ModelShapes:
    """The shapes of the input layer on screen (its table and its position scheme)."""
    positions, rows = describe_positions(layer.positions, layer.d_model)
    return ModelShapes(name, layer.table.vocab_size, layer.d_model, positions, rows)


def sentence_numbers(length: int, d_model: int) -> int:
    """Numbers in the L x d matrix a sentence of ``length`` tokens becomes (0 for no tokens)."""
    if length == 0:
        return 0
    return check_positive("length", length, 10**12) * check_positive("d_model", d_model)


def comparison_rows(layer, name: str = "this demo") -> tuple[ModelShapes, ...]:
    """The live model first (called ``name``), then the real ones."""
    return (live_shapes(layer, name),) + REAL_MODELS
