"""Recording settings and the writer's bookkeeping, without encoding much (issue 23's mutants)."""
import sys

import numpy as np
import pytest

from posviz.lecture import video
from posviz.lecture.video import VideoError, WriterThread

SETTINGS = {
    "mp4": ("mp4", "libx264", "yuv420p", {"crf": "18", "preset": "veryfast", "tune": "stillimage", "threads": "2"},
            "mov_text"),
    "webm": ("webm", "libvpx-vp9", "yuv420p", {"crf": "24", "b": "0", "deadline": "realtime", "cpu-used": "8",
                                               "row-mt": "1", "threads": "2"}, "webvtt"),
    "gif": ("gif", "gif", "pal8", {}, None),
    "apng": ("apng", "apng", "rgb24", {}, None),
}


def test_each_format_has_the_fixed_settings_its_docstring_promises():
    assert video._CODECS == SETTINGS
    doc = video.__doc__
    for row in (".mp4    H.264 (x264)    yuv420p, CRF 18, 2 threads   mov_text (3GPP text)",
                ".webm   VP9 (libvpx)    yuv420p, CRF 24, realtime    WebVTT",
                ".gif    GIF             one 256-colour table         none (the .vtt beside it)",
                ".apng   APNG            rgb24, lossless              none"):
        assert row in doc
    header = video._ASS_HEADER
    assert header.startswith("[Script Info]\nScriptType: v4.00+\nPlayResX: 384\nPlayResY: 288\n")
    assert "\nStyle: Default,Sans,16," in header and header.endswith("Effect, Text\n")


def test_without_pyav_the_message_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "av", None)
    with pytest.raises(VideoError) as caught:
        video.require_av()
    assert str(caught.value) == ("recording a video needs PyAV, which is not installed: pip install 'posviz[video]' "
                                 "(from a source checkout: pip install '.[video]')")


def test_the_writer_thread_queues_four_frames_by_default_under_its_name():
    class Idle:
        def close(self):
            return "done"

    thread = WriterThread(Idle())
    assert thread._queue.maxsize == 4 and thread._thread.name == "posviz-video" and thread._thread.daemon
    assert (thread.error, thread.path) == (None, None) and thread.room()
    thread.finish()
    assert thread.join(10) and thread.path == "done" and thread.done


def test_a_closed_recording_stays_and_an_aborted_one_leaves_the_old_file(tmp_path):
    pytest.importorskip("av")
    size = (640, 360)
    picture = np.full((360, 640, 3), 77, dtype=np.uint8)
    writer = video.VideoWriter(tmp_path / "a.apng", size, 4)
    assert writer.written == 0
    for _ in range(2):
        writer.write(picture)                  # the same array: its converted frame is reused
    writer.write(picture.copy())
    assert writer.written == 3
    assert writer.close() == tmp_path / "a.apng"
    writer.abort()                             # after close: nothing to undo
    kept = (tmp_path / "a.apng").read_bytes()
    assert kept[:8] == b"\x89PNG\r\n\x1a\n"
    again = video.VideoWriter(tmp_path / "a.apng", size, 4)
    again.write(picture)
    again.abort()
    assert (tmp_path / "a.apng").read_bytes() == kept and [p.name for p in tmp_path.iterdir()] == ["a.apng"]
    assert video.video_format("x.Gif") == "gif" and video.video_format(tmp_path / "y.apng") == "apng"


def test_a_held_picture_is_converted_once(tmp_path):
    pytest.importorskip("av")
    picture = np.full((360, 640, 3), 9, dtype=np.uint8)
    writer = video.VideoWriter(tmp_path / "held.apng", (640, 360), 4)
    converted, real = [], writer._converted
    writer._converted = lambda rgb: converted.append(rgb) or real(rgb)
    for _ in range(3):
        writer.write(picture)
    writer.write(picture.copy())
    writer.close()
    assert len(converted) == 2 and writer.written == 4


def test_a_container_that_cannot_be_opened_leaves_nothing(tmp_path, monkeypatch):
    av = pytest.importorskip("av")

    def refuse(*args, **kwargs):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(av, "open", refuse)
    with pytest.raises(video.WriteError) as caught:
        video.VideoWriter(tmp_path / "x.mp4", (640, 360), 4)
    assert str(caught.value) == f"cannot write {tmp_path / 'x.mp4'}: [Errno 5] Input/output error"
    assert list(tmp_path.iterdir()) == []


def test_a_container_that_cannot_be_opened_keeps_the_old_file(tmp_path, monkeypatch):
    av = pytest.importorskip("av")
    old = tmp_path / "x.webm"
    old.write_bytes(b"last week's recording")

    def refuse(*args, **kwargs):
        raise av.error.FFmpegError(22, "Invalid argument")
    monkeypatch.setattr(av, "open", refuse)
    with pytest.raises(video.WriteError) as caught:
        video.VideoWriter(old, (640, 360), 4)
    assert str(caught.value).startswith(f"cannot write {old}: ")
    assert old.read_bytes() == b"last week's recording" and [p.name for p in tmp_path.iterdir()] == ["x.webm"]


def test_mp4_cues_keep_their_times_to_the_microsecond(tmp_path):
    av = pytest.importorskip("av")
    picture = np.zeros((360, 640, 3), dtype=np.uint8)
    writer = video.VideoWriter(tmp_path / "c.mp4", (640, 360), 3, [(0.0, 1 / 3, "a"), (1 / 3, 2 / 3, "b")])
    for _ in range(2):
        writer.write(picture)
    writer.close()
    with av.open(str(tmp_path / "c.mp4")) as container:
        (track,) = container.streams.subtitles
        starts = [float(p.pts * p.time_base) for p in container.demux(track) if p.size]
    assert starts[0] == 0.0 and starts[1] == pytest.approx(1 / 3, abs=1.5e-6)     # not cut to 0.333
