"""The child process of the practice checker: run a student's function on the hidden cases' inputs.

Run as ``python -I -S runner.py WORKDIR`` (by the supervisor, which writes "go" on its stdin once
the system's walls hold it). It imports only the
standard library and numpy: ``-S`` leaves site-packages (and an editable install's finder) off the
path, numpy is imported from its own folder, which then leaves the path again, so ``import posviz``
finds nothing even with the NoPosviz hook removed. Through the system's walls (the ``walls`` package
beside this file) it cuts itself off the network where the system allows (a Linux network
namespace) and caps its own memory, CPU time, file size and processes; it caps printed output
itself, then calls the student's function on each case and saves what comes
back as ``.npy`` files, always as new regular files. The expected values never reach this process;
the parent compares.

WORKDIR holds ``job.json`` ({"function", "cases", "outputs", "memory_mb", "cpu_seconds",
"output_chars", "file_mb", "processes", "numpy_home"}), ``student.py`` and ``case_<i>.npz``
(arguments ``a0``, ``a1``, ...).
It receives ``result_<i>_<j>.npy`` or ``error_<i>.txt`` per case, and ``error_load.txt`` when the
code does not even load. Progress goes to the supervisor on the first stdout as lines: net off
(when cut), ready, case <i>, done; what the code prints goes to stderr (stdout is pointed there).
"""
import json
import linecache
import os
import sys
import traceback

SOURCE_NAME = "your code"
np = None   # numpy, imported by import_numpy() from the folder the job names


def import_numpy(home):
    """Import numpy from ``home`` (the folder holding it) and take ``home`` off the path again.

    ``home`` is often the site-packages that also holds posviz; numpy's own submodules are found
    through ``numpy.__path__`` afterwards, posviz through nothing.
    """
    global np
    sys.path.append(home)
    try:
        import numpy
    finally:
        sys.path.remove(home)
        sys.path_importer_cache.pop(home, None)
    np = numpy
    return numpy


class OutputLimit(BaseException):
    """Raised when the student's code has printed more than it may (BaseException: rarely caught)."""


class NoPosviz:
    """An import hook that refuses posviz: the model is what the student is rebuilding."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name == "posviz" or name.startswith("posviz."):
            raise ImportError("practice code cannot import posviz: the point is to build it yourself")
        return None


class CappedStream:
    """A text stream that passes writes on until a shared budget of characters is spent."""

    def __init__(self, target, budget):
        self.target, self.budget = target, budget

    def write(self, text):
        text = str(text)
        self.budget["left"] -= len(text)
        if self.budget["left"] < 0:
            raise OutputLimit(f"your code printed more than {self.budget['limit']:,} characters")
        return self.target.write(text)

    def flush(self):
        self.target.flush()

    def isatty(self):
        return False


def describe_error(exc):
    """The exception with the student's own lines only (the last few, for deep recursion)."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == SOURCE_NAME]
    lines = [f"line {f.lineno}, in {f.name}: {(f.line or '').strip()}" for f in frames[-3:]]
    if len(frames) > 3:
        lines.insert(0, f"({len(frames) - 3:,} more calls above)")
    if isinstance(exc, SyntaxError):
        lines = [f"line {exc.lineno}: {(exc.text or '').strip()}"]
    message = str(exc) if not isinstance(exc, SyntaxError) else exc.msg
    return "\n".join(lines + [f"{type(exc).__name__}: {message}".rstrip(": ")])


def to_outputs(result, count):
    """The returned value as ``count`` float64 arrays; ValueError says what is wrong with it."""
    values = (result,) if count == 1 else result
    if count > 1 and (not isinstance(values, (tuple, list)) or len(values) != count):
        raise ValueError(f"the function must return {count} arrays as a tuple, got {type(result).__name__}")
    arrays = []
    for value in values:
        if value is None:
            raise ValueError("the function returned None: is a return statement missing?")
        try:
            arrays.append(np.asarray(value, dtype=np.float64))
        except (TypeError, ValueError):
            raise ValueError(f"the function returned {type(value).__name__}, not an array of numbers") from None
    return arrays


WRITE_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)


def load_walls():
    """The ``walls`` package beside this script, imported by its path (posviz stays off ``sys.path``)."""
    import importlib.util
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "walls")
    spec = importlib.util.spec_from_file_location("_posviz_walls", os.path.join(folder, "__init__.py"),
                                                  submodule_search_locations=[folder])
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def fresh(path):
    """``path`` opened for writing as a new regular file, whatever the student's code left there
    (a FIFO would block the write, a symlink would send it elsewhere)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    return os.fdopen(os.open(path, WRITE_NEW, 0o600), "wb")   # O_BINARY: no newline translation on Windows


def write(path, text):
    try:
        with fresh(path) as out:
            out.write(text.encode("utf-8", errors="replace"))
    except OSError:   # a directory in its place: the checker reports the case as not finished
        pass


def load_student(source, function):
    """Execute the student's source and return their function."""
    linecache.cache[SOURCE_NAME] = (len(source), None, source.splitlines(True), SOURCE_NAME)
    namespace = {"__name__": "student", "__builtins__": __builtins__}
    exec(compile(source, SOURCE_NAME, "exec"), namespace)
    func = namespace.get(function)
    if not callable(func):
        raise NameError(f"your code does not define a function called {function}")
    return func


def case_args(path):
    with np.load(path, allow_pickle=False) as data:
        args = [data[f"a{i}"] for i in range(len(data.files))]
    return [int(a) if a.ndim == 0 else a.copy() for a in args]


def run_case(func, index, job):
    """Run case ``index``; True when it hit a limit (memory, printing) and the rest should not run."""
    try:
        arrays = to_outputs(func(*case_args(f"case_{index}.npz")), job["outputs"])
        for j, array in enumerate(arrays):
            with fresh(f"result_{index}_{j}.npy") as out:
                np.save(out, array, allow_pickle=False)
    except BaseException as exc:  # the student's code may raise anything, SystemExit included
        write(f"error_{index}.txt", describe_error(exc))
        return isinstance(exc, (MemoryError, OutputLimit))
    return False


def open_control():
    """The progress channel: the stdout the supervisor reads, kept apart; stdout then goes where stderr goes."""
    sys.stdin.buffer.readline()   # "go": the walls hold this process now
    control = os.fdopen(os.dup(1), "w", buffering=1, encoding="ascii")   # not inherited by the code's processes
    sys.stdout.flush()
    os.dup2(2, 1)
    return control


def main(workdir):
    control = open_control()
    walls = load_walls().current()
    os.chdir(workdir)
    with open("job.json", encoding="utf-8") as f:
        job = json.load(f)
    with open("student.py", encoding="utf-8") as f:
        source = f.read()
    walls.limit_processes(job)
    if walls.cut_network():
        control.write("net off\n")
    import_numpy(job["numpy_home"])
    sys.meta_path.insert(0, NoPosviz)
    budget = {"left": job["output_chars"], "limit": job["output_chars"]}
    for stream in (sys.stdout, sys.stderr):   # line by line, so a killed run still shows its prints
        stream.reconfigure(line_buffering=True)
    sys.stdout, sys.stderr = CappedStream(sys.stdout, budget), CappedStream(sys.stderr, budget)
    walls.limit_resources(job)
    control.write("ready\n")
    try:
        func = load_student(source, job["function"])
    except BaseException as exc:
        write("error_load.txt", describe_error(exc))
        func = None
    for index in range(job["cases"] if func else 0):
        control.write(f"case {index}\n")
        if run_case(func, index, job):
            break
    control.write("done\n")


if __name__ == "__main__":
    main(sys.argv[1])
