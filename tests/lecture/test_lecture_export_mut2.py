"""Export names and limits word for word, and each panel's table reached through table_for (issue 23)."""
import numpy as np
import pytest

from posviz.lecture import export_data as data
from posviz.model import toy_model

TOY = toy_model()
FRAME = TOY.encode("the dog bit the man")
TITLES = {"window": "Whole window", "table": "Embedding table E", "z": "Z, the input to layer 1",
          "addition": "Token row + position row", "heatmap": "Position heatmap",
          "position-similarity": "Position similarity (cosine)",
          "position-components": "Position table's principal components", "rope-decay": "RoPE's long-range bound"}


def test_every_panels_title_in_the_menu_and_in_files():
    assert data.PANEL_TITLES == TITLES
    assert {panel: data.panel_title(panel) for panel in data.PANELS} == TITLES
    assert data.DATA_PANELS == ("table", "heatmap", "addition", "z", "position-similarity", "position-components",
                                "rope-decay")
    assert data.PICTURE_FORMATS == ("png", "svg") and data.DATA_FORMATS == ("csv", "npy")
    assert (data.MAX_CSV_VALUES, data.MAX_NPY_VALUES) == (10_000_000, 200_000_000)
    assert data.LESSON_Z == "token + position"


def test_the_window_refusal_lists_the_panels_with_tables():
    for fmt in ("png", "svg"):
        data.check_panel("window", fmt)
    for panel in data.DATA_PANELS:
        data.check_panel(panel, "csv")
    with pytest.raises(data.ExportError) as caught:
        data.check_panel("window", "csv")
    assert str(caught.value) == ("the whole window is a picture: export it as .png or .svg, not .csv (panels with "
                                 "tables: table, heatmap, addition, z, position-similarity, position-components, "
                                 "rope-decay)")
    with pytest.raises(data.ExportError) as caught:
        data.table_for("rope-decay", TOY, FRAME, 8, 0)
    assert str(caught.value) == ("the 'rope-decay' view has no table of numbers; choose one of table, heatmap, "
                                 "addition, z, position-similarity, position-components, rope-decay")


def test_table_for_gives_each_panels_own_table_and_checks_its_size():
    np.testing.assert_array_equal(data.table_for("table", TOY, FRAME, 8, 0).values, TOY.table.matrix)
    assert data.table_for("heatmap", TOY, FRAME, 7, 0).values.shape == (7, 6)
    assert data.table_for("addition", TOY, FRAME, 8, 2).row_labels[1] == ("position 2 vector", "bit")
    assert data.table_for("z", TOY, FRAME, 8, 0).row_labels[4] == ("4", "man")
    assert data.table_for("table", TOY, FRAME, 8, 0, limit=60).values.shape == (10, 6)
    with pytest.raises(data.ExportError) as caught:
        data.table_for("table", TOY, FRAME, 8, 0, limit=59)
    assert str(caught.value) == ("the table table has 10 x 6 = 60 values, more than the 59 this format takes; "
                                 "try the .npy format")
    with pytest.raises(data.ExportError, match="^the addition table has 3 x 6 = 18 values"):
        data.table_for("addition", TOY, FRAME, 8, 0, limit=17)
    with pytest.raises(data.ExportError) as caught:
        data.addition_table(TOY, TOY.encode(""), 0)
    assert str(caught.value) == "the sentence has no tokens, so there is no sum to export"


def test_a_csv_file_word_for_word(tmp_path):
    table = data.LabelledTable(np.array([[0.1, -2.0], [1e-20, 3.0]]), ("position", "token"),
                               [("0", "a,b"), ("1", 'say "hi"')], ("x", "y"))
    data.write_table(table, tmp_path / "t.csv", "csv")
    assert (tmp_path / "t.csv").read_bytes() == (
        b'position,token,x,y\r\n0,"a,b",0.1,-2.0\r\n1,"say ""hi""",1e-20,3.0\r\n')
    data.write_table(table, tmp_path / "t.npy", "npy")
    np.testing.assert_array_equal(np.load(tmp_path / "t.npy"), table.values)
    assert not (tmp_path / "t.npy.csv").exists() and sorted(p.name for p in tmp_path.iterdir()) == ["t.csv", "t.npy"]


def test_a_projected_z_is_named_by_its_formula_and_its_own_width():
    frame = FRAME
    wide = type("F", (), {"tokens": frame.tokens, "block_input": np.zeros((5, 4)),
                          "block_input_formula": "LayerNorm(token + position)"})()
    table = data.z_table(TOY, wide)
    assert table.label_names == ("position [rows = LayerNorm(token + position)]", "token")
    assert table.column_names == ("dim 0", "dim 1", "dim 2", "dim 3")
    assert data.z_table(TOY, frame).column_names == tuple(TOY.table.dim_names)


def test_an_export_writes_through_a_link_the_user_named(tmp_path):
    table = data.LabelledTable(np.array([[1.5]]), ("position",), [("0",)], ("x",))
    for fmt in ("csv", "npy"):
        real = tmp_path / f"real.{fmt}"
        real.write_bytes(b"old")
        link = tmp_path / f"link.{fmt}"
        link.symlink_to(real)
        data.write_table(table, link, fmt)
        assert link.is_symlink() and real.read_bytes() != b"old"
    assert (tmp_path / "real.csv").read_bytes() == b"position,x\r\n0,1.5\r\n"
    np.testing.assert_array_equal(np.load(tmp_path / "real.npy"), [[1.5]])


def test_a_view_table_has_256_rows_unless_told():
    from posviz.lecture.export_views import DEFAULT_ROWS, components_table, similarity_table
    assert DEFAULT_ROWS == 256
    assert similarity_table(TOY).values.shape == (256, 256)
    assert components_table(TOY).values.shape == (256, 3)


def test_a_given_decay_head_names_the_bound_column():
    from posviz.lecture.export_views import decay_export, view_table
    table = decay_export(TOY, 10000.0, 100, head=(500.0, 4, "a toy head"))
    assert table.column_names == ("distance", "bound [a toy head: base 500.0, d 4]")
    assert table.label_names == () and table.row_labels == [()] * len(table.values)
    assert table.values.shape[1] == 2 and table.values[0, 1] == pytest.approx((4 / 2 + 1) / 2)
    with pytest.raises(data.ExportError) as caught:
        view_table("z", TOY, 8, 10000.0, 100)
    assert str(caught.value) == "'z' is not a view with its own table"
