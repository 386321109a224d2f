"""Issue 26's kinds of hostile input, several variants each, as (kind, name, build) cases for bench_hostile.py.

``build(folder)`` writes what the case needs under ``folder`` and returns a :class:`Case`: the
model folder (or None: the lesson's toy model), the sentence, extra ``posviz export`` arguments,
and what must happen ("ok": a result; "refused": one line and exit 2 on the command line, a
message in the window).
"""
from __future__ import annotations

import json
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import big_vocabulary  # noqa: E402
import hostile_tokenizers as ht  # noqa: E402
import tiny_checkpoints as tc  # noqa: E402

ESCAPES = "\x1b]0;owned\x07\x1b[2J"


@dataclass
class Case:
    model: Path | None
    sentence: str = "the dog bit the man"
    args: list = field(default_factory=list)
    expect: str = "ok"           # "ok", "refused", or "either" (a message or a result, never a stall)
    env: dict = field(default_factory=dict)
    out: str = "out.csv"        # the file posviz export writes (in the case's own empty folder)
    prepare: object = None      # prepare(work folder) before the command: links at OUT's place
    written: tuple = ()         # files outside the work folder the command must write (a link's target)


def _regex(pattern: str, text: str, expect: str = "either"):
    return lambda f: Case(ht.backtracking(f / "m", pattern), text, expect=expect)


def _multiplying(times: int, factor: int, text: str, expect: str):
    return lambda f: Case(ht.multiplying(f / "m", times=times, factor=factor), text, expect=expect)


def _prepend(f: Path) -> Case:
    from tokenizers import normalizers
    folder, _ = tc.gpt2(f / "m")
    ht._rewrite(folder, lambda tok: setattr(tok, "normalizer", normalizers.Sequence(
        [normalizers.Prepend("a" * 5000)] * 2 + [normalizers.Replace("a", "a" * 50)] * 2)))
    return Case(folder, expect="refused")


def _vocabulary(words: int):
    return lambda f: Case(big_vocabulary.folder(f / "m", words), "w1 w2 w3 " * 30)


def _long_tensor_name(f: Path) -> Case:
    folder, _ = tc.gpt2(f / "m")
    data = (folder / "model.safetensors").read_bytes()
    size = struct.unpack("<Q", data[:8])[0]
    header = json.loads(data[8:8 + size])
    header["w" * 5_000_000] = {"dtype": "Q9", "shape": [1], "data_offsets": [0, 4]}
    raw = json.dumps(header).encode()
    (folder / "model.safetensors").write_bytes(struct.pack("<Q", len(raw)) + raw + data[8 + size:])
    return Case(folder, expect="refused")


def _missing_shards(count: int, escapes: bool):
    def build(f: Path) -> Case:
        folder, _ = tc.gpt2(f / "m")
        names = [f"shard{ESCAPES if escapes else ''}{i:05}.safetensors" for i in range(count)]
        (folder / "model.safetensors.index.json").write_text(json.dumps(
            {"weight_map": {f"t{i}": name for i, name in enumerate(names)}}))
        return Case(folder, expect="refused")
    return build


def _model_type(value: str):
    def build(f: Path) -> Case:
        folder, _ = tc.gpt2(f / "m")
        config = json.loads((folder / "config.json").read_text())
        config["model_type"] = value
        config.pop("architectures")
        (folder / "config.json").write_text(json.dumps(config))
        return Case(folder, expect="refused")
    return build


def _zero_width(f: Path) -> Case:
    import numpy as np
    folder, tensors = tc.gpt2(f / "m")
    tensors = {k: np.zeros((v.shape[0], 0), np.float32) if "wte" in k or "wpe" in k else v for k, v in tensors.items()}
    tc.save(folder / "model.safetensors", tensors)
    return Case(folder, expect="refused")


def _sentence(text: str):
    return lambda f: Case(None, text)


def _out_name(length: int):
    return lambda f: Case(None, out="x" * length + ".csv", expect="refused")


def _link_out(dangling: bool):
    """OUT is a link the user named: exports write through it (their documented rule), never elsewhere."""
    def build(f: Path) -> Case:
        target = f / "elsewhere" / "target.csv"
        target.parent.mkdir()
        if not dangling:
            target.write_text("old")
        return Case(None, prepare=lambda work: (work / "out.csv").symlink_to(target), written=(target,))
    return build


def _locale(value: str, locale: str):
    return lambda f: Case(None, args=["--base", value], expect="refused", env={"LC_ALL": locale, "LANG": locale})


CASES = [
    ("tokenizer", "regex (a+)+$ slow", _regex("(a+)+$", ht.SLOW)),
    ("tokenizer", "regex (a+)+$ panic", _regex("(a+)+$", ht.PANIC, "refused")),
    ("tokenizer", "regex (a|aa)+$", _regex("(a|aa)+$", ("a" * 26 + "! ") * 6)),
    ("tokenizer", "regex (a*)*b", _regex("(a*)*b", "a" * 40)),
    ("tokenizer", "regex (\\w+\\s?)*$", _regex(r"(\w+\s?)*$", "word " * 30 + "!")),
    ("tokenizer", "normalizer x10^7", _multiplying(7, 10, "a", "refused")),
    ("tokenizer", "normalizer x100 long text", _multiplying(1, 100, "a" * 39_000, "either")),
    ("tokenizer", "normalizer prepend chain", _prepend),
    ("tokenizer", "vocabulary 600k", _vocabulary(600_000)),
    ("tokenizer", "vocabulary 200k", _vocabulary(200_000)),
    ("message", "5M-character tensor name", _long_tensor_name),
    ("message", "30,000 missing shards", _missing_shards(30_000, False)),
    ("message", "30,000 shards with escapes", _missing_shards(30_000, True)),
    ("message", "4 MB model_type", _model_type("m" * 4_000_000)),
    ("message", "model_type with escapes", _model_type("gpt" + ESCAPES * 100)),
    ("sentence", "40,000 x U+FDFA", _sentence("\ufdfa" * 40_000)),
    ("sentence", "3,000 ZWJ families", _sentence("\U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466" * 3_000)),
    ("sentence", "21,000 combining marks", _sentence("a" + "\u0301" * 21_000)),
    ("sentence", "one 50,000-character word", _sentence("x" * 50_000)),
    ("sentence", "bidi and escapes", _sentence(("\u202e" + ESCAPES) * 2_000)),
    ("cli", "zero-width token table", _zero_width),
    ("cli", "output name of 300 characters", _out_name(300)),
    ("cli", "output name of 5,000 characters", _out_name(5_000)),
    ("link", "OUT is a link to a file", _link_out(False)),
    ("link", "OUT is a dangling link", _link_out(True)),
    ("locale", "base 0,5 under de_DE", _locale("0,5", "de_DE.UTF-8")),
    ("locale", "base 1.000,5 under tr_TR", _locale("1.000,5", "tr_TR.UTF-8")),
]
