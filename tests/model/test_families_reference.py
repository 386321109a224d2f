"""Every family of the family table against the reference library (transformers 5.24 on torch).

tests/reference/goldens/models/<name>/ for the families issue 24 added are tiny random models
saved by the library's own ``save_pretrained`` (one F32 model each; DeBERTa as v3, without
token types or absolute positions, and as v2 with both and ``embed_proj``; OPT with
``project_in``; GPT-NeoX-Japanese with its config as transformers 4 wrote it, rotary_pct left
out). <name>.npz holds the ids of a sentence, ``hidden_states[0]`` of the reference run in
float64 (what block 1 receives; for an encoder-decoder model the encoder's; for Mamba, whose
hidden_states has no entry for the embeddings, the first block's input) and what the reference
knows of positions inside attention: its rotary module's ``inv_freq`` and attention scaling,
T5's ``_relative_position_bucket``, DeBERTa's ``build_relative_position``, MPT's
``build_mpt_alibi_tensor``.
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")

from posviz.model.checkpoint import load_checkpoint  # noqa: E402
from posviz.model.relative_positions import deberta_relative_positions, t5_buckets  # noqa: E402

MODELS = Path(__file__).resolve().parent.parent / "reference" / "goldens" / "models"
NAMES = sorted(p.stem for p in MODELS.glob("*.json") if "encoder" in json.loads(p.read_text()))
ABS = 1e-5          # the hidden check's bound; every family but the computed sinusoids is within 1e-15

# (family shown, what block 1 receives) as the reference library's code computes it, read from its source.
EXPECTED = {
    "albert": ("ALBERT", "embedding_hidden_mapping_in(LayerNorm(token + position + token type 0))"),
    "bert_generation": ("BertGeneration", "LayerNorm(token + position)"),
    "codegen": ("CodeGen", "token"), "cohere": ("Cohere", "token"),
    "deberta_v2_biased": ("DeBERTa-v2", "LayerNorm(embed_proj(token + position + token type 0))"),
    "deberta_v3": ("DeBERTa-v2", "LayerNorm(token)"), "deberta_absolute_only": ("DeBERTa-v2", "LayerNorm(token + position)"),
    "electra_unprojected": ("ELECTRA", "LayerNorm(token + position + token type 0)"),
    "marian_unscaled": ("Marian (encoder)", "token + position"),
    "minicpm3_longrope": ("MiniCPM3", "token × scale_emb"),
    "electra": ("ELECTRA", "embeddings_project(LayerNorm(token + position + token type 0))"),
    "falcon_mamba": ("Falcon-Mamba", "token"), "gpt_bigcode": ("GPT-BigCode", "token + position"),
    "granite": ("Granite", "token × embedding_multiplier"), "llama4_text": ("Llama 4 text", "token"),
    "m2m_100": ("M2M100 (encoder)", "token × √32 + position"),
    "m2m_100_pad": ("M2M100 (encoder)", "token × √32 + position"), "marian": ("Marian (encoder)", "token × √32 + position"),
    "mbart": ("mBART (encoder)", "LayerNorm(token × √32 + position)"), "minicpm3": ("MiniCPM3", "token × scale_emb"),
    "modernbert": ("ModernBERT", "LayerNorm(token)"), "mpt": ("MPT", "token"), "nemotron": ("Nemotron", "token"),
    "neox_japanese": ("GPT-NeoX-Japanese", "token"), "olmo2": ("OLMo 2", "token"),
    "opt_project_in": ("OPT", "project_in(token) + position"), "persimmon": ("Persimmon", "token"),
    "stablelm": ("StableLM", "token"), "starcoder2": ("Starcoder2", "token"), "t5": ("T5 (encoder)", "token"),
    "xglm": ("XGLM", "token × √32 + position"), "xlm_roberta_xl": ("XLM-RoBERTa-XL", "token + position + token type 0"),
}
# RoPE as the reference turns it: (head_dim, rotary_dim, theta, pairing); pairing read from each family's code
# (Cohere's rotate_half takes x[..., ::2] and x[..., 1::2]; Llama 4 uses view_as_complex over adjacent pairs).
ROPES = {"cohere": (16, 16, 500000.0, "interleaved"), "granite": (16, 16, 10000.0, "half"),
         "llama4_text": (16, 16, 500000.0, "interleaved"), "minicpm3": (8, 8, 10000.0, "half"),
         "nemotron": (16, 8, 10000.0, "half"), "neox_japanese": (16, 16, 10000.0, "half"),
         "olmo2": (16, 16, 10000.0, "half"), "persimmon": (16, 8, 10000.0, "half"),
         "stablelm": (16, 4, 10000.0, "half"), "starcoder2": (16, 16, 10000.0, "half"),
         "modernbert": (16, 16, 160000.0, "half"), "codegen": (16, 8, 10000.0, "interleaved")}


def golden(name: str) -> dict:
    with np.load(MODELS / f"{name}.npz") as data:
        return {key: data[key] for key in data.files}



def test_every_issue_24_golden_is_tested():
    assert sorted(EXPECTED) == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_block_input_and_ids_are_the_references(name, reference_layer):
    arrays, layer = golden(name), reference_layer(name)
    frame = layer.encode(json.loads((MODELS / f"{name}.json").read_text())["sentences"][0])
    np.testing.assert_array_equal(frame.ids, arrays["s0/ids"])
    reference = arrays["s0/hidden0_f64"]
    assert frame.block_input.shape == reference.shape
    assert np.max(np.abs(frame.block_input - reference)) < ABS, name
    if layer.recipe.family.split()[0] not in ("Marian", "M2M100", "XGLM"):     # tables the reference makes in f32
        assert np.max(np.abs(frame.block_input - reference)) < 1e-14, name
    assert (layer.recipe.family, frame.block_input_formula) == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(ROPES))
def test_rope_facts_are_the_references(name, reference_layer):
    rope, arrays = reference_layer(name).recipe.rope, golden(name)
    assert (rope.head_dim, rope.rotary_dim, rope.base, rope.pairing) == ROPES[name]
    assert rope.scaling is None and rope.attention_factor == 1.0
    if "facts/inv_freq" in arrays:                    # CodeGen keeps only a sin/cos table
        # the rotary module made in float64 (make_goldens.float64)
        np.testing.assert_allclose(rope.inv_freq(), arrays["facts/inv_freq"], rtol=1e-15, atol=0)
        assert float(arrays["facts/attention_scaling"]) == rope.attention_factor


def test_models_without_rope_carry_none(reference_layer):
    for name in set(EXPECTED) - set(ROPES) - {"minicpm3_longrope"}:
        assert reference_layer(name).recipe.rope is None, name


def test_llama_4_says_which_layers_have_no_rope_and_its_chunks(reference_layer):
    text = reference_layer("llama4_text").recipe.positions
    assert "2k and 2k + 1, interleaved" in text
    assert "Its NoPE layers turn nothing and see no position, only the causal mask: layer 4 (1 of 4)" in text
    assert text.endswith("; the RoPE layers attend only within chunks of 64 tokens")


def test_t5_buckets_are_the_references(reference_layer):
    arrays, relative = golden("t5"), reference_layer("t5").recipe.relative
    assert (relative.kind, relative.buckets, relative.max_distance) == ("t5", 8, 20)
    np.testing.assert_array_equal(t5_buckets(np.arange(-60, 61), 8, 20), arrays["facts/t5_buckets"])
    np.testing.assert_array_equal(t5_buckets(np.arange(-60, 61), 8, 20, bidirectional=False),
                                  arrays["facts/t5_buckets_causal"])
    np.testing.assert_array_equal(t5_buckets(np.arange(-400, 401), 32, 128), arrays["facts/t5_buckets_32_128"])
    table = relative.table(5)
    assert table[2].tolist() == t5_buckets([-2, -1, 0, 1, 2], 8, 20).tolist() == [2, 1, 0, 5, 6]


def test_t5_and_deberta_add_nothing_and_say_so(reference_layer):
    for name in ("t5", "deberta_v3"):
        recipe = reference_layer(name).recipe
        assert any(line.startswith("No position vector") for line in recipe.absent), name
    assert "32 buckets" not in reference_layer("t5").recipe.positions
    assert "one of 8 buckets" in reference_layer("t5").recipe.positions


@pytest.mark.parametrize("name", ["deberta_v3", "deberta_v2_biased"])
def test_deberta_relative_positions_are_the_references(name, reference_layer):
    relative = reference_layer(name).recipe.relative
    np.testing.assert_array_equal(relative.table(40), golden(name)["facts/deberta_relative"][0])


def test_deberta_v3_log_buckets_by_hand():
    """bucket 16, 32 positions: exact within ±8, then ceil(log(|r|/8) / log(31/8) · 7) + 8."""
    row = deberta_relative_positions(30, 16, 32)[0]
    assert row[:9].tolist() == [0, -1, -2, -3, -4, -5, -6, -7, -8]
    assert row[20] == -(int(np.ceil(np.log(20 / 8) / np.log(31 / 8) * 7)) + 8) == -13


def test_mpt_alibi_slopes_are_the_references(reference_layer):
    alibi = golden("mpt")["facts/mpt_alibi"]            # (heads, 1, 5): slope_h · (j - 4)
    np.testing.assert_allclose(reference_layer("mpt").recipe.alibi_slopes, -alibi[:, 0, 0] / 4, rtol=1e-7)


def test_encoder_decoder_models_say_they_show_the_encoder(reference_layer):
    for name in ("t5", "marian", "m2m_100", "mbart"):
        recipe = reference_layer(name).recipe
        assert recipe.encoder and any("the encoder's input" in note for note in recipe.notes), name


def test_neox_japanese_turns_every_dimension_when_rotary_pct_is_left_out(reference_layer):
    """transformers 4 left rotary_pct out when it was the default, 1.0 for this family (0.25 for GPT-NeoX)."""
    config = json.loads((MODELS / "neox_japanese" / "config.json").read_text())
    assert "rotary_pct" not in config and "partial_rotary_factor" not in json.dumps(config)
    assert reference_layer("neox_japanese").recipe.rope.rotary_dim == 16


def test_opt_350m_adds_its_hidden_wide_positions_after_project_in(reference_layer):
    layer = reference_layer("opt_project_in")
    frame = layer.encode("the dog")
    assert frame.z.shape[1] == 16 and frame.block_input.shape[1] == 32
    table = layer.recipe.late_positions.table
    projected = frame.token_vectors @ np.asarray(layer.recipe.projection.weight, np.float64).T
    np.testing.assert_allclose(frame.block_input, projected + table[2:2 + frame.length], rtol=0, atol=1e-15)


def test_export_of_a_projected_z_writes_the_hidden_width(reference_layer, tmp_path):
    from posviz.lecture.export_data import table_for, write_csv
    layer = reference_layer("albert")
    frame = layer.encode("the dog")
    table = table_for("z", layer, frame, 0, 0)
    np.testing.assert_array_equal(table.values, frame.block_input)
    write_csv(table, tmp_path / "z.csv")
    header = (tmp_path / "z.csv").read_text().splitlines()[0].split(",")
    assert header[0] == "position [rows = embedding_hidden_mapping_in(LayerNorm(token + position + token type 0))]"
    assert header[2:] == [f"dim {i}" for i in range(32)]


@pytest.mark.parametrize("name, family", [("albert", "ALBERT"), ("t5", "T5 (encoder)"), ("mbart", "mBART (encoder)"),
                                          ("xlm_roberta_xl", "XLM-RoBERTa-XL"), ("falcon_mamba", "Falcon-Mamba")])
def test_without_model_type_the_architecture_name_decides_and_the_notes_say_so(tmp_path, name, family):
    import shutil
    folder = shutil.copytree(MODELS / name, tmp_path / name)
    config = json.loads((folder / "config.json").read_text())
    architecture = config["architectures"][0]
    del config["model_type"]
    (folder / "config.json").write_text(json.dumps(config))
    recipe = load_checkpoint(folder).recipe
    assert recipe.family == family
    assert recipe.notes[0] == (f"config.json names no model_type; posviz read it as {family} from its architecture "
                               f"name {architecture!r}.")


@pytest.mark.parametrize("name", ["albert", "deberta_v2_biased", "opt_project_in"])
def test_without_model_type_or_architecture_a_projection_is_refused_not_misread(tmp_path, name):
    import shutil

    from posviz.model.checkpoint import CheckpointError
    folder = shutil.copytree(MODELS / name, tmp_path / name)
    config = {k: v for k, v in json.loads((folder / "config.json").read_text()).items()
              if k not in ("model_type", "architectures")}
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(CheckpointError, match="config.json has no model_type"):
        load_checkpoint(folder)


def test_an_unknown_model_type_is_refused_by_name(tmp_path):
    import shutil

    from posviz.model.checkpoint import CheckpointError
    folder = shutil.copytree(MODELS / "olmo2", tmp_path / "olmo3")
    config = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**config, "model_type": "olmo3"}))
    with pytest.raises(CheckpointError, match="config.json says model_type 'olmo3'"):
        load_checkpoint(folder)


@pytest.mark.parametrize("name", ["m2m_100_pad", "xlm_roberta_xl"])
def test_a_literal_pad_is_placed_as_the_reference_places_it(name, reference_layer):
    """create_position_ids_from_input_ids: the padding token reads the padding row and is not counted."""
    arrays, layer = golden(name), reference_layer(name)
    frame = layer.encode(json.loads((MODELS / f"{name}.json").read_text())["sentences"][1])
    np.testing.assert_array_equal(frame.ids, arrays["s1/ids"])
    pad = frame.ids.tolist().index(1)
    assert any(f"Token {pad} is the padding token" in note for note in frame.notes)
    assert np.max(np.abs(frame.block_input - arrays["s1/hidden0_f64"])) < ABS


def test_older_config_layouts_read_as_the_reference_reads_them():
    """From the config classes (transformers 5.24): ModernBERT's global/local_rope_theta fill its two
    RoPEs; Llama 4 text's head_dim is 128 when absent; MiniCPM3 turns qk_rope_head_dim per head; Cohere's
    and Llama 4's theta is 500,000 when absent; GPT-NeoX-Japanese turns the whole head when rotary_pct is absent."""
    from posviz.model.rope_config import rope_configs
    modern = rope_configs({"model_type": "modernbert", "hidden_size": 64, "num_attention_heads": 4,
                           "global_rope_theta": 80000.0, "local_rope_theta": 5000.0})
    assert {name: (rope.base, rope.head_dim) for name, rope in modern.items()} == {
        "full_attention": (80000.0, 16), "sliding_attention": (5000.0, 16)}
    assert rope_configs({"model_type": "modernbert", "hidden_size": 64, "num_attention_heads": 4})[
        "full_attention"].base == 160000.0
    llama4 = rope_configs({"model_type": "llama4_text", "hidden_size": 64, "num_attention_heads": 4})[""]
    assert (llama4.head_dim, llama4.base, llama4.pairing) == (128, 500000.0, "interleaved")
    mla = rope_configs({"model_type": "minicpm3", "hidden_size": 64, "num_attention_heads": 4,
                        "qk_rope_head_dim": 12})[""]
    assert (mla.head_dim, mla.rotary_dim) == (12, 12)
    assert rope_configs({"model_type": "cohere", "hidden_size": 64, "num_attention_heads": 4})[""].base == 500000.0
    japanese = rope_configs({"model_type": "gpt_neox_japanese", "hidden_size": 64, "num_attention_heads": 4})[""]
    assert japanese.rotary_dim == 16
    for model_type, rotary in (("stablelm", 4), ("persimmon", 8), ("nemotron", 8), ("gpt_neox", 4)):
        assert rope_configs({"model_type": model_type, "hidden_size": 64, "num_attention_heads": 4})[
            ""].rotary_dim == rotary, model_type


def test_minicpm3s_longrope_on_its_rope_head(reference_layer):
    """LongRoPE on the 8-wide qk_rope_head_dim: short factors up to 64 positions, attention factor
    sqrt(1 + ln(256/64) / ln 64) as the reference's rotary module says."""
    rope, arrays = reference_layer("minicpm3_longrope").recipe.rope, golden("minicpm3_longrope")
    assert (rope.head_dim, rope.rotary_dim, rope.scaling, rope.pairing) == (8, 8, "longrope", "half")
    assert rope.attention_factor == pytest.approx(float(arrays["facts/attention_scaling"]), rel=1e-15)
    assert rope.attention_factor == pytest.approx(np.sqrt(1 + np.log(4) / np.log(64)), rel=1e-15)
    np.testing.assert_allclose(rope.inv_freq(), arrays["facts/inv_freq"], rtol=1e-15, atol=0)


def test_optional_steps_are_left_out_when_the_folder_has_no_tensor_for_them(reference_layer):
    assert reference_layer("electra_unprojected").recipe.projection is None
    recipe = reference_layer("deberta_absolute_only").recipe
    assert recipe.relative is None and recipe.token_type_row is None
    assert reference_layer("marian_unscaled").recipe.scale is None
