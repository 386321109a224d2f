"""posviz.model.checkpoint's tables and bounds checked against their sources: the safetensors dtypes
against the safetensors library's own files, GPT-2's byte characters at their known places, the
normalizers' growth bounds by kind (Unicode's own longest decompositions from unicodedata), how
bounds compose, the longest input a budget allows, and short messages."""
from __future__ import annotations

import sys
import unicodedata

import numpy as np
import pytest

from posviz.model.checkpoint import growth
from posviz.model.checkpoint.config_checks import _shown
from posviz.model.checkpoint.safetensors_io import ITEMSIZE, STORAGE, CheckpointError, read_header, read_tensor
from posviz.model.checkpoint.token_display import byte_level_decoder

# The safetensors format's dtypes: (bytes per value, numpy kind): f float, i signed, u unsigned, b bool.
SAFETENSORS = {"F64": (8, "f"), "F32": (4, "f"), "F16": (2, "f"), "BF16": (2, "u"), "I64": (8, "i"), "I32": (4, "i"),
               "I16": (2, "i"), "I8": (1, "i"), "U64": (8, "u"), "U32": (4, "u"), "U16": (2, "u"), "U8": (1, "u"),
               "BOOL": (1, "b")}


def test_every_stored_dtype_has_its_size_and_kind():
    assert set(STORAGE) == set(SAFETENSORS)
    for name, (size, kind) in SAFETENSORS.items():
        dtype = np.dtype(STORAGE[name])
        assert (dtype.itemsize, dtype.kind, ITEMSIZE[name]) == (size, kind, size), name
        assert dtype.byteorder in ("<", "|", "=") and (size == 1 or dtype.byteorder == "<" or sys.byteorder == "little")
    assert ITEMSIZE["F8_E4M3"] == ITEMSIZE["F8_E5M2"] == 1


@pytest.mark.parametrize("dtype", ["float64", "float32", "float16", "int64", "int32", "int16", "int8", "uint64",
                                   "uint32", "uint16", "uint8", "bool"])
def test_the_safetensors_librarys_files_read_back_exactly(tmp_path, dtype):
    numpy_io = pytest.importorskip("safetensors.numpy")
    values = (np.arange(-6, 6).reshape(3, 4) % (2 if dtype == "bool" else 1000)).astype(dtype)
    numpy_io.save_file({"t": values}, str(tmp_path / "m.safetensors"))
    info = read_header(tmp_path / "m.safetensors")["t"]
    assert info.shape == (3, 4)
    back = read_tensor(info) if dtype.startswith("float") else np.frombuffer(
        (tmp_path / "m.safetensors").read_bytes()[info.start:info.end], dtype=STORAGE[info.dtype]).reshape(3, 4)
    np.testing.assert_array_equal(back, values)


@pytest.mark.parametrize("size", [0, 1, 7])
def test_a_file_shorter_than_the_header_length_is_named_truncated(tmp_path, size):
    path = tmp_path / "model.safetensors"
    path.write_bytes(b"\x10" * size)
    with pytest.raises(CheckpointError) as info:
        read_header(path)
    assert str(info.value) == (f"model.safetensors is truncated: it has {size} bytes, fewer than a safetensors "
                               "header needs (an interrupted download?)")


def test_gpt2s_byte_characters_at_their_known_places():
    chars = byte_level_decoder()
    assert sorted(chars.values()) == list(range(256)) and len(chars) == 256
    assert chars["Ġ"] == 32 and chars["Ċ"] == 10 and chars["ĉ"] == 9     # space, newline, tab
    assert chars["Ā"] == 0 and chars["ġ"] == 127 and chars["ł"] == 160 and chars["Ń"] == 173   # NUL, DEL, NBSP, SHY
    assert all(chars[chr(b)] == b for b in range(ord("!"), ord("~") + 1))


def _longest(form: str) -> int:
    return max(len(unicodedata.normalize(form, chr(c))) for c in range(sys.maxunicode + 1)
               if not 0xD800 <= c <= 0xDFFF)


@pytest.mark.parametrize("form", ["NFKC", "NFKD", "NFD"])
def test_a_unicode_forms_bound_is_its_longest_decomposition(form):
    assert growth.growth({"type": form}) == (float(_longest(form)), 0.0)


@pytest.mark.parametrize("spec, bound", [
    (None, (1.0, 0.0)), ({"type": "Strip", "strip_left": True, "strip_right": True}, (1.0, 0.0)),
    ({"type": "Strip", "content": " ", "start": 1, "stop": 0}, (1.0, 0.0)), ({"type": "StripAccents"}, (1.0, 0.0)),
    ({"type": "Lowercase"}, (3.0, 0.0)), ({"type": "ByteLevel"}, (4.0, 0.0)), ({"type": "Mystery"}, (18.0, 0.0)),
    ({"type": "Prepend", "prepend": "▁"}, (1.0, 1.0)), ({"type": "Prepend", "prepend": 7}, (1.0, 18.0)),
    ({"type": "Replace", "pattern": {"String": "a"}, "content": "aaaa"}, (4.0, 0.0)),
    ({"type": "Replace", "pattern": {"String": "abcd"}, "content": "x"}, (1.0, 0.0)),
    ({"type": "Replace", "pattern": {"Regex": "x*"}, "content": "ab"}, (3.0, 2.0)),
    ({"type": "BertNormalizer"}, (36.0, 0.0)), ({"type": "BertNormalizer", "lowercase": False}, (3.0, 0.0)),
    ({"type": "BertNormalizer", "handle_chinese_chars": False}, (12.0, 0.0)),
    ("not a spec", (18.0, 0.0)),
])
def test_each_steps_bound(spec, bound):
    assert growth.growth(spec) == bound


def test_bounds_of_a_sequence_compose():
    ten = {"type": "Replace", "pattern": {"String": "a"}, "content": "a" * 10}
    assert growth.growth({"type": "Sequence", "normalizers": [ten] * 7}) == (1e7, 0.0)
    prepend_then_ten = {"type": "Sequence", "normalizers": [{"type": "Prepend", "prepend": "ab"}, ten]}
    assert growth.growth(prepend_then_ten) == (10.0, 20.0)         # 10 (n + 2)
    assert growth.compose((2.0, 3.0), (5.0, 7.0)) == (10.0, 22.0)  # 5 (2n + 3) + 7


@pytest.mark.parametrize("bound, budget, longest", [((1.0, 0.0), 100, 100), ((10.0, 20.0), 100, 8),
                                                    ((10.0, 20.0), 30, 1), ((10.0, 20.0), 29, 0),
                                                    ((float("inf"), 0.0), 100, 0), ((2.0, float("nan")), 100, 0)])
def test_the_longest_input_a_budget_allows(bound, budget, longest):
    assert growth.longest_input(bound, budget) == longest


def test_long_config_values_are_cut_to_sixty_characters():
    assert _shown("a" * 58) == repr("a" * 58)                      # 60 with the quotes: whole
    assert _shown("a" * 59) == repr("a" * 59)[:59] + "…"           # 61: cut to 59 and an ellipsis
    assert len(_shown(list(range(100)))) == 60
