"""Atomic writes: modes, temporary names at the byte limit, what stands at a path (issue 23's mutants)."""
import os
import socket
import stat

import pytest

from posviz.lecture import fileio
from posviz.lecture.fileio import WriteError


def test_a_new_file_gets_the_usual_mode_and_a_replaced_one_keeps_its_own(tmp_path, monkeypatch):
    current = os.umask(0o022)
    os.umask(current)
    assert fileio._UMASK == current
    for umask, mode in ((0o027, 0o640), (0o002, 0o664)):
        monkeypatch.setattr(fileio, "_UMASK", umask)
        fileio.atomic_write_bytes(tmp_path / f"new{umask}.bin", b"1")
        assert stat.S_IMODE((tmp_path / f"new{umask}.bin").stat().st_mode) == mode
    kept = tmp_path / "kept.bin"
    kept.write_bytes(b"0")
    kept.chmod(0o641)
    fileio.atomic_write_bytes(kept, b"2")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o641 and kept.read_bytes() == b"2"


def test_the_temporary_name_fits_in_255_bytes_cut_at_a_character():
    assert (fileio.NAME_MAX, fileio._RANDOM_AND_SUFFIX) == (255, 13)
    assert fileio.temporary_prefix("a" * 240) == "." + "a" * 240 + "."
    assert fileio.temporary_prefix("a" * 241) == "." + "a" * 240 + "."
    assert fileio.temporary_prefix("é" * 121) == "." + "é" * 120 + "."        # 242 bytes: cut to 240
    assert fileio.temporary_prefix("a" + "é" * 120) == "." + "a" + "é" * 119 + "."   # 241 bytes: half a letter goes


def test_what_stands_at_a_path(tmp_path):
    (tmp_path / "file").write_text("x")
    (tmp_path / "folder").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "file")
    os.mkfifo(tmp_path / "fifo")
    sock = socket.socket(socket.AF_UNIX)
    try:
        sock.bind(str(tmp_path / "sock"))
        kinds = {name: fileio.foreign_kind(tmp_path / name)
                 for name in ("file", "missing", "folder", "link", "fifo", "sock")}
        assert kinds == {"file": "", "missing": "", "folder": "a folder", "link": "a symbolic link",
                         "fifo": "a FIFO (named pipe)", "sock": "a socket"}
        assert fileio.foreign_kind("/dev/null") == "a device"
        for name, kind in (("fifo", "a FIFO (named pipe)"), ("sock", "a socket")):
            with pytest.raises(WriteError) as caught:
                fileio.atomic_write_bytes(tmp_path / name, b"1")
            assert str(caught.value) == f"cannot write {tmp_path / name}: it is {kind}, not a file; choose a file name"
    finally:
        sock.close()
    with pytest.raises(WriteError) as caught:
        fileio.atomic_write_bytes(tmp_path / "folder", b"1")
    assert str(caught.value) == f"cannot write {tmp_path / 'folder'}: it is a folder"


def test_a_link_is_replaced_unless_followed(tmp_path):
    target = tmp_path / "target"
    target.write_bytes(b"old")
    link = tmp_path / "link"
    link.symlink_to(target)
    fileio.atomic_write_bytes(link, b"new")
    assert not link.is_symlink() and link.read_bytes() == b"new" and target.read_bytes() == b"old"
    link.unlink()
    link.symlink_to(target)
    fileio.atomic_write_bytes(link, b"through", follow_link=True)
    assert link.is_symlink() and target.read_bytes() == b"through"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link", "target"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary_one(tmp_path):
    path = tmp_path / "out.bin"
    path.write_bytes(b"old")
    with pytest.raises(KeyError):
        with fileio.atomic_path(path) as tmp:
            tmp.write_bytes(b"half")
            raise KeyError("the writer died")
    with pytest.raises(WriteError) as caught:
        with fileio.atomic_path(path) as tmp:
            tmp.write_bytes(b"half")
            raise PermissionError(13, "Permission denied")
    assert str(caught.value) == f"cannot write {path}: permission denied"
    assert path.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["out.bin"]
    with pytest.raises(WriteError) as caught:
        fileio.atomic_write_bytes(tmp_path / "no" / "x.bin", b"1")
    assert str(caught.value) == f"cannot write {tmp_path / 'no' / 'x.bin'}: the folder {tmp_path / 'no'} does not exist"


def test_a_relative_name_is_written_in_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    fileio.atomic_write_bytes("plain.bin", b"1")
    assert (tmp_path / "plain.bin").read_bytes() == b"1"
    assert fileio.explain_os_error(fileio.Path("x.bin"), OSError(28, "No space left on device")) == \
        "cannot write x.bin: the folder . does not take new files (No space left on device)"


def test_set_aside_stamps_the_local_time(tmp_path):
    import time
    path = tmp_path / "a.posviz"
    path.write_text("1")
    now = time.mktime((2026, 1, 2, 3, 4, 5, 0, 0, -1))
    assert fileio.set_aside(path, now).name == "a.posviz.broken-20260102-030405"


def test_the_written_file_and_then_its_folder_reach_the_disk(tmp_path, monkeypatch):
    kinds, real = [], os.fsync

    def fsync(fd):
        kinds.append("file" if stat.S_ISREG(os.fstat(fd).st_mode) else "folder")
        real(fd)
    monkeypatch.setattr(os, "fsync", fsync)
    fileio.atomic_write_bytes(tmp_path / "out.bin", b"data")
    assert kinds == ["file", "folder"] and (tmp_path / "out.bin").read_bytes() == b"data"


def test_a_writer_that_removed_its_temporary_file_still_gets_its_own_error(tmp_path):
    path = tmp_path / "out.bin"
    with pytest.raises(KeyError):
        with fileio.atomic_path(path) as tmp:
            tmp.unlink()
            raise KeyError("the writer died")
    with pytest.raises(WriteError) as caught:
        with fileio.atomic_path(path) as tmp:
            tmp.unlink()
            raise PermissionError(13, "Permission denied")
    assert str(caught.value) == f"cannot write {path}: permission denied"
    with pytest.raises(WriteError) as caught:
        with fileio.atomic_path(path) as tmp:
            tmp.unlink()                       # nothing to flush or move: the replace itself fails
    assert str(caught.value).startswith(f"cannot write {path}: ")
    assert list(tmp_path.iterdir()) == []


def test_no_file_descriptor_is_left_open(tmp_path):
    before = len(os.listdir("/proc/self/fd"))
    for number in range(5):
        fileio.atomic_write_bytes(tmp_path / f"f{number}.bin", b"x")
    assert len(os.listdir("/proc/self/fd")) == before


def test_atomic_path_replaces_a_link_unless_told_to_follow_it(tmp_path):
    target = tmp_path / "target"
    target.write_bytes(b"old")
    link = tmp_path / "link"
    link.symlink_to(target)
    with fileio.atomic_path(link) as tmp:
        tmp.write_bytes(b"new")
    assert not link.is_symlink() and target.read_bytes() == b"old"


def test_where_a_write_goes_by_default_and_through_a_link(tmp_path):
    target = tmp_path / "target"
    target.write_bytes(b"x")
    link = tmp_path / "link"
    link.symlink_to(target)
    assert fileio._destination(link) == link
    assert fileio._destination(link, follow_link=True) == target
    assert fileio._destination(tmp_path / "new") == tmp_path / "new"
