"""Every message is short and plain, in the window's words and on the command line (issue 26).

Names from files (a 5-million-character tensor name, a 4 MB model_type, 30,000 missing shards,
shard names holding terminal escape codes) are cut to a fixed length with their full length
stated, control characters escaped, long lists ending in "and N more"; every expected failure of
``posviz export`` is one line on stderr and exit status 2.
"""
from __future__ import annotations

import json
import struct
import sys
from pathlib import Path

import pytest

pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tc  # noqa: E402

from posviz.cli.command import main  # noqa: E402
from posviz.model.checkpoint.loader import inspect_folder  # noqa: E402
from posviz.model.checkpoint.safetensors_io import CheckpointError, read_header  # noqa: E402
from posviz.shorten import MAX_MESSAGE, listing, plain_message, shorten  # noqa: E402

ESCAPES = "\x1b]0;owned\x07\x1b[2J"       # retitle the terminal, clear the screen


def export(capsys, *args):
    status = main(["export", *args])
    err = capsys.readouterr().err
    return status, err


def test_the_helpers_cut_escape_and_count():
    assert shorten("x" * 5_000_000, 10) == "xxxxxxxxxx… (5,000,000 characters in all)"
    assert shorten("shard" + ESCAPES) == "shard\\e]0;owned\\x07\\e[2J"
    assert listing([f"s{i}" for i in range(30_000)], 3) == "s0, s1, s2 and 29,997 more"
    assert plain_message("a\nb\u202ec") == "a\\nb\\u202ec"
    cut = plain_message("word " * 1_000)
    assert cut == ("word " * 200)[:MAX_MESSAGE] + "… (5,000 characters in all)"


def test_a_five_million_character_tensor_name_is_cut(tmp_path):
    name = "w" * 5_000_000
    header = json.dumps({name: {"dtype": "Q9", "shape": [1], "data_offsets": [0, 4]}}).encode()
    path = tmp_path / "model.safetensors"
    path.write_bytes(struct.pack("<Q", len(header)) + header + b"\0" * 4)
    with pytest.raises(CheckpointError) as caught:
        read_header(path)
    assert str(caught.value) == (f"model.safetensors: tensor '{'w' * 80}… (5,000,000 characters in all)' has the "
                                 "data type 'Q9', which posviz cannot read")


def test_thirty_thousand_missing_shards_with_escape_codes(tmp_path, capsys):
    folder, _ = tc.gpt2(tmp_path / "model")
    names = [f"shard{ESCAPES}{i:05}.safetensors" for i in range(30_000)]
    (folder / "model.safetensors.index.json").write_text(json.dumps(
        {"weight_map": {f"t{i}": name for i, name in enumerate(names)}}))
    status, err = export(capsys, "heatmap", str(tmp_path / "out.csv"), "--model", str(folder))
    first = "shard\\e]0;owned\\x07\\e[2J00000.safetensors"
    assert status == 2 and err.count("\n") == 1 and "\x1b" not in err
    assert f"model.safetensors.index.json lists {first}, " in err and " and 29,995 more, which" in err
    assert len(err) < MAX_MESSAGE + 50


def test_a_four_megabyte_model_type_is_one_short_line(tmp_path):
    folder, _ = tc.gpt2(tmp_path / "model")
    config = json.loads((folder / "config.json").read_text())
    config["model_type"] = "m" * 4_000_000
    config.pop("architectures")
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(CheckpointError) as caught:
        inspect_folder(folder)
    message = str(caught.value)
    assert len(message) <= MAX_MESSAGE + 40 and "m" * 301 not in message and "\n" not in message
    assert "characters in all)" in message


def test_a_name_over_the_file_system_limit_is_one_line_and_status_2(tmp_path, capsys):
    status, err = export(capsys, "heatmap", str(tmp_path / ("x" * 300 + ".csv")))
    assert status == 2 and err.count("\n") == 1 and err.rstrip().endswith("File name too long")


def test_a_value_error_from_the_model_is_one_line_and_status_2(tmp_path, capsys, monkeypatch):
    from posviz.model.checkpoint import loader
    folder, _ = tc.gpt2(tmp_path / "model")

    def zero_width(path, **_):
        raise ValueError("the token table has zero columns")
    monkeypatch.setattr(loader, "load_checkpoint", zero_width)
    status, err = export(capsys, "heatmap", str(tmp_path / "out.csv"), "--model", str(folder))
    assert (status, err) == (2, f"posviz export: cannot open the model in {folder}: the token table has zero "
                                "columns\n")
