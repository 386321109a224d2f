"""``posviz export``: headless files whose content is checked, and one-line refusals that leave no file."""
import csv
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from posviz.model import toy_model
from posviz.model.settings import LayerSettings
from posviz.model.toy import illustrative_model


def export(*args, cwd=None, drop_display=True):
    """Run ``posviz export ARGS`` with no display at all (no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM)."""
    env = {k: v for k, v in os.environ.items()
           if not (drop_display and k in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))}
    return subprocess.run([sys.executable, "-m", "posviz", "export", *map(str, args)], capture_output=True,
                          text=True, env=env, timeout=180, cwd=cwd)


def png_size(path):
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", header[16:24])


def csv_values(path, labels):
    with open(path, newline="", encoding="utf-8") as handle:
        header, *rows = list(csv.reader(handle))
    return header, np.array([[float(v) for v in row[labels:]] for row in rows])


def paper_sinusoid(length: int, d: int, base: float = 10000.0) -> np.ndarray:
    """The paper's table in closed form: P[p, 2i] = sin(p / base^(2i/d)), P[p, 2i+1] = cos(same)."""
    p, i = np.arange(length)[:, None], np.arange(d)[None, :]
    angle = p / base ** (2 * (i // 2) / d)
    return np.where(i % 2 == 0, np.sin(angle), np.cos(angle))


def token_rows(table: np.ndarray, words, sentence: str) -> np.ndarray:
    """Row of E for each word (a zero row for a word not in the vocabulary)."""
    return np.array([table[words.index(w)] if w in words else np.zeros(table.shape[1]) for w in sentence.split()])


def test_csv_of_E_and_Z_equal_the_model(tmp_path):
    assert export("table", tmp_path / "e.csv").returncode == 0
    assert export("z", tmp_path / "z.csv", "--sentence", "the dog sat").returncode == 0
    layer = toy_model()
    header, e = csv_values(tmp_path / "e.csv", 2)
    assert header == ["id", "word", *layer.table.dim_names] and np.array_equal(e, layer.table.matrix)
    _, z = csv_values(tmp_path / "z.csv", 2)
    # Z = E[ids] + P, each part found without the exporter's code: rows of E by word, P in closed form
    expected = token_rows(layer.table.matrix, list(layer.vocabulary.words), "the dog sat") + paper_sinusoid(3, 6)
    np.testing.assert_allclose(z, expected, atol=1e-12)
    np.testing.assert_allclose(z[1], [1.74, 0.54, 0.05, 1.00, 0.00, 1.40], atol=0.005)   # the lesson's "dog"
    np.testing.assert_allclose(z[2], paper_sinusoid(3, 6)[2], atol=1e-12)                # "sat" has no row


def test_position_table_follows_scheme_and_length(tmp_path):
    result = export("heatmap", tmp_path / "p.csv", "--scheme", "sinusoidal", "--convention", "split",
                    "--base", "100", "--d-model", "8", "--length", "50")
    assert result.returncode == 0, result.stderr
    _, table = csv_values(tmp_path / "p.csv", 1)
    p, k = np.arange(50)[:, None], np.arange(4)[None, :]
    angle = p / 100.0 ** (2 * k / 8)                 # split halves: all sin, then all cos
    assert table.shape == (50, 8)
    assert np.allclose(table[:, :4], np.sin(angle), atol=1e-12) and np.allclose(table[:, 4:], np.cos(angle), atol=1e-12)


def test_npy_round_trips_exactly(tmp_path):
    result = export("z", tmp_path / "z.npy", "--scheme", "learned", "--d-model", "12", "--sentence", "a dog saw a cat")
    assert result.returncode == 0, result.stderr
    settings = LayerSettings(scheme="learned", d_model=12)
    table = illustrative_model(12, settings.seed).table.matrix
    learned = settings.position_scheme().table                 # the illustrative learned rows
    expected = token_rows(table, list(toy_model().vocabulary.words), "a dog saw a cat") + learned[:5]
    loaded = np.load(tmp_path / "z.npy", allow_pickle=False)
    assert loaded.dtype == np.float64 and loaded.shape == (5, 12)
    np.testing.assert_array_equal(loaded, expected)            # exactly: .npy keeps every bit


def test_png_has_the_asked_size_and_twice_at_scale_2(tmp_path):
    assert export("heatmap", tmp_path / "h.png", "--size", "640x480").returncode == 0
    result = export("window", tmp_path / "w.png", "--size", "1024x768", "--scale", "2", "--theme", "dark")
    assert result.returncode == 0, result.stderr
    assert png_size(tmp_path / "h.png") == (640, 480)
    assert png_size(tmp_path / "w.png") == (2048, 1536)
    assert "Traceback" not in result.stderr and "propagateSizeHints" not in result.stderr


def test_svg_parses_with_the_asked_view_box(tmp_path):
    result = export("z", tmp_path / "z.svg", "--size", "700x300")
    assert result.returncode == 0, result.stderr
    root = ET.parse(tmp_path / "z.svg").getroot()
    assert root.get("viewBox") == "0 0 700 300"
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "1.74" in texts                             # Z's "dog" row, as text


BAD = {
    "unknown panel": (("legend", "x.png"), "unknown panel 'legend'"),
    "unknown format": (("window", "x.jpg"), "'.jpg'"),
    "no extension": (("z", "x"), "no extension"),
    "window as table": (("window", "x.csv"), "whole window is a picture"),
    "size 0x0": (("window", "x.png", "--size", "0x0"), "out of range"),
    "size huge": (("window", "x.png", "--size", "100000x100000"), "out of range"),
    "size garbled": (("window", "x.png", "--size", "big"), "must look like 1280x800"),
    "too many pixels": (("window", "x.png", "--size", "7680x4320", "--scale", "2"), "pixels; at most"),
    "d_model 0": (("z", "x.csv", "--d-model", "0"), "d_model must be at least 1"),
    "d_model text": (("z", "x.csv", "--d-model", "six"), "--d-model must be a whole number"),
    "d_model huge": (("z", "x.csv", "--d-model", "100000"), "d_model must be at most"),
    "odd RoPE": (("z", "x.csv", "--scheme", "rope", "--d-model", "5"), "must be even"),
    "bad scheme": (("z", "x.csv", "--scheme", "magic"), "unknown position scheme 'magic'"),
    "bad base": (("z", "x.csv", "--base", "-1"), "base must be a finite number greater than 0"),
    "bad length": (("heatmap", "x.csv", "--length", "0"), "--length must be between"),
    "learned too short": (("z", "x.csv", "--scheme", "learned", "--sentence", " ".join(["a"] * 40)),
                          "past the end of the learned position table"),
    "missing folder": (("z", "nowhere/x.csv"), "does not exist"),
    "unknown option": (("z", "x.csv", "--colour", "red"), "unrecognized arguments"),
}


@pytest.mark.parametrize("case", BAD)
def test_bad_options_fail_with_one_clear_line_and_no_file(tmp_path, case):
    args, message = BAD[case]
    result = export(*args, cwd=tmp_path)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    last = result.stderr.strip().splitlines()[-1]
    assert message in last and last.startswith("posviz")
    assert list(tmp_path.iterdir()) == []


def test_bad_theme_is_refused_after_qt_starts(tmp_path):
    result = export("window", tmp_path / "x.png", "--theme", "neon")
    assert result.returncode == 2 and "unknown theme 'neon'" in result.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("where", ["/proc/posviz-test.csv", "a-file/x.csv", "a-folder.csv"])
def test_unwritable_output_fails_and_touches_nothing(tmp_path, where):
    (tmp_path / "a-file").write_text("keep")
    (tmp_path / "a-folder.csv").mkdir()
    result = export("z", where, cwd=tmp_path)
    assert result.returncode != 0 and "cannot write" in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert (tmp_path / "a-file").read_text() == "keep" and list((tmp_path / "a-folder.csv").iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file", "a-folder.csv"]


def test_an_existing_file_survives_a_refused_export(tmp_path):
    good = tmp_path / "slide.csv"
    good.write_text("last year's table")
    assert export("z", good, "--d-model", "-3").returncode == 2
    assert good.read_text() == "last year's table"
    assert export("z", good).returncode == 0 and good.read_text().startswith("position,token")


def test_top_level_help_and_export_help(tmp_path):
    top = subprocess.run([sys.executable, "-m", "posviz", "--help"], capture_output=True, text=True, timeout=60)
    sub = export("--help")
    assert top.returncode == 0 and "export" in top.stdout and "--sentence" in top.stdout
    assert sub.returncode == 0 and all(name in sub.stdout for name in ("PANEL", "OUT", "--size", "--d-model"))
