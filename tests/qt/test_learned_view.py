"""The "What the positions learned" view: its pictures and captions read back and compared with explicit numbers."""
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtWidgets

import pyqtgraph as pg
from posviz.lessons.position_geometry import property_scores
from posviz.qt.panels.deeper.common import MatrixView
from posviz.qt.panels.deeper.views import DEEPER_VIEWS, DeeperViews
from posviz.qt.session import Session
from position_references import paper_sinusoid, plain

LEARNED = next(i for i, (title, _, _) in enumerate(DEEPER_VIEWS) if title == "What positions learned")


def cosines(rows):
    unit = rows / np.linalg.norm(rows, axis=1, keepdims=True)
    return unit @ unit.T


def make_view(qtbot, width=1900, height=1000, **settings):
    session = Session()
    session.background = False
    if settings:
        assert session.set_settings(**settings), session.message
    views = DeeperViews(session)
    qtbot.addWidget(views)
    views.resize(width, height)
    views.show()
    view = views.show_view(LEARNED)
    qtbot.waitUntil(lambda: view.redraw_count > 0)
    assert view.worker.wait()
    return session, views, view


def check_column(column, rows):
    """The column's pictures are the explicit cosines, SVD projections and norms of ``rows``."""
    image = column.similarity.image
    np.testing.assert_allclose(image.image, cosines(rows), atol=1e-12)
    assert tuple(image.levels) == (-1.0, 1.0) and image.axisOrder == "row-major"
    x, y = column.scatter.dots.getData()
    centred = rows - rows.mean(axis=0)
    u, s, _ = np.linalg.svd(centred, full_matrices=False)
    for got, c in ((x, 0), (y, 1)):
        reference = u[:, c] * s[c]
        np.testing.assert_allclose(got, np.sign(reference @ got) * reference, atol=1e-8)
    np.testing.assert_allclose(column.norms.curve.getData()[1], np.linalg.norm(rows, axis=1), rtol=1e-12)
    profile = column.profile.curve.getData()[1]
    sim = cosines(rows)
    assert profile[3] == pytest.approx(np.mean([sim[i, i + 3] for i in range(len(rows) - 3)]))
    shares = s[:3] ** 2 / np.sum(s ** 2)
    assert f"together {100 * shares.sum():.1f} %" in plain(column.components_text.text())


def test_illustrative_table_beside_sinusoidal(qtbot):
    session, views, view = make_view(qtbot, scheme="learned", d_model=16, learned_max_len=40)
    table = np.asarray(session.layer.positions.table)
    check_column(view.mine, table)
    check_column(view.theirs, paper_sinusoid(40, 16))
    assert "illustrative learned table" in plain(view.mine.title.text()) and "(40 × 16)" in plain(view.mine.title.text())
    assert "varies by up to" in plain(view.mine.similarity_text.text())
    assert "depends only on the offset" in plain(view.theirs.similarity_text.text())
    for column, rows in ((1, table), (2, paper_sinusoid(40, 16))):
        scores = property_scores(rows)
        got = [float(view.scores.item(r, column).text()) for r in range(3)]
        assert got == pytest.approx([scores.monotonicity, scores.translation_invariance, scores.symmetry], abs=5e-4)
    assert "our reading" in plain(view.note.text()) and "m = 1 … 19" in plain(view.note.text())


def test_sinusoidal_session_follows_the_rows_box(qtbot):
    session, views, view = make_view(qtbot, d_model=12)
    assert view.length_spin.isEnabled()
    view.length_spin.setValue(50)
    check_column(view.mine, paper_sinusoid(50, 12))
    assert session.set_settings(scheme="rope")
    assert view.mine.reading is None and "adds no vectors to the input" in plain(view.mine.message.text())
    assert plain(view.mine.message.text()).startswith("RoPE adds")         # the scheme's name, not "Rope"
    check_column(view.theirs, paper_sinusoid(50, 12))
    assert [view.scores.item(r, 1).text() for r in range(3)] == ["\u2014"] * 3
    assert session.set_settings(scheme="none")
    assert plain(view.mine.message.text()).startswith("'none' adds no vectors to the input")


