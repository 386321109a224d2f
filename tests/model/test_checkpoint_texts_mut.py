"""What a real model's recipe says, sentence by sentence, for one folder of each placing (issue 23's mutants).

Each sentence was read against the folder's config.json (tests/reference/goldens/models/<name>):
its table's rows and width, RoPE's theta, heads and scaling, ALiBi's slopes 2^(-8h/n) for the
nearest power of two heads, T5's buckets, DeBERTa's relative range, the padding row.
"""
from __future__ import annotations

import pytest

pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")

GPT2_LIKE = ("No token-type row and no normalisation before block 1: it receives z itself (its LayerNorm ln_1 is "
             "inside the block).")
NOTHING = "No token-type row and no normalisation before block 1 (its normalisation is inside the block)."
ENCODER = ("An encoder-decoder model: posviz shows the encoder's input, what the encoder's block 1 receives; the "
           "decoder embeds its own tokens the same way.")
TIED = "The output layer reuses this token table to score the next token (tied weights)."


def no_position(what: str) -> str:
    return f"No position vector: nothing is added to the token rows ({what}), so z is the token rows themselves."


ROPE, ALIBI, RELATIVE = ("RoPE acts inside attention", "ALiBi biases the attention scores inside attention",
                         "relative positions act inside attention")
ALIBI_TEXT = ("ALiBi: nothing is added to the token rows; head h adds m_h · (j − i) to its attention scores, slopes "
              "m_h = 0.25, 0.0625, 0.01562, 0.003906{more} for the {heads} heads")
SINES = ("fixed sinusoidal table ({convention}), computed by the model's code, not stored: position p is encoded as "
         "{start}, sines in the first half of each row, cosines in the second")
ROPE_TEXT = ("RoPE, theta = {theta}, {heads} heads, head dimension {d}: in every head all {d} dimensions turn in pairs "
             "(k and k + {half}, rotate_half) by p · theta^(-2k/{d}) radians inside attention; {scaling}")
DEBERTA = ("DeBERTa relative positions: each query i and key j interact through the relative position i − j ({how}), "
           "which indexes learned relative embeddings inside attention (disentangled content-to-position and "
           "position-to-content scores).")

# name: (max_length, head_dim, scale_text, positions, absent, notes)
TEXTS = {
    "gpt_bigcode": (64, 16, "", "learned table, 64 × 32; position p reads row p", (GPT2_LIKE,), ()),
    "roberta_f32": (32, 16, "", "learned table, 34 × 32; position p reads row p + 2 (rows 0 to 1 sit at and before "
                    "the padding index); a padding token reads row 1 and is not counted", (), ()),
    "opt_f32": (64, 16, "", "learned table, 66 × 32; position p reads row p + 2 (the first 2 rows are never used)",
                (GPT2_LIKE,), ()),
    "opt_project_in": (64, 16, "", "learned table, 66 × 32; position p reads row p + 2 (the first 2 rows are never "
                       "used); added after the projection to the hidden width (project_in)", (GPT2_LIKE,), ()),
    "mbart": (64, None, "√32", "learned table, 66 × 32; position p reads row p + 2 (the first 2 rows are never used)",
              ("No token-type row.",), (ENCODER,)),
    "marian": (64, None, "√32", SINES.format(convention="split halves (Marian)", start="p"), (NOTHING,),
               (ENCODER, TIED)),
    "m2m_100": (64, None, "√32", SINES.format(convention="tensor2tensor / fairseq (offset 2)", start="p + 2"),
                (NOTHING,), (ENCODER, TIED)),
    "bloom_f32": (2048, 8, "", ALIBI_TEXT.format(more=", ...", heads=6), (no_position(ALIBI),), (TIED,)),
    "falcon_alibi_f32": (128, 8, "", ALIBI_TEXT.format(more="", heads=4), (no_position(ALIBI), NOTHING), (TIED,)),
    "t5": (2048, 16, "", "T5 relative-position buckets: nothing is added to the token rows; each offset between a "
           "key and a query falls in one of 8 buckets (4 for keys before or at the query, 4 after it in the "
           "encoder): offsets below 2 get a bucket each, larger ones share logarithmic buckets up to 20, and every "
           "bucket adds a learned bias per head to the attention scores (layer 1's biases are shared by every "
           "layer). For example, offset −20 → bucket 3, offset −8 → bucket 3, offset −5 → bucket 2, offset −2 → "
           "bucket 2, offset −1 → bucket 1, offset 0 → bucket 0, offset +1 → bucket 5, offset +2 → bucket 6, "
           "offset +5 → bucket 6, offset +8 → bucket 7, offset +20 → bucket 7.", (no_position(RELATIVE), NOTHING),
           (ENCODER, TIED)),
    "deberta_v2_biased": (32, 16, "", "learned table, 32 × 16; position p reads row p. " + DEBERTA.format(
        how="exact relative positions, clipped at ±32"), (), ()),
    "deberta_v3": (32, 16, "", DEBERTA.format(how="positions within ±8 are exact, farther ones share logarithmic "
                                                  "buckets up to 32 (16 buckets)"), (no_position(RELATIVE),), ()),
    "falcon_mamba": (2048, None, "", "no position vector and no position inside attention: the blocks read the "
                     "tokens in order (a recurrence), which is all they know of position",
                     (no_position("the model has no positions at all"), NOTHING), (TIED,)),
    "granite": (128, 16, "embedding_multiplier", ROPE_TEXT.format(theta="10,000", heads=2, d=16, half=8,
                                                                  scaling="no scaling"),
                (no_position(ROPE), NOTHING), ()),
    "minicpm3_longrope": (256, 8, "scale_emb", ROPE_TEXT.format(
        theta="10,000", heads=2, d=8, half=4, scaling="longrope scaling (max_position_embeddings = 256, "
        "original_max_position_embeddings = 64, short_factor = 4 values, 1 to 1.3, long_factor = 4 values, 1 to 4), "
        "attention factor 1.1547"), (no_position(ROPE), NOTHING), (TIED,)),
    "llama_new_layout_yarn_bf16": (256, 16, "", ROPE_TEXT.format(
        theta="1,000,000", heads=4, d=16, half=8, scaling="yarn scaling (factor = 4, max_position_embeddings = 256, "
        "original_max_position_embeddings = 64), attention factor 1.13863"), (no_position(ROPE), NOTHING), (TIED,)),
    "gemma_bf16": (128, 16, "√48 (in bf16)", ROPE_TEXT.format(theta="10,000", heads=2, d=16, half=8,
                                                               scaling="no scaling"),
                   (no_position(ROPE), NOTHING), (TIED,)),
}


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_the_recipe_says_how_the_model_places_tokens_and_what_it_lacks(reference_layer, name):
    recipe = reference_layer(name).recipe
    max_length, head_dim, scale_text, positions, absent, notes = TEXTS[name]
    assert (recipe.max_length, recipe.head_dim, recipe.scale_text) == (max_length, head_dim, scale_text)
    assert recipe.positions == positions
    assert recipe.absent == absent
    assert recipe.notes == notes


