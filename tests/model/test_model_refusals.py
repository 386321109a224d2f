"""Paths of the input layer no other Qt-free test walks (found by tools/mutation's line map): position
lists refused by name, a frame's row peaks, RoPE's shape refusals, the notes after a cleaned text."""
import numpy as np
import pytest

from posviz.model import EmbeddingTable, InputLayer, Rope, Vocabulary, toy_model
from posviz.model.checks import check_positions
from posviz.model.limits import replaced_note
from posviz.model.settings import LayerSettings, settings_for_model


def _message(call) -> str:
    with pytest.raises(ValueError) as caught:
        call()
    return str(caught.value)


def test_positions_are_a_length_or_a_list_of_whole_numbers_from_zero():
    np.testing.assert_array_equal(check_positions(3), [0, 1, 2])
    np.testing.assert_array_equal(check_positions([2.0, 0.0]), [2, 0])
    assert check_positions([]).dtype == np.int64 and check_positions([]).size == 0
    assert _message(lambda: check_positions(-1)) == "a sequence length cannot be negative, got -1"
    assert _message(lambda: check_positions([[0, 1]])) == "positions must be a 1-D list of whole numbers, got shape (1, 2)"
    assert _message(lambda: check_positions([0.5])) == "positions must be whole numbers"
    assert _message(lambda: check_positions([np.nan])) == "positions must be whole numbers"
    assert _message(lambda: check_positions([3, -2])) == "positions count from 0; got position -2"


def test_a_frames_row_peaks_are_the_largest_magnitudes_of_z_computed_once():
    frame = toy_model().encode("the dog bit")
    assert not frame.has_row_peaks
    np.testing.assert_array_equal(frame.row_peaks, np.abs(frame.z).max(axis=1))
    assert frame.has_row_peaks and not frame.row_peaks.flags.writeable
    assert toy_model().encode("").row_peaks.shape == (0,)


def test_a_vocabulary_and_a_table_of_other_sizes_are_refused():
    assert _message(lambda: InputLayer(Vocabulary(("a", "b")), EmbeddingTable(np.zeros((3, 2))))) == \
        "the vocabulary has 2 words but the table has 3 rows"


def test_rope_refuses_shapes_it_cannot_rotate_by_name():
    assert Rope().parameter_count(8) == 0
    assert _message(lambda: Rope().frequencies(5)) == "RoPE rotates pairs of dimensions, so d_model must be even, got 5"
    assert _message(lambda: Rope().inv_freq()) == "this Rope has no head width of its own: give d_model"
    assert _message(lambda: Rope().rotate(np.zeros(4), [0])) == \
        "rotate takes a 2-D array (positions x dimensions), got shape (4,)"
    assert _message(lambda: Rope().rotate(np.zeros((2, 4)), [0])) == "1 positions for 2 rows"
    assert _message(lambda: Rope(head_dim=4).rotate(np.zeros((1, 6)), [0])) == \
        "rows of width 6 do not split into heads of 4"
    # a model's head: its frequencies are the reference's inv_freq, base^(-2i/rotary_dim)
    np.testing.assert_allclose(Rope(100.0, head_dim=8, rotary_dim=4).frequencies(64), [1.0, 0.1], rtol=1e-15)


def test_the_note_after_cleaning_a_text_counts_in_words():
    assert replaced_note(0) == ""
    assert replaced_note(1) == ("1 character that no file can hold (lone UTF-16 surrogates) was replaced by \ufffd, "
                                "so the text can be saved")
    assert replaced_note(1200).startswith("1,200 characters that no file can hold (lone UTF-16 surrogates) were replaced")


def test_a_rope_models_settings_show_its_own_base_and_pairing():
    layer = toy_model().with_positions(Rope(500000.0, "half"))
    settings = settings_for_model(layer, LayerSettings())
    assert (settings.scheme, settings.base, settings.rope_pairing) == ("rope", 500000.0, "half")
    off = LayerSettings(positions_on=False)
    assert settings_for_model(layer, off) is off
