"""A real table's nearest rows come from an int8 copy, re-ranked exactly: the answer is brute force's.

The reference is written out here: every row widened to float64, its cosine with the query row
computed one row at a time, sorted by (-cosine, id).
"""
import threading

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from posviz.model.checkpoint import nearest_index
from posviz.model.checkpoint import nearest_query
from posviz.model.checkpoint.nearest_index import approximate
from posviz.model.checkpoint.safetensors_io import Bf16Matrix
from posviz.model.checkpoint.table import Cancelled, RealEmbeddingTable


def bf16_table(values: np.ndarray) -> tuple[RealEmbeddingTable, np.ndarray]:
    """The table stored as bf16 (rounded towards zero, as the bits are cut) and its exact float64 values."""
    bits = (np.ascontiguousarray(values, dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)
    exact = (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return RealEmbeddingTable(Bf16Matrix(bits), dtype_name="BF16"), exact


def brute_force(values: np.ndarray, token_id: int) -> dict[int, float]:
    """Cosine of every row holding only finite numbers with row ``token_id``, one row at a time."""
    query = values[token_id]
    out = {}
    for i, row in enumerate(values):
        if i == token_id or not np.isfinite(row).all():
            continue
        denominator = np.sqrt(row @ row) * np.sqrt(query @ query)
        out[i] = 0.0 if denominator == 0 else float(row @ query) / denominator
    return out


def assert_brute_force_answer(got, reference: dict[int, float], k: int, values=None) -> None:
    """``got`` is the k best of ``reference`` (cosines to 1e-12: below that, the order of two different
    rows is rounding's choice); an id comes after every lower id holding the very same row."""
    expected = sorted(reference.items(), key=lambda item: (-item[1], item[0]))[:k]
    assert len(got) == len(expected)
    for (i, cosine), (_, want) in zip(got, expected):
        assert cosine == pytest.approx(reference[i], abs=1e-12)      # each id with its own cosine
        assert cosine == pytest.approx(want, abs=1e-12)              # the k best cosines, in order
    ids = [i for i, _ in got]
    assert len(set(ids)) == len(ids)
    if values is not None:                                           # ties go to the lower id
        for place, i in enumerate(ids):
            twins = [j for j in reference if j < i and np.array_equal(values[j], values[i])]
            assert all(j in ids[:place] for j in twins), (i, twins, ids)


def clustered(rng, rows: int, d: int, spread: float) -> np.ndarray:
    """Rows around a few directions, ``spread`` apart: many cosines closer than the int8 copy can tell."""
    centres = rng.standard_normal((4, d))
    return centres[rng.integers(0, 4, rows)] + spread * rng.standard_normal((rows, d))


SIMSIMD = nearest_query.KERNEL


@pytest.fixture(params=["simsimd", "numpy"])
def kernel(request, monkeypatch):
    """The int8 copy read by SimSIMD's integer kernel (the query coded in int8) or by numpy (widened)."""
    if request.param == "simsimd" and SIMSIMD is None:
        pytest.skip("simsimd is not installed (pip install '.[test]' brings it)")
    monkeypatch.setattr(nearest_query, "KERNEL", SIMSIMD if request.param == "simsimd" else None)
    return request.param


@pytest.fixture
def as_words(monkeypatch):
    """bf16 tables of any size are read as words (by default only those whose int8 copy would pass 1 GB)."""
    monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 0)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31), st.integers(2, 300), st.integers(1, 96), st.integers(0, 12),
       st.sampled_from([1.0, 1e-3, 1e-5]), st.sampled_from(["words", "simsimd", "numpy"]))
def test_nearest_is_the_brute_force_answer(seed, rows, d, k, spread, route):
    limit, kernel = nearest_index.INT8_COPY_LIMIT, nearest_query.KERNEL
    nearest_index.INT8_COPY_LIMIT = 0 if route == "words" else limit        # the words (even d) or the int8 copy
    nearest_query.KERNEL = None if route == "numpy" else SIMSIMD
    try:
        check_nearest(seed, rows, d, k, spread)
    finally:
        nearest_index.INT8_COPY_LIMIT, nearest_query.KERNEL = limit, kernel


