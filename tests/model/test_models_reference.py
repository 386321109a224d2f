"""What block 1 receives, per family, against the reference library's own ``hidden_states[0]``.

tests/reference/goldens/models/<name>/ are small random models built with transformers' own
classes and saved by its ``save_pretrained`` (F32, F16, BF16; sharded; tied; both config.json
layouts), with a tokenizer.json; <name>.npz holds the ids of a sentence and ``hidden_states[0]``
from the reference run in float64 ("hidden0_f64", weights widened exactly) and in the stored dtype
("hidden0_native"). posviz reads the same folder with its own loader and computes in float64.

- Against the float64 run: equal to 1e-6 relative (to the largest value) for every family, except
  Gemma in F16/BF16: its own code multiplies by sqrt(hidden) rounded to the stored dtype (posviz
  does too, as the model runs in that dtype), while the float64 run multiplies by the exact root;
  the two differ by that rounding alone, which the test checks exactly.
- Against the stored-dtype run: the reference rounds every step's result to F16/BF16 (and its
  LayerNorm is computed in that dtype), posviz does not; the bound is a few units of that
  dtype's last place.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")


MODELS = Path(__file__).resolve().parent.parent / "reference" / "goldens" / "models"
NAMES = sorted(p.name for p in MODELS.iterdir() if p.is_dir())
REL = 1e-6
EPS = {"torch.float32": 2.0 ** -23, "torch.float16": 2.0 ** -10, "torch.bfloat16": 2.0 ** -7}


def golden(name: str) -> tuple[dict, dict]:
    with np.load(MODELS / f"{name}.npz") as data:
        arrays = {key: data[key] for key in data.files}
    return arrays, json.loads((MODELS / f"{name}.json").read_text())


def peak_relative(mine: np.ndarray, reference: np.ndarray) -> float:
    return float(np.max(np.abs(mine - reference)) / np.max(np.abs(reference)))



@pytest.mark.parametrize("name", NAMES)
def test_block_input_is_the_references_hidden_states_0(name, reference_layer):
    arrays, meta = golden(name)
    layer = reference_layer(name)
    sentence = meta["sentences"][0]
    frame = layer.encode(sentence)
    np.testing.assert_array_equal(frame.ids, arrays["s0/ids"])
    reference = arrays["s0/hidden0_f64"]
    scale = layer.recipe.scale
    if scale is not None and meta["dtype"] != "torch.float32":
        hidden = layer.d_model
        reference = reference * (scale / math.sqrt(hidden))     # the stored-dtype root, see the module note
    assert peak_relative(frame.block_input, reference) < REL, name
    native = arrays["s0/hidden0_native"]
    assert peak_relative(frame.block_input, native) < 4 * EPS[meta["dtype"]], name


ISSUE_24 = {n for n in NAMES if "encoder" in json.loads((MODELS / f"{n}.json").read_text())}   # test_families_reference


@pytest.mark.parametrize("name", [n for n in NAMES if n not in ISSUE_24 and not n.startswith((
    "bert", "roberta", "opt", "bloom", "falcon_alibi"))])
def test_rope_models_carry_the_reference_rope(name, reference_layer):
    layer = reference_layer(name)
    rope = layer.recipe.rope
    assert rope is not None and layer.positions is rope and layer.recipe.head_dim == rope.head_dim
    config = json.loads((MODELS / name / "config.json").read_text())
    heads = config.get("num_attention_heads") or config.get("n_head")
    hidden = config.get("hidden_size") or config.get("n_embd")
    assert rope.head_dim == (config.get("head_dim") or hidden // heads)


def test_families_and_what_they_add(reference_layer):
    expected = {"bert_f32": ("BERT", "LayerNorm(token + position + token type 0)"),
                "roberta_f32": ("RoBERTa", "LayerNorm(token + position + token type 0)"),
                "gemma_bf16": ("Gemma", "token × √48 (in bf16)"), "gemma_f32": ("Gemma", "token × √48"),
                "bloom_f32": ("BLOOM", "LayerNorm(token)"), "opt_f32": ("OPT", "token + position"),
                "falcon_alibi_f32": ("Falcon", "token"), "falcon_rope_f32": ("Falcon", "token"),
                "gptj_f32": ("GPT-J", "token"), "neox_f32": ("GPT-NeoX", "token"),
                "llama_old_layout_llama3_f32": ("Llama-style", "token"), "phi3_longrope_bf16": ("Phi-3", "token")}
    for name, (family, formula) in expected.items():
        layer = reference_layer(name)
        assert layer.recipe.family == family
        assert layer.encode("the dog").block_input_formula == formula, name


def test_every_family_knows_its_head_width(reference_layer):
    assert reference_layer("bert_f32").recipe.head_dim == 16       # 32 wide, 2 heads
    assert reference_layer("opt_f32").recipe.head_dim == 16
    assert reference_layer("bloom_f32").recipe.head_dim == 8       # 48 wide, 6 heads
    assert reference_layer("gptj_f32").recipe.head_dim == 16


def test_alibi_models_show_their_slopes_and_add_nothing(reference_layer):
    layer = reference_layer("bloom_f32")
    # 6 heads: the 4 slopes of the nearest power of two, then every other slope of 8 heads
    np.testing.assert_allclose(layer.recipe.alibi_slopes, [2 ** -2, 2 ** -4, 2 ** -6, 2 ** -8, 2 ** -1, 2 ** -3], rtol=0)
    assert layer.recipe.rope is None and "ALiBi" in layer.recipe.positions
    frame = layer.encode("the dog")
    np.testing.assert_array_equal(frame.z, frame.token_vectors)
    falcon = reference_layer("falcon_alibi_f32")
    assert falcon.recipe.rope is None and falcon.recipe.alibi_slopes.shape == (4,)


def test_scaled_gemma_rows_use_the_stored_dtypes_root(reference_layer):
    """sqrt(48) = 6.9282...; bf16 holds 6.9375, f16 6.9297: the model's own multiplier."""
    assert reference_layer("gemma_bf16").recipe.scale == 6.9375
    assert reference_layer("gemma_f16").recipe.scale == float(np.float16(math.sqrt(48)))
    assert reference_layer("gemma_f32").recipe.scale == float(np.float32(math.sqrt(48)))


