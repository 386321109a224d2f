"""Opening a model folder: each step's progress and words, each refusal's exact sentence (issue 23's mutants).

The folders are the tiny ones of tiny_checkpoints.py, changed one file at a time.
"""
from __future__ import annotations

import json

import pytest

pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")

import tiny_checkpoints as tc  # noqa: E402  (tests/model is on sys.path)

from posviz.model.checkpoint.loader import Cancelled, inspect_folder, load_checkpoint  # noqa: E402
from posviz.model.checkpoint.safetensors_io import CheckpointError  # noqa: E402

INDEX = "model.safetensors.index.json"


def _refusal(folder) -> str:
    with pytest.raises(CheckpointError) as caught:
        load_checkpoint(folder)
    return str(caught.value)


@pytest.fixture
def gpt2(tmp_path):
    return tc.gpt2(tmp_path / "tiny-gpt2")


def test_loading_reports_each_step_in_order(gpt2):
    seen = []
    load_checkpoint(gpt2[0], progress=lambda fraction, what: seen.append((fraction, what)))
    assert seen == [(0.0, "reading config.json and the weights' headers"),
                    (0.2, "reading the position and normalisation tensors"), (0.5, "reading tokenizer.json"),
                    (1.0, "ready")]


@pytest.mark.parametrize("calls", [1, 2, 3, 4])
def test_cancelling_stops_at_the_next_step(gpt2, calls):
    asked = []

    def cancelled():
        asked.append(1)
        return len(asked) == calls
    with pytest.raises(Cancelled) as caught:
        load_checkpoint(gpt2[0], cancelled=cancelled)
    assert str(caught.value) == "loading the model was cancelled" and len(asked) == calls


@pytest.mark.parametrize("folder, shown", [("tiny-gpt2", "tiny-gpt2"), ("model", "org/model"),
                                           ("Weights", "org/Weights"), ("snapshot", "org/snapshot"),
                                           ("checkpoint", "org/checkpoint"), ("models", "org/models"),
                                           ("modelx", "modelx")])
def test_a_generic_folder_name_is_shown_with_its_parents(tmp_path, folder, shown):
    path, _ = tc.gpt2(tmp_path / "org" / folder)
    layer = load_checkpoint(path)
    assert layer.recipe.name == shown and layer.name == f"{shown} (GPT-2, real weights)"


@pytest.mark.parametrize("name", ["MODEL.BIN", "Model.Pt", "w.PTH"])
def test_pickle_suffixes_are_recognised_in_any_case(tmp_path, name):
    folder, _ = tc.gpt2(tmp_path / "m")
    (folder / "model.safetensors").unlink()
    (folder / name).write_bytes(b"\x80\x04")
    assert _refusal(folder) == (
        f"posviz reads only safetensors weights, and this folder has {name}: a pickled checkpoint, and loading a "
        "pickle runs whatever code it contains, so posviz never opens one. Use the model's model.safetensors "
        "instead (most models publish one).")
    with pytest.raises(CheckpointError, match="^posviz reads only safetensors weights"):
        inspect_folder(folder / name)


def test_a_folder_without_weights_or_folder_at_all(tmp_path):
    (tmp_path / "notes.txt").write_text("x")
    assert _refusal(tmp_path) == f"{tmp_path} has no weights: no .safetensors file"
    assert _refusal(tmp_path / "nowhere") == f"there is no folder {tmp_path / 'nowhere'}"


def test_a_weights_file_given_for_its_folder_opens_the_folder(gpt2):
    model = inspect_folder(gpt2[0] / "model.safetensors")
    assert model.path == gpt2[0] and model.family.name == "GPT-2" and model.recognised == ""
    assert model.roles == {"token": "transformer.wte.weight", "position": "transformer.wpe.weight"}
    assert model.info("token_type") is None and model.info("token").shape == (model.config["vocab_size"], 8)


def test_config_json_missing_or_not_an_object(gpt2):
    folder = gpt2[0]
    (folder / "config.json").write_text("[1, 2]")
    assert _refusal(folder) == "config.json should hold a JSON object"
    (folder / "config.json").unlink()
    assert _refusal(folder) == "the folder has no config.json: posviz needs it to know the model's family and sizes"


