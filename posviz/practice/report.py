"""Turn a finished check into what the student reads: an outcome, a sentence, a line per case."""
from __future__ import annotations

import signal
from dataclasses import dataclass

from posviz.practice.compare import mismatch
from posviz.practice.process import ChildRun

# Phrases in an error's last line -> what to tell the student.
ERROR_HINTS = (
    ("OutputLimit", "Printing that much is stopped by the checker: print less, or only while debugging."),
    ("MemoryError", "Your code asked for more memory than the checker allows ({memory_mb} MB)."),
    ("RecursionError", "A function keeps calling itself without end: check the recursion's stopping case."),
    ("SystemExit", "Your code called sys.exit(): return the result instead of ending the program."),
    ("KeyboardInterrupt", "Your code raised KeyboardInterrupt: return the result instead."),
    ("File too large", "Your code wrote a file larger than the checker allows ({file_mb} MB)."),
    ("its results are lost", "Your code removed the folder it runs in (its current folder): leave it in place, "
                             "the checker reads your results from it."),
    ("Resource temporarily unavailable", "Your code started more processes or threads than the checker "
                                         "allows (about {processes})."),
)
ZEROS_HINT = "Your function returns only zeros: the starter's placeholder is still in place."


@dataclass(frozen=True)
class CaseReport:
    """The verdict on one hidden case.

    ``status`` is "passed", "failed" (wrong values), "error" (an exception), "not finished" (the
    run ended during it) or "not run". ``detail`` is the first mismatch or the error; ``hint`` names
    a recognised mistake.
    """

    label: str
    status: str
    detail: str = ""
    hint: str = ""

    @property
    def passed(self) -> bool:
        return self.status == "passed"


@dataclass(frozen=True)
class CheckReport:
    """The verdict on a whole check.

    ``peak_bytes`` is the most memory the code's processes held together at one poll (0 where not
    measured); ``network_cut`` says whether the code ran without a network (Linux, where allowed).

    ``outcome`` is "passed", "failed", "error" (the code did not load, or Python did not start),
    "timeout", "crashed" (the process ended early), "memory" (the code's processes together went
    over the memory cap), "processes" (it started too many) or "stopped".
    """

    task_key: str
    outcome: str
    summary: str
    cases: tuple[CaseReport, ...]
    output: str = ""
    printed: int = 0
    seconds: float = 0.0
    peak_bytes: int = 0
    network_cut: bool = False

    @property
    def passed(self) -> bool:
        return self.outcome == "passed"

    @property
    def passed_count(self) -> int:
        return sum(case.passed for case in self.cases)


def error_hint(error: str, limits) -> str:
    """A plain-words hint for an exception text, or ""."""
    last = error.strip().splitlines()[-1] if error.strip() else ""
    for phrase, hint in ERROR_HINTS:
        if phrase in last:
            return hint.format(memory_mb=limits.memory_mb, file_mb=limits.file_mb, processes=limits.processes)
    return ""


def _values_report(task, case, got: tuple) -> CaseReport:
    problems = []
    for name, value, expected in zip(task.outputs, got, case.expected):
        problem = mismatch(value, expected)
        if problem:
            problems.append(f"{name}: {problem}" if len(task.outputs) > 1 else problem)
    if not problems:
        return CaseReport(case.label, "passed")
    if all(value.size and not value.any() for value in got):
        return CaseReport(case.label, "failed", "\n".join(problems), ZEROS_HINT)
    try:
        hint = task.diagnose(case, got)
    except (ValueError, IndexError, TypeError):   # a shape the diagnosis did not foresee
        hint = ""
    return CaseReport(case.label, "failed", "\n".join(problems), hint)


def _unfinished_report(case, index: int, run: ChildRun, limits) -> CaseReport:
    if index != run.running:
        return CaseReport(case.label, "not run")
    why = {"timeout": f"Still running when the {limits.seconds:g} s limit ran out.",
           "stopped": "Stopped.",
           "memory": f"Over the {limits.memory_mb} MB memory cap.",
           "processes": f"Over the limit of {limits.processes} processes.",
           "ended": "The Python process ended during this case."}.get(run.status, "Did not finish.")
    return CaseReport(case.label, "not finished", why)


