"""Reading safetensors files without a deep-learning framework: header, memory map, bf16.

A safetensors file is an 8-byte little-endian header length N, N bytes of JSON (name -> dtype,
shape, [start, end) byte offsets into the data that follows), then the raw tensor bytes. posviz
reads the header itself so it can memory-map just the tensors it needs: a tensor nobody asks for
is never read, however large the header says it is. Nothing here ever unpickles anything.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from posviz.files import FileRefused, open_regular, parse_json, read_capped
from posviz.i18n import Context, isolate, number
from posviz.shorten import plain_message, quoted

WeightFiles = Context("WeightFiles")
MAX_HEADER_BYTES = 100_000_000          # the format's own limit on the JSON header
MAX_CONFIG_BYTES = 5_000_000            # config.json: real ones are a few kB
MAX_INDEX_BYTES = 50_000_000            # model.safetensors.index.json: ~1 MB for the largest models
MAX_TOKENIZER_BYTES = 100_000_000       # tokenizer.json: ~33 MB for the largest vocabularies
LFS_SIGNATURE = b"version https://git-lfs.github.com/spec/"
# safetensors dtype -> little-endian storage dtype (BF16 is stored as raw 16-bit patterns).
STORAGE = {"F64": "<f8", "F32": "<f4", "F16": "<f2", "BF16": "<u2", "I64": "<i8", "I32": "<i4",
           "I16": "<i2", "I8": "i1", "U64": "<u8", "U32": "<u4", "U16": "<u2", "U8": "u1", "BOOL": "?"}
ITEMSIZE = {**{name: np.dtype(code).itemsize for name, code in STORAGE.items()},
            "F8_E4M3": 1, "F8_E5M2": 1}
FLOAT_TYPES = ("F64", "F32", "F16", "BF16")


class CheckpointError(ValueError):
    """A model folder or weights file posviz cannot use; the message says which file and why.

    The message is made plain (:func:`posviz.shorten.plain_message`): a name quoted from a file
    (a 5-million-character tensor name, a 4 MB model_type) is cut, control characters escaped.
    """

    def __init__(self, message: str = "") -> None:
        super().__init__(plain_message(message))


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


def lfs_pointer_size(head: bytes) -> int | None:
    """The size a Git-LFS pointer file points to (0 if it does not say), or None if ``head``, the
    first bytes of a file, is not such a pointer."""
    if not head.startswith(LFS_SIGNATURE):
        return None
    for line in head[:512].decode("ascii", "replace").splitlines():
        words = line.split()
        if len(words) == 2 and words[0] == "size":
            # A size of thousands of digits is no size (int() of it would even raise).
            return int(words[1]) if words[1].isdigit() and len(words[1]) <= 20 else 0
    return 0


def lfs_message(path: Path, size: int) -> str:
    """Why a Git-LFS pointer cannot be read, and what to do."""
    if size:
        return WeightFiles.tr("{name} is a Git-LFS pointer, a small text file that stands in for the real file (the "
                              "real file is {size} MB): it was never downloaded. Run 'git lfs pull' in the model "
                              "folder, or download the file itself.").format(name=isolate(path.name),
                                                                             size=number(round(size / 1e6)))
    return WeightFiles.tr("{name} is a Git-LFS pointer, a small text file that stands in for the real file: it was "
                          "never downloaded. Run 'git lfs pull' in the model folder, or download the file itself."
                          ).format(name=isolate(path.name))


def not_json(path: Path) -> str:
    return WeightFiles.tr("{name} is not a safetensors file: its header is not a JSON object").format(
        name=isolate(path.name))


def read_small_file(path: Path, limit: int, kind: str) -> bytes:
    """The bytes of a model folder's small file (config.json, tokenizer.json, the shard index).

    Regular files only, at most ``limit`` bytes, a Git-LFS pointer named as such.

    Raises
    ------
    CheckpointError
        Naming the file and the reason.
    """
    try:
        data = read_capped(path, limit, kind)
    except FileRefused as exc:
        raise CheckpointError(str(exc)) from None
    except OSError as exc:
        raise CheckpointError(WeightFiles.tr("{name} cannot be read: {reason}").format(
            name=isolate(path.name), reason=exc.strerror or exc)) from None
    pointer = lfs_pointer_size(data[:512])
    if pointer is not None:
        raise CheckpointError(lfs_message(path, pointer))
    return data


def _read_json_header(path: Path) -> tuple[dict, int, int]:
    """The parsed header, the offset where tensor data starts and the file's size."""
    try:
        handle = open_regular(path, "safetensors file")
    except FileRefused as exc:
        raise CheckpointError(str(exc)) from None
    except OSError as exc:
        raise CheckpointError(WeightFiles.tr("{name} cannot be read: {reason}").format(
            name=isolate(path.name), reason=exc.strerror or exc)) from None
    with handle:
        size = os.fstat(handle.fileno()).st_size
        prefix = handle.read(8)
        pointer = lfs_pointer_size(prefix + handle.read(504)) if prefix.startswith(b"vers") else None
        if pointer is not None:
            raise CheckpointError(lfs_message(path, pointer))
        if len(prefix) < 8:
            raise CheckpointError(WeightFiles.tr("{name} is truncated: it has {size} bytes, fewer than a safetensors "
                                                 "header needs (an interrupted download?)").format(
                name=isolate(path.name), size=number(size)))
        length = int.from_bytes(prefix, "little")
        if length > MAX_HEADER_BYTES:
            raise CheckpointError(WeightFiles.tr("{name} is not a safetensors file: its first 8 bytes announce a "
                                                 "{length}-byte header").format(name=isolate(path.name),
                                                                                  length=number(length)))
        if 8 + length > size:
            raise CheckpointError(WeightFiles.tr("{name} is truncated: its header alone should be {length} bytes but "
                                                 "the file has only {size} (an interrupted download?)").format(
                name=isolate(path.name), length=number(length), size=number(size)))
        handle.seek(8)
        raw = handle.read(length)
    if not raw.lstrip(b" ").startswith(b"{"):
        raise CheckpointError(not_json(path))
    header = parse_json(raw, f"{path.name} (its header)", CheckpointError)
    if not isinstance(header, dict):
        raise CheckpointError(not_json(path))
    return header, 8 + length, size


