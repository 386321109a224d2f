"""Side by side: past the learned table's end there is no row; the formulas keep going."""
import numpy as np

from posviz.model import Rope, Sinusoidal
from posviz.lessons.lengths import MAX_SHOWN, compare_lengths, rope_rotations, shown_positions
from posviz.model.settings import LayerSettings


def test_inside_the_table_every_scheme_has_a_vector():
    settings = LayerSettings(learned_max_len=8)
    sinusoidal, learned, rope = compare_lengths(settings, 8)
    assert learned.error == "" and learned.covered == 8
    assert (sinusoidal.parameters, learned.parameters, rope.parameters) == (0, 8 * 6, 0)
    np.testing.assert_array_equal(sinusoidal.vectors, Sinusoidal().encode(8, 6))
    np.testing.assert_array_equal(learned.vectors, settings.changed(scheme="learned").position_scheme().table)


def test_past_the_table_the_learned_scheme_has_the_models_error():
    sinusoidal, learned, rope = compare_lengths(LayerSettings(learned_max_len=8), 12)
    assert "position 11 is past the end of the learned position table" in learned.error
    assert learned.covered == 8 and np.all(np.isnan(learned.vectors[8:]))
    assert sinusoidal.error == rope.error == "" and sinusoidal.covered == rope.covered == 12


def test_long_sequences_show_the_last_rows():
    positions = shown_positions(100_000)
    assert len(positions) == MAX_SHOWN and positions[-1] == 99_999
    sinusoidal, learned, _ = compare_lengths(LayerSettings(), 100_000)
    np.testing.assert_allclose(sinusoidal.vectors, Sinusoidal().encode(positions, 6))
    assert learned.covered == 0 and "position 99999 is past the end" in learned.error


def test_rope_rotations_and_odd_width():
    rows = rope_rotations(Rope(), [0, 3], 4)
    np.testing.assert_allclose(rows[0], [1, 0, 1, 0])
    np.testing.assert_allclose(rows[1], [np.cos(3), np.sin(3), np.cos(0.03), np.sin(0.03)])
    _, _, rope = compare_lengths(LayerSettings(d_model=5), 4)
    assert "even" in rope.error and rope.covered == 0


def test_empty_sentence():
    checks = compare_lengths(LayerSettings(), 0)
    assert all(c.vectors.shape == (0, 6) and c.error == "" for c in checks)