def check_nearest(seed, rows, d, k, spread):
    rng = np.random.default_rng(seed)
    lengths = rng.choice([1e-30, 1e-16, 1e-2, 1.0, 1e2, 1e16, 1e30], (rows, 1), p=[.05, .05, .2, .4, .2, .05, .05])
    values = clustered(rng, rows, d, spread) * lengths           # lengths float32 squares cannot hold too
    values[rng.integers(0, rows)] = 0.0                                   # a row with no direction
    duplicate = rng.integers(0, rows, 2)
    values[duplicate[0]] = values[duplicate[1]]                           # an exact tie
    if rows > 3:
        values[rng.integers(0, rows), rng.integers(0, d)] = rng.choice([np.nan, np.inf, -np.inf])
    table, exact = bf16_table(values)
    for token_id in {int(duplicate[1]), int(rng.integers(0, rows))}:
        if not np.isfinite(exact[token_id]).all():
            continue
        assert_brute_force_answer(table.nearest(token_id, k), brute_force(exact, token_id), min(k, rows - 1), exact)


@pytest.mark.parametrize("dtype", [np.float32, np.float16, "bf16", "bf16 words"])
def test_a_table_with_near_ties_everywhere(dtype, kernel, monkeypatch):
    monkeypatch.setattr(nearest_query, "RERANK_VALUES", 3 * 64)          # re-ranked 3 rows at a time
    if dtype == "bf16 words":
        monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 0)
    rng = np.random.default_rng(3)
    values = clustered(rng, 5_000, 64, 1e-4)
    values[100:110] = values[4_999]                                      # ten exact ties of the last row
    if dtype in ("bf16", "bf16 words"):
        table, exact = bf16_table(values)
    else:
        values = values.astype(dtype)
        values.setflags(write=False)
        table, exact = RealEmbeddingTable(values), values.astype(np.float64)
    for token_id in (0, 17, 4_999):
        assert_brute_force_answer(table.nearest(token_id, 10), brute_force(exact, token_id), 10, exact)


def stored(values: np.ndarray, storage: str) -> tuple[RealEmbeddingTable, np.ndarray]:
    """The table as bf16 read as words (even width), bf16 through int8 codes (odd width: one column
    dropped), or float32 through int8 codes; and its exact float64 values."""
    if storage == "bf16 words":
        return bf16_table(values)
    if storage == "bf16 int8":
        return bf16_table(values[:, :-1])
    values = values.astype(np.float32)
    values.setflags(write=False)
    return RealEmbeddingTable(values), values.astype(np.float64)


