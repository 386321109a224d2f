"""Bad model folders: each gets its own message, and nothing unsafe or needless is read."""
import json
import os
import struct
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")

import tiny_checkpoints as tc  # noqa: E402
from no_hang import within  # noqa: E402

from posviz.model.checkpoint import safetensors_io
from posviz.model.checkpoint.loader import CheckpointError, inspect_folder, load_checkpoint  # noqa: E402

LFS_POINTER = ("version https://git-lfs.github.com/spec/v1\n"
               "oid sha256:4b9b5e1f2a3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6\nsize 548105171\n")


def refused(folder) -> str:
    with pytest.raises(CheckpointError) as info:
        load_checkpoint(folder)
    return str(info.value)


@pytest.fixture
def gpt2(tmp_path):
    return tc.gpt2(tmp_path / "gpt2")


@pytest.mark.parametrize("name", ["pytorch_model.bin", "model.pt", "weights.pth", "last.ckpt", "tables.pkl"])
def test_pickles_are_refused_with_the_reason(tmp_path, name):
    folder, _ = tc.gpt2(tmp_path / "m")
    (folder / "model.safetensors").unlink()
    (folder / name).write_bytes(b"\x80\x04\x95 not to be unpickled")
    message = refused(folder)
    assert name in message and "pickle" in message and "runs whatever code" in message
    with pytest.raises(CheckpointError, match="pickle"):
        inspect_folder(folder / name)


def test_git_lfs_pointer_in_place_of_weights(gpt2):
    folder, _ = gpt2
    (folder / "model.safetensors").write_text(LFS_POINTER)
    message = refused(folder)
    assert "Git-LFS pointer" in message and "git lfs pull" in message and "548 MB" in message


def test_truncated_file(gpt2):
    folder, _ = gpt2
    path = folder / "model.safetensors"
    path.write_bytes(path.read_bytes()[:-100])
    message = refused(folder)
    assert "model.safetensors is truncated" in message and "interrupted download" in message


def test_file_cut_inside_its_header(gpt2):
    folder, _ = gpt2
    path = folder / "model.safetensors"
    path.write_bytes(path.read_bytes()[:40])
    assert "truncated" in refused(folder)


def rewrite_header(path, change) -> None:
    """Edit a safetensors header in place, keeping the data bytes where they were."""
    data = path.read_bytes()
    length = struct.unpack("<Q", data[:8])[0]
    header = json.loads(data[8:8 + length])
    change(header)
    text = json.dumps(header, separators=(",", ":")).encode().ljust(length)
    assert len(text) == length
    path.write_bytes(data[:8] + text + data[8 + length:])


def test_header_that_lies_about_sizes(gpt2):
    folder, _ = gpt2
    rewrite_header(folder / "model.safetensors",
                   lambda h: h["transformer.wpe.weight"].update(shape=[17, 8]))
    message = refused(folder)
    assert "header lies" in message and "transformer.wpe.weight" in message and "[17, 8]" in message


def test_shapes_that_disagree_with_config(gpt2):
    folder, _ = gpt2
    config = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**config, "n_embd": 12}))
    message = refused(folder)
    assert "disagree with config.json" in message and "wte.weight" in message and "12" in message


def test_position_table_shape_checked_against_config(gpt2):
    folder, _ = gpt2
    config = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**config, "n_positions": 1024}))
    assert "'transformer.wpe.weight' is 16 × 8" in refused(folder)


def test_missing_tokenizer(gpt2):
    folder, _ = gpt2
    (folder / "tokenizer.json").unlink()
    assert "no tokenizer.json" in refused(folder)


def test_missing_config(gpt2):
    folder, _ = gpt2
    (folder / "config.json").unlink()
    assert "no config.json" in refused(folder)


def test_unknown_family_names_what_it_found(tmp_path):
    folder = tmp_path / "mamba"
    folder.mkdir()
    tc.save(folder / "model.safetensors", {"backbone.embeddings.weight": np.zeros((4, 2), np.float32)})
    (folder / "config.json").write_text(json.dumps({"model_type": "mamba", "architectures": ["MambaForCausalLM"]}))
    tc.byte_level_tokenizer().save(str(folder / "tokenizer.json"))
    message = refused(folder)
    assert "does not know this kind of model" in message
    assert "'mamba'" in message and "MambaForCausalLM" in message and "backbone.embeddings.weight" in message