def test_export_of_z_writes_what_block_1_receives_and_says_so(reference_layer, tmp_path):
    from posviz.lecture.export_data import table_for, write_csv
    layer = reference_layer("bert_f32")
    frame = layer.encode("the dog")
    table = table_for("z", layer, frame, 0, 0)
    np.testing.assert_array_equal(table.values, frame.block_input)
    assert not np.allclose(frame.block_input, frame.z)
    write_csv(table, tmp_path / "z.csv")
    header = (tmp_path / "z.csv").read_text().splitlines()[0]
    assert header.startswith("position [rows = LayerNorm(token + position + token type 0)],token,")


def test_a_literal_pad_in_a_roberta_sentence_is_placed_as_the_reference_places_it(reference_layer):
    """create_position_ids_from_input_ids: the padding token reads the padding row and is not counted."""
    arrays, meta = golden("roberta_f32")
    layer = reference_layer("roberta_f32")
    frame = layer.encode(meta["sentences"][1])
    np.testing.assert_array_equal(frame.ids, arrays["s1/ids"])
    assert 1 in frame.ids.tolist()
    assert peak_relative(frame.block_input, arrays["s1/hidden0_f64"]) < REL
    pad = frame.ids.tolist().index(1)
    assert any(f"Token {pad} is the padding token" in note for note in frame.notes)
    np.testing.assert_array_equal(frame.position_vectors[pad], layer.positions.table[1])
    np.testing.assert_array_equal(frame.position_vectors[pad + 1], layer.positions.table[pad + 2])   # position pad, offset 2


def test_a_text_longer_than_the_model_reads_says_how_much_is_shown(reference_layer):
    layer = reference_layer("roberta_f32")
    text = " ".join(["the dog bit the man"] * 10)
    from tokenizers import Tokenizer
    total = len(Tokenizer.from_file(str(MODELS / "roberta_f32" / "tokenizer.json")).encode(text).ids)
    frame = layer.encode(text)
    assert frame.length == layer.recipe.max_length == 32 and frame.total_tokens == total > 32
    assert frame.notes[0] == (f"The model reads at most 32 tokens: the first 32 of the text's {total} are shown, "
                              "the rest were cut.")
    short = layer.encode("the dog")
    assert short.total_tokens is None and short.notes == ()


@pytest.mark.parametrize("name", ["bert_f32", "roberta_f32", "llama_tied_linear_f32", "t5", "gptj_f32", "deberta_v3"])
def test_a_long_texts_full_count_is_the_uncut_tokenizers(name):
    """Counted from the cut encoding's overflowing parts (no uncut copy of the tokenizer, whose
    from_str held the GIL ~2 s on a 600,000-word vocabulary): the library's own uncut count."""
    from tokenizers import Tokenizer
    from posviz.model.checkpoint.tokenizer import TokenizerVocabulary, load_tokenizer
    path = MODELS / name / "tokenizer.json"
    vocabulary = TokenizerVocabulary(load_tokenizer(path), max_length=32)
    uncut = Tokenizer.from_file(str(path))
    uncut.no_truncation()
    uncut.no_padding()
    for text in (" ".join(["the dog bit the man"] * 30), "héllo wörld 😀 " * 50, "x" * 3_000, "the dog"):
        assert vocabulary.full_count(text) == len(uncut.encode(text).ids)
