"""Edges of two checkpoint helpers that a mutation sample (seed 60612) found unpinned: GPT-2's byte
alphabet at the ends of its printable ranges, and which rows the bf16 lengths sum in float32."""
from __future__ import annotations

import numpy as np

from posviz.model.checkpoint import bf16_words
from posviz.model.checkpoint.token_display import byte_level_decoder


def test_gpt2_byte_alphabet_at_the_ends_of_its_printable_ranges():
    """GPT-2's ``bytes_to_unicode`` (openai/gpt-2 encoder.py): printable bytes stand for themselves,
    '!'..'~', '¡'..'¬', '®'..'ÿ' with both ends included; the other 68 bytes, in order, take
    U+0100 onwards: 'Ġ' is the space, 'Ċ' the newline, 'ġ' DEL (127), 'Ń' the soft hyphen (173)."""
    decoder = byte_level_decoder()
    assert len(decoder) == 256 and sorted(decoder.values()) == list(range(256))
    assert [decoder[c] for c in "!}~¡¬®ÿ"] == [33, 125, 126, 161, 172, 174, 255]
    assert [decoder[c] for c in "\u0100Ċ\u0120ġ\u0142Ń"] == [0, 10, 32, 127, 160, 173]


def test_a_row_whose_largest_value_is_the_upper_safe_bound_is_summed_in_float32():
    """The safe range includes its ends: at exactly the upper bound the float32 sum is used, so a
    tiny second value vanishes in float32 (1 + 1e-8 rounds to 1) where float64 would keep it."""
    block = np.zeros((2, 4), dtype=np.float32)
    block[0, :2] = (1.0, 1e-4)
    block[1, :2] = (np.nextafter(np.float32(1.0), np.float32(2.0)), 1e-4)    # just past the bound
    norms, largest = np.empty(2), np.empty(2)
    bf16_words.measure(block, norms, largest, (1e-3, 1.0))
    assert norms[0] == 1.0                                            # float32: the 1e-8 is lost
    wide = block[1].astype(np.float64)
    assert norms[1] == np.sqrt(wide @ wide) and norms[1] != float(block[1, 0])   # float64 keeps it
