"""Edges of the input layer that the other tests walk past: documented limits quoted exactly, the
unknown token's id, one-row tables, convention names, scaled RoPE frequencies against their
formulas (written out here), and inputs converted on the way in."""
import math

import numpy as np
import pytest

from posviz.model import EmbeddingTable, InputLayer, Learned, RopeScaling, Sinusoidal, Vocabulary, rope_from_config
from posviz.model.limits import size_problem
from posviz.model.rope_scaling import BLENDED, KEPT, SCALED, attention_factor, pair_bands, scaled_inv_freq
from posviz.model.settings import LayerSettings


def _message(call) -> str:
    with pytest.raises(ValueError) as caught:
        call()
    return str(caught.value)


def test_limits_are_quoted_exactly_in_the_refusals():
    assert _message(lambda: Sinusoidal().encode([0], 1_000_001)) == "d_model must be at most 1,000,000, got 1,000,001"
    assert _message(lambda: Learned.random(10_000_001, 1)) == "max_len must be at most 10,000,000, got 10,000,001"
    # 2^24 + 1 = 97 x 172,961 numbers: one more than an illustrative table may hold (128 MB of float64)
    assert _message(lambda: LayerSettings(scheme="learned", learned_max_len=172_961, d_model=97)) == (
        "a learned table of 172,961 × 97 would hold 16,777,217 numbers; at most 16,777,216")
    assert LayerSettings(scheme="learned", learned_max_len=4096, d_model=4096).learned_max_len == 4096   # 2^24 exactly


def test_the_unknown_token_takes_the_vocabularys_own_unk_row():
    bert_like = Vocabulary(("[PAD]", "[UNK]", "dog"))
    assert bert_like.unk == "[UNK]" and bert_like.unk_id == 1 and bert_like.id_of("zebra") == 1
    assert Vocabulary(("dog", "cat")).id_of("zebra") == 2          # no [UNK] word: just past the last row


def test_an_unknown_word_in_a_one_row_table_gets_a_zero_row():
    layer = InputLayer(Vocabulary(("dog",)), EmbeddingTable(np.array([[2.0, -1.0]])))
    frame = layer.encode("dog zebra")
    np.testing.assert_array_equal(frame.token_vectors, [[2.0, -1.0], [0.0, 0.0]])
    np.testing.assert_allclose(frame.z[1], [math.sin(1.0), math.cos(1.0)])         # the position vector alone


def test_rows_by_id_include_row_zero_and_refuse_ids_outside():
    table = EmbeddingTable(np.arange(6, dtype=np.float64).reshape(3, 2))
    np.testing.assert_array_equal(table.rows([0, 2, 0]), [[0, 1], [4, 5], [0, 1]])
    for bad in ([3], [-1, 0]):
        with pytest.raises(ValueError):
            table.rows(bad)


@pytest.mark.parametrize("scheme, convention", [
    (Sinusoidal(), "paper (Annotated Transformer)"), (Sinusoidal(layout="split"), "split halves (Marian)"),
    (Sinusoidal(layout="split", exponent="tensor2tensor"), "tensor2tensor / fairseq"),
    (Sinusoidal(layout="split", exponent="tensor2tensor", offset=2), "tensor2tensor / fairseq (offset 2)"),
])
def test_convention_names(scheme, convention):
    assert scheme.convention == convention


def test_a_tensor2tensor_cell_of_an_odd_table_is_described_with_its_own_pair_count():
    # d = 7: K = 3 sine/cosine pairs and a zero column, so pair k turns at 10000^(-k/2)
    scheme = Sinusoidal(layout="split", exponent="tensor2tensor")
    assert scheme.describe(3, 1, 7) == f"sin(3 / 10000^(1/2)) = {math.sin(0.03):.4f}"
    assert scheme.describe(3, 6, 7) == "0 (tensor2tensor and fairseq pad an odd width with a zero column)"


def test_the_base_is_stored_as_a_float():
    for given in ("500", 500, np.float32(500.0)):
        scheme = Sinusoidal(base=given)
        assert type(scheme.base) is float and scheme.base == 500.0


