"""File → Export: pictures of the asked size, tables equal to the model's numbers, nothing lost on failure."""
import csv
from pathlib import Path
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from posviz.lecture.export_data import ExportError
from posviz.lecture.fileio import WriteError
from posviz.model import Sinusoidal, toy_model
from posviz.model.settings import LayerSettings
from posviz.qt import create_window
from posviz.qt.export import export, slide
from shared_window import reset_shared

SENTENCE = "the dog bit the man"


@pytest.fixture(scope="module")
def shown_window():
    """One window for the module (building one takes seconds); each test resets its state."""
    window = create_window(SENTENCE)
    window.persistence.disable()
    window.resize(1024, 768)
    window.show()
    yield window
    window.close()
    window.deleteLater()
    QtWidgets.QApplication.processEvents()


@pytest.fixture(autouse=True)
def back_to_the_files_start(request):
    """The shared window is put back where the file's fixture left it, whatever ran before."""
    reset_shared(request, "shown_window")


@pytest.fixture
def window(shown_window, qtbot):
    session = shown_window.session
    assert session.set_input(SENTENCE, LayerSettings())
    session.set_heatmap_rows(64)
    session.set_focus(1)
    qtbot.waitExposed(shown_window)
    return shown_window


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    return rows[0], rows[1:]


def values(rows, labels):
    return np.array([[float(v) for v in row[labels:]] for row in rows])


def test_embedding_table_csv_is_E(window, tmp_path):
    export.export(window, "table", tmp_path / "e.csv")
    header, rows = read_csv(tmp_path / "e.csv")
    layer = toy_model()
    assert header == ["id", "word", *layer.table.dim_names]
    assert [row[1] for row in rows] == list(layer.vocabulary.words)
    assert np.array_equal(values(rows, 2), layer.table.matrix)


def test_position_table_csv_is_the_sinusoid(window, tmp_path):
    window.session.set_heatmap_rows(100)
    export.export(window, "heatmap", tmp_path / "p.csv")
    header, rows = read_csv(tmp_path / "p.csv")
    table = values(rows, 1)
    assert header[0] == "position" and [int(r[0]) for r in rows] == list(range(100))
    assert np.array_equal(table, Sinusoidal().encode(np.arange(100), 6))
    p, k = np.arange(100)[:, None], np.arange(3)[None, :]
    angle = p / 10000.0 ** (2 * k / 6)              # the paper's closed form, interleaved sin/cos
    assert np.allclose(table[:, 0::2], np.sin(angle), atol=1e-12)
    assert np.allclose(table[:, 1::2], np.cos(angle), atol=1e-12)


def test_position_table_of_a_learned_scheme_stops_at_its_end(window, tmp_path):
    window.session.set_settings(scheme="learned", learned_max_len=20)
    window.session.set_heatmap_rows(64)
    export.export(window, "heatmap", tmp_path / "p.npy")
    assert np.array_equal(np.load(tmp_path / "p.npy"), window.session.layer.positions.table)


def test_z_csv_is_token_rows_plus_position_rows(window, tmp_path):
    export.export(window, "z", tmp_path / "z.csv")
    header, rows = read_csv(tmp_path / "z.csv")
    frame = window.session.frame
    assert header[:2] == ["position", "token"] and [r[1] for r in rows] == SENTENCE.split()
    z = values(rows, 2)
    assert np.array_equal(z, frame.z)
    assert np.array_equal(z, frame.token_vectors + frame.position_vectors)
    assert z[1].round(2).tolist() == [1.74, 0.54, 0.05, 1.0, 0.0, 1.4]     # the lesson's "dog" row


def test_addition_csv_is_the_focused_sum(window, tmp_path):
    window.session.set_focus(2)
    export.export(window, "addition", tmp_path / "a.csv")
    _, rows = read_csv(tmp_path / "a.csv")
    token, position, z = values(rows, 2)
    frame = window.session.frame
    assert np.array_equal(token, frame.token_vectors[2]) and np.array_equal(position, frame.position_vectors[2])
    assert np.array_equal(z, token + position)


@pytest.mark.parametrize("panel, attribute", [("table", "table"), ("z", "z"), ("heatmap", None)])
def test_npy_round_trips_exactly(window, tmp_path, panel, attribute):
    window.session.set_settings(d_model=16, scheme="learned", seed=7)
    export.export(window, panel, tmp_path / "x.npy")
    loaded = np.load(tmp_path / "x.npy", allow_pickle=False)
    session = window.session
    expected = {"table": session.layer.table.matrix, "z": session.frame.z,
                "heatmap": session.layer.positions.table[:64]}[panel]
    assert loaded.dtype == expected.dtype and np.array_equal(loaded, expected)


@pytest.mark.parametrize("panel", ["window", "table", "heatmap", "addition", "z"])
def test_png_has_the_widget_size_at_1x_and_twice_at_2x(window, tmp_path, panel):
    """The window as it is on screen; a panel as a slide figure (test_room_slides.py)."""
    widget = export.panel_widget(window, panel)
    export.export(window, panel, tmp_path / "one.png")
    export.export(window, panel, tmp_path / "two.png", scale=2)
    one, two = QtGui.QImage(str(tmp_path / "one.png")), QtGui.QImage(str(tmp_path / "two.png"))
    size = widget.size() if panel == "window" else slide.SLIDE_SIZE
    assert (one.width(), one.height()) == (size.width(), size.height())
    assert (two.width(), two.height()) == (2 * size.width(), 2 * size.height())
    assert len({one.pixel(x, y) for x in range(0, one.width(), 7) for y in range(0, one.height(), 7)}) > 20


