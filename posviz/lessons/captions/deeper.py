"""Small pure helpers of the deeper views' words (no Qt; the views in posviz.qt.panels.deeper import them)."""
from __future__ import annotations
from posviz.i18n import Context

DeeperCaptions = Context("DeeperCaptions")


def sci(value: float) -> str:
    """A small residual as people write it: 2.2e-16, or 0 when it is exactly zero."""
    return "0" if value == 0 else f"{value:.1e}"


def subscript(n: int) -> str:
    """``n`` in Unicode subscript digits, for painted labels (rich text is not available there)."""
    return str(n).translate(str.maketrans("-0123456789", "\u208b\u2080\u2081\u2082\u2083\u2084\u2085\u2086"
                                                          "\u2087\u2088\u2089"))


def scheme_label(layer) -> str:
    """How the reader knows the scheme that adds no table ("RoPE", "ALiBi", "'none'"), not its class name."""
    if getattr(layer.recipe, "alibi_slopes", None) is not None:
        return "ALiBi"                 # a real model's NoPositions: its positions bias attention scores
    name = type(layer.positions).__name__
    return {"Rope": "RoPE", "NoPositions": "'none'"}.get(name, name)


def learned_note(check) -> str:
    """What the learned column is: a model's trained rows, or seeded random ones standing in for them."""
    if check.illustrative:
        return DeeperCaptions.tr(
            "The learned table here is illustrative (seeded random numbers in place of trained rows): "
            "like a trained one it has rows for positions 0 to L<sub>max</sub>\u22121 only, so past its "
            "end the model raises the error above.")
    return DeeperCaptions.tr("The learned table was trained on positions 0 to L<sub>max</sub>\u22121 only, so past "
                             "its end the model raises the error above.")
