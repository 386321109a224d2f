"""Turn a finished check into what the student reads: an outcome, a sentence, a line per case."""
from __future__ import annotations

import signal
from dataclasses import dataclass

from posviz.i18n import Context, decimals_of, number
from posviz.practice.compare import mismatch
from posviz.practice.process import ChildRun

PracticeReport = Context("PracticeReport")



def error_hints() -> tuple[tuple[str, str], ...]:
    """Phrases in an error's last line (Python's, never translated) -> what to tell the student."""
    return (
        ("OutputLimit", PracticeReport.tr("Printing that much is stopped by the checker: print less, or only while "
                                          "debugging.")),
        ("MemoryError", PracticeReport.tr("Your code asked for more memory than the checker allows ({memory_mb} MB).")),
        ("RecursionError", PracticeReport.tr("A function keeps calling itself without end: check the recursion's "
                                             "stopping case.")),
        ("SystemExit", PracticeReport.tr("Your code called sys.exit(): return the result instead of ending the program.")),
        ("KeyboardInterrupt", PracticeReport.tr("Your code raised KeyboardInterrupt: return the result instead.")),
        ("File too large", PracticeReport.tr("Your code wrote a file larger than the checker allows ({file_mb} MB).")),
        (folder_lost().splitlines()[-1], PracticeReport.tr("Your code removed the folder it runs in (its current "
                                                           "folder): leave it in place, the checker reads your "
                                                           "results from it.")),
        ("Resource temporarily unavailable", PracticeReport.tr("Your code started more processes or threads than the "
                                                               "checker allows (about {processes}).")),
    )


def folder_lost() -> str:
    """The error of a case whose run folder the student's code removed (two short lines: the case
    list shows details preformatted)."""
    return PracticeReport.tr("Your code removed or replaced the checker's\nrun folder (the current folder): "
                             "its results are lost.")


def zeros_hint() -> str:
    return PracticeReport.tr("Your function returns only zeros: the starter's placeholder is still in place.")


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
    for phrase, hint in error_hints():
        if phrase in last:
            return hint.format(memory_mb=number(limits.memory_mb), file_mb=number(limits.file_mb),
                               processes=number(limits.processes))
    return ""


def _values_report(task, case, got: tuple) -> CaseReport:
    problems = []
    for name, value, expected in zip(task.outputs, got, case.expected):
        problem = mismatch(value, expected)
        if problem:
            problems.append(PracticeReport.tr("{output}: {problem}").format(output=name, problem=problem)
                            if len(task.outputs) > 1 else problem)
    if not problems:
        return CaseReport(case.label, "passed")
    if all(value.size and not value.any() for value in got):
        return CaseReport(case.label, "failed", "\n".join(problems), zeros_hint())
    try:
        hint = task.diagnose(case, got)
    except (ValueError, IndexError, TypeError):   # a shape the diagnosis did not foresee
        hint = ""
    return CaseReport(case.label, "failed", "\n".join(problems), hint)


def _unfinished_report(case, index: int, run: ChildRun, limits) -> CaseReport:
    if index != run.running:
        return CaseReport(case.label, "not run")
    why = {"timeout": PracticeReport.tr("Still running when the {seconds} s limit ran out.").format(
               seconds=number(limits.seconds, decimals_of(limits.seconds))),
           "stopped": PracticeReport.tr("Stopped."),
           "memory": PracticeReport.tr("Over the {memory_mb} MB memory cap.").format(memory_mb=number(limits.memory_mb)),
           "processes": PracticeReport.tr("Over the limit of %Ln processes.", None, limits.processes),
           "ended": PracticeReport.tr("The Python process ended during this case.")}.get(
               run.status, PracticeReport.tr("Did not finish."))
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
        return PracticeReport.tr("while loading")
    return PracticeReport.tr("during case {number} of {count} ({case})").format(
        number=number(run.running + 1), count=number(len(cases)), case=cases[run.running].label)


# Windows ends a crashed process with an NTSTATUS exit code, where POSIX sends a signal.
WINDOWS_CRASHES = {0xC0000005: "SIGSEGV", 0xC00000FD: "SIGSEGV"}   # access violation, stack overflow


