"""The nearest-row index keeps one byte per table value: int8 codes, never a silent float64 copy.

A 128k x 4,096 table's index is 512 MB as int8 and would be 4 GB as float64: the dtypes and sizes
are the point, so they are asserted, with the lengths and directions worked out here with numpy.
"""
import numpy as np

from posviz.model.checkpoint.nearest_index import CODE_MAX, build_index, rounding_bound


def _index(values: np.ndarray, block: int = 7):
    values = values.astype(np.float32)
    return build_index(((start, values[start:start + block]) for start in range(0, len(values), block)),
                       values.shape)


def test_one_byte_per_value_and_one_number_per_row():
    rows, d = 50, 24
    index = _index(np.random.default_rng(3).standard_normal((rows, d)))
    assert index.codes.dtype == np.int8 and index.codes.shape == (rows, d) and index.codes.nbytes == rows * d
    assert index.scales.dtype == np.float32 and index.scales.shape == (rows,)
    assert index.norms.dtype == np.float64 and index.errors.dtype == np.float64
    assert index.norms.shape == index.errors.shape == (rows,)
    assert not any(array.flags.writeable for array in (index.codes, index.scales, index.norms, index.errors))


def test_codes_span_the_symmetric_int8_range_and_scale_back_to_the_direction():
    values = np.random.default_rng(4).standard_normal((40, 16)).astype(np.float32)
    index = _index(values)
    norms = np.linalg.norm(values.astype(np.float64), axis=1)
    np.testing.assert_allclose(index.norms, norms, rtol=1e-6)
    # the largest |component| of each row's direction is coded as exactly 127, none beyond
    assert np.all(np.abs(index.codes).max(axis=1) == CODE_MAX) and index.codes.min() >= -CODE_MAX
    directions = values / norms[:, None]
    rebuilt = index.scales[:, None].astype(np.float64) * index.codes
    # rounding to the nearest of 255 steps: at most half a step per component
    assert np.all(np.abs(rebuilt - directions) <= 0.5 * index.scales[:, None] * (1 + 1e-6))


def test_error_bounds_cover_the_rounding_and_rows_without_a_direction():
    values = np.array([[3.0, 4.0], [0.0, 0.0], [np.nan, 1.0], [1.0, 0.0]])
    index = _index(values, block=3)
    assert index.nonfinite.tolist() == [2] and index.nonfinite.dtype == np.intp
    assert index.errors[2] == 0.0                               # a NaN row is near nothing: no bound needed
    assert np.all(index.errors[[0, 1, 3]] >= 4.0 * rounding_bound(2))
    assert index.codes[1].tolist() == [0, 0] and index.norms[1] == 0.0
    assert index.codes[0].tolist() == [95, 127]                 # (0.6, 0.8) in steps of 0.8 / 127
