"""``posviz export walkthrough|addition OUT.mp4``: the help lists them, bad options are one line and
leave no file, a missing PyAV names the extra, and a real run writes the video and its captions."""
import argparse
import os
import subprocess
import sys

import pytest

from posviz.cli.command import main
from posviz.cli.record import is_recording

av = pytest.importorskip("av")


def refused(capsys, tmp_path, *args):
    """Run in-process (every refusal comes before Qt is started); returns (status, stderr)."""
    status = main(["export", *map(str, args)])
    err = capsys.readouterr().err
    assert not [p for p in tmp_path.iterdir() if p.suffix in (".mp4", ".webm", ".gif", ".apng", ".vtt", ".part")]
    return status, err


@pytest.mark.parametrize("panel, out, recording", [
    ("walkthrough", "w.mp4", True), ("addition", "a.webm", True), ("heatmap", "h.gif", True),
    ("addition", "a.png", False), ("heatmap", "h.svg", False), ("walkthrough", "w.png", True)])
def test_pictures_stay_pictures(panel, out, recording):
    """The addition and the heatmap are panels too: only a video file (or the walkthrough) is a recording."""
    assert is_recording(argparse.Namespace(panel=panel, out=out)) is recording


def test_help_lists_the_recordings_their_formats_and_options(capsys):
    with pytest.raises(SystemExit):
        main(["export", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for word in ("a recording: walkthrough, addition, heatmap, rope, context", ".mp4, .webm, .gif or .apng",
                 "--fps", "--hold", ".vtt"):
        assert word in text


@pytest.mark.parametrize("args, message", [
    (("table", "x.mp4"), "'table' cannot be recorded as a video; recordings: walkthrough, addition, heatmap, rope, context"),
    (("walkthrough", "x.png"), "a recording is a video: end OUT with .mp4, .webm, .gif, .apng, got x.png"),
    (("addition", "x.mp4", "--fps", "0"), "--fps must be between 1 and 60, got 0"),
    (("addition", "x.mp4", "--hold", "soon"), "--hold must be a number, got 'soon'"),
    (("addition", "x.mp4", "--size", "641x360"), "a .mp4 video needs an even width and height"),
    (("addition", "x.gif", "--size", "320x240"), "a recording needs at least 640x360 pixels"),
    (("addition", "x.webm", "--scheme", "sideways"), "sideways"),    # checked as a picture's options are
])
def test_bad_options_are_one_line_and_leave_no_file(capsys, tmp_path, args, message):
    out = [str(tmp_path / a) if a.startswith("x.") else a for a in args]
    status, err = refused(capsys, tmp_path, *out)
    assert status == 2 and err.count("\n") == 1 and err.startswith("posviz export: ")
    assert message in err


def test_without_pyav_the_message_names_the_extra(capsys, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "av", None)          # import av now raises ImportError
    status, err = refused(capsys, tmp_path, "walkthrough", tmp_path / "w.mp4")
    assert status == 2 and err.count("\n") == 1
    assert "pip install 'posviz[video]'" in err and "'.[video]'" in err


def test_a_recording_and_its_captions_are_written(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "add.gif"
    run = subprocess.run([sys.executable, "-m", "posviz", "export", "addition", str(out), "--sentence", "the dog",
                          "--size", "640x360", "--fps", "4", "--hold", "0.5"], capture_output=True, text=True,
                         env=env, timeout=180)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == f"wrote {out} and its captions {tmp_path / 'add.vtt'}"
    with av.open(str(out)) as container:
        frames = sum(1 for _ in container.decode(video=0))
    assert frames == (3 + 2 * (1 + 0.5)) * 4       # title card, then each word's 1 s sum and 0.5 s hold
    vtt = (tmp_path / "add.vtt").read_text(encoding="utf-8")
    assert "00:00:03.000 --> 00:00:04.500\n“the” at position 0" in vtt
    assert "00:00:04.500 --> 00:00:06.000\n“dog” at position 1" in vtt
