"""Position schemes: how a transformer is told where each token sits.

Every scheme is a function of (positions, d_model): ``encode(positions, d_model)`` gives one
vector of width d_model per position, the vector added to the token's row. That is what lets a
view ask for just the rows and columns it can show. RoPE and ALiBi add nothing to the input:
RoPE rotates queries and keys inside attention, ALiBi biases attention scores.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar, Literal

import numpy as np

from posviz.i18n import Context, Later, number
from posviz.model.checks import check_base, check_positions, check_positive
from posviz.model.embeddings import frozen_array
from posviz.model.rope_scaling import RopeScaling, attention_factor, scaled_inv_freq

PositionsText = Context("PositionsText")
TWO_PI = 2.0 * math.pi


def _as_float_dtype(dtype) -> np.dtype:
    dtype = np.dtype(dtype)
    if dtype not in (np.float32, np.float64):
        raise ValueError(f"position vectors are float32 or float64, not {dtype}")
    return dtype


def reduce_angles(angles: np.ndarray) -> np.ndarray:
    """float64 angles moved into [-pi, pi] (same sine and cosine), still float64."""
    return angles - TWO_PI * np.round(angles * (1.0 / TWO_PI))


def _sin_cos(angles: np.ndarray, n_cos: int, dtype: np.dtype) -> tuple[np.ndarray, np.ndarray]:
    """sin of float64 ``angles`` and cos of their first ``n_cos`` columns, evaluated in ``dtype``.

    For float32 the angle is first reduced to [-pi, pi] in float64: a float32 angle at position
    10^6 is off by up to 0.06 rad, a reduced one by about 1e-7.
    """
    if dtype == np.float32:
        angles = reduce_angles(angles).astype(np.float32)
    return np.sin(angles), np.cos(angles[:, :n_cos])


@dataclass(frozen=True)
class NoPositions:
    """No position information at all: every position vector is zero."""

    name: ClassVar[str] = "none"
    adds_to_input: ClassVar[bool] = True   # it adds zeros, so Z equals the token rows
    max_len: ClassVar[None] = None

    def encode(self, positions, d_model: int, dtype=np.float64) -> np.ndarray:
        """Zeros, shape (len(positions), d_model)."""
        positions = check_positions(positions)
        return np.zeros((len(positions), check_positive("d_model", d_model)), dtype=_as_float_dtype(dtype))

    def parameter_count(self, d_model: int) -> int:
        """No learned values."""
        return 0


@dataclass(frozen=True)
class Sinusoidal:
    """The fixed sine/cosine encodings of Vaswani et al. (2017), in the conventions in use.

    Parameters
    ----------
    base : float
        The wavelength base (10000 in the paper). Finite and > 0.
    layout : {"interleaved", "split"}
        "interleaved": column 2k is sin and 2k+1 is cos of pair k (the paper, the Annotated
        Transformer). "split": all sines first, then all cosines (Marian, tensor2tensor).
    exponent : {"paper", "tensor2tensor"}
        Frequency of pair k: ``base**(-2k/d)`` ("paper") or ``base**(-k/(K-1))`` with K pairs
        ("tensor2tensor", also fairseq).
    offset : int
        Added to every position before encoding (fairseq starts at padding_idx + 1).

    Notes
    -----
    With an odd d_model the interleaved layout's last column is the sine of pair (d-1)/2; the
    split layout has one more sine column than cosine columns (Marian), except with the
    tensor2tensor exponent: tensor2tensor and fairseq write d//2 sines, d//2 cosines and a zero
    last column.
    """

    base: float = 10000.0
    layout: Literal["interleaved", "split"] = "interleaved"
    exponent: Literal["paper", "tensor2tensor"] = "paper"
    offset: int = 0

    name: ClassVar[str] = "sinusoidal"
    adds_to_input: ClassVar[bool] = True
    max_len: ClassVar[None] = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "base", check_base(self.base))
        if self.layout not in ("interleaved", "split"):
            raise ValueError(f"layout must be 'interleaved' or 'split', got {self.layout!r}")
        if self.exponent not in ("paper", "tensor2tensor"):
            raise ValueError(f"exponent must be 'paper' or 'tensor2tensor', got {self.exponent!r}")
        if isinstance(self.offset, bool) or not isinstance(self.offset, (int, np.integer)) or self.offset < 0:
            raise ValueError(f"offset must be a whole number >= 0, got {self.offset!r}")
        object.__setattr__(self, "offset", int(self.offset))

    def parameter_count(self, d_model: int) -> int:
        """A formula has no learned values."""
        return 0

    def _halves(self, d: int) -> tuple[int, int]:
        """Sine and cosine columns of the split layout (any column after them is zero)."""
        if self.exponent == "tensor2tensor":
            return d // 2, d // 2
        return (d + 1) // 2, d // 2

    def has_zero_column(self, d_model: int) -> bool:
        """tensor2tensor / fairseq pad an odd width with a last column of zeros."""
        return self.layout == "split" and self.exponent == "tensor2tensor" and d_model % 2 == 1

    def columns(self, d_model: int) -> tuple[np.ndarray, np.ndarray]:
        """Which pair each column belongs to and whether it is a sine.

        Returns
        -------
        pair : ndarray, shape (d_model,), int64
            For a zero column (:meth:`has_zero_column`): d // 2, a pair that does not exist.
        is_sin : ndarray, shape (d_model,), bool
            A zero column counts as a sine of frequency 0 (see :meth:`frequencies`): sin(0) = 0 at
            every position, so anything drawn from (frequency, is_sin) draws it right.
        """
        d = check_positive("d_model", d_model)
        j = np.arange(d)
        if self.layout == "interleaved":
            return j // 2, j % 2 == 0
        n_sin = self._halves(d)[0]
        is_sin = j < n_sin
        if self.has_zero_column(d):
            is_sin[-1] = True
        return np.where(j < n_sin, j, j - n_sin), is_sin

    def exponent_of(self, pair, d_model: int):
        """The exponent e of pair k, frequency ``base**(-e)``: 2k/d or k/(K-1)."""
        if self.exponent == "paper":
            return 2.0 * np.asarray(pair, dtype=np.float64) / d_model
        return np.asarray(pair, dtype=np.float64) / self._t2t_steps(d_model)

    def _t2t_steps(self, d: int) -> int:
        """K - 1, the denominator of tensor2tensor's exponent k/(K-1) for its K sine columns (at least 1)."""
        pairs = d // 2 if self.layout == "split" else (d + 1) // 2
        return max(pairs - 1, 1)

    def frequencies(self, d_model: int) -> np.ndarray:
        """Angular frequency of every column, radians per position, shape (d_model,), float64
        (0 for a zero column)."""
        pair, _ = self.columns(d_model)
        freq = np.power(self.base, -self.exponent_of(pair, d_model))
        if self.has_zero_column(d_model):
            freq[-1] = 0.0
        return freq

    def encode(self, positions, d_model: int, dtype=np.float64) -> np.ndarray:
        """Position vectors, shape (len(positions), d_model).

        Angles are always formed in float64; ``dtype=float32`` only changes the final sin/cos.
        """
        positions, dtype = check_positions(positions), _as_float_dtype(dtype)
        d = check_positive("d_model", d_model)
        n_sin, n_cos = self._halves(d) if self.layout == "split" else ((d + 1) // 2, d // 2)
        # One angle per (position, pair): each is needed once as a sine and once as a cosine.
        pair_freq = np.power(self.base, -self.exponent_of(np.arange(n_sin), d))
        angles = (positions.astype(np.float64) + self.offset)[:, None] * pair_freq[None, :]
        sin, cos = _sin_cos(angles, n_cos, dtype)
        out = np.empty((len(positions), d), dtype=dtype)
        if self.layout == "interleaved":
            out[:, 0::2], out[:, 1::2] = sin, cos
        else:
            out[:, :n_sin], out[:, n_sin:n_sin + n_cos] = sin, cos
            out[:, n_sin + n_cos:] = 0.0      # tensor2tensor's zero column for an odd width
        return out

    def describe(self, position: int, column: int, d_model: int) -> str:
        """The formula of one cell with its numbers filled in, e.g. ``sin(3 / 10000^(4/16)) = 0.2955``."""
        pair, is_sin = self.columns(d_model)
        if self.has_zero_column(d_model) and column == d_model - 1:
            return PositionsText.tr("0 (tensor2tensor and fairseq pad an odd width with a zero column)")
        k, func = int(pair[column]), ("sin" if is_sin[column] else "cos")
        if self.exponent == "paper":
            exp = f"{2 * k}/{d_model}"
        else:
            exp = f"{k}/{self._t2t_steps(d_model)}"
        pos = f"({position} + {self.offset})" if self.offset else f"{position}"
        value = self.encode([position], d_model)[0, column]
        return f"{func}({pos} / {self.base:g}^({exp})) = {value:.4f}"

    @property
    def convention(self) -> str:
        """Which library family uses these settings: English as a value, shown (posviz.i18n.shown) in
        the language now on."""
        if self.exponent == "tensor2tensor":
            offset = self.offset
            return Later(lambda: PositionsText.tr("tensor2tensor / fairseq (offset {offset})").format(offset=offset)
                         ) if offset else "tensor2tensor / fairseq"
        if self.layout == "interleaved":
            return Later(lambda: PositionsText.tr("paper (Annotated Transformer)"))
        return Later(lambda: PositionsText.tr("split halves (Marian)"))


def past_the_end(position: int, max_len: int, illustrative: bool) -> str:
    """Why a learned table of ``max_len`` rows cannot place ``position`` (an illustrative table's
    random rows were never trained, so the message does not say they were)."""
    fields = {"position": position, "rows": number(max_len), "last": number(max_len - 1)}
    if illustrative:
        return PositionsText.tr("position {position} is past the end of the learned position table: it has {rows} "
                                "rows (positions 0 to {last}) and, like a trained table, no row for a later "
                                "position").format(**fields)
    return PositionsText.tr("position {position} is past the end of the learned position table: it has {rows} rows "
                            "(positions 0 to {last}) and no row was ever trained for a later position").format(**fields)


@dataclass(frozen=True, eq=False)
class Learned:
    """A trained table of position vectors: position p reads row p.

    Parameters
    ----------
    table : ndarray, shape (max_len, d_model)
        One row per position the model was trained on; there is no row past the last.
    illustrative : bool
        True when the rows are random stand-ins rather than a trained model's.
    """

    table: np.ndarray
    illustrative: bool = False

    name: ClassVar[str] = "learned"
    adds_to_input: ClassVar[bool] = True

    def __post_init__(self) -> None:
        table = np.asarray(self.table)
        if table.ndim != 2 or table.shape[0] < 1 or table.shape[1] < 1:
            raise ValueError(f"a learned position table must be a non-empty 2-D matrix, got shape {table.shape}")
        if table.flags.writeable or not table.flags.c_contiguous:
            table = frozen_array(table, np.float64 if not np.issubdtype(table.dtype, np.floating) else None)
        object.__setattr__(self, "table", table)

    @property
    def max_len(self) -> int:
        """Number of rows: the longest sequence the table can place."""
        return self.table.shape[0]

    def parameter_count(self, d_model: int) -> int:
        """max_len * d learned values."""
        return self.table.size

    def encode(self, positions, d_model: int, dtype=np.float64) -> np.ndarray:
        """Rows of the table, shape (len(positions), d_model).

        Raises
        ------
        ValueError
            If d_model is not the table's width, or a position is past the table's last row.
        """
        positions, dtype = check_positions(positions), _as_float_dtype(dtype)
        if int(d_model) != self.table.shape[1]:
            raise ValueError(f"this learned position table is {self.table.shape[1]} wide; "
                             f"it has no vectors of width {d_model}")
        if positions.size and positions.max() >= self.max_len:
            raise ValueError(past_the_end(int(positions.max()), self.max_len, self.illustrative))
        return self.table[positions].astype(dtype, copy=False)

    @classmethod
    def random(cls, max_len: int, d_model: int, seed: int = 0, scale: float = 0.02) -> "Learned":
        """A GPT-2-style initial table: seeded normal values with standard deviation ``scale``."""
        max_len, d_model = check_positive("max_len", max_len, 10_000_000), check_positive("d_model", d_model)
        rng = np.random.default_rng(seed)
        return cls(frozen_array(rng.normal(0.0, scale, size=(max_len, d_model))), illustrative=True)


@dataclass(frozen=True)
class Rope:
    """Rotary position embedding (Su et al.): rotate pairs of query/key dimensions by p * theta_k.

    ``Rope(base, pairing)`` is the lesson's: the whole vector of width d is one head, every pair
    turns by ``base**(-2k/d)``. A real model's Rope (:func:`posviz.model.rope_from_config`) also
    knows its head width, how many of a head's dimensions turn and its scaling; then every
    method acts on each head of width ``head_dim`` as the reference library does.

    Parameters
    ----------
    base : float
        Frequency base (rope_theta); pair k turns by ``base**(-2k/r)`` radians per position before
        any scaling, r the number of rotated dimensions.
    pairing : {"interleaved", "half"}
        "interleaved" rotates dimensions (2k, 2k+1) (RoFormer, Meta's Llama code, GPT-J);
        "half" rotates (k, k + r/2) (Hugging Face ``rotate_half``, GPT-NeoX). The two agree only
        after the query/key weight columns are permuted to match.
    head_dim : int, optional
        Width of one attention head (None: the whole vector is one head).
    rotary_dim : int, optional
        Rotated dimensions at the start of each head (even); the rest pass through. None: all.
    scaling_parameters : RopeScaling, optional
        The scaling type and its parameters (None: unscaled).
    """

    base: float = 10000.0
    pairing: Literal["interleaved", "half"] = "interleaved"
    head_dim: int | None = None
    rotary_dim: int | None = None
    scaling_parameters: RopeScaling | None = None

    name: ClassVar[str] = "rope"
    adds_to_input: ClassVar[bool] = False   # nothing is added to Z
    max_len: ClassVar[None] = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "base", check_base(self.base))
        if self.pairing not in ("interleaved", "half"):
            raise ValueError(f"pairing must be 'interleaved' or 'half', got {self.pairing!r}")
        if self.head_dim is not None:
            object.__setattr__(self, "head_dim", check_positive("head_dim", self.head_dim))
            rotary = self.head_dim if self.rotary_dim is None else check_positive("rotary_dim", self.rotary_dim)
            if rotary % 2 or rotary > self.head_dim:
                raise ValueError(f"RoPE rotates pairs within a head of {self.head_dim}: rotary_dim must be "
                                 f"even and at most {self.head_dim}, got {rotary}")
            object.__setattr__(self, "rotary_dim", rotary)
        elif self.rotary_dim is not None:
            raise ValueError("rotary_dim needs a head_dim")

    @property
    def scaling(self) -> str | None:
        """The scaling type's name ("llama3", "yarn", ...), None when unscaled."""
        return None if self.scaling_parameters is None else self.scaling_parameters.rope_type

    @property
    def attention_factor(self) -> float:
        """What cos and sin are multiplied by (1.0 when the scaling has none)."""
        return attention_factor(self.scaling_parameters)

    @staticmethod
    def _check_even(d_model: int) -> int:
        d = check_positive("d_model", d_model)
        if d % 2:
            raise ValueError(f"RoPE rotates pairs of dimensions, so d_model must be even, got {d}")
        return d

    def _rotated(self, d_model: int | None) -> int:
        """Rotated dimensions per head: rotary_dim, or the whole (even) d_model for the lesson's Rope."""
        if self.rotary_dim is not None:
            return self.rotary_dim
        if d_model is None:
            raise ValueError("this Rope has no head width of its own: give d_model")
        return self._check_even(d_model)

    def parameter_count(self, d_model: int) -> int:
        """A rotation has no learned values."""
        return 0

    def inv_freq(self, seq_len: int | None = None, d_model: int | None = None) -> np.ndarray:
        """Radians per position of each pair of a head, as the reference library uses them.

        Parameters
        ----------
        seq_len : int, optional
            Tokens in the sequence (dynamic and longrope scaling depend on it); None: the
            frequencies the model starts with.
        d_model : int, optional
            Only for the lesson's Rope, which has no head width of its own.

        Returns
        -------
        ndarray, shape (rotary_dim // 2,), float64
        """
        return scaled_inv_freq(self.base, self._rotated(d_model), self.scaling_parameters, seq_len)

    def frequencies(self, d_model: int) -> np.ndarray:
        """Angle per position of each pair, shape (rotary_dim // 2,) (the lesson's: (d_model // 2,))."""
        if self.head_dim is None:      # the lesson's formula, to the last bit as before
            d = self._check_even(d_model)
            return np.power(self.base, -2.0 * np.arange(d // 2) / d)
        return self.inv_freq(None, d_model)

    def pairs(self, d_model: int | None = None) -> np.ndarray:
        """The two dimensions of a head rotated together, shape (rotary_dim // 2, 2)."""
        half = self._rotated(d_model) // 2
        k = np.arange(half)
        return np.stack([2 * k, 2 * k + 1] if self.pairing == "interleaved" else [k, k + half], axis=1)

    def angles(self, positions, d_model: int | None = None, seq_len: int | None = None) -> np.ndarray:
        """Rotation angle of every pair at every position, shape (L, rotary_dim // 2), float64.

        ``seq_len`` defaults to the last position + 1, as the reference's dynamic update does.
        """
        positions = check_positions(positions)
        if seq_len is None and positions.size and self.scaling in ("dynamic", "longrope"):
            seq_len = int(positions.max()) + 1
        frequencies = self.frequencies(d_model) if self.head_dim is None else self.inv_freq(seq_len)
        return positions.astype(np.float64)[:, None] * frequencies[None, :]

    def rotate(self, x, positions, seq_len: int | None = None) -> np.ndarray:
        """Rotate each row of ``x`` by its position, head by head.

        Parameters
        ----------
        x : array_like, shape (L, d)
            Query or key vectors, one row per position; d is a multiple of ``head_dim`` for a
            real model's Rope (all heads side by side), any even width for the lesson's.
        positions : array_like of int, shape (L,)
        seq_len : int, optional
            See :meth:`angles`.

        Returns
        -------
        ndarray, shape (L, d)
            Same dtype as ``x`` when it is floating. In each head the first ``rotary_dim``
            dimensions turn and are multiplied by :attr:`attention_factor` (as the reference's
            cos and sin are); the rest are unchanged. Without a factor, norms are unchanged.
        """
        x = np.asarray(x)
        if x.ndim != 2:
            raise ValueError(f"rotate takes a 2-D array (positions x dimensions), got shape {x.shape}")
        positions = check_positions(positions)
        if len(positions) != len(x):
            raise ValueError(f"{len(positions)} positions for {len(x)} rows")
        head = self.head_dim or self._check_even(x.shape[1])
        if x.shape[1] % head:
            raise ValueError(f"rows of width {x.shape[1]} do not split into heads of {head}")
        angles = self.angles(positions, head, seq_len)
        factor = self.attention_factor
        cos, sin = np.cos(angles)[:, None, :] * factor, np.sin(angles)[:, None, :] * factor
        first, second = self.pairs(head).T
        heads = x.astype(np.float64).reshape(len(x), x.shape[1] // head, head)     # -1 fails for no rows
        out = heads.copy()
        a, b = heads[:, :, first], heads[:, :, second]
        out[:, :, first] = a * cos - b * sin
        out[:, :, second] = a * sin + b * cos
        return out.reshape(x.shape).astype(x.dtype if np.issubdtype(x.dtype, np.floating) else np.float64, copy=False)

    def encode(self, positions, d_model: int, dtype=np.float64) -> np.ndarray:
        """Zeros, shape (len(positions), d_model): RoPE adds nothing to the input vectors."""
        return NoPositions().encode(positions, d_model, dtype)


def alibi_slopes(n_heads: int) -> np.ndarray:
    """ALiBi's per-head slopes m_h (Press et al., 2022).

    For n a power of two the slopes are ``2**(-8h/n)`` for h = 1..n. Otherwise the slopes of the
    nearest lower power of two come first, then every other slope of twice that power.

    Returns
    -------
    ndarray, shape (n_heads,), float64
    """
    n = check_positive("n_heads", n_heads, 1_000_000)

    def power_of_two(m: int) -> np.ndarray:
        return np.power(2.0, -8.0 * np.arange(1, m + 1) / m)

    closest = 2 ** int(math.floor(math.log2(n)))
    if closest == n:
        return power_of_two(n)
    return np.concatenate([power_of_two(closest), power_of_two(2 * closest)[0::2][: n - closest]])


def alibi_bias(n_heads: int, length: int) -> np.ndarray:
    """ALiBi's bias on attention scores: ``m_h * (j - i)`` for query i, key j.

    Returns
    -------
    ndarray, shape (n_heads, length, length)
        Added to the scores before softmax; nothing is added to the input vectors.
    """
    offsets = np.arange(length)[None, :] - np.arange(length)[:, None]
    return alibi_slopes(n_heads)[:, None, None] * offsets[None, :, :]