def case_report(task, case, index: int, output, run: ChildRun, limits) -> CaseReport:
    """Verdict on case ``index`` from what it returned (arrays), raised (text) or nothing (None)."""
    if isinstance(output, tuple):
        return _values_report(task, case, output)
    if isinstance(output, str):
        hint = error_hint(output, limits) or task.diagnose_error(case, output)
        return CaseReport(case.label, "error", output, hint)
    return _unfinished_report(case, index, run, limits)


def _where(run: ChildRun, cases) -> str:
    if run.running < 0:
        return "while loading"
    return f"during case {run.running + 1} of {len(cases)} ({cases[run.running].label})"


# Windows ends a crashed process with an NTSTATUS exit code, where POSIX sends a signal.
WINDOWS_CRASHES = {0xC0000005: "SIGSEGV", 0xC00000FD: "SIGSEGV"}   # access violation, stack overflow


def _ended(run: ChildRun, cases) -> str:
    code, where = run.returncode, _where(run, cases)
    if not run.tree_ended:
        return (f"The checker's supervising process was ended {where}, by your code or the system; every "
                "process of this run that could still be found was ended.")
    if code in WINDOWS_CRASHES:
        code = -signal.Signals[WINDOWS_CRASHES[code]]
    if code is None or code >= 0:
        return (f"Your code ended the Python process (exit code {code}) {where}. os._exit() ends it "
                "at once, with no result: return a value instead.")
    name = signal.Signals(-code).name if -code in signal.Signals._value2member_map_ else f"signal {-code}"
    if name == "SIGSEGV":
        return (f"Python crashed (segmentation fault) {where}. This usually means a recursion far "
                "deeper than the C stack holds: did you raise sys.setrecursionlimit?")
    if name == "SIGXCPU":
        return f"Your code used up its CPU time {where}."
    return f"The Python process was ended by {name} {where}."


def _overall(task, cases, reports, run: ChildRun, load_error: str, limits) -> tuple[str, str]:
    if run.status == "stopped":
        return "stopped", "You stopped the check."
    if run.status == "startup":
        return "error", (f"Python did not start within {limits.startup_seconds:g} s; the computer may be "
                         "very busy. Try again.")
    if load_error:
        hint = error_hint(load_error, limits)
        return "error", "Your code did not load: " + load_error.strip().splitlines()[-1] + \
            (f"\n{hint}" if hint else "")
    if run.status == "timeout":
        if run.running < 0:
            return "timeout", f"Your code was still loading after {limits.seconds:g} s: an endless loop outside the function?"
        return "timeout", (f"Time limit: case {run.running + 1} of {len(cases)} ({cases[run.running].label}) "
                           f"was still running after {limits.seconds:g} s. An endless loop, or a very slow one?")
    if run.status == "memory":
        return "memory", (f"Your code and the processes it started held more than {limits.memory_mb} MB "
                          f"together {_where(run, cases)}; the checker ended all of them.")
    if run.status == "processes":
        return "processes", (f"Your code started more than {limits.processes} processes {_where(run, cases)}; "
                             "the checker ended all of them.")
    if run.status == "ended":
        return "crashed", _ended(run, cases)
    failed = [r for r in reports if r.status in ("failed", "error", "not finished")]
    not_run = sum(r.status == "not run" for r in reports)
    if not failed and not not_run:
        return "passed", f"All {len(reports)} hidden cases pass."
    first = (failed or reports)[0]
    lines = first.detail.strip().splitlines() or [first.status]
    lead = first.hint or next((line for line in lines if line.startswith(("First", "Expected"))), lines[-1])
    rest = f", {not_run} not run" if not_run else ""
    return "failed", f"{len(failed)} of {len(reports)} hidden cases fail{rest}. First, {first.label}: {lead}"


def summarise(task, cases, outputs, run: ChildRun, load_error: str, limits, seconds: float) -> CheckReport:
    """The report for a finished run (see :func:`posviz.practice.checker.check`)."""
    if load_error:
        reports = [CaseReport(case.label, "not run") for case in cases]
    else:
        reports = [case_report(task, case, i, out, run, limits) for i, (case, out) in enumerate(zip(cases, outputs))]
    outcome, summary = _overall(task, cases, reports, run, load_error, limits)
    if run.printed > limits.output_chars:
        summary += f"\nIt printed {run.printed:,} bytes; the first {len(run.output):,} characters are shown."
    return CheckReport(task.key, outcome, summary, tuple(reports), run.output, run.printed, seconds, run.peak_bytes,
                       run.network_cut)