def _malformed(path: Path, name: str, why: str) -> CheckpointError:
    return CheckpointError(WeightFiles.tr("{name}: the header entry of tensor {tensor} is malformed: {why}").format(
        name=isolate(path.name), tensor=isolate(quoted(name)), why=why))


def _tensor_info(path: Path, name: str, entry, data_start: int) -> TensorInfo:
    """One header entry, checked against the format: keys, types, dtype, and size vs shape."""
    if not isinstance(entry, dict) or not {"dtype", "shape", "data_offsets"} <= set(entry):
        keys = sorted(entry) if isinstance(entry, dict) else type(entry).__name__
        raise _malformed(path, name, WeightFiles.tr("it must hold dtype, shape and data_offsets, not {keys}").format(
            keys=isolate(str(keys))))
    dtype, shape, offsets = entry["dtype"], entry["shape"], entry["data_offsets"]
    if not isinstance(shape, list) or not all(_count(n) for n in shape):
        raise _malformed(path, name, WeightFiles.tr("shape must be a list of whole numbers from 0, not {shape}").format(
            shape=isolate(repr(shape))))
    if not isinstance(offsets, list) or len(offsets) != 2 or not all(_count(n) for n in offsets):
        raise _malformed(path, name, WeightFiles.tr("data_offsets must be two whole numbers from 0, not {offsets}"
                                                    ).format(offsets=isolate(repr(offsets))))
    if not isinstance(dtype, str) or dtype not in ITEMSIZE:
        raise CheckpointError(f"{path.name}: tensor {quoted(name)} has the data type {dtype!r}, which posviz cannot read")
    begin, end = offsets
    needed = math.prod(shape) * ITEMSIZE[dtype]
    if end < begin or end - begin != needed:
        raise CheckpointError(
            f"{path.name}: the header lies about tensor {quoted(name)}: {dtype} of shape {list(shape)} needs "
            f"{needed:,} bytes, but the header gives it bytes {begin:,} to {end:,} ({end - begin:,} bytes)")
    return TensorInfo(name, dtype, tuple(shape), path, data_start + begin, data_start + end)


def _count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_layout(path: Path, tensors: list[TensorInfo], data_start: int, size: int) -> None:
    """The tensors tile the data section exactly, as the safetensors library requires: in offset
    order each starts where the previous ended (no overlap, no gap) and the last ends at the file's end."""
    at = data_start
    for info in sorted(tensors, key=lambda t: (t.start, t.end)):
        if info.start != at:
            how = "overlaps the tensor before it" if info.start < at else f"leaves a gap of {info.start - at:,} bytes"
            raise CheckpointError(f"{path.name}: the header places tensor {quoted(info.name)} at bytes "
                                  f"{info.start - data_start:,} to {info.end - data_start:,}, which {how}; "
                                  "a safetensors file's tensors follow each other exactly")
        at = info.end
    if at > size:
        raise CheckpointError(f"{path.name} is truncated: its tensors should end at byte {at:,} but the file has "
                              f"only {size:,} bytes (an interrupted download?)")
    if at < size:
        raise CheckpointError(f"{path.name} has {size - at:,} bytes after its last tensor, which its header does "
                              "not account for: it is not a well-formed safetensors file")


def read_header(path) -> dict[str, TensorInfo]:
    """Every tensor a safetensors file declares, checked but not read.

    Only the header is read, and checked as strictly as the safetensors library checks it: strict
    JSON (a tensor name given twice is refused), every entry's keys and types, each size against
    its dtype and shape, and the byte ranges against each other and the file's real size, so a
    truncated file or a header that lies is caught before any tensor is touched.

    Raises
    ------
    CheckpointError
        For a Git-LFS pointer, something that is not a regular file, a truncated file, a header
        that is not strict JSON or that lies.
    """
    path = Path(path)
    header, data_start, size = _read_json_header(path)
    metadata = header.pop("__metadata__", {})
    if not isinstance(metadata, dict) or not all(isinstance(v, str) for v in metadata.values()):
        raise CheckpointError(f"{path.name}: its header's __metadata__ must map names to text")
    tensors = {name: _tensor_info(path, name, entry, data_start) for name, entry in header.items()}
    _check_layout(path, list(tensors.values()), data_start, size)
    return tensors


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
        raise CheckpointError(f"{info.path.name}: tensor {quoted(info.name)} is {info.dtype}, which posviz cannot read")
    if info.nbytes == 0:
        return np.zeros(info.shape, dtype=dtype)
    return np.memmap(info.path, dtype=dtype, mode="r", offset=info.start, shape=info.shape)


def _check_float(info: TensorInfo) -> None:
    if info.dtype not in FLOAT_TYPES:
        raise CheckpointError(f"{info.path.name}: tensor {quoted(info.name)} holds {info.dtype} values, "
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
        raise CheckpointError(f"{info.path.name}: tensor {quoted(info.name)} should be a matrix but has shape "
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
