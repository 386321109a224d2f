"""Reading safetensors files without a deep-learning framework: header, memory map, bf16.

A safetensors file is an 8-byte little-endian header length N, N bytes of JSON (name -> dtype,
shape, [start, end) byte offsets into the data that follows), then the raw tensor bytes. posviz
reads the header itself so it can memory-map just the tensors it needs: a tensor nobody asks for
is never read, however large the header says it is. Nothing here ever unpickles anything.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np

MAX_HEADER_BYTES = 100_000_000          # the format's own limit on the JSON header
LFS_SIGNATURE = b"version https://git-lfs.github.com/spec/"
# safetensors dtype -> little-endian storage dtype (BF16 is stored as raw 16-bit patterns).
STORAGE = {"F64": "<f8", "F32": "<f4", "F16": "<f2", "BF16": "<u2", "I64": "<i8", "I32": "<i4",
           "I16": "<i2", "I8": "i1", "U64": "<u8", "U32": "<u4", "U16": "<u2", "U8": "u1", "BOOL": "?"}
ITEMSIZE = {**{name: np.dtype(code).itemsize for name, code in STORAGE.items()},
            "F8_E4M3": 1, "F8_E5M2": 1}
FLOAT_TYPES = ("F64", "F32", "F16", "BF16")


class CheckpointError(ValueError):
    """A model folder or weights file posviz cannot use; the message says which file and why."""


@dataclass(frozen=True)
class TensorInfo:
    """Where one tensor's bytes are, as the header states them.

    Attributes
    ----------
    name : str
    dtype : str
        The safetensors code, e.g. "F32", "BF16".
    shape : tuple of int
    path : Path
        The file that holds it.
    start, end : int
        Absolute byte offsets of its data in that file.
    """

    name: str
    dtype: str
    shape: tuple[int, ...]
    path: Path
    start: int
    end: int

    @property
    def nbytes(self) -> int:
        return self.end - self.start


def lfs_pointer_size(path: Path) -> int | None:
    """The size a Git-LFS pointer file points to, or None if ``path`` is not such a pointer."""
    with open(path, "rb") as handle:
        head = handle.read(512)
    if not head.startswith(LFS_SIGNATURE):
        return None
    for line in head.decode("ascii", "replace").splitlines():
        if line.startswith("size "):
            return int(line.split()[1]) if line.split()[1].isdigit() else 0
    return 0


def _lfs_message(path: Path, size: int) -> str:
    wanted = f" (the real file is {size / 1e6:,.0f} MB)" if size else ""
    return (f"{path.name} is a Git-LFS pointer, a small text file that stands in for the weights{wanted}: "
            "they were never downloaded. Run 'git lfs pull' in the model folder, or download the file itself.")


def _read_json_header(path: Path) -> tuple[dict, int]:
    """The parsed header and the offset where tensor data starts."""
    size = path.stat().st_size
    pointer = lfs_pointer_size(path)
    if pointer is not None:
        raise CheckpointError(_lfs_message(path, pointer))
    with open(path, "rb") as handle:
        prefix = handle.read(8)
        if len(prefix) < 8:
            raise CheckpointError(f"{path.name} is truncated: it has {size} bytes, fewer than a safetensors "
                                  "header needs (an interrupted download?)")
        length = int.from_bytes(prefix, "little")
        if length > MAX_HEADER_BYTES:
            raise CheckpointError(f"{path.name} is not a safetensors file: its first 8 bytes announce a "
                                  f"{length:,}-byte header")
        if 8 + length > size:
            raise CheckpointError(f"{path.name} is truncated: its header alone should be {length:,} bytes but "
                                  f"the file has only {size:,} (an interrupted download?)")
        raw = handle.read(length)
    try:
        header = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CheckpointError(f"{path.name} is not a safetensors file: its header is not JSON ({exc})") from None
    if not isinstance(header, dict):
        raise CheckpointError(f"{path.name} is not a safetensors file: its header is not a JSON object")
    return header, 8 + length


def _tensor_info(path: Path, name: str, entry, data_start: int, file_size: int) -> TensorInfo:
    """One header entry, checked against the format and against the file's real size."""
    try:
        dtype, shape, (begin, end) = entry["dtype"], tuple(entry["shape"]), entry["data_offsets"]
        if not all(isinstance(n, int) and n >= 0 for n in (*shape, begin, end)):
            raise TypeError
    except (KeyError, TypeError, ValueError):
        raise CheckpointError(f"{path.name}: the header entry of tensor {name!r} is malformed: {entry!r}") from None
    if dtype not in ITEMSIZE:
        raise CheckpointError(f"{path.name}: tensor {name!r} has the data type {dtype!r}, which posviz cannot read")
    needed = math.prod(shape) * ITEMSIZE[dtype]
    if end - begin != needed:
        raise CheckpointError(
            f"{path.name}: the header lies about tensor {name!r}: {dtype} of shape {list(shape)} needs "
            f"{needed:,} bytes, but the header gives it bytes {begin:,} to {end:,} ({end - begin:,} bytes)")
    if data_start + end > file_size:
        raise CheckpointError(
            f"{path.name} is truncated: tensor {name!r} should end at byte {data_start + end:,} but the file "
            f"has only {file_size:,} bytes (an interrupted download?)")
    return TensorInfo(name, dtype, shape, path, data_start + begin, data_start + end)


