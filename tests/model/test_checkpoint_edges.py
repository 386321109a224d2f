"""Edges of reading a model folder that the mutation sample found unpinned: how a family is found
without a model_type, the length keys, the position table's refusal word for word, and the
nearest-row index's error bound (Higham's closed form, and tight: at most half a code step)."""
import json
import math

import numpy as np
import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")

import tiny_checkpoints as tc  # noqa: E402  (tests/model is on sys.path)

from posviz.model.checkpoint.loader import load_checkpoint  # noqa: E402
from posviz.model.checkpoint.nearest_index import UNIT_ROUNDOFF, build_index, rounding_bound  # noqa: E402
from posviz.model.checkpoint.recipe import value_spread  # noqa: E402
from posviz.model.checkpoint.safetensors_io import Bf16Matrix, CheckpointError, map_matrix, read_header  # noqa: E402


def _edit_config(folder, **changes):
    path = folder / "config.json"
    config = json.loads(path.read_text())
    for key, value in changes.items():
        if value is None:
            config.pop(key, None)
        else:
            config[key] = value
    path.write_text(json.dumps(config))


def test_without_a_model_type_the_architecture_names_the_family(tmp_path):
    folder, _ = tc.bert(tmp_path / "distil", prefix="distilbert.", model_type="distilbert")
    _edit_config(folder, model_type=None, architectures=["DistilBertForMaskedLM"])
    assert load_checkpoint(folder).recipe.family == "DistilBERT"     # the tensor names alone say BERT


def test_without_a_model_type_or_architecture_llama_names_are_recognised(tmp_path):
    folder, _ = tc.llama(tmp_path / "llama")
    _edit_config(folder, model_type=None)
    assert load_checkpoint(folder).recipe.family == "Llama-style"


def test_seq_length_is_a_rope_models_length_when_nothing_else_says(tmp_path):
    folder, _ = tc.llama(tmp_path / "llama")
    _edit_config(folder, max_position_embeddings=None, seq_length=77)
    assert load_checkpoint(folder).recipe.max_length == 77


def test_a_position_table_of_the_wrong_length_is_refused_with_the_configs_numbers(tmp_path):
    folder, _ = tc.gpt2(tmp_path / "gpt2", positions=16)
    _edit_config(folder, n_positions=20, n_ctx=20)
    with pytest.raises(CheckpointError) as caught:
        load_checkpoint(folder)
    assert "config.json says 20 positions of width 8" in str(caught.value)
    assert "rows before position 0" not in str(caught.value)          # GPT-2 has no offset rows


def test_bf16_bits_are_a_two_dimensional_float32_matrix():
    bits = tc.to_bf16_bits(np.array([[1.0, -2.0], [0.5, 3.0]], dtype=np.float32))
    matrix = Bf16Matrix(bits)
    assert matrix.ndim == 2 and matrix.dtype == np.float32 and matrix.shape == (2, 2)
    np.testing.assert_array_equal(np.asarray(matrix[np.array([1, 0])]), [[0.5, 3.0], [1.0, -2.0]])


@pytest.mark.parametrize("d", [1, 768, 100_000])
def test_the_rounding_bound_is_highams_gamma_plus_three_unit_roundoffs(d):
    u = 2.0 ** -24
    assert UNIT_ROUNDOFF == u
    assert rounding_bound(d) == pytest.approx(d * u / (1 - d * u) + 3 * u, rel=1e-15)


def test_each_rows_error_bound_is_tight_half_a_code_step_per_value_at_most():
    rng = np.random.default_rng(8)
    values = rng.standard_normal((200, 32)).astype(np.float32)
    index = build_index([(0, values)], values.shape)
    exact = values.astype(np.float64) / np.linalg.norm(values.astype(np.float64), axis=1, keepdims=True)
    missed = np.linalg.norm(exact - index.scales[:, None].astype(np.float64) * index.codes, axis=1)
    slack = 4.0 * rounding_bound(32) * 2 + 1e-12
    # the bound covers what the codes miss, and exceeds it by no more than rounding
    assert np.all(index.errors >= missed) and np.all(index.errors <= missed + slack)
    assert np.all(index.errors <= 0.5 * index.scales * math.sqrt(32) + slack)


