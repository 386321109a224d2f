"""The command line measures its input against posviz.model.limits before it builds or encodes anything.

``posviz export z … --d-model 8192 --sentence <128k characters>`` once peaked at 7.2 GB before it
refused; here the child process may use 1.5 GB of address space at most, and nothing of the model
may run before the refusal.
"""
from __future__ import annotations

import os
import resource
import subprocess
import sys

import pytest

from posviz.cli.command import main
from posviz.model import limits
from posviz.model import input_layer, settings

ADDRESS_SPACE = 1_500_000_000


def _capped():
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))


@pytest.fixture
def model_calls(monkeypatch):
    """Every table built and every text encoded by the model."""
    calls = []
    build, encode = settings.build_layer, input_layer.InputLayer.encode
    monkeypatch.setattr(settings, "build_layer", lambda *a, **k: calls.append("build") or build(*a, **k))
    monkeypatch.setattr(input_layer.InputLayer, "encode",
                        lambda self, text, *a, **k: calls.append(("encode", len(text))) or encode(self, text, *a, **k))
    return calls


@pytest.mark.parametrize("sentence, phrases", [
    ("x " * 64_000, ["128,000 characters", f"at most {limits.MAX_TEXT:,}"]),
    ("the " * 22_500, ["22,500 tokens × 8,192", f"{limits.MAX_Z_VALUES:,}"]),
])
def test_too_large_is_refused_before_any_table_or_encoding(tmp_path, capsys, model_calls, sentence, phrases):
    status = main(["export", "z", str(tmp_path / "z.npy"), "--d-model", "8192", "--sentence", sentence])
    err = capsys.readouterr().err
    assert status == 2 and model_calls == []
    assert all(phrase in err for phrase in phrases), err
    assert not (tmp_path / "z.npy").exists()


def test_just_under_the_limits_is_written(tmp_path, model_calls):
    sentence = "the " * (limits.MAX_Z_VALUES // 8192)           # 512 tokens x 8,192 = MAX_Z_VALUES exactly
    assert main(["export", "z", str(tmp_path / "z.npy"), "--d-model", "8192", "--sentence", sentence]) == 0
    assert model_calls == ["build", ("encode", len(sentence))]


def test_the_issue_case_refuses_within_a_small_memory_cap(tmp_path):
    result = subprocess.run([sys.executable, "-m", "posviz", "export", "z", str(tmp_path / "z.npy"), "--d-model",
                             "8192", "--sentence", "the " * 32_000], capture_output=True, text=True, timeout=120,
                            preexec_fn=_capped, env={**os.environ, "OPENBLAS_NUM_THREADS": "1"})
    assert result.returncode == 2, result.stderr
    assert "128,000 characters" in result.stderr and "Traceback" not in result.stderr
