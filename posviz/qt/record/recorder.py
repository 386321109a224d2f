"""A recording in progress: frames drawn here (the GUI thread), encoded on the writer's thread.

:meth:`Recording.advance` draws frames for a short while and queues them; the writer thread encodes
them meanwhile. The command line calls it until the end; File → Record… calls it from a timer, so
the window stays usable. The caption file (WebVTT, beside the video) is written once the video is.
"""
from __future__ import annotations

import time
from pathlib import Path

from posviz.lecture.fileio import atomic_path
from posviz.lecture.palette import lookup_table, palette_for
from posviz.lecture.timeline import webvtt
from posviz.lecture.video import VideoWriter, WriterThread, video_format
from posviz.qt.record.render import Renderer, timeline
from posviz.qt.record.scenes import Scene

PALETTE_TIMES = (0.0, 0.25, 0.5, 0.75, 1.0)     # a moving scene's pictures that choose a GIF's colours


def captions_path(path: str | Path) -> Path:
    """The WebVTT file written beside the video ``path`` (same name, .vtt)."""
    return Path(path).with_suffix(".vtt")


class Recording:
    """``scenes`` drawn from ``stage`` into the video ``path`` at ``size`` and ``fps``.

    Attributes
    ----------
    timeline : Timeline
    palette : (ndarray (32768,), ndarray (n, 3)) or None
        A GIF's colour lookup table and colours.
    written : int
        Frames handed to the encoder so far.
    """

    def __init__(self, stage, scenes: list[Scene], path: str | Path, size: tuple[int, int], fps: int) -> None:
        self.path, self.size = Path(path), size
        self.timeline = timeline(scenes, fps)
        self.renderer = Renderer(stage, scenes, size)
        self.palette = self._palette(scenes) if video_format(path) == "gif" else None   # (lookup, colours)
        self.writer = WriterThread(VideoWriter(path, size, fps, self.timeline.cues(), self.palette))
        self.written = 0

    @property
    def progress(self) -> float:
        """Share of the frames drawn, 0 to 1."""
        return self.written / self.timeline.frames

    def advance(self, seconds: float, wait: bool = False) -> bool:
        """Draw and queue frames for about ``seconds``; True once every frame is queued.

        Without ``wait`` it also stops when the encoder's queue is full (the caller comes back later).
        """
        end = time.monotonic() + seconds
        while self.written < self.timeline.frames and not self.writer.done:
            if not wait and not self.writer.room():
                return False
            picture = self.renderer.picture(*self.timeline.at(self.written))
            while not self.writer.put(picture, timeout=0.25):
                if self.writer.done:          # the encoder failed: it says why in writer.error
                    return True
            self.written += 1
            if time.monotonic() > end:
                break
        if self.written >= self.timeline.frames:
            self.renderer.close()
            return True
        return False

    def finish(self) -> None:
        """All frames are queued: let the encoder finish the file."""
        self.renderer.close()
        self.writer.finish()

    def cancel(self) -> None:
        """Stop: no file is written (an existing one stays as it was)."""
        self.renderer.close()
        self.writer.cancel()

    def write_captions(self) -> Path:
        """Write the WebVTT captions beside the finished video; returns their path."""
        path = captions_path(self.path)
        with atomic_path(path) as tmp:
            tmp.write_text(webvtt(self.timeline.cues()), encoding="utf-8")
        return path

    def _palette(self, scenes: list[Scene]):
        """A GIF's colours, from every scene's finished picture and a moving scene's passing ones."""
        pictures = [self.renderer.picture(i, t) for i, scene in enumerate(scenes)
                    for t in (PALETTE_TIMES if scene.moves else (1.0,))]
        self.renderer.close()
        colours = palette_for(pictures)
        return lookup_table(colours), colours
