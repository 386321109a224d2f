"""A model whose tables hold NaN and ±inf: every panel shows, "nan"/"inf" on grey cells, colour
scales ignore them, the Real model tab counts the rows, and the command line exports them.

(A Qt virtual used to turn NaN into an int: the window died a second after opening such a model.)
"""
from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tc  # noqa: E402

from posviz.model.checkpoint.recipe import value_spread  # noqa: E402
from posviz.qt import create_window  # noqa: E402
from posviz.qt.widgets.colors import LUT_SIZE, lut_indices, symmetric_levels  # noqa: E402
from posviz.qt.widgets.matrix_model import NONFINITE_BACKGROUND, MatrixTableModel  # noqa: E402

SENTENCE = "the dog bit the man"


def nonfinite_gpt2(path: Path):
    """A GPT-2 folder whose "the" row has a NaN, "dog" row is all +inf, row 5 has a -inf, and
    position 1 a NaN. Returns (folder, tensors, ids of SENTENCE)."""
    folder, tensors = tc.gpt2(path)
    ids = tc.byte_level_tokenizer().encode(SENTENCE).ids
    wte, wpe = tensors["transformer.wte.weight"].copy(), tensors["transformer.wpe.weight"].copy()
    wte[ids[0], 2], wte[ids[1], :], wte[5, 3], wpe[1, 0] = np.nan, np.inf, -np.inf, np.nan
    tensors = {**tensors, "transformer.wte.weight": wte, "transformer.wpe.weight": wpe}
    tc.save(folder / "model.safetensors", tensors)
    return folder, tensors, ids


def test_colour_steps_of_nonfinite_values_stay_in_the_table():
    steps = lut_indices(np.array([np.nan, np.inf, -np.inf, 0.0, 0.999]), (-1.0, 1.0))
    assert steps.tolist() == [LUT_SIZE // 2, LUT_SIZE - 1, 0, LUT_SIZE // 2, LUT_SIZE - 1]
    assert lut_indices(np.array([0.5]), (-np.inf, np.inf)).tolist() == [int(0.75 * LUT_SIZE)]
    assert symmetric_levels(np.array([np.nan, np.inf, 0.5, -3.0]), percentile=100) == (-3.0, 3.0)


def test_a_table_cell_of_nan_or_inf_is_text_on_grey(qtbot):
    model = MatrixTableModel()
    model.set_matrix(np.array([[np.nan, np.inf, -np.inf, 0.25]]), ["r"], list("abcd"), levels=(-np.inf, np.inf))
    cells = [model.cell(0, c) for c in range(4)]
    assert [c[0] for c in cells] == ["nan", "inf", "-inf", "0.25"]
    assert [c[1] == NONFINITE_BACKGROUND for c in cells] == [True, True, True, False]
    assert model.cell(5, 9)[0] == ""                       # a stale index draws blank, never raises


def test_value_spread_counts_only_finite_values():
    table = np.array([[np.nan, 0.5], [np.inf, -2.0]])
    spread = value_spread(table, 100)
    assert (spread.largest, spread.row, spread.within) == (2.0, 1, 2.0)


@pytest.fixture
def window(qtbot):
    window = create_window()
    qtbot.addWidget(window)
    yield window
    window.models.loader.cancel()
    window.models.loader.wait()


def test_the_window_shows_every_panel_of_a_model_with_nan_and_inf(qtbot, window, tmp_path):
    folder, tensors, ids = nonfinite_gpt2(tmp_path / "nonfinite")
    with qtbot.waitSignal(window.models.loader.loaded, timeout=20_000):
        window.models.open(folder)
    window.models.loader.wait()
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    for i in range(window.tabs.count()):                 # a raise in any paint() would abort here
        window.tabs.setCurrentIndex(i)
        page = window.tabs.currentWidget()
        if hasattr(page, "ensure_built"):
            page.ensure_built()
        qtbot.wait(20)
        window.grab()
    z = window.matrix.model
    z_expected = tensors["transformer.wte.weight"][ids].astype(np.float64) + \
        tensors["transformer.wpe.weight"][: len(ids)]
    np.testing.assert_array_equal(z.matrix, z_expected)
    assert [z.cell(0, c)[0] for c in (1, 2)] == [f"{z_expected[0, 1]:.2f}", "nan"]
    assert [z.cell(1, c)[0] for c in range(8)] == ["nan"] + ["inf"] * 7     # inf + NaN = nan at d0
    wpe, wte = tensors["transformer.wpe.weight"], tensors["transformer.wte.weight"]
    top = np.percentile(np.abs(wpe[np.isfinite(wpe)]), 99.5)       # the heatmap's rule, NaN left out
    assert window.heatmap._levels == pytest.approx((-top, top), rel=1e-6)
    e_top = np.percentile(np.abs(wte[np.isfinite(wte)]), 99.5)
    assert window.table.model.levels == pytest.approx((-e_top, e_top), rel=1e-6)
    finite = np.abs(z_expected[np.isfinite(z_expected)])
    assert z.levels == pytest.approx((-max(finite.max(), 1.0), max(finite.max(), 1.0)))    # NaN, inf left out
    window.show_tab("Real model")
    facts = window.tabs.currentWidget().ensure_built().facts.text()
    bad_rows = sorted({ids[0], ids[1], 5})
    listed = ", ".join(f"{r:,}" for r in bad_rows)
    assert f"3 of {len(tensors['transformer.wte.weight']):,} token rows ({listed})" in facts
    assert "1 of 16 position rows (1)" in facts


def test_export_of_a_model_with_nan_and_inf(tmp_path):
    folder, tensors, ids = nonfinite_gpt2(tmp_path / "nonfinite")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    out = tmp_path / "z.csv"
    for target in (out, tmp_path / "window.png"):
        result = subprocess.run([sys.executable, "-m", "posviz", "export", "window" if target.suffix == ".png" else "z",
                                 str(target), "--model", str(folder)], capture_output=True, text=True, env=env,
                                timeout=120)
        assert result.returncode == 0, result.stderr
        assert target.stat().st_size > 0
    rows = [r for r in csv.reader(out.read_text().splitlines()) if r and not r[0].startswith("#")]
    cells = [row[-8:] for row in rows[1:]]
    assert cells[1] == ["nan"] + ["inf"] * 7


def test_nearest_rows_leave_out_rows_without_a_direction(tmp_path):
    from posviz.model.checkpoint.loader import load_checkpoint
    folder, tensors, ids = nonfinite_gpt2(tmp_path / "nonfinite")
    layer = load_checkpoint(folder)
    table, wte = layer.table, tensors["transformer.wte.weight"].astype(np.float64)
    assert layer.table.nonfinite_rows.tolist() == sorted({ids[0], ids[1], 5})
    with pytest.raises(ValueError, match=f"row {ids[1]:,} holds NaN or infinity: it has no direction"):
        table.nearest(ids[1], 3)
    good = ids[2]
    finite = np.isfinite(wte).all(axis=1)
    unit = wte[finite] / np.linalg.norm(wte[finite], axis=1, keepdims=True)
    cosines = unit @ (wte[good] / np.linalg.norm(wte[good]))
    order = [int(i) for i in np.flatnonzero(finite)[np.argsort(-cosines)] if i != good][:3]
    assert [i for i, _ in table.nearest(good, 3)] == order              # NaN and inf rows are near nothing
