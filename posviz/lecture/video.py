"""Write RGB frames as a video file with PyAV (FFmpeg inside its wheels), plus caption cues.

PyAV is the optional ``video`` extra and is imported only here, only when recording. The formats:

======  ==============  ===========================  ======================
suffix  video codec     settings                     caption track
======  ==============  ===========================  ======================
.mp4    H.264 (x264)    yuv420p, CRF 18, 2 threads   mov_text (3GPP text)
.webm   VP9 (libvpx)    yuv420p, CRF 24, realtime    WebVTT
.gif    GIF             one 256-colour table         none (the .vtt beside it)
.apng   APNG            rgb24, lossless              none
======  ==============  ===========================  ======================

Thread counts are fixed, so the same frames give the same file on any machine. The file is written
under a temporary name in its folder and moved into place only when complete: a failed or cancelled
recording leaves no partial file and never touches an existing one.
"""
from __future__ import annotations

import os
import queue
import threading
from contextlib import ExitStack
from fractions import Fraction
from pathlib import Path

import numpy as np

from posviz.lecture.fileio import WriteError, atomic_path
from posviz.lecture.palette import argb, quantize

VIDEO_FORMATS = ("mp4", "webm", "gif", "apng")
MIN_SIZE = (640, 360)
MISSING_AV = ("recording a video needs PyAV, which is not installed: pip install 'posviz[video]' "
              "(from a source checkout: pip install '.[video]')")
_CODECS = {   # suffix -> (container format, codec, pixel format, options, subtitle codec)
    "mp4": ("mp4", "libx264", "yuv420p", {"crf": "18", "preset": "veryfast", "tune": "stillimage", "threads": "2"},
            "mov_text"),
    "webm": ("webm", "libvpx-vp9", "yuv420p", {"crf": "24", "b": "0", "deadline": "realtime", "cpu-used": "8",
                                               "row-mt": "1", "threads": "2"}, "webvtt"),
    "gif": ("gif", "gif", "pal8", {}, None),
    "apng": ("apng", "apng", "rgb24", {}, None),
}
_ASS_HEADER = ("[Script Info]\nScriptType: v4.00+\nPlayResX: 384\nPlayResY: 288\n\n[V4+ Styles]\n"
               "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, "
               "Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, "
               "Alignment, MarginL, MarginR, MarginV, Encoding\nStyle: Default,Sans,16,&Hffffff,&Hffffff,&H0,&H0,0,0,"
               "0,0,100,100,0,0,1,1,0,2,10,10,10,0\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, "
               "MarginR, MarginV, Effect, Text\n")


class VideoError(ValueError):
    """A recording cannot be made as asked (no PyAV, a format or size it cannot take)."""


def video_format(path: str | os.PathLike) -> str | None:
    """The recording format named by ``path``'s extension, or None when it is no video's."""
    suffix = os.path.splitext(os.fspath(path))[1].lower().lstrip(".")
    return suffix if suffix in VIDEO_FORMATS else None


def require_av():
    """The ``av`` module; VideoError naming the extra when it is not installed."""
    try:
        import av
    except ImportError:
        raise VideoError(MISSING_AV) from None
    return av


def size_problem(fmt: str, width: int, height: int) -> str:
    """Why a recording cannot be width x height in ``fmt`` ("" when it can): the panels need room to be
    read (and to be laid out the same way every time), and 4:2:0 video needs even sides."""
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        return (f"a recording needs at least {MIN_SIZE[0]}x{MIN_SIZE[1]} pixels for its panels to be legible, "
                f"got {width}x{height}")
    if _CODECS[fmt][2] == "yuv420p" and (width % 2 or height % 2):
        return (f"a .{fmt} video needs an even width and height (its colour is stored at half resolution), "
                f"got {width}x{height}")
    return ""


