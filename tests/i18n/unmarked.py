"""Find user-visible strings not marked for translation, by reading the source (AST), not running it.

Two rules, each giving (module, text) pairs:

- **Qt sinks** (any module): a string literal, f-string, ``"...".format(...)``, ``"..." % x``,
  ``"a" + b`` or a module-level string constant reaching a call that shows text — ``setText``,
  ``setToolTip``, ``setWindowTitle``, ``setPlaceholderText``, ``addAction``, ``showMessage``,
  ``QLabel(...)``, ``QPushButton(...)``, ``QMessageBox.information(...)``, a dialog's caption, a
  plot's axis label, an accessible name or description …
- **Sentences in Qt-free modules** (posviz.lessons, .state, .practice, .lecture, .model): a
  literal of two or more words that ends like a sentence (``.`` ``:`` ``?`` ``!`` ``…`` or a
  ``{field}``), outside docstrings — a caption or message these modules make for the window.

A string written as the first argument of ``<Context>.tr(...)`` is marked and never reported.
Run ``python tests/i18n/unmarked.py`` to print today's unmarked strings in the baseline's format.
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "posviz"
BASELINE = Path(__file__).with_name("unmarked_baseline.txt")
# Method or class name -> which positional arguments are shown text (None: all of them).
SINKS: dict[str, tuple | None] = {
    "setText": (0,), "setToolTip": (0,), "setWindowTitle": (0,), "setPlaceholderText": (0,), "setStatusTip": (0,),
    "setWhatsThis": (0,), "setAccessibleName": (0,), "setAccessibleDescription": (0,), "setTitle": (0,),
    "setPrefix": (0,), "setSuffix": (0,), "setTabText": (1,), "setItemText": (1,), "addTab": (1,), "insertTab": (2,),
    "addAction": (0,), "addMenu": (0,), "addItem": (0,), "addItems": (0,), "showMessage": (0,), "setLabel": (1,),
    "setLabelText": (0,), "setHeaderLabels": (0,), "setHorizontalHeaderLabels": (0,), "setVerticalHeaderLabels": (0,),
    "setSpecialValueText": (0,), "setHtml": (0,), "setPlainText": (0,), "setCheckBoxText": (0,),
    "QLabel": (0,), "QPushButton": (0,), "QCheckBox": (0,), "QRadioButton": (0,), "QGroupBox": (0,), "QAction": (0,),
    "QToolButton": (0,), "QMenu": (0,), "QCommandLinkButton": (0, 1),
    "information": (1, 2), "warning": (1, 2), "critical": (1, 2), "question": (1, 2), "about": (1, 2),
    "getExistingDirectory": (1,), "getOpenFileName": (1,), "getSaveFileName": (1,), "getText": (1, 2),
    "getInt": (1, 2), "getDouble": (1, 2), "getItem": (1, 2),
}
KEYWORDS = {"accessibleName", "toolTip", "text", "title", "windowTitle", "placeholderText", "caption", "statusTip"}
QT_FREE = ("lessons", "state", "practice", "lecture", "model")
SKIPPED = ("i18n", "practice/walls", "practice/runner.py", "practice/supervisor.py", "lecture/page")
SENTENCE_END = re.compile(r"([.:?!…]|\})\s*$")
FIELD = re.compile(r"\{[^{}]*\}")


def wordy(text: str) -> bool:
    """Words a reader would need translated: two letters in a row outside ``{fields}``."""
    return re.search(r"[A-Za-z]{2}", FIELD.sub("", text)) is not None


def _literal(node: ast.AST, constants: dict[str, str]) -> str | None:
    """The text of a string expression that is not marked, or None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    if isinstance(node, ast.Name) and node.id in constants:
        return constants[node.id]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("format", "join"):
        return _literal(node.func.value, constants) if node.func.attr == "format" else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return _literal(node.left, constants) or _literal(node.right, constants)
    if isinstance(node, ast.IfExp):
        return _literal(node.body, constants) or _literal(node.orelse, constants)
    return None


def _constants(tree: ast.Module) -> dict[str, str]:
    """Module-level NAME = "string" (and parenthesised concatenations)."""
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                found[node.targets[0].id] = node.value.value
    return found


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def sink_strings(tree: ast.Module) -> list[str]:
    """Unmarked texts reaching a Qt call that shows them."""
    constants, out = _constants(tree), []
    for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
        name = _callee(call)
        if name in SINKS:
            places = SINKS[name]
            args = [a for i, a in enumerate(call.args) if places is None or i in places]
            for arg in args:
                items = arg.elts if isinstance(arg, (ast.List, ast.Tuple)) else [arg]
                out += [t for t in (_literal(item, constants) for item in items) if t and wordy(t)]
        out += [t for kw in call.keywords if kw.arg in KEYWORDS
                for t in [_literal(kw.value, constants)] if t and wordy(t)]
    return out


def _docstrings(tree: ast.Module) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


def _marked(tree: ast.Module) -> set[int]:
    """The literals written as a ``.tr(...)`` call's arguments."""
    return {id(a) for n in ast.walk(tree) if isinstance(n, ast.Call) and _callee(n) == "tr" for a in ast.walk(n)}


def sentence_strings(tree: ast.Module) -> list[str]:
    """Sentence-like literals in a Qt-free module (captions and messages it makes)."""
    skip = _docstrings(tree) | _marked(tree)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = node.value.strip()
            if " " in text and wordy(text) and SENTENCE_END.search(text) and not text.startswith(("#", "<", "%")):
                out.append(node.value)
    return out


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def scan(root: Path = PACKAGE) -> set[tuple[str, str]]:
    """Every (module, text) not marked for translation under ``root``."""
    found = set()
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel.startswith(SKIPPED):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        texts = sink_strings(tree)
        if rel.split("/")[0] in QT_FREE:
            texts += sentence_strings(tree)
        found.update((module_name(path), text) for text in texts)
    return found


def line(module: str, text: str) -> str:
    """One baseline line: the module, a tab, the text with backslashes, newlines and tabs escaped."""
    return module + "\t" + text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def read_baseline(path: Path = BASELINE) -> set[str]:
    return {row for row in path.read_text(encoding="utf-8").splitlines() if row and not row.startswith("#")}


if __name__ == "__main__":
    sys.stdout.write("\n".join(sorted(line(m, t) for m, t in scan())) + "\n")
