"""File → Export of position-similarity, position-components and rope-decay: numbers and pictures of the views."""
import csv
import os
import struct
import subprocess
import sys

import numpy as np
import pytest

from posviz.qt.export import export
from posviz.qt.window.file_actions import EXPORT_CHOICES
from position_references import explicit_cosines, explicit_bound


def png_size(path):
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", header[16:24])


@pytest.fixture
def window(qtbot):
    from posviz.qt import create_window
    window = create_window(restore=False)
    qtbot.addWidget(window)
    window.session.background = False
    window.resize(1280, 800)
    window.show()
    return window


def test_menu_offers_every_format_of_the_three_views():
    for panel in ("position-similarity", "position-components", "rope-decay"):
        assert [fmt for fmt, _ in EXPORT_CHOICES[panel]] == ["png", "png", "svg", "csv", "npy"]


def test_numbers_are_the_sessions_table(window, tmp_path):
    assert window.session.set_settings(scheme="learned", d_model=8, learned_max_len=20)
    table = np.asarray(window.session.layer.positions.table)
    export.export(window, "position-similarity", tmp_path / "s.npy")
    np.testing.assert_allclose(np.load(tmp_path / "s.npy"), explicit_cosines(table), atol=1e-12)
    export.export(window, "position-components", tmp_path / "c.csv")
    with open(tmp_path / "c.csv", newline="") as handle:
        header, *rows = list(csv.reader(handle))
    values = np.array([[float(v) for v in r[1:]] for r in rows])
    centred = table - table.mean(axis=0)
    u, s, _ = np.linalg.svd(centred, full_matrices=False)
    np.testing.assert_allclose([float(h.split("ratio ")[1].rstrip(")")) for h in header[1:]], s[:3] ** 2 / np.sum(s ** 2),
                               rtol=1e-9)
    for c in range(3):
        np.testing.assert_allclose(np.abs(values[:, c]), np.abs(u[:, c] * s[c]), atol=1e-9)


def test_rope_decay_follows_the_views_boxes(window, tmp_path):
    assert window.session.set_settings(scheme="rope", d_model=16, base=700.0)
    from posviz.qt.export import view_panels
    view_panels.set_length(window, "rope-decay", 2500)
    export.export(window, "rope-decay", tmp_path / "d.npy")
    values = np.load(tmp_path / "d.npy")
    assert values[-1, 0] == 10_000 and values[0, 1] == pytest.approx(4.5)
    for m, bound in values[::113]:
        assert bound == pytest.approx(explicit_bound(m, 700.0, 16), rel=1e-9)


@pytest.mark.parametrize("panel", ["position-similarity", "position-components", "rope-decay"])
def test_pictures_are_slides_and_the_plot_goes_back(window, tmp_path, panel):
    assert window.session.set_settings(scheme="learned", d_model=8, learned_max_len=20)
    widget = export.panel_widget(window, panel)
    home = widget.parentWidget()
    index = home.layout().indexOf(widget)
    export.export(window, panel, tmp_path / "p.png")
    assert png_size(tmp_path / "p.png") == (1920, 1080)
    assert widget.parentWidget() is home and home.layout().indexOf(widget) == index >= 0


def test_command_line_picture(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "sim.png"
    result = subprocess.run([sys.executable, "-m", "posviz", "export", "position-similarity", str(out), "--scheme",
                             "learned", "--size", "640x480"], capture_output=True, text=True, env=env, timeout=180)
    assert result.returncode == 0, result.stderr
    assert png_size(out) == (640, 480)
