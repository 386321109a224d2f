"""Cost follows the change: what a focus change, a keystroke or a scheme change recomputes.

Nothing here is timed: each test counts calls (encodings, table resets, heatmap images) so that
the design stays honest whatever the machine. Speed itself is measured by tests/bench/run.py.
"""
import numpy as np
import pytest
from PySide6 import QtCore
from PySide6.QtTest import QTest

from posviz.model import InputLayer, Sinusoidal
from posviz.qt import create_window
from posviz.qt.widgets.matrix_model import MatrixTableModel


class Counter:
    """Wraps ``cls.name`` so that every call is counted (the original still runs).

    ``sizes`` keeps the length of each call's first argument when it has one (positions asked
    of a scheme: a readout asks for one row, a table for many).
    """

    def __init__(self, monkeypatch, cls, name):
        self.calls, self.sizes = 0, []
        original = getattr(cls, name)

        def counted(obj, *args, **kwargs):
            self.calls += 1
            self.sizes.append(len(args[0]) if args and hasattr(args[0], "__len__") else None)
            return original(obj, *args, **kwargs)
        monkeypatch.setattr(cls, name, counted)

    @property
    def tables(self) -> int:
        """Calls that asked for more than one row."""
        return sum(1 for n in self.sizes if n is None or n > 1)


@pytest.fixture
def window(qtbot):
    w = create_window("the dog bit the man")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.heatmap.render_now()
    return w


@pytest.fixture
def counts(monkeypatch, window):
    """Counters installed after the window is built: only what the test does is counted."""
    image = window.heatmap.image_item
    return {"encode": Counter(monkeypatch, InputLayer, "encode"),
            "sinusoid": Counter(monkeypatch, Sinusoidal, "encode"),
            "set_matrix": Counter(monkeypatch, MatrixTableModel, "set_matrix"),
            "set_image": Counter(monkeypatch, type(image), "setImage")}


def resets(view):
    """A list that grows by one each time ``view``'s model is reset."""
    seen = []
    view.model().modelReset.connect(lambda: seen.append(1))
    return seen


def test_a_focus_change_recomputes_nothing(qtbot, window, counts):
    e_resets, z_resets = resets(window.table.view), resets(window.matrix.view)
    renders = window.heatmap.render_count
    for index in (3, 0, 4, 2):
        window.session.set_focus(index)
        QtCore.QCoreApplication.processEvents()
    window.heatmap.render_now()
    assert window.session.focus == 2
    assert {name: c.tables for name, c in counts.items()} == {"encode": 0, "sinusoid": 0, "set_matrix": 0,
                                                              "set_image": 0}   # (a readout may ask for one cell)
    assert e_resets == [] and z_resets == []
    assert window.heatmap.render_count == renders
    # ... and yet every panel follows: Z outlines row 2, E the focused word's row ("bit" is id 6)
    assert window.matrix.model.focus_row == 2
    assert window.table.model.focus_row == 6


def test_a_burst_of_keystrokes_encodes_once(qtbot, window, counts):
    editor = window.sentence.editor
    QTest.mouseClick(editor, QtCore.Qt.MouseButton.LeftButton)     # into the editor, as a lecturer does
    editor.end(False)
    QTest.keyClicks(editor, "s bit")            # five key events delivered in one event-loop pass
    assert editor.text() == "the dog bit the mans bit"
    assert counts["encode"].calls == 0          # nothing yet: the edit is coalesced
    qtbot.waitUntil(lambda: window.session.text == "the dog bit the mans bit", timeout=2000)
    QtCore.QCoreApplication.processEvents()
    assert counts["encode"].calls == 1
    assert window.session.frame.length == 6


def test_a_keystroke_leaves_the_table_e_and_the_heatmap_image_alone(qtbot, window, counts):
    e_resets, z_resets = resets(window.table.view), resets(window.matrix.view)
    window.session.set_text("the dog bit the cat")
    window.heatmap.render_now()
    assert counts["encode"].calls == 1
    assert e_resets == [] and z_resets == []               # Z's last row changed in place, E did not
    z = window.matrix.model
    np.testing.assert_array_equal(z.matrix, window.session.frame.z)
    assert z.headerData(4, QtCore.Qt.Orientation.Vertical) == "4 · cat"
    assert counts["set_image"].calls == 0                  # same scheme, same width: same picture


def test_a_keystroke_that_keeps_the_length_reuses_the_position_rows(qtbot, window, counts):
    window.session.set_text("the dog bit the cat")        # 5 tokens, as before
    window.session.set_text("the cat bit the dog")
    assert counts["sinusoid"].tables == 0
    frame = window.session.frame
    np.testing.assert_array_equal(frame.position_vectors, Sinusoidal().encode(np.arange(5), 6))


def test_a_scheme_change_redraws_the_heatmap_but_keeps_e(qtbot, window, counts):
    e_resets = resets(window.table.view)
    assert window.session.set_settings(convention="split")
    window.heatmap.render_now()
    assert e_resets == []                                   # the token table did not change
    assert counts["set_image"].calls == 1
    assert counts["encode"].calls == 1


def test_a_keystroke_elsewhere_leaves_the_additions_drawing_alone(qtbot, window):
    canvas = window.addition.canvas
    window.session.set_focus(1)                            # "dog"
    window.addition.set_progress(1.0)
    canvas.repaint()
    builds = canvas.layer_builds
    window.session.set_text("the dog bit the cat")         # the last word changed, not "dog"
    canvas.repaint()
    assert canvas.layer_builds == builds
    window.session.set_text("the cat bit the cat")         # now the focused word changed
    window.addition.set_progress(1.0)
    canvas.repaint()
    assert canvas.layer_builds == builds + 1
