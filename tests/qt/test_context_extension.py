"""RoPE, Lengths and Context-extension views on a Llama 3.1-style model: numbers read back from the widgets.

The model is a tiny folder whose config.json uses the current ``rope_parameters`` layout with Llama
3.1 8B's RoPE (head_dim 128, theta 500,000, llama3 scaling 8 / 1 / 4 / 8,192). Every expected number
is computed here in closed form (the reference library's formulas written out), not by posviz.
"""
import json
import math
import re
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtWidgets

import pyqtgraph as pg
from posviz.lessons.rotary import head_queries_and_keys
from posviz.model.checkpoint import load_checkpoint
from posviz.model.settings import settings_for_model
from posviz.qt.panels.deeper.common import MatrixView
from posviz.qt.panels.deeper.views import DEEPER_VIEWS, DeeperViews
from posviz.qt.session import Session

pytest.importorskip("safetensors", reason="writing test checkpoints needs the 'safetensors' package")
pytest.importorskip("tokenizers", reason="real tokenizers need the 'tokenizers' package")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
import tiny_checkpoints as tiny  # noqa: E402

LENGTHS, ROPE = 2, 4
CONTEXT = [title for title, _, _ in DEEPER_VIEWS].index("Context extension")
THETA, HEAD, FACTOR, LOW, HIGH, ORIGINAL = 500000.0, 128, 8.0, 1.0, 4.0, 8192


def plain(rich: str) -> str:
    return re.sub(r"<[^>]+>", "", rich).replace("&nbsp;", " ")


def llama3_inv_freq(base=THETA, dim=HEAD, factor=FACTOR, low=LOW, high=HIGH, original=ORIGINAL):
    inv = 1.0 / base ** (np.arange(0, dim, 2, dtype=np.float64) / dim)
    wavelength = 2 * math.pi / inv
    smooth = (original / wavelength - low) / (high - low)
    blended = (1 - smooth) * inv / factor + smooth * inv
    return np.where(wavelength < original / high, inv, np.where(wavelength > original / low, inv / factor, blended))


