"""One colour table for a whole GIF, made from the recording's own pictures (numpy only).

GIF holds at most 256 colours. Slides are mostly flat colours plus the soft edges of text, so the
256 most frequent colours of the key pictures (each colour rounded to 5 bits a channel to count
it) cover them; every other colour goes to its nearest entry. A picture with few colours comes out
exact. The same pictures always give the same table, so a GIF is as repeatable as the video.
"""
from __future__ import annotations

import numpy as np

BITS = 5                          # per channel, for counting and for the lookup table
BINS = 1 << (3 * BITS)            # 32,768


def _codes(image: np.ndarray) -> np.ndarray:
    """Each pixel's 15-bit code, shape (h * w,), from an RGB image of shape (h, w, 3), uint8."""
    q = (image >> (8 - BITS)).astype(np.int32).reshape(-1, 3)
    return (q[:, 0] << (2 * BITS)) | (q[:, 1] << BITS) | q[:, 2]


def palette_for(images: list[np.ndarray], size: int = 256) -> np.ndarray:
    """The ``size`` colours that cover ``images`` best, shape (n, 3) uint8 with n <= size.

    Each entry is the mean of the pixels whose colour rounds to it (so a flat colour is kept exactly).
    """
    counts, sums = np.zeros(BINS), np.zeros((BINS, 3))
    for image in images:
        codes = _codes(image)
        counts += np.bincount(codes, minlength=BINS)
        flat = image.reshape(-1, 3).astype(np.float64)
        for channel in range(3):
            sums[:, channel] += np.bincount(codes, weights=flat[:, channel], minlength=BINS)
    order = np.argsort(-counts, kind="stable")[:size]
    order = order[counts[order] > 0]
    return np.rint(sums[order] / counts[order, None]).astype(np.uint8)


def lookup_table(palette: np.ndarray) -> np.ndarray:
    """The nearest entry of ``palette`` (n, 3) for every 15-bit colour, shape (32768,) uint8."""
    codes = np.arange(BINS)
    step = 1 << (8 - BITS)
    mask = (1 << BITS) - 1
    centres = np.stack([(codes >> (2 * BITS)) & mask, (codes >> BITS) & mask, codes & mask], axis=1) * step + step // 2
    table = np.empty(BINS, dtype=np.uint8)
    pal = palette.astype(np.int32)
    for start in range(0, BINS, 4096):          # 4,096 x 256 distances at a time
        part = centres[start:start + 4096, None, :] - pal[None, :, :]
        table[start:start + 4096] = np.argmin((part * part).sum(axis=2), axis=1)
    for index, colour in enumerate(pal):         # a colour in the table maps to itself
        table[_codes(colour.astype(np.uint8).reshape(1, 1, 3))[0]] = index
    return table


def quantize(image: np.ndarray, table: np.ndarray) -> np.ndarray:
    """Palette indices of an RGB image (h, w, 3) uint8, shape (h, w) uint8."""
    return table[_codes(image)].reshape(image.shape[:2])


def argb(palette: np.ndarray) -> np.ndarray:
    """``palette`` (n, 3) as the (256, 4) ARGB table PyAV's pal8 frames take (opaque, unused rows black)."""
    out = np.zeros((256, 4), dtype=np.uint8)
    out[:, 0] = 255
    out[:len(palette), 1:] = palette
    return out
