"""The "RoPE at long range" view: its curve, scan and sentences against explicit sums and a brute-force scan."""
import math
import re
import sys
from pathlib import Path

import numpy as np
import pytest

from posviz.lessons.long_range import bound_caption, decay_distances
from posviz.qt.panels.deeper.views import DEEPER_VIEWS, DeeperViews
from posviz.qt.session import Session
from position_references import explicit_bound, plain

LONG_RANGE = next(i for i, (title, _, _) in enumerate(DEEPER_VIEWS) if title == "RoPE at long range")


def keeps(base, d, length):
    """Brute force: sum_k cos(m theta_k) >= 0 for every m = 0 .. length."""
    m = np.arange(length + 1, dtype=np.float64)[:, None]
    theta = base ** (-2.0 * np.arange(d // 2) / d)
    return bool(np.all(np.cos(m * theta).sum(axis=1) >= 0))


def make_view(qtbot, **settings):
    session = Session()
    session.background = False
    if settings:
        assert session.set_settings(**settings), session.message
    views = DeeperViews(session)
    qtbot.addWidget(views)
    views.resize(1500, 1000)
    views.show()
    view = views.show_view(LONG_RANGE)
    qtbot.waitUntil(lambda: view.redraw_count > 0)
    return session, views, view


def test_bound_is_the_formula_and_its_caption_true(qtbot):
    session, views, view = make_view(qtbot, scheme="rope", d_model=16, base=500.0)
    view.length_spin.setValue(300)
    assert view.worker.wait()
    distances, bound = view.decay_data
    assert bound[0] == pytest.approx((16 / 2 + 1) / 2)
    for i in (0, 1, 7, 200, len(distances) - 1):
        assert bound[i] == pytest.approx(explicit_bound(distances[i], 500.0, 16), rel=1e-9)
    x = view.decay.curve.xData           # the plot draws m >= 1 on its log axis (xData: before the log)
    np.testing.assert_array_equal(x, distances[1:])
    text = plain(view.bound_text.text())
    assert "(d/2 + 1)/2 = 4.5;" in text
    rise = re.search(r"first from distance ([\d,]+) to ([\d,]+)", text)
    a, b = (float(g.replace(",", "")) for g in rise.groups())
    assert explicit_bound(b, 500.0, 16) > explicit_bound(a, 500.0, 16)
    assert all(explicit_bound(distances[i + 1], 500.0, 16) <= explicit_bound(distances[i], 500.0, 16) + 1e-12
               for i in range(len(distances) - 1) if distances[i + 1] <= a)
    assert "base 500, d = 16" in plain(view.source.text())


def test_a_bound_that_falls_everywhere_is_said_so():
    distances = np.array([0.0, 1.0, 2.0])
    assert bound_caption(distances, np.array([4.5, 3.0, 2.0]), 16, 2).endswith("It falls at every distance drawn.")


def test_smallest_base_against_a_brute_force_scan(qtbot):
    session, views, view = make_view(qtbot, scheme="rope", d_model=64)
    view.length_spin.setValue(1024)
    assert "computing" in plain(view.status.text()) or view.search is not None
    assert view.worker.wait()
    search = view.search
    caption = plain(view.search_text.text())
    found = float(re.search(r"m ≤ 1,024 \(d = 64\): ([\d,]+)\.", caption).group(1).replace(",", ""))
    assert found == pytest.approx(search.base, abs=0.5)
    # brute force on a fine grid: the first passing base lies within one grid step of the answer
    fine = np.geomspace(search.base / 1.02, search.base * 1.02, 81)
    flags = [keeps(b, 64, 1024) for b in fine]
    first = fine[flags.index(True)]
    assert first == pytest.approx(search.base, rel=0.02 / 40) and keeps(search.base, 64, 1024)
    assert not any(keeps(b, 64, 1024) for b in np.geomspace(2, search.base * 0.999, 60))
    # the non-monotone claim, checked base by base
    counts = re.search(r"yet (\d+) of the (\d+) grid bases scanned after it fail again \(the first, ([\d,]+)\)", caption)
    fails, scanned = int(counts.group(1)), int(counts.group(2))
    start = int(np.argmax(search.passing))
    after = search.grid[start + 1:]
    assert scanned == len(after) and fails == sum(not keeps(b, 64, 1024) for b in after) > 0
    # the plot: passing grid bases up, failing ones down, at log10 of the base
    px, _ = view.scan.passing.getData()
    np.testing.assert_allclose(np.sort(10 ** px), [b for b in search.grid if keeps(b, 64, 1024)], rtol=1e-12)
    assert view.status.text() == ""


def test_search_is_asked_once_per_head_and_length(qtbot):
    session, views, view = make_view(qtbot, scheme="rope", d_model=8)
    view.length_spin.setValue(20)
    assert view.worker.wait()
    first = view.search
    view.length_spin.setValue(21)
    assert view.worker.wait()
    view.length_spin.setValue(20)
    assert view.search is first and not view.worker.busy


def test_a_real_models_rope(qtbot, tmp_path):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints as tiny
    from posviz.model.checkpoint import load_checkpoint
    from posviz.model.settings import settings_for_model
    folder, _ = tiny.llama(tmp_path / "llama-tiny", d=16, heads=2, theta=12345.0)
    layer = load_checkpoint(folder)
    session, views, view = make_view(qtbot)
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    view.length_spin.setValue(64)
    assert view.worker.wait()
    assert view.head_spin.value() == 8 and view.base_spin.value() == 12345.0
    assert "The RoPE of llama-tiny" in plain(view.source.text())
    assert view.decay_data[1][0] == pytest.approx((8 / 2 + 1) / 2)
    assert math.isclose(view.decay_data[1][5], explicit_bound(decay_distances(64)[5], 12345.0, 8), rel_tol=1e-9)
