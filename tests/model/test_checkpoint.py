"""Real model folders: each family's tensors, tokenizer and recipe, checked value for value."""
import numpy as np
import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")

import tiny_checkpoints as tc  # noqa: E402  (tests/model is on sys.path)

from posviz.model import Learned, NoPositions, Rope  # noqa: E402
from posviz.model.checkpoint.loader import load_checkpoint  # noqa: E402
from posviz.model.checkpoint.recipe import OffsetLearned  # noqa: E402

SENTENCE = "The dogs bit the man"


def layer_norm(x, gamma, beta, eps):
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * gamma + beta


@pytest.mark.parametrize("prefix", ["transformer.", ""])
def test_gpt2_rows_positions_and_tokens(tmp_path, prefix):
    folder, tensors = tc.gpt2(tmp_path / "gpt2", prefix=prefix)
    layer = load_checkpoint(folder)
    wte, wpe = tensors[f"{prefix}wte.weight"], tensors[f"{prefix}wpe.weight"]
    assert layer.recipe.family == "GPT-2" and layer.table.vocab_size == wte.shape[0] and layer.d_model == 8
    assert isinstance(layer.positions, Learned) and layer.recipe.max_length == 16
    frame = layer.encode(SENTENCE)
    expected_ids = tc.byte_level_tokenizer().encode(SENTENCE).ids
    assert frame.ids.tolist() == expected_ids
    np.testing.assert_array_equal(frame.token_vectors, wte[expected_ids].astype(np.float64))
    np.testing.assert_array_equal(frame.position_vectors, wpe[: len(expected_ids)].astype(np.float64))
    np.testing.assert_array_equal(frame.z, frame.token_vectors + frame.position_vectors)
    assert frame.steps == ()                                   # block 1 receives z itself
    assert any("no normalisation" in line for line in layer.recipe.absent)


def test_tokens_are_slices_of_the_sentence_not_byte_glyphs(tmp_path):
    layer = load_checkpoint(tc.gpt2(tmp_path / "gpt2")[0])
    text = "the dog bit the café"
    tokens = layer.vocabulary.tokenize(text)
    assert all(text[t.start:t.end] == t.text for t in tokens)
    assert not any("Ġ" in t.text for t in tokens) and " dog" in [t.text for t in tokens]
    dog = layer.vocabulary.id_of(" dog")
    assert layer.vocabulary.token_of(dog) == "␣dog" and layer.vocabulary.words[dog] == "␣dog"   # Ġdog, space shown


def test_bert_with_prefix_adds_token_type_then_layer_norm(tmp_path):
    folder, tensors = tc.bert(tmp_path / "bert", prefix="bert.")
    layer = load_checkpoint(folder)
    e = "bert.embeddings."
    frame = layer.encode(SENTENCE)
    words = [t.text for t in frame.tokens]
    assert words == ["[CLS]", "The", "dog", "s", "bit", "the", "man", "[SEP]"]
    assert frame.ids.tolist() == [2, 4, 5, 8, 6, 4, 7, 3]
    assert [layer.vocabulary.is_special(i) for i in frame.ids] == [True] + [False] * 6 + [True]
    assert frame.tokens[0].start == frame.tokens[0].end                  # not part of the sentence
    z = tensors[f"{e}word_embeddings.weight"][frame.ids] + tensors[f"{e}position_embeddings.weight"][:8]
    np.testing.assert_allclose(frame.z, z, rtol=0, atol=1e-7)
    labels = [step.label for step in frame.steps]
    assert labels == ["+ token type 0", "LayerNorm"]
    with_type = z.astype(np.float64) + tensors[f"{e}token_type_embeddings.weight"][0]
    np.testing.assert_allclose(frame.steps[0].vectors, with_type, atol=1e-7)
    expected = layer_norm(with_type, tensors[f"{e}LayerNorm.weight"], tensors[f"{e}LayerNorm.bias"], 1e-5)
    np.testing.assert_allclose(frame.steps[1].vectors, expected, atol=1e-6)


def test_padding_is_off_and_truncation_is_the_model_length(tmp_path):
    layer = load_checkpoint(tc.bert(tmp_path / "bert", positions=6)[0])
    assert layer.encode("the dog").length == 4                          # [CLS] the dog [SEP], no padding
    frame = layer.encode("the dog bit the man the dog bit the man")
    assert frame.length == 6 and frame.tokens[-1].text == "[SEP]"      # cut to the 6 positions it has


def test_unknown_word_uses_the_models_unk_row(tmp_path):
    folder, tensors = tc.bert(tmp_path / "bert")
    layer = load_checkpoint(folder)
    frame = layer.encode("zebra")
    assert frame.tokens[1].text == "zebra" and frame.ids[1] == layer.vocabulary.unk_id == 1
    np.testing.assert_array_equal(frame.token_vectors[1], tensors["bert.embeddings.word_embeddings.weight"][1])


