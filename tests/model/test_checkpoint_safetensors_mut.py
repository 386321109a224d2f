"""Safetensors headers written byte by byte, each rule of the format at its boundary, with the
exact sentence posviz says (issue 23's mutants).

A file is an 8-byte little-endian header length N, N bytes of JSON, then the tensors' bytes.
"""
from __future__ import annotations

import json

import numpy as np
import pytest

from posviz.model.checkpoint.safetensors_io import (Bf16Matrix, CheckpointError, TensorInfo, lfs_message,
                                                    lfs_pointer_size, map_matrix, map_tensor, read_header,
                                                    read_small_file, read_tensor, widen_bf16)

LFS = b"version https://git-lfs.github.com/spec/v1\noid sha256:abc\n"


def _file(tmp_path, header, data: bytes = b"", length: int | None = None, name: str = "m.safetensors"):
    text = header if isinstance(header, bytes) else json.dumps(header).encode()
    path = tmp_path / name
    path.write_bytes((len(text) if length is None else length).to_bytes(8, "little") + text + data)
    return path


def _refusal(path) -> str:
    with pytest.raises(CheckpointError) as caught:
        read_header(path)
    return str(caught.value)


def test_a_header_length_over_the_formats_limit_is_not_safetensors(tmp_path):
    path = _file(tmp_path, b"{}", length=100_000_001)
    assert _refusal(path) == ("m.safetensors is not a safetensors file: its first 8 bytes announce a "
                              "100,000,001-byte header")
    path = _file(tmp_path, b"{}", length=100_000_000)
    assert _refusal(path) == ("m.safetensors is truncated: its header alone should be 100,000,000 bytes but the "
                              "file has only 10 (an interrupted download?)")


def test_a_header_longer_than_the_file_is_a_truncated_file(tmp_path):
    assert read_header(_file(tmp_path, b"{}   ", length=5)) == {}                 # 8 + 5 == 13: all of it
    assert _refusal(_file(tmp_path, b"{}   ", length=6)) == (
        "m.safetensors is truncated: its header alone should be 6 bytes but the file has only 13 (an interrupted "
        "download?)")


@pytest.mark.parametrize("header", [b"[1]", b"1", b"\"{}\"", b" [ ]"])
def test_a_header_that_is_not_a_json_object(tmp_path, header):
    assert _refusal(_file(tmp_path, header)) == "m.safetensors is not a safetensors file: its header is not a JSON object"


def test_a_header_may_start_with_spaces_and_hold_no_tensor(tmp_path):
    assert read_header(_file(tmp_path, b"   {}")) == {}


F32_PAIR = {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}


@pytest.mark.parametrize("entry, why", [
    ([1], "it must hold dtype, shape and data_offsets, not list"),
    ({"dtype": "F32", "shape": [2]}, "it must hold dtype, shape and data_offsets, not ['dtype', 'shape']"),
    ({**F32_PAIR, "shape": [2, -1]}, "shape must be a list of whole numbers from 0, not [2, -1]"),
    ({**F32_PAIR, "shape": [True]}, "shape must be a list of whole numbers from 0, not [True]"),
    ({**F32_PAIR, "shape": 2}, "shape must be a list of whole numbers from 0, not 2"),
    ({**F32_PAIR, "data_offsets": [0]}, "data_offsets must be two whole numbers from 0, not [0]"),
    ({**F32_PAIR, "data_offsets": [0, 8, 8]}, "data_offsets must be two whole numbers from 0, not [0, 8, 8]"),
    ({**F32_PAIR, "data_offsets": [-8, 0]}, "data_offsets must be two whole numbers from 0, not [-8, 0]"),
    ({**F32_PAIR, "data_offsets": "0-8"}, "data_offsets must be two whole numbers from 0, not '0-8'"),
])
def test_a_malformed_entry_is_named_with_why(tmp_path, entry, why):
    path = _file(tmp_path, {"t": entry}, b"\0" * 8)
    assert _refusal(path) == f"m.safetensors: the header entry of tensor 't' is malformed: {why}"


