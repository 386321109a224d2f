"""Saves and the autosave replace the file posviz owns; they never write through a link (issue 26).

Exports keep their rule (through a link the user named: tests/test_export_targets.py).
"""
from __future__ import annotations

import os

from posviz.lecture.fileio import atomic_write_bytes, foreign_kind
from posviz.lecture.state import LectureState


def test_a_save_replaces_a_link_and_leaves_its_target_alone(tmp_path):
    victim = tmp_path / "system.conf"
    victim.write_bytes(b"root:x:0:0")
    link = tmp_path / "lecture.posviz"
    link.symlink_to(victim)
    LectureState().save(link)
    assert victim.read_bytes() == b"root:x:0:0"                 # written through the link before
    assert not link.is_symlink() and LectureState.load(link) == LectureState()


def test_an_owned_write_over_a_link_to_a_device_writes_a_file(tmp_path):
    link = tmp_path / "autosave.posviz"
    link.symlink_to("/dev/null")
    atomic_write_bytes(link, b"state")
    assert not link.is_symlink() and link.read_bytes() == b"state"


def test_foreign_kinds_are_named(tmp_path):
    (tmp_path / "file").write_bytes(b"")
    (tmp_path / "link").symlink_to(tmp_path / "file")
    (tmp_path / "dir").mkdir()
    os.mkfifo(tmp_path / "fifo")
    kinds = {name: foreign_kind(tmp_path / name) for name in ("file", "link", "dir", "fifo", "absent")}
    assert kinds == {"file": "", "link": "a symbolic link", "dir": "a folder", "fifo": "a FIFO (named pipe)",
                     "absent": ""}
