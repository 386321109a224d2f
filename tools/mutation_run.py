"""The parts of ``tools/mutation`` that find tests and run them: which Qt-free test files cover a
module, a private copy of the tree, and one pytest process per mutant with a time limit."""
from __future__ import annotations

import ast
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

QT_MODULES = ("PySide6", "pyqtgraph", "shiboken6", "posviz.qt", "pytestqt")
QT_FIXTURES = {"qtbot", "qapp", "qtmodeltester", "qtlog"}
# Where the Qt-free unit tests live. tests/cli and tests/practice start whole processes (the command
# line, the sandboxed checker) and some of those load Qt: slow, and not what the mutants are about.
TEST_PLACES = ("tests", "tests/model", "tests/lessons", "tests/lecture")
COPIED = ("posviz", "tests", "resources", "tools", "pyproject.toml")


def _imported(tree: ast.AST, module: str) -> set[str]:
    """Dotted names a module imports, anywhere in it (``from a import b`` gives ``a`` and ``a.b``)."""
    package = module.rsplit(".", 1)[0]
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def _module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path) -> dict[str, set[str]]:
    """posviz module → the posviz modules it imports (a package's ``__init__`` counts as importing
    nothing more than it names; importing ``a.b.c`` also runs ``a`` and ``a.b``)."""
    files = {_module_name(root, path): path for path in (root / "posviz").rglob("*.py")}
    graph = {}
    for name, path in files.items():
        imported = _imported(ast.parse(path.read_text("utf-8")), name if path.stem != "__init__" else name + ".x")
        graph[name] = {_resolve(target, files) for target in imported if target.split(".")[0] == "posviz"} - {None}
    return graph


def _resolve(dotted: str, files: dict) -> str | None:
    while dotted and dotted not in files:
        dotted = dotted.rpartition(".")[0]
    return dotted or None


