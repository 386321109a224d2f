"""``posviz export compare OUT.csv|OUT.png --model A --model B [...]``: one sentence through 2-4 models.

Reached from ``posviz export`` (PANEL ``compare``). ``--model toy`` is the lesson's model; any other
value is a model folder. The CSV has one row per (model, token): model, index, token, id, start,
end, norm (the length of the row block 1 receives); the PNG is the Compare tab's view. Every
problem is one line on stderr: exit 2 for a bad option or model, 1 when the file cannot be written.
"""
from __future__ import annotations

import argparse
import csv
import os

from posviz.cli.export import UsageError, _fail, _size, shown, undecodable

PANEL = "compare"
FORMATS = (".csv", ".png")
NOT_FOR_COMPARE = ("scheme", "convention", "base", "d_model", "length", "focus", "theme", "colormap")
MANY_MODELS = "--model was given {count} times: only export compare takes more than one model"
DEFAULT_SIZE = (1280, 800)


def compare_handler(args: argparse.Namespace, export_handler):
    """:func:`run_compare` for PANEL compare, else ``export_handler`` (refusing a repeated --model)."""
    if args.panel == PANEL:
        return run_compare
    models = getattr(args, "models", None) or []
    if len(models) > 1:
        return lambda _args: _fail(MANY_MODELS.format(count=len(models)), 2)
    return export_handler


def run_compare(args: argparse.Namespace) -> int:
    """Carry out ``posviz export compare OUT``; returns the exit status."""
    from posviz.lecture.fileio import WriteError
    from posviz.lecture.export_data import ExportError
    try:
        sentence, specs, suffix = _check(args)
        comparison = _compare(sentence, specs)
        if suffix == ".csv":
            write_csv(comparison, args.out)
        else:
            _picture(comparison, args)
    except (UsageError, ExportError) as exc:
        return _fail(str(exc), 2)
    except WriteError as exc:
        return _fail(str(exc), 1)
    print("wrote {path} ({models} models, {rows:,} tokens in all)".format(
        path=shown(args.out), models=len(comparison.models), rows=sum(m.count for m in comparison.models)))
    return 0


def _check(args: argparse.Namespace) -> tuple[str, list[str], str]:
    from posviz.lessons.compare import MAX_MODELS  # four
    from posviz.model.limits import text_problem
    for name in NOT_FOR_COMPARE:
        if getattr(args, name, None) is not None:
            option = "--" + name.replace("_", "-")
            raise UsageError(f"{option} does not apply to compare: each model keeps its own positions and width")
    from posviz.cli.page import page_only_problem
    problem = page_only_problem(args)             # --lecture, --quiz, ...: the lesson page's own options
    if problem:
        raise UsageError(problem)
    specs = list(getattr(args, "models", None) or [])
    if not 2 <= len(specs) <= MAX_MODELS:
        raise UsageError(f"compare needs two to four models (--model PATH or --model toy), got {len(specs)}")
    sentence = getattr(args, "sentence", None) or "the dog bit the man"
    problem = undecodable(sentence, "--sentence") or text_problem(sentence)
    if problem:
        raise UsageError(f"--sentence: {problem}")
    suffix = os.path.splitext(args.out)[1].lower()
    if suffix not in FORMATS:
        raise UsageError(f"compare writes a table (.csv) or a picture (.png), got {args.out}")
    folder = os.path.dirname(os.path.abspath(args.out))
    if not os.path.isdir(folder):
        raise UsageError(f"cannot write {args.out}: the folder {folder} does not exist")
    return sentence, specs, suffix


def _compare(sentence: str, specs: list[str]):
    from posviz.lessons.compare import compare, open_layer
    from posviz.model.checkpoint.loader import CheckpointError
    layers = []
    for spec in specs:
        try:
            layers.append(open_layer(spec))
        except CheckpointError as exc:
            raise UsageError(f"cannot open the model in {spec}: {exc}") from None
    return compare(sentence, layers)


def write_csv(comparison, path) -> None:
    """One row per (model, token), after a header row; norms written exactly (repr)."""
    from posviz.lecture.fileio import atomic_path
    from posviz.lessons.compare import TABLE_HEADER, table_rows
    with atomic_path(path) as tmp, open(tmp, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(TABLE_HEADER)
        for row in table_rows(comparison):
            writer.writerow([*row[:-1], repr(row[-1])])


def _picture(comparison, args: argparse.Namespace) -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"     # drawn off-screen: no display needed
    from posviz.qt.export.compare_picture import render_compare
    from posviz.qt.window.headless import _quiet_qt
    _quiet_qt()
    from posviz.qt.panels.compare.panel import longest_word_start
    width, height = _size(args.size, PANEL, int(args.scale)) if args.size else DEFAULT_SIZE
    render_compare(comparison, longest_word_start(comparison.text), args.out, width, height, int(args.scale),
                   language=getattr(args, "language", None))
