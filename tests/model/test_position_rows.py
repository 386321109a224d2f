"""The input layer's position rows: computed ahead and reused, yet always the scheme's own values."""
import numpy as np
import pytest

from posviz.model import Learned, NoPositions, Rope, Sinusoidal, illustrative_model, toy_model
from posviz.model.input_layer import position_rows


@pytest.mark.parametrize("scheme", [Sinusoidal(), Sinusoidal(500.0, "split", "tensor2tensor", 2), Rope(),
                                    NoPositions()])
@pytest.mark.parametrize("d", [6, 512, 8192])
@pytest.mark.parametrize("length", [0, 1, 7, 8, 9, 255, 256, 257])
def test_rows_equal_the_schemes_encoding(scheme, d, length):
    rows = position_rows(scheme, length, d)
    assert rows.shape == (length, d) and rows.dtype == np.float64
    assert not rows.flags.writeable
    np.testing.assert_array_equal(rows, np.asarray(scheme.encode(np.arange(length), d), dtype=np.float64))


def test_a_longer_sentence_reuses_the_rows_already_made():
    first = position_rows(Sinusoidal(), 40, 64)
    second = position_rows(Sinusoidal(), 41, 64)     # one more word: a view of the same table
    assert second.base is first.base
    np.testing.assert_array_equal(second[:40], first)


def test_learned_rows_are_its_table_and_stop_at_its_end():
    scheme = Learned.random(16, 8, seed=3)
    np.testing.assert_array_equal(position_rows(scheme, 16, 8), scheme.table)
    with pytest.raises(ValueError):
        position_rows(scheme, 17, 8)


def test_frames_still_add_the_schemes_rows():
    layer = illustrative_model(32).with_positions(Sinusoidal(base=100.0))
    frame = layer.encode("the dog bit the man " * 60)
    expected = Sinusoidal(base=100.0).encode(np.arange(300), 32)
    np.testing.assert_array_equal(frame.position_vectors, expected)
    np.testing.assert_array_equal(frame.z, frame.token_vectors + expected)
    assert toy_model().encode("the dog").position_vectors.shape == (2, 6)
