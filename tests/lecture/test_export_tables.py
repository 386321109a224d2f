"""The numbers behind each panel's export, Qt-free: names, labels and values worked out here.

The position vectors are written out with numpy from the paper's formula, E is the lesson's toy
table, and the deeper views' tables are checked against a cosine similarity and an SVD done here.
"""
import csv

import numpy as np
import pytest

from posviz.lecture import export_data as data
from posviz.lecture.export_views import view_table
from posviz.model import InputLayer, Learned, Rope, toy_model

TOY = toy_model()                                   # d = 6, 10 words, dims "animal" ... "size"
FRAME = TOY.encode("the dog bit the man")
DIMS = ("animal", "person", "action", "past", "small word", "size")


def paper(positions, d: int) -> np.ndarray:
    p = np.asarray(positions, dtype=np.float64)[:, None]
    angles = p / 10000.0 ** (2 * np.arange((d + 1) // 2) / d)[None, :]
    out = np.empty((len(p), d))
    out[:, 0::2], out[:, 1::2] = np.sin(angles), np.cos(angles[:, :d // 2])
    return out


def test_the_command_lines_panel_and_format_names():
    assert data.PANELS == ("window", "heatmap", "table", "addition", "z", "position-similarity",
                           "position-components", "rope-decay")
    assert set(data.PANEL_TITLES) == set(data.PANELS)
    assert data.PANEL_TITLES["z"] == "Z, the input to layer 1" and data.PANEL_TITLES["window"] == "Whole window"
    assert data.FORMATS == ("png", "svg", "csv", "npy")


@pytest.mark.parametrize("path, fmt", [("out.csv", "csv"), ("a/b.NPY", "npy"), ("x.svg", "svg"), ("shot.Png", "png")])
def test_the_format_is_read_from_the_extension(path, fmt):
    assert data.format_of(path) == fmt


def test_an_unknown_extension_is_named_in_the_message():
    with pytest.raises(data.ExportError) as caught:
        data.format_of("table.txt")
    assert str(caught.value) == "cannot tell the format from '.txt'; end the file name with .png, .svg, .csv, .npy"
    with pytest.raises(data.ExportError, match="^cannot tell the format from no extension;"):
        data.format_of("table")


def test_panels_and_formats_that_do_not_go_together():
    data.check_panel("window", "png")
    data.check_panel("z", "csv")
    with pytest.raises(data.ExportError, match=r"^the whole window is a picture: export it as \.png or \.svg, not \.npy"):
        data.check_panel("window", "npy")
    with pytest.raises(data.ExportError, match="^unknown panel 'Z'; choose one of window, heatmap"):
        data.check_panel("Z", "csv")
    with pytest.raises(data.ExportError, match="the 'window' view has no table of numbers"):
        data.table_for("window", TOY, FRAME, 8, 0)


def test_embedding_table_is_e_labelled_by_id_and_word():
    table = data.embedding_table(TOY)
    assert table.label_names == ("id", "word") and table.column_names == DIMS
    assert table.row_labels[:3] == [("0", "the"), ("1", "a"), ("2", "dog")] and len(table.row_labels) == 10
    np.testing.assert_array_equal(table.values, TOY.table.matrix)


def test_position_table_rows_are_the_formula_and_stop_at_a_learned_tables_end():
    table = data.position_table(TOY, 3)
    assert table.label_names == ("position",) and table.row_labels == [("0",), ("1",), ("2",)]
    np.testing.assert_allclose(table.values, paper([0, 1, 2], 6), atol=1e-12)
    learned = TOY.with_positions(Learned(np.ones((10, 6))))
    assert data.position_rows(learned, 64) == 10 and data.position_rows(learned, 4) == 4
    assert data.position_rows(TOY, 64) == 64
    assert data.position_table(learned, 64).values.shape == (10, 6)
    np.testing.assert_array_equal(data.position_table(TOY.with_positions(Rope()), 2).values, np.zeros((2, 6)))


def test_a_table_over_the_limit_is_refused_with_its_size():
    assert data.position_table(TOY, 3, limit=18).values.shape == (3, 6)        # exactly at the limit
    with pytest.raises(data.ExportError) as caught:
        data.position_table(TOY, 3, limit=17)
    assert str(caught.value) == ("the position table has 3 x 6 = 18 values, more than the 17 this format takes; "
                                 "try fewer positions (--length)")
    with pytest.raises(data.ExportError, match="^the z table has 5 x 6 = 30 values"):
        data.table_for("z", TOY, FRAME, 8, 0, limit=29)


def test_z_is_token_rows_plus_position_rows_labelled_by_position_and_word():
    table = data.z_table(TOY, FRAME)
    assert table.label_names == ("position", "token")
    assert table.row_labels == [("0", "the"), ("1", "dog"), ("2", "bit"), ("3", "the"), ("4", "man")]
    ids = [TOY.vocabulary.words.index(word) for word in ("the", "dog", "bit", "the", "man")]
    np.testing.assert_allclose(table.values, TOY.table.matrix[ids] + paper(range(5), 6), atol=1e-12)


def test_the_addition_is_the_focused_tokens_three_rows():
    table = data.addition_table(TOY, FRAME, 1)
    assert table.label_names == ("vector", "token")
    assert table.row_labels == [("token row", "dog"), ("position 1 vector", "dog"), ("z row", "dog")]
    dog = TOY.table.matrix[TOY.vocabulary.words.index("dog")]
    np.testing.assert_allclose(table.values, [dog, paper([1], 6)[0], dog + paper([1], 6)[0]], atol=1e-12)
    for focus in (-1, 5):
        with pytest.raises(data.ExportError, match="no sum to export"):
            data.addition_table(TOY, FRAME, focus)


def test_csv_holds_exact_float_text_and_npy_keeps_the_dtype(tmp_path):
    table = data.z_table(TOY, FRAME)
    data.write_table(table, tmp_path / "z.csv", "csv")
    with open(tmp_path / "z.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["position", "token", *DIMS] and rows[2][:2] == ["1", "dog"]
    assert np.array_equal(np.array([[float(x) for x in row[2:]] for row in rows[1:]]), table.values)
    data.write_table(table, tmp_path / "z.npy", "npy")
    back = np.load(tmp_path / "z.npy")
    assert back.dtype == table.values.dtype and np.array_equal(back, table.values)


def test_position_similarity_is_the_cosine_of_every_pair_of_rows():
    table = view_table("position-similarity", TOY, 4, 10000.0, 100)
    rows = paper(range(4), 6)
    unit = rows / np.linalg.norm(rows, axis=1, keepdims=True)
    np.testing.assert_allclose(table.values, unit @ unit.T, atol=1e-12)
    assert table.label_names[0].startswith("position i [") and table.label_names[0].endswith(", 4 x 6]")
    assert table.row_labels == [("0",), ("1",), ("2",), ("3",)]
    assert table.column_names == ("position 0", "position 1", "position 2", "position 3")


def test_position_components_are_the_first_three_principal_axes_with_their_variance_shares():
    table = view_table("position-components", TOY, 16, 10000.0, 100)
    rows = paper(range(16), 6)
    centred = rows - rows.mean(axis=0)
    _, singular, axes = np.linalg.svd(centred, full_matrices=False)
    shares = singular ** 2 / np.sum(singular ** 2)
    assert table.values.shape == (16, 3) and table.row_labels == [(str(p),) for p in range(16)]
    for k in range(3):
        name = table.column_names[k]
        assert name.startswith(f"PC {k + 1} (explained variance ratio ")
        assert float(name.split("ratio ")[1][:-1]) == pytest.approx(shares[k], rel=1e-9)
        projection = centred @ axes[k]
        sign = np.sign(projection @ table.values[:, k])
        np.testing.assert_allclose(sign * table.values[:, k], projection, atol=1e-9)


def test_rope_decay_and_an_unknown_view():
    table = view_table("rope-decay", TOY.with_positions(Rope()), 8, 10000.0, 100)
    distances, bound = table.values[:, 0], table.values[:, 1]
    assert distances[0] == 0.0 and np.all(np.diff(distances) > 0) and distances[-1] >= 10_000
    # RoFormer's bound at distance 0 is (d/2 + 1) / 2 with d = 6: the whole vector is one head
    assert bound[0] == pytest.approx((6 / 2 + 1) / 2)
    assert table.column_names == ("distance", "bound [The session's RoPE (its whole vector is one head): base 10000.0, d 6]")
    with pytest.raises(data.ExportError, match="'heatmap' is not a view with its own table"):
        view_table("heatmap", TOY, 8, 10000.0, 100)


def test_a_learned_layers_similarity_uses_its_own_rows():
    rows = np.random.default_rng(5).standard_normal((7, 6))
    layer = InputLayer(TOY.vocabulary, TOY.table, Learned(rows))
    table = view_table("position-similarity", layer, 256, 10000.0, 100)
    unit = rows / np.linalg.norm(rows, axis=1, keepdims=True)
    np.testing.assert_allclose(table.values, unit @ unit.T, atol=1e-12)
    assert table.label_names == ("position i [The learned table of the model, 7 x 6]",)
