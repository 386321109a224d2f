"""Mutants of a Python module: small AST changes, each applied as a text edit of one node's span.

Used by ``tools/mutation``. A mutant replaces the exact source span of one AST node (byte columns,
as ``ast`` reports them) with ``ast.unparse`` of a changed copy, so the rest of the file keeps its
formatting and a mutant's line reads as the line it changed.

Operators (the ``operator`` field of a mutant):

- ``compare``: ``<`` ↔ ``<=``, ``>`` ↔ ``>=``, ``==`` ↔ ``!=``, ``is`` ↔ ``is not``, ``in`` ↔ ``not in``
- ``arith``: ``+`` ↔ ``-``, ``*`` ↔ ``/``, ``//`` → ``*``, ``%`` → ``//``, ``**`` → ``*``, ``<<`` ↔ ``>>``,
  ``&`` ↔ ``|`` (binary operators and augmented assignments)
- ``constant``: an integer or float ``n`` → ``n + 1`` and ``n - 1``; a string without spaces (a key,
  a suffix, a name) → ``"XX" + s``; sentences, docstrings and f-strings are left alone
- ``negate``: the test of ``if`` / ``while`` / ``x if test else y`` → ``not (test)``; ``not x`` → ``x``;
  ``True`` ↔ ``False``
- ``boolop``: ``and`` ↔ ``or``
- ``return``: ``return x`` → ``return None``
- ``remove``: a call made as a statement, a ``raise`` or an augmented assignment → ``pass``

Annotations, decorators' names, ``__all__`` and code under ``if TYPE_CHECKING`` are not mutated.
"""
from __future__ import annotations

import ast
import copy
from dataclasses import dataclass

COMPARE = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
           ast.NotEq: ast.Eq, ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In}
ARITH = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Div, ast.Div: ast.Mult, ast.FloorDiv: ast.Mult,
         ast.Mod: ast.FloorDiv, ast.Pow: ast.Mult, ast.LShift: ast.RShift, ast.RShift: ast.LShift,
         ast.BitAnd: ast.BitOr, ast.BitOr: ast.BitAnd}
SYMBOL = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=", ast.Is: "is",
          ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in", ast.Add: "+", ast.Sub: "-", ast.Mult: "*",
          ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%", ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>",
          ast.BitAnd: "&", ast.BitOr: "|", ast.And: "and", ast.Or: "or"}


@dataclass(frozen=True)
class Mutant:
    """One change to one module: the span ``start``..``end`` (line, byte column) becomes ``replacement``."""

    module: str          # path relative to the repository, e.g. "posviz/model/viewport.py"
    operator: str        # compare, arith, constant, negate, boolop, return, remove
    change: str          # what changed, e.g. "< -> <="
    line_text: str       # the first changed line as written, stripped
    start: tuple[int, int]
    end: tuple[int, int]
    replacement: str
    in_function: bool = False   # inside a function's body: runs only when called, never at import

    @property
    def line(self) -> int:
        return self.start[0]

    @property
    def name(self) -> str:
        """Stable name (no line number, so it survives edits elsewhere in the file; the column tells
        apart two same changes on one line): the key of ``mutation_equivalent.txt``."""
        return f"{self.module} | {self.operator} {self.change} | {self.line_text} | col {self.start[1]}"

    def apply(self, source: str) -> str:
        """The module's source with this mutant's edit."""
        lines = source.encode("utf-8").splitlines(keepends=True)
        offsets = [0]
        for raw in lines:
            offsets.append(offsets[-1] + len(raw))
        data = source.encode("utf-8")
        first = offsets[self.start[0] - 1] + self.start[1]
        last = offsets[self.end[0] - 1] + self.end[1]
        return (data[:first] + self.replacement.encode("utf-8") + data[last:]).decode("utf-8")


def _no_mutation_zones(tree: ast.Module) -> set[int]:
    """ids of nodes whose subtrees are not mutated: docstrings, annotations, f-strings, ``__all__``,
    ``if TYPE_CHECKING`` blocks and ``if __name__ == "__main__"`` blocks."""
    skip: set[int] = set()

    def mark(node):
        if node is not None:
            skip.update(id(inner) for inner in ast.walk(node))

    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            mark(body[0])
        if isinstance(node, (ast.arg, ast.AnnAssign)):
            mark(node.annotation)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            mark(node.returns)
        if isinstance(node, ast.JoinedStr):
            mark(node)
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            mark(node)
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "__name__ == '__main__'"):
            mark(node)
    return skip


