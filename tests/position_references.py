"""Independent reference computations for the position views' tests (issue 18): written out term by term."""
import cmath
import html
import re

import numpy as np


def paper_sinusoid(length, d, base=10000.0):
    """The paper's table in closed form, shape (length, d): sin at even columns, cos at odd ones."""
    p, j = np.arange(length)[:, None], np.arange(d)[None, :]
    angle = p / base ** (2 * (j // 2) / d)
    return np.where(j % 2 == 0, np.sin(angle), np.cos(angle))


def explicit_cosines(rows):
    """Cosine of every pair of rows, one pair at a time, shape (L, L)."""
    return np.array([[a @ b / np.sqrt((a @ a) * (b @ b)) for b in rows] for a in rows])


def explicit_bound(m, base, d):
    """RoFormer's (1/(d/2)) sum_j |sum_{k<j} e^{i m theta_k}|, term by term."""
    total, partial = 0.0, 0j
    for k in range(d // 2):
        partial += cmath.exp(1j * m * base ** (-2 * k / d))
        total += abs(partial)
    return total / (d // 2)


def plain(rich: str) -> str:
    """A label's rich text as the reader sees it."""
    return html.unescape(re.sub(r"<[^>]+>", "", rich))
