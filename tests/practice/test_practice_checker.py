"""The checker: right code passes, typical mistakes get their hint, hostile code gets a clear
result within the time limit, and nothing the child starts survives the check."""
import os
import re
import sys
import threading
import time

import numpy as np
import pytest

from posviz.practice import TASKS, Limits, check, task_by_key
from posviz.practice.checker import _write_job

import practice_programs as programs

LIMITS = Limits(seconds=2.5)
SLACK = 15.0      # Python's own start-up is not counted in the limit; a busy machine may be slow


@pytest.mark.parametrize("task", TASKS, ids=lambda t: t.key)
def test_reference_solution_passes(task):
    report = check(task, task.solution, LIMITS, seed=1)
    assert report.outcome == "passed", report.summary
    assert report.passed_count == len(report.cases) >= 4
    assert report.summary == f"All {len(report.cases)} hidden cases pass."


@pytest.mark.parametrize("task", TASKS, ids=lambda t: t.key)
def test_starter_stub_fails_with_the_placeholder_hint(task):
    report = check(task, task.starter, LIMITS, seed=2)
    assert report.outcome == "failed"
    assert all(case.status == "failed" and "placeholder" in case.hint for case in report.cases)


WRONG = [
    ("positional_encoding", programs.SPLIT_LAYOUT, ["Wrong layout", "split-halves"]),
    ("positional_encoding", programs.FLOAT32_ANGLES, ["float32 angles", "drift"]),
    ("positional_encoding", programs.OFF_BY_ONE_ENCODING, ["Off by one position", "Positions start at 0"]),
    ("positional_encoding", programs.EVEN_ONLY_ENCODING, ["d_model is odd", "d_model // 2"]),
    ("assemble_z", programs.MISSING_POSITIONS, ["position vectors are missing", "token rows alone"]),
    ("assemble_z", programs.OFF_BY_ONE_ASSEMBLE, ["Off by one position", "P[0]"]),
    ("assemble_z", programs.WHOLE_P, ["first len(ids) rows", "more rows"]),
    ("assemble_z", programs.POSITIONS_BY_ID, ["by token id", "P[i]"]),
    ("shuffle_without_positions", programs.INVERSE_ORDER, ["inverse order", "z_reordered"]),
    ("shuffle_without_positions", programs.UNSHUFFLED, ["z_shuffled is the original", "ids[order]"]),
]


@pytest.mark.parametrize("key, source, words", WRONG, ids=[f"{w[0]}:{w[2][0]}" for w in WRONG])
def test_wrong_answer_is_rejected_with_the_right_message(key, source, words):
    report = check(task_by_key(key), source, LIMITS, seed=3)
    assert report.outcome == "failed"
    failing = [case for case in report.cases if not case.passed]
    assert failing
    for word in words:
        assert word in failing[0].hint and word in report.summary


def test_float32_angles_pass_small_positions_and_fail_large_ones():
    report = check(task_by_key("positional_encoding"), programs.FLOAT32_ANGLES, LIMITS, seed=4)
    by_label = {case.label: case for case in report.cases}
    small = [case for label, case in by_label.items() if "length 1," in label or "even width" in label]
    large = [case for label, case in by_label.items() if "large positions" in label]
    assert small and all(case.passed for case in small)
    assert large and not large[0].passed
    assert "Worst at row" in large[0].detail and "First mismatch at row" in large[0].detail


def test_mismatch_names_shapes_first_mismatch_and_worst_element():
    source = programs.SPLIT_LAYOUT.replace("return np.concatenate", "return 2 * np.concatenate")
    report = check(task_by_key("positional_encoding"), source, LIMITS, seed=5)
    detail = report.cases[1].detail
    assert detail.startswith("Shapes agree (")
    assert "First mismatch at row 0, column" in detail and "expected" in detail and "got" in detail


def test_wrong_shape_is_reported_with_both_shapes():
    source = programs.SPLIT_LAYOUT.replace("axis=1)", "axis=1).T")
    report = check(task_by_key("positional_encoding"), source, LIMITS, seed=6)
    case = report.cases[1]
    length, d = (int(n.replace(",", "")) for n in re.match(r"length ([\d,]+), d_model (\d+)", case.label).groups())
    assert case.detail == f"Expected shape ({length}, {d}), got ({d}, {length})."
    assert "transposed" in case.hint


def limits_for(outcome: str) -> Limits:
    """The time limit is what ends a "timeout" case; any other case gets time to spare, so its own
    ending (the memory cap, a crash, the output cap) comes first on a slow, busy machine too."""
    return LIMITS if outcome == "timeout" else Limits(seconds=60.0)


# macOS has no per-process memory limit (it ignores RLIMIT_AS): there the cap over the tree ends a hoarder.
WITHOUT_PROCESS_MEMORY_LIMIT = {"huge allocation": ("memory", ["more than 512 MB"]),
                                "growing allocation": ("memory", ["more than 512 MB"])}


