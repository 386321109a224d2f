"""posviz --model PATH: a bad folder is refused before any window opens, with its reason."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tc  # noqa: E402

from posviz.cli.command import model_problem  # noqa: E402


def run(*args):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return subprocess.run([sys.executable, "-m", "posviz", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def test_help_lists_the_model_option():
    result = run("--help")
    assert result.returncode == 0 and "--model PATH" in result.stdout and "safetensors" in result.stdout


def test_pickled_checkpoint_is_refused_before_any_window(tmp_path):
    (tmp_path / "config.json").write_text("{}")
    (tmp_path / "pytorch_model.bin").write_bytes(b"\x80\x04not unpickled")
    result = run("--model", str(tmp_path))
    assert result.returncode == 2
    assert "cannot open the model" in result.stderr and "pytorch_model.bin" in result.stderr
    assert "pickle" in result.stderr and "Traceback" not in result.stderr


def test_missing_folder_is_named(tmp_path):
    result = run("--model", str(tmp_path / "nowhere"))
    assert result.returncode == 2 and "there is no folder" in result.stderr and "Traceback" not in result.stderr


def test_a_good_folder_passes_the_check(tmp_path):
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    assert model_problem(str(folder)) is None
    assert model_problem(None) is None
    (folder / "tokenizer.json").unlink()
    assert "no tokenizer.json" in model_problem(str(folder))


def test_export_reads_the_real_model(tmp_path):
    folder, tensors = tc.gpt2(tmp_path / "gpt2")
    out = tmp_path / "z.npy"
    result = run("export", "z", str(out), "--model", str(folder), "--sentence", "the dog bit the man")
    assert result.returncode == 0, result.stderr
    ids = tc.byte_level_tokenizer().encode("the dog bit the man").ids
    import numpy as np
    # the model adds in float64 (the lesson's z = x + p, without float32 rounding)
    expected = (tensors["transformer.wte.weight"][ids].astype(np.float64)
                + tensors["transformer.wpe.weight"][: len(ids)].astype(np.float64))
    np.testing.assert_array_equal(np.load(out), expected)
    picture = tmp_path / "heatmap.png"
    result = run("export", "heatmap", str(picture), "--model", str(folder), "--size", "640x480")
    assert result.returncode == 0, result.stderr
    from PySide6 import QtGui
    assert QtGui.QImage(str(picture)).size().toTuple() == (640, 480)


def test_export_with_a_bad_model_folder_exits_2(tmp_path):
    (tmp_path / "config.json").write_text("{}")
    (tmp_path / "model.ckpt").write_bytes(b"\x80\x04")
    result = run("export", "z", str(tmp_path / "z.csv"), "--model", str(tmp_path))
    assert result.returncode == 2 and "cannot open the model" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "z.csv").exists()