def read_header(path) -> dict[str, TensorInfo]:
    """Every tensor a safetensors file declares, checked but not read.

    Only the header is read; the file's size is compared with what the header promises, so a
    truncated file or a header that lies about sizes is caught before any tensor is touched.

    Raises
    ------
    CheckpointError
        For a Git-LFS pointer, a truncated file, a header that is not JSON or that lies.
    """
    path = Path(path)
    header, data_start = _read_json_header(path)
    size = path.stat().st_size
    return {name: _tensor_info(path, name, entry, data_start, size)
            for name, entry in header.items() if name != "__metadata__"}


def widen_bf16(bits: np.ndarray) -> np.ndarray:
    """bfloat16 bit patterns (uint16) as float32: the 16 bits become the top half of a float32.

    bfloat16 is float32 with the low 16 mantissa bits cut off, so this is exact.
    """
    wide = np.asarray(bits, dtype=np.uint16).astype(np.uint32)
    wide <<= 16                       # in place: one temporary, not two
    return wide.view(np.float32)


def map_tensor(info: TensorInfo) -> np.ndarray:
    """The tensor's bytes as a read-only memory map, in their stored dtype (BF16 as uint16).

    Nothing is read from disk until the returned array's elements are used.
    """
    dtype = np.dtype(STORAGE.get(info.dtype, "u1"))
    if info.dtype not in STORAGE:
        raise CheckpointError(f"{info.path.name}: tensor {info.name!r} is {info.dtype}, which posviz cannot read")
    if info.nbytes == 0:
        return np.zeros(info.shape, dtype=dtype)
    return np.memmap(info.path, dtype=dtype, mode="r", offset=info.start, shape=info.shape)


def _check_float(info: TensorInfo) -> None:
    if info.dtype not in FLOAT_TYPES:
        raise CheckpointError(f"{info.path.name}: tensor {info.name!r} holds {info.dtype} values, "
                              "not floating-point weights")


def read_tensor(info: TensorInfo) -> np.ndarray:
    """A small tensor copied into memory as a read-only float array (BF16 widened to float32)."""
    _check_float(info)
    raw = map_tensor(info)
    values = widen_bf16(raw) if info.dtype == "BF16" else np.array(raw)
    values.setflags(write=False)
    return values


def map_matrix(info: TensorInfo):
    """A 2-D float tensor without copying it: a read-only memory map (F32, F16, F64), or for BF16
    a :class:`Bf16Matrix` that widens only the rows asked for."""
    _check_float(info)
    if len(info.shape) != 2:
        raise CheckpointError(f"{info.path.name}: tensor {info.name!r} should be a matrix but has shape "
                              f"{list(info.shape)}")
    raw = map_tensor(info)
    return Bf16Matrix(raw) if info.dtype == "BF16" else np.asarray(raw)


class Bf16Matrix:
    """A read-only (rows, cols) bfloat16 matrix on disk that looks like a float32 array.

    Indexing (``m[5]``, ``m[ids]``, ``m[a:b, c:d]``) widens only the selected elements, so showing
    a screenful of a 128,256 x 4,096 table reads a screenful. ``np.asarray(m)`` widens everything
    (4 bytes per value): that is the one expensive operation, and it is never done implicitly here.

    Parameters
    ----------
    bits : ndarray, shape (rows, cols), uint16
        The stored bit patterns, usually a memory map.
    """

    dtype = np.dtype(np.float32)
    ndim = 2

    def __init__(self, bits: np.ndarray) -> None:
        if bits.ndim != 2 or bits.dtype != np.uint16:
            raise ValueError(f"bfloat16 bits must be a 2-D uint16 array, got {bits.dtype} of shape {bits.shape}")
        self.bits = bits

    @property
    def shape(self) -> tuple[int, int]:
        return self.bits.shape

    @property
    def size(self) -> int:
        return self.bits.size

    def __len__(self) -> int:
        return self.bits.shape[0]

    def __getitem__(self, key) -> np.ndarray:
        return widen_bf16(self.bits[key])

    def __array__(self, dtype=None, copy=None) -> np.ndarray:
        values = widen_bf16(self.bits)
        return values if dtype is None else values.astype(dtype)

    def astype(self, dtype, copy: bool = True) -> np.ndarray:
        return np.asarray(self).astype(dtype)

    def __repr__(self) -> str:
        return f"Bf16Matrix(shape={self.shape}, widened on access)"