@pytest.mark.parametrize("panel", ["window", "heatmap", "z"])
def test_svg_parses_with_the_widget_size(window, tmp_path, panel):
    widget = export.panel_widget(window, panel)
    export.export(window, panel, tmp_path / "x.svg")
    root = ET.parse(tmp_path / "x.svg").getroot()
    width = widget.width() if panel == "window" else slide.SLIDE_SIZE.width()
    height = widget.height() - window.menuBar().height() if panel == "window" else slide.SLIDE_SIZE.height()
    assert root.tag.endswith("svg") and root.get("viewBox") == f"0 0 {width} {height}"
    assert float(root.get("width").removesuffix("mm")) == pytest.approx(width * 25.4 / 96, abs=0.01)
    texts = " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
    assert "dog" in texts                      # text stays text: it scales on a slide


def test_unknown_panel_and_format_are_refused(window, tmp_path):
    with pytest.raises(ExportError, match="unknown panel 'legend'"):
        export.export(window, "legend", tmp_path / "x.png")
    with pytest.raises(ExportError, match="'.jpg'"):
        export.export(window, "z", tmp_path / "x.jpg")
    with pytest.raises(ExportError, match="whole window is a picture"):
        export.export(window, "window", tmp_path / "x.csv")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("where, reason", [("a-file/x.png", "is not a folder"), ("missing/x.csv", "does not exist"),
                                           ("folder.svg", "it is a folder")])
def test_unwritable_place_fails_cleanly(window, tmp_path, where, reason):
    (tmp_path / "a-file").write_text("x")
    (tmp_path / "folder.svg").mkdir()
    with pytest.raises(WriteError, match=reason):
        export.export(window, "z", tmp_path / where)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file", "folder.svg"]
    assert list((tmp_path / "folder.svg").iterdir()) == []


@pytest.mark.parametrize("name", ["good.png", "good.npy", "good.csv", "good.svg"])
def test_failed_export_leaves_the_old_file_whole(window, tmp_path, monkeypatch, name):
    good = tmp_path / name
    good.write_bytes(b"an earlier export")

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("posviz.lecture.fileio._fsync_file", disk_full)
    with pytest.raises(WriteError, match="No space left"):
        export.export(window, "z", good)
    assert good.read_bytes() == b"an earlier export"
    assert [p.name for p in tmp_path.iterdir()] == [name]     # no temporary file left behind


def test_failed_png_encoder_is_reported(window, tmp_path, monkeypatch):
    good = tmp_path / "good.png"
    good.write_bytes(b"old")
    monkeypatch.setattr(QtGui.QImage, "save", lambda *a, **k: False)
    with pytest.raises(WriteError, match="could not save the PNG"):
        export.export(window, "table", good)
    assert good.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["good.png"]


def test_menu_export_writes_the_chosen_file(window, tmp_path, monkeypatch):
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "slide"), ""))
    path = window.lecture_menu.export_dialog("heatmap", "png", 2)
    assert path == tmp_path / "slide.png"
    image = QtGui.QImage(str(path))
    assert image.width() == 2 * slide.SLIDE_SIZE.width()          # a slide figure, at 2x
    assert "Exported" in window.statusBar().currentMessage()


def test_menu_export_to_an_unwritable_place_says_so(window, tmp_path, monkeypatch):
    (tmp_path / "a-file").write_text("keep")
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "a-file" / "z.csv"), ""))
    shown = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda parent, title, text: shown.append((title, text)))
    assert window.lecture_menu.export_dialog("z", "csv") is None
    assert shown and shown[0][0] == "Export failed"
    assert "cannot write" in shown[0][1] and "No file was changed" in shown[0][1]
    assert (tmp_path / "a-file").read_text() == "keep"


def test_file_menu_offers_every_panel_and_format(window):
    titles = [a.text() for a in window.lecture_menu.export_menu.actions()]
    assert titles == [export.PANEL_TITLES[p] for p in ("window", "table", "z", "heatmap", "addition",
                                                       "position-similarity", "position-components", "rope-decay")] \
        + ["Lesson page…"]                                                  # tests/qt/test_export_page.py
    table_formats = [a.text() for a in window.lecture_menu.export_menu.actions()[1].menu().actions()]
    assert any("2×" in t for t in table_formats) and any("CSV" in t for t in table_formats)


def test_picture_exports_start_in_pictures_and_tables_in_documents(window, tmp_path, monkeypatch):
    """A PNG or SVG is asked for in the user's Pictures folder (it opened in Documents, or where posviz
    was started); a CSV or a lecture state in Documents; each kind remembers its own last folder."""
    where = QtCore.QStandardPaths.StandardLocation
    pictures = QtCore.QStandardPaths.writableLocation(where.PicturesLocation)
    documents = QtCore.QStandardPaths.writableLocation(where.DocumentsLocation)
    assert pictures and documents and pictures != documents
    from posviz.qt.window.file_actions import FileDialogs
    monkeypatch.setattr(window.lecture_menu, "dialogs", FileDialogs(window))   # the window is shared: fresh memory
    asked = []

    def answer(parent, title, start, filters):
        asked.append(start)
        return str(tmp_path / ("chosen" if len(asked) == 1 else "again")), ""
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", answer)
    window.lecture_menu.export_dialog("heatmap", "png")
    window.lecture_menu.export_dialog("z", "csv")
    window.lecture_menu.export_dialog("z", "svg")
    assert asked[0] == str(Path(pictures) / "posviz-position-table.png")
    assert asked[1] == str(Path(documents) / "posviz-Z.csv")
    assert asked[2] == str(tmp_path / "posviz-Z.svg")            # the folder the last picture went to
