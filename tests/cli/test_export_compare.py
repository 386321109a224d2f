"""posviz export compare: the CSV's rows are each tokenizer's own tokens and the main view's row norms;
the PNG is the compare view, drawn off-screen."""
import csv
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
tokenizers = pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tc  # noqa: E402

from posviz.lessons.compare import open_layer  # noqa: E402

SENTENCE = "the dog bit cats"


def run(*args):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return subprocess.run([sys.executable, "-m", "posviz", "export", *args], capture_output=True, text=True,
                          env=env, timeout=120)


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    root = tmp_path_factory.mktemp("export_compare")
    return tc.gpt2(root / "gpt2", positions=32)[0], tc.bert(root / "bert", positions=32)[0]


def test_csv_rows_are_the_tokenizers_and_the_main_views(tmp_path, folders):
    out = tmp_path / "compare.csv"
    result = run("compare", str(out), "--model", "toy", "--model", str(folders[0]), "--model", str(folders[1]),
                 "--sentence", SENTENCE)
    assert result.returncode == 0, result.stderr
    with open(out, newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["model", "index", "token", "id", "start", "end", "norm"]
    by_model = {}
    for row in rows[1:]:
        by_model.setdefault(row[0], []).append(row)
    assert list(by_model) == ["toy", "GPT-2", "BERT"]
    assert [r[3] for r in by_model["toy"]] == ["0", "2", "6", "10"]       # "cats" is not in the toy's 10 words
    for name, folder in zip(("GPT-2", "BERT"), folders):
        tok = tokenizers.Tokenizer.from_file(str(folder / "tokenizer.json"))
        tok.no_padding()
        own = tok.encode(SENTENCE)
        got = by_model[name]
        assert [int(r[3]) for r in got] == own.ids and [int(r[1]) for r in got] == list(range(len(own.ids)))
        real = [(int(r[4]), int(r[5])) for r, special in zip(got, own.special_tokens_mask) if not special]
        assert real == [o for o, special in zip(own.offsets, own.special_tokens_mask) if not special]
        rows_seen = open_layer(str(folder)).encode(SENTENCE).block_input
        assert [float(r[6]) for r in got] == np.linalg.norm(rows_seen, axis=1).tolist()


def test_png_is_the_compare_view(qapp, tmp_path, folders):
    from PySide6 import QtGui
    out = tmp_path / "compare.png"
    result = run("compare", str(out), "--model", "toy", "--model", str(folders[1]), "--sentence", SENTENCE,
                 "--size", "1000x700")
    assert result.returncode == 0, result.stderr
    image = QtGui.QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
    rgb = image.convertToFormat(QtGui.QImage.Format.Format_RGB32)      # kept: its bits are read below
    pixels = np.frombuffer(rgb.constBits(), np.uint32).copy()
    assert len(np.unique(pixels)) > 20              # chips, text and the plot, not one flat colour
    for colour in (0xFF0072B2, 0xFFD55E00):        # each model's norm line, in its colour (MODEL_COLOURS)
        assert np.count_nonzero(pixels == colour) > 50


def test_bad_options_are_one_line(tmp_path, folders):
    one = run("compare", str(tmp_path / "c.csv"), "--model", "toy")
    assert one.returncode == 2 and "compare needs two to four models" in one.stderr
    many = run("z", str(tmp_path / "z.csv"), "--model", "toy", "--model", str(folders[0]))
    assert many.returncode == 2 and "only export compare takes more than one model" in many.stderr
    missing = run("compare", str(tmp_path / "c.csv"), "--model", "toy", "--model", str(tmp_path / "nowhere"))
    assert missing.returncode == 2 and "there is no folder" in missing.stderr and "Traceback" not in missing.stderr
    page = run("compare", str(tmp_path / "c.csv"), "--model", "toy", "--model", "toy", "--lecture", "x.posviz")
    assert page.returncode == 2 and "--lecture is an option of the lesson page (PANEL page), not of compare" in page.stderr
    scheme = run("compare", str(tmp_path / "c.csv"), "--model", "toy", "--model", "toy", "--scheme", "rope")
    assert scheme.returncode == 2 and "--scheme does not apply to compare" in scheme.stderr
    assert not (tmp_path / "c.csv").exists()