def test_yarn_scales_fast_pairs_not_at_all_slow_pairs_fully_and_blends_between():
    yarn = RopeScaling("yarn", factor=4.0, original_max_position_embeddings=4096)
    base, dim = 10000.0, 64
    bands = pair_bands(base, dim, yarn)
    # yarn's correction dims: pairs turning more than 32 times over 4,096 positions are kept, fewer
    # than once are scaled; d * ln(4096 / (r 2 pi)) / (2 ln 10000) for r = 32 and r = 1, floored / ceiled
    low = math.floor(dim * math.log(4096 / (32 * 2 * math.pi)) / (2 * math.log(base)))
    high = math.ceil(dim * math.log(4096 / (1 * 2 * math.pi)) / (2 * math.log(base)))
    assert (low, high) == (10, 23)
    assert np.all(bands[:low] == KEPT) and np.all(bands[high:] == SCALED)
    assert np.all(bands[low + 1:high] == BLENDED)
    assert attention_factor(yarn) == pytest.approx(0.1 * math.log(4.0) + 1.0)
    assert attention_factor(RopeScaling("yarn", factor=1.0, original_max_position_embeddings=4096)) == 1.0


def test_dynamic_scaling_grows_the_base_past_the_trained_length():
    dynamic = RopeScaling("dynamic", factor=2.0, max_position_embeddings=2048)
    dim, seq = 16, 8192
    base = 10000.0 * ((2.0 * seq / 2048) - (2.0 - 1)) ** (dim / (dim - 2))     # the reference's formula
    expected = 1.0 / base ** (np.arange(0, dim, 2) / dim)
    np.testing.assert_allclose(scaled_inv_freq(10000.0, dim, dynamic, seq_len=seq), expected, rtol=1e-12)
    unscaled = 1.0 / 10000.0 ** (np.arange(0, dim, 2) / dim)
    np.testing.assert_allclose(scaled_inv_freq(10000.0, dim, dynamic, seq_len=100), unscaled, rtol=1e-12)
    assert pair_bands(10000.0, dim, dynamic, seq_len=seq).tolist() == [KEPT] + [SCALED] * 7


def test_dynamic_scaling_without_a_trained_length_is_refused_by_name():
    config = {"model_type": "llama", "hidden_size": 64, "num_attention_heads": 4,
              "rope_scaling": {"rope_type": "dynamic", "factor": 2.0}}
    assert _message(lambda: rope_from_config(config)) == "config.json: dynamic RoPE scaling needs max_position_embeddings"


def test_llama3_bands_follow_the_wavelength_against_the_original_context():
    llama3 = RopeScaling("llama3", factor=8.0, original_max_position_embeddings=8192, low_freq_factor=1.0,
                         high_freq_factor=4.0)
    dim = 128
    wavelength = 2 * math.pi * 500000.0 ** (np.arange(0, dim, 2) / dim)     # 2 pi / inv_freq
    expected = np.where(wavelength > 8192 / 1.0, SCALED, np.where(wavelength < 8192 / 4.0, KEPT, BLENDED))
    bands = pair_bands(500000.0, dim, llama3)
    assert bands.tolist() == expected.tolist()
    assert {KEPT, BLENDED, SCALED} <= set(bands.tolist())


def test_file_sizes_are_refused_in_megabytes_and_the_limit_itself_is_allowed():
    assert size_problem(2_000_000, 2_000_000, "quiz files") == ""
    assert size_problem(2_000_001, 2_000_000, "quiz files") == "it would be 2.0 MB; quiz files are at most 2 MB"


def test_unknown_layouts_and_sizes_are_refused_by_name():
    assert _message(lambda: Sinusoidal(layout="diagonal")) == "layout must be 'interleaved' or 'split', got 'diagonal'"
    assert _message(lambda: EmbeddingTable.random(0, 4)) == "vocab_size must be at least 1, got 0"


def test_proportional_scaling_turns_a_share_of_the_pairs_and_divides_by_the_factor():
    # partial_rotary_factor 0.5 of dim 8: int(0.5 * 8 // 2) = 2 pairs turn, at base^(-2i/8) / factor
    proportional = RopeScaling("proportional", factor=2.0, partial_rotary_factor=0.5)
    expected = np.array([1.0, 10000.0 ** -0.25, 0.0, 0.0]) / 2.0
    np.testing.assert_allclose(scaled_inv_freq(10000.0, 8, proportional), expected, rtol=1e-12)
