"""``posviz export PANEL OUT``: pictures and tables for slides, made without a display.

Options are checked before anything heavy is imported; tables (.csv, .npy) are computed by the
numpy model alone, pictures (.png, .svg) by the real window drawn on Qt's off-screen platform.
Every problem is one line on stderr and a non-zero exit (2: a bad option, 1: the file could not
be written), and no partial file is ever left behind.
"""
from __future__ import annotations

import argparse
import os
import re
import sys

from posviz.lecture.export_data import DATA_FORMATS, PANELS, ExportError, check_panel, format_of

SIDE_LIMITS = (64, 7680)              # logical pixels per side
MAX_PIXELS = 7680 * 4320              # image pixels after --scale: an 8K frame, ~130 MB in memory
DEFAULT_SIZES = {"window": (1280, 800)}
DEFAULT_PANEL_SIZE = (900, 600)


class UsageError(ValueError):
    """A bad option: exit status 2."""


class _Models(argparse.Action):
    """``--model``: the last one given is ``model``; all of them, in order, are ``models`` (compare)."""

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)
        namespace.models = [*(getattr(namespace, "models", None) or []), values]


def add_export_options(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Teach the ``posviz export`` subcommand's parser its description, arguments and handler."""
    parser.description = (
        "Write one panel (or the whole window) to OUT, without a display. The format comes from "
        "OUT's extension: .png, .svg (pictures) or .csv, .npy (the numbers: E, the position table, "
        "the focused token's sum, Z, and the deeper views' position-similarity, position-components and "
        "rope-decay). Z is what block 1 receives: for a real model that adds steps after "
        "token + position (BERT's token type and LayerNorm, Gemma's scaling) the CSV header names them.")
    parser.add_argument("panel", metavar="PANEL",
                        help=f"one of {', '.join(PANELS)}; page (the lesson page, OUT.html); "
                             "or a recording: walkthrough, addition, heatmap, rope, context")
    parser.add_argument("out", metavar="OUT", help="file to write (.png, .svg, .csv or .npy; a recording: .mp4, .webm, "
                                                   ".gif or .apng, with its captions beside it as .vtt; the heatmap's "
                                                   "scrolls to --length)")
    parser.add_argument("--sentence", default=argparse.SUPPRESS,
                        help="the sentence (default: the lesson's 'the dog bit the man')")
    parser.add_argument("--scheme", help="position scheme: sinusoidal, learned, rope or none")
    parser.add_argument("--convention", help="sinusoidal convention: paper, split, tensor2tensor or fairseq")
    parser.add_argument("--base", help="frequency base of sinusoidal and RoPE (default 10000)")
    parser.add_argument("--d-model", dest="d_model", help="width d of every vector (6: the lesson's table)")
    parser.add_argument("--length", help="positions shown by the heatmap and in its table (default 64); also the "
                                         "rows of a formula's table in position-similarity/-components and the "
                                         "context length L of rope-decay")
    parser.add_argument("--focus", help="index of the token whose sum 'addition' shows (default 1)")
    parser.add_argument("--size", help="picture size WxH in pixels (default 1280x800 for window, 900x600 "
                                       "for a panel)")
    parser.add_argument("--scale", choices=("1", "2"), default="1", help="2: twice the pixels, for slides (PNG)")
    parser.add_argument("--theme", help="system, light, dark or high-contrast")
    parser.add_argument("--colormap", help="CET-D1, CET-CBD1 or CET-CBTD1")
    parser.add_argument("--model", metavar="PATH", action=_Models,
                        help="a real model's folder (config.json, *.safetensors, tokenizer.json) instead of the toy "
                             "model; needs the 'real' extra. PANEL compare takes two to four (toy: the lesson's model)")
    parser.set_defaults(handler=run_export)
    return parser


def run_export(args: argparse.Namespace) -> int:
    """Carry out ``posviz export``; returns the exit status."""
    from posviz.lecture.fileio import WriteError
    try:
        job = _check(args)
        _write(job)
    except (UsageError, ExportError) as exc:
        return _fail(str(exc), 2)
    except WriteError as exc:
        return _fail(str(exc), 1)
    except OSError as exc:              # a name over the file system's limit (ENAMETOOLONG), ...
        return _fail(f"cannot write {args.out}: {exc.strerror or exc}", 2)
    print(f"wrote {shown(job['out'])}")
    return 0


def _fail(message: str, status: int) -> int:
    from posviz.shorten import plain_message
    print(plain_message(f"posviz export: {shown(message)}"), file=sys.stderr)
    return status


# --- checking the options -------------------------------------------------------------------------
TEXT_OPTIONS = ("panel", "sentence", "scheme", "convention", "base", "d_model", "length", "focus", "size",
                "theme", "colormap")


def _check_text(args: argparse.Namespace) -> None:
    """Every option that is text must be valid text: bytes that are not UTF-8 reach Python as lone
    surrogates (surrogateescape) and would fail far later, when written. File names may hold them."""
    for name in TEXT_OPTIONS:
        problem = undecodable(getattr(args, name, None), name.upper() if name == "panel" else
                              "--" + name.replace("_", "-"))
        if problem:
            raise UsageError(problem)


def undecodable(value, option: str) -> str:
    """Why the command-line text ``value`` of ``option`` is not valid text ("" when it is)."""
    if not isinstance(value, str):
        return ""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        return (f"{option} is not valid text: byte {shown(value[exc.start])} at character {exc.start + 1} "
                "is not UTF-8 (check the terminal's encoding)")
    return ""


def shown(text) -> str:
    """``text`` printable whatever it holds (a file name's non-UTF-8 bytes as \\xNN)."""
    text = str(text)
    try:
        raw = os.fsencode(text)
    except UnicodeEncodeError:          # a lone surrogate that is no escaped byte
        raw = text.encode("utf-8", "backslashreplace")
    return raw.decode("utf-8", "backslashreplace")


def _check(args: argparse.Namespace) -> dict:
    from posviz.model.limits import MAX_HEATMAP_ROWS, MAX_Z_VALUES, text_problem
    from posviz.model.settings import LayerSettings, build_layer, input_problem, settings_for_model
    _check_text(args)
    fmt = format_of(args.out)
    check_panel(args.panel, fmt)
    folder = os.path.dirname(os.path.abspath(args.out))
    if not os.path.isdir(folder):
        raise UsageError(f"cannot write {args.out}: the folder {folder} does not exist")
    changes = {"scheme": args.scheme, "convention": args.convention,
               "base": _number(args.base, "--base", float), "d_model": _number(args.d_model, "--d-model", int)}
    length = _number(args.length, "--length", int, 1, MAX_HEATMAP_ROWS) or 64
    sentence = getattr(args, "sentence", None) or "the dog bit the man"
    if text_problem(sentence):      # measured before a model is read or anything is encoded
        raise UsageError(f"--sentence: {text_problem(sentence)}")
    model = _real_model(args.model)
    try:
        settings = LayerSettings().changed(**{k: v for k, v in changes.items() if v is not None})
        if model is not None and args.scheme is None:
            settings = settings_for_model(model, settings)
        problem = input_problem(sentence, settings, model)     # tokens counted: no table built, nothing encoded
        if problem:
            raise ValueError(problem)
        layer = build_layer(settings, model)
        frame = layer.encode(sentence, max_values=MAX_Z_VALUES)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    focus = _number(args.focus, "--focus", int, 0, max(frame.length - 1, 0))
    focus = min(1, frame.length - 1) if focus is None else focus
    return {"panel": args.panel, "out": args.out, "fmt": fmt, "settings": settings, "layer": layer,
            "frame": frame, "model": model, "length": length, "focus": focus, "theme": args.theme, "colormap": args.colormap,
            "size": _size(args.size, args.panel, int(args.scale)), "scale": int(args.scale)}


def _real_model(path: str | None):
    """The real model's layer in folder ``path`` (None without one); a bad folder is a usage error."""
    if not path:
        return None
    from posviz.model.checkpoint.loader import CheckpointError, load_checkpoint
    from posviz.model.checkpoint.tokenizer import require_tokenizers
    try:
        require_tokenizers()
        return load_checkpoint(path)
    except (CheckpointError, ValueError, OSError, MemoryError) as exc:     # one line, exit 2
        raise UsageError(f"cannot open the model in {path}: {exc}") from None


def _number(text: str | None, option: str, kind: type, low: float | None = None, high: float | None = None):
    if text is None:
        return None
    try:
        value = kind(text)
    except ValueError:
        raise UsageError(f"{option} must be {'a whole number' if kind is int else 'a number'}, "
                         f"got {text!r}") from None
    if low is not None and not low <= value <= high:
        raise UsageError(f"{option} must be between {low:,} and {high:,}, got {value:,}")
    return value


def _size(text: str | None, panel: str, scale: int) -> tuple[int, int]:
    if text is None:
        return DEFAULT_SIZES.get(panel, DEFAULT_PANEL_SIZE)
    match = re.fullmatch(r"\s*(\d+)\s*[x×X]\s*(\d+)\s*", text)
    if not match:
        raise UsageError(f"--size must look like 1280x800, got {text!r}")
    width, height = int(match.group(1)), int(match.group(2))
    low, high = SIDE_LIMITS
    if not (low <= width <= high and low <= height <= high):
        raise UsageError(f"--size {width}x{height} is out of range: each side must be {low} to {high:,} pixels")
    if width * height * scale * scale > MAX_PIXELS:
        raise UsageError(f"--size {width}x{height} at --scale {scale} makes {width * height * scale * scale:,} "
                         f"pixels; at most {MAX_PIXELS:,} (an 8K frame)")
    return width, height


# --- writing ------------------------------------------------------------------------------------
def _write(job: dict) -> None:
    if job["fmt"] in DATA_FORMATS:
        _write_table(job)
    else:
        _write_picture(job)


def _write_table(job: dict) -> None:
    """Tables come from the numpy model alone: no Qt, no window."""
    from posviz.lecture.export_data import MAX_CSV_VALUES, MAX_NPY_VALUES, VIEW_PANELS, table_for, write_table
    limit = MAX_CSV_VALUES if job["fmt"] == "csv" else MAX_NPY_VALUES
    if job["panel"] in VIEW_PANELS:       # rows of a formula's table, and rope-decay's L, are --length
        from posviz.lecture.export_views import view_table
        model = job["model"]
        table = view_table(job["panel"], job["layer"], job["length"], job["settings"].base, job["length"],
                           model.name if model is not None else None)
    else:
        table = table_for(job["panel"], job["layer"], job["frame"], job["length"], job["focus"], limit)
    write_table(table, job["out"], job["fmt"])


def _write_picture(job: dict) -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"     # drawn off-screen: no display needed, nothing shown
    from posviz.qt.window.headless import render_export
    render_export(job)