def test_tokenizer_json_missing(gpt2):
    (gpt2[0] / "tokenizer.json").unlink()
    assert _refusal(gpt2[0]) == ("the folder has no tokenizer.json: posviz needs the model's own tokenizer to turn "
                                 "text into its ids (vocab.txt or merges.txt alone are not enough)")


def _sharded(gpt2):
    folder, tensors = gpt2
    tc.shard(folder, tensors)
    return folder, json.loads((folder / INDEX).read_text())


def test_a_sharded_folder_reads_the_files_its_index_lists(gpt2):
    folder, data = _sharded(gpt2)
    (folder / "stray.safetensors").write_bytes(b"not read: the index does not list it")
    layer = load_checkpoint(folder)
    assert layer.table.vocab_size == gpt2[1]["transformer.wte.weight"].shape[0]


@pytest.mark.parametrize("weight_map, message", [
    (None, f"{INDEX} has no weight_map"), ({}, f"{INDEX} has no weight_map"), ([1], f"{INDEX} has no weight_map"),
    ({"a": 3}, f"{INDEX}: every weight_map value must be a file name (text)"),
    ({"a": "gone.safetensors", "b": "lost.safetensors"},
     f"{INDEX} lists gone.safetensors, lost.safetensors, which the folder does not have (an incomplete download?)"),
])
def test_a_shard_index_that_cannot_be_used(gpt2, weight_map, message):
    folder, data = _sharded(gpt2)
    data["weight_map"] = weight_map
    (folder / INDEX).write_text(json.dumps(data))
    assert _refusal(folder) == message


def test_a_tensor_in_two_shards_is_refused(gpt2):
    folder, data = _sharded(gpt2)
    tc.save(folder / "model-00002-of-00002.safetensors", {"transformer.wte.weight": gpt2[1]["transformer.wte.weight"]})
    assert _refusal(folder) == ("tensor 'transformer.wte.weight' is in both model-00001-of-00002.safetensors and "
                                "model-00002-of-00002.safetensors")


def test_a_table_longer_than_the_vocabulary_keeps_its_padding_rows_out(tmp_path):
    layer = load_checkpoint(tc.llama(tmp_path / "llama", extra_rows=5)[0])
    assert layer.table.token_rows == layer.table.vocab_size - 5
    exact = load_checkpoint(tc.gpt2(tmp_path / "gpt2")[0])
    assert exact.table.token_rows is None


def _sparse(path, size: int):
    with open(path, "wb") as handle:          # a hole, not written bytes: no disk or time spent
        handle.truncate(size)


def test_config_json_may_be_five_million_bytes_and_no_more(gpt2):
    folder = gpt2[0]
    _sparse(folder / "config.json", 5_000_000)
    assert _refusal(folder).startswith("config.json is not valid JSON")          # read: the size is allowed
    _sparse(folder / "config.json", 5_000_001)
    assert _refusal(folder) == "config.json is 5.0 MB; a config.json is at most 5.0 MB, so this is not one"


def test_a_shard_index_may_be_fifty_million_bytes_and_no_more(gpt2):
    folder, _ = _sharded(gpt2)
    _sparse(folder / INDEX, 50_000_001)
    assert _refusal(folder) == f"{INDEX} is 50.0 MB; a {INDEX} is at most 50.0 MB, so this is not one"
    _sparse(folder / INDEX, 50_000_000)
    assert _refusal(folder).startswith(f"{INDEX} is not valid JSON")


def test_a_tokenizer_json_over_a_hundred_million_bytes_is_refused_unread(gpt2):
    _sparse(gpt2[0] / "tokenizer.json", 100_000_001)
    assert _refusal(gpt2[0]) == ("tokenizer.json is 100.0 MB; a tokenizer.json is at most 100.0 MB, so this is "
                                 "not one")


def test_robertas_padding_id_is_1_when_config_json_does_not_say(tmp_path):
    folder, _ = tc.bert(tmp_path / "roberta", prefix="roberta.", model_type="roberta", pad=1)
    config = json.loads((folder / "config.json").read_text())
    del config["pad_token_id"]
    (folder / "config.json").write_text(json.dumps(config))
    recipe = load_checkpoint(folder).recipe
    assert recipe.padding_id == 1 and "position p reads row p + 2" in recipe.positions