@pytest.mark.parametrize("dtype", ["F128", 5, "f32"])
def test_an_unknown_data_type_is_named(tmp_path, dtype):
    path = _file(tmp_path, {"t": {**F32_PAIR, "dtype": dtype}}, b"\0" * 8)
    assert _refusal(path) == f"m.safetensors: tensor 't' has the data type {dtype!r}, which posviz cannot read"


@pytest.mark.parametrize("offsets, said", [([0, 4], "bytes 0 to 4 (4 bytes)"), ([8, 0], "bytes 8 to 0 (-8 bytes)"),
                                           ([0, 12], "bytes 0 to 12 (12 bytes)")])
def test_a_size_that_does_not_fit_the_shape_is_a_lie(tmp_path, offsets, said):
    path = _file(tmp_path, {"t": {**F32_PAIR, "data_offsets": offsets}}, b"\0" * 12)
    assert _refusal(path) == (f"m.safetensors: the header lies about tensor 't': F32 of shape [2] needs 8 bytes, "
                              f"but the header gives it {said}")


def test_tensors_ending_past_the_file_are_a_truncated_file(tmp_path):
    path = _file(tmp_path, {"t": F32_PAIR}, b"\0" * 5)
    start = 8 + len(json.dumps({"t": F32_PAIR}))
    assert _refusal(path) == (f"m.safetensors is truncated: its tensors should end at byte {start + 8:,} but the "
                              f"file has only {start + 5:,} bytes (an interrupted download?)")


@pytest.mark.parametrize("metadata", [{"a": 1}, ["a"], "text"])
def test_metadata_must_map_names_to_text(tmp_path, metadata):
    path = _file(tmp_path, {"__metadata__": metadata, "t": F32_PAIR}, b"\0" * 8)
    assert _refusal(path) == "m.safetensors: its header's __metadata__ must map names to text"
    ok = _file(tmp_path, {"__metadata__": {"format": "pt"}, "t": F32_PAIR}, b"\0" * 8)
    assert list(read_header(ok)) == ["t"]


def test_a_tensor_is_found_at_its_absolute_offsets(tmp_path):
    values = np.array([1.5, -2.0], dtype="<f4").tobytes() + np.array([[7]], dtype="<i4").tobytes()
    header = {"a": F32_PAIR, "b": {"dtype": "I32", "shape": [1, 1], "data_offsets": [8, 12]}}
    path = _file(tmp_path, header, values)
    start = 8 + len(json.dumps(header))
    infos = read_header(path)
    assert infos["a"] == TensorInfo("a", "F32", (2,), path, start, start + 8) and infos["a"].nbytes == 8
    assert infos["b"] == TensorInfo("b", "I32", (1, 1), path, start + 8, start + 12)
    assert read_tensor(infos["a"]).tolist() == [1.5, -2.0] and not read_tensor(infos["a"]).flags.writeable
    with pytest.raises(CheckpointError) as caught:
        read_tensor(infos["b"])
    assert str(caught.value) == "m.safetensors: tensor 'b' holds I32 values, not floating-point weights"
    with pytest.raises(CheckpointError) as caught:
        map_matrix(infos["a"])
    assert str(caught.value) == "m.safetensors: tensor 'a' should be a matrix but has shape [2]"


def test_eight_bit_floats_are_declared_but_not_read(tmp_path):
    path = _file(tmp_path, {"t": {"dtype": "F8_E4M3", "shape": [4], "data_offsets": [0, 4]}}, b"\0" * 4)
    info = read_header(path)["t"]
    with pytest.raises(CheckpointError) as caught:
        map_tensor(info)
    assert str(caught.value) == "m.safetensors: tensor 't' is F8_E4M3, which posviz cannot read"


def test_an_empty_tensor_is_zeros_of_its_shape_without_a_map(tmp_path):
    path = _file(tmp_path, {"t": {"dtype": "F16", "shape": [0, 3], "data_offsets": [0, 0]}})
    mapped = map_tensor(read_header(path)["t"])
    assert mapped.shape == (0, 3) and mapped.dtype == np.dtype("<f2") and not isinstance(mapped, np.memmap)