def closure(start: set[str], graph: dict[str, set[str]]) -> set[str]:
    """Every module that importing ``start`` runs (imports followed, parent packages included)."""
    seen, todo = set(), list(start)
    while todo:
        name = todo.pop()
        if name in seen or name not in graph:
            continue
        seen.add(name)
        todo.extend(graph[name])
        todo.extend(".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1))
    return seen


def _exported(root: Path, files: dict) -> dict[str, str]:
    """``package.name`` → the module that defines it, for names a package's ``__init__`` imports
    (``posviz.model.Sinusoidal`` → ``posviz.model.positions``)."""
    found = {}
    for name, path in files.items():
        if path.stem == "__init__":
            for node in ast.parse(path.read_text("utf-8")).body:
                if isinstance(node, ast.ImportFrom) and node.module and node.module in files:
                    found.update({f"{name}.{alias.asname or alias.name}": node.module for alias in node.names})
    return found


def qt_free_tests(root: Path) -> dict[str, tuple[set[str], set[str]]]:
    """Qt-free test ids (a file, or ``file::test`` when only some tests of a file use Qt) → (the posviz
    modules they name themselves, every posviz module they import directly or not)."""
    graph = import_graph(root)
    files = {_module_name(root, path): path for path in (root / "posviz").rglob("*.py")}
    exported = _exported(root, files)
    found = {}
    for place in TEST_PLACES:
        shared = _fixture_imports(root / place / "conftest.py")
        for path in sorted((root / place).glob("test_*.py")):
            tree = ast.parse(path.read_text("utf-8"))
            rel = path.relative_to(root).as_posix()
            tests = [node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("test")]
            helpers = [node for node in tree.body if node not in tests]
            if any(_uses_qt(node) for node in helpers) or any(_uses_qt(node) for node in tree.body
                                                              if isinstance(node, ast.ClassDef)):
                continue
            qt_tests = {node.name for node in tests if _uses_qt(node)}
            kept = ast.Module([node for node in tree.body if getattr(node, "name", None) not in qt_tests], [])
            named = {exported.get(n) or _resolve(n, files) for n in _imported(kept, "tests.x") | shared
                     if n.startswith("posviz")}
            if not named - {None}:
                continue       # imports no posviz module (e.g. the CI workflow's checks): can kill no mutant
            modules = (named - {None}, closure(named - {None}, graph))
            if not qt_tests:
                found[rel] = modules
            else:
                found.update({f"{rel}::{node.name}": modules for node in tests if node.name not in qt_tests})
    return found


def _fixture_imports(conftest: Path) -> set[str]:
    """The posviz modules a folder's conftest.py imports (its fixtures load them for the folder's tests),
    less the Qt ones."""
    if not conftest.exists():
        return set()
    names = _imported(ast.parse(conftest.read_text("utf-8")), "tests.x")
    return {name for name in names if name.startswith("posviz") and not name.startswith("posviz.qt")}


def _uses_qt(node: ast.AST) -> bool:
    imported = _imported(node, "tests.x")
    if any(name == qt or name.startswith(qt + ".") for name in imported for qt in QT_MODULES):
        return True
    return any(isinstance(inner, ast.arg) and inner.arg in QT_FIXTURES for inner in ast.walk(node))


def tests_for(module_path: str, tests: dict) -> list[str]:
    """The Qt-free test ids that import the module at ``module_path`` (e.g. posviz/model/viewport.py),
    those that name it themselves first: with ``pytest -x`` a mutant is usually killed by them early."""
    name = module_path[:-3].replace("/", ".").removesuffix(".__init__")
    return sorted((test for test, (named, modules) in tests.items() if name in modules),
                  key=lambda test: (name not in tests[test][0], test))


def _forked_pytest(args: list[str], env: dict, cwd: Path, timeout: float) -> int | None:
    """pytest.main(args) in a forked child (its own session, output discarded): the exit code, or
    None after ``timeout`` seconds (the child's whole process group is killed).

    A fork starts in a few milliseconds with pytest, numpy and hypothesis already imported (see
    :func:`preload`); a fresh interpreter costs over a second of CPU per mutant. posviz itself is
    never imported in this process, so each child imports the mutated copy first on its path."""
    pid = os.fork()
    if pid == 0:                                         # the child: never returns
        code = 3
        try:
            os.setsid()
            quiet = os.open(Path(cwd, ".child_output"), os.O_RDWR | os.O_CREAT | os.O_TRUNC)   # the last run's
            os.dup2(quiet, 1)
            os.dup2(quiet, 2)
            os.chdir(cwd)
            os.environ.clear()
            os.environ.update(env)
            sys.path[:0] = [str(cwd), *env["PYTHONPATH"].split(os.pathsep)]
            if "posviz" in sys.modules:
                raise RuntimeError("posviz was imported before the fork: the child would test the worktree")
            import pytest
            code = int(pytest.main(args))
        except BaseException:
            import traceback
            Path(cwd, ".child_error").write_text(traceback.format_exc(), "utf-8")   # the run's output is discarded
        finally:
            os._exit(code)
    deadline = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            os.killpg(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None
        time.sleep(0.02)


def preload():
    """Import what every test run needs before forking (not posviz: that is the copy's to import)."""
    import hypothesis  # noqa: F401
    import numpy  # noqa: F401
    import pytest  # noqa: F401
    for optional in ("safetensors", "tokenizers"):
        try:
            __import__(optional)
        except ImportError:
            pass


class Sandbox:
    """A private copy of the tree; each mutant is written into it and put back after its run, so the
    worktree (which other processes import) is never edited."""

    def __init__(self, root: Path):
        self.root = root
        self.path = Path(tempfile.mkdtemp(prefix="posviz-mutation-"))
        for name in COPIED:
            source = root / name
            if source.is_dir():
                shutil.copytree(source, self.path / name, ignore=shutil.ignore_patterns("__pycache__", ".*"))
            elif source.exists():
                shutil.copy2(source, self.path / name)
        self.env = dict(os.environ, PYTHONPATH=f"{self.path}{os.pathsep}{self.path / 'tools'}", PYTHONDONTWRITEBYTECODE="1",
                        QT_QPA_PLATFORM="offscreen", PYTHONHASHSEED="0", MUTATION_ROOT=str(self.path))
        self.env.pop("MUTATION_TRACE", None)
        preload()

    def close(self):
        shutil.rmtree(self.path, ignore_errors=True)

    def run(self, test_ids: list[str], timeout: float, trace: Path | None = None) -> tuple[str, float]:
        """Run the tests in the copy: ("passed" | "failed" | "timeout" | "error:<code>", seconds).

        ``test_ids``: files, ``file::test`` or full test ids (with parameters). With ``trace``, the
        lines each test runs are written there as JSON (see mutation_plugin)."""
        shutil.rmtree(self.path / ".hypothesis", ignore_errors=True)   # the same examples every run
        (self.path / ".selected").write_text("\n".join(test_ids), "utf-8")
        files = sorted({test.split("::")[0] for test in test_ids})
        args = ["-q", "-x", "--no-header", "-p", "no:randomly", "-p", "no:xdist", "-p", "no:cacheprovider",
                "-p", "mutation_plugin", "--hypothesis-seed=0", "-o", "addopts=", *files]
        env = dict(self.env, MUTATION_SELECT=str(self.path / ".selected"))
        if trace is not None:
            env["MUTATION_TRACE"] = str(trace)
        began = time.monotonic()
        code = _forked_pytest(args, env, self.path, timeout)
        seconds = time.monotonic() - began
        # 1: a test failed; 2: collection or import failed (the mutant broke the module): both kill it.
        return {None: "timeout", 0: "passed", 1: "failed", 2: "failed"}.get(code, f"error:{code}"), seconds

    def line_map(self, test_ids: list[str]) -> dict[str, list[str]]:
        """{"posviz/...py:line": [ids of the tests that run that line]}, from one traced run of the
        unmutated tests (which must pass: a mutant is only judged against a green run)."""
        out = self.path / ".lines.json"
        status, _ = self.run(test_ids, timeout=3600, trace=out)
        if status != "passed":
            error = self.path / ".child_error"
            output = (self.path / ".child_output").read_text("utf-8", "replace")[-4000:]
            sys.exit(f"the unmutated Qt-free tests do not pass in the copy ({status})"
                     + (f":\n{error.read_text('utf-8')}" if error.exists() else f"; the end of pytest's output:\n{output}"))
        return json.loads(out.read_text("utf-8"))

    def imports_itself(self) -> bool:
        """The copy, not the worktree, is what ``import posviz`` finds inside the runs."""
        probe = subprocess.run([sys.executable, "-c", "import posviz; print(posviz.__file__)"], cwd=self.path,
                               env=self.env, capture_output=True, text=True, timeout=60)
        return probe.stdout.strip().startswith(str(self.path))

    def mutate(self, module: str, text: str):
        (self.path / module).write_text(text, "utf-8")
