"""A pytest plugin of tools/mutation (loaded with ``-p mutation_plugin``, tools/ on PYTHONPATH).

- ``MUTATION_TRACE=out.json``: record which lines under ``MUTATION_ROOT`` each test runs (its setup,
  call and teardown; lines run while collecting count as ``<collection>``) and write {"file:line": [test ids]}.
- ``MUTATION_SELECT=ids.txt``: run only the tests listed there, one per line: a test's id (matched
  exactly, so parameters with spaces or brackets need no quoting), its id without parameters, or a file.
"""
from __future__ import annotations

import json
import os
import sys
import threading

import pytest

_ROOT = os.environ.get("MUTATION_ROOT", "")
_TRACE = os.environ.get("MUTATION_TRACE")
_SELECT = os.environ.get("MUTATION_SELECT")
COLLECTION = "<collection>"   # the id standing for "run while collecting"
_hits: set = set()
_lines: dict[str, set[str]] = {}


def _local(frame, event, arg):
    if event == "line":
        _hits.add((frame.f_code.co_filename, frame.f_lineno))
    return _local


def _global(frame, event, arg):
    if frame.f_code.co_filename.startswith(_ROOT):
        _hits.add((frame.f_code.co_filename, frame.f_lineno))
        return _local
    return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if not _TRACE:
        yield
        return
    _hits.clear()
    sys.settrace(_global)
    threading.settrace(_global)
    try:
        yield
    finally:
        sys.settrace(None)
        threading.settrace(None)
    for filename, line in _hits.copy():    # one C call: a thread the test left running may still add hits
        _lines.setdefault(f"{os.path.relpath(filename, _ROOT)}:{line}", set()).add(item.nodeid)


@pytest.hookimpl(hookwrapper=True)
def pytest_collection(session):
    """Lines run while the test files are imported (a module-level ``TOY = toy_model()``; a cache
    filled then is never run again by a test) are recorded under COLLECTION."""
    if not _TRACE:
        yield
        return
    _hits.clear()
    sys.settrace(_global)
    try:
        yield
    finally:
        sys.settrace(None)
    for filename, line in _hits:
        _lines.setdefault(f"{os.path.relpath(filename, _ROOT)}:{line}", set()).add(COLLECTION)


def pytest_sessionfinish(session, exitstatus):
    if _TRACE:
        with open(_TRACE, "w", encoding="utf-8") as out:
            json.dump({key: sorted(ids) for key, ids in _lines.items()}, out)


def pytest_collection_modifyitems(session, config, items):
    if not _SELECT:
        return
    with open(_SELECT, encoding="utf-8") as listed:
        wanted = set(listed.read().splitlines())
    def listed(item) -> bool:    # by its id, its id without parameters, or its file
        return item.nodeid in wanted or item.nodeid.split("[")[0] in wanted or item.nodeid.split("::")[0] in wanted

    config.hook.pytest_deselected(items=[item for item in items if not listed(item)])
    items[:] = [item for item in items if listed(item)]