def test_bf16_is_a_float32s_top_half(tmp_path):
    assert widen_bf16(np.array([0x3F80, 0xC000, 0x0000, 0x7F80], dtype=np.uint16)).tolist() == [1.0, -2.0, 0.0,
                                                                                                   np.inf]
    bits = np.array([[0x3F80, 0x4000], [0x4040, 0xBF80]], dtype=np.uint16)
    matrix = Bf16Matrix(bits)
    assert (matrix.shape, matrix.size, len(matrix), matrix.ndim, matrix.dtype) == ((2, 2), 4, 2, 2, np.float32)
    assert matrix[1].tolist() == [3.0, -1.0] and matrix[[1, 0], 0].tolist() == [3.0, 1.0]
    assert np.asarray(matrix).tolist() == [[1.0, 2.0], [3.0, -1.0]]
    assert np.asarray(matrix, dtype=np.float64).dtype == np.float64
    assert matrix.astype(np.float16).dtype == np.float16 and matrix.astype(np.float16).tolist() == [[1, 2], [3, -1]]
    assert repr(matrix) == "Bf16Matrix(shape=(2, 2), widened on access)"
    for bad in (np.zeros(2, np.uint16), np.zeros((2, 2), np.float32)):
        with pytest.raises(ValueError) as caught:
            Bf16Matrix(bad)
        assert str(caught.value) == (f"bfloat16 bits must be a 2-D uint16 array, got {bad.dtype} of shape "
                                     f"{bad.shape}")


@pytest.mark.parametrize("tail, size", [(b"size 548000000\n", 548_000_000), (b"size abc\n", 0), (b"", 0),
                                        (b"size " + b"9" * 20 + b"\n", 10 ** 20 - 1), (b"size " + b"9" * 21, 0),
                                        (b"size 12 extra\n", 0)])
def test_a_git_lfs_pointer_says_the_size_it_stands_for(tail, size):
    assert lfs_pointer_size(LFS + tail) == size
    assert lfs_pointer_size(b"{" + LFS) is None


def test_a_git_lfs_pointer_is_named_with_what_to_do(tmp_path):
    assert lfs_message(tmp_path / "model.safetensors", 0) == (
        "model.safetensors is a Git-LFS pointer, a small text file that stands in for the real file: it was never "
        "downloaded. Run 'git lfs pull' in the model folder, or download the file itself.")
    assert lfs_message(tmp_path / "t.json", 1_499_000).startswith(
        "t.json is a Git-LFS pointer, a small text file that stands in for the real file (the real file is 1 MB): ")
    (tmp_path / "config.json").write_bytes(LFS + b"size 2500000\n")
    with pytest.raises(CheckpointError) as caught:
        read_small_file(tmp_path / "config.json", 1000, "config.json")
    assert str(caught.value) == lfs_message(tmp_path / "config.json", 2_500_000)
    (tmp_path / "m.safetensors").write_bytes(LFS + b"size 7000000\n")
    assert _refusal(tmp_path / "m.safetensors") == lfs_message(tmp_path / "m.safetensors", 7_000_000)
    assert read_small_file(_file(tmp_path, b"{}", name="ok.json"), 1000, "ok.json")[8:] == b"{}"


def test_a_missing_file_cannot_be_read(tmp_path):
    assert _refusal(tmp_path / "gone.safetensors") == "gone.safetensors cannot be read: No such file or directory"
    with pytest.raises(CheckpointError) as caught:
        read_small_file(tmp_path / "config.json", 10, "config.json")
    assert str(caught.value) == "config.json cannot be read: No such file or directory"


def test_a_git_lfs_pointer_with_bytes_that_are_not_ascii_still_says_its_size():
    assert lfs_pointer_size(LFS + b"note \xff\xfe\n" + b"size 1234\n") == 1234
