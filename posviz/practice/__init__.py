"""Practice: the student rebuilds the input layer, checked against hidden cases from the model.

Pure Python and numpy (no Qt). The student's code runs in a separate, limited process
(:mod:`~posviz.practice.checker`); expected values never leave this process.
"""
from posviz.practice.checker import Limits, check
from posviz.practice.drafts import DraftStore, atomic_write
from posviz.practice.report import CaseReport, CheckReport
from posviz.practice.tasks import TASKS, Task, task_by_key

__all__ = ["CaseReport", "CheckReport", "DraftStore", "Limits", "TASKS", "Task", "atomic_write", "check",
           "task_by_key"]
