"""posviz.lecture.video without Qt: which names are videos, which sizes each format takes (and the
words saying why not), what each format's file holds when read back with PyAV, and how the writer
thread ends (finished, cancelled, failed)."""
from __future__ import annotations

import re
import threading

import numpy as np
import pytest

from posviz.lecture import palette, video
from posviz.lecture.video import MIN_SIZE, VIDEO_FORMATS, VideoError, WriterThread, size_problem, video_format


@pytest.mark.parametrize("name, fmt", [("a.mp4", "mp4"), ("b.WEBM", "webm"), ("dir.x/c.gif", "gif"),
                                       ("d.apng", "apng"), ("e.png", None), ("mp4", None), ("f.mp4.txt", None),
                                       ("g.", None), ("h.avi", None)])
def test_the_extension_names_the_format(name, fmt):
    assert video_format(name) == fmt


def test_the_formats_in_order():
    assert VIDEO_FORMATS == ("mp4", "webm", "gif", "apng") and MIN_SIZE == (640, 360)


@pytest.mark.parametrize("fmt", VIDEO_FORMATS)
def test_the_smallest_size_and_one_pixel_less(fmt):
    assert size_problem(fmt, 640, 360) == ""
    assert size_problem(fmt, 639, 360) == ("a recording needs at least 640x360 pixels for its panels to be "
                                           "legible, got 639x360")
    assert size_problem(fmt, 640, 359) == ("a recording needs at least 640x360 pixels for its panels to be "
                                           "legible, got 640x359")


@pytest.mark.parametrize("fmt, odd_ok", [("mp4", False), ("webm", False), ("gif", True), ("apng", True)])
def test_odd_sides_only_where_colour_is_kept_at_full_resolution(fmt, odd_ok):
    for width, height in ((641, 360), (640, 361), (641, 361)):
        expected = "" if odd_ok else (f"a .{fmt} video needs an even width and height (its colour is stored at "
                                      f"half resolution), got {width}x{height}")
        assert size_problem(fmt, width, height) == expected
    assert size_problem(fmt, 642, 362) == ""


# --- files read back ---------------------------------------------------------------------------
SIZE = (640, 360)


def _frames(count: int) -> list[np.ndarray]:
    """Flat colours, a different one per frame, shape (360, 640, 3) uint8."""
    return [np.full((SIZE[1], SIZE[0], 3), (40 * i, 200 - 40 * i, 90), dtype=np.uint8) for i in range(count)]


def _record(path, fmt_frames, cues=()):
    gif = video.video_format(path) == "gif"
    colours = palette.palette_for(fmt_frames) if gif else None
    writer = video.VideoWriter(path, SIZE, 5, cues, (palette.lookup_table(colours), colours) if gif else None)
    for frame in fmt_frames:
        writer.write(frame)
    return writer.close()


@pytest.mark.parametrize("fmt, codec, pix_fmt", [("mp4", "h264", "yuv420p"), ("webm", "vp9", "yuv420p"),
                                                 ("gif", "gif", "bgr8"), ("apng", "apng", "rgb24")])
def test_each_format_reads_back_with_its_codec_size_and_frames(tmp_path, fmt, codec, pix_fmt):
    av = pytest.importorskip("av")
    frames = _frames(3)
    path = _record(tmp_path / f"out.{fmt}", [frames[0], frames[0], frames[1], frames[2]])
    with av.open(str(path)) as container:
        stream = container.streams.video[0]
        decoded = [frame for frame in container.decode(stream)]
        assert stream.codec_context.name == codec
        assert (stream.codec_context.width, stream.codec_context.height) == SIZE
        if fmt != "gif":                  # a gif decoder reports its own palette format
            assert stream.codec_context.pix_fmt == pix_fmt
    assert len(decoded) == 4
    first, last = decoded[0].to_ndarray(format="rgb24"), decoded[-1].to_ndarray(format="rgb24")
    tolerance = 0 if fmt == "apng" else 12
    assert np.abs(first.astype(int) - frames[0]).max() <= tolerance
    assert np.abs(last.astype(int) - frames[2]).max() <= tolerance
    assert [p.name for p in tmp_path.iterdir()] == [f"out.{fmt}"]     # no temporary file left


def test_the_mp4s_encoder_settings_are_the_fixed_ones(tmp_path):
    pytest.importorskip("av")
    data = _record(tmp_path / "out.mp4", _frames(2)).read_bytes()
    settings = re.search(rb"x264 - core .*? - H\.264/MPEG-4 AVC codec - .*? - options: ([^\x00]*)", data)
    assert settings is not None
    options = dict(item.split("=", 1) for item in settings.group(1).decode().split() if "=" in item)
    assert options["crf"] == "18.0" and options["threads"] == "2"
    assert options["deblock"] == "1:-3:-3"            # tune stillimage
    assert options["subme"] == "2"                    # preset veryfast


