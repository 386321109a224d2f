"""Model folders whose tokenizer.json misbehaves, written with the ``tokenizers`` library itself.

- :func:`backtracking`: a pre-tokenizer Split on ``(a+)+$``: a sentence of :data:`SLOW` takes ~1 s
  on the reference machine (each run of 23 "a"s costs 2^23 steps), and a run of 30 "a"s without
  an end makes the regex engine hit its retry limit, where the library panics
  (``pyo3_runtime.PanicException``, a ``BaseException``).
- :func:`multiplying`: a normalizer that replaces "a" by ten "a"s ``times`` times (one character
  becomes 10 ** times).
"""
from __future__ import annotations

from pathlib import Path

import tiny_checkpoints as tc

SLOW = ("a" * 23 + "! ") * 7          # 175 characters, ~1 s in the regex
PANIC = "a" * 30 + "b"                # past the regex engine's retry limit: a Rust panic


def _rewrite(folder: Path, configure) -> Path:
    from tokenizers import Tokenizer
    tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
    configure(tok)
    tok.save(str(folder / "tokenizer.json"))
    return folder


def backtracking(path: Path, pattern: str = "(a+)+$") -> Path:
    """A GPT-2-like folder whose pre-tokenizer first splits on the backtracking ``pattern``."""
    from tokenizers import Regex, pre_tokenizers
    folder, _ = tc.gpt2(path)

    def configure(tok):
        tok.pre_tokenizer = pre_tokenizers.Sequence([
            pre_tokenizers.Split(Regex(pattern), behavior="isolated"), tok.pre_tokenizer])
    return _rewrite(folder, configure)


def multiplying(path: Path, times: int = 7, factor: int = 10) -> Path:
    """A GPT-2-like folder whose normalizer makes every "a" ``factor ** times`` "a"s."""
    from tokenizers import normalizers
    folder, _ = tc.gpt2(path)

    def configure(tok):
        tok.normalizer = normalizers.Sequence([normalizers.Replace("a", "a" * factor)] * times)
    return _rewrite(folder, configure)