def yarn_inv_freq(base, dim, factor, original, beta_fast=32.0, beta_slow=1.0):
    def correction(rotations):
        return dim * math.log(original / (rotations * 2 * math.pi)) / (2 * math.log(base))
    low, high = max(math.floor(correction(beta_fast)), 0), min(math.ceil(correction(beta_slow)), dim - 1)
    ramp = np.clip((np.arange(dim // 2) - low) / (high - low), 0, 1)
    inv = 1.0 / base ** (np.arange(0, dim, 2) / dim)
    return inv / factor * ramp + inv * (1 - ramp)


def rotate_half_head(x, position, inv_freq):
    """The reference's q * cos + rotate_half(q) * sin for one head of even width."""
    angles = position * np.concatenate([inv_freq, inv_freq])
    half = len(x) // 2
    rotated = np.concatenate([-x[half:], x[:half]])
    return x * np.cos(angles) + rotated * np.sin(angles)


@pytest.fixture(scope="module")
def llama31(tmp_path_factory):
    folder, _ = tiny.llama(tmp_path_factory.mktemp("llama31") / "llama-3.1-tiny", d=256, heads=2)
    config = json.loads((folder / "config.json").read_text())
    config.pop("rope_theta")
    config.update(head_dim=HEAD, max_position_embeddings=131072, rope_parameters={
        "rope_type": "llama3", "rope_theta": THETA, "factor": FACTOR, "low_freq_factor": LOW,
        "high_freq_factor": HIGH, "original_max_position_embeddings": ORIGINAL})
    (folder / "config.json").write_text(json.dumps(config))
    return load_checkpoint(folder)


def make_views(qtbot):
    """The deeper views on a session that encodes on the spot."""
    session = Session()
    session.background = False
    views = DeeperViews(session)
    qtbot.addWidget(views)
    views.resize(1200, 800)
    views.show()
    return session, views


@pytest.fixture
def deeper(qtbot, llama31):
    session, views = make_views(qtbot)
    assert session.set_layer(llama31, settings_for_model(llama31, session.settings)), session.message
    return views


def test_rope_view_turns_one_head_as_the_model_does(deeper):
    session = deeper.session
    view = deeper.show_view(ROPE)
    view.pair_spin.setValue(1)
    info = plain(view.head_info.text())
    assert "head width 128" in info and "64 pairs (i, i + 64)" in info and "rotate_half" in info
    theta = float(re.search(r"\u03b8 = ([\d.e+-]+) rad per position", info).group(1))
    assert theta == pytest.approx(0.8146, abs=5e-5) and theta == pytest.approx(llama3_inv_freq()[1], rel=1e-5)
    assert "Pair 1 = dimensions (1, 65)" in info
    assert view.pair_spin.maximum() == 63 and not view.pairing.isEnabled()
    assert view.pairing.currentData() == "half"
    for pair in (40, 63):       # a blended pair and a slowed one
        view.pair_spin.setValue(pair)
        theta = float(re.search(r"\u03b8 = ([\d.e+-]+) rad", plain(view.head_info.text())).group(1))
        assert theta == pytest.approx(llama3_inv_freq()[pair], rel=1e-5)
    # q.k of the head, rotated here with rotate_half and the closed-form frequencies
    view.shift.setValue(300)
    m, n = view.positions()
    q, k = head_queries_and_keys(session.frame.token_vectors, HEAD, session.settings.seed)
    q, k = q[session.focus], k[view.key_index]
    expected = rotate_half_head(q, m, llama3_inv_freq()) @ rotate_half_head(k, n, llama3_inv_freq())
    assert view.score == pytest.approx(expected, rel=1e-9)
    shown = float(re.search(r"q\u00b7k = ([-\d.]+)", plain(view.summary.text())).group(1))
    assert shown == pytest.approx(expected, abs=5e-5)
    assert np.max(np.ptp(view.scores, axis=0)) < 1e-9


def test_lengths_view_shows_one_heads_cos_and_sin(deeper):
    view = deeper.show_view(LENGTHS)
    view.set_length(20_000)
    rope_column = view.columns[2]
    values = rope_column.matrix.values
    positions = np.array([int(p) for p in rope_column.matrix.row_labels])
    assert values.shape == (64, HEAD) and positions[-1] == 19_999
    angles = positions[:, None] * llama3_inv_freq()[None, :]
    np.testing.assert_allclose(values[:, 0::2], np.cos(angles), atol=1e-12)
    np.testing.assert_allclose(values[:, 1::2], np.sin(angles), atol=1e-12)
    title = plain(rope_column.title.text())
    assert "128 of 128 dims turn" in title and "llama3" in title
    detail = plain(rope_column.parameters.text())
    assert "dims (0, 64), (1, 65)" in detail and "128-wide head" in detail
    shown = [float(t) for t in re.search(r"\u03b8 = ([\d.e+-]+), ([\d.e+-]+), ([\d.e+-]+)", detail).groups()]
    np.testing.assert_allclose(shown, llama3_inv_freq()[:3], rtol=1e-3)


def plot_data(plot):
    before = plot.before.getOriginalDataset()[1]
    after = plot.after.getOriginalDataset()[1]
    return np.asarray(before), np.asarray(after)


def band_regions(plot):
    return [tuple(region.getRegion()) for region in plot.bands]


def test_context_view_with_the_models_own_scaling(deeper):
    view = deeper.show_view(CONTEXT)
    assert not view.kind.isEnabled() and not view.head_spin.isEnabled()
    assert view.kind.currentText() == "llama3 (the model's own)" and view.head_spin.value() == HEAD
    assert view.length_spin.value() == view.position_spin.value() == ORIGINAL * FACTOR   # its extended context
    before, after = plot_data(view.freq_plot)
    inv = 1.0 / THETA ** (np.arange(0, HEAD, 2) / HEAD)
    np.testing.assert_allclose(before, inv, rtol=1e-12)
    np.testing.assert_allclose(after, llama3_inv_freq(), rtol=1e-12)
    waves_before, waves_after = plot_data(view.wave_plot)
    np.testing.assert_allclose(waves_before, 2 * math.pi / inv, rtol=1e-12)
    np.testing.assert_allclose(waves_after, 2 * math.pi / llama3_inv_freq(), rtol=1e-12)
    # the bands: kept below 8192/4 tokens per turn, slowed above 8192/1, blended between
    wavelength = 2 * math.pi / inv
    kept, slowed = np.flatnonzero(wavelength < ORIGINAL / HIGH), np.flatnonzero(wavelength > ORIGINAL / LOW)
    expected = [(-0.5, kept[-1] + 0.5), (kept[-1] + 0.5, slowed[0] - 0.5), (slowed[0] - 0.5, 63.5)]
    np.testing.assert_allclose(band_regions(view.freq_plot), expected)
    lines = [plain(part) for part in view.band_text.text().split("<br>")]
    assert lines[0].strip().startswith(f"pairs 0\u2013{kept[-1]}:") and "kept" in lines[0]
    assert lines[2].strip().startswith(f"pairs {slowed[0]}\u201363:") and "slowed 8\u00d7" in lines[2]
    levels = {round(10 ** line.value()) for line in view.wave_plot.levels}
    assert levels == {ORIGINAL, ORIGINAL * 8}
    assert "Attention factor 1:" in view.attention.text()


def test_context_view_angle_before_and_after(deeper):
    view = deeper.show_view(CONTEXT)
    view.pair_spin.setValue(50)
    view.position_spin.setValue(100_000)
    text = plain(view.angle.text())
    before, after = (float(v.replace(",", "")) for v in re.findall(r"= ([\d,.]+) rad", text))
    inv = 1.0 / THETA ** (np.arange(0, HEAD, 2) / HEAD)
    assert before == pytest.approx(100_000 * inv[50], rel=1e-5)
    assert after == pytest.approx(100_000 * llama3_inv_freq()[50], rel=1e-5)
    assert view.freq_plot.marker.value() == 50


def toy_context_view(qtbot):
    """The context view on the toy model (no real model loaded)."""
    session, views = make_views(qtbot)
    return session, views, views.show_view(CONTEXT)     # the caller keeps views alive


def test_context_view_toy_chooser(qtbot):
    session, _views, view = toy_context_view(qtbot)
    assert view.kind.isEnabled() and view.kind.currentData() == "llama3"
    _, after = plot_data(view.freq_plot)
    np.testing.assert_allclose(after, llama3_inv_freq(base=10000.0), rtol=1e-12)   # the session's base
    view.kind.setCurrentIndex(view.kind.findData("yarn"))
    view.kind.activated.emit(view.kind.currentIndex())
    assert view.parameters["beta_fast"].isVisible() and not view.parameters["low_freq_factor"].isVisible()
    view.parameters["factor"].setValue(16.0)
    _, after = plot_data(view.freq_plot)
    np.testing.assert_allclose(after, yarn_inv_freq(10000.0, 128, 16.0, 32768), rtol=1e-12)
    shown = float(re.search(r"Attention factor ([\d.]+)", view.attention.text()).group(1))
    assert shown == pytest.approx(0.1 * math.log(16) + 1, rel=1e-6)
    session.set_settings(base=50000.0)
    _, after = plot_data(view.freq_plot)
    np.testing.assert_allclose(after, yarn_inv_freq(50000.0, 128, 16.0, 32768), rtol=1e-12)


def test_context_view_bad_parameters_keep_the_last_picture(qtbot):
    _, _views, view = toy_context_view(qtbot)
    _, good = plot_data(view.freq_plot)
    view.parameters["high_freq_factor"].setValue(0.5)       # below low_freq_factor: llama3 refuses it
    assert "high_freq_factor" in view.message.text() and "\u2717" in view.message.text()
    np.testing.assert_array_equal(plot_data(view.freq_plot)[1], good)
    view.parameters["high_freq_factor"].setValue(4.0)
    assert view.message.text() == ""


# --- against the reference library's own rotary modules (tests/reference/goldens/rope) ---------------
GOLDENS = Path(__file__).resolve().parents[1] / "reference" / "goldens" / "rope"
ROPE_KEYS = ("rope_theta", "rope_scaling", "rope_parameters", "max_position_embeddings",
             "original_max_position_embeddings")


# original context x factor (dynamic: max_position_embeddings x factor; longrope: max_position_embeddings)
EXTENDED = {"llama3_new_layout": 8192 * 8, "yarn_old_layout": 32768 * 4, "yarn_new_layout_mscale": 4096 * 40,
            "dynamic": 4096 * 2, "linear": 16384, "longrope": 131072}


def golden_model(folder: Path, name: str):
    """A tiny Llama folder whose config.json carries the golden case's RoPE (its head width made explicit)."""
    case = json.loads((GOLDENS / "cases.json").read_text())[name]["config"]
    tiny.llama(folder, d=64, heads=2)
    config = json.loads((folder / "config.json").read_text())
    config.pop("rope_theta")
    config.update({key: case[key] for key in ROPE_KEYS if key in case})
    config["head_dim"] = case["hidden_size"] // case["num_attention_heads"]
    (folder / "config.json").write_text(json.dumps(config))
    return load_checkpoint(folder)


def golden_values(name: str, seq_len) -> dict:
    tag = "init" if seq_len is None else str(seq_len)
    with np.load(GOLDENS / f"{name}.npz") as data:
        return {key.split("/")[-1]: data[key] for key in data.files if key.startswith(f"{tag}/f64/")}


@pytest.mark.parametrize("name, seq_len", [("llama3_new_layout", 100), ("yarn_old_layout", 40000),
                                           ("yarn_new_layout_mscale", 50000), ("dynamic", 1000),
                                           ("dynamic", 16384), ("linear", 5000), ("longrope", 4096),
                                           ("longrope", 100000)])
def test_context_view_matches_the_reference_module(qtbot, tmp_path, name, seq_len):
    layer = golden_model(tmp_path / name, name)
    session, views = make_views(qtbot)
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    view = views.show_view(CONTEXT)
    assert view.length_spin.value() == EXTENDED[name]     # it opens at the context the scaling is for
    view.length_spin.setValue(seq_len)
    reference = golden_values(name, seq_len)
    np.testing.assert_allclose(plot_data(view.freq_plot)[1], reference["inv_freq"], rtol=1e-6)
    np.testing.assert_allclose(plot_data(view.wave_plot)[1], 2 * math.pi / reference["inv_freq"], rtol=1e-6)
    found = re.search(r"Attention factor ([\d.]+)", view.attention.text())
    assert float(found.group(1)) == pytest.approx(float(reference["attention_scaling"]), rel=1e-5)
    assert f"L = {seq_len:,} tokens" in plain(view.source.text())


def test_rope_view_pair_frequencies_match_the_reference_module(qtbot, tmp_path):
    layer = golden_model(tmp_path / "llama3", "llama3_new_layout")
    session, views = make_views(qtbot)
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    view = views.show_view(ROPE)
    reference = golden_values("llama3_new_layout", None)["inv_freq"]
    for pair in (1, 40, 63):
        view.pair_spin.setValue(pair)
        theta = float(re.search(r"\u03b8 = ([\d.e+-]+) rad per position", plain(view.head_info.text())).group(1))
        assert theta == pytest.approx(reference[pair], rel=1e-5)


def test_context_view_model_with_a_rope_per_attention_type(qtbot, tmp_path):
    folder, _ = tiny.llama(tmp_path / "nested", d=256, heads=2)
    config = json.loads((folder / "config.json").read_text())
    config.pop("rope_theta")
    config.update(head_dim=HEAD, max_position_embeddings=131072, rope_parameters={
        "full_attention": {"rope_type": "llama3", "rope_theta": THETA, "factor": FACTOR, "low_freq_factor": LOW,
                           "high_freq_factor": HIGH, "original_max_position_embeddings": ORIGINAL},
        "sliding_attention": {"rope_type": "default", "rope_theta": 10000.0}})
    (folder / "config.json").write_text(json.dumps(config))
    layer = load_checkpoint(folder)
    session, views = make_views(qtbot)
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    view = views.show_view(CONTEXT)
    assert view.attention_type.isVisible() and view.attention_type.currentData() == "full_attention"
    assert view.kind.currentText() == "llama3 (the model's own)"
    np.testing.assert_allclose(plot_data(view.freq_plot)[1], llama3_inv_freq(), rtol=1e-12)
    view.attention_type.setCurrentIndex(view.attention_type.findData("sliding_attention"))
    view.attention_type.activated.emit(view.attention_type.currentIndex())
    before, after = plot_data(view.freq_plot)
    np.testing.assert_allclose(after, 1.0 / 10000.0 ** (np.arange(0, HEAD, 2) / HEAD), rtol=1e-12)
    np.testing.assert_array_equal(before, after)
    assert "sliding_attention layers" in plain(view.source.text()) and view.kind.currentText().startswith("none")
    assert [band for band, _, _ in view.extension.band_runs()] == [0]
    session.set_layer(None)
    assert view.kind.isEnabled() and view.kind.currentData() == "llama3" and not view.attention_type.isVisible()


@pytest.mark.parametrize("change", [dict(text=""), dict(d_model=7), dict(scheme="rope"), dict(base=2.0),
                                    dict(positions_on=False), dict(d_model=64)])
def test_context_view_survives_every_state(qtbot, change):
    session, _views, view = toy_context_view(qtbot)
    before = view.redraw_count
    if "text" in change:
        session.set_text(change["text"])
    else:
        assert session.set_settings(**change), session.message
    assert view.redraw_count > before
    base = session.settings.base
    np.testing.assert_allclose(plot_data(view.freq_plot)[0], 1.0 / base ** (np.arange(0, 128, 2) / 128), rtol=1e-12)
    view.grab()


def test_context_view_on_a_model_without_rope(qtbot, tmp_path):
    folder, _ = tiny.gpt2(tmp_path / "gpt2")
    layer = load_checkpoint(folder)
    session, views = make_views(qtbot)
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    view = views.show_view(CONTEXT)
    assert view.kind.isEnabled() and "has no RoPE, so a toy head is shown" in plain(view.source.text())
    np.testing.assert_allclose(plot_data(view.freq_plot)[1], llama3_inv_freq(base=session.settings.base), rtol=1e-12)


@pytest.mark.parametrize("index", [LENGTHS, ROPE, CONTEXT])
def test_captions_keep_their_lines_on_a_zoomed_projector(qtbot, index):
    """At 1024 x 768 and twice the font, wrapped captions get the height they need (the page scrolls)."""
    session, views = make_views(qtbot)
    font = views.font()
    font.setPointSizeF(2 * font.pointSizeF())
    views.setFont(font)
    views.resize(1024, 560)
    view = views.show_view(index)
    qtbot.waitUntil(lambda: view.redraw_count > 0)
    QtWidgets.QApplication.processEvents()
    labels = [label for label in view.findChildren(QtWidgets.QLabel) if label.wordWrap() and label.text()]
    assert labels
    for label in labels:
        assert label.height() >= label.heightForWidth(label.width()) - 1, plain(label.text())[:60]
    pictures = view.findChildren(pg.PlotWidget) + view.findChildren(MatrixView)
    assert pictures and all(p.height() >= 10 * p.fontMetrics().height() for p in pictures)
    assert view.minimumSizeHint().width() <= 1024 - 20       # nothing is cut off at the right


def test_lengths_view_cos_and_sin_are_the_reference_modules(qtbot, tmp_path):
    """yarn multiplies cos and sin by its attention factor: the Lengths view shows them as the model uses them."""
    layer = golden_model(tmp_path / "yarn", "yarn_old_layout")
    session, views = make_views(qtbot)
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    view = views.show_view(LENGTHS)
    view.set_length(40000)
    reference = golden_values("yarn_old_layout", 40000)
    column = view.columns[2].matrix
    last = [int(p) for p in column.row_labels].index(int(reference["positions"][-1]))
    half = HEAD // 2       # the reference's cos is cat(cos, cos) over rotate_half's two halves
    np.testing.assert_allclose(column.values[last, 0::2], reference["cos"][-1, :half], rtol=1e-6, atol=1e-9)
    np.testing.assert_allclose(column.values[last, 1::2], reference["sin"][-1, :half], rtol=1e-6, atol=1e-9)
    assert column.levels[1] == pytest.approx(float(reference["attention_scaling"]))