def test_family_from_tensor_names_when_config_is_silent(gpt2):
    folder, _ = gpt2
    (folder / "config.json").write_text(json.dumps({"vocab_size": 291}))
    assert inspect_folder(folder).family.name == "GPT-2"


def test_empty_folder(tmp_path):
    assert "no weights" in refused(tmp_path)
    assert "there is no folder" in refused(tmp_path / "nowhere")


def test_shard_missing_from_the_index(tmp_path):
    folder, tensors = tc.gpt2(tmp_path / "sharded")
    tc.shard(folder, tensors)
    (folder / "model-00002-of-00002.safetensors").unlink()
    assert "model-00002-of-00002.safetensors, which the folder does not have" in refused(folder)


def test_a_tokenizer_bigger_than_the_table_is_refused(tmp_path):
    folder, _ = tc.gpt2(tmp_path / "m")
    tc.wordpiece_tokenizer().save(str(folder / "tokenizer.json"))       # 12 tokens: fine
    load_checkpoint(folder)
    big, _ = tc.bert(tmp_path / "b")
    tc.byte_level_tokenizer().save(str(big / "tokenizer.json"))          # 291 tokens for 12 rows
    assert "do not belong to the same model" in refused(big)


def test_decoy_multi_gigabyte_tensor_is_never_touched(tmp_path, monkeypatch):
    """A file whose header declares a 4 GB tensor (a sparse hole on disk): only the embeddings map."""
    folder, tensors = tc.gpt2(tmp_path / "decoy")
    small = (folder / "model.safetensors").read_bytes()
    length = struct.unpack("<Q", small[:8])[0]
    header = json.loads(small[8:8 + length])
    data = small[8 + length:]
    decoy_bytes = 1_000_000 * 1_024 * 4
    header["decoy.weight"] = {"dtype": "F32", "shape": [1_000_000, 1_024],
                              "data_offsets": [len(data), len(data) + decoy_bytes]}
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    path = folder / "model.safetensors"
    with open(path, "wb") as handle:
        handle.write(struct.pack("<Q", len(text)) + text + data)
        handle.truncate(8 + len(text) + len(data) + decoy_bytes)       # a hole: no disk, no reads
    mapped = []
    real_map = safetensors_io.map_tensor
    monkeypatch.setattr(safetensors_io, "map_tensor", lambda info: mapped.append(info.name) or real_map(info))
    layer = load_checkpoint(folder)
    assert sorted(mapped) == ["transformer.wpe.weight", "transformer.wte.weight"]
    np.testing.assert_array_equal(layer.table.row(3), tensors["transformer.wte.weight"][3])


# --- files from others: not regular, outside the folder, headers as strict as the library's ------


@pytest.mark.parametrize("name", ["model.safetensors", "config.json", "tokenizer.json"])
def test_a_fifo_in_place_of_a_file_is_refused_at_once(gpt2, name):
    folder, _ = gpt2
    (folder / name).unlink()
    os.mkfifo(folder / name)
    with within(5):
        message = refused(folder)
    assert message.startswith(f"{name} cannot be read: it is a FIFO (named pipe), not a file")


@pytest.mark.parametrize("outside", ["../other/model.safetensors", "/etc/passwd", "link.safetensors"])
def test_a_shard_index_cannot_name_files_outside_the_folder(tmp_path, outside):
    folder, tensors = tc.gpt2(tmp_path / "gpt2")
    tc.shard(folder, tensors)
    foreign, _ = tc.gpt2(tmp_path / "other", seed=5)
    (folder / "link.safetensors").symlink_to(foreign / "model.safetensors")
    index = folder / "model.safetensors.index.json"
    data = json.loads(index.read_text())
    data["weight_map"]["transformer.wte.weight"] = outside
    index.write_text(json.dumps(data))
    message = refused(folder)
    assert message.startswith("model.safetensors.index.json names ") and "outside the model folder" in message \
        or "not a file inside the model folder" in message
    assert "root:" not in message


def test_a_lfs_pointer_with_a_5000_digit_size_is_named(gpt2):
    folder, _ = gpt2
    (folder / "model.safetensors").write_text(LFS_POINTER.replace("548105171", "9" * 5000))
    message = refused(folder)
    assert message.startswith("model.safetensors is a Git-LFS pointer") and "MB" not in message


