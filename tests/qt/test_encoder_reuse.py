"""The session's worker hands an encode the buffers of earlier frames only when the same layer made them."""
import numpy as np

from posviz.model import Sinusoidal, illustrative_model
from posviz.model.settings import LayerSettings
from posviz.qt.encoder import Request, run_request


def test_the_worker_reuses_a_frame_only_of_the_same_layer():
    # two tables with the SAME scheme object: equal ids, different rows; a reuse across them would be wrong
    scheme = Sinusoidal()
    first = illustrative_model(8, seed=1).with_positions(scheme)
    second = illustrative_model(8, seed=2).with_positions(scheme)
    memo, text = {}, "the dog bit the man"
    for layer in (first, second, second, first):
        _, frame = run_request(Request(1, text, LayerSettings(), None, layer, 10**6), memo)
        for name in ("token_vectors", "position_vectors", "z"):
            np.testing.assert_array_equal(getattr(frame, name), getattr(layer.encode(text), name), err_msg=name)
        np.testing.assert_array_equal(frame.row_peaks, np.abs(layer.encode(text).z).max(axis=1))