def test_roberta_positions_start_after_the_padding_index(tmp_path):
    folder, tensors = tc.bert(tmp_path / "rob", prefix="roberta.", model_type="roberta", positions=14,
                              types=1, pad=1)
    layer = load_checkpoint(folder)
    table = tensors["roberta.embeddings.position_embeddings.weight"]
    assert isinstance(layer.positions, OffsetLearned) and layer.positions.offset == 2
    assert layer.recipe.max_length == 12 and layer.positions.max_len == 12
    frame = layer.encode("the dog")
    np.testing.assert_array_equal(frame.position_vectors, table[2:6].astype(np.float64))
    with pytest.raises(ValueError, match="past the end"):
        layer.positions.encode([12], 8)


def test_distilbert_has_no_token_type(tmp_path):
    folder, tensors = tc.bert(tmp_path / "distil", prefix="distilbert.", model_type="distilbert")
    layer = load_checkpoint(folder)
    assert layer.recipe.family == "DistilBERT" and layer.recipe.token_type_row is None
    assert [s.label for s in layer.encode("the dog").steps] == ["LayerNorm"]
    assert any("token-type" in line for line in layer.recipe.absent)


def test_llama_bf16_rope_and_padded_rows(tmp_path):
    folder, tensors = tc.llama(tmp_path / "llama", d=8, heads=2, extra_rows=5, theta=500000.0)
    layer = load_checkpoint(folder)
    table = tensors["model.embed_tokens.weight"]
    assert layer.recipe.family == "Llama-style" and layer.recipe.dtype == "BF16"
    assert layer.positions == Rope(500000.0, "half", head_dim=4, rotary_dim=4) and layer.recipe.max_length == 64
    assert layer.recipe.rope is layer.positions and layer.recipe.head_dim == 4
    assert "head dimension 4" in layer.recipe.positions
    assert layer.table.vocab_size == len(layer.vocabulary) + 5
    assert layer.vocabulary.token_of(layer.table.vocab_size - 1).startswith("(row ")
    frame = layer.encode(SENTENCE)
    assert frame.tokens[0].text == "<|begin_of_text|>" and layer.vocabulary.is_special(frame.ids[0])
    np.testing.assert_array_equal(frame.token_vectors, table[frame.ids].astype(np.float64))   # exact
    np.testing.assert_array_equal(frame.z, frame.token_vectors)        # nothing added
    assert frame.steps == () and any("No position vector" in line for line in layer.recipe.absent)


def test_bf16_gpt2_widens_exactly(tmp_path):
    folder, tensors = tc.gpt2(tmp_path / "bf", dtype="BF16")
    layer = load_checkpoint(folder)
    np.testing.assert_array_equal(layer.table.matrix[:], tensors["transformer.wte.weight"])
    np.testing.assert_array_equal(layer.positions.table, tensors["transformer.wpe.weight"])


def test_fp16_is_kept_as_stored(tmp_path):
    folder, tensors = tc.gpt2(tmp_path / "f16", dtype="F16")
    layer = load_checkpoint(folder)
    assert layer.table.matrix.dtype == np.float16 and not layer.table.matrix.flags.writeable
    frame = layer.encode("the dog")
    np.testing.assert_array_equal(frame.token_vectors, tensors["transformer.wte.weight"][frame.ids])


def test_sharded_checkpoint_with_its_index(tmp_path):
    folder, tensors = tc.gpt2(tmp_path / "sharded")
    tc.shard(folder, tensors)
    layer = load_checkpoint(folder)
    np.testing.assert_array_equal(layer.table.row(5), tensors["transformer.wte.weight"][5])
    np.testing.assert_array_equal(layer.positions.table, tensors["transformer.wpe.weight"])


def test_positions_off_and_on_keep_the_real_table(tmp_path):
    from posviz.model.settings import LayerSettings, build_layer
    layer = load_checkpoint(tc.gpt2(tmp_path / "gpt2")[0])
    off = build_layer(LayerSettings(positions_on=False), layer)
    assert isinstance(off.positions, NoPositions) and off.table is layer.table and off.recipe is layer.recipe
    on = build_layer(LayerSettings(scheme="learned", d_model=16), layer)
    assert on.positions is layer.positions and on.table is layer.table
    with pytest.raises(ValueError, match="its own positions"):
        build_layer(LayerSettings(scheme="sinusoidal"), layer)


def test_progress_is_reported_and_cancel_stops(tmp_path):
    from posviz.model.checkpoint.loader import Cancelled
    folder = tc.gpt2(tmp_path / "gpt2")[0]
    seen = []
    load_checkpoint(folder, progress=lambda fraction, what: seen.append(fraction))
    assert seen[0] == 0.0 and seen[-1] == pytest.approx(1.0) and seen == sorted(seen)
    with pytest.raises(Cancelled):
        load_checkpoint(folder, cancelled=lambda: True)


def test_value_spread_names_the_outlier_and_the_percentile():
    from posviz.model.checkpoint.recipe import value_spread
    table = np.full((20, 20), 0.01)
    table[3, 7] = -1.87
    spread = value_spread(table)
    assert spread.largest == pytest.approx(1.87) and spread.row == 3
    assert spread.within == pytest.approx(0.01) and spread.percent == 99.0
