"""The context-extension lesson at its exact boundary (issue 23's mutants, third round)."""
from __future__ import annotations

from posviz.lessons.context_extension import toy_extension

# A base whose second pair (of a 4-wide head) turns once in exactly 64.0 tokens in float64:
# 2 pi / base**-0.5 == 64.0, found by stepping through the floats next to (64 / 2 pi)**2.
EXACT_BASE = 103.7528920497539


def test_a_wavelength_of_exactly_the_context_is_not_longer_than_it():
    exact = toy_extension("linear", 4, EXACT_BASE, {"factor": 2.0, "original_max_position_embeddings": 64})
    assert exact.wavelength[1] == 64.0 and exact.scaled_wavelength[1] == 128.0
    assert exact.context_caption() == (
        "0 of 2 pairs have a wavelength longer than the original context (64 tokens): in training they never made "
        "a full turn; after scaling, 0 have one longer than 128 tokens (2 × 64).")
    longer = toy_extension("linear", 4, EXACT_BASE * 1.001, {"factor": 2.0, "original_max_position_embeddings": 64})
    assert longer.context_caption().startswith("1 of 2 pairs") and ", 1 have one longer than 128" in longer.context_caption()