def test_a_large_table_is_read_in_the_background_and_the_last_picture_kept(qtbot):
    session, views, view = make_view(qtbot, scheme="learned", d_model=16, learned_max_len=40)
    before = view.mine.similarity.image.image.copy()
    assert session.set_settings(d_model=64, learned_max_len=700)      # 700 x 764 numbers: past SYNC_VALUES
    assert "computing" in plain(view.status.text())
    if view.worker.busy:       # still computing: the last picture stays up
        np.testing.assert_array_equal(view.mine.similarity.image.image, before)
    assert view.worker.wait()
    assert view.status.text() == ""
    check_column(view.mine, np.asarray(session.layer.positions.table))


def test_a_real_models_learned_table(qtbot, tmp_path):
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))
    import tiny_checkpoints as tiny
    from posviz.model.checkpoint import load_checkpoint
    from posviz.model.settings import settings_for_model
    folder, tensors = tiny.gpt2(tmp_path / "gpt2-tiny", d=8, positions=24)
    layer = load_checkpoint(folder)
    session, views, view = make_view(qtbot)
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    assert view.worker.wait()
    check_column(view.mine, tensors["transformer.wpe.weight"].astype(np.float64))
    assert "The learned table of gpt2-tiny" in plain(view.mine.title.text()) and "(24 × 8)" in plain(view.mine.title.text())
    check_column(view.theirs, paper_sinusoid(24, 8))


def test_legible_on_a_zoomed_projector(qtbot):
    """At 1024 wide and twice the font the tables stack, captions keep their lines, pictures their height."""
    session = Session()
    session.background = False
    assert session.set_settings(scheme="learned", d_model=16, learned_max_len=40)
    views = DeeperViews(session)
    qtbot.addWidget(views)
    font = views.font()
    font.setPointSizeF(2 * font.pointSizeF())
    views.setFont(font)
    views.resize(1024, 560)
    views.show()
    view = views.show_view(LEARNED)
    qtbot.waitUntil(lambda: view.redraw_count > 0)
    QtWidgets.QApplication.processEvents()
    assert view.columns.direction() == QtWidgets.QBoxLayout.Direction.TopToBottom
    labels = [label for label in view.findChildren(QtWidgets.QLabel) if label.wordWrap() and label.text()]
    for label in labels:
        assert label.height() >= label.heightForWidth(label.width()) - 1, plain(label.text())[:60]
    pictures = view.findChildren(pg.PlotWidget) + view.findChildren(MatrixView)
    assert len(pictures) == 8 and all(p.height() >= 10 * p.fontMetrics().height() for p in pictures)
    assert view.minimumSizeHint().width() <= 1024 - 20


def test_a_small_table_asked_after_a_large_one_stays(qtbot):
    """The large table's answer, arriving after the small one was drawn at once, is dropped."""
    session, views, view = make_view(qtbot, scheme="learned", d_model=16, learned_max_len=40)
    assert session.set_settings(d_model=64, learned_max_len=700)       # computing in the background ...
    assert session.set_settings(d_model=16, learned_max_len=30)        # ... while a small one is drawn at once
    assert view.worker.wait()
    check_column(view.mine, np.asarray(session.layer.positions.table))
    assert view.mine.reading.table.shape == (30, 16) and view.status.text() == ""


def test_an_alibi_model_is_said_to_add_no_table_because_of_alibi(qtbot):
    pytest.importorskip("tokenizers")
    from posviz.model.checkpoint import load_checkpoint
    from posviz.model.settings import settings_for_model
    layer = load_checkpoint(Path(__file__).resolve().parents[1] / "reference" / "goldens" / "models" / "bloom_f32")
    session, views, view = make_view(qtbot)
    assert session.set_layer(layer, settings_for_model(layer, session.settings)), session.message
    assert view.worker.wait()
    assert view.mine.reading is None
    assert plain(view.mine.message.text()).startswith("ALiBi adds no vectors to the input")   # not "'none'"