def _changed(node: ast.AST, **fields) -> str:
    twin = copy.deepcopy(node)
    for key, value in fields.items():
        setattr(twin, key, value)
    return ast.unparse(twin)


def _expression_mutants(node: ast.AST):
    """(operator, change, replacement) for one expression node."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            if type(op) in COMPARE:
                ops = list(node.ops)
                ops[i] = COMPARE[type(op)]()
                yield "compare", f"{SYMBOL[type(op)]} -> {SYMBOL[type(ops[i])]}", f"({_changed(node, ops=ops)})"
    elif isinstance(node, ast.BinOp) and type(node.op) in ARITH:
        new = ARITH[type(node.op)]()
        yield "arith", f"{SYMBOL[type(node.op)]} -> {SYMBOL[type(new)]}", f"({_changed(node, op=new)})"
    elif isinstance(node, ast.BoolOp):
        new = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        yield "boolop", f"{SYMBOL[type(node.op)]} -> {SYMBOL[type(new)]}", f"({_changed(node, op=new)})"
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield "negate", "not x -> x", f"({ast.unparse(node.operand)})"
    elif isinstance(node, ast.Constant):
        yield from _constant_mutants(node.value)


def _constant_mutants(value):
    if isinstance(value, bool):
        yield "negate", f"{value} -> {not value}", repr(not value)
    elif isinstance(value, (int, float)):
        yield "constant", f"{value!r} -> {value + 1!r}", repr(value + 1)
        yield "constant", f"{value!r} -> {value - 1!r}", repr(value - 1)
    elif isinstance(value, str) and value and " " not in value and len(value) <= 60:
        yield "constant", f"{value!r} -> {'XX' + value!r}", repr("XX" + value)


def _statement_mutants(node: ast.stmt):
    if isinstance(node, ast.Return) and node.value is not None \
            and not (isinstance(node.value, ast.Constant) and node.value.value is None):
        yield node, "return", "return x -> return None", "return None"
    if (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)) or isinstance(node, (ast.Raise, ast.AugAssign)):
        yield node, "remove", f"{type(node).__name__.lower()} -> pass", "pass"
    if isinstance(node, ast.AugAssign) and type(node.op) in ARITH:
        new = ARITH[type(node.op)]()
        yield node, "arith", f"{SYMBOL[type(node.op)]}= -> {SYMBOL[type(new)]}=", _changed(node, op=new)
    if isinstance(node, (ast.If, ast.While)):
        yield node.test, "negate", "test -> not test", f"not ({ast.unparse(node.test)})"


def module_mutants(module: str, source: str) -> list[Mutant]:
    """Every mutant of one module, in source order.

    Parameters
    ----------
    module : path relative to the repository (it names the mutants)
    source : the module's text
    """
    tree = ast.parse(source)
    skip = _no_mutation_zones(tree)
    in_body = {id(inner) for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
               for statement in node.body for inner in ast.walk(statement)}
    lines = source.splitlines()
    found = []
    for node in ast.walk(tree):
        if id(node) in skip or not hasattr(node, "lineno"):
            continue
        if isinstance(node, ast.stmt):
            edits = list(_statement_mutants(node))
        elif isinstance(node, ast.IfExp):
            edits = [(node.test, "negate", "test -> not test", f"(not ({ast.unparse(node.test)}))")]
        else:
            edits = [(node, *edit) for edit in _expression_mutants(node)]
        for target, operator, change, replacement in edits:
            found.append(Mutant(module, operator, change, lines[target.lineno - 1].strip(),
                                (target.lineno, target.col_offset), (target.end_lineno, target.end_col_offset),
                                replacement, id(target) in in_body))
    found.sort(key=lambda m: (m.start, m.end, m.operator, m.change))
    return found


def compiles(mutant: Mutant, source: str) -> bool:
    """Whether the mutated module still parses (a span edit can, rarely, make a syntax error)."""
    try:
        compile(mutant.apply(source), mutant.module, "exec")
    except SyntaxError:
        return False
    return True
