"""The safetensors reader, bf16 widening and the real table's nearest-row search."""
import mmap

import numpy as np
import pytest

safetensors = pytest.importorskip("safetensors", reason="writing test files needs the 'safetensors' package")

import tiny_checkpoints as tc  # noqa: E402

from posviz.model import EmbeddingTable  # noqa: E402
from posviz.model.checkpoint.table import RealEmbeddingTable  # noqa: E402
from posviz.model.checkpoint.safetensors_io import Bf16Matrix, map_matrix, map_tensor, read_header, read_tensor, widen_bf16  # noqa: E402


def test_widen_bf16_known_bit_patterns():
    bits = np.array([0x3F80, 0xC000, 0x3FC0, 0x0000, 0x8000, 0x7F80, 0xFF80, 0x0001], dtype=np.uint16)
    values = widen_bf16(bits)
    assert values.dtype == np.float32
    assert values[:7].tolist() == [1.0, -2.0, 1.5, 0.0, -0.0, np.inf, -np.inf]
    assert np.signbit(values[4]) and values[7] == np.float32(2.0 ** -133)    # smallest subnormal


def test_header_agrees_with_the_safetensors_library(tmp_path):
    rng = np.random.default_rng(0)
    tensors = {"a": rng.normal(size=(5, 3)).astype(np.float32), "b": rng.normal(size=(7,)).astype(np.float16),
               "c": np.arange(6, dtype=np.int64).reshape(2, 3), "d": rng.normal(size=(2, 2))}
    path = tmp_path / "t.safetensors"
    tc.save(path, tensors)
    header = read_header(path)
    from safetensors import safe_open
    with safe_open(str(path), framework="numpy") as handle:
        assert sorted(handle.keys()) == sorted(header)
        for name in handle.keys():
            assert header[name].shape == tuple(handle.get_slice(name).get_shape()) == tensors[name].shape
            np.testing.assert_array_equal(np.asarray(map_tensor(header[name])), handle.get_tensor(name))
    np.testing.assert_array_equal(read_tensor(header["a"]), tensors["a"])
    np.testing.assert_array_equal(read_tensor(header["b"]), tensors["b"])
    np.testing.assert_array_equal(read_tensor(header["d"]), tensors["d"])


def test_integer_tensor_is_not_taken_for_weights(tmp_path):
    path = tmp_path / "t.safetensors"
    tc.save(path, {"ids": np.arange(4, dtype=np.int64)})
    with pytest.raises(ValueError, match="not floating-point"):
        read_tensor(read_header(path)["ids"])


def backed_by_mmap(array) -> bool:
    while array is not None and not isinstance(array, mmap.mmap):
        array = getattr(array, "base", None)
    return array is not None


def test_token_matrix_is_memory_mapped_read_only(tmp_path):
    path = tmp_path / "t.safetensors"
    values = np.arange(24, dtype=np.float32).reshape(6, 4)
    tc.save(path, {"w": values})
    matrix = map_matrix(read_header(path)["w"])
    assert backed_by_mmap(matrix) and not matrix.flags.writeable
    table = RealEmbeddingTable(matrix)
    assert backed_by_mmap(table.matrix) and np.shares_memory(table.matrix, matrix)   # not copied
    np.testing.assert_array_equal(table.matrix, values)


def test_bf16_matrix_widens_only_what_is_asked(tmp_path):
    path = tmp_path / "t.safetensors"
    values = tc.round_to_bf16(np.random.default_rng(1).normal(size=(50, 6)).astype(np.float32))
    tc.save(path, {"w": values}, bf16={"w"})
    matrix = map_matrix(read_header(path)["w"])
    assert isinstance(matrix, Bf16Matrix) and matrix.shape == (50, 6) and matrix.dtype == np.float32
    np.testing.assert_array_equal(matrix[7], values[7])
    np.testing.assert_array_equal(matrix[[3, 1, 3]], values[[3, 1, 3]])
    np.testing.assert_array_equal(matrix[10:12, 2:5], values[10:12, 2:5])
    np.testing.assert_array_equal(np.asarray(matrix), values)


def random_table(rows, d, seed=0):
    values = np.random.default_rng(seed).normal(size=(rows, d)).astype(np.float32)
    values[5] = 0.0                                                      # a zero row is similar to nothing
    values[9] = 2.0 * values[2]                                          # same direction as row 2
    return values


@pytest.mark.parametrize("bf16", [False, True])
def test_real_nearest_matches_the_toy_table(tmp_path, bf16):
    values = random_table(40_000, 24)
    if bf16:
        values = tc.round_to_bf16(values)
    path = tmp_path / "t.safetensors"
    tc.save(path, {"w": values}, bf16={"w"} if bf16 else ())
    real = RealEmbeddingTable(map_matrix(read_header(path)["w"]))
    plain = EmbeddingTable(values.astype(np.float64))
    for token_id in (0, 2, 39_999):
        got, want = real.nearest(token_id, 5), plain.nearest(token_id, 5)
        assert [i for i, _ in got] == [i for i, _ in want]
        np.testing.assert_allclose([c for _, c in got], [c for _, c in want], atol=1e-5)
    assert real.nearest(0, 5) == real.nearest(0, 5)                    # a cached answer is not spoiled
    assert real.nearest(2, 1)[0][0] == 9 and real.cosine(2, 9) == pytest.approx(1.0, abs=1e-6)
    assert real.cosine(2, 5) == 0.0 and real.cosine_all(5).max() == 0.0
    np.testing.assert_allclose(real.cosine_all(17), plain.cosine_all(17), atol=1e-5)
    assert real.inverse_norms.shape == (40_000,) and real.inverse_norms[5] == 0.0