@pytest.mark.parametrize("name", list(programs.HOSTILE))
def test_hostile_code_gets_a_clear_result_within_the_limit(name):
    source, outcome, words = programs.HOSTILE[name]
    limits = limits_for(outcome)
    started = time.monotonic()
    report = check(task_by_key("positional_encoding"), source, limits, seed=7)
    assert time.monotonic() - started < limits.seconds + SLACK
    if sys.platform == "darwin" and name in WITHOUT_PROCESS_MEMORY_LIMIT and report.outcome == "memory":
        outcome, words = WITHOUT_PROCESS_MEMORY_LIMIT[name]
    assert report.outcome == outcome, report.summary
    failing = [case for case in report.cases if not case.passed]
    text = report.summary + "\n" + failing[0].detail + "\n" + failing[0].hint
    for word in words:
        assert word in text


def test_a_recursion_bomb_ends_in_one_of_its_documented_ways():
    report = check(task_by_key("positional_encoding"), programs.RECURSION_BOMB, Limits(seconds=60.0), seed=7)
    failing = [case for case in report.cases if not case.passed]
    assert failing and failing[0] is report.cases[0], report.summary
    text = report.summary + "\n" + failing[0].detail + "\n" + failing[0].hint
    endings = [(outcome, words) for outcome, words in programs.RECURSION_BOMB_ENDINGS if outcome == report.outcome]
    assert any(all(word in text for word in words) for _, words in endings), (report.outcome, text)


def test_huge_output_is_capped_for_display():
    source, _, _ = programs.HOSTILE["huge print"]
    report = check(task_by_key("positional_encoding"), source, LIMITS, seed=8)
    assert report.output.startswith("spam spam")
    assert len(report.output) <= LIMITS.shown_chars


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="looks for the processes in /proc")
def test_processes_started_by_the_code_do_not_survive(tmp_path):
    marker = f"{os.getpid()}.{time.time_ns() % 1000}"
    source = ("import subprocess\nsubprocess.Popen(['sleep', '" + marker + "'])\n"
              "def positional_encoding(length, d_model):\n    while True:\n        pass\n")
    report = check(task_by_key("positional_encoding"), source, Limits(seconds=1.0), seed=9)
    assert report.outcome == "timeout"
    time.sleep(0.2)
    alive = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as file:   # closed: clean under -X dev -W error
                cmdline = file.read().decode(errors="replace")
        except OSError:
            continue
        if marker in cmdline:
            alive.append(pid)
    assert alive == []


def test_stop_ends_the_check_early():
    cancel = threading.Event()
    threading.Timer(0.8, cancel.set).start()
    source = programs.HOSTILE["endless loop"][0]
    report = check(task_by_key("positional_encoding"), source, Limits(seconds=60), cancel=cancel, seed=10)
    assert report.outcome == "stopped" and report.summary == "You stopped the check."


def test_progress_is_reported_case_by_case():
    seen = []
    task = task_by_key("assemble_z")
    check(task, task.solution, LIMITS, progress=seen.append, seed=11)
    assert seen[0] == "Starting Python"
    assert seen[1:] == [f"Running case {i} of {len(seen) - 1}" for i in range(1, len(seen))]


def test_only_the_arguments_are_written_for_the_child(tmp_path):
    task = task_by_key("assemble_z")
    cases = task.make_cases(np.random.default_rng(0))
    _write_job(tmp_path, task, task.solution, cases, LIMITS)
    for i, case in enumerate(cases):
        with np.load(tmp_path / f"case_{i}.npz") as data:
            assert sorted(data.files) == [f"a{j}" for j in range(len(case.args))]
            for j, arg in enumerate(case.args):
                np.testing.assert_array_equal(data[f"a{j}"], arg)
    z_bytes = cases[0].expected[0].tobytes()
    assert all(z_bytes not in p.read_bytes() for p in tmp_path.iterdir())


REMOVES_ITS_FOLDER = {
    "while loading": "import os, shutil\nshutil.rmtree(os.getcwd())\n{solution}",
    "during case 2": "import os, shutil\n_calls = []\n{solution}\n_real = assemble_z\n"
                     "def assemble_z(*args):\n    _calls.append(1)\n    if len(_calls) == 2:\n"
                     "        shutil.rmtree(os.getcwd())\n    return _real(*args)\n",
}


@pytest.mark.parametrize("when", list(REMOVES_ITS_FOLDER))
def test_code_that_removes_its_run_folder_is_told_so(when):
    """Issue 26 item 7: the checker read the folder back with os.stat and raised ("The checker itself failed")."""
    task = task_by_key("assemble_z")
    source = REMOVES_ITS_FOLDER[when].replace("{solution}", task.solution)
    report = check(task, source, LIMITS, seed=12)
    assert report.outcome == "failed", report.summary
    assert report.summary.startswith(f"{len(report.cases)} of {len(report.cases)} hidden cases fail. First, ")
    assert report.summary.endswith("Your code removed the folder it runs in (its current folder): leave it in place, "
                                   "the checker reads your results from it.")
    assert all(case.status == "error" and case.detail.endswith("its results are lost.") for case in report.cases)