def worst_words(rng, shape) -> np.ndarray:
    """Rows whose words are as far above their top halves as moderate values allow: each large
    value with an empty mantissa (a power of two) follows a small negative one, whose bits (sign set,
    0xBF8x) fill the word's low half: the word is 0.58 % above the large value (2^-7 is 0.78 %)."""
    rows, d = shape
    bits = np.empty((rows, d), np.uint32)
    bits[:, 0::2] = 0xBF80 + rng.integers(0, 0x80, (rows, (d + 1) // 2))       # -1 ... -2
    bits[:, 1::2] = rng.choice([0x4780, 0x4800, 0xC780], (rows, d // 2))       # ±65,536 or 131,072
    return (bits << 16).view(np.float32).astype(np.float64)


@pytest.mark.parametrize("storage", ["bf16 words", "bf16 int8", "float32 int8"])
@pytest.mark.parametrize("kind", ["gaussian", "one-hot", "integers", "worst words"])
def test_the_estimate_is_within_its_bound_of_every_cosine(kind, storage, kernel, monkeypatch):
    if storage == "bf16 words":
        monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 0)
    rng = np.random.default_rng(11)
    if kind == "gaussian":
        values = rng.standard_normal((400, 300))
    elif kind == "one-hot":                                # directions the int8 copy holds almost exactly
        values = np.eye(300)[rng.integers(0, 300, 400)] * rng.uniform(0.5, 2, (400, 1))
    elif kind == "integers":
        values = rng.integers(-127, 128, (400, 300)).astype(np.float64)
    else:
        values = worst_words(rng, (400, 300))
    table, exact = stored(values, storage)
    table.measure_rows()
    index = table.row_index
    assert (index.words is not None) == (storage == "bf16 words")
    with np.errstate(over="ignore", invalid="ignore"):
        lengths = np.linalg.norm(exact, axis=1, keepdims=True)
    finite = np.isfinite(lengths[:, 0]) & (lengths[:, 0] > 0)
    unit = np.where(finite[:, None], exact / np.where(finite[:, None], lengths, 1.0), 0.0)
    d = unit.shape[1]
    for query in list(unit[finite][:20]) + [q / np.linalg.norm(q) for q in rng.standard_normal((20, d))]:
        estimate, errors = approximate(index, query)
        assert np.all(np.abs(estimate.astype(np.float64) - unit @ query)[finite] <= errors[finite])


def test_a_table_whose_int8_copy_would_be_large_is_read_as_words(monkeypatch):
    """Past the limit, the index holds three float64 numbers per row, not an int8 copy (a quarter of
    a float32 copy: 300 bytes per row here); below it, the int8 copy."""
    values = np.random.default_rng(5).standard_normal((1_000, 300))
    small, _ = bf16_table(values)
    small.measure_rows()
    assert small.row_index.words is None and small.row_index.codes.shape == (1_000, 300)
    monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 1_000 * 300 - 1)
    table, _ = bf16_table(values)
    table.measure_rows()
    index = table.row_index
    assert index.codes is None and index.words is table.matrix.bits
    assert index.extra_bytes == 1_000 * 3 * 8


def test_a_map_that_starts_two_bytes_off_a_word_gives_the_same_answer(as_words):
    """Tensors in a safetensors file start at any even byte: the words are then read from a copy."""
    rng = np.random.default_rng(8)
    values = clustered(rng, 700, 40, 1e-3)
    aligned, exact = bf16_table(values)
    buffer = np.zeros(values.size + 1, np.uint16)
    shifted = buffer[1:].reshape(values.shape)
    shifted[:] = aligned.matrix.bits
    assert shifted.ctypes.data % 4 == 2
    table = RealEmbeddingTable(Bf16Matrix(shifted), dtype_name="BF16")
    table.measure_rows(), aligned.measure_rows()
    query = exact[350] / np.linalg.norm(exact[350])
    assert np.array_equal(approximate(table.row_index, query)[0], approximate(aligned.row_index, query)[0])
    for token_id in (0, 350, 699):
        assert_brute_force_answer(table.nearest(token_id, 7), brute_force(exact, token_id), 7, exact)


@pytest.mark.parametrize("words", [False, True])
def test_lengths_and_rows_without_a_direction(words, kernel, monkeypatch):
    if words:
        monkeypatch.setattr(nearest_index, "INT8_COPY_LIMIT", 0)
    values = np.array([[3.0, 4.0], [0.0, 0.0], [np.nan, 1.0], [np.inf, 0.0], [1.0, 0.0]])
    table, _ = bf16_table(values)
    assert not table.measured
    inverse = table.measure_rows()
    assert table.measured
    assert inverse.tolist() == pytest.approx([0.2, 0.0, 0.0, 0.0, 1.0])
    assert table.nonfinite_rows.tolist() == [2, 3]
    assert table.nearest(4, 4) == [(0, pytest.approx(0.6)), (1, 0.0)]      # NaN and inf rows are near nothing
    assert table.nearest(1, 4) == [(0, 0.0), (4, 0.0)]     # the zero row: every cosine 0, ties by id
    with pytest.raises(ValueError, match="row 2 holds NaN or infinity"):
        table.nearest(2, 1)


def test_a_cancelled_measure_keeps_nothing_and_the_next_one_measures():
    table, exact = bf16_table(np.random.default_rng(0).standard_normal((3_000, 8)))
    with pytest.raises(Cancelled):
        table.measure_rows(cancelled=lambda: True)
    assert not table.measured
    assert_brute_force_answer(table.nearest(5, 3), brute_force(exact, 5), 3)


def test_threads_asking_at_once_measure_once(monkeypatch):
    table, _ = bf16_table(np.random.default_rng(1).standard_normal((2_000, 16)))
    builds, started = [], threading.Barrier(4)
    real_build = nearest_index.build_index

    def counted(*args, **kwargs):
        builds.append(1)
        return real_build(*args, **kwargs)

    monkeypatch.setattr("posviz.model.checkpoint.table.build_index", counted)

    def ask():
        started.wait()
        table.nearest(3, 2)

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(builds) == 1 and table.measured
