"""posviz.model.checkpoint's small rules pinned by value: which tables the bf16 word trick accepts and
its bound's closed form, Gemma's normaliser rounded as bf16 rounds, the tensor names that make a family
unguessable, every input-layer tensor's shape checked with its reason, and the tokenizer thread's
bookkeeping (a finished call is never joined again)."""
from __future__ import annotations

import builtins
import dataclasses
import json
import math
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from posviz.model.checkpoint import bf16_words
from posviz.model.checkpoint.safetensors_io import CheckpointError
from posviz.model.checkpoint.family_table import MODEL_TYPES, UNGUESSABLE, _family_from_names, detect_family
from posviz.model.checkpoint.guarded import GuardedRunner
from posviz.model.checkpoint.recipe_builder import _stored
from posviz.model.checkpoint.tokenizer import load_tokenizer, missing_tokenizers


# --- the bf16 word trick ------------------------------------------------------------------------
def test_the_word_trick_takes_only_rows_of_whole_little_endian_words():
    table = np.zeros((3, 4), dtype=np.uint16)           # 3 rows: an odd number of ROWS is fine
    assert bf16_words.usable(table)
    assert bf16_words.usable(np.zeros((5, 2), dtype=np.uint16))
    assert not bf16_words.usable(np.zeros((4, 3), dtype=np.uint16))      # odd columns: a half word at the end
    assert not bf16_words.usable(np.zeros((4, 0), dtype=np.uint16))      # no columns at all
    assert not bf16_words.usable(np.zeros(8, dtype=np.uint16))           # not a table
    assert not bf16_words.usable(np.zeros((4, 4), dtype=np.float16))     # 2-byte values, but not bf16 bits
    assert not bf16_words.usable(np.zeros((4, 4), dtype=np.int16))
    assert not bf16_words.usable(np.zeros((4, 8), dtype=np.uint16)[:, ::2])   # columns not adjacent
    assert not bf16_words.usable(np.zeros((4, 4), dtype=np.uint16).T.copy().T)    # column-major


def test_word_errors_closed_form_and_special_rows():
    d, rounding, slack, safe = 64, 1e-6, 1e-12, (1e-38, 1e10)
    norms = np.array([1.0, 2.0 ** -120, 3.0, 0.0, np.inf, 1.0, 1.0])
    largest = np.array([0.5, 2.0 ** -121, 2.0, 0.0, 1.0, 1e-39, 1e11])
    errors = bf16_words.word_errors(norms, largest, d, rounding, slack, safe)
    absolute = 2.0 ** -132 * 8.0 + 64 * 2.0 ** -125          # sqrt(64) = 8
    expected = [2.0 ** -7 * (1 + 2 * rounding) + 8 * rounding + absolute / n + slack for n in norms[:3]]
    np.testing.assert_allclose(errors[:3], expected, rtol=1e-14)
    assert errors[1] > 2.0 ** -7 * 8                   # a tiny row: the absolute term is what bounds it
    assert errors[3] == slack                          # no direction: estimate 0, cosine 0
    assert errors[4] == 0.0
    assert errors[5] == errors[6] == bf16_words.UNKNOWN == 2.0   # outside the safe range: always re-ranked
    assert errors.dtype == np.float64


# --- Gemma's normaliser as its stored dtype holds it ---------------------------------------------
def _bf16_by_hand(value: float) -> float:
    """Round to nearest, ties to even, to bf16's 8 significant bits (Python's round() ties to even)."""
    single = float(np.float32(value))
    mantissa, exponent = math.frexp(single)             # single = mantissa * 2**exponent, 0.5 <= m < 1
    return round(mantissa * 2 ** 8) / 2 ** 8 * 2.0 ** exponent


@pytest.mark.parametrize("width", range(1, 300))
def test_the_scale_in_bf16_rounds_to_nearest_even_like_the_model(width):
    value = math.sqrt(width)
    assert _stored(value, "BF16") == _bf16_by_hand(value)
    assert _stored(value, "F16") == float(np.float16(value))
    assert _stored(value, "F32") == float(np.float32(value))
    assert _stored(value, "F64") == value


def test_bf16_ties_go_to_the_even_neighbour():
    assert _stored(1.0 + 2.0 ** -8, "BF16") == 1.0                  # halfway, 1.0 is even
    assert _stored(1.0 + 3 * 2.0 ** -8, "BF16") == 1.0 + 2.0 ** -6  # halfway, the upper neighbour is even
    assert _stored(1.0 + 2.0 ** -8 + 2.0 ** -20, "BF16") == 1.0 + 2.0 ** -7   # past halfway: up