@pytest.mark.parametrize("fmt, subtitle", [("mp4", "mov_text"), ("webm", "webvtt")])
def test_captions_become_a_subtitle_track_with_one_cue_each(tmp_path, fmt, subtitle):
    av = pytest.importorskip("av")
    cues = [(0.0, 0.4, "First  step\\one"), (0.4, 0.8, "Second step")]
    path = _record(tmp_path / f"out.{fmt}", _frames(4), cues)
    with av.open(str(path)) as container:
        (track,) = container.streams.subtitles
        assert track.codec_context.name == subtitle
        assert track.metadata.get("language") == "eng"
        packets = [packet for packet in container.demux(track) if packet.size]
        assert [round(float(packet.pts * packet.time_base), 3) for packet in packets] == [0.0, 0.4]
        assert [round(float(packet.duration * packet.time_base), 3) for packet in packets] == [0.4, 0.4]
        texts = [bytes(packet).decode("utf-8", "replace") for packet in packets]
    assert "First step/one" in texts[0] and "Second step" in texts[1]


@pytest.mark.parametrize("fmt", ["gif", "apng"])
def test_formats_without_a_subtitle_track_write_none(tmp_path, fmt):
    av = pytest.importorskip("av")
    path = _record(tmp_path / f"out.{fmt}", _frames(2), [(0.0, 0.4, "a step")])
    with av.open(str(path)) as container:
        assert len(container.streams.subtitles) == 0


def test_a_name_without_a_video_extension_is_refused_with_the_list(tmp_path):
    pytest.importorskip("av")
    with pytest.raises(VideoError) as info:
        video.VideoWriter(tmp_path / "out.mov", SIZE, 5)
    assert str(info.value) == "cannot record to out.mov: end the name with .mp4, .webm, .gif, .apng"
    with pytest.raises(VideoError, match="even width and height"):
        video.VideoWriter(tmp_path / "out.mp4", (641, 360), 5)


# --- the writer thread ---------------------------------------------------------------------------
class _Writer:
    """Stands for a VideoWriter: records what it was asked, fails on request."""

    def __init__(self, fail_on: int | None = None):
        self.frames, self.closed, self.aborted, self.fail_on = [], 0, 0, fail_on
        self.gate = threading.Event()
        self.gate.set()

    def write(self, rgb):
        self.gate.wait(10)
        if len(self.frames) == self.fail_on:
            raise OSError("disk full")
        self.frames.append(rgb)

    def close(self):
        self.closed += 1
        return "the/file.mp4"

    def abort(self):
        self.aborted += 1


def test_finish_writes_every_queued_frame_then_closes():
    writer = _Writer()
    thread = WriterThread(writer, depth=2)
    for i in range(5):
        assert thread.put(i)
    thread.finish()
    assert thread.join(10)
    assert writer.frames == [0, 1, 2, 3, 4] and (writer.closed, writer.aborted) == (1, 0)
    assert thread.path == "the/file.mp4" and thread.error is None and thread.done


def test_cancel_drops_the_queue_and_aborts():
    writer = _Writer()
    writer.gate.clear()                       # the first frame is held in write()
    thread = WriterThread(writer, depth=3)
    thread.put("held")
    for frame in ("a", "b"):
        thread.put(frame)
    thread.cancel()
    writer.gate.set()
    assert thread.join(10)
    assert writer.frames in (["held"], [])    # the frame being written may finish; the queued ones never
    assert (writer.closed, writer.aborted) == (0, 1) and thread.path is None and thread.error is None


def test_a_failed_frame_is_kept_as_the_error_and_the_file_aborted():
    writer = _Writer(fail_on=1)
    thread = WriterThread(writer, depth=4)
    for i in range(3):
        thread.put(i)
    thread.finish()
    assert thread.join(10)
    assert isinstance(thread.error, OSError) and str(thread.error) == "disk full"
    assert writer.frames == [0] and (writer.closed, writer.aborted) == (0, 1) and thread.path is None


def test_a_full_queue_says_so_within_the_timeout():
    writer = _Writer()
    writer.gate.clear()
    thread = WriterThread(writer, depth=1)
    assert thread.put("first")                 # taken by the thread, held in write()
    deadline = threading.Event()
    while thread._queue.qsize():             # wait until the thread took it
        deadline.wait(0.001)
    assert thread.put("second") and not thread.room()
    assert thread.put("third", timeout=0.01) is False
    writer.gate.set()
    thread.finish()
    assert thread.join(10) and writer.frames == ["first", "second"]