def test_the_value_spread_skips_nan_and_inf_when_it_names_the_largest_value():
    spread = value_spread(np.array([[np.nan], [0.5], [-np.inf], [0.25]]))
    assert (spread.largest, spread.row) == (0.5, 1)
    zeros = value_spread(np.array([[np.nan], [0.0]]))             # only a zero is finite: it is the largest
    assert (zeros.largest, zeros.row) == (0.0, 1)
    assert value_spread(np.array([[0.1, -0.9], [0.3, 0.2]]), percent=50.0).within == pytest.approx(0.25)


def test_a_nested_config_shows_the_full_attention_rope(tmp_path):
    folder, _ = tc.llama(tmp_path / "gemma-like")
    _edit_config(folder, rope_theta=None, rope_parameters={
        "sliding_attention": {"rope_type": "default", "rope_theta": 10000.0},
        "full_attention": {"rope_type": "default", "rope_theta": 1000000.0}})
    assert load_checkpoint(folder).recipe.rope.base == 1000000.0


def test_n_ctx_alone_gives_the_length_a_table_must_have(tmp_path):
    folder, _ = tc.gpt2(tmp_path / "gpt2", positions=16)
    _edit_config(folder, n_positions=None, n_ctx=20)
    with pytest.raises(CheckpointError, match="config.json says 20 positions of width 8"):
        load_checkpoint(folder)


@pytest.mark.parametrize("fp8", ["F8_E4M3", "F8_E5M2"])
def test_an_fp8_tensor_takes_one_byte_per_value_in_the_header_check(tmp_path, fp8):
    header = {"scales": {"dtype": fp8, "shape": [2, 3], "data_offsets": [0, 6]}}
    text = json.dumps(header).encode()
    path = tmp_path / "fp8.safetensors"
    path.write_bytes(len(text).to_bytes(8, "little") + text + bytes(6))
    info = read_header(path)["scales"]
    assert info.dtype == fp8 and info.shape == (2, 3)
    header["scales"]["data_offsets"] = [0, 5]                      # one byte short of 2 x 3 values
    text = json.dumps(header).encode()
    path.write_bytes(len(text).to_bytes(8, "little") + text + bytes(5))
    with pytest.raises(CheckpointError):
        read_header(path)


def test_a_one_dimensional_tensor_is_not_taken_for_a_table(tmp_path):
    tc.save(tmp_path / "model.safetensors", {"wte.weight": np.zeros(4, dtype=np.float32)})
    with pytest.raises(CheckpointError) as caught:
        map_matrix(read_header(tmp_path / "model.safetensors")["wte.weight"])
    assert str(caught.value) == "model.safetensors: tensor 'wte.weight' should be a matrix but has shape [4]"


def test_a_tokenizers_rows_special_tokens_and_padding_rows_by_name(tmp_path):
    folder, tensors = tc.llama(tmp_path / "llama", extra_rows=5)
    vocabulary = load_checkpoint(folder).vocabulary
    tokenizer = tc.byte_level_tokenizer(bos="<|begin_of_text|>")
    size, rows = tokenizer.get_vocab_size(), tensors["model.embed_tokens.weight"].shape[0]
    assert rows == size + 5 and vocabulary.describe() == f"BPE, {size:,} tokens"
    bos = tokenizer.token_to_id("<|begin_of_text|>")
    assert vocabulary.token_of(bos) == "<|begin_of_text|>"
    dog = tokenizer.encode("the dog").ids[-1]          # " dog": a byte-level token that reads "Ġdog" raw
    # shown as its decoded text with the space made visible (issue 24: readable tokens)
    assert tokenizer.id_to_token(dog) != tokenizer.decode([dog]) and tokenizer.decode([dog]) == " dog"
    assert vocabulary.token_of(dog) == "␣dog"
    assert vocabulary.token_of(size) == f"(row {size:,}: no token)" and vocabulary.words[-1] == f"(row {rows - 1:,}: no token)"
    with pytest.raises(ValueError, match=f"^id {rows} is not in this vocabulary \\(ids 0 to {rows - 1:,}\\)$"):
        vocabulary.token_of(rows)
    assert vocabulary.count_tokens("the dog") == len(tokenizer.encode("the dog").ids)
    with pytest.raises(TypeError, match="text must be a str, not bytes"):
        vocabulary.tokenize(b"the dog")
