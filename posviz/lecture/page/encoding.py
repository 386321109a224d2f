"""Numbers as exact JSON text, and a heatmap as a PNG, in pure Python and numpy.

Exact means the text reads back to the very value posviz computed: float64 values are written with
Python's shortest round-trip ``repr``; arrays whose every value is a float32 (real models' stored
tables, widened) are written with float32's shortest round-trip text, about half as long, which
reads back to the same float32. The page shows these numbers; it never recomputes them.
"""
from __future__ import annotations

import base64
import json
import math
import struct
import zlib

import numpy as np

# CET-D1 (Kovesi's diverging blue-white-red, the app's default colour map), sampled at 9 even stops.
DIVERGING = np.array([
    (0.128, 0.316, 0.858), (0.440, 0.460, 0.885), (0.629, 0.613, 0.908), (0.791, 0.774, 0.928),
    (0.932, 0.907, 0.915), (0.942, 0.740, 0.689), (0.905, 0.544, 0.459), (0.839, 0.337, 0.241),
    (0.752, 0.008, 0.022)])


class Numbers:
    """An array to be written as exact JSON numbers (nested lists; NaN and infinity as null).

    Parameters
    ----------
    values : array_like, shape (n,) or (n, m)
    """

    def __init__(self, values) -> None:
        self.values = np.asarray(values, dtype=np.float64)

    @property
    def single(self) -> bool:
        """Whether every value is a float32, so float32's shorter text reads back exactly."""
        values = self.values
        with np.errstate(over="ignore", invalid="ignore"):
            narrowed = values.astype(np.float32).astype(np.float64)
        return bool(np.array_equal(narrowed, values, equal_nan=True))

    def json(self) -> str:
        """The array as JSON text."""
        values = self.values
        if self.single:
            texts = [_text32(v) for v in values.astype(np.float32).ravel()]
        else:
            texts = [_text64(v) for v in values.ravel().tolist()]
        if values.ndim == 1:
            return "[" + ",".join(texts) + "]"
        width = values.shape[1]
        rows = (",".join(texts[i:i + width]) for i in range(0, len(texts), width))
        return "[" + ",".join(f"[{row}]" for row in rows) + "]"


def _text64(value: float) -> str:
    if value == 0:                          # "0" is a third of "0.0"; "-0.0" keeps the sign ("-0" reads as int 0)
        return "-0.0" if math.copysign(1.0, value) < 0 else "0"
    return repr(value) if math.isfinite(value) else "null"


def _text32(value: np.float32) -> str:
    if value == 0 or not np.isfinite(value):
        return _text64(float(value))
    return str(value)                       # numpy's str of a float32: its shortest round-trip text


def to_json(data) -> str:
    """``data`` (dicts, lists, str, int, float, bool, None and :class:`Numbers`) as JSON text, safe
    inside an HTML ``<script>`` element (no ``</`` and no ``<!--`` in it)."""
    text = _json(data)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _json(data) -> str:
    if isinstance(data, Numbers):
        return data.json()
    if isinstance(data, dict):
        return "{" + ",".join(f"{json.dumps(str(k))}:{_json(v)}" for k, v in data.items()) + "}"
    if isinstance(data, (list, tuple)):
        return "[" + ",".join(_json(item) for item in data) + "]"
    if isinstance(data, float) and not np.isfinite(data):
        return "null"
    return json.dumps(data, ensure_ascii=False, allow_nan=False)


def colours(values: np.ndarray, levels: tuple[float, float]) -> np.ndarray:
    """RGB bytes of ``values`` (shape (n, m)) on the diverging map from ``levels[0]`` to ``levels[1]``,
    shape (n, m, 3), uint8; NaN is drawn grey."""
    low, high = levels
    t = (np.asarray(values, dtype=np.float64) - low) / (high - low if high > low else 1.0)
    t = np.clip(np.nan_to_num(t, nan=0.5, posinf=1.0, neginf=0.0), 0.0, 1.0)
    stops = np.linspace(0.0, 1.0, len(DIVERGING))
    rgb = np.stack([np.interp(t, stops, DIVERGING[:, k]) for k in range(3)], axis=-1)
    rgb[np.isnan(values)] = 0.5
    return np.round(rgb * 255).astype(np.uint8)


def png(rgb: np.ndarray) -> bytes:
    """A PNG file of ``rgb`` (shape (height, width, 3), uint8): 8-bit truecolour, no filtering."""
    height, width, _ = rgb.shape
    raw = b"".join(b"\x00" + rgb[row].tobytes() for row in range(height))   # filter byte 0 per line

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def data_url(picture: bytes) -> str:
    """``picture`` (a PNG) as a ``data:`` address, so the page carries it inside itself."""
    return "data:image/png;base64," + base64.b64encode(picture).decode("ascii")
