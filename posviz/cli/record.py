"""``posviz export walkthrough|addition OUT.mp4``: recordings, rendered off screen frame by frame.

The options are today's export's (checked by the same code) plus ``--fps`` and ``--hold``; the
format comes from OUT's extension (.mp4, .webm, .gif, .apng). PyAV, the ``video`` extra, is
imported only here, and its absence is one line naming the extra. The captions go beside the video
as a WebVTT file (OUT with the suffix .vtt).
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from posviz.cli import export as export_cli
from posviz.lecture.timeline import FPS_LIMITS, HOLD_LIMITS

RECORDINGS = ("walkthrough", "addition", "heatmap", "rope", "context")
DEFAULT_RECORDING_SIZE = (1280, 720)
DEFAULT_FPS = {"gif": 25, "apng": 25}            # GIF counts time in hundredths of a second: 4 per frame
VIDEO_SUFFIXES = (".mp4", ".webm", ".gif", ".apng")


def add_recordings(parser: argparse.ArgumentParser) -> None:
    """Teach ``posviz export``'s parser the recordings: their options, and its handler sends them here."""
    pictures = parser.get_default("handler")
    parser.set_defaults(handler=lambda args: run_record(args) if is_recording(args) else pictures(args))
    parser.add_argument("--fps", help="frames per second of a recording (default 30; 25 for .gif and .apng)")
    parser.add_argument("--hold", help="seconds each step of a recording stays after its motion (default: long "
                                       "enough to read its caption, at least 3)")


def is_recording(args: argparse.Namespace) -> bool:
    """Whether ``posviz export`` was asked for a recording: a video file, or the walkthrough (which has no
    picture, nor have RoPE's and Context extension's; ``addition`` and ``heatmap`` to a .png stay pictures)."""
    return args.panel in ("walkthrough", "rope", "context") or os.path.splitext(str(args.out))[1].lower() in VIDEO_SUFFIXES


def run_record(args: argparse.Namespace) -> int:
    """Carry out ``posviz export RECORDING OUT``; returns the exit status."""
    from posviz.lecture.export_data import ExportError
    from posviz.lecture.fileio import WriteError
    from posviz.lecture.video import VideoError
    try:
        job = _check(args)
        video, captions = _record(job)
    except (export_cli.UsageError, ExportError, VideoError) as exc:
        return export_cli._fail(str(exc), 2)
    except WriteError as exc:
        return export_cli._fail(str(exc), 1)
    print(f"wrote {export_cli.shown(video)} and its captions {export_cli.shown(captions)}")
    return 0


def _check(args: argparse.Namespace) -> dict:
    from posviz.lecture.video import require_av, size_problem, video_format
    fmt = video_format(args.out)
    if args.panel not in RECORDINGS:
        raise export_cli.UsageError(f"{args.panel!r} cannot be recorded as a video; recordings: {', '.join(RECORDINGS)}")
    if fmt is None:
        raise export_cli.UsageError(f"a recording is a video: end OUT with {', '.join(VIDEO_SUFFIXES)}, "
                                    f"got {export_cli.shown(Path(args.out).name)}")
    require_av()                      # before a model is read or a window is built
    fps = export_cli._number(args.fps, "--fps", int, *FPS_LIMITS) or DEFAULT_FPS.get(fmt, 30)
    hold = export_cli._number(args.hold, "--hold", float, *HOLD_LIMITS)
    size = export_cli._size(args.size, "window", 1) if args.size else DEFAULT_RECORDING_SIZE
    if size_problem(fmt, *size):
        raise export_cli.UsageError(f"--size: {size_problem(fmt, *size)}")
    # The sentence, model, scheme, theme, ... are checked exactly as a picture's (a PNG beside OUT).
    picture = argparse.Namespace(**{**vars(args), "panel": "addition", "out": str(Path(args.out).with_suffix(".png")),
                                    "size": None, "scale": "1"})
    job = export_cli._check(picture)
    job.update(panel=args.panel, out=args.out, fmt=fmt, fps=fps, hold=hold, size=size)
    return job


def _record(job: dict) -> tuple[Path, Path]:
    """Draw and encode the recording off screen; returns the video's and the captions' paths."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from posviz.qt import create_window
    from posviz.qt.record.recorder import Recording
    from posviz.qt.record import scenes
    from posviz.qt.window import headless
    from posviz.qt.window.walkthrough import recording_steps
    headless._quiet_qt()
    stage = create_window(job["frame"].text, restore=False)
    stage.persistence.disable()
    stage.room.keep_on_screen = False
    try:
        headless._apply(stage.session, job)
        session = stage.session
        made = scenes.scenes_for(job["panel"], session, recording_steps(session.layer), job["hold"])
        recording = Recording(stage, made, job["out"], job["size"], job["fps"])
        try:
            while not recording.advance(1.0, wait=True):
                pass
        except BaseException:
            recording.cancel()          # no partial file is left behind
            raise
        recording.finish()
        recording.writer.join()
        if recording.writer.error is not None:
            from posviz.lecture.fileio import WriteError
            raise WriteError(f"cannot write {job['out']}: {recording.writer.error}")
        return recording.writer.path, recording.write_captions()
    finally:
        stage.close()
        stage.deleteLater()