class VideoWriter:
    """One video file being written: :meth:`write` each frame, then :meth:`close` (or :meth:`abort`).

    Parameters
    ----------
    path : path
        Where the finished file goes (its suffix names the format).
    size : (width, height)
    fps : int
    cues : list of (start, end, text)
        Captions in seconds, written as a subtitle track where the container has one.
    palette : ndarray, shape (32768,) uint8, and (n, 3) uint8
        GIF only: the lookup table and colours of :mod:`posviz.lecture.palette`.
    """

    def __init__(self, path, size: tuple[int, int], fps: int, cues=(), palette=None) -> None:
        av = require_av()
        self.fmt = video_format(path)
        if self.fmt is None:
            raise VideoError(f"cannot record to {Path(path).name}: end the name with "
                             + ", ".join(f".{f}" for f in VIDEO_FORMATS))
        problem = size_problem(self.fmt, *size)
        if problem:
            raise VideoError(problem)
        self.path, self.size, self.fps, self.cues, self.palette = Path(path), size, int(fps), list(cues), palette
        self.written = 0
        self._last: tuple = (None, None)     # the last picture and its converted frame
        self._ended = False
        self._stack = ExitStack()
        tmp = self._stack.enter_context(atomic_path(self.path))
        container_format, codec, pix_fmt, options, subtitles = _CODECS[self.fmt]
        try:
            self._container = av.open(str(tmp), "w", format=container_format)
            self._stream = self._container.add_stream(codec, rate=self.fps, options=dict(options))
            self._stream.width, self._stream.height = size
            self._stream.pix_fmt = pix_fmt
            self._subtitles = self._add_subtitles(subtitles) if subtitles and self.cues else None
        except (av.error.FFmpegError, OSError) as exc:
            # closed as cancelled (as abort does): a plain close() would move the empty temporary file over
            # the destination, and an OSError passed in would be reworded as the folder's fault
            self._stack.__exit__(RuntimeError, RuntimeError("recording not started"), None)
            raise WriteError(f"cannot write {self.path}: {exc}") from None

    def _add_subtitles(self, codec: str):
        stream = self._container.add_stream(codec)
        stream.codec_context.subtitle_header = _ASS_HEADER.encode()
        stream.metadata["language"] = "eng"
        return stream

    def write(self, rgb: np.ndarray) -> None:
        """Encode the next frame, an RGB image of shape (height, width, 3), uint8.

        Passing the very same array again (a held picture) reuses its converted frame: a hold costs
        the encoder's time only, not a colour conversion per frame.
        """
        if rgb is not self._last[0]:
            self._last = (rgb, self._converted(rgb))
        frame = self._last[1]
        frame.pts, frame.time_base = self.written, Fraction(1, self.fps)
        self._mux(self._stream.encode(frame))
        self.written += 1

    def _converted(self, rgb: np.ndarray):
        av = require_av()
        if self.fmt == "gif":
            table, colours = self.palette
            return av.VideoFrame.from_ndarray((quantize(rgb, table), argb(colours)), format="pal8")
        frame = av.VideoFrame.from_ndarray(np.ascontiguousarray(rgb), format="rgb24")
        return frame if self._stream.pix_fmt == "rgb24" else frame.reformat(format=self._stream.pix_fmt)

    def close(self) -> Path:
        """Finish the file and move it into place; returns its path."""
        try:
            self._mux(self._stream.encode(None))
            if self._subtitles is not None:
                self._write_cues()
            self._container.close()
        except BaseException:
            self.abort()
            raise
        self._ended = True
        self._stack.close()          # the temporary file replaces the destination
        return self.path

    def abort(self) -> None:
        """Stop and remove the temporary file; an existing file at ``path`` stays as it was."""
        if self._ended:
            return
        self._ended = True
        try:
            self._container.close()
        except Exception:            # noqa: BLE001 - the file is thrown away whatever the encoder says
            pass
        self._stack.__exit__(RuntimeError, RuntimeError("recording cancelled"), None)

    def _mux(self, packets) -> None:
        for packet in packets:
            self._container.mux(packet)

    def _write_cues(self) -> None:
        from av.subtitles.subtitle import SubtitleSet
        stream = self._subtitles
        base = stream.time_base or Fraction(1, 1000)
        for number, (start, end, text) in enumerate(self.cues):
            pts, duration = round(start / base), round((end - start) / base)
            line = " ".join(text.split()).replace("\\", "/")
            cue = SubtitleSet.create(f"{number},0,Default,,0,0,0,,{line}".encode(), 0, duration, pts=pts)
            packet = stream.codec_context.encode_subtitle(cue)
            packet.stream, packet.time_base = stream, base
            packet.pts = packet.dts = pts
            packet.duration = duration
            self._container.mux(packet)


class WriterThread:
    """Encodes frames on a thread of its own, so the caller can draw the next ones meanwhile.

    Frames wait in a short queue (``depth`` frames: a 1080p frame is 6 MB). After :meth:`finish`
    or :meth:`cancel`, :attr:`done` turns true; then :attr:`error` holds the failure, if any, and
    :attr:`path` the finished file (None when cancelled or failed).
    """

    def __init__(self, writer: VideoWriter, depth: int = 4) -> None:
        self.writer = writer
        self.error: Exception | None = None
        self.path: Path | None = None
        self.done = False
        self._queue: queue.Queue = queue.Queue(depth)
        self._cancelled = threading.Event()
        self._thread = threading.Thread(target=self._run, name="posviz-video", daemon=True)
        self._thread.start()

    def put(self, rgb: np.ndarray, timeout: float | None = None) -> bool:
        """Queue one frame; False when the queue stayed full for ``timeout`` seconds."""
        try:
            self._queue.put(rgb, timeout=timeout)
        except queue.Full:
            return False
        return True

    def room(self) -> bool:
        """Whether a frame can be queued now without waiting."""
        return not self._queue.full()

    def finish(self) -> None:
        """No more frames: finish the file once the queued ones are encoded."""
        self._queue.put(None)

    def cancel(self) -> None:
        """Drop the queued frames and the file (an existing one stays as it was)."""
        self._cancelled.set()
        while True:
            try:
                self._queue.get_nowait()
            except queue.Empty:
                break
        self._queue.put(None)

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the end; True when done."""
        self._thread.join(timeout)
        return self.done

    def _run(self) -> None:
        try:
            while (rgb := self._queue.get()) is not None:
                if not self._cancelled.is_set():
                    self.writer.write(rgb)
            if self._cancelled.is_set():
                self.writer.abort()
            else:
                self.path = self.writer.close()
        except Exception as exc:         # noqa: BLE001 - reported to the caller, who says it in one line
            self.error = exc
            self.writer.abort()
        finally:
            self.done = True
