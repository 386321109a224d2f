"""Writing where the user meant: through a symlink to a regular file (the link kept), never over a
device or FIFO, the existing file's mode kept, temporary names within the 255-byte name limit, and
command-line text that is not UTF-8 refused in one line."""
from __future__ import annotations

import json
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from posviz.lecture.fileio import NAME_MAX, WriteError, atomic_write_bytes, temporary_prefix


def test_a_symlink_to_a_file_is_written_through_and_kept(tmp_path):
    target = tmp_path / "real" / "z.csv"
    target.parent.mkdir()
    target.write_bytes(b"old")
    os.chmod(target, 0o640)
    link = tmp_path / "z.csv"
    link.symlink_to(target)
    atomic_write_bytes(link, b"new", follow_link=True)          # an export: the link the user named
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_bytes() == b"new" and stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(p.name for p in target.parent.iterdir()) == ["z.csv"]        # no temporary left


def test_a_replaced_file_keeps_its_mode(tmp_path):
    path = tmp_path / "kept.csv"
    path.write_bytes(b"old")
    os.chmod(path, 0o600)
    atomic_write_bytes(path, b"new")
    assert path.read_bytes() == b"new" and stat.S_IMODE(path.stat().st_mode) == 0o600


@pytest.mark.parametrize("kind", ["device", "fifo"])
def test_a_device_or_fifo_is_never_replaced(tmp_path, kind):
    if kind == "device":
        if not os.path.exists("/dev/full"):
            pytest.skip("no /dev/full")
        target = tmp_path / "out.png"
        target.symlink_to("/dev/full")
        reason = "/dev/full: it is a device, not a file"
    else:
        target = tmp_path / "out.png"
        os.mkfifo(target)
        reason = "it is a FIFO (named pipe), not a file"
    with pytest.raises(WriteError, match=re.escape(reason)):
        atomic_write_bytes(target, b"png", follow_link=True)
    assert (target.is_symlink() and os.readlink(target) == "/dev/full") or stat.S_ISFIFO(target.lstat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.png"]


@pytest.mark.parametrize("name", ["a" * 248 + ".csv", "é" * 125 + ".c", "z" * 255])
def test_the_longest_names_can_be_written(tmp_path, name):
    assert len(os.fsencode(name)) <= NAME_MAX
    atomic_write_bytes(tmp_path / name, b"ok")
    assert (tmp_path / name).read_bytes() == b"ok"
    assert len(os.fsencode(temporary_prefix(name))) + 8 + len(".part") <= NAME_MAX


def run_export(*args):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run([os.fsencode(sys.executable), b"-m", b"posviz", b"export", *map(os.fsencode, args)],
                          capture_output=True, env=env, timeout=120)


def test_a_252_character_name_from_the_command_line(tmp_path):
    out = tmp_path / ("z" * 248 + ".csv")
    result = run_export("z", str(out))
    assert result.returncode == 0, result.stderr
    assert out.read_text().startswith("position")


def test_a_sentence_that_is_not_utf8_is_one_line_and_exit_2(tmp_path):
    out = tmp_path / "z.csv"
    result = run_export("z", str(out), "--sentence", os.fsdecode(b"the \xff dog"))
    stderr = result.stderr.decode()
    assert result.returncode == 2 and "Traceback" not in stderr and stderr.count("\n") == 1
    assert stderr == ("posviz export: --sentence is not valid text: byte \\xff at character 5 is not UTF-8 "
                      "(check the terminal's encoding)\n")
    assert not out.exists()


def test_a_refused_model_config_is_one_line(tmp_path):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    sys.path.insert(0, str(Path(__file__).resolve().parent / "model"))
    import tiny_checkpoints as tc
    folder, _ = tc.gpt2(tmp_path / "gpt2")
    config = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**config, "n_positions": -3}))
    result = run_export("z", str(tmp_path / "z.csv"), "--model", str(folder))
    assert result.returncode == 2 and result.stderr.decode() == (
        f"posviz: cannot open the model in {folder}: config.json: n_positions must be a whole number "
        "from 1 to 2,147,483,647, got -3\n")


def test_the_window_commands_sentence_that_is_not_utf8_is_one_line_and_exit_2():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    result = subprocess.run([os.fsencode(sys.executable), b"-m", b"posviz", b"--sentence", b"dog \xfe"],
                            capture_output=True, env=env, timeout=60)
    assert result.returncode == 2 and result.stderr.decode() == (
        "posviz: --sentence is not valid text: byte \\xfe at character 5 is not UTF-8 (check the terminal's "
        "encoding)\n")