def _ended(run: ChildRun, cases) -> str:
    code, where = run.returncode, _where(run, cases)
    if not run.tree_ended:
        return PracticeReport.tr("The checker's supervising process was ended {where}, by your code or the system; "
                                 "every process of this run that could still be found was ended.").format(where=where)
    if code in WINDOWS_CRASHES:
        code = -signal.Signals[WINDOWS_CRASHES[code]]
    if code is None or code >= 0:
        return PracticeReport.tr("Your code ended the Python process (exit code {code}) {where}. os._exit() ends it "
                                 "at once, with no result: return a value instead.").format(code=code, where=where)
    name = signal.Signals(-code).name if -code in signal.Signals._value2member_map_ else f"signal {-code}"
    if name == "SIGSEGV":
        return PracticeReport.tr("Python crashed (segmentation fault) {where}. This usually means a recursion far "
                                 "deeper than the C stack holds: did you raise sys.setrecursionlimit?").format(where=where)
    if name == "SIGXCPU":
        return PracticeReport.tr("Your code used up its CPU time {where}.").format(where=where)
    return PracticeReport.tr("The Python process was ended by {signal} {where}.").format(signal=name, where=where)


def _overall(task, cases, reports, run: ChildRun, load_error: str, limits) -> tuple[str, str]:
    if run.status == "stopped":
        return "stopped", PracticeReport.tr("You stopped the check.")
    if run.status == "startup":
        return "error", PracticeReport.tr("Python did not start within {seconds} s; the computer may be very busy. "
                                          "Try again.").format(
            seconds=number(limits.startup_seconds, decimals_of(limits.startup_seconds)))
    if load_error:
        hint = error_hint(load_error, limits)
        said = PracticeReport.tr("Your code did not load: {error}").format(error=load_error.strip().splitlines()[-1])
        return "error", f"{said}\n{hint}" if hint else said
    seconds = number(limits.seconds, decimals_of(limits.seconds))
    if run.status == "timeout":
        if run.running < 0:
            return "timeout", PracticeReport.tr("Your code was still loading after {seconds} s: an endless loop outside "
                                                "the function?").format(seconds=seconds)
        return "timeout", PracticeReport.tr("Time limit: case {number} of {count} ({case}) was still running after "
                                            "{seconds} s. An endless loop, or a very slow one?").format(
            number=number(run.running + 1), count=number(len(cases)), case=cases[run.running].label, seconds=seconds)
    if run.status == "memory":
        return "memory", PracticeReport.tr("Your code and the processes it started held more than {memory_mb} MB "
                                           "together {where}; the checker ended all of them.").format(
            memory_mb=number(limits.memory_mb), where=_where(run, cases))
    if run.status == "processes":
        return "processes", PracticeReport.tr("Your code started more than %Ln processes {where}; the checker ended "
                                              "all of them.", None, limits.processes).format(where=_where(run, cases))
    if run.status == "ended":
        return "crashed", _ended(run, cases)
    failed = [r for r in reports if r.status in ("failed", "error", "not finished")]
    not_run = sum(r.status == "not run" for r in reports)
    if not failed and not not_run:
        return "passed", PracticeReport.tr("All %Ln hidden cases pass.", None, len(reports))
    first = (failed or reports)[0]
    lines = first.detail.strip().splitlines() or [status_name(first.status)]
    # The mismatch's line that names the first wrong value (its 2nd line), else the error's last line.
    lead = first.hint or (lines[1] if first.status == "failed" and len(lines) > 1 else lines[-1])
    if not_run:
        head = PracticeReport.tr("{failed} of %Ln hidden cases fail, {not_run} not run.", None, len(reports)).format(
            failed=number(len(failed)), not_run=number(not_run))
    else:
        head = PracticeReport.tr("{failed} of %Ln hidden cases fail.", None, len(reports)).format(
            failed=number(len(failed)))
    return "failed", PracticeReport.tr("{head} First, {case}: {lead}").format(head=head, case=first.label, lead=lead)


def status_name(status: str) -> str:
    """A case's status ("passed", "failed", "error", "not finished", "not run") in the user's words."""
    return {"passed": PracticeReport.tr("passed"), "failed": PracticeReport.tr("failed"),
            "error": PracticeReport.tr("error"), "not finished": PracticeReport.tr("not finished"),
            "not run": PracticeReport.tr("not run")}.get(status, status)


def summarise(task, cases, outputs, run: ChildRun, load_error: str, limits, seconds: float) -> CheckReport:
    """The report for a finished run (see :func:`posviz.practice.checker.check`)."""
    if load_error:
        reports = [CaseReport(case.label, "not run") for case in cases]
    else:
        reports = [case_report(task, case, i, out, run, limits) for i, (case, out) in enumerate(zip(cases, outputs))]
    outcome, summary = _overall(task, cases, reports, run, load_error, limits)
    if run.printed > limits.output_chars:
        summary += "\n" + PracticeReport.tr("It printed %Ln bytes; the first {shown} characters are shown.", None,
                                             run.printed).format(shown=number(len(run.output)))
    return CheckReport(task.key, outcome, summary, tuple(reports), run.output, run.printed, seconds, run.peak_bytes,
                       run.network_cut)
