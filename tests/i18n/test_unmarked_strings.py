"""No new user-visible string escapes translation (issue 32).

tests/i18n/unmarked.py reads every module's source for strings shown by Qt calls (setText,
QLabel(...), addAction, a dialog's caption, an accessible name …) and for sentences the Qt-free
modules make, that are not written inside ``<Context>.tr(...)``. Today's are listed in
unmarked_baseline.txt, which may only shrink: an area is marked, its lines go.
"""
import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import unmarked  # noqa: E402

MARKED_AREAS = ("posviz.qt.panels.compare.", "posviz.lessons.compare", "posviz.qt.language", "posviz.i18n",
                # the Input layer tab and the walkthrough (issue 32, 32a)
                "posviz.qt.panels.sentence", "posviz.qt.panels.controls", "posviz.qt.panels.embedding_table",
                "posviz.qt.panels.input_matrix", "posviz.qt.panels.real_model", "posviz.qt.panels.addition.",
                "posviz.qt.panels.heatmap.", "posviz.qt.window.walkthrough", "posviz.qt.window.layout",
                "posviz.lessons.walkthrough", "posviz.lessons.model_steps", "posviz.lessons.glossary",
                "posviz.lessons.captions.addition", "posviz.lessons.captions.heatmap", "posviz.state.",
                "posviz.qt.widgets.busy_indicator", "posviz.qt.widgets.positions_switch", "posviz.qt.widgets.glossary_tips")


def test_every_unmarked_string_is_in_the_shrink_only_baseline():
    found = {unmarked.line(module, text) for module, text in unmarked.scan()}
    baseline = unmarked.read_baseline()
    new = sorted(found - baseline)
    assert not new, ("These strings are shown to the user but not marked for translation; write them as "
                     "<Context>.tr(\"…\") (docs/translations.md), do not add them to the baseline:\n" + "\n".join(new))
    gone = sorted(baseline - found)
    assert not gone, "Marked or removed since: delete these lines from unmarked_baseline.txt:\n" + "\n".join(gone)


def test_marked_areas_have_nothing_in_the_baseline():
    assert not [row for row in unmarked.read_baseline() if row.startswith(MARKED_AREAS)]


def scan_source(source: str, qt_free: bool) -> list[str]:
    tree = ast.parse(source)
    return unmarked.sink_strings(tree) + (unmarked.sentence_strings(tree) if qt_free else [])


def test_the_scan_finds_each_way_a_string_reaches_the_screen():
    source = '''
TITLE = "Compare models"
def build(self, n):
    self.button = QtWidgets.QPushButton("Add the toy model")
    self.box = QtWidgets.QComboBox(accessibleName="Add a recent model")
    self.label.setText(f"{n} tokens read")
    self.setWindowTitle(TITLE)
    self.status.showMessage("Saved {path}.".format(path=n))
    self.plot.setLabel("bottom", "row length")
    QtWidgets.QMessageBox.warning(self, "Not saved", "The disk is full.")
    self.menu.addAction(Menu.tr("&Language"))
    self.label.setText(Tab.tr("{n} tokens").format(n=n))
    self.spin.setSuffix(" %")
'''
    assert sorted(scan_source(source, qt_free=False)) == sorted([
        "Add the toy model", "Add a recent model", "{} tokens read", "Compare models", "Saved {path}.", "row length",
        "Not saved", "The disk is full."])


def test_sentences_of_qt_free_modules_are_found_outside_docstrings_and_tr():
    source = '''
"""A docstring that ends like a sentence."""
WORD_ONE = "{model} keeps “{word}” as one token."
KEY = "models/recent"
def f(model):
    """Also a docstring: a sentence."""
    raise ValueError("compare one to four models, not five.")
def g():
    return Captions.tr("{model} cuts it into %Ln tokens.", None, 3)
'''
    assert sorted(scan_source(source, qt_free=True)) == sorted([
        "{model} keeps “{word}” as one token.", "compare one to four models, not five."])