def test_a_config_with_a_400_digit_number_is_refused_by_name(gpt2):
    folder, _ = gpt2
    config = (folder / "config.json").read_text().replace('"n_embd": 8', '"n_embd": ' + "9" * 400)
    (folder / "config.json").write_text(config)
    assert refused(folder) == "config.json: it holds a whole number with 400 digits (at most 30 are accepted)"


def write_raw(path, header: str, data: bytes) -> None:
    """A safetensors file with exactly this header text (padded to 8 bytes) and these data bytes."""
    raw = header.encode()
    raw += b" " * (-len(raw) % 8)
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + data)


F32 = '"dtype": "F32", "shape": [2]'
BAD_HEADERS = {
    "duplicate": ('{"a": {%s, "data_offsets": [0, 8]}, "a": {%s, "data_offsets": [8, 16]}}' % (F32, F32),
                  16, "the key 'a' appears twice"),
    "overlap": ('{"a": {%s, "data_offsets": [0, 8]}, "b": {%s, "data_offsets": [4, 12]}}' % (F32, F32),
                12, "overlaps the tensor before it"),
    "gap": ('{"a": {%s, "data_offsets": [0, 8]}, "b": {%s, "data_offsets": [12, 20]}}' % (F32, F32),
            20, "leaves a gap of 4 bytes"),
    "past the data": ('{"a": {%s, "data_offsets": [0, 8]}}' % F32, 4, "is truncated"),
    "trailing bytes": ('{"a": {%s, "data_offsets": [0, 8]}}' % F32, 12, "4 bytes after its last tensor"),
    "size vs shape": ('{"a": {"dtype": "F32", "shape": [3], "data_offsets": [0, 8]}}', 8, "header lies"),
    "negative shape": ('{"a": {"dtype": "F32", "shape": [-2], "data_offsets": [0, 8]}}', 8, "shape must be"),
    "end before start": ('{"a": {"dtype": "F32", "shape": [0], "data_offsets": [8, 0]}}', 8, "header lies"),
    "missing key": ('{"a": {"dtype": "F32", "data_offsets": [0, 8]}}', 8, "must hold dtype, shape and data_offsets"),
    "metadata not text": ('{"__metadata__": {"k": 1}, "a": {%s, "data_offsets": [0, 8]}}' % F32, 8,
                          "__metadata__ must map names to text"),
    "unknown dtype": ('{"a": {"dtype": "X9", "shape": [2], "data_offsets": [0, 8]}}', 8, "data type 'X9'"),
}


@pytest.mark.parametrize("case", BAD_HEADERS)
def test_headers_are_refused_where_the_safetensors_library_refuses_them(tmp_path, case):
    from safetensors import SafetensorError, safe_open
    header, size, reason = BAD_HEADERS[case]
    path = tmp_path / "model.safetensors"
    write_raw(path, header, bytes(size))
    with pytest.raises(CheckpointError) as info:
        safetensors_io.read_header(path)
    assert str(info.value).startswith("model.safetensors") and reason in str(info.value)
    with pytest.raises(SafetensorError):           # the library agrees it is not a safetensors file
        with safe_open(str(path), "numpy") as handle:
            [handle.get_tensor(name) for name in handle.keys()]


def test_a_well_formed_raw_header_reads_as_the_library_reads_it(tmp_path):
    from safetensors import safe_open
    path = tmp_path / "model.safetensors"
    values = np.arange(6, dtype=np.float32)
    write_raw(path, '{"__metadata__": {"format": "pt"}, "b": {%s, "data_offsets": [8, 16]}, '
              '"e": {"dtype": "F32", "shape": [0], "data_offsets": [16, 16]}, '
              '"a": {%s, "data_offsets": [0, 8]}, "c": {%s, "data_offsets": [16, 24]}}' % (F32, F32, F32),
              values.tobytes())
    infos = safetensors_io.read_header(path)
    with safe_open(str(path), "numpy") as handle:
        for name, info in infos.items():
            np.testing.assert_array_equal(safetensors_io.read_tensor(info), handle.get_tensor(name))
    assert sorted(infos) == ["a", "b", "c", "e"]


# --- config values a recipe uses, checked against the tables they index ------------------------
def edit_config(folder, **changes) -> None:
    config = json.loads((folder / "config.json").read_text())
    config.update(changes)
    (folder / "config.json").write_text(json.dumps(config))


