"""``posviz export`` of the deeper views' numbers: position-similarity, position-components, rope-decay.

Each file is read back and compared with an independent computation (explicit cosines, numpy's SVD,
RoFormer's sum written term by term).
"""
import csv
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from posviz.model.settings import LayerSettings
from position_references import paper_sinusoid, explicit_cosines, explicit_bound


def export(*args):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return subprocess.run([sys.executable, "-m", "posviz", "export", *map(str, args)], capture_output=True,
                          text=True, env=env, timeout=180)


def read_csv(path, labels):
    with open(path, newline="", encoding="utf-8") as handle:
        header, *rows = list(csv.reader(handle))
    return header, np.array([[float(v) for v in row[labels:]] for row in rows])


def test_similarity_of_the_illustrative_table(tmp_path):
    out = tmp_path / "sim.csv"
    assert export("position-similarity", out, "--scheme", "learned", "--d-model", "8").returncode == 0
    header, values = read_csv(out, 1)
    table = LayerSettings(scheme="learned", d_model=8).position_scheme().table
    np.testing.assert_allclose(values, explicit_cosines(table), atol=1e-12)
    assert header[0] == "position i [The illustrative learned table (random, untrained), 32 x 8]"
    assert header[1:] == [f"position {j}" for j in range(32)]


def test_similarity_npy_of_a_sinusoidal_table_is_toeplitz(tmp_path):
    out = tmp_path / "sim.npy"
    assert export("position-similarity", out, "--d-model", "16", "--length", "40").returncode == 0
    values = np.load(out)
    np.testing.assert_allclose(values, explicit_cosines(paper_sinusoid(40, 16)), atol=1e-12)
    for k in range(40):
        assert np.ptp(np.diagonal(values, offset=k)) < 1e-9


def test_components_and_their_shares_in_the_header(tmp_path):
    out = tmp_path / "pc.csv"
    assert export("position-components", out, "--scheme", "learned", "--d-model", "12").returncode == 0
    header, values = read_csv(out, 1)
    table = LayerSettings(scheme="learned", d_model=12).position_scheme().table
    centred = table - table.mean(axis=0)
    u, s, _ = np.linalg.svd(centred, full_matrices=False)
    shares = [float(re.fullmatch(r"PC \d \(explained variance ratio (.+)\)", h).group(1)) for h in header[1:]]
    np.testing.assert_allclose(shares, s[:3] ** 2 / np.sum(s ** 2), rtol=1e-9)
    assert sum(shares) <= 1
    for c in range(3):
        reference = u[:, c] * s[c]
        np.testing.assert_allclose(values[:, c], np.sign(reference @ values[:, c]) * reference, atol=1e-9)


def test_rope_decay_is_roformers_sum(tmp_path):
    out = tmp_path / "decay.csv"
    assert export("rope-decay", out, "--scheme", "rope", "--d-model", "16", "--base", "500",
                  "--length", "300").returncode == 0
    header, values = read_csv(out, 0)
    assert header == ["distance", "bound [The session's RoPE (its whole vector is one head): base 500.0, d 16]"]
    assert values[0].tolist() == [0.0, (16 / 2 + 1) / 2]
    assert values[-1, 0] == 10_000 and np.all(np.diff(values[:, 0]) > 0)
    for m, bound in values[::97]:
        assert bound == pytest.approx(explicit_bound(m, 500.0, 16), rel=1e-9)


def test_rope_decay_of_a_toy_without_rope_uses_a_labelled_toy_head(tmp_path):
    out = tmp_path / "decay.npy"
    assert export("rope-decay", out, "--length", "5000").returncode == 0
    values = np.load(out)
    assert values[-1, 0] == 20_000 and values[0, 1] == pytest.approx((128 / 2 + 1) / 2)
    assert values[50, 1] == pytest.approx(explicit_bound(values[50, 0], 10000.0, 128), rel=1e-9)


def test_a_real_models_table(tmp_path):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints as tiny
    folder, tensors = tiny.gpt2(tmp_path / "gpt2-tiny", d=8, positions=20)
    out = tmp_path / "sim.csv"
    result = export("position-similarity", out, "--model", folder)
    assert result.returncode == 0, result.stderr
    header, values = read_csv(out, 1)
    np.testing.assert_allclose(values, explicit_cosines(tensors["transformer.wpe.weight"].astype(np.float64)),
                               atol=1e-6)
    assert header[0].startswith("position i [The learned table of gpt2-tiny") and header[0].endswith("20 x 8]")
