"""``posviz export`` with a tokenizer in its own process (issue 26): the library's panic never reaches
the terminal, a large vocabulary's numbers are the same as read in-process, and no child outlives
the command's work."""
from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors")
pytest.importorskip("tokenizers")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import big_vocabulary  # noqa: E402
import hostile_tokenizers as ht  # noqa: E402

from posviz.cli.command import main  # noqa: E402
from posviz.model.checkpoint import tokenizer_process  # noqa: E402


def my_tokenizer_children() -> list[int]:
    """This process's children running a tokenizer (read from /proc)."""
    found = []
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(") ", 1)[1].split()
            with open(f"/proc/{entry}/cmdline", "rb") as cmd:
                command = cmd.read()
        except OSError:
            continue
        if int(fields[1]) == os.getpid() and fields[0] not in "ZX" and b"tokenizer_child" in command:
            found.append(int(entry))
    return found


def test_a_panic_is_one_line_and_the_librarys_own_report_stays_in_the_child(tmp_path, capfd):
    folder = ht.backtracking(tmp_path / "model")
    status = main(["export", "z", str(tmp_path / "z.csv"), "--model", str(folder), "--sentence", ht.PANIC])
    err = capfd.readouterr().err            # the file descriptor: Rust writes its panic there, not to sys.stderr
    assert status == 2 and err.count("\n") == 1 and "panicked" not in err and "Traceback" not in err
    assert err.startswith("posviz export: tokenizer.json failed on this text (PanicException: Onig: Regex search "
                          "error: retry-limit-in-match over)")
    assert not (tmp_path / "z.csv").exists()


def test_a_large_vocabularys_numbers_are_those_read_in_process(tmp_path, monkeypatch, capfd):
    folder = big_vocabulary.folder(tmp_path / "wide", 50_000)
    sentence = "w1 w49999 w7 unknown w123"
    gc.collect()
    before = set(my_tokenizer_children())                # other tests' tokenizers may still be alive
    assert main(["export", "z", str(tmp_path / "child.npy"), "--model", str(folder), "--sentence", sentence]) == 0
    gc.collect()
    assert set(my_tokenizer_children()) <= before       # the command's model is gone, and its child with it
    monkeypatch.setattr(tokenizer_process, "IN_PROCESS_BYTES", 10 ** 9)
    assert main(["export", "z", str(tmp_path / "here.npy"), "--model", str(folder), "--sentence", sentence]) == 0
    from safetensors.numpy import load_file
    child, here = np.load(tmp_path / "child.npy"), np.load(tmp_path / "here.npy")
    weights = load_file(str(folder / "model.safetensors"))
    ids = [1, 49_999, 7, 0, 123]                        # "unknown" is [UNK], id 0
    expected = weights["transformer.wte.weight"][ids].astype(np.float64) + weights["transformer.wpe.weight"][:5]
    assert child.shape == (5, 8) and np.array_equal(child, here)
    np.testing.assert_allclose(child, expected, rtol=1e-6)