CONFIG_CASES = {
    "architectures a number": ("gpt2", {"architectures": 5}, "architectures must be a list of names, got 5"),
    "model_type a list": ("gpt2", {"model_type": ["gpt2"]}, "model_type must be text, got ['gpt2']"),
    "dtype a list": ("gpt2", {"torch_dtype": ["float32"]}, "torch_dtype must be text, got ['float32']"),
    "max positions negative": ("llama", {"max_position_embeddings": -5},
                               "max_position_embeddings must be a whole number from 1 to 2,147,483,647, got -5"),
    "max positions zero": ("llama", {"max_position_embeddings": 0}, "max_position_embeddings must be a whole"),
    "max positions 2^64": ("llama", {"max_position_embeddings": 2**64}, f"got {2**64}"),
    "heads zero": ("llama", {"num_attention_heads": 0}, "num_attention_heads must be a whole number"),
    "width as text": ("gpt2", {"n_embd": "8"}, "n_embd must be a whole number from 1 to 2,147,483,647, got '8'"),
    "pad negative": ("roberta", {"pad_token_id": -1}, "pad_token_id must be a token id from 0 to 10"),
    "pad past the positions": ("roberta", {"pad_token_id": 11}, "pad_token_id must be a token id from 0 to 10"),
    "pad a float": ("roberta", {"pad_token_id": 1.0}, "pad_token_id must be a token id"),
    "eps negative": ("bert", {"layer_norm_eps": -1e-5}, "layer_norm_eps must be a small positive number"),
    "eps text": ("bert", {"layer_norm_eps": "1e-5"}, "layer_norm_eps must be a small positive number"),
}


def make(kind: str, path):
    if kind == "roberta":
        return tc.bert(path, prefix="roberta.", model_type="roberta", pad=1)
    return getattr(tc, kind)(path)


@pytest.mark.parametrize("case", CONFIG_CASES)
def test_config_values_are_refused_with_the_key_and_reason(tmp_path, case):
    kind, changes, reason = CONFIG_CASES[case]
    folder, _ = make(kind, tmp_path / kind)
    edit_config(folder, **changes)
    message = refused(folder)
    assert message.startswith("config.json: ") and reason in message


def test_config_values_within_range_still_load(tmp_path):
    folder, _ = make("roberta", tmp_path / "roberta")
    edit_config(folder, pad_token_id=10, layer_norm_eps=1e-7, architectures=["RobertaModel"], torch_dtype=None)
    layer = load_checkpoint(folder)
    assert layer.positions.offset == 11 and layer.recipe.max_length == 1 and layer.recipe.norm.eps == 1e-7


def test_tokenizer_ids_past_the_table_are_refused(gpt2):
    folder, tensors = gpt2
    data = json.loads((folder / "tokenizer.json").read_text())
    rows = len(tensors["transformer.wte.weight"])
    data["model"]["vocab"]["the"] = rows + 700            # same count of tokens, one id past the table
    (folder / "tokenizer.json").write_text(json.dumps(data))
    assert refused(folder) == (f"tokenizer.json gives tokens ids up to {rows + 700:,}, but the token table has only "
                               f"{rows:,} rows (ids 0 to {rows - 1:,}): they do not belong to the same model")


@pytest.mark.parametrize("name", ["model.safetensors", "config.json", "tokenizer.json"])
def test_a_file_linked_from_outside_the_folder_is_refused(tmp_path, name):
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    foreign, _ = tc.gpt2(tmp_path / "other", seed=5)
    (folder / name).unlink()
    (folder / name).symlink_to(foreign / name)
    assert refused(folder) == (f"{name} is a link that leads outside the model folder (to {foreign / name}): "
                               "posviz reads only the folder's own files")


def test_a_hugging_face_cache_snapshot_loads_through_its_links(tmp_path):
    folder, tensors = tc.gpt2(tmp_path / "made")
    repo = tmp_path / "hub" / "models--tiny--gpt2"
    snapshot, blobs = repo / "snapshots" / "0123abcd", repo / "blobs"
    snapshot.mkdir(parents=True)
    blobs.mkdir()
    for i, path in enumerate(sorted(folder.iterdir())):
        path.rename(blobs / f"blob{i}")
        (snapshot / path.name).symlink_to(Path("../../blobs") / f"blob{i}")
    layer = load_checkpoint(snapshot)
    np.testing.assert_array_equal(layer.table.row(5), tensors["transformer.wte.weight"][5])