@pytest.mark.parametrize("name, scale, before, padding", [
    ("marian", 32 ** 0.5, True, None), ("m2m_100", 32 ** 0.5, True, 1), ("roberta_f32", None, False, 1),
    ("granite", 12.0, True, None), ("gemma_bf16", 6.9375, False, None), ("gpt_bigcode", None, False, None)])
def test_the_scale_and_the_padding_row(reference_layer, name, scale, before, padding):
    recipe = reference_layer(name).recipe
    assert (recipe.scale, recipe.scale_before_positions, recipe.padding_id) == (scale, before, padding)


def _turning(theta: str, heads: int, turned: str, r: int, pairs: str, scaling: str = "no scaling") -> str:
    return (f"RoPE, theta = {theta}, {heads} heads, head dimension 16: in every head {turned} dimensions turn in pairs "
            f"({pairs}) by p · theta^(-2k/{r}) radians inside attention; {scaling}")


# Partial rotary (StableLM 0.25, Phi 0.5), interleaved pairs (GPT-J, Cohere), and the scalings' parameters.
ROPE_SENTENCES = {
    "stablelm": _turning("10,000", 2, "the first 4", 4, "k and k + 2, rotate_half"),
    "phi_f32": _turning("10,000", 2, "the first 8", 8, "k and k + 4, rotate_half"),
    "gptj_f32": _turning("10,000", 2, "the first 8", 8, "2k and 2k + 1, interleaved"),
    "cohere": _turning("500,000", 2, "all 16", 16, "2k and 2k + 1, interleaved"),
    "llama_old_layout_llama3_f32": _turning(
        "500,000", 4, "all 16", 16, "k and k + 8, rotate_half", "llama3 scaling (factor = 8, max_position_embeddings "
        "= 512, original_max_position_embeddings = 64, low_freq_factor = 1, high_freq_factor = 4), attention factor 1"),
    "llama_sharded_dynamic_f16": _turning("10,000", 4, "all 16", 16, "k and k + 8, rotate_half",
                                          "dynamic scaling (factor = 2, max_position_embeddings = 64), attention "
                                          "factor 1"),
    "phi3_longrope_f32": _turning(
        "10,000", 2, "the first 8", 8, "k and k + 4, rotate_half", "longrope scaling (max_position_embeddings = 256, "
        "original_max_position_embeddings = 32, short_factor = 4 values, 1 to 1.6, long_factor = 4 values, 1 to 9), "
        "attention factor 1.26491"),
}


@pytest.mark.parametrize("name", sorted(ROPE_SENTENCES))
def test_the_rope_sentence_says_which_dimensions_turn_in_which_pairs(reference_layer, name):
    assert reference_layer(name).recipe.positions == ROPE_SENTENCES[name]
