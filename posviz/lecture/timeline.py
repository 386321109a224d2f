"""When each shot of a recording is on screen: frames, animation time and caption cues (no Qt).

A recording is a row of shots (a title card, then the steps). A shot first plays its motion, if it
has one (the animation's time t runs from 0 to 1 over ``motion`` seconds), then holds its last
picture long enough to read its caption. Every time is a whole number of frames, so the frame count
is exactly the duration times the frame rate, and frame ``i`` shows shot ``s`` at a time that is a
function of ``i`` alone: a recording never depends on the wall clock.
"""
from __future__ import annotations

from dataclasses import dataclass

WORDS_PER_SECOND = 3.5        # a caption read at a comfortable subtitle pace (210 words a minute)
READING_MARGIN = 1.5          # seconds to find the caption and look back at the picture
MIN_HOLD = 3.0                # the shortest hold, in seconds, however short the caption
TITLE_SECONDS = 3.0           # the title card's hold
HOLD_LIMITS = (0.5, 600.0)    # what --hold accepts, in seconds
FPS_LIMITS = (1, 60)


@dataclass(frozen=True)
class ShotPlan:
    """What a shot shows and for how long, before it is cut into frames.

    Attributes
    ----------
    caption : str
        Its caption (the cue written to the WebVTT file).
    motion : float
        Seconds of animation before the hold (0: a still picture).
    hold : float
        Seconds the finished picture stays.
    """

    caption: str
    motion: float = 0.0
    hold: float = MIN_HOLD


@dataclass(frozen=True)
class Shot:
    """A shot cut into frames: ``first`` .. ``first + frames - 1``, of which ``motion`` animate."""

    caption: str
    first: int
    frames: int
    motion: int

    @property
    def stop(self) -> int:
        return self.first + self.frames

    @property
    def middle(self) -> int:
        """The frame in the middle of the shot (what a test compares with the still picture)."""
        return self.first + self.frames // 2


def reading_time(caption: str, hold: float | None = None) -> float:
    """Seconds a caption stays: ``hold`` when given, else long enough to read it."""
    if hold is not None:
        return float(hold)
    return max(MIN_HOLD, len(caption.split()) / WORDS_PER_SECOND + READING_MARGIN)


@dataclass(frozen=True)
class Timeline:
    """The shots of a recording at ``fps`` frames per second.

    Attributes
    ----------
    shots : tuple of Shot
    fps : int
    """

    shots: tuple[Shot, ...]
    fps: int

    @classmethod
    def cut(cls, plans: list[ShotPlan], fps: int) -> Timeline:
        """Cut ``plans`` into whole frames (each shot at least one frame, motion at least two)."""
        shots, first = [], 0
        for plan in plans:
            motion = max(2, round(plan.motion * fps)) if plan.motion > 0 else 0
            frames = motion + max(1, round(plan.hold * fps))
            shots.append(Shot(plan.caption, first, frames, motion))
            first += frames
        return cls(tuple(shots), int(fps))

    @property
    def frames(self) -> int:
        """How many frames the recording has: its duration times the frame rate."""
        return self.shots[-1].stop if self.shots else 0

    @property
    def duration(self) -> float:
        """Seconds."""
        return self.frames / self.fps

    def at(self, frame: int) -> tuple[int, float]:
        """(shot index, animation time t in [0, 1]) shown at ``frame``.

        The motion's k-th frame shows t = k / (motion - 1): its first frame the start, its last the
        end; a still shot and every held frame show t = 1.
        """
        if not 0 <= frame < self.frames:
            raise IndexError(f"frame {frame} is outside 0 to {self.frames - 1}")
        index = next(i for i, shot in enumerate(self.shots) if frame < shot.stop)
        shot = self.shots[index]
        k = frame - shot.first
        return index, (k / (shot.motion - 1) if k < shot.motion else 1.0)

    def cues(self) -> list[tuple[float, float, str]]:
        """(start, end, caption) in seconds, one per shot, end to end."""
        return [(shot.first / self.fps, shot.stop / self.fps, shot.caption) for shot in self.shots]


def vtt_time(seconds: float) -> str:
    """WebVTT's ``HH:MM:SS.mmm`` for ``seconds`` (rounded to the millisecond)."""
    ms = round(seconds * 1000)
    hours, ms = divmod(ms, 3_600_000)
    minutes, ms = divmod(ms, 60_000)
    secs, ms = divmod(ms, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}.{ms:03d}"


def webvtt(cues: list[tuple[float, float, str]]) -> str:
    """A WebVTT document with one numbered cue per caption (blank lines inside a caption removed:
    a blank line would end the cue)."""
    blocks = ["WEBVTT"]
    for number, (start, end, text) in enumerate(cues, 1):
        lines = [line.strip() for line in text.replace("-->", "→").splitlines() if line.strip()]
        blocks.append(f"{number}\n{vtt_time(start)} --> {vtt_time(end)}\n" + "\n".join(lines))
    return "\n\n".join(blocks) + "\n"