# --- which folders cannot be guessed from tensor names --------------------------------------------
# The extra steps' tensors as the reference library names them (ALBERT, ELECTRA, DeBERTa-v2, OPT, DeBERTa,
# mBART / Marian, T5): with one of them, guessing BERT or GPT-2 from the token table would misread the folder.
EXTRA_STEPS = ("albert.encoder.embedding_hidden_mapping_in.weight", "electra.embeddings_project.weight",
               "deberta.embeddings.embed_proj.weight", "model.decoder.project_in.weight",
               "deberta.encoder.rel_embeddings.weight", "model.encoder.layernorm_embedding.weight",
               "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight")


def test_the_extra_steps_listed_are_the_unguessable_ones():
    assert len(UNGUESSABLE) == len(EXTRA_STEPS)


@pytest.mark.parametrize("extra", EXTRA_STEPS)
def test_every_extra_step_makes_a_nameless_folder_unguessable(extra):
    names = ["embeddings.word_embeddings.weight", extra]
    assert _family_from_names(names, MODEL_TYPES) is None
    assert _family_from_names(names[:1], MODEL_TYPES) is MODEL_TYPES["bert"]


@pytest.mark.parametrize("names, model_type", [(["transformer.wte.weight"], "gpt2"),
                                               (["bert.embeddings.word_embeddings.weight"], "bert"),
                                               (["roberta.embeddings.word_embeddings.weight"], "roberta"),
                                               (["model.embed_tokens.weight"], "llama"),
                                               (["encoder.layer.0.weight"], None)])
def test_tensor_names_guess_the_family(names, model_type):
    assert _family_from_names(names, MODEL_TYPES) is (MODEL_TYPES[model_type] if model_type else None)


# --- every input-layer tensor's shape is checked ---------------------------------------------------
def _refusal(folder) -> str:
    from posviz.model.checkpoint.loader import load_checkpoint
    with pytest.raises(CheckpointError) as info:
        load_checkpoint(folder)
    return str(info.value)


@pytest.mark.parametrize("tensor, shape, reason", [
    ("LayerNorm.weight", (6,), "the LayerNorm must be 8 wide, like the rows it normalises"),
    ("LayerNorm.bias", (9,), "the LayerNorm must be 8 wide, like the rows it normalises"),
    ("token_type_embeddings.weight", (2, 6), "config.json says type_vocab_size = 2, width 8"),
    ("position_embeddings.weight", (12, 6), "config.json says 12 positions of width 8"),
])
def test_each_input_tensor_of_the_wrong_shape_is_refused_with_its_reason(tmp_path, tensor, shape, reason):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    import tiny_checkpoints as tc
    folder, tensors = tc.bert(tmp_path / "bert")
    tensors[f"bert.embeddings.{tensor}"] = np.zeros(shape, dtype=np.float32)
    tc.save(folder / "model.safetensors", tensors)
    message = _refusal(folder)
    assert message.startswith("shapes disagree with config.json: tensor 'bert.embeddings.")
    assert message.endswith(reason)


# --- the tokenizer's thread ---------------------------------------------------------------------
def _settled(runner: GuardedRunner) -> dict:
    deadline = time.monotonic() + 10.0          # the thread forgets a job right after answering it
    while runner._pending and time.monotonic() < deadline:
        time.sleep(0.005)
    return runner._pending


def test_a_finished_call_is_forgotten_and_the_same_key_runs_again():
    runner, runs = GuardedRunner("tokenizer.json"), []

    def work(text):
        runs.append(text)
        return len(runs)
    assert runner.call("split the sentence", ("encode", "a b"), work, "a b") == 1
    assert _settled(runner) == {}
    assert runner.call("split the sentence", ("encode", "a b"), work, "a b") == 2   # run again, not joined
    assert runs == ["a b", "a b"]


def test_a_repeated_call_while_the_first_runs_joins_it():
    runner, runs, gate = GuardedRunner("tokenizer.json"), [], threading.Event()

    def work():
        gate.wait(10)
        runs.append(1)
        return "done"
    results = []
    first = threading.Thread(target=lambda: results.append(runner.call("read", "k", work)))
    first.start()
    while "k" not in runner._pending:
        time.sleep(0.001)
    second = threading.Thread(target=lambda: results.append(runner.call("read", "k", work)))
    second.start()
    while runner._pending["k"].waiters < 2:
        time.sleep(0.001)
    gate.set()
    first.join(10), second.join(10)
    assert results == ["done", "done"] and runs == [1]       # one run, both answered
    assert _settled(runner) == {}


def test_a_missing_tokenizers_package_is_named(tmp_path, monkeypatch):
    real_import = builtins.__import__

    def without_tokenizers(name, *args, **kwargs):
        if name == "tokenizers" or name.startswith("tokenizers."):
            raise ImportError("No module named 'tokenizers'")
        return real_import(name, *args, **kwargs)
    monkeypatch.setattr(builtins, "__import__", without_tokenizers)
    (tmp_path / "tokenizer.json").write_text(json.dumps({"model": {}}))
    with pytest.raises(CheckpointError) as info:
        load_tokenizer(tmp_path / "tokenizer.json")
    assert str(info.value) == missing_tokenizers()


# --- a folder without model_type: the architecture name the library wrote decides -----------------
GOLDEN_CONFIGS = sorted((Path(__file__).resolve().parent.parent / "reference" / "goldens" / "models").glob("*/config.json"))


@pytest.mark.parametrize("path", GOLDEN_CONFIGS, ids=lambda path: path.parent.name)
def test_the_architecture_name_gives_the_family_model_type_gives(path):
    config = json.loads(path.read_text("utf-8"))
    family, how = detect_family(config, ())
    assert how == ""
    nameless = {key: value for key, value in config.items() if key != "model_type"}
    guessed, how = detect_family(nameless, ())
    assert guessed is family, (config["architectures"], family.name, guessed.name)
    assert how == (f"config.json names no model_type; posviz read it as {family.name} from its architecture "
                   f"name {config['architectures'][0]!r}.")


# --- what the placement says and keeps --------------------------------------------------------------
def test_llama_4s_nope_layers_and_chunks_are_read_from_their_keys():
    from posviz.model.checkpoint.placement import _nope_text
    flags = [True, True, True, False] * 3
    assert _nope_text({"no_rope_layers": flags}) == (". Its NoPE layers turn nothing and see no position, only the "
                                                     "causal mask: layer 4, 8, 12 (3 of 12)")
    assert _nope_text({"no_rope_layers": flags, "attention_chunk_size": 8192}).endswith(
        "(3 of 12); the RoPE layers attend only within chunks of 8,192 tokens")
    assert _nope_text({"no_rope_layers": [False] * 10}).endswith("layer 1, 2, 3, 4, 5, 6, 7, 8, … (10 of 10)")
    assert _nope_text({}) == _nope_text({"no_rope_layers": []}) == ""


def test_alibi_without_a_head_count_is_refused_with_the_reason():
    from posviz.model.checkpoint.placement import _alibi
    with pytest.raises(CheckpointError) as info:
        _alibi({"model_type": "bloom"})
    assert str(info.value) == ("config.json does not say how many attention heads the model has "
                               "(num_attention_heads / n_head): ALiBi has one slope per head")
    slopes, text = _alibi({"n_head": 8})
    np.testing.assert_allclose(slopes, [2.0 ** (-(h + 1)) for h in range(8)])      # 2^(-8h/n), n = 8
    assert text.endswith("slopes m_h = 0.5, 0.25, 0.125, 0.0625, ... for the 8 heads")


def test_a_padded_learned_table_is_as_long_as_its_rows_after_the_padding(tmp_path):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    import tiny_checkpoints as tc

    from posviz.model.checkpoint.loader import load_checkpoint
    folder, _ = tc.bert(tmp_path / "roberta", prefix="roberta.", model_type="roberta", positions=14, pad=1)
    recipe = load_checkpoint(folder).recipe
    assert recipe.max_length == 12            # 14 rows; positions start after the padding index 1, at row 2
    assert "position p reads row p + 2 (rows 0 to 1 sit at and before the padding index)" in recipe.positions


@pytest.mark.parametrize("name", ["LayerNorm", "Projection", "OffsetLearned", "ModelRecipe"])
def test_the_recipes_parts_are_frozen(name):
    from posviz.model.checkpoint import recipe
    assert dataclasses.is_dataclass(getattr(recipe, name))
    assert getattr(recipe, name).__dataclass_params__.frozen
